import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PAGE_SIZE } from '../../shared/business';
import { type CropsQuery, cropListInput } from '../../shared/cropsQuery';
import { normaliseCropPage } from '../lib/cropDisplay';
import { trpc } from '../lib/trpc';
import { useLanguage } from './useLanguage';

/**
 * One page of the crops list (`crops.list`, storefront.md section 7), read loosely into card summaries, in the order
 * of the reader's language (the server orders the pages by the Arabic names for an Arabic reader). While the next
 * page or type loads, the list on screen stays (marked as loading) rather than blanking on a weak network.
 */
export function useCropList(query: CropsQuery) {
  const { language } = useLanguage();
  const select = useCallback(
    (raw: unknown) => normaliseCropPage(raw, { page: query.page, limit: PAGE_SIZE.crops }),
    [query.page],
  );
  return trpc.crops.list.useQuery(cropListInput(query, language), { placeholderData: keepPreviousData, select });
}

/** How many active crops there are, in all and per type (`crops.statistics`). */
export function useCropStatistics() {
  return trpc.crops.statistics.useQuery(undefined, { staleTime: 5 * 60_000 });
}
