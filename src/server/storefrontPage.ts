import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import superjson from 'superjson';
import { addressIn, languageOfPath, plainAddress } from '../shared/addresses';
import { cropListInput, cropsQueryString, parseCropsQuery } from '../shared/cropsQuery';
import type { Language } from '../shared/messages';
import { type ProductFields, cardImage, galleryImages } from '../shared/productDisplay';
import { parseShopQuery, productListInput, shopQueryString } from '../shared/shopQuery';
import {
  CALCULATOR_SESSION_PREFIX,
  NARROW_SCREEN_QUERY,
  PRELOADED_QUERIES_ID,
  PRERENDER_TEMPLATE_PATTERN,
  attribute,
  prerenderTemplate,
} from '../shared/prerender';
import { type StaticScreenName, paintedScreenOf } from '../shared/prerenderScreens';
import { type AppDeps, createContext } from './context';
import { createCaller } from './routers';
import { canonicalAddress } from '../shared/addresses';
import { CARD_PICTURE_SIZES, GALLERY_PICTURE_SIZES, pictureSources } from '../shared/pictures';
import { headLinks, pageLanguage } from './seo/pageAddresses';
import { type PageHead, type PageHeadOf, fallbackHead, headOf, templateHead, withHead } from './seo/pageHead';

/*
 * The storefront's page (index.html) as the server sends it (Lighthouse; issue 22, Arabic addresses).
 *
 * Every page gets its head in its address's language (./seo/pageHead.ts): `<html lang dir>` (the `/ar` addresses are
 * Arabic, right to left), the page's title and description, its canonical address and its `hreflang` twins
 * (./seo/pageAddresses.ts), and on Arabic pages the Arabic font's files preloaded (the whole page is set in Cairo).
 *
 * The screens the server paints (`screenOf`, src/shared/prerenderScreens.ts): the default shop list, a product, the
 * default crops list and a crop, the calculators, the quiz list, projects, about, terms, privacy and the 404 of an
 * address no route takes, in either language, and the Arabic home (the English home is painted at build time inside
 * index.html). The first
 * answers the screen asks for (the default list with its counts and brands, or the item) are written into the page;
 * the client puts them into react-query before its first render (src/client/lib/preloadedQueries.ts), so it asks
 * nothing over /trpc for its first screen. With those answers the screen is rendered to HTML (dist/ssr/prerender.mjs,
 * built with the client; it renders in the url's language) as the page's first paint for a reader who is signed out
 * (src/shared/prerender.ts), in place of the home page's; the same answers give the same markup, so it is kept for
 * the last `MARKUP_CACHE` sets of answers, keyed on the screen's canonical address:
 * the query as the screen reads it (unknown parameters dropped, known ones in their fixed order, defaults left out),
 * so `?x=1`, `?x=2`, … or `?utm_source=…` are one entry, not one each, and cost no render. Only the default lists and
 * the item pages are painted (a filtered list is not: its answers and markup would be one per search text). The head
 * applies the screen's styles (the first paint is drawn with them) and preloads its largest picture. The screen's
 * scripts (route-hints.json, from the build; a screen without hints gets none) are announced (`modulepreload`) to the
 * readers who do not get the first paint, so they load beside the app's script; a reader who gets it sees the screen
 * before any script has come, and the app fetches them when it runs. Every other address gets the page without the
 * home page's first paint (it would not be used).
 *
 * Only what any visitor would be answered is written (an anonymous caller; the client does not use it for an
 * administrator, who may be answered more). An answer that takes longer than `DATA_WAIT_MS` is left out (the client
 * asks for it as before, and no first paint is sent), a failed one too; identical lookups running at once share one
 * call. The JSON is escaped so no text of a product can close the script element, and the page is compressed when
 * the browser takes it.
 */

/** How long the page waits for its data before it is sent without it. */
const DATA_WAIT_MS = 300;

/** How many rendered screens are kept, by their answers. */
const MARKUP_CACHE = 64;

