import { Group, type MantineSize, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CropGuide } from '../../../hooks/useCrop';

/**
 * Who wrote a guide (when it says) and how long it takes to read, dimmed, on the guide's card and in its reader. The
 * shop's own guides (an administrator's account, 'Fellah Administrator') are signed by the team, in the reader's language.
 */
export function GuideByline({ guide, size }: { guide: CropGuide; size: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      {guide.author && (
        <Text size={size} c="dimmed">
          {guide.author.is_staff ? t('crop.guides.byTeam') : t('crop.guides.by', { author: guide.author.name })}
        </Text>
      )}
      <Text size={size} c="dimmed">
        {t('crop.guides.minutes', { count: guide.reading_minutes })}
      </Text>
    </Group>
  );
}
