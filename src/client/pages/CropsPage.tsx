import '../styles/cropPages';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CropFilters } from '../components/crops/CropFilters/CropFilters';
import { CropResults } from '../components/crops/CropResults/CropResults';
import { useCropList, useCropStatistics } from '../hooks/useCrops';
import { useCropsQuery } from '../hooks/useCropsQuery';
import { usePageTitle } from '../hooks/usePageTitle';

function scrollToList() {
  document.getElementById('crop-results')?.scrollIntoView({ block: 'start' });
}

/** /crops — the crop guide's list: title, count of active crops, type filters, the cards and their pages. */
export function CropsPage() {
  const { t } = useTranslation();
  usePageTitle(t('crops.pageTitle'));
  const crops = useCropsQuery();
  const { query } = crops;
  const list = useCropList(query);
  const statistics = useCropStatistics();
  const pagination = list.data?.pagination;

  // A link to a page past the end (the list got shorter) goes to the last page instead of an empty one.
  useEffect(() => {
    if (pagination && list.data?.crops.length === 0 && pagination.total > 0 && query.page > pagination.totalPages) {
      crops.goToPage(pagination.totalPages, pagination.totalPages, { replace: true });
    }
  }, [pagination, list.data, query.page, crops]);

  const activeCrops = statistics.data?.active_crops;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Group gap="sm" align="baseline" wrap="wrap">
            <Title order={1}>{t('crops.title')}</Title>
            {activeCrops !== undefined && (
              <Text c="leaf.8" fw={700} data-testid="active-crops">
                {t('crops.activeCount', { count: activeCrops })}
              </Text>
            )}
          </Group>
          <Text c="dimmed" mt={4} maw={760}>
            {t('crops.subtitle')}
          </Text>
        </div>
        <CropFilters active={query.type} counts={statistics.data} onChange={crops.filterBy} />
        <Box id="crop-results" style={{ scrollMarginTop: 80 }}>
          <CropResults
            status={list.status}
            error={list.error}
            crops={list.data?.crops}
            pagination={pagination}
            type={query.type}
            refreshing={list.isPlaceholderData}
            onRetry={() => void list.refetch()}
            onViewAll={() => crops.filterBy(undefined)}
            onPageChange={(page) => {
              crops.goToPage(page, pagination?.totalPages ?? 1);
              scrollToList();
            }}
          />
        </Box>
      </Stack>
    </Container>
  );
}
