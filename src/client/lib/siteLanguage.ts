import { navigate } from 'wouter/use-browser-location';
import { addressIn, languageOfCookie, languageOfPath } from '../../shared/addresses';
import { type Language, i18n, loadLanguage, readStoredLanguage, rememberLanguage, switchLanguage } from '../i18n';

/*
 * The address is the language: English at the plain address, Arabic under `/ar`. The app reads the
 * language from the address (wouter's base, src/client/AppRoot.tsx), never from what is stored; what is stored is the
 * reader's explicit choice, which only decides where a plain address sends them.
 */

/** The full address of the page in the browser, with its query and fragment. */
const browserAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The choice remembered before (the `lang` cookie first, as the server reads it; else localStorage, where readers of
 * the version before the `/ar` addresses have it), or none.
 */
export function rememberedLanguage(cookie: string, stored: Language | undefined): Language | undefined {
  return languageOfCookie(cookie) ?? stored;
}

/**
 * The language the app starts in, read before the first render (src/client/main.tsx). A reader whose remembered
 * choice is Arabic, at a plain address, is moved to its `/ar` twin first (the server does the same for the cookie,
 * but the service worker answers navigations from its copy of the page), and the cookie is set for next time.
 */
export function startingLanguage(): Language {
  const here = browserAddress();
  if (
    languageOfPath(window.location.pathname) === 'en' &&
    rememberedLanguage(document.cookie, readStoredLanguage()) === 'ar'
  ) {
    window.history.replaceState(window.history.state, '', addressIn('ar', here));
    rememberLanguage('ar');
  }
  return languageOfPath(window.location.pathname);
}

/**
 * The language switch: the same page (query and fragment kept) at the other language's address, once that language's
 * catalogue is here, with the choice remembered. The page is not reloaded, so the session and the cart stay.
 */
export async function switchSiteLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
  navigate(addressIn(language, browserAddress()));
  // In the same task as the move, so React shows the new address and its language together.
  void i18n.changeLanguage(language);
}

/** Brings i18next to the address's language when the address changed by itself (Back, Forward). */
export function followAddressLanguage(language: Language): void {
  if (i18n.language !== language) void switchLanguage(language);
}
