import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { preloadScreen } from './App';
import { AppRoot } from './AppRoot';
import { loadShopTexts } from './i18n';
import { en } from './i18n/en';
import { seedQueries } from './lib/preloadedQueries';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient } from './lib/trpc';

/*
 * The app's first paint as HTML, for a visitor who is signed out and reads English (src/shared/prerender.ts): built
 * for Node by Vite's SSR build into dist/ssr/prerender.mjs (vite.config.ts, `prerenderHome`). The build calls
 * `renderHome()` once for index.html; the server calls `renderScreen()` for `/shop` and `/shop/{slug}` with the answers
 * it also writes into the page, so the markup and the app's first render come from the same data.
 */

let started = false;

function startTexts(): void {
  if (started) return;
  started = true;
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

function app(path: string, search: string, entries: readonly unknown[]) {
  const queryClient = createQueryClient();
  seedQueries(queryClient, entries);
  return <AppRoot queryClient={queryClient} trpcClient={createTrpcClient()} initialLanguage="en" ssrPath={path} ssrSearch={search} />;
}

/** The home page (in the first load's bundle, so it renders at once). */
export function renderHome(): string {
  startTexts();
  return renderToString(app('/', '', []));
}

/**
 * A lazy screen at `url` with `entries` (the server's preloaded answers) in react-query. Its code and texts are
 * fetched first, so the screen renders at once rather than as the loader (lib/lazyNamed.ts); anything in it that
 * cannot render without a browser throws, and the server then sends the page without a first paint.
 */
export async function renderScreen(url: string, entries: readonly unknown[]): Promise<string> {
  startTexts();
  const [path = '/', search = ''] = url.split('?', 2);
  await Promise.all([loadShopTexts(), preloadScreen(path)]);
  return renderToString(app(path, search, entries));
}
