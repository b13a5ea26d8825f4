import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GERMINATION_RATE, calculateSeed } from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import { type GuideCrop, cropFigures } from '../../../lib/cropCalculator';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import { CalculatorResults, type ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCropStart } from '../GuideCropStart/GuideCropStart';
import { SeedProductSuggestions } from '../SeedProductSuggestions/SeedProductSuggestions';
import { useCalculatorForm, useGuideCropStart } from '../useCalculatorForm';

const EMPTY = { cropId: '', area: '', seedRate: '', germination: String(DEFAULT_GERMINATION_RATE), seedPrice: '' };
type SeedForm = typeof EMPTY;

/** Crops whose guide gives a seed rate. */
const offersSeedRate = (crop: GuideCrop) => cropFigures(crop).seedRate !== null;
/** What a chosen crop fills in: its guide's seed rate. */
const fillSeedRate = (crop: GuideCrop) => ({ seedRate: fieldText(cropFigures(crop).seedRate) });

/**
 * Seed: area, seed rate and germination (85 % unless changed; seed price optional) → seed needed and its cost. From a
 * crop of the guide it fills the seed rate and offers the shop's matching seed products.
 */
export function SeedCalculator() {
  const { t } = useTranslation();
  const format = useCalculatorFormat();
  const { form, setForm, set } = useCalculatorForm<SeedForm>('fellah.calculator.seed', EMPTY);
  const { chooseCrop, chosenCrop } = useGuideCropStart(form, setForm, fillSeedRate);

  const result = useMemo(
    () =>
      calculateSeed({
        area: parseDecimal(form.area) ?? 0,
        seedRate: parseDecimal(form.seedRate) ?? 0,
        // An emptied germination field is "not given": no result, rather than the default behind the reader's back.
        germinationRate: parseDecimal(form.germination) ?? 0,
        seedPrice: parseDecimal(form.seedPrice),
      }),
    [form],
  );

  const figures: ResultFigure[] | null = result && [
    {
      label: t('calculator.results.seedsNeeded'),
      value: format.kg(result.seedsNeeded),
      // Vegetable seed is bought by the gram: below a kilogram, say how many.
      detail: result.seedsNeeded < 1 ? format.grams(result.seedsNeeded * 1000) : undefined,
      testId: 'seed-needed',
    },
    {
      label: t('calculator.results.seedCost'),
      value: result.cost === null ? null : format.egp(result.cost),
      hint: t('calculator.results.addPriceForCost'),
      testId: 'seed-cost',
    },
  ];

  return (
    <Stack gap="md">
      <GuideCropStart value={form.cropId} chosenCrop={chosenCrop} onChange={chooseCrop} offers={offersSeedRate} testId="seed-crop" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CalculatorField label={t('calculator.fields.area')} value={form.area} onChange={set('area')} required testId="seed-area" />
        <CalculatorField label={t('calculator.fields.seedRate')} value={form.seedRate} onChange={set('seedRate')} required testId="seed-rate" />
        <CalculatorField label={t('calculator.fields.germination')} value={form.germination} onChange={set('germination')} required testId="seed-germination" />
        <CalculatorField label={t('calculator.fields.seedPrice')} value={form.seedPrice} onChange={set('seedPrice')} testId="seed-price" />
      </SimpleGrid>
      <CalculatorResults figures={figures} prompt={t('calculator.prompts.seed')} testId="seed-results">
        {result && <SeedProductSuggestions cropSearch={chosenCrop?.name ?? null} seedsNeededKg={result.seedsNeeded} />}
      </CalculatorResults>
    </Stack>
  );
}
