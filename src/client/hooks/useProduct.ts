import { keepPreviousData } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { RELATED_PRODUCTS_SHOWN } from '../../shared/business';
import { isNetworkFailure } from '../lib/errors';
import type { Product } from '../lib/productDisplay';
import { trpc } from '../lib/trpc';

/** Reviews per page under the product: short enough for a phone on a weak network. */
export const REVIEWS_PER_PAGE = 5;

export type ProductState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'loaded'; product: Product };

/** Only a call that got no answer is worth repeating; a 404 or 400 answers the same the second time. */
function retryWithoutAnswer(failureCount: number, error: unknown): boolean {
  return isNetworkFailure(error) && failureCount < 1;
}

/** The server said there is no such product (404), or the reference cannot name one (400). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * The product of /shop/{slug or id} (storefront.md section 7): by slug, and when that fails and the reference is
 * a number, by id. Loading, not found ('Product Not Found'), failed (with a retry), or loaded.
 */
export function useProduct(ref: string): ProductState {
  const numeric = /^\d+$/.test(ref);
  const bySlug = trpc.products.bySlug.useQuery({ slug: ref }, { retry: retryWithoutAnswer });
  const byId = trpc.products.byId.useQuery({ id: ref }, { enabled: numeric && bySlug.isError, retry: retryWithoutAnswer });
  const { refetch: refetchSlug } = bySlug;
  const { refetch: refetchId } = byId;
  const retry = useCallback(() => {
    void refetchSlug();
    if (numeric) void refetchId();
  }, [numeric, refetchSlug, refetchId]);

  if (bySlug.data) return { status: 'loaded', product: bySlug.data };
  if (bySlug.isPending) return { status: 'loading' };
  if (!numeric) return isMissing(bySlug.error) ? { status: 'notFound' } : { status: 'error', retry };
  if (byId.data) return { status: 'loaded', product: byId.data };
  if (byId.isPending) return { status: 'loading' };
  return isMissing(byId.error) ? { status: 'notFound' } : { status: 'error', retry };
}

/** Up to four products related to this one (`products.related`, same category first, then brand). */
export function useRelatedProducts(productId: string) {
  return trpc.products.related.useQuery({ id: productId, limit: RELATED_PRODUCTS_SHOWN });
}

/** One page of the product's reviews, newest first; the page on screen stays while the next loads. */
export function useProductReviews(productId: string, page: number) {
  return trpc.products.reviews.useQuery({ id: productId, page, limit: REVIEWS_PER_PAGE }, { placeholderData: keepPreviousData });
}

/**
 * Write, change and delete one's own review. After each, the reviews and the product (its rating and review
 * count, kept by the server in the same transaction) are read again.
 */
export function useReviewActions() {
  const utils = trpc.useUtils();
  const refresh = useCallback(async () => {
    await Promise.all([utils.products.reviews.invalidate(), utils.products.bySlug.invalidate(), utils.products.byId.invalidate()]);
  }, [utils]);
  const add = trpc.products.addReview.useMutation({ onSuccess: refresh });
  const update = trpc.products.updateReview.useMutation({ onSuccess: refresh });
  const remove = trpc.products.deleteReview.useMutation({ onSuccess: refresh });
  return { add, update, remove };
}
