import { TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * A box whose text applies on Enter or when the box is left, not at every key: `onApply` gets the trimmed text when it
 * differs from `value` (the one in force) and `accepts` it.
 */
export function useAppliedText(
  value: string,
  onApply: (text: string) => void,
  accepts: (text: string) => boolean = () => true,
) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    const next = text.trim();
    if (next !== value && accepts(next)) onApply(next);
  };
  return {
    text,
    inputProps: {
      value: text,
      onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter') apply();
      },
      onBlur: apply,
    },
  };
}

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** The search in force (from the address). */
  value: string;
  /** Called with the trimmed text on Enter or when the field is left. */
  onSearch: (text: string) => void;
  testId?: string;
}

/** A search box that applies on Enter (or when left), so typing does not reload the list at every key. */
export function SearchField({ label, placeholder, value, onSearch, testId }: SearchFieldProps) {
  const { inputProps } = useAppliedText(value, onSearch);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      {...inputProps}
      style={{ flex: '1 1 220px' }}
      data-testid={testId}
    />
  );
}
