import { z } from 'zod';
import { PAGE_SIZE } from './business';

/**
 * The shop catalogue's constants and input schemas (storefront.md sections 3, 7 and 9), shared by the products
 * router, the REST adapter and the shop screens. Pure: nothing here does I/O.
 *
 * List inputs accept what a URL carries as well as typed values: numbers and booleans may come as text
 * ('2', 'true'), and an empty text counts as "not given", so a REST query string or the shop's URL state parse
 * with the same schema as a typed tRPC call.
 */

// ─── Categories, price ranges and sorts ───────────────────────────────────────────────────────────────

/** The nine product categories of the spec, in the order the shop sidebar lists them. */
export const PRODUCT_CATEGORIES = [
  'pots_planters',
  'garden_supplies',
  'agriculture_machines',
  'irrigation',
  'tools',
  'fertilizers',
  'seeds',
  'plants',
  'chemicals',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The categories `/search/equipment` looks in. */
export const EQUIPMENT_CATEGORIES = ['agriculture_machines', 'tools', 'irrigation'] as const satisfies readonly ProductCategory[];

/**
 * The shop's price ranges in EGP, each the half-open interval [min, max): budget is under 300 EGP (seed packets,
 * hand tools, small packs of fertiliser), mid_range from 300 up to 1,500 EGP (sprayers, drip kits, sacks of
 * fertiliser), premium 1,500 EGP and over (pumps, machines, bulk seed). `max: null` means no upper bound.
 */
export const PRICE_RANGES = {
  budget: { min: 0, max: 300 },
  mid_range: { min: 300, max: 1500 },
  premium: { min: 1500, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type PriceRange = keyof typeof PRICE_RANGES;
export const PRICE_RANGE_NAMES = Object.keys(PRICE_RANGES) as PriceRange[];

/** The columns a product list can be sorted by. */
export const PRODUCT_SORT_COLUMNS = ['created_at', 'price', 'rating', 'name', 'order_count'] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The direction used when `sort_by` is given without `sort_order`: names and prices go up, the rest down. */
export const DEFAULT_SORT_ORDER: Record<ProductSortColumn, SortOrder> = {
  created_at: 'DESC',
  price: 'ASC',
  rating: 'DESC',
  name: 'ASC',
  order_count: 'DESC',
};

/** The shop's seven sort options (section 9); the first is the default. */
export const SHOP_SORTS = [
  { value: 'newest', label: 'Newest', sort_by: 'created_at', sort_order: 'DESC' },
  { value: 'oldest', label: 'Oldest', sort_by: 'created_at', sort_order: 'ASC' },
  { value: 'price_low_high', label: 'Price: Low to High', sort_by: 'price', sort_order: 'ASC' },
  { value: 'price_high_low', label: 'Price: High to Low', sort_by: 'price', sort_order: 'DESC' },
  { value: 'highest_rated', label: 'Highest Rated', sort_by: 'rating', sort_order: 'DESC' },
  { value: 'name_a_z', label: 'Name A-Z', sort_by: 'name', sort_order: 'ASC' },
  { value: 'most_popular', label: 'Most Popular', sort_by: 'order_count', sort_order: 'DESC' },
] as const satisfies readonly { value: string; label: string; sort_by: ProductSortColumn; sort_order: SortOrder }[];
export type ShopSort = (typeof SHOP_SORTS)[number]['value'];
export const DEFAULT_SHOP_SORT: ShopSort = 'newest';

/** The minimum-rating options of the shop sidebar. */
export const MIN_RATING_OPTIONS = [1, 2, 3, 4] as const;

/** Limits of the list and of the review text. */
export const PRODUCT_LIST_MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 200;
export const REVIEW_BODY_MAX = 2000;
export const DEFAULT_LIMITS = { featured: 10, bestsellers: 10, byCategory: 20, related: 6, reviews: 10, search: 10 } as const;

// ─── Pure rules ──────────────────────────────────────────────────────────────────────────────────────

/** What the list is ordered by: the given column, else relevance while searching, else newest first. */
export type ResolvedSort = { by: 'relevance' } | { by: ProductSortColumn; order: SortOrder };

export function resolveSort(input: { sort_by?: ProductSortColumn | undefined; sort_order?: SortOrder | undefined; search?: string | undefined }): ResolvedSort {
  if (input.sort_by) return { by: input.sort_by, order: input.sort_order ?? DEFAULT_SORT_ORDER[input.sort_by] };
  if (input.search) return { by: 'relevance' };
  return { by: 'created_at', order: input.sort_order ?? 'DESC' };
}

/**
 * The price interval a list asks for: the price range's [min, max) narrowed by min_price and max_price (both
 * inclusive). `null` ends mean unbounded. The interval may be empty (a budget range with min_price 5000).
 */
export function priceBounds(input: { price_range?: PriceRange | undefined; min_price?: number | undefined; max_price?: number | undefined }): {
  min: number | null;
  /** Inclusive upper bound. */
  max: number | null;
  /** Exclusive upper bound (from a price range). */
  below: number | null;
} {
  const range = input.price_range ? PRICE_RANGES[input.price_range] : null;
  const mins = [range?.min ?? null, input.min_price ?? null].filter((v): v is number => v !== null && v > 0);
  return {
    min: mins.length ? Math.max(...mins) : null,
    max: input.max_price ?? null,
    below: range?.max ?? null,
  };
}

/** The shop sort option matching a sort_by / sort_order pair (the default when none matches). */
export function shopSortOf(sortBy: string | undefined, sortOrder: string | undefined): ShopSort {
  return SHOP_SORTS.find((s) => s.sort_by === sortBy && s.sort_order === sortOrder?.toUpperCase())?.value ?? DEFAULT_SHOP_SORT;
}

/** A URL slug from a product name: lower-case ASCII words joined by hyphens ('' when nothing is left). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

// ─── Input schemas ───────────────────────────────────────────────────────────────────────────────────

/** A number given as a number or as text ('' = not given). Anything that is not a number fails `inner`. */
function numberField(inner: z.ZodNumber) {
  return z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v))
    .pipe(inner.optional());
}

/** A required number given as a number or as text. */
function requiredNumber(inner: z.ZodNumber, missing: string) {
  return z
    .union([z.number(), z.string()], { error: missing })
    .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v.trim())) : v))
    .pipe(inner);
}

