import { NativeSelect } from '@mantine/core';

interface FilterSelectProps {
  label: string;
  /** The filter in force ('' for all). */
  value: string;
  onChange: (value: string) => void;
  /** The first option, which removes the filter. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  testId?: string;
}

/** A list filter chosen from its values, "All …" first. */
export function FilterSelect({ label, value, onChange, allLabel, options, testId }: FilterSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: allLabel }, ...options]}
      data-testid={testId}
    />
  );
}
