import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIMARY_HEIGHT } from './primaryAction';

/** What Refresh needs of a read: whether it is being read again, and how to read it again. */
export interface Refreshable {
  isFetching: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

interface RefreshButtonProps {
  query: Refreshable;
  /** Another way to read again (invalidating every page of a list, say); the query's own refetch otherwise. */
  onRefresh?: () => unknown;
}

/** A section's Refresh: reads its data again, spinning while a read it already had is renewed. */
export function RefreshButton({ query, onRefresh }: RefreshButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      h={PRIMARY_HEIGHT}
      onClick={() => void (onRefresh ? onRefresh() : query.refetch())}
      loading={query.isFetching && !query.isPending}
    >
      {t('admin.common.refresh')}
    </Button>
  );
}
