import { Button, Group, Text } from '@mantine/core';
import { MAX_PAGE_BUTTONS } from '../../../shared/business';
import { pageButtons } from '../../../shared/pagination';

interface PageNavigationProps {
  page: number;
  totalPages: number;
  /** Called only with a page within 1..totalPages other than the current one. */
  onChange: (page: number) => void;
  labels: {
    /** The navigation landmark's name ('Pages'). */
    navigation: string;
    previous: string;
    next: string;
    /** The accessible name of a page button ('Page 3'). */
    page: (page: number) => string;
    /** 'Page 2 of 6', shown under the buttons; omit to leave it out. */
    pageOf?: string;
  };
  disabled?: boolean;
  testId?: string;
}

/**
 * Previous / Next and up to five page buttons centred on the current page (storefront.md: crops, shop and orders
 * lists). Nothing is shown for a single page; a jump is only ever to a page within 1..totalPages.
 */
export function PageNavigation({ page, totalPages, onChange, labels, disabled = false, testId }: PageNavigationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav aria-label={labels.navigation} data-testid={testId}>
      <Group justify="center" gap={6} wrap="wrap">
        <Button variant="default" size="sm" disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
          {labels.previous}
        </Button>
        {pageButtons(page, totalPages, MAX_PAGE_BUTTONS).map((n) => (
          <Button
            key={n}
            size="sm"
            miw={40}
            px={10}
            variant={n === page ? 'filled' : 'default'}
            aria-label={labels.page(n)}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled && n !== page}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="default" size="sm" disabled={disabled || page >= totalPages} onClick={() => go(page + 1)}>
          {labels.next}
        </Button>
      </Group>
      {labels.pageOf && (
        <Text ta="center" size="sm" c="dimmed" mt="xs">
          {labels.pageOf}
        </Text>
      )}
    </nav>
  );
}