/** A boolean given as a boolean or as 'true' / 'false' ('' = not given). */
function booleanField(field: string) {
  return z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => {
      if (typeof v !== 'string') return v;
      const text = v.trim().toLowerCase();
      return text === '' ? undefined : text === 'true' ? true : text === 'false' ? false : v;
    })
    .pipe(z.boolean({ error: `${field} must be true or false` }).optional());
}

/** A text choice from a fixed list ('' = not given); `upper` accepts lower case ('asc'). */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, field: string, upper = false) {
  return z
    .string({ error: `${field} must be one of: ${values.join(', ')}` })
    .optional()
    .transform((v) => {
      const text = v?.trim() ?? '';
      return text === '' ? undefined : upper ? text.toUpperCase() : text;
    })
    .pipe(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).optional())
    .describe(`One of: ${values.join(', ')}`);
}

/** Free text ('' = not given), trimmed, at most `max` characters. */
export function textField(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
}

export const ZPage = numberField(z.number({ error: 'page must be a whole number of 1 or more' }).int('page must be a whole number of 1 or more').min(1, 'page must be a whole number of 1 or more')).transform((v) => v ?? 1);

/** A page size of 1 to `max` (default `fallback`). */
export function limitField(fallback: number, max = PRODUCT_LIST_MAX_LIMIT) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return numberField(z.number({ error: message }).int(message).min(1, message).max(max, message)).transform((v) => v ?? fallback);
}

const price = (field: string) => numberField(z.number({ error: `${field} must be a number` }).min(0, `${field} must be 0 or more`).max(1e10, `${field} is too large`));

