import { useCallback } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { addressIn, languageOfPath } from '../../shared/addresses';
import type { Language } from '../i18n';

/*
 * The app's routes are paths under wouter's base (`''` in English, `/ar` in Arabic; src/client/AppRoot.tsx), so a
 * `<Link href="/shop">` stays in the page's language. A full address (with `/ar`) is needed where the path leaves the
 * router: a `from` to come back to, a link opened in a new tab, a share link.
 */

/** The language of the address being shown (the router's base). */
export function useAddressLanguage(): Language {
  return languageOfPath(useRouter().base || '/');
}

/** Turns a router path (`/shop/x`) into the full address in the page's language (`/ar/shop/x`). */
export function useFullAddress(): (path: string) => string {
  const language = useAddressLanguage();
  return useCallback((path: string) => addressIn(language, path), [language]);
}

/** The full address of the page being shown, with its query (`/ar/orders?page=2`). */
export function useCurrentAddress(): string {
  const [location] = useLocation();
  const search = useSearch();
  return useFullAddress()(search ? `${location}?${search}` : location);
}
