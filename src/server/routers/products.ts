import {
  DEFAULT_LIMITS,
  ZAddReviewInput,
  ZProductByIdInput,
  ZProductBySlugInput,
  ZProductCreateInput,
  ZProductListInput,
  ZProductUpdateInput,
  ZProductsByCategoryInput,
  ZRelatedProductsInput,
  ZReviewsInput,
  ZSubcategoriesInput,
  ZUpdateReviewInput,
  limitInput,
} from '../../shared/catalogue';
import {
  type Viewer,
  createProduct,
  deleteProduct,
  getProductById,
  getProductBySlug,
  listProducts,
  productBrandNames,
  productBrands,
  productRail,
  productStatistics,
  productSubcategories,
  relatedProducts,
  updateProduct,
} from '../catalogue/products';
import { addReview, deleteReview, listReviews, updateReview } from '../catalogue/reviews';
import { checkedProductCrops } from '../admin/productCrops';
import type { Context } from '../context';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../trpc';
import { adminDelete } from './adminDelete';
import * as S from './outputs';
import {
  ZBrandNames,
  ZProductCards,
  ZProductFacet,
  ZProductPage,
  ZProductStatistics,
  ZRelatedProducts,
  ZReviewDeleted,
  ZReviewPage,
  ZReviewWritten,
} from './products.schema';
import { say } from '../language';

const viewerOf = (ctx: Pick<Context, 'user'>): Viewer => ({ isAdmin: ctx.user?.role === 'admin' });

/** The Products group of the call catalogue: the shop list, one product, rails, facts, admin writes and reviews. */
export const productsRouter = router({
  /** The shop list: filters, search, sort and page (storefront.md section 7). */
  list: publicProcedure
    .input(ZProductListInput)
    .output(ZProductPage)
    .query(({ ctx, input }) => listProducts(ctx.sql, input, viewerOf(ctx))),

  byId: publicProcedure
    .input(ZProductByIdInput)
    .output(S.Product)
    .query(({ ctx, input }) => getProductById(ctx.sql, input.id, viewerOf(ctx))),
  bySlug: publicProcedure
    .input(ZProductBySlugInput)
    .output(S.Product)
    .query(({ ctx, input }) => getProductBySlug(ctx.sql, input.slug, viewerOf(ctx))),

  featured: publicProcedure
    .input(limitInput(DEFAULT_LIMITS.featured))
    .output(ZProductCards)
    .query(({ ctx, input }) => productRail(ctx.sql, 'featured', input.limit)),
  /** The most ordered products (order_count, kept by the orders projections). */
  bestsellers: publicProcedure
    .input(limitInput(DEFAULT_LIMITS.bestsellers))
    .output(ZProductCards)
    .query(({ ctx, input }) => productRail(ctx.sql, 'bestsellers', input.limit)),
  byCategory: publicProcedure
    .input(ZProductsByCategoryInput)
    .output(ZProductCards)
    .query(({ ctx, input }) => productRail(ctx.sql, { category: input.category }, input.limit)),
  related: publicProcedure
    .input(ZRelatedProductsInput)
    .output(ZRelatedProducts)
    .query(async ({ ctx, input }) => ({
      related_products: await relatedProducts(ctx.sql, input.id, input.limit, viewerOf(ctx)),
    })),

  /** Counts, brands and subcategories of what the shop lists (SHOP_LISTING), as the viewer's list would show them. */
  statistics: publicProcedure.output(ZProductStatistics).query(({ ctx }) => productStatistics(ctx.sql, viewerOf(ctx))),
  brands: publicProcedure.output(ZProductFacet).query(({ ctx }) => productBrands(ctx.sql, viewerOf(ctx))),
  /** The same brands with their Arabic names, for the brand filter's labels on Arabic screens (no REST row: the spec's list is strings). */
  brandNames: publicProcedure.output(ZBrandNames).query(({ ctx }) => productBrandNames(ctx.sql, viewerOf(ctx))),
  subcategories: publicProcedure
    .input(ZSubcategoriesInput)
    .output(ZProductFacet)
    .query(({ ctx, input }) => productSubcategories(ctx.sql, input.category, viewerOf(ctx))),

  create: adminProcedure
    .input(ZProductCreateInput)
    .output(S.Product)
    .mutation(async ({ ctx, input }) =>
      createProduct(ctx.sql, { ...input, crops: await checkedProductCrops(ctx.sql, input.crops) }, ctx.user.userId),
    ),
  update: adminProcedure
    .input(ZProductUpdateInput)
    .output(S.Product)
    .mutation(async ({ ctx, input: { id, ...fields } }) =>
      updateProduct(ctx.sql, id, { ...fields, crops: await checkedProductCrops(ctx.sql, fields.crops) }, viewerOf(ctx)),
    ),
  /** Soft delete: the product leaves the shop; its reviews and past orders keep it. */
  delete: adminDelete(ZProductByIdInput, deleteProduct, 'catalogue.productDeleted'),

  /**
   * A product's approved reviews, newest first, with its rating and review count; a signed-in caller also sees their
   * own review whatever its status (first), and `mine`.
   */
  reviews: publicProcedure
    .input(ZReviewsInput)
    .output(ZReviewPage)
    .query(({ ctx, input }) => listReviews(ctx.sql, input.id, input.page, input.limit, ctx.user?.userId ?? null)),
  addReview: authedProcedure
    .input(ZAddReviewInput)
    .output(ZReviewWritten)
    .mutation(({ ctx, input: { id, ...review } }) => addReview(ctx.sql, ctx.user, id, review)),
  /** Change a review: its author or an administrator. */
  updateReview: authedProcedure
    .input(ZUpdateReviewInput)
    .output(ZReviewWritten)
    .mutation(({ ctx, input: { id, ...patch } }) => updateReview(ctx.sql, ctx.user, id, patch)),
  deleteReview: authedProcedure
    .input(ZProductByIdInput)
    .output(ZReviewDeleted)
    .mutation(async ({ ctx, input }) => ({
      message: say('catalogue.reviewDeleted'),
      ...(await deleteReview(ctx.sql, ctx.user, input.id)),
    })),
});
