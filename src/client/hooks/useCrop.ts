import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { isNetworkFailure } from '../lib/errors';
import { type RouterOutputs, trpc } from '../lib/trpc';

/** A crop as its page receives it, with tags and soil types. */
export type CropDetail = RouterOutputs['crops']['bySlug'];
export type CropGuide = RouterOutputs['crops']['guides'][number];
export type CropTask = RouterOutputs['crops']['seasonalTasks'][number];
export type SoilType = RouterOutputs['soilTypes']['forCrop'][number];
export type PriceHistory = RouterOutputs['marketPrices']['history'];

export type CropState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'loaded'; crop: CropDetail };

/** The days of market prices the crop page draws (backend-api.md: history over 90 days). */
export const PRICE_HISTORY_DAYS = 90;

/** Only a call that got no answer is worth repeating at once; a 404 answers the same the second time. */
function retryWithoutAnswer(failureCount: number, error: unknown): boolean {
  return isNetworkFailure(error) && failureCount < 1;
}

/** The server said there is no such crop (404), or the reference cannot name one (400). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * The crop of /crops/{slug or id}: by slug, and when that fails and the reference is a number, by id (as the
 * product page does). Loading, not found ('Crop not found'), failed (with a retry), or loaded.
 */
export function useCrop(ref: string): CropState {
  const numeric = /^\d+$/.test(ref);
  const bySlug = trpc.crops.bySlug.useQuery({ slug: ref }, { retry: retryWithoutAnswer });
  const byId = trpc.crops.byId.useQuery({ id: ref }, { enabled: numeric && bySlug.isError, retry: retryWithoutAnswer });
  const { refetch: refetchSlug } = bySlug;
  const { refetch: refetchId } = byId;
  const retry = useCallback(() => {
    void refetchSlug();
    if (numeric) void refetchId();
  }, [numeric, refetchSlug, refetchId]);

  if (bySlug.data) return { status: 'loaded', crop: bySlug.data };
  if (bySlug.isPending) return { status: 'loading' };
  if (!numeric) return isMissing(bySlug.error) ? { status: 'notFound' } : { status: 'error', retry };
  if (byId.data) return { status: 'loaded', crop: byId.data };
  if (byId.isPending) return { status: 'loading' };
  return isMissing(byId.error) ? { status: 'notFound' } : { status: 'error', retry };
}

/** The crop's published guides, newest first, with their Markdown bodies. */
export function useCropGuides(cropId: string) {
  return trpc.crops.guides.useQuery({ id: cropId }, { staleTime: 5 * 60_000 });
}

/** The crop's seasonal tasks in calendar order. */
export function useCropTasks(cropId: string) {
  return trpc.crops.seasonalTasks.useQuery({ id: cropId }, { staleTime: 5 * 60_000 });
}

/** The soil types suited to the crop, with their properties. */
export function useCropSoils(cropId: string) {
  return trpc.soilTypes.forCrop.useQuery({ cropId }, { staleTime: 5 * 60_000 });
}

/** The crop's wholesale prices over the last 90 days, one series per market. */
export function useCropPriceHistory(cropId: string) {
  return trpc.marketPrices.history.useQuery({ id: cropId, days: PRICE_HISTORY_DAYS }, { staleTime: 5 * 60_000 });
}

/** The crop's latest quote at each market, with the change from the quote before (`crops.marketPrices`). */
export function useCropLatestPrices(cropId: string) {
  return trpc.crops.marketPrices.useQuery({ id: cropId }, { staleTime: 5 * 60_000 });
}
