import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RELATED_PRODUCTS_SHOWN } from '../../shared/business';
import type { Product } from '../lib/products';
import { trpc } from '../lib/trpc';
import { type DetailState, type LookupOptions, useDetailByRef } from './useDetailByRef';

/** Reviews per page under the product: short enough for a phone on a weak network. */
export const REVIEWS_PER_PAGE = 5;

export type ProductState = DetailState<Product>;

const useProductBySlug = (slug: string, options: LookupOptions) => trpc.products.bySlug.useQuery({ slug }, options);
const useProductById = (id: string, options: LookupOptions) => trpc.products.byId.useQuery({ id }, options);

/**
 * The product of /shop/{slug or id} (storefront.md section 7): by slug, and when that fails and the reference is
 * a number, by id. Loading, not found ('Product Not Found'), failed (with a retry), or loaded.
 */
export function useProduct(ref: string): ProductState {
  return useDetailByRef(ref, useProductBySlug, useProductById);
}

/** Up to four products related to this one (`products.related`, same category first, then brand). */
export function useRelatedProducts(productId: string) {
  return trpc.products.related.useQuery({ id: productId, limit: RELATED_PRODUCTS_SHOWN });
}

/** One page of the product's reviews, newest first; the page on screen stays while the next loads. */
export function useProductReviews(productId: string, page: number) {
  return trpc.products.reviews.useQuery(
    { id: productId, page, limit: REVIEWS_PER_PAGE },
    { placeholderData: keepPreviousData },
  );
}

/**
 * Write, change and delete one's own review. After each, the reviews and the product (its rating and review
 * count, kept by the server in the same transaction) are read again.
 */
export function useReviewActions() {
  const utils = trpc.useUtils();
  const refresh = useCallback(async () => {
    await Promise.all([
      utils.products.reviews.invalidate(),
      utils.products.bySlug.invalidate(),
      utils.products.byId.invalidate(),
    ]);
  }, [utils]);
  const add = trpc.products.addReview.useMutation({ onSuccess: refresh });
  const update = trpc.products.updateReview.useMutation({ onSuccess: refresh });
  const remove = trpc.products.deleteReview.useMutation({ onSuccess: refresh });
  return { add, update, remove };
}
