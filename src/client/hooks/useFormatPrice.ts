import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY } from '../../shared/business';
import { formatNumber } from '../lib/format';
import { useLanguage } from './useLanguage';

/** "1,250 EGP" / "1,250 ج.م": an amount with its currency, in the reader's language (Western digits in both). */
export function useFormatPrice(): (amount: number, currency?: string | null) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useCallback(
    (amount: number, currency?: string | null) => {
      const code = currency || CURRENCY;
      const currencyLabel = code === CURRENCY ? t('shop.currency.EGP') : code;
      // First-strong isolates keep "1,250" whole inside right-to-left text.
      return t('shop.amount', { amount: `\u2068${formatNumber(amount, language)}\u2069`, currency: currencyLabel });
    },
    [t, language],
  );
}
