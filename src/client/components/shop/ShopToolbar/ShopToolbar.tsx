import { Badge, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH, SHOP_SORTS, type ShopSort } from '../../../../shared/catalogueVocabulary';
import type { ShopView } from '../../../lib/shopQuery';
import { FilterIcon, GridIcon, ListIcon, SearchIcon } from '../ShopIcons/ShopIcons';

const VIEWS = [
  { value: 'grid', Icon: GridIcon, label: 'shop.viewGrid' },
  { value: 'list', Icon: ListIcon, label: 'shop.viewList' },
] as const satisfies readonly { value: ShopView; Icon: typeof GridIcon; label: string }[];

interface ShopToolbarProps {
  search: string | undefined;
  sort: ShopSort;
  view: ShopView;
  filtersOpen: boolean;
  activeFilters: number;
  onSearch: (words: string) => void;
  onSortChange: (sort: ShopSort) => void;
  onViewChange: (view: ShopView) => void;
  onToggleFilters: () => void;
}

/** Above the list: the search box (Enter submits), the Filters toggle, the grid/list switch and the sort select. */
export function ShopToolbar({
  search,
  sort,
  view,
  filtersOpen,
  activeFilters,
  onSearch,
  onSortChange,
  onViewChange,
  onToggleFilters,
}: ShopToolbarProps) {
  const { t } = useTranslation();
  const [words, setWords] = useState(search ?? '');
  // Back, Forward or Clear All change the words searched: the box follows.
  useEffect(() => setWords(search ?? ''), [search]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(words);
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <search style={{ flex: '1 1 260px' }}>
        <form onSubmit={submit}>
          <TextInput
            type="search"
            aria-label={t('shop.searchLabel')}
            placeholder={t('shop.searchPlaceholder')}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            leftSection={<SearchIcon size={16} />}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            data-testid="shop-search"
          />
        </form>
      </search>
      <Group gap="sm" wrap="wrap">
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<FilterIcon size={16} />}
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls="shop-filters"
          rightSection={
            activeFilters > 0 ? (
              <Badge size="xs" circle aria-label={t('shop.activeFilters', { count: activeFilters })}>
                {activeFilters}
              </Badge>
            ) : undefined
          }
          data-testid="filters-toggle"
        >
          {t('shop.filtersToggle')}
        </Button>
        {/* Two pressed-or-not buttons rather than Mantine's SegmentedControl, whose sliding indicator measures the
            layout when it mounts: a forced reflow of the whole shop screen in the middle of its start on a phone. */}
        <Button.Group aria-label={t('shop.viewLabel')} data-testid="view-switch">
          {VIEWS.map(({ value, Icon, label }) => (
            <Button
              key={value}
              variant={view === value ? 'filled' : 'default'}
              leftSection={<Icon size={16} />}
              aria-pressed={view === value}
              onClick={() => view !== value && onViewChange(value)}
            >
              {t(label)}
            </Button>
          ))}
        </Button.Group>
        <NativeSelect
          aria-label={t('shop.sortLabel')}
          value={sort}
          onChange={(event) => onSortChange(event.currentTarget.value as ShopSort)}
          data={SHOP_SORTS.map((option) => ({ value: option.value, label: t(`shop.sorts.${option.value}`) }))}
          data-testid="shop-sort"
          miw={190}
        />
      </Group>
    </Group>
  );
}
