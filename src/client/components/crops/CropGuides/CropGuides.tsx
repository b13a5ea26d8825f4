import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CropGuide, useCropGuides } from '../../../hooks/useCrop';
import { useGuideReader } from '../../../hooks/useGuideReader';
import { useLanguage } from '../../../hooks/useLanguage';
import { markdownExcerpt } from '../../../lib/markdown';
import { ListState } from '../../ListState/ListState';
import { GuideReader } from '../GuideReader/GuideReader';

function GuideCard({ guide, onRead }: { guide: CropGuide; onRead: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const arabic = language === 'ar';
  const title = (arabic && guide.title_ar) || guide.title;
  const excerpt = arabic && guide.body_ar ? markdownExcerpt(guide.body_ar) : guide.excerpt;
  const excerptLanguage = arabic && guide.body_ar ? 'ar' : 'en';
  return (
    <Paper withBorder radius="md" p="md" data-testid="guide-item">
      <Stack gap={6} h="100%">
        <Text fw={700}>{title}</Text>
        <Group gap="sm">
          {guide.author && (
            <Text size="xs" c="dimmed">
              {t('crop.guides.by', { author: guide.author.name })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('crop.guides.minutes', { count: guide.reading_minutes })}
          </Text>
        </Group>
        {excerpt && (
          <Text size="sm" c="dimmed" lang={excerptLanguage} dir={excerptLanguage === 'ar' ? 'rtl' : 'ltr'} lineClamp={3}>
            {excerpt}
          </Text>
        )}
        <div style={{ marginTop: 'auto' }}>
          <Button variant="light" size="sm" onClick={onRead} aria-label={t('crop.guides.readTitle', { title })} data-testid="guide-read">
            {t('crop.guides.read')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** The crop's guides (`crops.guides`) with a reader for the chosen one. */
export function CropGuides({ cropId }: { cropId: string }) {
  const { t } = useTranslation();
  const guides = useCropGuides(cropId);
  const reader = useGuideReader();
  const opened = guides.data?.find((guide) => guide.slug === reader.open || guide.id === reader.open) ?? null;
  return (
    <>
      <ListState
        status={guides.status}
        items={guides.data}
        onRetry={() => void guides.refetch()}
        loadingText={t('crop.guides.loading')}
        errorText={t('crop.guides.error')}
        retryLabel={t('crop.guides.retry')}
        emptyTitle={t('crop.guides.empty')}
        testId="guide-list"
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {items.map((guide) => (
              <GuideCard key={guide.id} guide={guide} onRead={() => reader.show(guide.slug)} />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      <GuideReader guide={opened} onClose={reader.close} />
    </>
  );
}
