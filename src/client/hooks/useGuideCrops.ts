import { trpc } from '../lib/trpc';

/** The crops of the guide a calculator can start from: the active ones, up to 100 (`crops.list`). */
export function useGuideCrops() {
  return trpc.crops.list.useQuery({ limit: 100, is_active: true }, { staleTime: 30 * 60_000, select: (page) => page.items });
}
