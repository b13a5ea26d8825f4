import {
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type ProductCreateFields,
  type ProductFields,
  type ProductListQuery,
  type ProductSortColumn,
  type ResolvedSort,
  SHOP_LISTING,
  priceBounds,
  resolveSort,
  slugify,
} from '../../shared/catalogue';
import { foldArabic } from '../../shared/arabicFold';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import type postgres from 'postgres';
import { type ColumnMap, allFieldsOf, selectList } from '../columns';
import type { Queryable, Sql } from '../db';
import { categoryImagePath } from './images';
import { wordsQuery } from './searchQuery';
import {
  Candidates,
  type CandidateRow,
  type Loaded,
  MAX_CANDIDATES_PER_SEARCH,
  candidateSortOf,
  searchCacheOf,
} from './searchCache';

/*
 * Products: the rows of the shop and their readers and writers. Every query is a tagged template; the parts that
 * vary (filters, the sort) are fragments chosen from fixed lists, never text from the caller.
 */

/** A product as every call returns it (ids as strings, money and ratings as numbers). */
export interface Product {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  brand: string | null;
  /** The brand as Arabic readers know it (migration 0031); null for an international brand that keeps its Latin name. */
  brand_ar: string | null;
  category: ProductCategory;
  subcategory: string | null;
  tags: string[];
  /** The slugs of the crop guide's crops the product is for (migration 0031); empty for a product of every crop. */
  crops: string[];
  short_description: string | null;
  short_description_ar: string | null;
  description: string | null;
  description_ar: string | null;
  usage_instructions: string | null;
  usage_instructions_ar: string | null;
  maintenance_tips: string | null;
  maintenance_tips_ar: string | null;
  features: string[];
  features_ar: string[];
  specifications: Record<string, string>;
  /** Arabic labels naming Arabic values, as written (not keys: the English rows' keys are shown through a label rule). */
  specifications_ar: Record<string, string>;
  manufacturer: string | null;
  model_number: string | null;
  shipping_info: string | null;
  shipping_info_ar: string | null;
  warranty_info: string | null;
  warranty_info_ar: string | null;
  price: number;
  original_price: number | null;
  currency: string;
  rating: number;
  review_count: number;
  main_image: string | null;
  images: string[];
  is_featured: boolean;
  is_available: boolean;
  is_active: boolean;
  stock_quantity: number;
  order_count: number;
  approval_status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
  updated_at: Date;
}

/** Who is looking: administrators also see inactive and unapproved products (never deleted ones). */
export interface Viewer {
  isAdmin: boolean;
}
export const PUBLIC_VIEWER: Viewer = { isAdmin: false };

export const PRODUCT_NOT_FOUND = msg('catalogue.productNotFound');

/** An id as stored (bigint) from text, or null for text that cannot be one — which then names no record (404). */
export function storedIdOf(ref: string): string | null {
  return /^[1-9]\d{0,17}$/.test(ref.trim()) ? ref.trim() : null;
}

/** How each field of a product is read from the table aliased `p` (ids as text, money and ratings as numbers). */
const PRODUCT_COLUMNS: ColumnMap<Product> = {
  id: (sql) => sql`p.id::text as id`,
  slug: (sql) => sql`p.slug`,
  name: (sql) => sql`p.name`,
  name_ar: (sql) => sql`p.name_ar`,
  brand: (sql) => sql`p.brand`,
  brand_ar: (sql) => sql`p.brand_ar`,
  category: (sql) => sql`p.category`,
  subcategory: (sql) => sql`p.subcategory`,
  tags: (sql) => sql`p.tags`,
  crops: (sql) => sql`p.crops`,
  short_description: (sql) => sql`p.short_description`,
  short_description_ar: (sql) => sql`p.short_description_ar`,
  description: (sql) => sql`p.description`,
  description_ar: (sql) => sql`p.description_ar`,
  usage_instructions: (sql) => sql`p.usage_instructions`,
  usage_instructions_ar: (sql) => sql`p.usage_instructions_ar`,
  maintenance_tips: (sql) => sql`p.maintenance_tips`,
  maintenance_tips_ar: (sql) => sql`p.maintenance_tips_ar`,
  features: (sql) => sql`p.features`,
  features_ar: (sql) => sql`p.features_ar`,
  specifications: (sql) => sql`p.specifications`,
  specifications_ar: (sql) => sql`p.specifications_ar`,
  manufacturer: (sql) => sql`p.manufacturer`,
  model_number: (sql) => sql`p.model_number`,
  shipping_info: (sql) => sql`p.shipping_info`,
  shipping_info_ar: (sql) => sql`p.shipping_info_ar`,
  warranty_info: (sql) => sql`p.warranty_info`,
  warranty_info_ar: (sql) => sql`p.warranty_info_ar`,
  price: (sql) => sql`p.price::float8 as price`,
  original_price: (sql) => sql`p.original_price::float8 as original_price`,
  currency: (sql) => sql`p.currency`,
  rating: (sql) => sql`p.rating::float8 as rating`,
  review_count: (sql) => sql`p.review_count`,
  main_image: (sql) => sql`p.main_image`,
  images: (sql) => sql`p.images`,
  is_featured: (sql) => sql`p.is_featured`,
  is_available: (sql) => sql`p.is_available`,
  is_active: (sql) => sql`p.is_active`,
  stock_quantity: (sql) => sql`p.stock_quantity`,
  order_count: (sql) => sql`p.order_count`,
  approval_status: (sql) => sql`p.approval_status`,
  created_at: (sql) => sql`p.created_at`,
  updated_at: (sql) => sql`p.updated_at`,
};
const PRODUCT_FIELDS = allFieldsOf(PRODUCT_COLUMNS);

