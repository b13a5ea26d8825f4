import {
  BRAND_MAX_LENGTH,
  DEFAULT_SORT_ORDER,
  MIN_RATING_OPTIONS,
  PRICE_MAX,
  PRICE_RANGE_NAMES,
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_COLUMNS,
  type PriceRange,
  type ProductCategory,
  type ProductSortColumn,
  RATING_MAX,
  RATING_MIN,
  SEARCH_MAX_LENGTH,
  SHOP_LISTING,
  RELEVANCE_SORT,
  SHOP_SORTS,
  type ShopSort,
  defaultShopSort,
  shopSortOf,
} from './catalogueVocabulary';
import type { ProductListInput } from './catalogue';
import { PAGE_SIZE } from './business';

/*
 * The shop list's state as it lives in the URL query (storefront.md sections 4 and 7): a shared link opens the same
 * list. Pure: parsing, writing and the list call's input, no React.
 *
 *   /shop?search=drip&category=irrigation&brand=Netafim&price_range=mid_range&min_price=300&max_price=900
 *        &min_rating=4&sort_by=price&sort_order=ASC&page=2&view=list
 *
 * The filters use the names of the list call and its bounds, so what the URL says is what the server gets. A value
 * the call would refuse is dropped, not shown as an error. The URL is read without zod (the list call's schema,
 * ZProductListFields in src/shared/catalogue.ts, would bring zod into the shop's first load: about a third of the
 * screen's start-up script); a property test holds these readers to that schema's answers.
 */

export type ShopView = 'grid' | 'list';

/** The sidebar's filters: each absent when not used. */
export interface ShopFilters {
  category?: ProductCategory | undefined;
  brand?: string | undefined;
  price_range?: PriceRange | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  min_rating?: number | undefined;
}

/** Everything the list shows: the words searched, the filters, the sort, the page and the view. */
export interface ShopQuery extends ShopFilters {
  search?: string | undefined;
  sort: ShopSort;
  page: number;
  view: ShopView;
}

export const FILTER_KEYS = [
  'category',
  'brand',
  'price_range',
  'min_price',
  'max_price',
  'min_rating',
] as const satisfies readonly (keyof ShopFilters)[];

/**
 * The URL's values as the list call takes them (ZProductListFields): text is trimmed and '' means not given; a
 * value the call would refuse reads as not given.
 */
const urlField = {
  text(raw: string | null, max: number): string | undefined {
    const text = raw?.trim();
    return text && text.length <= max ? text : undefined;
  },
  choice<T extends string>(raw: string | null, values: readonly T[]): T | undefined {
    const text = raw?.trim();
    return values.find((value) => value === text);
  },
  /** A finite number from `min` to `max` (a whole one when `whole`); zod's numbers are finite, its whole ones safe. */
  number(raw: string | null, min: number, max: number, whole = false): number | undefined {
    const text = raw?.trim();
    if (!text) return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value < min || value > max) return undefined;
    return whole && !Number.isSafeInteger(value) ? undefined : value;
  },
};

function isSortColumn(value: string | null): value is ProductSortColumn {
  return (PRODUCT_SORT_COLUMNS as readonly string[]).includes(value ?? '');
}

/** The shop's state from a URL query string (with or without the leading '?'). */
export function parseShopQuery(search: string): ShopQuery {
  const params = new URLSearchParams(search);
  const sortBy = params.get('sort_by');
  const sortOrder = params.get('sort_order') ?? (isSortColumn(sortBy) ? DEFAULT_SORT_ORDER[sortBy] : undefined);
  const minRating = urlField.number(params.get('min_rating'), RATING_MIN, RATING_MAX);
  const words = urlField.text(params.get('search'), SEARCH_MAX_LENGTH);
  const query: ShopQuery = {
    search: words,
    category: urlField.choice(params.get('category'), PRODUCT_CATEGORIES),
    brand: urlField.text(params.get('brand'), BRAND_MAX_LENGTH),
    price_range: urlField.choice(params.get('price_range'), PRICE_RANGE_NAMES),
    min_price: urlField.number(params.get('min_price'), 0, PRICE_MAX),
    max_price: urlField.number(params.get('max_price'), 0, PRICE_MAX),
    min_rating:
      minRating !== undefined && (MIN_RATING_OPTIONS as readonly number[]).includes(minRating) ? minRating : undefined,
    // No sort in the link: the default of the list (Best match while words are searched, else Newest).
    sort: sortBy === null ? defaultShopSort(words) : shopSortOf(sortBy, sortOrder ?? undefined),
    page: urlField.number(params.get('page'), 1, Number.MAX_SAFE_INTEGER, true) ?? 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
  // A min above the max would be refused by the call: keep the min, drop the max.
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    query.max_price = undefined;
  }
  return query;
}

/** The URL query string of a state ('' for the default list); defaults are left out so links stay short. */
export function shopQueryString(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (query.sort !== defaultShopSort(query.search) && query.sort !== RELEVANCE_SORT) {
    const sort = sortOption(query.sort);
    params.set('sort_by', sort.sort_by);
    params.set('sort_order', sort.sort_order);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.view !== 'grid') params.set('view', query.view);
  return params.toString();
}

/** The list call's sort_by and sort_order of a sort (Newest's for Best match, which sends none: see productListInput). */
export function sortOption(sort: ShopSort) {
  return SHOP_SORTS.find((option) => option.value === sort) ?? SHOP_SORTS[0];
}

/** The sort of a list after its words change to `search`: a sort the grower chose stays; the default follows the words. */
export function sortForSearch(query: Pick<ShopQuery, 'search' | 'sort'>, search: string | undefined): ShopSort {
  return query.sort === defaultShopSort(query.search) || query.sort === RELEVANCE_SORT
    ? defaultShopSort(search)
    : query.sort;
}

/**
 * The list call of storefront.md section 7: page, limit 20, is_active and is_available true, and the filters that
 * are not empty; the chosen sort is always sent, so the list is in the order the sort select shows. Best match (a
 * search's default) sends no sort: the server ranks a search's matches closest first (resolveSort), as the REST list
 * and the site search do.
 */
export function productListInput(query: ShopQuery): ProductListInput {
  const input: ProductListInput = { page: query.page, limit: PAGE_SIZE.products, ...SHOP_LISTING };
  if (!(query.sort === RELEVANCE_SORT && query.search)) {
    const sort = sortOption(query.sort);
    Object.assign(input, { sort_by: sort.sort_by, sort_order: sort.sort_order });
  }
  if (query.search) input.search = query.search;
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') Object.assign(input, { [key]: value });
  }
  return input;
}

/** The filters of a state, without the search, sort, page and view. */
export function filtersOf(query: ShopQuery): ShopFilters {
  const filters: ShopFilters = {};
  for (const key of FILTER_KEYS) {
    if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
  }
  return filters;
}

/** How many sidebar filters are on (a price range and custom bounds count one each). */
export function activeFilterCount(query: ShopFilters): number {
  return FILTER_KEYS.filter((key) => query[key] !== undefined && query[key] !== '').length;
}
