import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CROP_TYPES, type CropType } from '../../../../shared/cropsQuery';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../hooks/useLanguage';
import classes from './CropFilters.module.css';

interface CropFiltersProps {
  /** The type shown; undefined for all crops. */
  active: CropType | undefined;
  /** `crops.statistics`: all active crops and per type; absent while it loads. */
  counts: { active_crops: number; by_type: Partial<Record<string, number>> } | undefined;
  onChange: (type: CropType | undefined) => void;
}

/** The filter buttons: all, vegetable, grain, fruit and herb, each with its count of active crops (44 px tall on a phone). */
export function CropFilters({ active, counts, onChange }: CropFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options: { key: 'all' | CropType; type: CropType | undefined; count: number | undefined }[] = [
    { key: 'all', type: undefined, count: counts?.active_crops },
    ...CROP_TYPES.map((type) => ({ key: type, type, count: counts ? (counts.by_type[type] ?? 0) : undefined })),
  ];
  return (
    <Group
      gap="xs"
      role="group"
      aria-label={t('crops.filters.label')}
      className={classes.filters}
      data-testid="crop-filters"
    >
      {options.map(({ key, type, count }) => {
        const selected = active === type;
        return (
          <Button
            key={key}
            variant={selected ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            aria-pressed={selected}
            onClick={() => onChange(type)}
            rightSection={
              count === undefined ? undefined : (
                <Badge
                  size="sm"
                  circle={count < 10}
                  variant={selected ? 'white' : 'light'}
                  data-testid="crop-filter-count"
                >
                  {formatNumber(count, language)}
                </Badge>
              )
            }
            data-testid={`crop-filter-${key}`}
          >
            {t(`crops.filters.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
