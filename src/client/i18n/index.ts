import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

/** localStorage key that remembers the visitor's language. */
export const LANGUAGE_STORAGE_KEY = 'lang';
const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The remembered language, or English when none (or an unknown one) is stored. */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, disabled); the choice then lasts for this visit only.
  }
}

/** Sets `<html lang dir>` so the browser, screen readers and the Cairo font rule follow the language. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  // Only a change is written: setting even the same `lang` or `dir` makes the browser restyle every element of the
  // page (their :lang and :dir), which over a first paint is a long task on a cheap phone.
  if (root.getAttribute('lang') !== language) root.setAttribute('lang', language);
  if (root.getAttribute('dir') !== directionOf(language)) root.setAttribute('dir', directionOf(language));
}

/**
 * Starts i18next synchronously with the English catalogue (the fallback, always there) and the remembered language,
 * and keeps `<html>` and localStorage in step with every later language change. Returns the starting language; when
 * it is Arabic, render once `loadLanguage('ar')` has brought its catalogue.
 */
export function initI18n(): Language {
  const language = readStoredLanguage();
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    applyDocumentLanguage(next);
    rememberLanguage(next);
  });
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return language;
}

let arabicTexts: Promise<void> | null = null;

/**
 * The site's catalogue of a language: English is part of the first load; Arabic (about 3 kB gzip) is loaded the
 * first time the site is shown in Arabic, so English visits do not carry it. Resolves once it is added.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  arabicTexts ??= import('./ar').then(
    ({ ar }) => {
      // Over any feature texts already added in Arabic, as if it had come first (their bundles never overwrite).
      i18n.addResourceBundle('ar', 'translation', ar, true, true);
    },
    (error: unknown) => {
      arabicTexts = null;
      throw error;
    },
  );
  return arabicTexts;
}

/** Shows the site in `language` once its catalogue is there (i18next then updates `<html>` and localStorage). */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

let accountTexts: Promise<void> | null = null;

/**
 * The texts of the account pages (sign-in, sign-up, password, profile), in both languages, loaded with the first
 * of those pages rather than with the site: most visits never open one. Resolves once they are added.
 */
export function loadAccountTexts(): Promise<void> {
  accountTexts ??= Promise.all([import('./accounts/en'), import('./accounts/ar')]).then(
    ([{ accountsEn }, { accountsAr }]) => {
      i18n.addResourceBundle('en', 'translation', accountsEn, true, false);
      i18n.addResourceBundle('ar', 'translation', accountsAr, true, false);
    },
    (error: unknown) => {
      accountTexts = null;
      throw error;
    },
  );
  return accountTexts;
}

let shopTexts: Promise<void> | null = null;

/**
 * The texts of the shop (product list and product page), in both languages, loaded with the first shop page so
 * they do not weigh on the first load of the site. Resolves once they are added.
 */
export function loadShopTexts(): Promise<void> {
  shopTexts ??= Promise.all([import('./shop/en'), import('./shop/ar')]).then(
    ([{ shopEn }, { shopAr }]) => {
      i18n.addResourceBundle('en', 'translation', shopEn, true, false);
      i18n.addResourceBundle('ar', 'translation', shopAr, true, false);
    },
    (error: unknown) => {
      shopTexts = null;
      throw error;
    },
  );
  return shopTexts;
}

let cropTexts: Promise<void> | null = null;

/**
 * The texts of the crop guide (crops list and crop page), in both languages, loaded with the first crop page so
 * they do not weigh on the first load of the site. Resolves once they are added.
 */
export function loadCropTexts(): Promise<void> {
  cropTexts ??= Promise.all([import('./crops/en'), import('./crops/ar')]).then(
    ([{ cropsEn }, { cropsAr }]) => {
      i18n.addResourceBundle('en', 'translation', cropsEn, true, false);
      i18n.addResourceBundle('ar', 'translation', cropsAr, true, false);
    },
    (error: unknown) => {
      cropTexts = null;
      throw error;
    },
  );
  return cropTexts;
}

let learningTexts: Promise<void> | null = null;

/**
 * The texts of learning and engagement (quizzes, calculators, newsletter, contact form, support), in both languages,
 * loaded with the first screen that needs them so they do not weigh on the first load of the site. Resolves once
 * they are added.
 */
export function loadLearningTexts(): Promise<void> {
  learningTexts ??= Promise.all([import('./learning/en'), import('./learning/ar')]).then(
    ([{ learningEn }, { learningAr }]) => {
      i18n.addResourceBundle('en', 'translation', learningEn, true, false);
      i18n.addResourceBundle('ar', 'translation', learningAr, true, false);
    },
    (error: unknown) => {
      learningTexts = null;
      throw error;
    },
  );
  return learningTexts;
}

