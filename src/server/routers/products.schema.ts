import { z } from 'zod';
import { paged, withMessage } from './common.schema';
import * as S from './outputs';

/* The answers of the products router (the inputs are shared with the shop's forms: src/shared/catalogue.ts). */

/** The shop list: a page of product cards. */
export const ZProductPage = paged(S.ProductCard);
/** A rail (featured, bestsellers, a category's): product cards. */
export const ZProductCards = z.array(S.ProductCard);
export const ZRelatedProducts = z.strictObject({ related_products: ZProductCards });
/** What the shop lists, counted by category. */
export const ZProductStatistics = z.strictObject({ active_products: z.number().int(), by_category: S.Counts });
/** Brands or subcategories: names, sorted. */
export const ZProductFacet = z.array(z.string());
/** The shop's brands with their Arabic names (null: an international brand that keeps its Latin name). */
export const ZBrandNames = z.array(z.strictObject({ brand: z.string(), brand_ar: z.string().nullable() }));

/** A product's reviews: a page, its rating summary, and the caller's own review (whatever its status). */
export const ZReviewPage = paged(S.Review).extend({ summary: S.RatingSummary, mine: S.Review.nullable() });
/** A review written or changed, with the product's new rating summary. */
export const ZReviewWritten = withMessage(z.strictObject({ review: S.Review, summary: S.RatingSummary }));
export const ZReviewDeleted = withMessage(z.strictObject({ id: S.id, summary: S.RatingSummary }));
