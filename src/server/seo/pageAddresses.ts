import { alternates, languageOfPath } from '../../shared/addresses';
import type { Language } from '../../shared/messages';

/*
 * The addresses a page is known by to search engines and sharing, as the server writes them: one canonical
 * address per page and language and its twin in the other (`canonicalAddress`, `alternates` in src/shared/addresses.ts,
 * which the browser's app uses too). The page's head (src/server/storefrontPage.ts) and the sitemap (./sitemap.ts) both
 * write them from there, so a page's `<link rel="canonical">` is the sitemap's `<loc>`.
 */

/** An address of ours as an absolute URL at `publicUrl` (config.publicUrl, without a trailing slash). */
export const absoluteUrl = (publicUrl: string, address: string) => `${publicUrl}${address}`;

/** Text made safe inside an HTML or XML element or a double-quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The head's links of the page at canonical `address`: its canonical URL and its alternates in both languages. */
export function headLinks(publicUrl: string, address: string): string {
  const link = (attributes: string, target: string) =>
    `<link ${attributes} href="${escapeMarkup(absoluteUrl(publicUrl, target))}">`;
  return [
    link('rel="canonical"', address),
    ...alternates(address).map(({ hreflang, address: target }) =>
      link(`rel="alternate" hreflang="${hreflang}"`, target),
    ),
  ].join('');
}

/** The language a page is painted in: its address's (the `/ar` addresses are Arabic whatever the reader's cookie). */
export const pageLanguage = (url: string): Language => languageOfPath(url.split(/[?#]/, 1)[0] ?? '/');
