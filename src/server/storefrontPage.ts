import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import superjson from 'superjson';
import { type ProductFields, cardImage, galleryImages } from '../shared/productDisplay';
import { parseShopQuery, productListInput, shopQueryString } from '../shared/shopQuery';
import { NARROW_SCREEN_QUERY, PRELOADED_QUERIES_ID, PRERENDER_TEMPLATE_PATTERN, attribute, prerenderTemplate } from '../shared/prerender';
import { type AppDeps, createContext } from './context';
import { createCaller } from './routers';

/*
 * The storefront's page (index.html) as the server sends it for `/shop` and `/shop/{slug}` (issue 11, Lighthouse).
 * The first answers the screen asks for (the default shop list with its counts and brands, or the product) are
 * written into the page; the client puts them into react-query before its first render
 * (src/client/lib/preloadedQueries.ts), so it asks nothing over /trpc for its first screen. With those answers the
 * screen is rendered to HTML (dist/ssr/prerender.mjs, built with the client) as the page's first paint for an English
 * reader who is signed out (src/shared/prerender.ts), in place of the home page's; the same answers give the same
 * markup, so it is kept for the last `MARKUP_CACHE` sets of answers, keyed on the screen's canonical address (issue 20,
 * point 6g): the query as the shop reads it (src/shared/shopQuery.ts: unknown parameters dropped, known ones in
 * their fixed order, defaults left out), so `?x=1`, `?x=2`, … or `?utm_source=…` are one entry, not one each, and
 * cost no render. Only the default shop list and product pages are painted (a filtered list is not: its answers and
 * markup would be one per search text). The head applies the screen's styles (the first
 * paint is drawn with them) and preloads its largest picture. The screen's scripts (route-hints.json, from the build)
 * are announced (`modulepreload`) to the readers who do not get the first paint, so they load beside the app's
 * script; a reader who gets it sees the screen before any script has come, and the app fetches them when it runs.
 * Every other address gets the page without the home page's first paint (it would not be used).
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

type RenderScreen = (url: string, entries: readonly PreloadedQuery[]) => Promise<string>;

/** One answer for react-query: the procedure, its input (absent for none), the superjson result and its age in ms. */
export interface PreloadedQuery {
  path: string;
  input?: unknown;
  result: ReturnType<typeof superjson.serialize>;
  age: number;
}

/** What the page's picture is chosen from: the card's or the gallery's (src/shared/productDisplay.ts). */
type PictureSource = Pick<ProductFields, 'images' | 'main_image'>;

interface ScreenHints {
  scripts: string[];
  styles: string[];
}

/** JSON that can stand inside a `<script>` element: no `<`, `>` or `&`, and no line separators JavaScript would trip on. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A picture of our own site (`/images/…`, `/uploads/…`), never another site's or a `data:` address. */
const ownPicture = (src: string | null): src is string => typeof src === 'string' && /^\/[^/\\]/.test(src) && src.length <= 500;

/** A screen the server paints, with its canonical address (`url`: what its markup is rendered for and cached by). */
export type Screen = { name: 'shop'; url: string } | { name: 'product'; slug: string; url: string };

/**
 * Which screen an address opens, when it is one whose page carries hints and data: the default shop list (whatever
 * parameters the shop ignores, or gives their default values) or a product (its query ignored: the product screen
 * reads none).
 */
export function screenOf(url: string): Screen | null {
  const [path, query = ''] = url.split('?', 2);
  if (path === '/shop' || path === '/shop/') return shopQueryString(parseShopQuery(query)) === '' ? { name: 'shop', url: '/shop' } : null;
  const match = /^\/shop\/([^/]+)\/?$/.exec(path ?? '');
  if (!match?.[1]) return null;
  try {
    const slug = decodeURIComponent(match[1]);
    return { name: 'product', slug, url: `/shop/${encodeURIComponent(slug)}` };
  } catch {
    return null;
  }
}

export interface StorefrontPage {
  /** The page for a GET of `url` (path and query): the body, and its encoding when compressed. */
  render(url: string, acceptEncoding: string | undefined, request: { ip: string; userAgent: string; requestId: string }): Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }>;
  /** How many rendered screens are kept (at most MARKUP_CACHE). */
  cachedScreens(): number;
}

