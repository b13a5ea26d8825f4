import { trpc } from '../lib/trpc';

/** The crops of the guide a calculator can start from: the active ones with their figures (`crops.figures`). */
export function useGuideCrops() {
  return trpc.crops.figures.useQuery(undefined, { staleTime: 30 * 60_000 });
}
