import { ActionIcon, Badge, Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RELEVANCE_SORT, SEARCH_MAX_LENGTH, SHOP_SORTS, type ShopSort } from '../../../../shared/catalogueVocabulary';
import type { ShopView } from '../../../../shared/shopQuery';
import { FilterIcon, SearchIcon } from '../ShopIcons/ShopIcons';
import { ViewSwitch } from '../ViewSwitch/ViewSwitch';
import classes from './ShopToolbar.module.css';

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

/**
 * Above the list: the search box with its button (Enter submits too), the Filters toggle, the grid/list switch and the sort select. On a
 * phone two rows of thumb-sized controls (search and Filters, then the switch and the sort); from 48em one row.
 */
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
    <div className={classes.toolbar}>
      <search className={classes.search}>
        <form onSubmit={submit} className={classes.searchForm}>
          <TextInput
            className={classes.searchBox}
            type="search"
            aria-label={t('shop.searchLabel')}
            placeholder={t('shop.searchPlaceholder')}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            leftSection={<SearchIcon size={16} />}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            classNames={{ wrapper: classes.field }}
            data-testid="shop-search"
          />
          {/* A visible button beside the box (issue 45): a first-time grower does not know that Enter searches. */}
          <ActionIcon
            type="submit"
            size={44}
            variant="filled"
            aria-label={t('shop.searchButton')}
            title={t('shop.searchButton')}
            className={classes.searchButton}
            data-testid="shop-search-button"
          >
            <SearchIcon size={20} />
          </ActionIcon>
        </form>
      </search>
      <div className={classes.controls}>
        <Button
          className={classes.filters}
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
        <ViewSwitch
          value={view}
          onChange={onViewChange}
          label={t('shop.viewLabel')}
          labels={{ grid: t('shop.viewGrid'), list: t('shop.viewList') }}
          className={classes.view}
          testId="view-switch"
        />
        <NativeSelect
          className={classes.sort}
          classNames={{ wrapper: classes.field }}
          aria-label={t('shop.sortLabel')}
          value={sort}
          onChange={(event) => onSortChange(event.currentTarget.value as ShopSort)}
          data={[...(search ? [RELEVANCE_SORT] : []), ...SHOP_SORTS.map((option) => option.value)].map((value) => ({
            value,
            label: t(`shop.sorts.${value}`),
          }))}
          data-testid="shop-sort"
        />
      </div>
    </div>
  );
}
