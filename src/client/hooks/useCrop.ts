import { type RouterOutputs, trpc } from '../lib/trpc';
import { type DetailState, type LookupOptions, useDetailByRef } from './useDetailByRef';

/** A crop as its page receives it, with tags and soil types. */
export type CropDetail = RouterOutputs['crops']['bySlug'];
export type CropGuide = RouterOutputs['crops']['guides'][number];
export type CropTask = RouterOutputs['crops']['seasonalTasks'][number];
export type SoilType = RouterOutputs['soilTypes']['forCrop'][number];
export type PriceHistory = RouterOutputs['marketPrices']['history'];

export type CropState = DetailState<CropDetail>;

/** The days of market prices the crop page draws (backend-api.md: history over 90 days). */
export const PRICE_HISTORY_DAYS = 90;

const useCropBySlug = (slug: string, options: LookupOptions) => trpc.crops.bySlug.useQuery({ slug }, options);
const useCropById = (id: string, options: LookupOptions) => trpc.crops.byId.useQuery({ id }, options);

/**
 * The crop of /crops/{slug or id}: by slug, and when that fails and the reference is a number, by id (as the
 * product page does). Loading, not found ('Crop not found'), failed (with a retry), or loaded.
 */
export function useCrop(ref: string): CropState {
  return useDetailByRef(ref, useCropBySlug, useCropById);
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
