import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { localisedCrop } from '../../../lib/cropDisplay';
import { CropPicture } from '../CropPicture/CropPicture';
import type { CropPagePartProps } from '../cropPagePart';

/** The top of the crop page: Back to Crops, picture, the name in both languages, type, seasons and tags. */
export function CropHeader({ crop, summary }: CropPagePartProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = localisedCrop(summary, language);
  const name = text.name ?? t('crops.card.unnamed');

  return (
    <Stack gap="md">
      <div>
        <Button component={Link} href="/crops" variant="subtle" size="compact-md" px={4} data-testid="back-to-crops">
          {t('crop.backToCrops')}
        </Button>
      </div>
      <Group gap="lg" align="center" wrap="nowrap">
        <CropPicture image={summary.image} type={summary.type} name={name} variant="header" lazy={false} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 28, sm: 36 }} data-testid="crop-title">
            {name}
          </Title>
          {text.otherName && (
            <Text c="dimmed" fz="lg" data-testid="crop-other-name">
              <bdi lang={language === 'ar' ? 'en' : 'ar'}>{text.otherName}</bdi>
            </Text>
          )}
          <Group gap={6}>
            <Badge
              variant={summary.type === 'grain' ? 'light' : 'filled'}
              color={summary.type === 'grain' ? 'wheat' : 'leaf'}
              c={summary.type === 'grain' ? 'wheat.9' : undefined}
            >
              {summary.type ? t(`crops.types.${summary.type}`) : t('crops.types.unknown')}
            </Badge>
            {crop.seasons.map((season) => (
              <Badge key={season} variant="light" color="wheat" c="wheat.9">
                {t(`crop.seasons.${season as 'winter'}`, { defaultValue: season })}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      {crop.tags.length > 0 && (
        <Group gap={6} aria-label={t('crop.tags')} role="list">
          {crop.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" color="gray" tt="none" fw={500} role="listitem">
              {(language === 'ar' && tag.name_ar) || tag.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
