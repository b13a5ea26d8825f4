import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNotANumber } from '../../../lib/calculatorInput';

interface CalculatorFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the label (a unit, or where the figure came from). */
  description?: string;
  required?: boolean;
  testId: string;
}

/**
 * A number field of the calculators: a text field with the phone's decimal keypad, accepting Western or Arabic-Indic
 * digits (lib/calculatorInput.ts), and saying so when what was typed is not a number.
 */
export function CalculatorField({ label, value, onChange, description, required, testId }: CalculatorFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      error={isNotANumber(value) ? t('calculator.fields.notANumber') : undefined}
      data-testid={testId}
    />
  );
}
