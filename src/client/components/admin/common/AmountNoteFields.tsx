import { NumberInput, Textarea } from '@mantine/core';
import { westernDigitsInput } from '../../../lib/digitsInput';

interface AmountNoteFieldsProps {
  /** An amount in EGP, two decimals at most, never negative. */
  amount: {
    label: string;
    hint: string;
    value: number | string;
    onChange: (value: number | string) => void;
    min: number;
    max?: number;
    error: string | null;
    testId: string;
    /** The field a modal's form starts in. */
    autoFocus?: boolean;
  };
  /** A free note (500 characters) kept with the amount. */
  note: { label: string; placeholder: string; value: string; onChange: (value: string) => void; testId: string };
  disabled: boolean;
}

/** An amount and the note that goes with it: a payment recorded on an order, a customer's credit limit. */
export function AmountNoteFields({ amount, note, disabled }: AmountNoteFieldsProps) {
  return (
    <>
      <NumberInput
        {...westernDigitsInput}
        label={amount.label}
        description={amount.hint}
        value={amount.value}
        onChange={amount.onChange}
        min={amount.min}
        max={amount.max}
        decimalScale={2}
        thousandSeparator=","
        allowNegative={false}
        inputMode="decimal"
        error={amount.error}
        disabled={disabled}
        data-autofocus={amount.autoFocus || undefined}
        data-testid={amount.testId}
      />
      <Textarea
        label={note.label}
        placeholder={note.placeholder}
        value={note.value}
        onChange={(event) => note.onChange(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={1}
        disabled={disabled}
        data-testid={note.testId}
      />
    </>
  );
}
