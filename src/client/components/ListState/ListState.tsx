import { Button, EmptyState } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../LoadingState/LoadingState';

/** The read behind a list (react-query's `status` and `refetch`). */
interface ListQuery {
  /** `pending` (loading), `error`, or `success`. */
  status: 'pending' | 'error' | 'success';
  refetch: () => unknown;
}

type LoadFailedPlace<Key> = Key extends `${infer Place}.loadFailed` ? Place : never;
type WithListTexts<Place extends string> = [`${Place}.loading` | `${Place}.retry` | `${Place}.empty`] extends [
  ParseKeys,
]
  ? Place
  : never;

/**
 * A place in the catalogues that holds a list's texts by the same names: `loading`, `loadFailed`, `retry` and `empty`
 * (such as `addresses` or `crop.soils`).
 */
type ListTextsPlace = { [Place in LoadFailedPlace<ParseKeys>]: WithListTexts<Place> }[LoadFailedPlace<ParseKeys>];

/** A list's texts named one by one, for a list whose texts are not all in one place of the catalogues. */
interface NamedListTexts {
  status: ListQuery['status'];
  onRetry: () => void;
  loadingText: string;
  errorText: string;
  retryLabel: string;
  emptyTitle: string;
}

/** A list that reads its texts from one place of the catalogues. */
interface PlacedListTexts {
  query: ListQuery;
  texts: ListTextsPlace;
  /** The empty list's title when it is not the place's `empty` (a filtered list: 'No unread notifications'). */
  emptyTitle?: string;
}

interface ListStateCommonProps<T> {
  items: readonly T[] | undefined;
  /** A second line under the error title ('Failed to load products. Please try again.'). */
  errorHint?: string;
  emptyHint?: string;
  /** A way out of the empty state (such as 'Clear All Filters'). */
  emptyAction?: ReactNode;
  /** A test id for the list's wrapper in every state. */
  testId?: string;
  children: (items: readonly T[]) => ReactNode;
}

type ListStateProps<T> = ListStateCommonProps<T> & (NamedListTexts | PlacedListTexts);

/** What a list in its four states needs but its loaded content, for a component that lays the content out itself. */
export type ListFrameProps<T> = Omit<ListStateCommonProps<T>, 'children'> & (NamedListTexts | PlacedListTexts);

/** The texts named one by one, from the place of the catalogues when the list names one. */
function useListTexts(props: NamedListTexts | PlacedListTexts): NamedListTexts {
  const { t } = useTranslation();
  if (!('texts' in props)) return props;
  const { query, texts, emptyTitle } = props;
  return {
    status: query.status,
    onRetry: () => void query.refetch(),
    loadingText: t(`${texts}.loading`),
    errorText: t(`${texts}.loadFailed`),
    retryLabel: t(`${texts}.retry`),
    emptyTitle: emptyTitle ?? t(`${texts}.empty`),
  };
}

/** The four states every list has: loading, error with retry, empty, loaded. */
export function ListState<T>(props: ListStateProps<T>) {
  const { items, errorHint, emptyHint, emptyAction, testId, children } = props;
  const { status, onRetry, loadingText, errorText, retryLabel, emptyTitle } = useListTexts(props);
  if (status === 'pending') return <LoadingState text={loadingText} testId={testId} py="lg" />;
  // A failed reload keeps showing the list it already has; only a list that never loaded shows the error.
  if (status === 'error' && !items) {
    return (
      <EmptyState
        size="sm"
        title={errorText}
        description={errorHint}
        icon={<span aria-hidden>⚠️</span>}
        data-testid={testId}
        data-state="error"
      >
        <Button variant="light" size="xs" onClick={onRetry} mt="xs">
          {retryLabel}
        </Button>
      </EmptyState>
    );
  }
  if (!items || items.length === 0) {
    return (
      <EmptyState
        size="sm"
        title={emptyTitle}
        description={emptyHint}
        icon={<span aria-hidden>🌱</span>}
        data-testid={testId}
        data-state="empty"
      >
        {emptyAction}
      </EmptyState>
    );
  }
  return (
    <div data-testid={testId} data-state="loaded">
      {children(items)}
    </div>
  );
}
