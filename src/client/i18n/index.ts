import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCookie } from '../../shared/addresses';
import { en } from './en';
import { serverTexts } from './serverTexts';

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

/** The language the reader chose with the switch before (localStorage; the `lang` cookie is the newer record), or none. */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remembers an explicit choice of language (the switch): in the `lang` cookie, which the server reads to send a
 * plain address's reader to the `/ar` twin, and in localStorage, which the first-paint gate and older versions read.
 */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads the choice from this cookie on a plain address (Cookie Store is not on every phone)
  document.cookie = languageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, disabled); the cookie still remembers it.
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
 * Starts i18next synchronously with the English catalogue (the fallback, always there) in `language`, the language of
 * the address (lib/siteLanguage.ts), and keeps `<html>` in step with every later language change. When it is Arabic,
 * render once `loadLanguage('ar')` has brought its catalogue.
 */
export function initI18n(language: Language): void {
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (next) => {
    if (isLanguage(next)) applyDocumentLanguage(next);
    if (isLanguage(next) && serverTextsWanted) loadServerTexts(next).catch(() => {});
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

const serverTextsOf: Partial<Record<Language, Promise<void>>> = {};
let serverTextsWanted = false;

/**
 * The server's messages in `language` (src/shared/messagesEn.ts, messagesAr.ts: `server.<domain>.<name>`, for the
 * errors and answers the client words itself by their key), about 11 kB gzip each: not part of the first load, which
 * never shows one. The app asks for them once it has drawn its first screen, and again in a language it changes to;
 * until they are here a keyed message is said in the server's own words, which are in the reader's language already
 * (lib/errors.ts). Resolves once they are added; a failed load is tried again by the next call.
 */
export function loadServerTexts(language: Language): Promise<void> {
  serverTextsWanted = true;
  serverTextsOf[language] ??= (
    language === 'ar'
      ? import('../../shared/messagesAr').then(({ messagesAr }) => messagesAr)
      : import('../../shared/messagesEn').then(({ messagesEn }) => messagesEn)
  ).then(
    (catalogue) => {
      i18n.addResourceBundle(language, 'translation', { server: serverTexts(catalogue) }, true, false);
    },
    (error: unknown) => {
      delete serverTextsOf[language];
      throw error;
    },
  );
  return serverTextsOf[language];
}

/** Shows the site in `language` once its catalogue is there (i18next then updates `<html>`). */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** A feature's catalogue in English and in Arabic. */
type FeatureCatalogues = readonly [english: object, arabic: object];

/**
 * Makes the loader of a feature's texts, which adds both languages' catalogues once, under the texts already there
 * (a feature's bundle never overwrites), and forgets a failed load so that the next call tries again.
 */
function featureTexts(load: () => Promise<FeatureCatalogues>): () => Promise<void> {
  let loaded: Promise<void> | null = null;
  return () => {
    loaded ??= load().then(
      ([english, arabic]) => {
        i18n.addResourceBundle('en', 'translation', english, true, false);
        i18n.addResourceBundle('ar', 'translation', arabic, true, false);
      },
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    );
    return loaded;
  };
}

/**
 * The texts of the account pages (sign-in, sign-up, password, profile), in both languages, loaded with the first
 * of those pages rather than with the site: most visits never open one. Resolves once they are added.
 */
export const loadAccountTexts = featureTexts(() =>
  Promise.all([import('./accounts/en'), import('./accounts/ar')]).then(([{ accountsEn }, { accountsAr }]) => [
    accountsEn,
    accountsAr,
  ]),
);

/**
 * The texts of the shop (product list and product page), in both languages, loaded with the first shop page so
 * they do not weigh on the first load of the site. Resolves once they are added.
 */
export const loadShopTexts = featureTexts(() =>
  Promise.all([import('./shop/en'), import('./shop/ar')]).then(([{ shopEn }, { shopAr }]) => [shopEn, shopAr]),
);

/**
 * The texts of the crop guide (crops list and crop page), in both languages, loaded with the first crop page so
 * they do not weigh on the first load of the site. Resolves once they are added.
 */
export const loadCropTexts = featureTexts(() =>
  Promise.all([import('./crops/en'), import('./crops/ar')]).then(([{ cropsEn }, { cropsAr }]) => [cropsEn, cropsAr]),
);

/**
 * The texts of learning and engagement (quizzes, calculators, newsletter, contact form, support), in both languages,
 * loaded with the first screen that needs them so they do not weigh on the first load of the site. Resolves once
 * they are added.
 */
export const loadLearningTexts = featureTexts(() =>
  Promise.all([import('./learning/en'), import('./learning/ar')]).then(([{ learningEn }, { learningAr }]) => [
    learningEn,
    learningAr,
  ]),
);

/**
 * The texts of the cart and the favourites (pages and action messages), in both languages, loaded with the cart
 * provider once signed in and with the Cart and Favorites pages, not with the site. Resolves once they are added.
 */
export const loadCartTexts = featureTexts(() =>
  Promise.all([import('./cart/en'), import('./cart/ar')]).then(([{ cartEn }, { cartAr }]) => [cartEn, cartAr]),
);

/**
 * The texts of checkout and My Orders (and of a reorder link on the shop), in both languages, loaded with those
 * screens rather than with the site. Resolves once they are added.
 */
export const loadOrderTexts = featureTexts(() =>
  Promise.all([import('./orders/en'), import('./orders/ar')]).then(([{ ordersEn }, { ordersAr }]) => [
    ordersEn,
    ordersAr,
  ]),
);

/**
 * The texts of the admin area (/admin and the header's Admin link), in both languages, loaded with the admin page or
 * once an administrator is signed in, never for customers. Resolves once they are added.
 */
export const loadAdminTexts = featureTexts(() =>
  Promise.all([import('./admin/en'), import('./admin/ar')]).then(([{ adminEn }, { adminAr }]) => [adminEn, adminAr]),
);

/**
 * The texts of the notifications (the header bell and its dropdown, the mobile menu link, the /notifications page), in
 * both languages, loaded with the bell once signed in and with the page, never for a visitor. Resolves once they are
 * added.
 */
export const loadNotificationTexts = featureTexts(() =>
  Promise.all([import('./notifications/en'), import('./notifications/ar')]).then(
    ([{ notificationsEn }, { notificationsAr }]) => [notificationsEn, notificationsAr],
  ),
);

/**
 * The texts of the home page's "Recommended for you" section, in both languages, loaded with the section (signed in
 * only). Resolves once they are added.
 */
export const loadRecommendationTexts = featureTexts(() =>
  Promise.all([import('./recommendations/en'), import('./recommendations/ar')]).then(
    ([{ recommendationsEn }, { recommendationsAr }]) => [recommendationsEn, recommendationsAr],
  ),
);

/**
 * The texts of pay at harvest (the checkout's payment choice, an order's harvest payment, the profile's credit tab, the
 * admin credit line and receivables), in both languages, loaded with those screens. The shop's texts come too: the
 * amounts are written as the shop writes prices (`shop.amount`). Resolves once they are added.
 */
export const loadCreditTexts = featureTexts(() =>
  Promise.all([import('./credit/en'), import('./credit/ar'), loadShopTexts()]).then(([{ creditEn }, { creditAr }]) => [
    creditEn,
    creditAr,
  ]),
);

/**
 * The texts of messages by channel (the profile's Messages tab, the admin's outbox), in both languages, loaded with
 * those screens. Resolves once they are added.
 */
export const loadMessagingTexts = featureTexts(() =>
  Promise.all([import('./messaging/en'), import('./messaging/ar')]).then(([{ messagingEn }, { messagingAr }]) => [
    messagingEn,
    messagingAr,
  ]),
);

export { i18n };
