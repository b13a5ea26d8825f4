import { Alert, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_UNITS, type PriceUnit } from '../../../../shared/marketPrices';
import { errorField, useAdminNotify } from '../../../lib/adminMessages';
import { FormButtons } from '../common/FormButtons';
import { westernDigitsInput } from '../../../lib/digitsInput';

/** What the form sends: every field for a new price; for a change, the prices and the date. */
export interface PriceFormValues {
  crop_id: string;
  market_id: string;
  unit: PriceUnit;
  min_price: number;
  max_price: number;
  /** Left out: the middle of min and max. */
  avg_price?: number;
  price_date: string;
}

interface Choice {
  value: string;
  label: string;
}

interface RequiredChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  error: string | undefined;
  testId: string;
}

/** A required choice of a new price (its crop, its market): "Choose…" until one is picked. */
function RequiredChoice({ label, value, onChange, choices, error, testId }: RequiredChoiceProps) {
  const { t } = useTranslation();
  const choose = { value: '', label: t('admin.prices.form.choose'), disabled: true };
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[choose, ...choices]}
      error={error}
      required
      data-testid={testId}
    />
  );
}

interface PriceFormProps {
  /** 'add' asks for the crop, market and unit too; 'edit' changes the prices and the date of a recorded quote. */
  mode: 'add' | 'edit';
  initial: Partial<PriceFormValues>;
  crops: readonly Choice[];
  markets: readonly Choice[];
  /** Save; a refusal is thrown and shown in the form, which stays open. */
  onSubmit: (values: PriceFormValues) => Promise<void>;
  onCancel: () => void;
}

type Field = 'crop_id' | 'market_id' | 'unit' | 'min_price' | 'max_price' | 'avg_price' | 'price_date';

const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);

/** One market price: crop, market and unit (when adding), lowest, highest and (optional) average in EGP, and the day. */
export function PriceForm({ mode, initial, crops, markets, onSubmit, onCancel }: PriceFormProps) {
  const { t } = useTranslation();
  const { reasonOf } = useAdminNotify();
  const [crop, setCrop] = useState(initial.crop_id ?? '');
  const [market, setMarket] = useState(initial.market_id ?? '');
  const [unit, setUnit] = useState<PriceUnit>(initial.unit ?? 'kg');
  const [min, setMin] = useState<number | string>(initial.min_price ?? '');
  const [max, setMax] = useState<number | string>(initial.max_price ?? '');
  const [avg, setAvg] = useState<number | string>(initial.avg_price ?? '');
  const [date, setDate] = useState(initial.price_date ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('admin.prices.form.required');
    const minPrice = numberOf(min);
    const maxPrice = numberOf(max);
    const missing: Partial<Record<Field, string>> = {};
    if (mode === 'add' && !crop) missing.crop_id = required;
    if (mode === 'add' && !market) missing.market_id = required;
    if (minPrice === undefined) missing.min_price = required;
    if (maxPrice === undefined) missing.max_price = required;
    if (!date) missing.price_date = required;
    setErrors(missing);
    setRefusal(null);
    if (Object.keys(missing).length > 0 || minPrice === undefined || maxPrice === undefined) return;
    const avgPrice = numberOf(avg);
    setRunning(true);
    try {
      await onSubmit({
        crop_id: crop,
        market_id: market,
        unit,
        min_price: minPrice,
        max_price: maxPrice,
        ...(avgPrice === undefined ? {} : { avg_price: avgPrice }),
        price_date: date,
      });
    } catch (error) {
      const reason = reasonOf(error);
      const field = errorField(error) as Field | null;
      if (
        field &&
        ['crop_id', 'market_id', 'unit', 'min_price', 'max_price', 'avg_price', 'price_date'].includes(field)
      )
        setErrors({ [field]: reason });
      else setRefusal(reason);
    } finally {
      setRunning(false);
    }
  };

  const unitChoices = PRICE_UNITS.map((u) => ({ value: u, label: t(`admin.prices.units.${u}`) }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="price-form">
      <Stack gap="sm">
        {mode === 'add' && (
          <>
            <RequiredChoice
              label={t('admin.prices.form.crop')}
              value={crop}
              onChange={setCrop}
              choices={crops}
              error={errors.crop_id}
              testId="price-form-crop"
            />
            <RequiredChoice
              label={t('admin.prices.form.market')}
              value={market}
              onChange={setMarket}
              choices={markets}
              error={errors.market_id}
              testId="price-form-market"
            />
          </>
        )}
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label={t('admin.prices.form.unit')}
            value={unit}
            onChange={(event) => setUnit(event.currentTarget.value as PriceUnit)}
            data={unitChoices}
            error={errors.unit}
          />
          <TextInput
            type="date"
            label={t('admin.prices.form.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.price_date}
            required
            data-testid="price-form-date"
          />
          <NumberInput
            {...westernDigitsInput}
            label={t('admin.prices.form.min')}
            value={min}
            onChange={setMin}
            min={0}
            decimalScale={2}
            error={errors.min_price}
            required
            data-testid="price-form-min"
          />
          <NumberInput
            {...westernDigitsInput}
            label={t('admin.prices.form.max')}
            value={max}
            onChange={setMax}
            min={0}
            decimalScale={2}
            error={errors.max_price}
            required
            data-testid="price-form-max"
          />
        </SimpleGrid>
        <NumberInput
          {...westernDigitsInput}
          label={t('admin.prices.form.avg')}
          description={t('admin.prices.form.avgHint')}
          value={avg}
          onChange={setAvg}
          min={0}
          decimalScale={2}
          error={errors.avg_price}
          data-testid="price-form-avg"
        />
        {refusal && (
          <Alert color="red" role="alert" p="xs" data-testid="price-form-refusal">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <FormButtons onCancel={onCancel} running={running} testId="price-form-save">
            {mode === 'add' ? t('admin.prices.form.add') : t('admin.prices.form.save')}
          </FormButtons>
        </Group>
      </Stack>
    </form>
  );
}
