import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { localisedCrop } from '../../../lib/cropDisplay';
import { formatNumber } from '../../../lib/format';
import classes from './CropFacts.module.css';
import type { CropPagePartProps } from '../cropPagePart';

/**
 * The crop's description and every agronomic fact it has: type, growing season, climate zone, Egypt's seasons,
 * water needs, spacing, expected yield, seed rate, plant density and yield per plant. A missing fact says so.
 */
export function CropFacts({ crop, summary }: CropPagePartProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const notGiven = t('crop.facts.notGiven');
  const arabic = language === 'ar';
  const description = localisedCrop(summary, language).description;
  const spacing = (arabic && crop.spacing_ar) || crop.spacing;

  const water = [
    crop.water_needs ? t(`crop.waterLevels.${crop.water_needs}`) : null,
    crop.water_needs_m3_per_feddan !== null
      ? t('crop.facts.waterAmount', { amount: number(crop.water_needs_m3_per_feddan) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const unit = crop.expected_yield_unit ? t(`crop.units.${crop.expected_yield_unit}`) : '';

  const facts: { key: string; label: string; value: string }[] = [
    {
      key: 'type',
      label: t('crop.facts.type'),
      value: summary.type ? t(`crops.types.${summary.type}`) : t('crops.types.unknown'),
    },
    {
      key: 'season',
      label: t('crop.facts.season'),
      value: summary.seasonDays === null ? notGiven : t('crop.facts.seasonDays', { count: summary.seasonDays }),
    },
    {
      key: 'climate',
      label: t('crop.facts.climate'),
      value: t(`crops.climates.${summary.climate as 'temperate'}`, { defaultValue: summary.climate }),
    },
    {
      key: 'seasons',
      label: t('crop.facts.cropSeasons'),
      value: crop.seasons.length
        ? crop.seasons.map((s) => t(`crop.seasons.${s as 'winter'}`, { defaultValue: s })).join(arabic ? '، ' : ', ')
        : t('crop.facts.perennial'),
    },
    { key: 'water', label: t('crop.facts.waterNeeds'), value: water || notGiven },
    { key: 'spacing', label: t('crop.facts.spacing'), value: spacing || notGiven },
    {
      key: 'yield',
      label: t('crop.facts.expectedYield'),
      value:
        crop.expected_yield_per_feddan !== null
          ? t('crop.facts.yieldValue', { amount: number(crop.expected_yield_per_feddan), unit }).trim()
          : notGiven,
    },
    {
      key: 'seedRate',
      label: t('crop.facts.seedRate'),
      value:
        crop.seed_rate_kg_per_feddan !== null
          ? t('crop.facts.seedRateValue', { amount: number(crop.seed_rate_kg_per_feddan) })
          : notGiven,
    },
    {
      key: 'density',
      label: t('crop.facts.plantDensity'),
      value:
        crop.plant_density_per_feddan !== null
          ? t('crop.facts.plantDensityValue', { amount: number(crop.plant_density_per_feddan) })
          : notGiven,
    },
    {
      key: 'weight',
      label: t('crop.facts.weightPerPlant'),
      value:
        crop.avg_weight_per_plant_kg !== null
          ? t('crop.facts.weightPerPlantValue', { amount: number(crop.avg_weight_per_plant_kg) })
          : notGiven,
    },
  ];

  return (
    <div>
      <Text mb="md" style={{ whiteSpace: 'pre-line' }} data-testid="crop-description">
        {description || t('crop.noDescription')}
      </Text>
      <dl className={classes.facts} data-testid="crop-facts">
        {facts.map((fact) => (
          <div key={fact.key} className={classes.fact} data-testid={`fact-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
