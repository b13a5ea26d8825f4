import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminNotify } from '../../../lib/adminMessages';
import { ListState } from '../../ListState/ListState';
import { ListPager } from '../../ListPager/ListPager';

/** What an admin list needs of its read: the items, and for a paged list its pagination. */
export interface AdminListQuery<T> {
  status: 'pending' | 'error' | 'success';
  data: { items: readonly T[]; pagination?: { total: number; totalPages: number } } | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface AdminListProps<T> {
  query: AdminListQuery<T>;
  loadingText: string;
  errorText: string;
  emptyTitle: string;
  emptyHint?: string;
  testId: string;
  /** The line above the items saying how many there are in all. */
  countText?: (count: number) => string;
  /** The page shown and where the pager goes; a list without it has a single page. */
  pages?: { page: number; onChange: (page: number) => void; testId?: string };
  children: (items: readonly T[]) => ReactNode;
}

/**
 * An admin list in its four states (loading, failed with the server's reason and Retry, empty, loaded); once loaded,
 * the count above the items and the pager under them.
 */
export function AdminList<T>({
  query,
  loadingText,
  errorText,
  emptyTitle,
  emptyHint,
  testId,
  countText,
  pages,
  children,
}: AdminListProps<T>) {
  const { t } = useTranslation();
  const { reasonOf } = useAdminNotify();
  return (
    <ListState
      status={query.status}
      items={query.data?.items}
      onRetry={() => void query.refetch()}
      loadingText={loadingText}
      errorText={errorText}
      errorHint={query.error ? reasonOf(query.error) : undefined}
      retryLabel={t('admin.common.retry')}
      emptyTitle={emptyTitle}
      emptyHint={emptyHint}
      testId={testId}
    >
      {(items) =>
        countText || pages ? (
          <Stack gap="sm">
            {countText && (
              <Text c="dimmed" size="sm">
                {countText(query.data?.pagination?.total ?? items.length)}
              </Text>
            )}
            {children(items)}
            {pages && (
              <ListPager
                page={pages.page}
                totalPages={query.data?.pagination?.totalPages ?? 1}
                onChange={pages.onChange}
                disabled={query.isFetching}
                testId={pages.testId}
              />
            )}
          </Stack>
        ) : (
          children(items)
        )
      }
    </ListState>
  );
}
