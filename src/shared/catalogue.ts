import { z } from 'zod';
import { PAGE_SIZE } from './business';
import {
  BRAND_MAX_LENGTH,
  DEFAULT_LIMITS,
  PRICE_MAX,
  PRICE_RANGE_NAMES,
  PRODUCT_CATEGORIES,
  PRODUCT_LIST_MAX_LIMIT,
  PRODUCT_SORT_COLUMNS,
  type PriceRange,
  RATING_MAX,
  RATING_MIN,
  REVIEW_BODY_MAX,
  SEARCH_MAX_LENGTH,
  SORT_ORDERS,
} from './catalogueVocabulary';
import { says } from './messages';

export * from './catalogueVocabulary';

/**
 * The shop catalogue's input schemas (storefront.md sections 3, 7 and 9), shared by the products router, the REST
 * adapter and the shop screens, with its vocabulary (src/shared/catalogueVocabulary.ts, re-exported here). Pure:
 * nothing here does I/O.
 *
 * List inputs accept what a URL carries as well as typed values: numbers and booleans may come as text
 * ('2', 'true'), and an empty text counts as "not given", so a REST query string parses with the same schema as a
 * typed tRPC call. The shop's URL state is read without zod by src/shared/shopQuery.ts, with the same bounds;
 * a property test holds the two to the same answers (tests/unit/shopQuery.unit.test.ts).
 */

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
function requiredNumber(inner: z.ZodNumber, missing: string | ReturnType<typeof says>) {
  return z
    .union([z.number(), z.string()], typeof missing === 'string' ? { error: missing } : missing)
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

const price = (field: string) => numberField(z.number({ error: `${field} must be a number` }).min(0, `${field} must be 0 or more`).max(PRICE_MAX, `${field} is too large`));

const ratingBoundsMessage = `min_rating must be a number from ${RATING_MIN} to ${RATING_MAX}`;

/** The fields of the product list (storefront.md section 7), without the cross-field rule. */
export const ZProductListFields = z.object({
  page: ZPage,
  limit: limitField(PAGE_SIZE.products),
  is_active: booleanField('is_active'),
  is_available: booleanField('is_available'),
  search: textField('search', SEARCH_MAX_LENGTH),
  category: choiceField(PRODUCT_CATEGORIES, 'category'),
  brand: textField('brand', BRAND_MAX_LENGTH),
  price_range: choiceField(PRICE_RANGE_NAMES as [PriceRange, ...PriceRange[]], 'price_range'),
  min_price: price('min_price'),
  max_price: price('max_price'),
  min_rating: numberField(z.number({ error: ratingBoundsMessage }).min(RATING_MIN, ratingBoundsMessage).max(RATING_MAX, ratingBoundsMessage)),
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

const rating = says('form.chooseRating');
export const ZReviewRating = requiredNumber(z.number(rating).int(rating).min(1, rating).max(5, rating), rating);
export const ZReviewBody = z
  .string({ error: 'The review must be text' })
  .trim()
  .max(REVIEW_BODY_MAX, says('form.reviewTooLong'));

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
/** A product's features (English or Arabic): at most 50 texts of at most 300 characters. */
const featureList = (field: string) =>
  z.array(z.string().trim().min(1, `${field} may not hold an empty text`).max(300, `Each of ${field} must be at most 300 characters`), { error: `${field} must be a list of texts` })
    .max(50, `At most 50 ${field}`)
    .optional();
/** A product's specifications (English or Arabic): labels of at most 100 characters naming values of at most 500. */
const specificationMap = (field: string) =>
  z
    .record(
      z.string().trim().min(1, `${field} may not hold an empty label`).max(100, `Each label of ${field} must be at most 100 characters`),
      z.string().trim().max(500, `Each value of ${field} must be at most 500 characters`),
      { error: `${field} must be an object of texts` },
    )
    .optional();
const money = (field: string) => z.number({ error: `${field} must be a number` }).min(0, `${field} must be 0 or more`).max(PRICE_MAX, `${field} is too large`);

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
  usage_instructions_ar: optionalText(10_000, 'usage_instructions_ar'),
  maintenance_tips: optionalText(10_000, 'maintenance_tips'),
  maintenance_tips_ar: optionalText(10_000, 'maintenance_tips_ar'),
  features: featureList('features'),
  features_ar: featureList('features_ar'),
  specifications: specificationMap('specifications'),
  specifications_ar: specificationMap('specifications_ar'),
  manufacturer: optionalText(200, 'manufacturer'),
  model_number: optionalText(100, 'model_number'),
  shipping_info: optionalText(2000, 'shipping_info'),
  shipping_info_ar: optionalText(2000, 'shipping_info_ar'),
  warranty_info: optionalText(2000, 'warranty_info'),
  warranty_info_ar: optionalText(2000, 'warranty_info_ar'),
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
