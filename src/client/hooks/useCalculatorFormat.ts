import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { useLanguage } from './useLanguage';

/** First-strong isolates keep "10,000" whole inside right-to-left text. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * The calculators' figures with their units, formatted for the reader's language ('en-GB' or 'ar-EG', Western digits
 * in both, like every price and date of the site): kg and EGP to two decimals, grams, litres and plants whole, percent to one.
 */
export function useCalculatorFormat() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const number = (value: number, digits: number) => isolate(formatNumber(value, language, digits));
    return {
      kg: (value: number) => t('calculator.units.kg', { value: number(value, 2) }),
      tonnes: (kg: number) => t('calculator.units.tonnes', { value: number(kg / 1000, 2) }),
      grams: (value: number) => t('calculator.units.grams', { value: number(value, 0) }),
      litres: (value: number) => t('calculator.units.litres', { value: number(value, 0) }),
      egp: (value: number) => t('calculator.units.egp', { value: number(value, 2) }),
      plants: (value: number) => t('calculator.units.plants', { value: number(value, 0) }),
      percent: (value: number) => t('calculator.units.percent', { value: number(value, 1) }),
      plain: (value: number, digits = 2) => number(value, digits),
    };
  }, [t, language]);
}
