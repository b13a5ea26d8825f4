import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ShopSort } from '../../shared/catalogueVocabulary';
import {
  type ShopFilters,
  type ShopQuery,
  type ShopView,
  parseShopQuery,
  shopQueryString,
  sortForSearch,
} from '../../shared/shopQuery';

export interface ShopQueryState {
  query: ShopQuery;
  /** Search for these words (Enter in the search box), from page 1. */
  search(words: string): void;
  /** Apply the sidebar's filters, from page 1; the search, sort and view stay. */
  applyFilters(filters: ShopFilters): void;
  /** A new sort, from page 1. */
  sortBy(sort: ShopSort): void;
  /** Another page; the search, filters and sort stay. Only pages 1..totalPages are asked for. */
  goToPage(page: number, totalPages: number): void;
  setView(view: ShopView): void;
  /** Forget the sidebar's filters (Clear All), from page 1. */
  clearFilters(): void;
  /** Forget the filters and the search words (Clear All Filters of the empty list), from page 1. */
  clearAll(): void;
}

/**
 * The shop list's state, kept in the URL query so that a shared link opens the same list and Back returns to the
 * previous one (storefront.md section 4: filters apply from page 1; a page change keeps them).
 */
export function useShopQuery(): ShopQueryState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseShopQuery(search), [search]);

  const go = useCallback(
    (next: ShopQuery) => {
      const queryString = shopQueryString(next);
      navigate(queryString ? `${location}?${queryString}` : location);
    },
    [location, navigate],
  );

  return useMemo<ShopQueryState>(
    () => ({
      query,
      search: (words) => {
        const search = words.trim() || undefined;
        go({ ...query, search, sort: sortForSearch(query, search), page: 1 });
      },
      applyFilters: (filters) => go({ search: query.search, sort: query.sort, view: query.view, ...filters, page: 1 }),
      sortBy: (sort) => go({ ...query, sort, page: 1 }),
      goToPage: (page, totalPages) => {
        const target = Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));
        if (target !== query.page) go({ ...query, page: target });
      },
      setView: (view) => go({ ...query, view }),
      clearFilters: () => go({ search: query.search, sort: query.sort, view: query.view, page: 1 }),
      clearAll: () => go({ sort: sortForSearch(query, undefined), view: query.view, page: 1 }),
    }),
    [query, go],
  );
}
