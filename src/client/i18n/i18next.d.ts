import 'i18next';
import type { accountsEn } from './accounts/en';
import type { adminEn } from './admin/en';
import type { cartEn } from './cart/en';
import type { creditEn } from './credit/en';
import type { cropsEn } from './crops/en';
import type { en } from './en';
import type { learningEn } from './learning/en';
import type { legalEn } from './legal/en';
import type { messagingEn } from './messaging/en';
import type { notificationsEn } from './notifications/en';
import type { ordersEn } from './orders/en';
import type { recommendationsEn } from './recommendations/en';
import type { shopEn } from './shop/en';
import type { ServerTexts } from './serverTexts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      /** The site's catalogue, plus the account, shop, crop and learning texts that i18n/index.ts `loadAccountTexts()`, `loadShopTexts()`, `loadCropTexts()` `loadLearningTexts()`, `loadCartTexts()`, `loadOrderTexts()`, `loadAdminTexts()`, `loadNotificationTexts()` `loadRecommendationTexts()` and `loadCreditTexts()` add. */
      translation: typeof en &
        typeof accountsEn &
        typeof shopEn &
        typeof cropsEn &
        typeof learningEn &
        typeof cartEn &
        typeof ordersEn &
        typeof adminEn &
        typeof notificationsEn &
        typeof messagingEn &
        typeof recommendationsEn &
        typeof creditEn & {
          /** The server's messages by key (src/shared/messages.ts), added by `loadServerTexts()`. */
          server: ServerTexts;
        };
      legal: typeof legalEn;
    };
  }
}
