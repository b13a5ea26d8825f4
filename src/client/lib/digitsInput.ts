import type { FormEvent } from 'react';
import { westernDigits } from '../../shared/digits';

/** The browser's own setter of an input's value, which React's change tracking does not see. */
const setNativeValue = Object.getOwnPropertyDescriptor(globalThis.HTMLInputElement?.prototype ?? {}, 'value')?.set;

/**
 * Props for a Mantine NumberInput that accepts Arabic-Indic digits: its number formatter keeps only Western digits,
 * so a grower typing '٢٥' on an Arabic keyboard saw nothing. The field is rewritten in the capture phase, before
 * the formatter's change handler reads it, through the browser's own setter so that React still sees a change
 * (one character for one, so the caret stays where it was).
 */
export const westernDigitsInput = {
  onInputCapture: (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const western = westernDigits(field.value);
    if (western !== field.value) setNativeValue?.call(field, western);
  },
};
