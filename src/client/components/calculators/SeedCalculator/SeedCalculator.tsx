import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GERMINATION_RATE, calculateSeed } from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import { type GuideCrop, cropFigures } from '../../../lib/cropCalculator';
import type { ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCalculator, useGuideCalculator } from '../GuideCalculator/GuideCalculator';
import { SeedProductSuggestions } from '../SeedProductSuggestions/SeedProductSuggestions';

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
  const calculator = useGuideCalculator<SeedForm>('fellah.calculator.seed', EMPTY, fillSeedRate);
  const { form } = calculator;

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
    <GuideCalculator
      name="seed"
      calculator={calculator}
      offers={offersSeedRate}
      fields={[
        { field: 'area', required: true, testId: 'seed-area' },
        { field: 'seedRate', required: true, testId: 'seed-rate' },
        { field: 'germination', required: true, testId: 'seed-germination' },
        { field: 'seedPrice', testId: 'seed-price' },
      ]}
      columns={2}
      figures={figures}
    >
      {result && (
        <SeedProductSuggestions
          cropSlug={calculator.chosenCrop?.slug ?? null}
          seedsNeededKg={result.seedsNeeded}
          germination={parseDecimal(form.germination) ?? DEFAULT_GERMINATION_RATE}
        />
      )}
    </GuideCalculator>
  );
}