/** How many pages' heads are kept (the SSR module's pageHead takes a few ms), by their address and answers. */
const HEAD_CACHE = 256;

type RenderScreen = (url: string, entries: readonly PreloadedQuery[]) => Promise<string>;

/** What the page uses of the SSR module (src/client/prerender.tsx); either may be missing from an older build. */
interface SsrModule {
  renderScreen?: RenderScreen;
  pageHead?: PageHeadOf;
}

/** One answer for react-query: the procedure, its input (absent for none), the superjson result and its age in ms. */
export interface PreloadedQuery {
  path: string;
  input?: unknown;
  result: ReturnType<typeof superjson.serialize>;
  age: number;
}

/** The procedures whose answers a painted screen carries. */
type PreloadedPath =
  | 'products.list'
  | 'products.statistics'
  | 'products.brands'
  | 'products.bySlug'
  | 'crops.list'
  | 'crops.statistics'
  | 'crops.bySlug'
  | 'quizzes.list'
  | 'settings.public';

/** What the page's picture is chosen from: the card's or the gallery's (src/shared/productDisplay.ts). */
type PictureSource = Pick<ProductFields, 'images' | 'main_image'>;

/** What the head's fallback and the crop's picture read of an item's answer. */
interface ItemFields {
  name?: string;
  name_ar?: string | null;
  image_url?: string | null;
}

interface ScreenHints {
  scripts: string[];
  styles: string[];
}

/** The value kept in `cache` for `key`, else made and kept (the least recently used dropped beyond `max`). */
function remembered<T>(cache: Map<string, T>, key: string, max: number, make: () => T): T {
  if (cache.has(key)) {
    const known = cache.get(key) as T;
    cache.delete(key); // most recently used last
    cache.set(key, known);
    return known;
  }
  const made = make();
  cache.set(key, made);
  if (cache.size > max) cache.delete(cache.keys().next().value as string);
  return made;
}

/** The key of a page's address with its answers. */
const answersKey = (url: string, entries: readonly PreloadedQuery[]) =>
  createHash('sha256')
    .update(url)
    .update('\0')
    .update(JSON.stringify(entries.map(({ path, input, result }) => [path, input, result])))
    .digest('base64');

/** JSON that can stand inside a `<script>` element: no `<`, `>` or `&`, and no line separators JavaScript would trip on. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The calculators' tabs (src/client/hooks/useCalculatorTab.ts), by their `?tab=` values. */
const CALCULATOR_TABS: readonly string[] = ['yield', 'seed', 'irrigation', 'profit'];

/**
 * The preload of a screen's largest picture: one with light variants is announced by its best format's `srcset` and
 * the `sizes` the screen draws it at (src/shared/pictures.ts), so the browser fetches once the variant the page uses.
 */
function picturePreload(picture: string, gallery: boolean): string {
  const variants = pictureSources(picture);
  const best = variants?.sources[0];
  if (!variants || !best) return `<link rel="preload" as="image" href="${attribute(picture)}" fetchpriority="high">`;
  const sizes = gallery ? GALLERY_PICTURE_SIZES : CARD_PICTURE_SIZES;
  return `<link rel="preload" as="image" type="${best.type}" imagesrcset="${attribute(best.srcSet)}" imagesizes="${attribute(sizes)}" fetchpriority="high">`;
}

/** A picture of our own site (`/images/…`, `/uploads/…`), never another site's or a `data:` address. */
const ownPicture = (src: string | null | undefined): src is string =>
  typeof src === 'string' && /^\/[^/\\]/.test(src) && src.length <= 500;

/**
 * A screen the server paints, with its canonical address (`url`: what its markup is rendered for and cached by, `/ar`
 * and all). The names are route-hints.json's keys (vite.config.ts); the Arabic home has none (it is in the first load).
 */
export type Screen =
  | { name: 'home' | 'shop' | 'crops' | StaticScreenName | 'notFound'; url: string }
  | { name: 'product' | 'crop'; slug: string; url: string };

