import {
  Badge,
  Button,
  Divider,
  Group,
  NativeSelect,
  NavLink,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MIN_RATING_OPTIONS,
  PRICE_RANGE_NAMES,
  PRODUCT_CATEGORIES,
  type PriceRange,
  type ProductCategory,
} from '../../../../shared/catalogueVocabulary';
import { useLanguage } from '../../../hooks/useLanguage';
import { useShopFiltersDraft } from '../../../hooks/useShopFiltersDraft';
import { formatNumber, sortByName } from '../../../lib/format';
import { priceRangeBounds } from '../../../lib/priceRanges';
import classes from './ShopFilters.module.css';
import type { ShopFilters as Filters } from '../../../../shared/shopQuery';

interface ShopFiltersProps {
  /** The filters the list shows now; the sidebar starts from them (give it a `key` so it restarts when they change). */
  applied: Filters;
  /** Products per category and in all (`products.statistics`), when loaded. */
  counts: { active_products: number; by_category: Partial<Record<ProductCategory, number>> } | undefined;
  brands: readonly string[] | undefined;
  /** The brands' Arabic names (Arabic screens): shown and sorted by in place of the Latin ones; the value stays the brand. */
  brandNames?: readonly { brand: string; brand_ar: string | null }[] | undefined;
  onApply: (filters: Filters) => void;
  onClearAll: () => void;
}

/** One category to choose (or all of them, `value` ''), with its count of products when known. */
function CategoryOption({
  value,
  label,
  count,
  chosen,
  onChoose,
}: {
  value: ProductCategory | '';
  label: string;
  count: number | undefined;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <NavLink
      component="button"
      type="button"
      role="radio"
      aria-checked={chosen}
      label={label}
      active={chosen}
      rightSection={
        count === undefined ? undefined : (
          <Badge variant="light" color="gray" size="sm" data-testid="category-count">
            {count}
          </Badge>
        )
      }
      onClick={onChoose}
      data-category={value || undefined}
      py={6}
    />
  );
}

/** A custom price bound in EGP, typed by hand. */
function PriceField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}) {
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      size="sm"
      data-testid={testId}
    />
  );
}

/**
 * The sidebar (storefront.md, Shop list): Clear All, categories with counts, brand, price range, custom min and
 * max in EGP, minimum rating, Apply Filters. Choices wait here until Apply Filters; the list then starts at page 1.
 */
export function ShopFilters({ applied, counts, brands, brandNames, onApply, onClearAll }: ShopFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { draft, set, errors, apply } = useShopFiltersDraft(applied, onApply);
  // Arabic readers find a category by its Arabic name's alphabet order; English keeps the storefront spec's order.
  const categoriesInOrder =
    language === 'ar'
      ? sortByName(PRODUCT_CATEGORIES, (category) => t(`shop.categories.${category}`), language)
      : PRODUCT_CATEGORIES;

  const egp = (value: number) => formatNumber(value, language);
  const boundsWords = (key: 'under' | 'between' | 'over', values: Record<string, string>) =>
    key === 'under'
      ? t('shop.priceRanges.under', { max: values.max ?? '' })
      : key === 'over'
        ? t('shop.priceRanges.over', { min: values.min ?? '' })
        : t('shop.priceRanges.between', { range: values.range ?? '' });
  const rangeLabel = (name: PriceRange) =>
    `${t(`shop.priceRanges.${name}`)} (${priceRangeBounds(name, egp, boundsWords)})`;
  // In the reader's language (an Egyptian brand's Arabic name on Arabic screens), sorted in it.
  const arabicNames = new Map(
    (language === 'ar' ? (brandNames ?? []) : []).flatMap((b) => (b.brand_ar ? [[b.brand, b.brand_ar] as const] : [])),
  );
  const brandLabel = (brand: string) => arabicNames.get(brand) ?? brand;
  const brandOptions = language === 'ar' ? sortByName(brands ?? [], brandLabel, language) : [...(brands ?? [])];
  if (draft.brand && !brandOptions.includes(draft.brand)) brandOptions.unshift(draft.brand);

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
              <CategoryOption
                value=""
                label={t('shop.filters.allCategories')}
                count={counts?.active_products}
                chosen={draft.category === ''}
                onChoose={() => set('category', '')}
              />
              {categoriesInOrder.map((category) => (
                <CategoryOption
                  key={category}
                  value={category}
                  label={t(`shop.categories.${category}`)}
                  count={counts?.by_category[category]}
                  chosen={draft.category === category}
                  onChoose={() => set('category', category)}
                />
              ))}
            </Stack>
          </div>

          <Divider />

          <NativeSelect
            label={t('shop.filters.brand')}
            value={draft.brand}
            onChange={(event) => set('brand', event.currentTarget.value)}
            data={[
              { value: '', label: t('shop.filters.allBrands') },
              ...brandOptions.map((brand) => ({ value: brand, label: brandLabel(brand) })),
            ]}
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
              <PriceField
                label={t('shop.filters.minPrice')}
                value={draft.minPrice}
                onChange={(value) => set('minPrice', value)}
                error={errors.minPrice}
                testId="min-price"
              />
              <PriceField
                label={t('shop.filters.maxPrice')}
                value={draft.maxPrice}
                onChange={(value) => set('maxPrice', value)}
                error={errors.maxPrice}
                testId="max-price"
              />
            </SimpleGrid>
          </div>

          <NativeSelect
            label={t('shop.filters.minRating')}
            value={draft.minRating}
            onChange={(event) => set('minRating', event.currentTarget.value)}
            data={[
              { value: '', label: t('shop.filters.anyRating') },
              ...MIN_RATING_OPTIONS.map((stars) => ({
                value: String(stars),
                label: t('shop.filters.ratingOption', { count: stars }),
              })),
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
