import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DAILY_WATER_LITRES_PER_FEDDAN,
  DEFAULT_IRRIGATION_EFFICIENCY,
  IRRIGATION_CROPS,
  IRRIGATION_SEASONS,
  type IrrigationSeason,
  calculateIrrigation,
} from '../../../../shared/calculators';
import { useCalculatorFormat } from '../../../hooks/useCalculatorFormat';
import { useGuideCrops } from '../../../hooks/useGuideCrops';
import { useLanguage } from '../../../hooks/useLanguage';
import { fieldText, parseDecimal } from '../../../lib/calculatorInput';
import {
  type GuideWater,
  type IrrigationChoice,
  cropName,
  guideChoiceValue,
  guideWater,
  irrigationChoiceOf,
  irrigationGuideCrops,
  suggestedDailyLitres,
  waterOverDays,
} from '../../../lib/cropCalculator';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import { CalculatorResults, type ResultFigure } from '../CalculatorResults/CalculatorResults';
import { useCalculatorForm } from '../useCalculatorForm';
import { sortByName } from '../../../lib/format';

const EMPTY = {
  crop: 'tomato',
  season: 'summer',
  area: '',
  efficiency: String(DEFAULT_IRRIGATION_EFFICIENCY),
  litresPerFeddan: String(DAILY_WATER_LITRES_PER_FEDDAN.tomato.summer),
};
type IrrigationForm = typeof EMPTY;

const isSeason = (value: string): value is IrrigationSeason =>
  (IRRIGATION_SEASONS as readonly string[]).includes(value);

/**
 * Irrigation: a crop — one of the spec's table (tomato, wheat, corn, lettuce) with its season, or another crop of the
 * guide — fills in the daily litres per feddan, an editable field: the table's figure, or the guide's seasonal water
 * spread over its days. With area and efficiency (70 % unless changed) → daily, weekly and monthly litres. Beside the
 * result, the crop guide's own figure (m³ per feddan for the season or the year) and what this calculation comes to
 * over the same days, with why they differ: the grower is never shown two figures without their units and meaning.
 */
