import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { learningEn } from '../../../i18n/learning/en';
import type { GuideCrop } from '../../../lib/cropCalculator';
import { CalculatorField } from '../CalculatorField/CalculatorField';
import { CalculatorResults, type ResultFigure } from '../CalculatorResults/CalculatorResults';
import { GuideCropStart } from '../GuideCropStart/GuideCropStart';
import { type CalculatorForm, useCalculatorForm, useGuideCropStart } from '../useCalculatorForm';

type FieldName = keyof typeof learningEn.calculator.fields;

/** A figure the reader types, labelled `calculator.fields.<field>`. */
export interface GuideCalculatorField<Form> {
  field: keyof Form & FieldName;
  required?: boolean;
  testId: string;
}

/** A calculator that can start from a crop of the guide: its fields kept for the tab, and the crop chosen. */
export function useGuideCalculator<Form extends CalculatorForm & { cropId: string }>(
  key: string,
  empty: Form,
  fill: (crop: GuideCrop) => Partial<Form>,
) {
  const { form, setForm, set } = useCalculatorForm<Form>(key, empty);
  const { chooseCrop, chosenCrop } = useGuideCropStart(form, setForm, fill);
  return { form, set, chooseCrop, chosenCrop };
}

interface GuideCalculatorProps<Form extends CalculatorForm & { cropId: string }> {
  /** The calculator's name: its prompt `calculator.prompts.<name>`, the test ids `<name>-crop` and `<name>-results`. */
  name: 'seed' | 'yield' | 'profit';
  calculator: ReturnType<typeof useGuideCalculator<Form>>;
  /** The guide's crops it can start from. */
  offers: (crop: GuideCrop) => boolean;
  fields: readonly GuideCalculatorField<Form>[];
  /** How many fields to a row from sm up. */
  columns: number;
  figures: ResultFigure[] | null;
  /** More inputs under the fields (the profit's costs). */
  more?: ReactNode;
  /** Under the results' figures (the seed's products). */
  children?: ReactNode;
}

/** The layout of a calculator that starts from a crop of the guide: the crop, the figures typed, then the results. */
export function GuideCalculator<Form extends CalculatorForm & { cropId: string }>({
  name,
  calculator,
  offers,
  fields,
  columns,
  figures,
  more,
  children,
}: GuideCalculatorProps<Form>) {
  const { t } = useTranslation();
  const { form, set, chooseCrop, chosenCrop } = calculator;
  return (
    <Stack gap="md">
      <GuideCropStart
        value={form.cropId}
        chosenCrop={chosenCrop}
        onChange={chooseCrop}
        offers={offers}
        testId={`${name}-crop`}
      />
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
        {fields.map(({ field, required, testId }) => (
          <CalculatorField
            key={field}
            label={t(`calculator.fields.${field as FieldName}`)}
            value={form[field]}
            onChange={set(field)}
            required={required}
            testId={testId}
          />
        ))}
      </SimpleGrid>
      {more}
      <CalculatorResults figures={figures} prompt={t(`calculator.prompts.${name}`)} testId={`${name}-results`}>
        {children}
      </CalculatorResults>
    </Stack>
  );
}
