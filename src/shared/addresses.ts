import { type Language, MESSAGE_LANGUAGES } from './languages';
import { parseShopQuery, shopQueryString } from './shopQuery';

/*
 * Every storefront address in two languages: English at the plain address (`/shop/{slug}`), Arabic under
 * `/ar` (`/ar/shop/{slug}`). The address is the language: the browser's app reads it (src/client: wouter's base), the
 * server paints the page in it (src/server/storefrontPage.ts) and sends a plain address's reader to the `/ar` twin when
 * the remembered choice or the phone's language asks for Arabic (src/host/app.ts).
 */

/** The path prefix of the Arabic addresses. */
export const ARABIC_PREFIX = '/ar';

/** The cookie that remembers the reader's explicit choice of language (set by the language switch; read by the server). */
export const LANGUAGE_COOKIE = 'lang';

/** How long the choice is remembered: a year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language of a path (no query): Arabic for `/ar` and below (`/ar`, `/ar/`, `/ar/shop`), English otherwise (`/arabica` too). */
export function languageOfPath(path: string): Language {
  return path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The address without its language prefix (`/ar/shop?x=1` → `/shop?x=1`, `/ar` → `/`); a plain address is kept. */
export function plainAddress(address: string): string {
  const [path = '/', ...rest] = address.split(/(?=[?#])/);
  if (languageOfPath(path) === 'en') return address;
  return `${path.slice(ARABIC_PREFIX.length) || '/'}${rest.join('')}`;
}

/** The same page in `language` (`/shop?x=1` in 'ar' → `/ar/shop?x=1`; `/ar/shop` in 'en' → `/shop`; `/` in 'ar' → `/ar`). */
export function addressIn(language: Language, address: string): string {
  const plain = plainAddress(address);
  if (language === 'en') return plain;
  return plain === '/' || /^\/[?#]/.test(plain) ? `${ARABIC_PREFIX}${plain.slice(1)}` : `${ARABIC_PREFIX}${plain}`;
}

/** The language a `lang` cookie value names, or undefined for none or anything else. */
export function languageOfCookie(cookieHeader: string | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name = '', value = ''] = part.trim().split('=', 2);
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'ar')) return value;
  }
  return undefined;
}

/** The `Set-Cookie`/`document.cookie` text that remembers `language` for the whole site. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** What `hreflang` names: each language, and `x-default` for a reader of neither (the English page). */
export type HrefLang = Language | 'x-default';

/** The language a reader of neither of ours is sent to. */
const DEFAULT_LANGUAGE: Language = 'en';

/** A path without its trailing slashes (`/shop/` → `/shop`, `/ar/` → `/ar`); the root stays `/`. */
const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** The shop list's addresses: its query is the state of the list (src/shared/shopQuery.ts). */
const isShopList = (path: string) => plainAddress(path) === '/shop';

/**
 * The canonical address of a page asked for at `url` (path and query, no fragment): the path without a trailing
 * slash, and the query only where it chooses what the page shows, written the one way the shop writes it (unknown and
 * tracking parameters dropped, defaults left out). Any other page's query (a tab, a link's token, `utm_…`) is dropped.
 */
export function canonicalAddress(url: string): string {
  const [rawPath = '/', query = ''] = url.split('#', 1)[0]!.split('?', 2);
  const path = withoutTrailingSlash(rawPath);
  if (!isShopList(path)) return path;
  const shop = shopQueryString(parseShopQuery(query));
  return shop ? `${path}?${shop}` : path;
}

/** The page's address in each language, and x-default (the English one): what its `hreflang` alternates name. */
export function alternates(address: string): { hreflang: HrefLang; address: string }[] {
  const languages = MESSAGE_LANGUAGES.map((language) => ({
    hreflang: language as HrefLang,
    address: addressIn(language, address),
  }));
  return [...languages, { hreflang: 'x-default', address: addressIn(DEFAULT_LANGUAGE, address) }];
}
