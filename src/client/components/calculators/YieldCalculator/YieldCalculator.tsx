import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calculateYield } from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import { type GuideCrop, cropFigures } from '../../../lib/cropCalculator';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import { CalculatorResults, type ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCropStart } from '../GuideCropStart/GuideCropStart';
import { useCalculatorForm, useGuideCropStart } from '../useCalculatorForm';

const EMPTY = { cropId: '', area: '', plantDensity: '', weightPerPlant: '', marketPrice: '' };
type YieldForm = typeof EMPTY;

/** Crops whose guide gives a plant density and a weight per plant. */
const offersYieldFigures = (crop: GuideCrop) => cropFigures(crop).plantDensity !== null && cropFigures(crop).weightPerPlant !== null;
/** What a chosen crop fills in: its guide's plant density and weight per plant. */
const fillYieldFigures = (crop: GuideCrop) => {
  const figures = cropFigures(crop);
  return { plantDensity: fieldText(figures.plantDensity), weightPerPlant: fieldText(figures.weightPerPlant) };
};

/**
 * Yield: area, plant density and average weight per plant (market price optional) → plants, yield and revenue. It can
 * start from a crop of the guide, which fills the density and the weight.
 */
export function YieldCalculator() {
  const { t } = useTranslation();
  const format = useCalculatorFormat();
  const { form, setForm, set } = useCalculatorForm<YieldForm>('fellah.calculator.yield', EMPTY);
  const { chooseCrop, chosenCrop } = useGuideCropStart(form, setForm, fillYieldFigures);

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
      <GuideCropStart value={form.cropId} chosenCrop={chosenCrop} onChange={chooseCrop} offers={offersYieldFigures} testId="yield-crop" />
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
