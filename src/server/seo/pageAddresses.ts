import { addressIn, languageOfPath, plainAddress } from '../../shared/addresses';
import { type Language, MESSAGE_LANGUAGES } from '../../shared/messages';
import { parseShopQuery, shopQueryString } from '../../shared/shopQuery';

/*
 * The addresses a page is known by to search engines and sharing (issue 22): one canonical address per page and
 * language, and its twin in the other language. The page's head (src/server/storefrontPage.ts) and the sitemap
 * (./sitemap.ts) both write them from here, so a page's `<link rel="canonical">` is the sitemap's `<loc>`.
 */

/** What `hreflang` names: each language, and `x-default` for a reader of neither (the English page). */
export type HrefLang = Language | 'x-default';

/** The language a reader of neither of ours is sent to. */
export const DEFAULT_LANGUAGE: Language = 'en';

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

/** An address of ours as an absolute URL at `publicUrl` (config.publicUrl, without a trailing slash). */
export const absoluteUrl = (publicUrl: string, address: string) => `${publicUrl}${address}`;

/** The page's address in each language, and x-default (the English one): what its `hreflang` alternates name. */
export function alternates(address: string): { hreflang: HrefLang; address: string }[] {
  const languages = MESSAGE_LANGUAGES.map((language) => ({ hreflang: language as HrefLang, address: addressIn(language, address) }));
  return [...languages, { hreflang: 'x-default', address: addressIn(DEFAULT_LANGUAGE, address) }];
}

/** Text made safe inside an HTML or XML element or a double-quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The head's links of the page at canonical `address`: its canonical URL and its alternates in both languages. */
export function headLinks(publicUrl: string, address: string): string {
  const link = (attributes: string, target: string) => `<link ${attributes} href="${escapeMarkup(absoluteUrl(publicUrl, target))}">`;
  return [
    link('rel="canonical"', address),
    ...alternates(address).map(({ hreflang, address: target }) => link(`rel="alternate" hreflang="${hreflang}"`, target)),
  ].join('');
}

/** The language a page is painted in: its address's (the `/ar` addresses are Arabic whatever the reader's cookie). */
export const pageLanguage = (url: string): Language => languageOfPath(url.split(/[?#]/, 1)[0] ?? '/');
