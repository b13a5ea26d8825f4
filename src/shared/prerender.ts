import { ARABIC_PREFIX, LANGUAGE_COOKIE } from './addresses.ts';

/*
 * A page's first paint as HTML (Lighthouse): the home page rendered at build time into index.html, and
 * `/shop` and `/shop/{slug}` rendered by the server with their data (src/server/storefrontPage.ts). Either way the
 * markup travels in a `<template>` and a few lines of script put it into #root before anything paints, only for the
 * address it was rendered for and only for a reader who sees what it shows: a screen it was rendered for, and the
 * address's language (a page under `/ar` is painted in Arabic; at a plain address, a reader whose remembered choice is
 * Arabic is about to be moved to `/ar` by the app). A signed-in reader gets it too: the public part is the same for
 * every grower (the server answers a signed-in grower's reads as an anonymous visitor's), and what is theirs (the
 * account menu, the cart) comes with the app, which hydrates the paint as painted first (src/client/lib/auth.tsx);
 * meanwhile the painted Login and Sign Up are hidden (SIGNED_IN_ATTRIBUTE). Not an administrator: the server answers
 * them more (hidden products). Anyone else (an administrator, a wide screen at /shop) gets the empty #root and the
 * app's own first render, as before. Meanwhile #root is marked disabled and busy, and a transparent shield over the page takes
 * the taps, so nothing is tapped or typed into it before the app has hydrated it. Not `inert`: taking `inert` off
 * again restyles every element of the screen at once (a long task on a cheap phone); taking the shield away restyles
 * only the shield
 * (src/client/main.tsx: the same tree, src/client/AppRoot.tsx, hydrated in a transition, so React works in short
 * slices and keeps the painted elements; a difference React cannot hydrate costs a client render of the root).
 */

/** The id of the `<template>` that holds the first paint; its `data-path` is the address (path and query) it shows. */
export const PRERENDER_TEMPLATE_ID = 'fellah-prerender';

/** The id of the JSON script element that carries the first screen's answers (written by the server, read by the client). */
export const PRELOADED_QUERIES_ID = 'fellah-queries';

/** Set on #root while it shows the first paint (read by src/client/main.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * What #root carries while it shows the first paint: marked disabled and busy until the app has hydrated it
 * (src/client/lib/firstPaint.ts takes them off, and the shield away).
 */
export const FIRST_PAINT_ATTRIBUTES = [
  [PRERENDERED_ATTRIBUTE, ''],
  ['role', 'group'],
  ['aria-disabled', 'true'],
  ['aria-busy', 'true'],
] as const;

/** The id of the transparent element over the page that takes the taps while the first paint waits for the app. */
export const FIRST_PAINT_SHIELD_ID = 'fellah-first-paint-shield';

/** localStorage keys the gate reads: the language chosen before (i18n) and the session (lib/authToken). */
const LANGUAGE_KEY = 'lang';
const TOKEN_KEY = 'authToken';
const USER_KEY = 'user';

/**
 * Set on <html> by the gate while a signed-in reader's first paint waits for the app; elements marked
 * SIGNED_OUT_ONLY_ATTRIBUTE (the painted Login and Sign Up) are hidden meanwhile (styles/global.css). The app takes it
 * off once it shows the reader's own session (src/client/lib/auth.tsx).
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
export const SIGNED_OUT_ONLY_ATTRIBUTE = 'data-signed-out-only';

/** Text made safe inside a double-quoted HTML attribute. */
export const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The template for `markup`, the first paint of `path` (path and query, as `location` will show them). `modules` are
 * the screen's scripts: a reader who does not get the first paint has them announced (`modulepreload`) by the gate, so
 * they load beside the app's script; one who gets it paints first and fetches them once the app runs.
 */
export function prerenderTemplate(
  path: string,
  markup: string,
  modules: readonly string[] = [],
  media?: string,
  unlessSession?: string,
): string {
  const announce = modules.length > 0 ? ` data-modules="${attribute(modules.join(' '))}"` : '';
  const screens = media ? ` data-media="${attribute(media)}"` : '';
  const session = unlessSession ? ` data-unless-session="${attribute(unlessSession)}"` : '';
  return `<template id="${PRERENDER_TEMPLATE_ID}" data-path="${attribute(path)}"${announce}${screens}${session}>${markup}</template>`;
}

/**
 * The sessionStorage keys the calculators keep their tab and figures under (hooks/useSessionState): a reader who has
 * any is shown them by the app's first render, so the painted blank calculators (`unlessSession` of
 * prerenderTemplate) are not given to them: hydrating would not match.
 */
export const CALCULATOR_SESSION_PREFIX = 'fellah.calculator.';

