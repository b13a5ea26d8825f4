import { trpc } from '../lib/trpc';

/** How many matching seed products the seed calculator offers. */
const SUGGESTIONS = 4;

/**
 * Seed products of the shop matching a crop of the guide (`products.list`, category seeds, searched by the crop's
 * name); nothing is asked until a crop is chosen.
 */
export function useSeedProducts(cropName: string | null) {
  return trpc.products.list.useQuery(
    { category: 'seeds', search: cropName ?? '', limit: SUGGESTIONS, is_active: true, is_available: true },
    { enabled: Boolean(cropName), staleTime: 5 * 60_000, select: (page) => page.items },
  );
}
