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
import { keyedIssue, says } from './messages';

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
function requiredNumber(inner: z.ZodNumber, missing: ReturnType<typeof says>) {
  return z
    .union([z.number(), z.string()], missing)
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
    .pipe(z.boolean(says('call.trueOrFalse', { field })).optional());
}

/** A text choice from a fixed list ('' = not given); `upper` accepts lower case ('asc'). */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, field: string, upper = false) {
  const notOne = says('call.oneOf', { field, values: values.join(', ') });
  return z
    .string(notOne)
    .optional()
    .transform((v) => {
      const text = v?.trim() ?? '';
      return text === '' ? undefined : upper ? text.toUpperCase() : text;
    })
    .pipe(z.enum(values, notOne).optional())
    .describe(`One of: ${values.join(', ')}`);
}

/** Free text ('' = not given), trimmed, at most `max` characters. */
export function textField(field: string, max: number) {
  return z
    .string(says('field.mustBeText', { field }))
    .trim()
    .max(max, says('field.atMostChars', { field, max }))
    .optional()
    .transform((v) => v || undefined);
}

const pageMessage = says('field.wholeOneOrMore', { field: 'page' });
export const ZPage = numberField(z.number(pageMessage).int(pageMessage).min(1, pageMessage)).transform((v) => v ?? 1);

/** A page size of 1 to `max` (default `fallback`). */
export function limitField(fallback: number, max = PRODUCT_LIST_MAX_LIMIT) {
  const message = says('field.wholeFromTo', { field: 'limit', min: 1, max });
  return numberField(z.number(message).int(message).min(1, message).max(max, message)).transform((v) => v ?? fallback);
}

const price = (field: string) =>
  numberField(
    z
      .number(says('field.mustBeNumber', { field }))
      .min(0, says('field.zeroOrMore', { field }))
      .max(PRICE_MAX, says('field.tooLarge', { field })),
  );

const ratingBoundsMessage = says('field.numberFromTo', { field: 'min_rating', min: RATING_MIN, max: RATING_MAX });

/** The fields of the product list (storefront.md section 7), without the cross-field rule. */
export const ZProductListFields = z.object({
  page: ZPage,
  limit: limitField(PAGE_SIZE.products),
  is_active: booleanField('is_active'),
  is_available: booleanField('is_available'),
  search: textField('search', SEARCH_MAX_LENGTH),
  category: choiceField(PRODUCT_CATEGORIES, 'category'),
  brand: textField('brand', BRAND_MAX_LENGTH),
  /** Only products for this crop of the guide (its slug: `?crop=tomato`). */
  crop: textField('crop', 80),
  price_range: choiceField(PRICE_RANGE_NAMES as [PriceRange, ...PriceRange[]], 'price_range'),
  min_price: price('min_price'),
  max_price: price('max_price'),
  min_rating: numberField(
    z.number(ratingBoundsMessage).min(RATING_MIN, ratingBoundsMessage).max(RATING_MAX, ratingBoundsMessage),
  ),
  sort_by: choiceField(PRODUCT_SORT_COLUMNS, 'sort_by'),
  sort_order: choiceField(SORT_ORDERS, 'sort_order', true),
});

/**
 * The product list's input (nothing at all = the first page): its fields, and min_price not above max_price
 * (else the error names max_price).
 */
export const ZProductListInput = ZProductListFields.superRefine((v, ctx) => {
  if (v.min_price !== undefined && v.max_price !== undefined && v.min_price > v.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], ...keyedIssue('crops.maxBelowMin') });
  }
}).prefault({});
export type ProductListInput = z.input<typeof ZProductListInput>;
export type ProductListQuery = z.output<typeof ZProductListInput>;

/** A record's id as it comes (any short text or a number); text that names no record is answered 404, not 400. */
export const ZRef = z.union([z.string().max(200), z.number()], says('call.idRequired')).transform(String);

/** A limit-only input (featured, bestsellers): `{limit}` or nothing, with its default. */
export const limitInput = (fallback: number) => z.object({ limit: limitField(fallback) }).prefault({});

const slugRequired = says('field.required', { field: 'slug' });
const categoryNotOne = says('call.oneOf', { field: 'category', values: PRODUCT_CATEGORIES.join(', ') });

export const ZProductByIdInput = z.object({ id: ZRef });
export const ZProductBySlugInput = z.object({ slug: z.string(slugRequired).trim().min(1, slugRequired).max(200) });
export const ZProductsByCategoryInput = z.object({
  category: z.enum(PRODUCT_CATEGORIES, categoryNotOne),
  limit: limitField(DEFAULT_LIMITS.byCategory),
});
export const ZRelatedProductsInput = z.object({ id: ZRef, limit: limitField(DEFAULT_LIMITS.related) });
export const ZSubcategoriesInput = z.object({ category: choiceField(PRODUCT_CATEGORIES, 'category') }).prefault({});

// ─── Search ──────────────────────────────────────────────────────────────────────────────────────────