/**
 * Where the shop's sidebar starts open (Mantine's `md`, src/client/pages/ShopPage.tsx). Its first paint is rendered
 * closed, so it is given only to narrower screens (`media` of prerenderTemplate): a wide one gets the app's own render
 * rather than a first paint that changes its layout, and moves what the reader is about to tap, when the app takes over.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 62em)';
export const NARROW_SCREEN_QUERY = `not all and ${WIDE_SCREEN_QUERY}`;

/** Matches the template in a page, to replace it with another address's (the server's pages). */
export const PRERENDER_TEMPLATE_PATTERN = new RegExp(
  `<template id="${PRERENDER_TEMPLATE_ID}"[^>]*>[\\s\\S]*?</template>`,
);

/**
 * The app's entry script in the built page is held (`holdEntryScript`): the browser neither fetches nor runs a script
 * of an unknown type. The gate starts it: at once for a reader without a first paint, and for one with it once the
 * browser reports the first paint drawn (or after ENTRY_WAIT_MS). Fetched at once, the app's code came in while the
 * first paint waited for a frame, and its parsing and hydration ran before the screen was drawn (Lighthouse's trace:
 * drawn 2.3 s after the page had come, with everything it shows there by 0.5 s).
 */
export const ENTRY_SCRIPT_ID = 'fellah-entry';
export const HELD_ENTRY_TYPE = 'text/x-fellah-entry';
const ENTRY_WAIT_MS = 3000;

const BUILT_ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/** The built page with its entry script held for the gate; throws unless the page has exactly one. */
export function holdEntryScript(html: string): string {
  const found = [...html.matchAll(BUILT_ENTRY)];
  if (found.length !== 1) throw new Error(`index.html: expected one entry script, found ${found.length}`);
  return html.replace(
    BUILT_ENTRY,
    (_, src: string) => `<script type="${HELD_ENTRY_TYPE}" id="${ENTRY_SCRIPT_ID}" crossorigin src="${src}"></script>`,
  );
}

/** The script that puts the template into #root when it applies, and starts the app; it follows the template. */
export const PRERENDER_GATE_SCRIPT =
  '<script>(function(){' +
  `var e=document.getElementById('${ENTRY_SCRIPT_ID}');` +
  "function go(){if(!e||e.getAttribute('data-started')!==null)return;e.setAttribute('data-started','');" +
  "var a=document.createElement('script');a.type='module';a.crossOrigin='';a.src=e.getAttribute('src');document.head.appendChild(a)}" +
  'try{' +
  `var t=document.getElementById('${PRERENDER_TEMPLATE_ID}'),r=document.getElementById('root'),s=localStorage;` +
  "if(!t||!r||t.getAttribute('data-path')!==location.pathname+location.search)return go();" +
  // The address is the language: an `/ar` page's paint is Arabic, whatever is stored. At a plain address, a reader
  // whose remembered choice is Arabic (the cookie, else localStorage: lib/siteLanguage.ts) is about to be moved to
  // the `/ar` twin by the app, so this English paint is not shown.
  `var p=location.pathname,a=p==='${ARABIC_PREFIX}'||p.indexOf('${ARABIC_PREFIX}/')===0,` +
  `c=/(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ar)(?:;|$)/.exec(document.cookie||''),l=c?c[1]:s.getItem('${LANGUAGE_KEY}');` +
  // The stored session (lib/authToken): an administrator is answered more than the paint shows, so not for them.
  `var k=s.getItem('${TOKEN_KEY}'),u=null;try{u=JSON.parse(s.getItem('${USER_KEY}')||'null')}catch(x){}` +
  "var m=t.getAttribute('data-media'),q=t.getAttribute('data-unless-session'),w=false;" +
  // A screen that starts from what this tab of the browser kept (the calculators' figures) is the app's to draw.
  'if(q)try{for(var i=0;i<sessionStorage.length;i++)if((sessionStorage.key(i)||"").indexOf(q)===0)w=true}catch(x){}' +
  "if(w||m&&!(window.matchMedia&&matchMedia(m).matches)||!a&&l==='ar'||k&&u&&u.role==='admin'" +
  "){(t.getAttribute('data-modules')||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');" +
  "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});return go()}" +
  // The attribute Mantine's colour variables hang on (the app's provider sets it too; the app is light only).
  "document.documentElement.setAttribute('data-mantine-color-scheme','light');" +
  `if(k&&u)document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','');` +
  'r.appendChild(t.content.cloneNode(true));' +
  // The first Intl.NumberFormat of a page loads ICU's number data (15–18 ms here, several times that on a cheap
  // phone); made now, before the first paint, it is not one more long task in the app's start (hydrating the prices).
  // In the paint's language (src/client/lib/format.ts: en-GB, ar-EG).
  "try{new Intl.NumberFormat(a?'ar-EG':'en-GB',{numberingSystem:'latn'}).format(0)}catch(x){}" +
  `var d=document.createElement('div');d.id='${FIRST_PAINT_SHIELD_ID}';d.style.cssText='position:fixed;inset:0;z-index:2147483647';document.body.appendChild(d);` +
  `${FIRST_PAINT_ATTRIBUTES.map(([name, value]) => `r.setAttribute('${name}','${value}');`).join('')}` +
  "new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});" +
  `setTimeout(go,${ENTRY_WAIT_MS})` +
  '}catch(x){go()}})()</script>';
