import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../ListState/ListState';
import { PanelTitle } from '../PanelTitle/PanelTitle';

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
      <PanelTitle title={t(`security.${section}.title`)} subtitle={t(`security.${section}.subtitle`)} mb="md" />
      <ListState query={query} items={query.data?.items} texts={`security.${section}`} testId={testId}>
        {children}
      </ListState>
    </Paper>
  );
}
