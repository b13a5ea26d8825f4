import 'i18next';
import type { accountsEn } from './accounts/en';
import type { en } from './en';
import type { legalEn } from './legal/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      /** The site's catalogue, plus the account texts that i18n/index.ts `loadAccountTexts()` adds. */
      translation: typeof en & typeof accountsEn;
      legal: typeof legalEn;
    };
  }
}