/** The columns of a whole product (the detail calls and writes), read from the table aliased `p`. */
export function productColumns(sql: Queryable) {
  return selectList(sql, PRODUCT_COLUMNS, PRODUCT_FIELDS);
}

/** The columns of some fields of a product, as the whole record reads them (an admin table's row). */
export function productColumnsOf(sql: Queryable, fields: readonly (keyof Product)[]) {
  return selectList(sql, PRODUCT_COLUMNS, fields);
}

/**
 * What a product card shows (storefront.md, Shop list and Favorites; the related products' cards show fewer), and so
 * all that list and search calls answer of a product: picture, Featured and Sale badges, brand, name, short
 * description (both languages), stars and review count, price and original price, and what Add to Cart needs to know
 * (available, stock). The whole record comes from `products.byId` / `bySlug`. Named once: the SQL below, the answer
 * type `ProductCard` and the answer schema (src/server/routers/outputs.ts) all read this list.
 */
export const PRODUCT_CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'name_ar',
  'brand',
  'brand_ar',
  'short_description',
  'short_description_ar',
  'price',
  'original_price',
  'currency',
  'rating',
  'review_count',
  'main_image',
  'is_featured',
  'is_available',
  'stock_quantity',
] as const satisfies readonly (keyof Product)[];

/** A product as lists and searches answer it. */
export type ProductCard = Pick<Product, (typeof PRODUCT_CARD_FIELDS)[number]>;

/**
 * A card's `main_image` is its picture, as the client's `cardImage` chose it from the whole record: the main image, else
 * the first of the images (the card carries no gallery).
 */
const PRODUCT_CARD_COLUMNS: ColumnMap<Product> = {
  ...PRODUCT_COLUMNS,
  main_image: (sql) =>
    sql`coalesce(nullif(p.main_image, ''), (select i from jsonb_array_elements_text(p.images) i where i <> '' limit 1)) as main_image`,
};

/** The columns of a product card, read from the table aliased `p`. */
export function productCardColumns(sql: Queryable) {
  return selectList(sql, PRODUCT_CARD_COLUMNS, PRODUCT_CARD_FIELDS);
}

/**
 * The products a viewer may see. The storefront's predicate is written exactly as in the partial indexes of
 * migrations/0003_catalogue.sql, so the planner can use them.
 */
export function visibleTo(sql: Queryable, viewer: Viewer) {
  return viewer.isAdmin
    ? sql`p.deleted_at is null`
    : sql`p.deleted_at is null and p.is_active and p.approval_status = 'approved'`;
}

/** Fragments joined with `and`. */
function allOf(sql: Queryable, parts: postgres.Fragment[]) {
  return parts.reduce((joined, part) => sql`${joined} and ${part}`);
}

