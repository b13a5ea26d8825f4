import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CropGuide, useCropGuides } from '../../../hooks/useCrop';
import { useGuideReader } from '../../../hooks/useGuideReader';
import { useLanguage } from '../../../hooks/useLanguage';
import { directionOf } from '../../../i18n';
import { ListGrid } from '../../ListState/ListGrid';
import { GuideReader } from '../GuideReader/GuideReader';
import { GuideByline } from '../GuideByline/GuideByline';
import { guidePreview } from './guidePreview';

function GuideCard({ guide, onRead }: { guide: CropGuide; onRead: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const arabic = language === 'ar';
  const title = (arabic && guide.title_ar) || guide.title;
  const preview = guidePreview(guide, language);
  return (
    <Paper withBorder radius="md" p="md" data-testid="guide-item">
      <Stack gap={6} h="100%">
        <Text fw={700}>{title}</Text>
        <GuideByline guide={guide} size="xs" />
        {preview && 'englishOnly' in preview && (
          <Text size="sm" c="dimmed" data-testid="guide-english-only">
            {t('crop.guides.englishOnly')}
          </Text>
        )}
        {preview && 'excerpt' in preview && (
          <Text size="sm" c="dimmed" lang={preview.lang} dir={directionOf(preview.lang)} lineClamp={3}>
            {preview.excerpt}
          </Text>
        )}
        <div style={{ marginTop: 'auto' }}>
          <Button
            variant="light"
            size="sm"
            onClick={onRead}
            aria-label={t('crop.guides.readTitle', { title })}
            data-testid="guide-read"
          >
            {t('crop.guides.read')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** The crop's guides (`crops.guides`) with a reader for the chosen one. */
export function CropGuides({ cropId }: { cropId: string }) {
  const guides = useCropGuides(cropId);
  const reader = useGuideReader();
  const opened = guides.data?.find((guide) => guide.slug === reader.open || guide.id === reader.open) ?? null;
  return (
    <>
      <ListGrid query={guides} items={guides.data} texts="crop.guides" testId="guide-list">
        {(guide) => <GuideCard key={guide.id} guide={guide} onRead={() => reader.show(guide.slug)} />}
      </ListGrid>
      <GuideReader guide={opened} onClose={reader.close} />
    </>
  );
}
