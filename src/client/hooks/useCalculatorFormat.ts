import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calculatorFormat } from '../lib/calculatorFormat';
import { useLanguage } from './useLanguage';

/** The calculators' figures with their units in the reader's language (lib/calculatorFormat.ts). */
export function useCalculatorFormat() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => calculatorFormat((key, values) => t(key as never, values), language), [t, language]);
}
