import type { Language } from '../i18n';
import { formatNumber, formatPercent } from './format';

type Translate = (key: string, values: { value: string }) => string;

/** First-strong isolates keep "10,000" whole inside right-to-left text. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * The calculators' figures with their units, formatted for the reader's language ('en-GB' or 'ar-EG', Western digits
 * in both, like every price and date of the site): kg and EGP to two decimals, grams, litres, cubic metres and plants
 * whole, percent always with one decimal ('70.0%', as the spec gives the profit margin). Pure: `t` brings the units.
 */
export function calculatorFormat(t: Translate, language: Language) {
  const number = (value: number, digits: number) => isolate(formatNumber(value, language, digits));
  return {
    kg: (value: number) => t('calculator.units.kg', { value: number(value, 2) }),
    tonnes: (kg: number) => t('calculator.units.tonnes', { value: number(kg / 1000, 2) }),
    grams: (value: number) => t('calculator.units.grams', { value: number(value, 0) }),
    litres: (value: number) => t('calculator.units.litres', { value: number(value, 0) }),
    cubicMetres: (value: number) => t('calculator.units.cubicMetres', { value: number(value, 0) }),
    egp: (value: number) => t('calculator.units.egp', { value: number(value, 2) }),
    plants: (value: number) => t('calculator.units.plants', { value: number(value, 0) }),
    percent: (value: number) => isolate(formatPercent(value, language, 1, 1)),
    plain: (value: number, digits = 2) => number(value, digits),
  };
}
