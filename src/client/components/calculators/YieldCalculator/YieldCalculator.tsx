import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calculateYield } from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { useGuideCrops } from '../../../hooks/useGuideCrops';
import { useLanguage } from '../../../hooks/useLanguage';
import { hasStringFields, useSessionState } from '../../../hooks/useSessionState';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import { type GuideCrop, cropFigures, cropName } from '../../../lib/cropCalculator';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import { CalculatorResults, type ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCropSelect } from '../GuideCropSelect/GuideCropSelect';

const EMPTY = { cropId: '', area: '', plantDensity: '', weightPerPlant: '', marketPrice: '' };
type YieldForm = typeof EMPTY;

/** Crops whose guide gives a plant density and a weight per plant. */
const offersYieldFigures = (crop: GuideCrop) => cropFigures(crop).plantDensity !== null && cropFigures(crop).weightPerPlant !== null;

/**
 * Yield: area, plant density and average weight per plant (market price optional) → plants, yield and revenue. It can
 * start from a crop of the guide, which fills the density and the weight.
 */
export function YieldCalculator() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const crops = useGuideCrops();
  const format = useCalculatorFormat();
  const [form, setForm] = useSessionState<YieldForm>('fellah.calculator.yield', EMPTY, hasStringFields(EMPTY));
  const set = (field: keyof YieldForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const chooseCrop = (crop: GuideCrop | null) => {
    if (!crop) return setForm((current) => ({ ...current, cropId: '' }));
    const figures = cropFigures(crop);
    setForm((current) => ({
      ...current,
      cropId: crop.id,
      plantDensity: fieldText(figures.plantDensity),
      weightPerPlant: fieldText(figures.weightPerPlant),
    }));
  };

  const chosenCrop = crops.data?.find((crop) => crop.id === form.cropId) ?? null;
  const result = useMemo(
    () =>
      calculateYield({
        area: parseDecimal(form.area) ?? 0,
        plantDensity: parseDecimal(form.plantDensity) ?? 0,
        weightPerPlant: parseDecimal(form.weightPerPlant) ?? 0,
        marketPrice: parseDecimal(form.marketPrice),
      }),
    [form],
  );

  const figures: ResultFigure[] | null = result && [
    { label: t('calculator.results.plants'), value: format.plants(result.plants), testId: 'yield-plants' },
    { label: t('calculator.results.totalYield'), value: format.kg(result.totalYield), detail: format.tonnes(result.totalYield), testId: 'yield-total' },
    {
      label: t('calculator.results.revenue'),
      value: result.revenue === null ? null : format.egp(result.revenue),
      hint: t('calculator.results.addPriceForRevenue'),
      testId: 'yield-revenue',
    },
  ];

  return (
    <Stack gap="md">
      <GuideCropSelect value={form.cropId} onChange={chooseCrop} offers={offersYieldFigures} testId="yield-crop" />
      {chosenCrop && (
        <Text size="sm" c="leaf.8" data-testid="yield-crop-note">
          {t('calculator.guideCrop.filled', { crop: cropName(chosenCrop, language) })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CalculatorField label={t('calculator.fields.area')} value={form.area} onChange={set('area')} required testId="yield-area" />
        <CalculatorField label={t('calculator.fields.plantDensity')} value={form.plantDensity} onChange={set('plantDensity')} required testId="yield-density" />
        <CalculatorField label={t('calculator.fields.weightPerPlant')} value={form.weightPerPlant} onChange={set('weightPerPlant')} required testId="yield-weight" />
        <CalculatorField label={t('calculator.fields.marketPrice')} value={form.marketPrice} onChange={set('marketPrice')} testId="yield-price" />
      </SimpleGrid>
      <CalculatorResults figures={figures} prompt={t('calculator.prompts.yield')} testId="yield-results" />
    </Stack>
  );
}
