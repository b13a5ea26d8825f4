import { isSeedOf } from '../../shared/calculators';
import { trpc } from '../lib/trpc';

/** How many seed products of the crop the seed calculator asks for. */
const SUGGESTIONS = 6;

/**
 * Seed products of the shop for a crop of the guide: `products.list` in category seeds narrowed to
 * the crop (`crop`, the products' own crops, not a search of its name, which offered sweet-pepper seed for tomato),
 * each as its detail call answers it (`products.byId`: the pack size and germination rate are among its
 * specifications, which the list's cards do not carry; the calls of one moment go out in one batch), keeping only seed
 * of that crop alone (isSeedOf); nothing is asked until a crop is chosen. Pending until every detail has come, failed
 * when the list or one of them failed.
 */
export function useSeedProducts(cropSlug: string | null) {
  const list = trpc.products.list.useQuery(
    { category: 'seeds', crop: cropSlug ?? '', limit: SUGGESTIONS, is_active: true, is_available: true },
    { enabled: Boolean(cropSlug), staleTime: 5 * 60_000, select: (page) => page.items },
  );
  const details = trpc.useQueries((t) =>
    (list.data ?? []).map((card) => t.products.byId({ id: card.id }, { staleTime: 5 * 60_000 })),
  );
  const failed = list.status === 'error' || details.some((detail) => detail.status === 'error');
  const products =
    list.data && details.every((detail) => detail.data)
      ? details.map((detail) => detail.data!).filter((product) => cropSlug !== null && isSeedOf(cropSlug, product))
      : undefined;
  return {
    status: failed ? ('error' as const) : products ? ('success' as const) : ('pending' as const),
    data: products,
    refetch: () => (list.status === 'error' ? list.refetch() : Promise.all(details.map((detail) => detail.refetch()))),
  };
}