// ─── Search ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * How a search matches. `words`: full text — English stems or exact ('simple') words, Arabic folded by the
 * migration's arabic_fold — over the search document, ranked by ts_rank. `similar`: trigram word similarity
 * (pg_trgm's `<%`, threshold 0.6) to the name, brand or folded Arabic name (indexed: arabic_fold(name_ar)), which
 * forgives typos; it runs only when the words find nothing, because on common words its row-by-row similarity checks
 * cost several times the full-text search (bench/README.md).
 */
export type SearchMode = 'words' | 'similar';

/**
 * The words as a text-search query, computed once per statement: a scalar subquery, so that a generic plan does not
 * parse the words again for every row it ranks. Every meaningful word must match, in any order; a word matches in any
 * of its forms (src/shared/searchWords.ts: Arabic folded and without its attached prefixes, an "-ise" with its "-ize"),
 * English ones stemmed ("tomatoes" is "tomato") and every one as an exact word, against the document of migration 0031
 * (which holds the names of the product's crops and its category's words in both languages).
 */
function textQuery(sql: Queryable, q: string) {
  return sql`(select ${wordsQuery(sql, q)})`;
}

/** The search document's category lexemes ('category=seeds') as a query: one GIN scan finds words within categories. */
function categoryQuery(sql: Queryable, categories: readonly ProductCategory[]) {
  return sql`${categories.map((c) => `'category=${c}'`).join(' | ')}::tsquery`;
}

function searchMatch(sql: Queryable, q: string, mode: SearchMode, categories: readonly ProductCategory[] | undefined) {
  if (mode === 'similar') return sql`(${q} <% p.name or ${q} <% p.brand or ${foldArabic(q)} <% arabic_fold(p.name_ar))`;
  return categories?.length
    ? sql`p.search_document @@ (${textQuery(sql, q)} && ${categoryQuery(sql, categories)})`
    : sql`p.search_document @@ ${textQuery(sql, q)}`;
}

function relevance(sql: Queryable, q: string, mode: SearchMode) {
  return mode === 'words'
    ? sql`ts_rank(p.search_document, ${textQuery(sql, q)})`
    : sql`greatest(word_similarity(${q}, p.name), coalesce(word_similarity(${q}, p.brand), 0), coalesce(word_similarity(${foldArabic(q)}, arabic_fold(p.name_ar)), 0))`;
}

// ─── Lists ───────────────────────────────────────────────────────────────────────────────────────────

/** What a product list can be narrowed by (the list input, plus several categories for /search/equipment). */
export interface ProductFilters {
  is_active?: boolean | undefined;
  is_available?: boolean | undefined;
  search?: string | undefined;
  categories?: readonly ProductCategory[] | undefined;
  brand?: string | undefined;
  price_range?: ProductListQuery['price_range'];
  min_price?: number | undefined;
  max_price?: number | undefined;
  min_rating?: number | undefined;
  /** Only products for this crop of the guide (its slug). */
  crop?: string | undefined;
}

/** A list's conditions: who may see what, the search match (null without a search), and the other filters. */
function listConditions(sql: Queryable, f: ProductFilters, viewer: Viewer, mode: SearchMode) {
  const filters: postgres.Fragment[] = [];
  if (f.is_active !== undefined) filters.push(sql`p.is_active = ${f.is_active}`);
  if (f.is_available !== undefined) filters.push(sql`p.is_available = ${f.is_available}`);
  // A full-text search carries the categories in its query (searchMatch).
  const categoriesInSearch = Boolean(f.search) && mode === 'words';
  if (f.categories?.length && !categoriesInSearch) {
    filters.push(
      f.categories.length === 1
        ? sql`p.category = ${f.categories[0]!}`
        : sql`p.category in ${sql(f.categories as ProductCategory[])}`,
    );
  }
  if (f.brand) filters.push(sql`p.brand = ${f.brand}`);
  const price = priceBounds(f);
  if (price.min !== null) filters.push(sql`p.price >= ${price.min}`);
  if (price.max !== null) filters.push(sql`p.price <= ${price.max}`);
  if (price.below !== null) filters.push(sql`p.price < ${price.below}`);
  if (f.min_rating) filters.push(sql`p.rating >= ${f.min_rating}`);
  if (f.crop) filters.push(sql`p.crops @> array[${f.crop}]::text[]`);
  return {
    visible: visibleTo(sql, viewer),
    match: f.search ? searchMatch(sql, f.search, mode, f.categories) : null,
    filters,
  };
}

/** Every condition of a list, joined. */
function whereAll(sql: Queryable, f: ProductFilters, viewer: Viewer, mode: SearchMode) {
  const { visible, match, filters } = listConditions(sql, f, viewer, mode);
  return allOf(sql, [visible, ...(match ? [match] : []), ...filters]);
}

/** The ORDER BY of a resolved sort, with the id as the tie-breaker (same direction, so one index serves both). */
function orderBy(sql: Queryable, sort: ResolvedSort, search: { q: string; mode: SearchMode } | null) {
  if (sort.by === 'relevance')
    return sql`order by ${relevance(sql, search?.q ?? '', search?.mode ?? 'words')} desc, p.id desc`;
  const columns: Record<ProductSortColumn, postgres.Fragment> = {
    created_at: sql`p.created_at`,
    price: sql`p.price`,
    rating: sql`p.rating`,
    name: sql`lower(p.name)`,
    order_count: sql`p.order_count`,
  };
  return sort.order === 'ASC'
    ? sql`order by ${columns[sort.by]} asc, p.id asc`
    : sql`order by ${columns[sort.by]} desc, p.id desc`;
}

export interface PageRequest {
  page: number;
  limit: number;
  sort: ResolvedSort;
}

async function countProducts(sql: Sql, filters: ProductFilters, viewer: Viewer, mode: SearchMode): Promise<number> {
  const [row] = await sql<
    { n: bigint }[]
  >`select count(*) as n from products p where ${whereAll(sql, filters, viewer, mode)}`;
  return Number(row!.n);
}

/**
 * One page of a search. Every match must be ranked (or sorted) anyway, so the total comes from the same pass (a
 * window count over narrow rows: ids and sort keys); only the page's rows are then read in full. The search is
 * fenced (`offset 0`) from the other filters, so that even a generic plan finds the matches through the search
 * indexes alone and filters them afterwards, rather than intersecting them with a wide price or rating range.
 */
async function searchPage(
  sql: Sql,
  filters: ProductFilters & { search: string },
  page: PageRequest,
  viewer: Viewer,
  mode: SearchMode,
) {
  const offset = (page.page - 1) * page.limit;
  const order = () => orderBy(sql, page.sort, { q: filters.search, mode });
  const { visible, filters: others } = listConditions(sql, filters, viewer, mode);
  const rows = await sql<(ProductCard & { total_matches: bigint })[]>`
    with page as (
      select p.id, count(*) over () as total_matches
      from (select * from products p where ${visible} and ${searchMatch(sql, filters.search, mode, filters.categories)} offset 0) p
      where ${others.length ? allOf(sql, others) : sql`true`} ${order()} limit ${page.limit} offset ${offset})
    select ${productCardColumns(sql)}, page.total_matches from page join products p on p.id = page.id ${order()}`;
  const total = rows[0]
    ? Number(rows[0].total_matches)
    : offset > 0
      ? await countProducts(sql, filters, viewer, mode)
      : 0;
  const items = rows.map(({ total_matches: _, ...product }) => product as ProductCard);
  return { items, pagination: paginate(page.page, page.limit, total) };
}

// ─── Cached searches ─────────────────────────────────────────────────────────────────────────────────

/**
 * A search's candidates (searchCache.ts): its matches with the filters applied later and their positions in every
 * cached sort, with the catalogue token of the same snapshot. The positions are PostgreSQL's own orderings — the
 * same expressions, directions and tie-breaks as orderBy — so a cached page lists exactly what the SQL would.
 */
async function loadCandidates(
  sql: Sql,
  search: string,
  categories: readonly ProductCategory[] | undefined,
  viewer: Viewer,
  mode: SearchMode,
): Promise<Loaded> {
  const { visible, match, filters } = listConditions(sql, { search, categories }, viewer, mode);
  const rows = await sql<(CandidateRow & { token: string; id: string | null })[]>`
    select v.token, c.id::text as id, c.is_active, c.is_available, c.brand, c.price::float8 as price, c.rating::float8 as rating,
           (row_number() over (order by c.relevance, c.id))::int as relevance_pos,
           (row_number() over (order by c.created_at, c.id))::int as created_at_pos,
           (row_number() over (order by c.price, c.id))::int as price_pos,
           (row_number() over (order by c.rating, c.id))::int as rating_pos,
           (row_number() over (order by lower(c.name), c.id))::int as name_pos
    from catalogue_version v
    left join (
      select p.id, p.is_active, p.is_available, p.brand, p.price, p.rating, p.created_at, p.name, ${relevance(sql, search, mode)} as relevance
      from products p where ${allOf(sql, [visible, match!, ...filters])} limit ${MAX_CANDIDATES_PER_SEARCH + 1}
    ) c on true`;
  const token = rows[0]!.token;
  if (rows.length > MAX_CANDIDATES_PER_SEARCH) return { token, tooBroad: true };
  return new Candidates(token, rows[0]!.id === null ? [] : rows);
}

/** Cards by id, in the order given, with the catalogue's token read in the same statement. */
async function productsByIds(sql: Sql, ids: string[]): Promise<{ token: string; products: ProductCard[] }> {
  const rows = await sql<(ProductCard & { catalogue_token: string })[]>`
    select v.token as catalogue_token, ${productCardColumns(sql)}
    from catalogue_version v left join products p on p.id = any(${ids}::bigint[])`;
  const byId = new Map(
    rows.filter((r) => r.id !== null).map(({ catalogue_token: _, ...product }) => [product.id, product as ProductCard]),
  );
  return { token: rows[0]!.catalogue_token, products: ids.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * A search page from the cache: words first, similar names when the words find nothing (as findProducts), then the
 * page's rows by id. Null when the cache cannot answer — a sort it does not keep, a search too broad to hold, or a
 * catalogue that changed twice while answering — and the SQL path answers instead.
 */
async function cachedSearchPage(
  sql: Sql,
  filters: ProductFilters & { search: string },
  page: PageRequest,
  viewer: Viewer,
) {
  const sort = candidateSortOf(page.sort);
  // The cached candidates know nothing of crops: a search within a crop is answered by SQL.
  if (!sort || filters.crop) return null;
  const cache = searchCacheOf(sql);
  const offset = (page.page - 1) * page.limit;
  const rest = { ...filters, price: priceBounds(filters) };
  const categories = filters.categories ? [...filters.categories].sort().join(',') : '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const tokens: string[] = [];
    let found = { ids: [] as string[], total: 0 };
    for (const mode of ['words', 'similar'] as const) {
      const key = `${viewer.isAdmin ? 'admin' : 'public'}|${mode}|${categories}|${filters.search}`;
      const loaded = await cache.candidates(key, () =>
        loadCandidates(sql, filters.search, filters.categories, viewer, mode),
      );
      if (!(loaded instanceof Candidates)) return null;
      tokens.push(loaded.token);
      found = loaded.page(rest, sort, offset, page.limit);
      if (found.total > 0) break;
    }
    const { token, products } = await productsByIds(sql, found.ids);
    if (tokens.every((t) => t === token) && products.length === found.ids.length) {
      return { items: products, pagination: paginate(page.page, page.limit, found.total) };
    }
    cache.keepOnly(token);
  }
  return null;
}

/**
 * One page of products and the pagination object. A search matches words first and, when they find nothing,
 * similar names (SearchMode); it is answered from the search cache when it can be, else by SQL. Without a search
 * the page is read through an index and counted apart. A page past the end is empty, with the right total.
 */
export async function findProducts(
  sql: Sql,
  filters: ProductFilters,
  page: PageRequest,
  viewer: Viewer,
): Promise<{ items: ProductCard[]; pagination: Pagination }> {
  const { search } = filters;
  if (search)
    return (
      (await cachedSearchPage(sql, { ...filters, search }, page, viewer)) ??
      uncachedSearch(sql, { ...filters, search }, page, viewer)
    );
  const [items, total] = await Promise.all([
    sql<ProductCard[]>`select ${productCardColumns(sql)} from products p
                   where ${whereAll(sql, filters, viewer, 'words')} ${orderBy(sql, page.sort, null)}
                   limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
    countProducts(sql, filters, viewer, 'words'),
  ]);
  return { items: [...items], pagination: paginate(page.page, page.limit, total) };
}

/** A search page straight from SQL: words first, similar names when the words find nothing. */
export async function uncachedSearch(
  sql: Sql,
  filters: ProductFilters & { search: string },
  page: PageRequest,
  viewer: Viewer,
) {
  const byWords = await searchPage(sql, filters, page, viewer, 'words');
  return byWords.pagination.total > 0 ? byWords : searchPage(sql, filters, page, viewer, 'similar');
}

/** The shop list (storefront.md section 7): its filters, sort and page. */
export function listProducts(sql: Sql, input: ProductListQuery, viewer: Viewer) {
  const { page, limit, category, sort_by, sort_order, ...filters } = input;
  return findProducts(
    sql,
    { ...filters, categories: category ? [category] : undefined },
    { page, limit, sort: resolveSort(input) },
    viewer,
  );
}

/** The first `limit` visible products (cards) in one of the fixed orders of the shop's rails. */
export async function productRail(
  sql: Sql,
  rail: 'featured' | 'bestsellers' | { category: ProductCategory },
  limit: number,
): Promise<ProductCard[]> {
  const visible = visibleTo(sql, PUBLIC_VIEWER);
  const rows =
    rail === 'featured'
      ? await sql<ProductCard[]>`select ${productCardColumns(sql)} from products p where ${visible} and p.is_featured
                                 order by p.created_at desc, p.id desc limit ${limit}`
      : rail === 'bestsellers'
        ? await sql<ProductCard[]>`select ${productCardColumns(sql)} from products p where ${visible}
                                   order by p.order_count desc, p.id desc limit ${limit}`
        : await sql<
            ProductCard[]
          >`select ${productCardColumns(sql)} from products p where ${visible} and p.category = ${rail.category}
                                   order by p.created_at desc, p.id desc limit ${limit}`;
  return [...rows];
}

// ─── One product ─────────────────────────────────────────────────────────────────────────────────────

/** A product by its id; text that is no id, or a product the viewer may not see, is 404 'Product not found'. */
export async function getProductById(sql: Queryable, ref: string, viewer: Viewer): Promise<Product> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<
        Product[]
      >`select ${productColumns(sql)} from products p where p.id = ${id} and ${visibleTo(sql, viewer)}`
    : [];
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return row;
}

/** A product by its slug (404 'Product not found' when none is visible). */
export async function getProductBySlug(sql: Queryable, slug: string, viewer: Viewer): Promise<Product> {
  const [row] = await sql<
    Product[]
  >`select ${productColumns(sql)} from products p where p.slug = ${slug.trim()} and ${visibleTo(sql, viewer)}`;
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Products related to one (cards): the same category first, then the same brand (within each, same category and brand
 * together first), better rated and more popular before the rest.
 */
export async function relatedProducts(sql: Sql, ref: string, limit: number, viewer: Viewer): Promise<ProductCard[]> {
  const id = storedIdOf(ref);
  const [product] = id
    ? await sql<
        Pick<Product, 'id' | 'category' | 'brand'>[]
      >`select p.id::text as id, p.category, p.brand from products p where p.id = ${id} and ${visibleTo(sql, viewer)}`
    : [];
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const rows = await sql<ProductCard[]>`
    select ${productCardColumns(sql)} from products p
    where ${visibleTo(sql, PUBLIC_VIEWER)} and p.id <> ${product.id}
      and (p.category = ${product.category} or p.brand = ${product.brand})
    order by (p.category = ${product.category}) desc, (p.brand is not distinct from ${product.brand}) desc,
             p.rating desc, p.order_count desc, p.id desc
    limit ${limit}`;
  return [...rows];
}

// ─── Catalogue facts ─────────────────────────────────────────────────────────────────────────────────

/**
 * The products the shop lists, as the list itself selects them (SHOP_LISTING: active and available, and what the
 * viewer may see). The counts and the brands of the sidebar are read through this one condition, so a category's
 * count is the total the list shows when that category is chosen.
 */
function shopListing(sql: Queryable, viewer: Viewer) {
  return whereAll(sql, SHOP_LISTING, viewer, 'words');
}

/** How many products the shop lists, in all and per category (every category named, 0 when empty). */
export async function productStatistics(
  sql: Sql,
  viewer: Viewer,
): Promise<{ active_products: number; by_category: Record<ProductCategory, number> }> {
  const rows = await sql<{ category: ProductCategory; n: bigint }[]>`
    select p.category, count(*) as n from products p where ${shopListing(sql, viewer)} group by p.category`;
  const by_category = Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c, 0])) as Record<ProductCategory, number>;
  for (const row of rows) by_category[row.category] = Number(row.n);
  return { active_products: Object.values(by_category).reduce((a, b) => a + b, 0), by_category };
}

/** The brands of the products the shop lists, alphabetically. */
export async function productBrands(sql: Sql, viewer: Viewer): Promise<string[]> {
  const rows = await sql<{ brand: string }[]>`
    select brand from (select distinct p.brand from products p where ${shopListing(sql, viewer)} and p.brand is not null) b
    order by lower(brand), brand`;
  return rows.map((r) => r.brand);
}

/**
 * The brands of the products the shop lists with their Arabic names: the shop's brand filter shows
 * Arabic readers the name they know (أبو قير للأسمدة), sorted in their language, and filters by the brand as stored.
 * A brand whose products disagree on its Arabic name takes the first one alphabetically; none is null.
 */
export async function productBrandNames(
  sql: Sql,
  viewer: Viewer,
): Promise<{ brand: string; brand_ar: string | null }[]> {
  const rows = await sql<{ brand: string; brand_ar: string | null }[]>`
    select p.brand, min(p.brand_ar) as brand_ar from products p
    where ${shopListing(sql, viewer)} and p.brand is not null group by p.brand order by lower(p.brand), p.brand`;
  return [...rows];
}

/** The subcategories of the products the shop lists, of one category or of all, alphabetically. */
export async function productSubcategories(
  sql: Sql,
  category: ProductCategory | undefined,
  viewer: Viewer,
): Promise<string[]> {
  const rows = await sql<{ subcategory: string }[]>`
    select distinct p.subcategory from products p
    where ${shopListing(sql, viewer)} and p.subcategory is not null ${category ? sql`and p.category = ${category}` : sql``}
    order by p.subcategory`;
  return rows.map((r) => r.subcategory);
}

// ─── Writes (administrators) ─────────────────────────────────────────────────────────────────────────

const JSON_COLUMNS = ['features', 'features_ar', 'specifications', 'specifications_ar', 'images'] as const;

/** The columns to write for the fields given (json columns wrapped as json; undefined fields left out). */
function columnsOf(sql: Queryable, fields: ProductFields): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    row[key] = (JSON_COLUMNS as readonly string[]).includes(key) ? sql.json(value as never) : value;
  }
  return row;
}

const isSlugTaken = (err: unknown) =>
  (err as { code?: string; constraint_name?: string }).code === '23505' &&
  (err as { constraint_name?: string }).constraint_name === 'products_slug';
const SLUG_TAKEN = msg('catalogue.slugTaken');

/** A slug made from the name that no live product uses yet ('-2', '-3', ... added as needed). */
async function freeSlug(sql: Queryable, name: string): Promise<string> {
  const base = slugify(name) || 'product';
  const taken = new Set(
    (
      await sql<
        { slug: string }[]
      >`select slug from products where deleted_at is null and (slug = ${base} or slug like ${`${base}-%`})`
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Add a product (approved at once: an administrator wrote it). Without an image it shows its category's. */
export async function createProduct(sql: Sql, input: ProductCreateFields, createdBy: string): Promise<Product> {
  const slug = input.slug ?? (await freeSlug(sql, input.name));
  const row = columnsOf(sql, { ...input, slug, main_image: input.main_image ?? categoryImagePath(input.category) });
  try {
    const [created] = await sql<Product[]>`
      with created as (insert into products ${sql({ ...row, created_by: createdBy, approval_status: 'approved' })} returning *)
      select ${productColumns(sql)} from created p`;
    return created!;
  } catch (err) {
    if (isSlugTaken(err)) throw new ConflictError(SLUG_TAKEN, 'slug');
    throw err;
  }
}

/** Change the fields given of a live product (404 when there is none). */
export async function updateProduct(sql: Sql, ref: string, fields: ProductFields, viewer: Viewer): Promise<Product> {
  const current = await getProductById(sql, ref, viewer);
  const row = columnsOf(sql, fields);
  if (Object.keys(row).length === 0) return current;
  try {
    const [updated] = await sql<Product[]>`
      update products p set ${sql(row)}, updated_at = now() where p.id = ${current.id} and p.deleted_at is null
      returning ${productColumns(sql)}`;
    if (!updated) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return updated;
  } catch (err) {
    if (isSlugTaken(err)) throw new ConflictError(SLUG_TAKEN, 'slug');
    throw err;
  }
}

/** Soft-delete a product: it leaves every list and frees its slug; its reviews and order lines stay. */
export async function deleteProduct(sql: Sql, ref: string): Promise<{ id: string }> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<
        { id: string }[]
      >`update products set deleted_at = now(), updated_at = now() where id = ${id} and deleted_at is null returning id::text as id`
    : [];
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return row;
}