export function IrrigationCalculator() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useCalculatorFormat();
  const crops = useGuideCrops();
  const { form, setForm, set } = useCalculatorForm<IrrigationForm>('fellah.calculator.irrigation', EMPTY);
  const season: IrrigationSeason = isSeason(form.season) ? form.season : 'summer';
  const guideCrops = crops.data ?? [];
  const choice = irrigationChoiceOf(form.crop, guideCrops);

  const offeredGuideCrops = useMemo(
    () => sortByName(irrigationGuideCrops(crops.data ?? []), (crop) => cropName(crop, language), language),
    [crops.data, language],
  );

  /** A new crop or season fills in the figure it suggests (the grower may change it again). */
  const choose = (cropValue: string, seasonValue: IrrigationSeason) => {
    const next = irrigationChoiceOf(cropValue, guideCrops);
    const suggested = next ? suggestedDailyLitres(next, seasonValue) : null;
    setForm((current) => ({
      ...current,
      crop: cropValue,
      season: seasonValue,
      litresPerFeddan: suggested === null ? current.litresPerFeddan : fieldText(suggested),
    }));
  };

  const litresPerFeddan = parseDecimal(form.litresPerFeddan);
  const area = parseDecimal(form.area) ?? 0;
  const result = useMemo(
    () =>
      calculateIrrigation({
        area,
        litresPerFeddan: litresPerFeddan ?? 0,
        efficiency: parseDecimal(form.efficiency) ?? 0,
      }),
    [area, litresPerFeddan, form.efficiency],
  );

  const figures: ResultFigure[] | null = result && [
    { label: t('calculator.results.daily'), value: format.litres(result.daily), testId: 'irrigation-daily' },
    { label: t('calculator.results.weekly'), value: format.litres(result.weekly), testId: 'irrigation-weekly' },
    { label: t('calculator.results.monthly'), value: format.litres(result.monthly), testId: 'irrigation-monthly' },
  ];

  const cropLabel = (c: IrrigationChoice) =>
    c.kind === 'table' ? t(`calculator.irrigationCrops.${c.crop}`) : cropName(c.guide, language);
  const guideCrop = choice?.guide ?? null;
  const water = guideCrop ? guideWater(guideCrop) : null;

  // Where the daily figure comes from, under its field.
  const suggested = choice ? suggestedDailyLitres(choice, season) : null;
  let source: string | undefined;
  if (choice && suggested !== null && litresPerFeddan !== suggested)
    source = t('calculator.dailyWaterSource.own', { litres: format.litres(suggested) });
  else if (choice?.kind === 'table')
    source = t('calculator.dailyWaterSource.table', {
      crop: cropLabel(choice),
      season: t(`calculator.seasons.${season}`),
    });
  else if (choice?.kind === 'guide' && water) {
    source =
      water.period === 'year'
        ? t('calculator.dailyWaterSource.guideYear', {
            crop: cropLabel(choice),
            amount: format.cubicMetres(water.m3PerFeddan),
          })
        : t('calculator.dailyWaterSource.guide', {
            crop: cropLabel(choice),
            amount: format.cubicMetres(water.m3PerFeddan),
            days: t('calculator.units.days', { count: water.days }),
          });
  }

  const cropData = [
    {
      group: t('calculator.irrigationGroups.table'),
      items: IRRIGATION_CROPS.map((crop) => ({ value: crop, label: t(`calculator.irrigationCrops.${crop}`) })),
    },
    ...(offeredGuideCrops.length > 0
      ? [
          {
            group: t('calculator.irrigationGroups.guide'),
            items: offeredGuideCrops.map((crop) => ({
              value: guideChoiceValue(crop),
              label: cropName(crop, language),
            })),
          },
        ]
      : []),
    // A guide crop kept from an earlier visit stays chosen while the crops load.
    ...(choice === null && form.crop.startsWith('guide-')
      ? [{ value: form.crop, label: t('calculator.guideCrop.loading') }]
      : []),
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('calculator.fields.irrigationCrop')}
          value={form.crop}
          onChange={(event) => choose(event.currentTarget.value, season)}
          data={cropData}
          data-testid="irrigation-crop"
        />
        {choice?.kind !== 'guide' && (
          <NativeSelect
            label={t('calculator.fields.season')}
            value={season}
            onChange={(event) =>
              choose(form.crop, isSeason(event.currentTarget.value) ? event.currentTarget.value : season)
            }
            data={IRRIGATION_SEASONS.map((s) => ({ value: s, label: t(`calculator.seasons.${s}`) }))}
            data-testid="irrigation-season"
          />
        )}
        <CalculatorField
          label={t('calculator.fields.dailyWater')}
          value={form.litresPerFeddan}
          onChange={set('litresPerFeddan')}
          description={source}
          required
          testId="irrigation-litres"
        />
        <CalculatorField
          label={t('calculator.fields.area')}
          value={form.area}
          onChange={set('area')}
          required
          testId="irrigation-area"
        />
        <CalculatorField
          label={t('calculator.fields.efficiency')}
          value={form.efficiency}
          onChange={set('efficiency')}
          required
          testId="irrigation-efficiency"
        />
      </SimpleGrid>
      <CalculatorResults figures={figures} prompt={t('calculator.prompts.irrigation')} testId="irrigation-results">
        {result && choice && guideCrop && water && (
          <GuideWaterNote
            crop={cropName(guideCrop, language)}
            water={water}
            // The water this calculation gives one feddan a day (efficiency losses included), over the guide's days.
            oursM3={waterOverDays(result.daily / area, water.days)}
            fromTable={choice.kind === 'table'}
          />
        )}
      </CalculatorResults>
    </Stack>
  );
}

interface GuideWaterNoteProps {
  crop: string;
  water: GuideWater;
  oursM3: number;
  fromTable: boolean;
}

/** The crop guide's water figure with its unit, this calculation over the same days, and why the two differ. */
function GuideWaterNote({ crop, water, oursM3, fromTable }: GuideWaterNoteProps) {
  const { t } = useTranslation();
  const format = useCalculatorFormat();
  const days = t('calculator.units.days', { count: water.days });
  return (
    <Stack gap={4} data-testid="irrigation-guide">
      <Title order={4} fz="sm">
        {t('calculator.guideWater.title')}
      </Title>
      <Text size="sm" data-testid="irrigation-guide-figure">
        {water.period === 'year'
          ? t('calculator.guideWater.year', { crop, amount: format.cubicMetres(water.m3PerFeddan) })
          : t('calculator.guideWater.season', { crop, amount: format.cubicMetres(water.m3PerFeddan), days })}
      </Text>
      <Text size="sm" data-testid="irrigation-guide-ours">
        {water.period === 'year'
          ? t('calculator.guideWater.oursYear', { amount: format.cubicMetres(oursM3) })
          : t('calculator.guideWater.ours', { amount: format.cubicMetres(oursM3), days })}
      </Text>
      <Text size="xs" c="dimmed">
        {fromTable ? t('calculator.guideWater.explainTable') : t('calculator.guideWater.explainGuide')}
      </Text>
    </Stack>
  );
}
