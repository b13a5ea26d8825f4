import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_IRRIGATION_EFFICIENCY,
  IRRIGATION_CROPS,
  IRRIGATION_SEASONS,
  type IrrigationCrop,
  type IrrigationSeason,
  calculateIrrigation,
} from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { parseDecimal } from '../../../lib/calculatorInput';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import { CalculatorResults, type ResultFigure } from '../CalculatorResults/CalculatorResults';
import { useCalculatorForm } from '../useCalculatorForm';

const EMPTY = { crop: 'tomato', season: 'summer', area: '', efficiency: String(DEFAULT_IRRIGATION_EFFICIENCY) };
type IrrigationForm = typeof EMPTY;

const isCrop = (value: string): value is IrrigationCrop => (IRRIGATION_CROPS as readonly string[]).includes(value);
const isSeason = (value: string): value is IrrigationSeason => (IRRIGATION_SEASONS as readonly string[]).includes(value);

/**
 * Irrigation: crop (tomato, wheat, corn, lettuce), season, area and efficiency (70 % unless changed) → daily, weekly
 * and monthly litres, from the spec's table of daily litres per feddan.
 */
export function IrrigationCalculator() {
  const { t } = useTranslation();
  const format = useCalculatorFormat();
  const { form, set } = useCalculatorForm<IrrigationForm>('fellah.calculator.irrigation', EMPTY);

  const result = useMemo(
    () =>
      isCrop(form.crop) && isSeason(form.season)
        ? calculateIrrigation({
            crop: form.crop,
            season: form.season,
            area: parseDecimal(form.area) ?? 0,
            efficiency: parseDecimal(form.efficiency) ?? 0,
          })
        : null,
    [form],
  );

  const figures: ResultFigure[] | null = result && [
    { label: t('calculator.results.daily'), value: format.litres(result.daily), testId: 'irrigation-daily' },
    { label: t('calculator.results.weekly'), value: format.litres(result.weekly), testId: 'irrigation-weekly' },
    { label: t('calculator.results.monthly'), value: format.litres(result.monthly), testId: 'irrigation-monthly' },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('calculator.fields.irrigationCrop')}
          value={form.crop}
          onChange={(event) => set('crop')(event.currentTarget.value)}
          data={IRRIGATION_CROPS.map((crop) => ({ value: crop, label: t(`calculator.irrigationCrops.${crop}`) }))}
          data-testid="irrigation-crop"
        />
        <NativeSelect
          label={t('calculator.fields.season')}
          value={form.season}
          onChange={(event) => set('season')(event.currentTarget.value)}
          data={IRRIGATION_SEASONS.map((season) => ({ value: season, label: t(`calculator.seasons.${season}`) }))}
          data-testid="irrigation-season"
        />
        <CalculatorField label={t('calculator.fields.area')} value={form.area} onChange={set('area')} required testId="irrigation-area" />
        <CalculatorField label={t('calculator.fields.efficiency')} value={form.efficiency} onChange={set('efficiency')} required testId="irrigation-efficiency" />
      </SimpleGrid>
      <CalculatorResults figures={figures} prompt={t('calculator.prompts.irrigation')} testId="irrigation-results">
        {result && (
          <Text size="xs" c="dimmed">
            {t('calculator.results.baseNeed', { litres: format.litres(result.litresPerFeddan) })}
          </Text>
        )}
      </CalculatorResults>
    </Stack>
  );
}
