import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../lib/format';
import { serverMessage } from '../lib/errors';
import { useLanguage } from './useLanguage';
import type { PriceAlert } from './usePriceAlerts';

/** What an alert sentence is made of, already in the reader's language (but the price, a number). */
export interface AlertWords {
  crop: string;
  /** The market's name, or null for any market. */
  market: string | null;
  direction: 'above' | 'below';
  price: number;
  /** The price's unit as stored ('kg'), or null when no price is known yet. */
  unit: string | null;
}

/**
 * The words of price alerts in the reader's language (needs the crop texts, `loadCropTexts()`): names of crop,
 * market and unit, the one-line summary ("Above 12 EGP/kg"), the whole sentence ("Tell me when Tomato at Obour Wholesale
 * Market goes above 12 EGP/kg"), prices with Western digits, and the server's messages translated.
 */
export function usePriceAlertTexts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const arabic = language === 'ar';
    const money = (value: number) => formatNumber(value, language);
    const unitName = (unit: string) => t(`crop.units.${unit as 'kg'}`, { defaultValue: unit });
    const cropName = (alert: Pick<PriceAlert, 'crop_name' | 'crop_name_ar'>) =>
      (arabic && alert.crop_name_ar) || alert.crop_name;
    const marketName = (alert: Pick<PriceAlert, 'market_name' | 'market_name_ar'>) =>
      (arabic && alert.market_name_ar) || alert.market_name;
    const words = (alert: PriceAlert): AlertWords => ({
      crop: cropName(alert),
      market: alert.market_id === null ? null : (marketName(alert) ?? ''),
      direction: alert.direction,
      price: alert.price,
      unit: alert.unit,
    });
    const summary = ({ direction, price, unit }: Pick<AlertWords, 'direction' | 'price' | 'unit'>) =>
      unit
        ? t('priceAlerts.summary', {
            direction: t(`priceAlerts.summaryDirections.${direction}`),
            price: money(price),
            unit: unitName(unit),
          })
        : t('priceAlerts.summaryNoUnit', {
            direction: t(`priceAlerts.summaryDirections.${direction}`),
            price: money(price),
          });
    const place = (market: string | null) =>
      market === null ? t('priceAlerts.atAnyMarket') : t('priceAlerts.atMarket', { market });
    /** The whole sentence; a price not given yet (null) is shown as an ellipsis. */
    const sentence = ({
      crop,
      market,
      direction,
      price,
      unit,
    }: Omit<AlertWords, 'price'> & { price: number | null }) => {
      const values = {
        crop,
        market: market ?? t('priceAlerts.anyMarket'),
        direction: t(`priceAlerts.directions.${direction}`),
        price: price === null ? '…' : money(price),
      };
      return unit
        ? t('priceAlerts.sentence', { ...values, unit: unitName(unit) })
        : t('priceAlerts.sentenceNoUnit', values);
    };
    /** When the alert last went off and at what price, or that it never has. */
    const lastFired = ({ last_fired_at, last_fired_price }: Pick<PriceAlert, 'last_fired_at' | 'last_fired_price'>) =>
      last_fired_at && last_fired_price !== null
        ? t('priceAlerts.lastFired', { date: formatDateTime(last_fired_at, language), price: money(last_fired_price) })
        : t('priceAlerts.neverFired');
    /** Why a call failed: the server's words in the reader's language (by its key), or "no answer". */
    const reasonOf = (error: unknown) => serverMessage(error) ?? t('priceAlerts.noAnswer');
    return { money, unitName, cropName, marketName, words, summary, place, sentence, lastFired, reasonOf };
  }, [t, language]);
}
