import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../../../../shared/pagination';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { type CropSummary, shownRange } from '../../../lib/cropDisplay';
import type { CropType } from '../../../../shared/cropsQuery';
import { isNetworkFailure, serverMessage } from '../../../lib/errors';
import { CatalogueResults } from '../../CatalogueResults/CatalogueResults';
import { CropCard } from '../CropCard/CropCard';

interface CropResultsProps {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  crops: readonly CropSummary[] | undefined;
  pagination: Pagination | undefined;
  /** The type filter in force (for the empty state's words). */
  type: CropType | undefined;
  /** A new page or type is on its way: the list on screen is the previous one. */
  refreshing: boolean;
  onRetry: () => void;
  onViewAll: () => void;
  onPageChange: (page: number) => void;
}

/**
 * The crops list's states (storefront.md sections 4 and 8): loading; 'Failed to Load Crops' with the server's message
 * and 'Try again' when the server refused; 'Unable to Load Crops' with Retry when no answer came; the empty list
 * with 'View All Crops' when filtered; the cards with 'Showing X to Y of Z crops', 'Page N of M' and the page buttons.
 */
export function CropResults({
  status,
  error,
  crops,
  pagination,
  type,
  refreshing,
  onRetry,
  onViewAll,
  onPageChange,
}: CropResultsProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const offline = status === 'error' && isNetworkFailure(error);
  const message = serverMessage(error);
  const range = pagination && crops ? shownRange(pagination, crops.length) : null;

  const showing = pagination && range && range.to > 0 && (
    <Group justify="space-between" gap="xs" aria-live="polite">
      <Text size="sm" c="dimmed" data-testid="crops-showing">
        {t('crops.showing', { from: range.from, to: range.to, count: pagination.total })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="crops-page-of">
        {t('crops.pageOf', { page: pagination.page, totalPages: pagination.totalPages })}
      </Text>
    </Group>
  );

  return (
    <CatalogueResults
      summary={showing}
      status={status}
      items={crops}
      onRetry={onRetry}
      loadingText={t('crops.states.loading')}
      errorText={offline ? t('crops.states.offlineTitle') : t('crops.states.errorTitle')}
      errorHint={offline ? t('crops.states.offlineText') : message ? translate(message) : t('crops.states.errorText')}
      retryLabel={offline ? t('crops.states.retry') : t('crops.states.tryAgain')}
      emptyTitle={t('crops.states.emptyTitle')}
      emptyHint={
        type ? t('crops.states.emptyFiltered', { type: t(`crops.typeInSentence.${type}`) }) : t('crops.states.emptyAll')
      }
      emptyAction={
        type ? (
          <Button variant="light" onClick={onViewAll} mt="xs" data-testid="view-all-crops">
            {t('crops.states.viewAll')}
          </Button>
        ) : undefined
      }
      testId="crop-list"
      refreshing={refreshing}
      cols={{ base: 2, sm: 3, lg: 4 }}
      pagination={pagination}
      pages="crops.pagination"
      pagerTestId="crops-pagination"
      onPageChange={onPageChange}
    >
      {(crop, index) => <CropCard key={crop.ref ?? index} crop={crop} eagerImage={index < 4} />}
    </CatalogueResults>
  );
}
