import type { ReactNode } from 'react';
import { AdminFilters } from './AdminFilters';
import { ClearFiltersButton } from './ClearFiltersButton';
import { SearchField } from './SearchField';

interface SearchableFiltersProps<K extends string> {
  /** The list's filters as the address holds them, the search among them. */
  filters: Record<K | 'search', string>;
  setFilters: (patch: Partial<Record<K | 'search', string>>) => void;
  /** The filters "Clear filters" clears (not the sort, nor the page). */
  clearable: readonly (K | 'search')[];
  /** The folded filters whose use is counted on "More filters" (the search is always in view). */
  folded: readonly K[];
  search: { label: string; placeholder?: string; testId: string };
  /** The list's other filters and sorts. */
  children: ReactNode;
}

/** A list's filters with its search box and "Clear filters" always in view (users, orders, products). */
export function SearchableFilters<K extends string>({
  filters,
  setFilters,
  clearable,
  folded,
  search,
  children,
}: SearchableFiltersProps<K>) {
  return (
    <AdminFilters
      inUse={folded.filter((key) => filters[key] !== '').length}
      always={
        <>
          <SearchField
            label={search.label}
            placeholder={search.placeholder}
            value={filters.search}
            onSearch={(text) => setFilters({ search: text } as Partial<Record<K | 'search', string>>)}
            testId={search.testId}
          />
          <ClearFiltersButton filters={filters} keys={clearable} setFilters={setFilters} />
        </>
      }
    >
      {children}
    </AdminFilters>
  );
}
