import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../ListState/ListState';

interface SecurityListCardProps<T> {
  /** Whose texts (`security.<section>.*`): the title, the subtitle and the list's states. */
  section: 'sessions' | 'history';
  /** The list's query (react-query), answering `{ items }`. */
  query: { status: 'pending' | 'error' | 'success'; data?: { items: readonly T[] }; refetch: () => unknown };
  testId: string;
  children: (items: readonly T[]) => ReactNode;
}

/** A list of the Security tab in its card: the title, what it shows, and the list in its loading, error and empty states. */
export function SecurityListCard<T>({ section, query, testId, children }: SecurityListCardProps<T>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Title order={2} fz="xl">
        {t(`security.${section}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(`security.${section}.subtitle`)}
      </Text>
      <ListState
        status={query.status}
        items={query.data?.items}
        onRetry={() => void query.refetch()}
        loadingText={t(`security.${section}.loading`)}
        errorText={t(`security.${section}.loadFailed`)}
        retryLabel={t(`security.${section}.retry`)}
        emptyTitle={t(`security.${section}.empty`)}
        testId={testId}
      >
        {children}
      </ListState>
    </Paper>
  );
}
