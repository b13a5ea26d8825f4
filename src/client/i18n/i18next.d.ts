import 'i18next';
import type { accountsEn } from './accounts/en';
import type { cartEn } from './cart/en';
import type { cropsEn } from './crops/en';
import type { en } from './en';
import type { learningEn } from './learning/en';
import type { legalEn } from './legal/en';
import type { ordersEn } from './orders/en';
import type { shopEn } from './shop/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      /** The site's catalogue, plus the account, shop, crop and learning texts that i18n/index.ts `loadAccountTexts()`, `loadShopTexts()`, `loadCropTexts()` `loadLearningTexts()` and `loadCartTexts()` add. */
      translation: typeof en & typeof accountsEn & typeof shopEn & typeof cropsEn & typeof learningEn & typeof cartEn & typeof ordersEn;
      legal: typeof legalEn;
    };
  }
}