/** The fields of the product list (storefront.md section 7), without the cross-field rule. */
export const ZProductListFields = z.object({
  page: ZPage,
  limit: limitField(PAGE_SIZE.products),
  is_active: booleanField('is_active'),
  is_available: booleanField('is_available'),
  search: textField('search', SEARCH_MAX_LENGTH),
  category: choiceField(PRODUCT_CATEGORIES, 'category'),
  brand: textField('brand', 100),
  price_range: choiceField(PRICE_RANGE_NAMES as [PriceRange, ...PriceRange[]], 'price_range'),
  min_price: price('min_price'),
  max_price: price('max_price'),
  min_rating: numberField(z.number({ error: 'min_rating must be a number from 0 to 5' }).min(0, 'min_rating must be a number from 0 to 5').max(5, 'min_rating must be a number from 0 to 5')),
  sort_by: choiceField(PRODUCT_SORT_COLUMNS, 'sort_by'),
  sort_order: choiceField(SORT_ORDERS, 'sort_order', true),
});

/**
 * The product list's input (nothing at all = the first page): its fields, and min_price not above max_price
 * (else the error names max_price).
 */
export const ZProductListInput = ZProductListFields.superRefine((v, ctx) => {
  if (v.min_price !== undefined && v.max_price !== undefined && v.min_price > v.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must be greater than or equal to min_price' });
  }
}).prefault({});
export type ProductListInput = z.input<typeof ZProductListInput>;
export type ProductListQuery = z.output<typeof ZProductListInput>;

/** A record's id as it comes (any short text or a number); text that names no record is answered 404, not 400. */
export const ZRef = z.union([z.string().max(200), z.number()], { error: 'id is required' }).transform(String);

/** A limit-only input (featured, bestsellers): `{limit}` or nothing, with its default. */
export const limitInput = (fallback: number) => z.object({ limit: limitField(fallback) }).prefault({});

export const ZProductByIdInput = z.object({ id: ZRef });
export const ZProductBySlugInput = z.object({ slug: z.string({ error: 'slug is required' }).trim().min(1, 'slug is required').max(200) });
export const ZProductsByCategoryInput = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }),
  limit: limitField(DEFAULT_LIMITS.byCategory),
});
export const ZRelatedProductsInput = z.object({ id: ZRef, limit: limitField(DEFAULT_LIMITS.related) });
export const ZSubcategoriesInput = z.object({ category: choiceField(PRODUCT_CATEGORIES, 'category') }).prefault({});

// ─── Search ──────────────────────────────────────────────────────────────────────────────────────────

export const SEARCH_TYPES = ['all', 'crops', 'products', 'guides'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
const SEARCH_WORDS_MISSING = 'Please enter something to search for';
const ZSearchWords = z
  .string({ error: SEARCH_WORDS_MISSING })
  .trim()
  .min(1, SEARCH_WORDS_MISSING)
  .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`);

/** One kind of search (/search/crops, /search/guides, /search/equipment): the words and how many results. */
export const ZSearchInput = z.object({ q: ZSearchWords, limit: limitField(DEFAULT_LIMITS.search, 50) });
/** The site search (/search): the words, which kinds (default all) and how many results of each. */
export const ZSiteSearchInput = ZSearchInput.extend({ type: choiceField(SEARCH_TYPES, 'type').transform((v) => v ?? 'all') });

// ─── Reviews ─────────────────────────────────────────────────────────────────────────────────────────

const ratingMessage = 'Please choose a rating from 1 to 5 stars';
export const ZReviewRating = requiredNumber(z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage), ratingMessage);
export const ZReviewBody = z
  .string({ error: 'The review must be text' })
  .trim()
  .max(REVIEW_BODY_MAX, `The review must be at most ${REVIEW_BODY_MAX.toLocaleString('en')} characters`);

/** The review form: a rating of 1 to 5 stars and an optional text of at most 2,000 characters. */
export const ZReviewForm = z.object({ rating: ZReviewRating, body: ZReviewBody.optional() });
export type ReviewForm = z.input<typeof ZReviewForm>;

export const ZReviewsInput = z.object({ id: ZRef, page: ZPage, limit: limitField(DEFAULT_LIMITS.reviews, 50) });
export const ZAddReviewInput = ZReviewForm.extend({ id: ZRef });
/** A review change: the review's id and what changes. */
export const ZUpdateReviewInput = z.object({ id: ZRef, rating: ZReviewRating.optional(), body: ZReviewBody.optional() });

// ─── Products written by administrators ──────────────────────────────────────────────────────────────

const optionalText = (max: number, field: string) => z.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`).nullish();
const imagePath = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[\w./-]+|https:\/\/[\w.-]+\/\S*)$/, 'An image must be a site path (/uploads/...) or an https address');
const wholeCount = (field: string) => {
  const message = `${field} must be a whole number of 0 or more`;
  return z.number({ error: message }).int(message).min(0, message).max(10_000_000, `${field} is too large`);
};
const money = (field: string) => z.number({ error: `${field} must be a number` }).min(0, `${field} must be 0 or more`).max(1e10, `${field} is too large`);

