import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceRange, ProductCategory } from '../../shared/catalogueVocabulary';
import type { ShopFilters } from '../../shared/shopQuery';

/** The sidebar's choices as its controls hold them (all text), before Apply Filters. */
interface ShopFiltersDraft {
  category: ProductCategory | '';
  brand: string;
  priceRange: PriceRange | '';
  minPrice: string;
  maxPrice: string;
  minRating: string;
}

type PriceErrors = { minPrice?: string; maxPrice?: string };

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));

function draftOf(filters: ShopFilters): ShopFiltersDraft {
  return {
    category: filters.category ?? '',
    brand: filters.brand ?? '',
    priceRange: filters.price_range ?? '',
    minPrice: textOf(filters.min_price),
    maxPrice: textOf(filters.max_price),
    minRating: textOf(filters.min_rating),
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
 * The shop sidebar's choices, which wait until Apply Filters: the draft (started from the filters in force), a
 * setter per choice, and `apply`, which checks the custom prices (numbers, max not below min) and hands the filters on.
 */
export function useShopFiltersDraft(applied: ShopFilters, onApply: (filters: ShopFilters) => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ShopFiltersDraft>(() => draftOf(applied));
  const [errors, setErrors] = useState<PriceErrors>({});
  const set = <K extends keyof ShopFiltersDraft>(key: K, value: ShopFiltersDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = priceInput(draft.minPrice);
    const maxPrice = priceInput(draft.maxPrice);
    const found: PriceErrors = {};
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

  return { draft, set, errors, apply };
}
