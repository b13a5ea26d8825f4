import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { languageOfPath } from '../shared/addresses';
import { preloadScreen } from './App';
import { AppRoot } from './AppRoot';
import type { Language } from './i18n';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { registerLegalCatalogues } from './i18n/legal';
import { addPaintedTexts } from './i18n/painted';
import { type PageHead, pageHeadOf, type Translate } from './lib/pageHead';
import { seedQueries } from './lib/preloadedQueries';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient } from './lib/trpc';

/*
 * The app's first paint as HTML, for a visitor who is signed out, in the language of the address (src/shared/
 * prerender.ts): built for Node by Vite's SSR build into dist/ssr/prerender.mjs (vite.config.ts, `prerenderHome`).
 * The build calls `renderHome()` once for index.html (English, the plain address); the server calls `renderScreen()`
 * for a screen at a plain or `/ar` address with the answers it also writes into the page, so the markup and the
 * app's first render come from the same data, and `pageHead()` for that page's title and description.
 */

let started = false;

/**
 * i18next with both languages' catalogues, and the feature catalogues the painted screens and `pageHead` read, all
 * here from the start: Node has them at no cost, and a head is then answered at once.
 */
function startTexts(): void {
  if (started) return;
  started = true;
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addPaintedTexts(i18n);
  registerLegalCatalogues();
}

/**
 * Renders in `language`: i18next's language is set, synchronously (every catalogue is already here), right before the
 * synchronous render, so two requests in different languages never mix however their awaits interleave.
 */
function renderIn(language: Language, render: () => string): string {
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`i18next did not switch to ${language} at once`);
  return render();
}

function app(path: string, search: string, entries: readonly unknown[], language: Language) {
  const queryClient = createQueryClient();
  seedQueries(queryClient, entries);
  return (
    <AppRoot
      queryClient={queryClient}
      trpcClient={createTrpcClient()}
      initialLanguage={language}
      ssrPath={path}
      ssrSearch={search}
    />
  );
}

/** The home page in English (in the first load's bundle, so it renders at once), for index.html. */
export function renderHome(): string {
  startTexts();
  return renderIn('en', () => renderToString(app('/', '', [], 'en')));
}

/**
 * A lazy screen at `url` (path and query; `/ar/...` renders in Arabic) with `entries` (the server's preloaded
 * answers) in react-query. Its code and texts are fetched first, so the screen renders at once rather than as the
 * loader (lib/lazyNamed.ts); anything in it that cannot render without a browser throws, and the server then sends
 * the page without a first paint.
 */
export async function renderScreen(url: string, entries: readonly unknown[]): Promise<string> {
  startTexts();
  const [path = '/', search = ''] = url.split('?', 2);
  await preloadScreen(path);
  const language = languageOfPath(path);
  return renderIn(language, () => renderToString(app(path, search, entries, language)));
}

/**
 * The `<title>` and `<meta name="description">` of the page at `url` (path and query) in the url's language, the
 * title the same text the page sets in the browser (`app.pageTitle`); a product or a crop is named from its
 * `products.bySlug` / `crops.bySlug` answer among `entries`. Other pages: the site's name and description.
 */
export function pageHead(url: string, entries: readonly unknown[]): PageHead {
  startTexts();
  const language = languageOfPath(url.split(/[?#]/, 1)[0] || '/');
  return pageHeadOf(url, entries, i18n.getFixedT(language) as unknown as Translate);
}
