import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SoilType, useCropSoils } from '../../../hooks/useCrop';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatRange } from '../../../../shared/readingOrder';
import { formatNumber } from '../../../lib/format';
import { ListGrid } from '../../ListState/ListGrid';

function SoilCard({ soil }: { soil: SoilType }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const arabic = language === 'ar';
  const name = (arabic && soil.name_ar) || soil.name;
  const description = (arabic && soil.description_ar) || soil.description;
  const texture = (arabic && soil.texture_ar) || soil.texture;
  const ph =
    soil.ph_min !== null && soil.ph_max !== null
      ? t('crop.soils.ph', {
          range: formatRange(soil.ph_min, soil.ph_max, (value) => formatNumber(value, language, 1)),
        })
      : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="soil-item">
      <Text fw={700}>{name}</Text>
      <Group gap={6} mt={6}>
        {ph && (
          <Badge variant="light" color="gray" tt="none">
            {ph}
          </Badge>
        )}
        {soil.drainage && (
          <Badge variant="light" color="blue" tt="none">
            {t('crop.soils.drainage')}: {t(`crop.soils.drainageLevels.${soil.drainage}`)}
          </Badge>
        )}
        {soil.organic_matter && (
          <Badge variant="light" color="wheat" c="wheat.9" tt="none">
            {t('crop.soils.organicMatter')}: {t(`crop.soils.levels.${soil.organic_matter}`)}
          </Badge>
        )}
      </Group>
      {texture && (
        <Text size="sm" mt="xs">
          <Text span fw={600}>
            {t('crop.soils.texture')}:
          </Text>{' '}
          {texture}
        </Text>
      )}
      {description && (
        <Text size="sm" c="dimmed" mt="xs" lineClamp={4}>
          {description}
        </Text>
      )}
    </Paper>
  );
}

/** The soil types suited to the crop (`soilTypes.forCrop`), with pH, drainage, organic matter and texture. */
export function CropSoils({ cropId }: { cropId: string }) {
  const soils = useCropSoils(cropId);
  return (
    <ListGrid query={soils} items={soils.data} texts="crop.soils" testId="soil-list">
      {(soil) => <SoilCard key={soil.id} soil={soil} />}
    </ListGrid>
  );
}