/**
 * The fields an administrator may set on a product, each optional (an update changes only what it sends; null
 * clears an optional text). What is left out of a new product takes the table's default.
 */
export const ZProductFields = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Please fill in slug')
    .max(120, 'slug must be at most 120 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The slug may hold lower-case letters, digits and single hyphens')
    .optional(),
  name: z.string({ error: 'Please fill in name' }).trim().min(1, 'Please fill in name').max(200, 'name must be at most 200 characters').optional(),
  name_ar: optionalText(200, 'name_ar'),
  brand: optionalText(100, 'brand'),
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }).optional(),
  subcategory: z
    .string()
    .trim()
    .max(60, 'subcategory must be at most 60 characters')
    .regex(/^[a-z0-9_]*$/, 'subcategory may hold lower-case letters, digits and underscores')
    .nullish(),
  tags: z.array(z.string().trim().min(1).max(50), { error: 'tags must be a list of words' }).max(30, 'At most 30 tags').optional(),
  short_description: optionalText(500, 'short_description'),
  short_description_ar: optionalText(500, 'short_description_ar'),
  description: optionalText(10_000, 'description'),
  description_ar: optionalText(10_000, 'description_ar'),
  usage_instructions: optionalText(10_000, 'usage_instructions'),
  maintenance_tips: optionalText(10_000, 'maintenance_tips'),
  features: z.array(z.string().trim().min(1).max(300), { error: 'features must be a list of texts' }).max(50, 'At most 50 features').optional(),
  specifications: z.record(z.string().trim().min(1).max(100), z.string().trim().max(500), { error: 'specifications must be an object of texts' }).optional(),
  manufacturer: optionalText(200, 'manufacturer'),
  model_number: optionalText(100, 'model_number'),
  shipping_info: optionalText(2000, 'shipping_info'),
  warranty_info: optionalText(2000, 'warranty_info'),
  price: numberField(money('price')),
  original_price: numberField(money('original_price')).nullable(),
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as EGP').optional(),
  main_image: imagePath.nullish(),
  images: z.array(imagePath, { error: 'images must be a list of image paths' }).max(20, 'At most 20 images').optional(),
  is_featured: booleanField('is_featured'),
  is_available: booleanField('is_available'),
  is_active: booleanField('is_active'),
  stock_quantity: numberField(wholeCount('stock_quantity')),
});
export type ProductFields = z.output<typeof ZProductFields>;

/** A new product: name, category and price are required; the slug is made from the name when not given. */
export const ZProductCreateInput = ZProductFields.extend({
  name: z.string({ error: 'Please fill in name' }).trim().min(1, 'Please fill in name').max(200, 'name must be at most 200 characters'),
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }),
  price: requiredNumber(money('price'), 'Please fill in price'),
});
export type ProductCreateInput = z.input<typeof ZProductCreateInput>;
export type ProductCreateFields = z.output<typeof ZProductCreateInput>;

/** A product change: its id and the fields that change. */
export const ZProductUpdateInput = ZProductFields.extend({ id: ZRef });
