import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

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
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      onBlur={apply}
      style={{ flex: '1 1 220px' }}
      data-testid={testId}
    />
  );
}
