import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE } from '../../shared/business';
import { type FILTER_STATUSES, ORDER_SORTS, type OrderSort } from '../lib/orders';
import { trpc } from '../lib/trpc';

export type StatusFilter = 'all' | (typeof FILTER_STATUSES)[number];

/**
 * My Orders' list: the search (typed, then applied on Enter), the status filter, the sort and the page, with the
 * `orders.list` query they make. A new search, filter or sort starts again at page 1; the previous page stays in view
 * while the next one loads.
 */
export function useOrdersList() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<OrderSort>('newest');
  const [page, setPage] = useState(1);

  const list = trpc.orders.list.useQuery(
    {
      page,
      limit: PAGE_SIZE.orders,
      ...ORDER_SORTS[sort],
      ...(status === 'all' ? {} : { status }),
      ...(search ? { search } : {}),
    },
    { placeholderData: keepPreviousData },
  );

  /** Change what the list shows, from its first page. */
  const fromFirstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return {
    list,
    searchText,
    setSearchText,
    applySearch: () => fromFirstPage(setSearch)(searchText.trim()),
    status,
    chooseStatus: fromFirstPage(setStatus),
    sort,
    chooseSort: fromFirstPage(setSort),
    page,
    setPage,
    totalPages: list.data?.totalPages ?? 1,
    filtered: status !== 'all' || search !== '',
  };
}