/** The item screen of a `/shop/{slug}` or `/crops/{slug}` path, by its decoded slug (null for a broken escape). */
function itemScreen(name: 'product' | 'crop', encodedSlug: string, language: Language): Screen | null {
  try {
    const slug = decodeURIComponent(encodedSlug);
    return {
      name,
      slug,
      url: addressIn(language, `/${name === 'product' ? 'shop' : 'crops'}/${encodeURIComponent(slug)}`),
    };
  } catch {
    return null;
  }
}

/**
 * Which screen an address opens, when it is one whose page carries hints and data (src/shared/prerenderScreens.ts):
 * in either language, the default shop or crops list (whatever parameters the list ignores, or gives their default
 * values), a product or a crop (its query ignored: the item screens read none), the static screens (calculators,
 * quizzes, projects, about, terms, privacy; their query ignored), the 404 of an address no route of the app takes, and
 * the Arabic home.
 */
export function screenOf(url: string): Screen | null {
  const [path = '/', query = ''] = url.split('?', 2);
  const language = languageOfPath(path);
  const plain = plainAddress(path).replace(/\/$/, '') || '/';
  const name = paintedScreenOf(plain);
  switch (name) {
    case null:
      return null;
    case 'home':
      return language === 'ar' ? { name: 'home', url: addressIn('ar', '/') } : null;
    case 'shop':
      return shopQueryString(parseShopQuery(query)) === '' ? { name: 'shop', url: addressIn(language, '/shop') } : null;
    case 'crops':
      return cropsQueryString(parseCropsQuery(query)) === ''
        ? { name: 'crops', url: addressIn(language, '/crops') }
        : null;
    case 'product':
    case 'crop':
      return itemScreen(name, plain.slice(plain.lastIndexOf('/') + 1), language);
    case 'calculators': {
      // The tab named by the address is the one painted (hooks/useCalculatorTab); other parameters change nothing.
      const tab = new URLSearchParams(query).get('tab');
      const named = tab && CALCULATOR_TABS.includes(tab) ? `?tab=${tab}` : '';
      return { name, url: `${addressIn(language, plain)}${named}` };
    }
    default:
      return { name, url: addressIn(language, plain) };
  }
}

