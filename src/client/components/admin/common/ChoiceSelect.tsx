import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The choice the address names when it is one of `choices`, `fallback` otherwise (nothing, or a stale link). */
export function choiceOf<K extends string>(choices: readonly K[], value: string, fallback: K): K {
  return (choices as readonly string[]).includes(value) ? (value as K) : fallback;
}

interface ChoiceSelectProps<K extends string> {
  label: string;
  choices: readonly K[];
  value: K;
  /** The choice left out of the address (`?period=` is not written for days). */
  fallback: K;
  /** Called with the choice, or '' for the fallback. */
  onChange: (value: string) => void;
  optionLabel: (choice: K) => string;
  testId?: string;
}

/** One of a fixed set of choices kept in the address, such as a sort or a period. */
export function ChoiceSelect<K extends string>({
  label,
  choices,
  value,
  fallback,
  onChange,
  optionLabel,
  testId,
}: ChoiceSelectProps<K>) {
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value === fallback ? '' : event.currentTarget.value)}
      data={choices.map((choice) => ({ value: choice, label: optionLabel(choice) }))}
      data-testid={testId}
    />
  );
}

/** A list's sorts, as the server takes them; `newest` is the one the address leaves out. */
export type ListSorts<K extends string> = Record<K | 'newest', { sort_by: string; sort_order: 'ASC' | 'DESC' }>;

/** The sort the address names, newest first otherwise. */
export function sortOf<K extends string>(sorts: ListSorts<K>, value: string): K | 'newest' {
  return choiceOf(Object.keys(sorts) as (K | 'newest')[], value, 'newest');
}

interface SortSelectProps<K extends string> {
  sorts: ListSorts<K>;
  value: K | 'newest';
  /** Called with the sort, or '' for newest first. */
  onChange: (sort: string) => void;
  optionLabel: (sort: K | 'newest') => string;
  testId?: string;
}

/** "Sort by" over a list's sorts, in the order they are listed. */
export function SortSelect<K extends string>({ sorts, value, onChange, optionLabel, testId }: SortSelectProps<K>) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      label={t('admin.common.sortLabel')}
      choices={Object.keys(sorts) as (K | 'newest')[]}
      value={value}
      fallback="newest"
      onChange={onChange}
      optionLabel={optionLabel}
      testId={testId}
    />
  );
}
