import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { type AroundNavHandler, Router, useLocation } from 'wouter';
import { ARABIC_PREFIX, addressIn, languageOfPath } from '../shared/addresses';
import { App } from './App';
import { AppProviders } from './AppProviders';
import type { Language } from './i18n';
import { FirstPaintRelease } from './lib/firstPaint';
import { followAddressLanguage } from './lib/siteLanguage';
import type { trpc } from './lib/trpc';

interface AppRootProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof trpc.createClient>;
  /** The language of the address the app starts at (i18next is already in it). */
  initialLanguage: Language;
  /** The address being rendered, on the server only (the browser's own location is used otherwise). */
  ssrPath?: string;
  ssrSearch?: string;
}

/** `/ar/` (the router's base and a `/` link) written as `/ar`, the address the server and the sitemap name. */
const tidy = (address: string) => addressIn(languageOfPath(address.split(/[?#]/, 1)[0] ?? '/'), address);
const tidyHref = (href: string) => tidy(href);
const tidyNavigation: AroundNavHandler = (navigate, to, options) => navigate(tidy(to), options);

/**
 * The address is the language: under `/ar` the app's routes live below the base `/ar`, so every
 * `<Link href="/shop">` and `navigate('/cart')` stays in Arabic; i18next follows the address when it changes by
 * itself (Back, Forward), and the language switch moves to the other address (lib/siteLanguage.ts).
 */
function LanguageRouter({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const language = languageOfPath(path);
  useEffect(() => followAddressLanguage(language), [language]);
  return (
    <Router base={language === 'ar' ? ARABIC_PREFIX : ''} hrefs={tidyHref} aroundNav={tidyNavigation}>
      {children}
    </Router>
  );
}

/**
 * The whole app as one element, the same tree in the browser (src/client/main.tsx) and in the first paint rendered
 * to HTML (src/client/prerender.tsx): the browser hydrates that HTML, so the two must render the same components in
 * the same places.
 */
export function AppRoot({ queryClient, trpcClient, initialLanguage, ssrPath, ssrSearch }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient} initialLanguage={initialLanguage}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <LanguageRouter>
            <App />
          </LanguageRouter>
        </Router>
      </AppProviders>
      <FirstPaintRelease />
    </StrictMode>
  );
}