export const SEARCH_TYPES = ['all', 'crops', 'products', 'guides'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
const SEARCH_WORDS_MISSING = says('catalogue.searchWords');
const ZSearchWords = z
  .string(SEARCH_WORDS_MISSING)
  .trim()
  .min(1, SEARCH_WORDS_MISSING)
  .max(SEARCH_MAX_LENGTH, says('field.atMostChars', { field: 'q', max: SEARCH_MAX_LENGTH }));

/** One kind of search (/search/crops, /search/guides, /search/equipment): the words and how many results. */
export const ZSearchInput = z.object({ q: ZSearchWords, limit: limitField(DEFAULT_LIMITS.search, 50) });
/** The site search (/search): the words, which kinds (default all) and how many results of each. */
export const ZSiteSearchInput = ZSearchInput.extend({
  type: choiceField(SEARCH_TYPES, 'type').transform((v) => v ?? 'all'),
});

// ─── Reviews ─────────────────────────────────────────────────────────────────────────────────────────

const rating = says('form.chooseRating');
export const ZReviewRating = requiredNumber(z.number(rating).int(rating).min(1, rating).max(5, rating), rating);
export const ZReviewBody = z
  .string(says('catalogue.reviewText'))
  .trim()
  .max(REVIEW_BODY_MAX, says('form.reviewTooLong'));

/** The review form: a rating of 1 to 5 stars and an optional text of at most 2,000 characters. */
export const ZReviewForm = z.object({ rating: ZReviewRating, body: ZReviewBody.optional() });

export const ZReviewsInput = z.object({ id: ZRef, page: ZPage, limit: limitField(DEFAULT_LIMITS.reviews, 50) });
export const ZAddReviewInput = ZReviewForm.extend({ id: ZRef });
/** A review change: the review's id and what changes. */
export const ZUpdateReviewInput = z.object({
  id: ZRef,
  rating: ZReviewRating.optional(),
  body: ZReviewBody.optional(),
});

// ─── Products written by administrators ──────────────────────────────────────────────────────────────

const optionalText = (max: number, field: string) =>
  z.string(says('field.mustBeText', { field })).trim().max(max, says('field.atMostChars', { field, max })).nullish();
const imagePath = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[\w./-]+|https:\/\/[\w.-]+\/\S*)$/, says('catalogue.imagePath'));
const wholeCount = (field: string) => {
  const message = says('field.wholeZeroOrMore', { field });
  return z.number(message).int(message).min(0, message).max(10_000_000, says('field.tooLarge', { field }));
};
/** A product's features (English or Arabic): at most 50 texts of at most 300 characters. */
const featureList = (field: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, says('field.noEmptyText', { field }))
        .max(300, says('field.eachAtMostChars', { field, max: 300 })),
      says('field.listOfTexts', { field }),
    )
    .max(50, says('field.atMostOf', { field, max: 50 }))
    .optional();
/** A product's specifications (English or Arabic): labels of at most 100 characters naming values of at most 500. */
const specificationMap = (field: string) =>
  z
    .record(
      z
        .string()
        .trim()
        .min(1, says('field.noEmptyLabel', { field }))
        .max(100, says('field.eachLabelAtMostChars', { field, max: 100 })),
      z
        .string()
        .trim()
        .max(500, says('field.eachValueAtMostChars', { field, max: 500 })),
      says('field.objectOfTexts', { field }),
    )
    .optional();
const money = (field: string) =>
  z
    .number(says('field.mustBeNumber', { field }))
    .min(0, says('field.zeroOrMore', { field }))
    .max(PRICE_MAX, says('field.tooLarge', { field }));

const productName = z
  .string(says('field.fillIn', { field: 'name' }))
  .trim()
  .min(1, says('field.fillIn', { field: 'name' }))
  .max(200, says('field.atMostChars', { field: 'name', max: 200 }));

/**
 * The fields an administrator may set on a product, each optional (an update changes only what it sends; null
 * clears an optional text). What is left out of a new product takes the table's default.
 */
export const ZProductFields = z.object({
  slug: z
    .string()
    .trim()
    .min(1, says('field.fillIn', { field: 'slug' }))
    .max(120, says('field.atMostChars', { field: 'slug', max: 120 }))
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('catalogue.slugForm'))
    .optional(),
  name: productName.optional(),
  name_ar: optionalText(200, 'name_ar'),
  brand: optionalText(100, 'brand'),
  brand_ar: optionalText(100, 'brand_ar'),
  category: z.enum(PRODUCT_CATEGORIES, categoryNotOne).optional(),
  subcategory: z
    .string()
    .trim()
    .max(60, says('field.atMostChars', { field: 'subcategory', max: 60 }))
    .regex(/^[a-z0-9_]*$/, says('catalogue.subcategoryForm'))
    .nullish(),
  tags: z
    .array(z.string().trim().min(1).max(50), says('field.listOfWords', { field: 'tags' }))
    .max(30, says('field.atMostOf', { field: 'tags', max: 30 }))
    .optional(),
  /** The slugs of the crops the product is for (the crop guide's). */
  crops: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('catalogue.slugForm'))
        .max(80),
      says('field.listOfWords', { field: 'crops' }),
    )
    .max(20, says('field.atMostOf', { field: 'crops', max: 20 }))
    .optional(),
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
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, says('catalogue.currencyCode'))
    .optional(),
  main_image: imagePath.nullish(),
  images: z
    .array(imagePath, says('catalogue.imagesList'))
    .max(20, says('field.atMostOf', { field: 'images', max: 20 }))
    .optional(),
  is_featured: booleanField('is_featured'),
  is_available: booleanField('is_available'),
  is_active: booleanField('is_active'),
  stock_quantity: numberField(wholeCount('stock_quantity')),
});
export type ProductFields = z.output<typeof ZProductFields>;

/** A new product: name, category and price are required; the slug is made from the name when not given. */
export const ZProductCreateInput = ZProductFields.extend({
  name: productName,
  category: z.enum(PRODUCT_CATEGORIES, categoryNotOne),
  price: requiredNumber(money('price'), says('field.fillIn', { field: 'price' })),
});
export type ProductCreateFields = z.output<typeof ZProductCreateInput>;

/** A product change: its id and the fields that change. */
export const ZProductUpdateInput = ZProductFields.extend({ id: ZRef });
