import { PRICE_RANGES, type PriceRange } from '../../shared/catalogueVocabulary';
import { formatRange, isolated } from '../../shared/readingOrder';

/** The catalogue's words of a price range's bounds (shop.priceRanges.under / between / over). */
type BoundsWords = (key: 'under' | 'between' | 'over', values: Record<string, string>) => string;

/**
 * A price range's bounds in the reader's order ("under 300 EGP", "300–1,500 EGP", "1,500 EGP and over"): the pair low–high
 * through the shared range formatter and a single bound isolated, so an Arabic line neither turns a range round
 * ("1,500–300") nor moves a bound's digits and separators. `egp` writes one amount (digits of the reader's language).
 */
export function priceRangeBounds(name: PriceRange, egp: (value: number) => string, words: BoundsWords): string {
  const { min, max } = PRICE_RANGES[name];
  if (max === null) return words('over', { min: isolated(egp(min)) });
  if (min === 0) return words('under', { max: isolated(egp(max)) });
  return words('between', { range: formatRange(min, max, egp) });
}
