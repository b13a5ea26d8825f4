import { Alert, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CropGuide } from '../../../hooks/useCrop';
import { useLanguage } from '../../../hooks/useLanguage';
import { MarkdownContent } from '../MarkdownContent/MarkdownContent';
import { GuideByline } from '../GuideByline/GuideByline';

interface GuideReaderProps {
  guide: CropGuide | null;
  onClose: () => void;
}

/** A guide opened to read: its title, author and reading time, and its Markdown body in the reader's language. */
export function GuideReader({ guide, onClose }: GuideReaderProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  // The last guide shown stays in the reader while it closes, so the title does not blank during the transition.
  const [shown, setShown] = useState(guide);
  if (guide && guide !== shown) setShown(guide);
  const arabic = language === 'ar';
  const body = shown ? (arabic && shown.body_ar) || shown.body : '';
  const bodyLanguage = arabic && shown?.body_ar ? 'ar' : 'en';
  const title = shown ? (arabic && shown.title_ar) || shown.title : '';

  return (
    <Modal
      opened={guide !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('crop.guides.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="guide-reader"
    >
      {shown && (
        <Stack gap="md">
          <GuideByline guide={shown} size="sm" />
          {arabic && !shown.body_ar && (
            <Alert color="gray" variant="light" p="xs">
              {t('crop.guides.englishOnly')}
            </Alert>
          )}
          <MarkdownContent markdown={body} lang={bodyLanguage} />
        </Stack>
      )}
    </Modal>
  );
}
