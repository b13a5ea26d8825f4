import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListStateProps<T> {
  /** The query's state: `pending` (loading), `error`, or `success` (react-query's `status`). */
  status: 'pending' | 'error' | 'success';
  items: readonly T[] | undefined;
  onRetry: () => void;
  loadingText: string;
  errorText: string;
  /** A second line under the error title ('Failed to load products. Please try again.'). */
  errorHint?: string;
  retryLabel: string;
  emptyTitle: string;
  emptyHint?: string;
  /** A way out of the empty state (such as 'Clear All Filters'). */
  emptyAction?: ReactNode;
  /** A test id for the list's wrapper in every state. */
  testId?: string;
  children: (items: readonly T[]) => ReactNode;
}

/** The four states every list has: loading, error with retry, empty, loaded. */
export function ListState<T>({
  status,
  items,
  onRetry,
  loadingText,
  errorText,
  errorHint,
  retryLabel,
  emptyTitle,
  emptyHint,
  emptyAction,
  testId,
  children,
}: ListStateProps<T>) {
  if (status === 'pending') {
    return (
      <Center py="lg" data-testid={testId} data-state="loading">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            {loadingText}
          </Text>
        </Stack>
      </Center>
    );
  }
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
