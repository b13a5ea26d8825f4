import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type CropsQuery, cropsQueryString, parseCropsQuery } from '../../shared/cropsQuery';
import type { CropType } from '../../shared/cropsQuery';

export interface CropsQueryState {
  query: CropsQuery;
  /** Show one type (or all with undefined), from page 1 (storefront.md section 4). */
  filterBy(type: CropType | undefined): void;
  /** Another page of the same type; only pages 1..totalPages are asked for. */
  goToPage(page: number, totalPages: number, options?: { replace?: boolean }): void;
}

/** The crops list's type and page, kept in the URL so that a shared link opens the same list and Back works. */
export function useCropsQuery(): CropsQueryState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseCropsQuery(search), [search]);

  const go = useCallback(
    (next: CropsQuery, replace = false) => {
      const queryString = cropsQueryString(next);
      navigate(queryString ? `${location}?${queryString}` : location, { replace });
    },
    [location, navigate],
  );

  return useMemo<CropsQueryState>(
    () => ({
      query,
      filterBy: (type) => {
        if (type !== query.type || query.page !== 1) go({ type, page: 1 });
      },
      goToPage: (page, totalPages, options) => {
        const target = Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));
        if (target !== query.page) go({ ...query, page: target }, options?.replace);
      },
    }),
    [query, go],
  );
}
