import 'i18next';
import type { en } from './en';
import type { legalEn } from './legal/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      legal: typeof legalEn;
    };
  }
}