/** Reads the built index.html and route-hints.json once; answers the storefront's page per request. */
export function storefrontPage(deps: AppDeps, clientDir: string): StorefrontPage {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const hintsFile = join(clientDir, 'route-hints.json');
  const hints: Record<string, ScreenHints> = existsSync(hintsFile) ? JSON.parse(readFileSync(hintsFile, 'utf8')) : {};
  const running = new Map<string, Promise<PreloadedQuery | null>>();
  const ssrFile = join(clientDir, '../ssr/prerender.mjs');
  let renderer: Promise<RenderScreen | null> | null = null;
  const markups = new Map<string, Promise<string | null>>();

  /** The screen as HTML for these answers (null when the SSR build is missing or the screen could not render). */
  const markupOf = (url: string, entries: readonly PreloadedQuery[]): Promise<string | null> => {
    const key = createHash('sha256').update(url).update('\0').update(JSON.stringify(entries.map(({ path, input, result }) => [path, input, result]))).digest('base64');
    const known = markups.get(key);
    if (known) {
      markups.delete(key); // most recently used last
      markups.set(key, known);
      return known;
    }
    renderer ??= existsSync(ssrFile)
      ? import(pathToFileURL(ssrFile).href).then((module: { renderScreen?: RenderScreen }) => module.renderScreen ?? null, () => null)
      : Promise.resolve(null);
    const made = renderer.then((render) => (render ? render(url, entries) : null)).catch(() => null);
    markups.set(key, made);
    if (markups.size > MARKUP_CACHE) markups.delete(markups.keys().next().value as string);
    return made;
  };

  /** One procedure's answer for an anonymous visitor; identical lookups at the same time share one call. */
  const lookup = (path: 'products.list' | 'products.statistics' | 'products.brands' | 'products.bySlug', input: unknown, request: { ip: string; userAgent: string; requestId: string }) => {
    const key = `${path} ${JSON.stringify(input ?? null)}`;
    const shared = running.get(key);
    if (shared) return shared;
    const call = (async (): Promise<PreloadedQuery | null> => {
      const started = Date.now();
      const caller = createCaller(await createContext(deps, request));
      const [group, procedure] = path.split('.') as ['products', 'list' | 'statistics' | 'brands' | 'bySlug'];
      const products = caller[group] as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
      const result = await products[procedure]!(input);
      return { path, ...(input === undefined ? {} : { input }), result: superjson.serialize(result), age: Date.now() - started };
    })()
      .catch(() => null)
      .finally(() => running.delete(key));
    running.set(key, call);
    return call;
  };

  const withinWait = async <T>(work: Promise<T>): Promise<T | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([work, new Promise<null>((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS, null)))]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async render(url, acceptEncoding, request) {
      const screen = screenOf(url);
      let html = template.replace(PRERENDER_TEMPLATE_PATTERN, '');
      if (screen) {
        const links: string[] = [];
        let queries: (PreloadedQuery | null)[] = [];
        let picture: string | null = null;
        if (screen.name === 'shop') {
          queries =
            (await withinWait(
              Promise.all([
                lookup('products.list', productListInput(parseShopQuery('')), request),
                lookup('products.statistics', undefined, request),
                lookup('products.brands', undefined, request),
              ]),
            )) ?? [];
          const list = queries[0] ? (superjson.deserialize(queries[0].result) as { items?: PictureSource[] }) : null;
          picture = list?.items?.[0] ? cardImage(list.items[0]) : null;
        } else {
          const product = await withinWait(lookup('products.bySlug', { slug: screen.slug }, request));
          queries = [product];
          picture = product ? (galleryImages(superjson.deserialize(product.result) as PictureSource)[0] ?? null) : null;
        }
        const found = queries.filter((query): query is PreloadedQuery => query !== null);
        // Rendered and kept for the canonical address; the template names the address asked for (the gate compares it
        // with the browser's), which the app reads as the same screen.
        const markup = found.length === queries.length && found.length > 0 ? await withinWait(markupOf(screen.url, found)) : null;
        if (ownPicture(picture)) links.push(`<link rel="preload" as="image" href="${attribute(picture)}" fetchpriority="high">`);
        const screenHints = hints[screen.name];
        // Applied, not only fetched: the first paint below is drawn with them.
        for (const href of screenHints?.styles ?? []) links.push(`<link rel="stylesheet" href="${attribute(href)}">`);
        // With a first paint the gate announces them to the readers who do not get it (src/shared/prerender.ts).
        if (!markup) for (const href of screenHints?.scripts ?? []) links.push(`<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
        // Replaced by functions: a `$` in a product's text is not a replacement pattern.
        html = html.replace('</head>', () => `${links.join('')}</head>`);
        // The shop's first paint has its sidebar closed: for the screens where it starts so.
        const media = screen.name === 'shop' ? NARROW_SCREEN_QUERY : undefined;
        if (markup) html = html.replace('<div id="root"></div>', () => `<div id="root"></div>${prerenderTemplate(url, markup, screenHints?.scripts, media)}`);
        if (found.length > 0) {
          const data = `<script type="application/json" id="${PRELOADED_QUERIES_ID}">${scriptSafeJson(found)}</script>`;
          html = html.replace('</body>', () => `${data}</body>`);
        }
      }
      if (html.length < 1024 || !acceptEncoding) return { body: html };
      if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
      if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
      return { body: html };
    },
    cachedScreens: () => markups.size,
  };
}
