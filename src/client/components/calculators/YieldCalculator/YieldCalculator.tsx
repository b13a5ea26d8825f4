import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calculateYield } from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import { type GuideCrop, cropFigures } from '../../../lib/cropCalculator';
import type { ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCalculator, useGuideCalculator } from '../GuideCalculator/GuideCalculator';

const EMPTY = { cropId: '', area: '', plantDensity: '', weightPerPlant: '', marketPrice: '' };
type YieldForm = typeof EMPTY;

/** Crops whose guide gives a plant density and a weight per plant. */
const offersYieldFigures = (crop: GuideCrop) =>
  cropFigures(crop).plantDensity !== null && cropFigures(crop).weightPerPlant !== null;
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
  const calculator = useGuideCalculator<YieldForm>('fellah.calculator.yield', EMPTY, fillYieldFigures);
  const { form } = calculator;

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
    {
      label: t('calculator.results.totalYield'),
      value: format.kg(result.totalYield),
      detail: format.tonnes(result.totalYield),
      testId: 'yield-total',
    },
    {
      label: t('calculator.results.revenue'),
      value: result.revenue === null ? null : format.egp(result.revenue),
      hint: t('calculator.results.addPriceForRevenue'),
      testId: 'yield-revenue',
    },
  ];

  return (
    <GuideCalculator
      name="yield"
      calculator={calculator}
      offers={offersYieldFigures}
      fields={[
        { field: 'area', required: true, testId: 'yield-area' },
        { field: 'plantDensity', required: true, testId: 'yield-density' },
        { field: 'weightPerPlant', required: true, testId: 'yield-weight' },
        { field: 'marketPrice', testId: 'yield-price' },
      ]}
      columns={2}
      figures={figures}
    />
  );
}
