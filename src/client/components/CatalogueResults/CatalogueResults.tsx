import { Box, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Pagination } from '../../../shared/pagination';
import { CataloguePager } from '../CataloguePager/CataloguePager';
import { type ListFrameProps, ListState } from '../ListState/ListState';

type CatalogueResultsProps<T> = ListFrameProps<T> & {
  /** The 'Showing X to Y of Z' line above the list, while there is something to count. */
  summary: ReactNode;
  pagination: Pagination | undefined;
  /** A new page or filter is on its way: the list on screen is the previous one. */
  refreshing: boolean;
  /** The grid's columns by screen width. */
  cols: SimpleGridProps['cols'];
  /** The grid's `data-view` (the shop's grid or list), when it has one. */
  view?: string;
  /** Where the page buttons' texts are. */
  pages: 'crops.pagination' | 'shop.pagination';
  /** 'Page 2 of 6' under the page buttons; omit to leave it out. */
  pageOf?: string;
  pagerTestId: string;
  onPageChange: (page: number) => void;
  /** One card of the grid. */
  children: (item: T, index: number) => ReactNode;
};

/**
 * A catalogue list (the crops, the shop) in its four states, the cards in a grid that fades while the next page or
 * filter loads (closer together on a phone), and the page buttons under it once there is a card.
 */
export function CatalogueResults<T>({
  summary,
  pagination,
  refreshing,
  cols,
  view,
  pages,
  pageOf,
  pagerTestId,
  onPageChange,
  children,
  ...list
}: CatalogueResultsProps<T>) {
  return (
    <Stack gap="md">
      {summary}
      <ListState {...list}>
        {(items) => (
          <Box style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }} aria-busy={refreshing}>
            <SimpleGrid
              cols={cols}
              spacing={{ base: 'xs', sm: 'md' }}
              verticalSpacing={{ base: 'xs', sm: 'md' }}
              data-view={view}
            >
              {items.map((item, index) => children(item, index))}
            </SimpleGrid>
          </Box>
        )}
      </ListState>
      {pagination && list.items && list.items.length > 0 && (
        <CataloguePager
          texts={pages}
          page={pagination.page}
          totalPages={pagination.totalPages}
          onChange={onPageChange}
          disabled={refreshing}
          pageOf={pageOf}
          testId={pagerTestId}
        />
      )}
    </Stack>
  );
}
