/**
 * The shop catalogue's vocabulary without its input schemas: categories, price ranges, sorts, limits and the pure
 * rules over them (storefront.md sections 3, 7 and 9). Kept apart from the schemas (src/shared/catalogue.ts, which
 * re-exports all of it) so the shop screens can use it without loading zod on a phone's first visit.
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
export const EQUIPMENT_CATEGORIES = [
  'agriculture_machines',
  'tools',
  'irrigation',
] as const satisfies readonly ProductCategory[];

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
/**
 * 'relevance' (Best match): the closest first, the list call's own order for a search sent without `sort_by`
 * (resolveSort). Offered, and the default, only while words are searched (issue 45: a search ranks the closest first).
 */
export const RELEVANCE_SORT = 'relevance' as const;
export type ShopSort = (typeof SHOP_SORTS)[number]['value'] | typeof RELEVANCE_SORT;
export const DEFAULT_SHOP_SORT: ShopSort = 'newest';
/** The sort a list has when none is chosen: Best match while words are searched, else Newest. */
export const defaultShopSort = (search: string | undefined): ShopSort => (search ? RELEVANCE_SORT : DEFAULT_SHOP_SORT);

/**
 * What the shop lists (storefront.md section 7: the list call sends is_active and is_available true): the one rule
 * its list, its category counts and its brands all count by, so "Showing X to Y of Z" and the counts agree.
 */
export const SHOP_LISTING = { is_active: true, is_available: true } as const;

/** The minimum-rating options of the shop sidebar. */
export const MIN_RATING_OPTIONS = [1, 2, 3, 4] as const;

/** Limits of the list and of the review text. */
export const PRODUCT_LIST_MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 200;
export const REVIEW_BODY_MAX = 2000;
/** The longest brand a list may filter by. */
export const BRAND_MAX_LENGTH = 100;
/** The highest price a list may filter by or a product may have. */
export const PRICE_MAX = 1e10;
/** The bounds of a list's min_rating (the shop offers 1 to 4 stars and up). */
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const DEFAULT_LIMITS = {
  featured: 10,
  bestsellers: 10,
  byCategory: 20,
  related: 6,
  reviews: 10,
  search: 10,
} as const;

// ─── Pure rules ──────────────────────────────────────────────────────────────────────────────────────

/** What the list is ordered by: the given column, else relevance while searching, else newest first. */
export type ResolvedSort = { by: 'relevance' } | { by: ProductSortColumn; order: SortOrder };

export function resolveSort(input: {
  sort_by?: ProductSortColumn | undefined;
  sort_order?: SortOrder | undefined;
  search?: string | undefined;
}): ResolvedSort {
  if (input.sort_by) return { by: input.sort_by, order: input.sort_order ?? DEFAULT_SORT_ORDER[input.sort_by] };
  if (input.search) return { by: 'relevance' };
  return { by: 'created_at', order: input.sort_order ?? 'DESC' };
}

/**
 * The price interval a list asks for: the price range's [min, max) narrowed by min_price and max_price (both
 * inclusive). `null` ends mean unbounded. The interval may be empty (a budget range with min_price 5000).
 */
export function priceBounds(input: {
  price_range?: PriceRange | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
}): {
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
  return (
    SHOP_SORTS.find((s) => s.sort_by === sortBy && s.sort_order === sortOrder?.toUpperCase())?.value ??
    DEFAULT_SHOP_SORT
  );
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
