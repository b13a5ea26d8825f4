import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** True when any of `keys` is set in a list's filters. */
export function anyFilterSet<K extends string>(filters: Record<K, string>, keys: readonly K[]): boolean {
  return keys.some((key) => filters[key] !== '');
}

interface ClearFiltersButtonProps<K extends string> {
  filters: Record<K, string>;
  /** The filters it clears (not the sort, nor the page). */
  keys: readonly K[];
  setFilters: (patch: Partial<Record<K, string>>) => void;
  mt?: number;
}

/** "Clear filters", shown while any of `keys` is set. */
export function ClearFiltersButton<K extends string>({ filters, keys, setFilters, mt }: ClearFiltersButtonProps<K>) {
  const { t } = useTranslation();
  if (!anyFilterSet(filters, keys)) return null;
  return (
    <Button
      variant="subtle"
      mt={mt}
      onClick={() => setFilters(Object.fromEntries(keys.map((key) => [key, ''])) as Partial<Record<K, string>>)}
    >
      {t('admin.common.clearFilters')}
    </Button>
  );
}
