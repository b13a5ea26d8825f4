import type { PriceAlertDirection } from '../../shared/priceAlerts';
import { type NotificationLanguage, formatAmount } from './orderNotificationTexts';

/*
 * What a grower is told when a price alert fires, in English and Arabic: the notification's title and message (the
 * e-mail wraps the same words). Pure; figures with Western digits, as everywhere on the site.
 */

export const PRICE_ALERT_NOTIFICATION_TYPE = 'price_alert';

/** What the alert and the price that fired it say. */
export interface PriceAlertFacts {
  cropName: string;
  cropNameAr: string;
  marketName: string;
  marketNameAr: string;
  direction: PriceAlertDirection;
  level: number;
  price: number;
  unit: string;
  priceDate: string;
}

/** The price units in Arabic (as the crop pages write them). */
const UNITS_AR: Record<string, string> = {
  kg: 'كجم',
  ton: 'طن',
  ardab: 'أردب',
  crate: 'قفص',
  bunch: 'حزمة',
  piece: 'قطعة',
};

export const unitInArabic = (unit: string) => UNITS_AR[unit] ?? unit;

export function priceAlertText(
  language: NotificationLanguage,
  f: PriceAlertFacts,
): { type: typeof PRICE_ALERT_NOTIFICATION_TYPE; title: string; message: string } {
  const price = formatAmount(f.price);
  const level = formatAmount(f.level);
  if (language === 'ar') {
    const unit = unitInArabic(f.unit);
    const moved = f.direction === 'above' ? 'فوق' : 'تحت';
    const side = f.direction === 'above' ? 'أعلى من' : 'أقل من';
    return {
      type: PRICE_ALERT_NOTIFICATION_TYPE,
      title: `تنبيه سعر: ${f.cropNameAr} ${moved} ${level} جنيه/${unit}`,
      message: `سعر ${f.cropNameAr} في ${f.marketNameAr} بلغ ${price} جنيه/${unit} بتاريخ ${f.priceDate} (تنبيهك: ${side} ${level} جنيه/${unit}).`,
    };
  }
  const side = f.direction === 'above' ? 'above' : 'below';
  return {
    type: PRICE_ALERT_NOTIFICATION_TYPE,
    title: `Price alert: ${f.cropName} ${side} ${level} EGP/${f.unit}`,
    message: `${f.cropName} at ${f.marketName} is ${price} EGP/${f.unit} on ${f.priceDate} (your alert: ${side} ${level} EGP/${f.unit}).`,
  };
}