let cartTexts: Promise<void> | null = null;

/**
 * The texts of the cart and the favourites (pages and action messages), in both languages, loaded with the cart
 * provider once signed in and with the Cart and Favorites pages, not with the site. Resolves once they are added.
 */
export function loadCartTexts(): Promise<void> {
  cartTexts ??= Promise.all([import('./cart/en'), import('./cart/ar')]).then(
    ([{ cartEn }, { cartAr }]) => {
      i18n.addResourceBundle('en', 'translation', cartEn, true, false);
      i18n.addResourceBundle('ar', 'translation', cartAr, true, false);
    },
    (error: unknown) => {
      cartTexts = null;
      throw error;
    },
  );
  return cartTexts;
}

let orderTexts: Promise<void> | null = null;

/**
 * The texts of checkout and My Orders (and of a reorder link on the shop), in both languages, loaded with those
 * screens rather than with the site. Resolves once they are added.
 */
export function loadOrderTexts(): Promise<void> {
  orderTexts ??= Promise.all([import('./orders/en'), import('./orders/ar')]).then(
    ([{ ordersEn }, { ordersAr }]) => {
      i18n.addResourceBundle('en', 'translation', ordersEn, true, false);
      i18n.addResourceBundle('ar', 'translation', ordersAr, true, false);
    },
    (error: unknown) => {
      orderTexts = null;
      throw error;
    },
  );
  return orderTexts;
}

let adminTexts: Promise<void> | null = null;

/**
 * The texts of the admin area (/admin and the header's Admin link), in both languages, loaded with the admin page or
 * once an administrator is signed in, never for customers. Resolves once they are added.
 */
export function loadAdminTexts(): Promise<void> {
  adminTexts ??= Promise.all([import('./admin/en'), import('./admin/ar')]).then(
    ([{ adminEn }, { adminAr }]) => {
      i18n.addResourceBundle('en', 'translation', adminEn, true, false);
      i18n.addResourceBundle('ar', 'translation', adminAr, true, false);
    },
    (error: unknown) => {
      adminTexts = null;
      throw error;
    },
  );
  return adminTexts;
}

let notificationTexts: Promise<void> | null = null;

/**
 * The texts of the notifications (the header bell and its dropdown, the mobile menu link, the /notifications page), in
 * both languages, loaded with the bell once signed in and with the page, never for a visitor. Resolves once they are
 * added.
 */
export function loadNotificationTexts(): Promise<void> {
  notificationTexts ??= Promise.all([import('./notifications/en'), import('./notifications/ar')]).then(
    ([{ notificationsEn }, { notificationsAr }]) => {
      i18n.addResourceBundle('en', 'translation', notificationsEn, true, false);
      i18n.addResourceBundle('ar', 'translation', notificationsAr, true, false);
    },
    (error: unknown) => {
      notificationTexts = null;
      throw error;
    },
  );
  return notificationTexts;
}

let recommendationTexts: Promise<void> | null = null;

/**
 * The texts of the home page's "Recommended for you" section, in both languages, loaded with the section (signed in
 * only). Resolves once they are added.
 */
export function loadRecommendationTexts(): Promise<void> {
  recommendationTexts ??= Promise.all([import('./recommendations/en'), import('./recommendations/ar')]).then(
    ([{ recommendationsEn }, { recommendationsAr }]) => {
      i18n.addResourceBundle('en', 'translation', recommendationsEn, true, false);
      i18n.addResourceBundle('ar', 'translation', recommendationsAr, true, false);
    },
    (error: unknown) => {
      recommendationTexts = null;
      throw error;
    },
  );
  return recommendationTexts;
}

let creditTexts: Promise<void> | null = null;

/**
 * The texts of pay at harvest (the checkout's payment choice, an order's harvest payment, the profile's credit tab, the
 * admin credit line and receivables), in both languages, with the shop's (amounts), loaded with those screens.
 * Resolves once they are added.
 */
export function loadCreditTexts(): Promise<void> {
  // Their amounts are written as the shop writes prices (`shop.amount`), so the shop texts come too.
  creditTexts ??= Promise.all([import('./credit/en'), import('./credit/ar'), loadShopTexts()]).then(
    ([{ creditEn }, { creditAr }]) => {
      i18n.addResourceBundle('en', 'translation', creditEn, true, false);
      i18n.addResourceBundle('ar', 'translation', creditAr, true, false);
    },
    (error: unknown) => {
      creditTexts = null;
      throw error;
    },
  );
  return creditTexts;
}

export { i18n };
