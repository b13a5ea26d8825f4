import { type MantineSpacing, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ListFrameProps, ListState } from './ListState';

type ListGridProps<T> = ListFrameProps<T> & {
  /** The space between the cards. */
  spacing?: MantineSpacing;
  /** One card of the grid, with its key. */
  children: (item: T) => ReactNode;
};

/** A list in its four states whose items stand as cards in a grid: one column on a phone, two from `sm` up. */
export function ListGrid<T>({ spacing = 'sm', children, ...list }: ListGridProps<T>) {
  return (
    <ListState {...list}>
      {(items) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={spacing}>
          {items.map(children)}
        </SimpleGrid>
      )}
    </ListState>
  );
}
