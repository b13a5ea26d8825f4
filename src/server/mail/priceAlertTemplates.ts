import { type PriceAlertFacts, priceAlertText, unitInArabic } from '../../events/projections/priceAlertTexts';
import { formatAmount } from '../../events/projections/orderNotificationTexts';
import type { Language } from '../../shared/messages';
import { type MailContent, composeMail, greetingOf } from './templates';

/**
 * A price alert fired: the crop, the market, the average price with its unit and date, the alert's level,
 * and a button to the crop's page with its prices — in the grower's language (Arabic laid out right to left). The
 * subject is the notification's title.
 */
export function priceAlertMail(input: {
  language: Language;
  firstName: string;
  facts: PriceAlertFacts;
  link: string;
}): MailContent {
  const { facts: f } = input;
  const ar = input.language === 'ar';
  const words = priceAlertText(input.language, f);
  const price = formatAmount(f.price);
  return composeMail(input.language, {
    subject: words.title,
    greeting: greetingOf(input.language, input.firstName),
    paragraphs: ar
      ? [
          words.message,
          `المحصول: ${f.cropNameAr} — السوق: ${f.marketNameAr} — متوسط السعر: ${price} جنيه/${unitInArabic(f.unit)} — التاريخ: ${f.priceDate}`,
          'لن نرسل لك هذا التنبيه مرة أخرى ما دام السعر على هذا الجانب، بل بعد أن يعود ثم يتخطى الحد من جديد. يمكنك إيقاف التنبيه أو حذفه من صفحتك الشخصية.',
        ]
      : [
          words.message,
          `Crop: ${f.cropName} — Market: ${f.marketName} — Average price: ${price} EGP/${f.unit} — Date: ${f.priceDate}`,
          'We will not send this alert again while the price stays there, only after it has come back and crossed your level anew. You can pause or delete the alert in your profile.',
        ],
    action: { label: ar ? 'عرض أسعار المحصول' : "See the crop's prices", link: input.link },
  });
}
