import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryFailure } from './QueryFailure';

/** What the view needs of a read of one thing. */
export interface OneQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface QueryViewProps<T> {
  query: OneQuery<T>;
  loadingText: string;
  /** The title of the failure shown when the read failed and nothing was read before. */
  failureTitle: string;
  loadingTestId?: string;
  failureTestId?: string;
  children: (data: T) => ReactNode;
}

/** One thing read from the server (an order, an account, the dashboard): a loading line, the failure with Retry, then the thing. */
export function QueryView<T>({
  query,
  loadingText,
  failureTitle,
  loadingTestId,
  failureTestId,
  children,
}: QueryViewProps<T>) {
  return (
    <>
      {query.isPending && (
        <Group gap="xs" data-testid={loadingTestId}>
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {loadingText}
          </Text>
        </Group>
      )}
      {query.isError && !query.data && (
        <QueryFailure
          title={failureTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId={failureTestId}
        />
      )}
      {query.data && children(query.data)}
    </>
  );
}
