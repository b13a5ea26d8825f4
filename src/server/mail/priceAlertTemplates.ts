import { type PriceAlertFacts, priceAlertText, unitInArabic } from '../../events/projections/priceAlertTexts';
import { formatAmount } from '../../events/projections/orderNotificationTexts';
import { compose } from './accountTemplates';
import type { MailContent } from './templates';

/**
 * A price alert fired (issue 23): the crop, the market, the average price with its unit and date, the alert's level,
 * and a button to the crop's page with its prices — in the grower's language (Arabic laid out right to left). The
 * subject is the notification's title.
 */
export function priceAlertMail(input: { language: 'en' | 'ar'; firstName: string; facts: PriceAlertFacts; link: string }): MailContent {
  const { facts: f } = input;
  const words = priceAlertText(input.language, f);
  if (input.language === 'ar') {
    const unit = unitInArabic(f.unit);
    return compose(
      'ar',
      words.title,
      `مرحبًا ${input.firstName}،`,
      [
        words.message,
        `المحصول: ${f.cropNameAr} — السوق: ${f.marketNameAr} — متوسط السعر: ${formatAmount(f.price)} جنيه/${unit} — التاريخ: ${f.priceDate}`,
        'لن نرسل لك هذا التنبيه مرة أخرى ما دام السعر على هذا الجانب، بل بعد أن يعود ثم يتخطى الحد من جديد. يمكنك إيقاف التنبيه أو حذفه من صفحتك الشخصية.',
      ],
      { label: 'عرض أسعار المحصول', link: input.link },
    );
  }
  return compose(
    'en',
    words.title,
    `Hello ${input.firstName},`,
    [
      words.message,
      `Crop: ${f.cropName} — Market: ${f.marketName} — Average price: ${formatAmount(f.price)} EGP/${f.unit} — Date: ${f.priceDate}`,
      'We will not send this alert again while the price stays there, only after it has come back and crossed your level anew. You can pause or delete the alert in your profile.',
    ],
    { label: "See the crop's prices", link: input.link },
  );
}
