import type { Catalogue } from '../types';
import type { recommendationsEn } from './en';

/** Arabic texts of the home page's "Recommended for you" section, key for key with recommendations/en.ts. */
export const recommendationsAr: Catalogue<typeof recommendationsEn> = {
  recommendations: {
    title: 'مقترحات لك',
    basedOnPurchases: 'اخترناها بناءً على مشترياتك السابقة.',
    basedOnBestsellers: 'مستلزمات رائجة لم تشترها بعد.',
    boughtWith: 'يُشترى غالبًا مع {{product}}',
    bestseller: 'من الأكثر مبيعًا بين المزارعين في أنحاء مصر',
    inSeasonFor: 'في موسمها في {{city}}',
    inSeasonEgypt: 'في موسمها في مصر',
    inSeasonHint: 'محاصيل تُزرع هذا الشهر أو الشهر القادم في منطقتك.',
    plantNow: 'ازرعها الآن',
    plantNextMonth: 'من الشهر القادم',
    plantedIn: 'تُزرع في {{months}}',
    viewCrop: 'عرض دليل المحصول',
    loading: 'جارٍ تحميل مقترحاتك...',
    loadFailed: 'تعذّر تحميل مقترحاتك',
    retry: 'حاول مرة أخرى',
  },
};
