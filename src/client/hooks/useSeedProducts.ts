import { trpc } from '../lib/trpc';

/** How many matching seed products the seed calculator offers. */
const SUGGESTIONS = 4;

/**
 * Seed products of the shop matching a crop of the guide (`products.list`, category seeds, searched by the crop's
 * name), each as its detail call answers it (`products.byId`: the pack size is among its specifications, which the
 * list's cards do not carry; the calls of one moment go out in one batch); nothing is asked until a crop is chosen.
 * Pending until every suggestion's detail has come, failed when the list or one of them failed.
 */
export function useSeedProducts(cropName: string | null) {
  const list = trpc.products.list.useQuery(
    { category: 'seeds', search: cropName ?? '', limit: SUGGESTIONS, is_active: true, is_available: true },
    { enabled: Boolean(cropName), staleTime: 5 * 60_000, select: (page) => page.items },
  );
  const details = trpc.useQueries((t) => (list.data ?? []).map((card) => t.products.byId({ id: card.id }, { staleTime: 5 * 60_000 })));
  const failed = list.status === 'error' || details.some((detail) => detail.status === 'error');
  const products = list.data && details.every((detail) => detail.data) ? details.map((detail) => detail.data!) : undefined;
  return {
    status: failed ? ('error' as const) : products ? ('success' as const) : ('pending' as const),
    data: products,
    refetch: () => (list.status === 'error' ? list.refetch() : Promise.all(details.map((detail) => detail.refetch()))),
  };
}
