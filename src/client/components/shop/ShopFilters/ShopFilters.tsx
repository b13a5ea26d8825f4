import { Badge, Button, Divider, Group, NativeSelect, NavLink, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MIN_RATING_OPTIONS,
  PRICE_RANGE_NAMES,
  PRICE_RANGES,
  PRODUCT_CATEGORIES,
  type PriceRange,
  type ProductCategory,
} from '../../../../shared/catalogueVocabulary';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatNumber } from '../../../lib/format';
import classes from './ShopFilters.module.css';
import type { ShopFilters as Filters } from '../../../lib/shopQuery';

interface ShopFiltersProps {
  /** The filters the list shows now; the sidebar starts from them (give it a `key` so it restarts when they change). */
  applied: Filters;
  /** Products per category and in all (`products.statistics`), when loaded. */
  counts: { active_products: number; by_category: Partial<Record<ProductCategory, number>> } | undefined;
  brands: readonly string[] | undefined;
  onApply: (filters: Filters) => void;
  onClearAll: () => void;
}

interface Draft {
  category: ProductCategory | '';
  brand: string;
  priceRange: PriceRange | '';
  minPrice: string;
  maxPrice: string;
  minRating: string;
}

function draftOf(filters: Filters): Draft {
  return {
    category: filters.category ?? '',
    brand: filters.brand ?? '',
    priceRange: filters.price_range ?? '',
    minPrice: filters.min_price === undefined ? '' : String(filters.min_price),
    maxPrice: filters.max_price === undefined ? '' : String(filters.max_price),
    minRating: filters.min_rating === undefined ? '' : String(filters.min_rating),
  };
}

/** An EGP amount typed by hand: undefined when empty, NaN when it is not a price. */
function priceInput(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : Number.NaN;
}

/**
 * The sidebar (storefront.md, Shop list): Clear All, categories with counts, brand, price range, custom min and
 * max in EGP, minimum rating, Apply Filters. Choices wait here until Apply Filters; the list then starts at page 1.
 */
export function ShopFilters({ applied, counts, brands, onApply, onClearAll }: ShopFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  const [errors, setErrors] = useState<{ minPrice?: string; maxPrice?: string }>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = priceInput(draft.minPrice);
    const maxPrice = priceInput(draft.maxPrice);
    const found: typeof errors = {};
    if (Number.isNaN(minPrice)) found.minPrice = t('shop.filters.notANumber');
    if (Number.isNaN(maxPrice)) found.maxPrice = t('shop.filters.notANumber');
    else if (minPrice !== undefined && maxPrice !== undefined && !Number.isNaN(minPrice) && maxPrice < minPrice) {
      found.maxPrice = t('shop.filters.maxBelowMin');
    }
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    onApply({
      category: draft.category || undefined,
      brand: draft.brand || undefined,
      price_range: draft.priceRange || undefined,
      min_price: minPrice,
      max_price: maxPrice,
      min_rating: draft.minRating ? Number(draft.minRating) : undefined,
    });
  }

  const egp = (value: number) => formatNumber(value, language);
  const rangeLabel = (name: PriceRange) => {
    const { min, max } = PRICE_RANGES[name];
    const bounds =
      max === null
        ? t('shop.priceRanges.over', { min: egp(min) })
        : min === 0
          ? t('shop.priceRanges.under', { max: egp(max) })
          : t('shop.priceRanges.between', { min: egp(min), max: egp(max) });
    return `${t(`shop.priceRanges.${name}`)} (${bounds})`;
  };
  const brandOptions = [...(brands ?? [])];
  if (draft.brand && !brandOptions.includes(draft.brand)) brandOptions.unshift(draft.brand);
  const countBadge = (count: number | undefined) =>
    count === undefined ? undefined : (
      <Badge variant="light" color="gray" size="sm" data-testid="category-count">
        {count}
      </Badge>
    );

  return (
    <Paper withBorder radius="md" p="md" component="aside" id="shop-filters" aria-labelledby="shop-filters-title">
      <form onSubmit={apply} noValidate>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg" id="shop-filters-title">
            {t('shop.filters.title')}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onClearAll} data-testid="clear-filters">
            {t('shop.filters.clearAll')}
          </Button>
        </Group>

        <Stack gap="md">
          <div>
            <Text fw={600} size="sm" mb={4} id="shop-categories">
              {t('shop.filters.categories')}
            </Text>
            <Stack gap={2} role="radiogroup" aria-labelledby="shop-categories" data-testid="category-filter">
              <NavLink
                component="button"
                type="button"
                role="radio"
                aria-checked={draft.category === ''}
                label={t('shop.filters.allCategories')}
                active={draft.category === ''}
                rightSection={countBadge(counts?.active_products)}
                onClick={() => set('category', '')}
                py={6}
              />
              {PRODUCT_CATEGORIES.map((category) => (
                <NavLink
                  key={category}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={draft.category === category}
                  label={t(`shop.categories.${category}`)}
                  active={draft.category === category}
                  rightSection={countBadge(counts?.by_category[category])}
                  onClick={() => set('category', category)}
                  data-category={category}
                  py={6}
                />
              ))}
            </Stack>
          </div>

          <Divider />

          <NativeSelect
            label={t('shop.filters.brand')}
            value={draft.brand}
            onChange={(event) => set('brand', event.currentTarget.value)}
            data={[{ value: '', label: t('shop.filters.allBrands') }, ...brandOptions.map((brand) => ({ value: brand, label: brand }))]}
            data-testid="brand-filter"
          />

          <Radio.Group
            label={t('shop.filters.priceRange')}
            value={draft.priceRange}
            onChange={(value) => set('priceRange', value as PriceRange | '')}
            data-testid="price-range-filter"
          >
            <Stack gap={8} mt={6}>
              <Radio value="" label={t('shop.filters.anyPrice')} />
              {PRICE_RANGE_NAMES.map((name) => (
                <Radio key={name} value={name} label={rangeLabel(name)} />
              ))}
            </Stack>
          </Radio.Group>

          <div>
            <Text fw={600} size="sm" mb={4}>
              {t('shop.filters.customPrice')}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <TextInput
                label={t('shop.filters.minPrice')}
                type="number"
                inputMode="decimal"
                min={0}
                value={draft.minPrice}
                onChange={(event) => set('minPrice', event.currentTarget.value)}
                error={errors.minPrice}
                size="sm"
                data-testid="min-price"
              />
              <TextInput
                label={t('shop.filters.maxPrice')}
                type="number"
                inputMode="decimal"
                min={0}
                value={draft.maxPrice}
                onChange={(event) => set('maxPrice', event.currentTarget.value)}
                error={errors.maxPrice}
                size="sm"
                data-testid="max-price"
              />
            </SimpleGrid>
          </div>

          <NativeSelect
            label={t('shop.filters.minRating')}
            value={draft.minRating}
            onChange={(event) => set('minRating', event.currentTarget.value)}
            data={[
              { value: '', label: t('shop.filters.anyRating') },
              ...MIN_RATING_OPTIONS.map((stars) => ({ value: String(stars), label: t('shop.filters.ratingOption', { count: stars }) })),
            ]}
            data-testid="rating-filter"
          />

          <Button type="submit" fullWidth className={classes.apply} data-testid="apply-filters" data-primary-action>
            {t('shop.filters.apply')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
