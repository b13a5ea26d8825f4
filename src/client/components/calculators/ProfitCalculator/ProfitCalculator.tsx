import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFIT_COST_ITEMS, type ProfitCostItem, calculateProfit } from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import { type GuideCrop, cropFigures } from '../../../lib/cropCalculator';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import type { ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCalculator, useGuideCalculator } from '../GuideCalculator/GuideCalculator';

const NO_COSTS = Object.fromEntries(PROFIT_COST_ITEMS.map((item) => [item, '0'])) as Record<ProfitCostItem, string>;
const EMPTY = { cropId: '', area: '', yieldPerFeddan: '', sellingPrice: '', ...NO_COSTS };
type ProfitForm = typeof EMPTY;

/** Crops whose guide gives an expected yield per feddan that converts to kg. */
const offersYield = (crop: GuideCrop) => cropFigures(crop).yieldPerFeddan !== null;
/** What a chosen crop fills in: its guide's yield per feddan. */
const fillYield = (crop: GuideCrop) => ({ yieldPerFeddan: fieldText(cropFigures(crop).yieldPerFeddan) });

/**
 * Profit: area, yield per feddan and selling price, with per-feddan costs that default to 0 → revenue, total costs,
 * profit and margin (one decimal). From a crop of the guide it fills the yield per feddan (in kg).
 */
export function ProfitCalculator() {
  const { t } = useTranslation();
  const format = useCalculatorFormat();
  const calculator = useGuideCalculator<ProfitForm>('fellah.calculator.profit', EMPTY, fillYield);
  const { form } = calculator;

  const result = useMemo(
    () =>
      calculateProfit({
        area: parseDecimal(form.area) ?? 0,
        yieldPerFeddan: parseDecimal(form.yieldPerFeddan) ?? 0,
        sellingPrice: parseDecimal(form.sellingPrice) ?? 0,
        costsPerFeddan: Object.fromEntries(PROFIT_COST_ITEMS.map((item) => [item, parseDecimal(form[item])])),
      }),
    [form],
  );

  const figures: ResultFigure[] | null = result && [
    { label: t('calculator.results.revenueTotal'), value: format.egp(result.revenue), testId: 'profit-revenue' },
    { label: t('calculator.results.totalCosts'), value: format.egp(result.totalCosts), testId: 'profit-costs' },
    {
      label: t('calculator.results.profit'),
      value: format.egp(result.profit),
      negative: result.profit < 0,
      testId: 'profit-profit',
    },
    {
      label: t('calculator.results.margin'),
      value: format.percent(result.margin),
      negative: result.margin < 0,
      testId: 'profit-margin',
    },
  ];

  return (
    <GuideCalculator
      name="profit"
      calculator={calculator}
      offers={offersYield}
      fields={[
        { field: 'area', required: true, testId: 'profit-area' },
        { field: 'yieldPerFeddan', required: true, testId: 'profit-yield' },
        { field: 'sellingPrice', required: true, testId: 'profit-price' },
      ]}
      columns={3}
      figures={figures}
      more={
        <Fieldset legend={t('calculator.fields.costsTitle')} radius="md" variant="filled">
          <Text size="xs" c="dimmed" mb="xs">
            {t('calculator.fields.costsHint')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {PROFIT_COST_ITEMS.map((item) => (
              <CalculatorField
                key={item}
                label={t(`calculator.costs.${item}`)}
                value={form[item]}
                onChange={calculator.set(item)}
                testId={`profit-cost-${item}`}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      }
    />
  );
}
