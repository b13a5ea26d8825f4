import { Button, Text } from '@mantine/core';
import { MAX_PAGE_BUTTONS } from '../../../shared/business';
import { pageButtons } from '../../../shared/pagination';
import classes from './PageNavigation.module.css';

/** A chevron pointing back (‹) or on (›) in reading order; mirrored in right-to-left by the stylesheet. */
function Chevron({ on }: { on: boolean }) {
  return (
    <span className={classes.chevron}>
      <svg
        aria-hidden
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={on ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
      </svg>
    </span>
  );
}

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
 * lists). Nothing is shown for a single page; a jump is only ever to a page within 1..totalPages. Every button is at
 * least 44×44 (the container is marked `data-pagination`); on a phone Previous and Next are chevrons named by their words.
 */
export function PageNavigation({ page, totalPages, onChange, labels, disabled = false, testId }: PageNavigationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav aria-label={labels.navigation} data-testid={testId} data-pagination>
      <div className={classes.row}>
        <Button
          variant="default"
          size="sm"
          className={classes.button}
          aria-label={labels.previous}
          disabled={disabled || page <= 1}
          onClick={() => go(page - 1)}
        >
          <Chevron on={false} />
          <span className={classes.word}>{labels.previous}</span>
        </Button>
        {pageButtons(page, totalPages, MAX_PAGE_BUTTONS).map((n) => (
          <Button
            key={n}
            size="sm"
            className={classes.button}
            variant={n === page ? 'filled' : 'default'}
            aria-label={labels.page(n)}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled && n !== page}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="default"
          size="sm"
          className={classes.button}
          aria-label={labels.next}
          disabled={disabled || page >= totalPages}
          onClick={() => go(page + 1)}
        >
          <span className={classes.word}>{labels.next}</span>
          <Chevron on />
        </Button>
      </div>
      {labels.pageOf && (
        <Text ta="center" size="sm" c="dimmed" mt="xs">
          {labels.pageOf}
        </Text>
      )}
    </nav>
  );
}
