import { addressIn, languageOfCookie } from '../../shared/addresses';
import { preferredLanguage } from '../../shared/messages';
import { pageLanguage } from './pageAddresses';

/*
 * Which language a page's reader is sent to ("the first visit"). An `/ar` address is Arabic for everyone (a
 * shared link opens as it was shared). At a plain (English) address the reader's explicit choice, remembered in the
 * `lang` cookie by the language switch, always wins; without one, a browser whose Accept-Language prefers Arabic to
 * English is sent to the Arabic twin. A crawler sends neither, and reads English.
 */

/** The headers a plain address's answer depends on (with the encoding the page is compressed in). */
export const PLAIN_PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** The `/ar` twin the reader of `url` (path and query) is sent to, or null when the page is theirs as asked. */
export function languageRedirect(
  url: string,
  headers: { cookie?: string | undefined; acceptLanguage?: string | undefined },
): string | null {
  if (pageLanguage(url) === 'ar') return null;
  const wanted = languageOfCookie(headers.cookie) ?? preferredLanguage(headers.acceptLanguage);
  return wanted === 'ar' ? addressIn('ar', url) : null;
}
