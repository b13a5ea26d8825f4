import type { Language } from '../i18n';
import { monthName } from './cropDisplay';
import type { RouterOutputs } from './trpc';

/*
 * What the home page's "Recommended for you" section shows of dashboard.recommendations, decided once. Pure apart
 * from Intl: the reasons are worded on this side from the kind of recommendation, so they read the same in Arabic.
 */

export type Recommendations = RouterOutputs['dashboard']['recommendations'];
export type ProductRecommendation = Recommendations['products'][number];
export type CropRecommendation = Recommendations['crops'][number];

/** How many products and crops the section asks for: one row of each on a wide screen. */
export const RECOMMENDATIONS_SHOWN = 4;

/**
 * The months in the order they are planted: in calendar order, starting after the longest gap, so a run across the
 * new year (November, December, January) reads in its own order.
 */
export function plantingOrder(months: readonly number[]): number[] {
  const sorted = [...new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12))].sort((a, b) => a - b);
  let start = 0;
  let widest = -1;
  sorted.forEach((month, index) => {
    const previous = sorted[(index - 1 + sorted.length) % sorted.length] as number;
    const gap = (month - previous + 12) % 12 || 12;
    if (gap > widest) {
      widest = gap;
      start = index;
    }
  });
  return [...sorted.slice(start), ...sorted.slice(0, start)];
}

/** "October and November" / "أكتوبر ونوفمبر": the planting months in the reader's language. */
export function plantingMonthsText(months: readonly number[], language: Language): string {
  const names = plantingOrder(months).map((m) => monthName(m, language));
  return new Intl.ListFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { type: 'conjunction' }).format(names);
}

/**
 * The place the crops are in season for: the governorate in the reader's language when the city named one, else the
 * city as the grower wrote it, else null (anywhere in Egypt).
 */
export function seasonPlace(location: Recommendations['location'], language: Language): string | null {
  if (location.governorate)
    return language === 'ar' ? location.governorate.name_ar || location.governorate.name : location.governorate.name;
  return location.city?.trim() || null;
}

/** A crop's name in the reader's language. */
export const cropName = (crop: CropRecommendation['crop'], language: Language) =>
  (language === 'ar' && crop.name_ar) || crop.name;