/** The Arabic font's files the page is drawn with (regular and bold), found among the built assets. */
function arabicFonts(clientDir: string): string[] {
  const assets = join(clientDir, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((file) => /^cairo-arabic-(400|700)-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${attribute(file)}">`);
}

/** The item's name in `language` (the Arabic one when it has it), for the head's fallback. */
function itemName(entries: readonly PreloadedQuery[], language: Language): string | undefined {
  const item = entries.find((entry) => entry.path.endsWith('.bySlug'));
  if (!item) return undefined;
  const fields = superjson.deserialize(item.result) as ItemFields;
  return (language === 'ar' && fields.name_ar) || fields.name || undefined;
}

export interface StorefrontPage {
  /** The page for a GET of `url` (path and query): the body, and its encoding when compressed. */
  render(
    url: string,
    acceptEncoding: string | undefined,
    request: { ip: string; userAgent: string; requestId: string },
  ): Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }>;
  /** How many rendered screens are kept (at most MARKUP_CACHE). */
  cachedScreens(): number;
}

/** The screen's answers and its largest picture. */
interface ScreenData {
  queries: (PreloadedQuery | null)[];
  picture: string | null | undefined;
}

/** Reads the built index.html and route-hints.json once; answers the storefront's page per request. */
export function storefrontPage(deps: AppDeps, clientDir: string): StorefrontPage {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const withoutHome = template.replace(PRERENDER_TEMPLATE_PATTERN, '');
  const ownHead = templateHead(template);
  const fonts = arabicFonts(clientDir).join('');
  const hintsFile = join(clientDir, 'route-hints.json');
  const hints: Partial<Record<string, ScreenHints>> = existsSync(hintsFile)
    ? JSON.parse(readFileSync(hintsFile, 'utf8'))
    : {};
  const running = new Map<string, Promise<PreloadedQuery | null>>();
  const ssrFile = join(clientDir, '../ssr/prerender.mjs');
  let loaded: Promise<SsrModule> | undefined;
  /**
   * The SSR module (an empty one when it is not built or cannot load), imported once, by the first page asked for: a
   * process that serves no page (a test of the API, a worker) never pays its second or so of loading.
   */
  const ssr = (): Promise<SsrModule> => {
    loaded ??= existsSync(ssrFile) ? import(pathToFileURL(ssrFile).href).catch(() => ({})) : Promise.resolve({});
    return loaded;
  };
  const markups = new Map<string, Promise<string | null>>();

  /** The screen as HTML for these answers (null when the SSR build is missing or the screen could not render). */
  const markupOf = (url: string, entries: readonly PreloadedQuery[]): Promise<string | null> =>
    remembered(markups, answersKey(url, entries), MARKUP_CACHE, () =>
      ssr()
        .then(({ renderScreen }) => (renderScreen ? renderScreen(url, entries) : null))
        .catch(() => null),
    );

  /** One procedure's answer for an anonymous visitor; identical lookups at the same time share one call. */
  const lookup = (
    path: PreloadedPath,
    input: unknown,
    request: { ip: string; userAgent: string; requestId: string },
  ) => {
    const key = `${path} ${JSON.stringify(input ?? null)}`;
    const shared = running.get(key);
    if (shared) return shared;
    const call = (async (): Promise<PreloadedQuery | null> => {
      const started = Date.now();
      const caller = createCaller(await createContext(deps, request));
      const [group, procedure] = path.split('.') as ['products' | 'crops' | 'quizzes' | 'settings', string];
      const procedures = caller[group] as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
      const result = await procedures[procedure]!(input);
      return {
        path,
        ...(input === undefined ? {} : { input }),
        result: superjson.serialize(result),
        age: Date.now() - started,
      };
    })()
      .catch(() => null)
      .finally(() => running.delete(key));
    running.set(key, call);
    return call;
  };

  const withinWait = async <T>(work: Promise<T>): Promise<T | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<null>((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS, null))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** A list screen's answers (in the order given), its picture read from the first's first item. */
  const listData = async (
    calls: Promise<PreloadedQuery | null>[],
    pictureOf: (item: unknown) => string | null | undefined,
  ): Promise<ScreenData> => {
    const queries = (await withinWait(Promise.all(calls))) ?? [];
    const first = queries[0]
      ? (superjson.deserialize(queries[0].result) as { items?: unknown[] }).items?.[0]
      : undefined;
    return { queries, picture: first ? pictureOf(first) : null };
  };

  /** An item screen's answer, its picture read from it. */
  const itemData = async (
    call: Promise<PreloadedQuery | null>,
    pictureOf: (item: unknown) => string | null | undefined,
  ): Promise<ScreenData> => {
    const item = await withinWait(call);
    return { queries: [item], picture: item ? pictureOf(superjson.deserialize(item.result)) : null };
  };

  /** The answers a screen's first render asks for, exactly as it asks them (so react-query finds them), and its picture. */
  const dataOf = (
    screen: Screen,
    request: { ip: string; userAgent: string; requestId: string },
  ): Promise<ScreenData> => {
    switch (screen.name) {
      case 'home':
      case 'calculators':
      case 'projects':
      case 'about':
      case 'privacy':
      case 'notFound':
        return Promise.resolve({ queries: [], picture: null });
      case 'quizzes':
        return listData([lookup('quizzes.list', undefined, request)], () => null);
      case 'terms':
        // The delivery section names the shop's free-shipping threshold and fee.
        return listData([lookup('settings.public', undefined, request)], () => null);
      case 'shop':
        return listData(
          [
            lookup('products.list', productListInput(parseShopQuery('')), request),
            lookup('products.statistics', undefined, request),
            lookup('products.brands', undefined, request),
          ],
          (item) => cardImage(item as PictureSource),
        );
      case 'product':
        return itemData(
          lookup('products.bySlug', { slug: screen.slug }, request),
          (item) => galleryImages(item as PictureSource)[0],
        );
      case 'crops':
        return listData(
          [
            lookup('crops.list', cropListInput(parseCropsQuery(''), languageOfPath(screen.url)), request),
            lookup('crops.statistics', undefined, request),
          ],
          (item) => (item as ItemFields).image_url,
        );
      case 'crop':
        return itemData(
          lookup('crops.bySlug', { slug: screen.slug }, request),
          (item) => (item as ItemFields).image_url,
        );
    }
  };

  /** The page body of a painted screen: its head's links, its first paint and its answers; and the answers found. */
  const paintScreen = async (
    html: string,
    url: string,
    screen: Screen,
    request: { ip: string; userAgent: string; requestId: string },
  ) => {
    const { queries, picture } = await dataOf(screen, request);
    const found = queries.filter((query): query is PreloadedQuery => query !== null);
    // Rendered and kept for the canonical address; the template names the address asked for (the gate compares it
    // with the browser's), which the app reads as the same screen.
    const markup = found.length === queries.length ? await withinWait(markupOf(screen.url, found)) : null;
    const links: string[] = [];
    if (ownPicture(picture)) links.push(picturePreload(picture, screen.name === 'product'));
    const screenHints = hints[screen.name];
    // Applied, not only fetched: the first paint below is drawn with them.
    for (const href of screenHints?.styles ?? []) links.push(`<link rel="stylesheet" href="${attribute(href)}">`);
    // With a first paint the gate announces them to the readers who do not get it (src/shared/prerender.ts).
    if (!markup)
      for (const href of screenHints?.scripts ?? [])
        links.push(`<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
    let page = html.replace('</head>', () => `${links.join('')}</head>`);
    // The shop's first paint has its sidebar closed: for the screens where it starts so.
    const media = screen.name === 'shop' ? NARROW_SCREEN_QUERY : undefined;
    const unlessSession = screen.name === 'calculators' ? CALCULATOR_SESSION_PREFIX : undefined;
    if (markup)
      page = page.replace(
        '<div id="root"></div>',
        () => `<div id="root"></div>${prerenderTemplate(url, markup, screenHints?.scripts, media, unlessSession)}`,
      );
    if (found.length > 0) {
      const data = `<script type="application/json" id="${PRELOADED_QUERIES_ID}">${scriptSafeJson(found)}</script>`;
      page = page.replace('</body>', () => `${data}</body>`);
    }
    return { page, found };
  };

  const heads = new Map<string, PageHead>();
  /** The page's title and description in its language (the SSR module's, else the template's). */
  const headFor = async (address: string, entries: readonly PreloadedQuery[]): Promise<PageHead> => {
    const { pageHead } = await ssr();
    return remembered(heads, answersKey(address, entries), HEAD_CACHE, () =>
      headOf(pageHead, address, entries, () => fallbackHead(ownHead, itemName(entries, pageLanguage(address)))),
    );
  };

  return {
    async render(url, acceptEncoding, request) {
      const screen = screenOf(url);
      const address = canonicalAddress(url);
      const language = pageLanguage(url);
      // The English home keeps the first paint the build wrote for it.
      let html = address === '/' ? template : withoutHome;
      let entries: readonly PreloadedQuery[] = [];
      if (screen) ({ page: html, found: entries } = await paintScreen(html, url, screen, request));
      const links = `${headLinks(deps.config.publicUrl, address)}${language === 'ar' ? fonts : ''}`;
      html = withHead(html, language, await headFor(address, entries), links);
      if (html.length < 1024 || !acceptEncoding) return { body: html };
      if (/\bbr\b/.test(acceptEncoding))
        return { body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
      if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
      return { body: html };
    },
    cachedScreens: () => markups.size,
  };
}
