/** The pagination object of the spec: page, limit, total, totalPages, hasNext, hasPrev. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export function paginate(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

/**
 * Up to `max` page buttons centred on the current page, clamped to 1..totalPages
 * (the crops, shop and orders lists all use this).
 */
export function pageButtons(current: number, totalPages: number, max = 5): number[] {
  const count = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
