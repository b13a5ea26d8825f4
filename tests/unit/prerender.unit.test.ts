import { runInNewContext } from 'node:vm';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../src/client/lib/authToken';
import { LANGUAGE_STORAGE_KEY } from '../../src/client/i18n';
import { releaseFirstPaint, releaseSignedInPaint } from '../../src/client/lib/firstPaint';
import { lazyNamed } from '../../src/client/lib/lazyNamed';
import {
  FIRST_PAINT_SHIELD_ID,
  NARROW_SCREEN_QUERY,
  PRERENDER_GATE_SCRIPT,
  PRERENDER_TEMPLATE_ID,
  PRERENDER_TEMPLATE_PATTERN,
  PRERENDERED_ATTRIBUTE,
  ENTRY_SCRIPT_ID,
  HELD_ENTRY_TYPE,
  holdEntryScript,
  prerenderTemplate,
  SIGNED_IN_ATTRIBUTE,
} from '../../src/shared/prerender';

/** Just enough of a page for the gate script: #root, the template, <head>, localStorage and the address. */
function pageFor(
  address: string,
  stored: Record<string, string>,
  template: { path: string; modules?: string; media?: string } | null,
  screenMatches: (query: string) => boolean = () => true,
  { entry: withEntry = false, cookie = '' } = {},
) {
  class Element {
    attributes = new Map<string, string>();
    children: Element[] = [];
    id = '';
    style = { cssText: '' };
    removed = false;
    rel = '';
    href = '';
    crossOrigin: string | null = null;
    type = '';
    src = '';
    constructor(readonly tag: string) {}
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    removeAttribute(name: string) {
      this.attributes.delete(name);
    }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    }
    appendChild(child: Element) {
      this.children.push(child);
      return child;
    }
    remove() {
      this.removed = true;
    }
  }
  const root = new Element('div');
  const head = new Element('head');
  const html = new Element('html');
  const body = new Element('body');
  const tpl = template ? new Element('template') : null;
  const content = { cloneNode: () => new Element('#fragment') };
  if (tpl && template) {
    tpl.setAttribute('data-path', template.path);
    if (template.modules) tpl.setAttribute('data-modules', template.modules);
    if (template.media) tpl.setAttribute('data-media', template.media);
    Object.assign(tpl, { content });
  }
  // The built page's held entry script, and the browser's paint reports and timer, each answered by the test.
  const entry = withEntry ? new Element('script') : null;
  entry?.setAttribute('src', '/assets/index-abc.js');
  let painted: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let timer: (() => void) | null = null;
  const [pathname, search = ''] = address.split(/(?=\?)/);
  const context = {
    document: {
      cookie,
      head,
      body,
      documentElement: html,
      getElementById: (id: string) =>
        id === 'root'
          ? root
          : id === PRERENDER_TEMPLATE_ID
            ? tpl
            : id === ENTRY_SCRIPT_ID
              ? entry
              : (body.children.find((child) => child.id === id && !child.removed) ?? null),
      createElement: (tag: string) => new Element(tag),
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname, search },
    matchMedia: (query: string) => ({ matches: screenMatches(query) }),
    ...(withEntry && {
      PerformanceObserver: class {
        constructor(callback: typeof painted) {
          painted = callback;
        }
        observe() {}
      },
      setTimeout: (fn: () => void) => {
        timer = fn;
      },
    }),
  };
  Object.assign(context, { window: context });
  const script = PRERENDER_GATE_SCRIPT.replace(/^<script>/, '').replace(/<\/script>$/, '');
  runInNewContext(script, context);
  const scripts = () =>
    head.children.filter((child) => child.tag === 'script').map((child) => [child.type, child.src, child.crossOrigin]);
  const reportPaint = (name: string) => painted?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
  return { root, head, html, body, document: context.document, scripts, reportPaint, fireTimer: () => timer?.() };
}

/** A screen for the lazy-loading tests. */
function Hello() {
  return createElement('p', null, 'Ahlan');
}

describe('the first paint from the server or the build (issue 11)', () => {
  it('reads the same storage keys as the app', () => {
    for (const key of [AUTH_TOKEN_KEY, USER_KEY, LANGUAGE_STORAGE_KEY])
      expect(PRERENDER_GATE_SCRIPT).toContain(`'${key}'`);
  });

  it('shows the first paint to an English reader who is signed out, in #root marked disabled and busy, under a shield', () => {
    const { root, head, html, body } = pageFor('/shop', {}, { path: '/shop', modules: '/assets/a.js' });
    expect(root.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('');
    // The markup itself in #root (what the app hydrates), out of reach meanwhile.
    expect(root.children).toHaveLength(1);
    expect(root.children[0]?.tag).toBe('#fragment');
    expect(root.getAttribute('role')).toBe('group');
    expect(root.getAttribute('aria-disabled')).toBe('true');
    expect(root.getAttribute('aria-busy')).toBe('true');
    // A transparent element over the whole page takes the taps (not `inert`, whose removal restyles every element).
    const shield = body.children.find((child) => child.id === FIRST_PAINT_SHIELD_ID);
    expect(shield?.style.cssText).toBe('position:fixed;inset:0;z-index:2147483647');
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(head.children).toHaveLength(0);
  });

  it('puts the first paint back in reach once the app has hydrated it, whatever else #root carries', () => {
    const { root, body, document } = pageFor('/shop', {}, { path: '/shop' });
    root.setAttribute('id', 'root');
    releaseFirstPaint(document as unknown as Document);
    expect([...root.attributes.keys()]).toEqual(['id']);
    expect(body.children.every((child) => child.removed)).toBe(true);
    expect(root.children).toHaveLength(1); // the hydrated markup stays
    // A page without a first paint: nothing to take away.
    expect(() => releaseFirstPaint({ getElementById: () => null })).not.toThrow();
  });

  it('gives the shop’s first paint only to the screens it was rendered for; a wide one gets the app and the hints', () => {
    const shop = { path: '/shop', modules: '/assets/shop.js', media: NARROW_SCREEN_QUERY };
    const wide = (query: string) => query !== NARROW_SCREEN_QUERY;
    const narrow = (query: string) => query === NARROW_SCREEN_QUERY;
    const onWide = pageFor('/shop', {}, shop, wide);
    expect(onWide.root.children).toHaveLength(0);
    expect(onWide.root.getAttribute(PRERENDERED_ATTRIBUTE)).toBeNull();
    expect(onWide.body.children).toHaveLength(0);
    expect(onWide.head.children.map((link) => link.href)).toEqual(['/assets/shop.js']);
    const onPhone = pageFor('/shop', {}, shop, narrow);
    expect(onPhone.root.children).toHaveLength(1);
    expect(onPhone.root.getAttribute('aria-busy')).toBe('true');
    // The written template carries the query, escaped for its attribute.
    expect(prerenderTemplate('/shop', '<p>x</p>', [], NARROW_SCREEN_QUERY)).toContain(
      ` data-media="${NARROW_SCREEN_QUERY}"`,
    );
  });

  it('paints for a signed-in grower too, hiding the painted Login and Sign Up until the app shows their session', () => {
    const grower = {
      [AUTH_TOKEN_KEY]: 'x',
      [USER_KEY]: JSON.stringify({ id: '7', email: 'g@example.com', role: 'user' }),
    };
    const signedIn = pageFor('/shop/drip-kit', grower, { path: '/shop/drip-kit', modules: '/assets/a.js' });
    expect(signedIn.root.children).toHaveLength(1);
    expect(signedIn.html.getAttribute(SIGNED_IN_ATTRIBUTE)).toBe('');
    expect(signedIn.head.children).toHaveLength(0);
    // Signed out, or a session the app will not read as one (a token without its user): nothing hidden.
    for (const stored of [
      {},
      { [AUTH_TOKEN_KEY]: 'x' },
      { [USER_KEY]: '{}' },
      { [AUTH_TOKEN_KEY]: 'x', [USER_KEY]: '{broken' },
    ] as Record<string, string>[]) {
      const page = pageFor('/shop/drip-kit', stored, { path: '/shop/drip-kit' });
      expect(page.root.children, JSON.stringify(stored)).toHaveLength(1);
      expect(page.html.getAttribute(SIGNED_IN_ATTRIBUTE), JSON.stringify(stored)).toBeNull();
    }
    releaseSignedInPaint({ documentElement: signedIn.html as unknown as HTMLElement });
    expect(signedIn.html.getAttribute(SIGNED_IN_ATTRIBUTE)).toBeNull();
  });

  it('gives an Arabic reader at a plain address or an administrator the empty root and announces the screen’s scripts instead', () => {
    const admin = {
      [AUTH_TOKEN_KEY]: 'x',
      [USER_KEY]: JSON.stringify({ id: '1', email: 'a@example.com', role: 'admin' }),
    };
    for (const stored of [{ [LANGUAGE_STORAGE_KEY]: 'ar' }, admin] as Record<string, string>[]) {
      const { root, head } = pageFor('/shop/drip-kit', stored, {
        path: '/shop/drip-kit',
        modules: '/assets/a.js /assets/b.js',
      });
      expect(root.children).toHaveLength(0);
      expect(root.getAttribute(PRERENDERED_ATTRIBUTE)).toBeNull();
      expect(head.children.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
        ['modulepreload', '/assets/a.js', ''],
        ['modulepreload', '/assets/b.js', ''],
      ]);
    }
    // An English reader who chose English explicitly still gets it.
    expect(pageFor('/', { [LANGUAGE_STORAGE_KEY]: 'en' }, { path: '/' }).root.children).toHaveLength(1);
  });

  it('paints an /ar page for whoever opens it, and skips a plain page whose reader chose Arabic (the app moves them to /ar)', () => {
    const arabic = { path: '/ar/shop/drip-kit', modules: '/assets/a.js' };
    for (const stored of [{}, { [LANGUAGE_STORAGE_KEY]: 'ar' }, { [LANGUAGE_STORAGE_KEY]: 'en' }] as Record<
      string,
      string
    >[]) {
      expect(pageFor('/ar/shop/drip-kit', stored, arabic).root.children, JSON.stringify(stored)).toHaveLength(1);
    }
    expect(pageFor('/ar', {}, { path: '/ar' }, undefined, { cookie: 'lang=en' }).root.children).toHaveLength(1);
    // The cookie is the newer record of the choice: it decides over localStorage.
    expect(
      pageFor('/crops', {}, { path: '/crops' }, undefined, { cookie: 'theme=x; lang=ar' }).root.children,
    ).toHaveLength(0);
    expect(
      pageFor('/crops', { [LANGUAGE_STORAGE_KEY]: 'ar' }, { path: '/crops' }, undefined, { cookie: 'lang=en' }).root
        .children,
    ).toHaveLength(1);
    // `/arabica` is not an Arabic address, and a cookie named otherwise is not the choice.
    expect(pageFor('/arabica', { [LANGUAGE_STORAGE_KEY]: 'ar' }, { path: '/arabica' }).root.children).toHaveLength(0);
    expect(pageFor('/shop', {}, { path: '/shop' }, undefined, { cookie: 'xlang=ar' }).root.children).toHaveLength(1);
  });

  it('does nothing at another address (a query the server did not render, a page without a template)', () => {
    for (const [address, template] of [
      ['/shop?category=seeds', { path: '/shop', modules: '/assets/a.js' }],
      ['/crops', { path: '/' }],
      ['/shop', null],
    ] as const) {
      const { root, head } = pageFor(address, {}, template);
      expect(root.children).toHaveLength(0);
      expect(head.children).toHaveLength(0);
    }
  });

  it('escapes the address and the scripts, and the server can find the template to replace it', () => {
    const made = prerenderTemplate('/shop/"><script>', '<p>x</p>', ['/assets/a.js', '/assets/"b.js']);
    expect(made).toContain('data-path="/shop/&quot;>&lt;script>"');
    expect(made).toContain('data-modules="/assets/a.js /assets/&quot;b.js"');
    const page = `<div id="root"></div>${made}<script>gate</script>`;
    expect(page.replace(PRERENDER_TEMPLATE_PATTERN, '')).toBe('<div id="root"></div><script>gate</script>');
    expect(prerenderTemplate('/', '<p>home</p>')).toBe(
      `<template id="${PRERENDER_TEMPLATE_ID}" data-path="/"><p>home</p></template>`,
    );
  });

  it('holds the built entry script, and the gate starts the app: at once without a first paint, after it is drawn with one', () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/r.js"></head>';
    expect(holdEntryScript(built)).toBe(
      `<head><script type="${HELD_ENTRY_TYPE}" id="${ENTRY_SCRIPT_ID}" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/r.js"></head>`,
    );
    expect(() => holdEntryScript('<head></head>')).toThrow('expected one entry script, found 0');
    const app = ['module', '/assets/index-abc.js', ''];

    // No first paint (another address, an Arabic reader, a wide screen at /shop): the app at once, once.
    expect(pageFor('/crops', {}, { path: '/' }, undefined, { entry: true }).scripts()).toEqual([app]);
    expect(pageFor('/', { [LANGUAGE_STORAGE_KEY]: 'ar' }, { path: '/' }, undefined, { entry: true }).scripts()).toEqual(
      [app],
    );
    const wide = pageFor(
      '/shop',
      {},
      { path: '/shop', modules: '/assets/shop.js', media: NARROW_SCREEN_QUERY },
      () => false,
      { entry: true },
    );
    expect(wide.head.children.map((child) => child.tag)).toEqual(['link', 'script']);

    // A first paint: nothing until the browser reports it drawn (a first paint without content does not count).
    const painted = pageFor('/', {}, { path: '/' }, undefined, { entry: true });
    expect(painted.root.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('');
    expect(painted.scripts()).toEqual([]);
    painted.reportPaint('first-paint');
    expect(painted.scripts()).toEqual([]);
    painted.reportPaint('first-contentful-paint');
    expect(painted.scripts()).toEqual([app]);
    painted.fireTimer();
    expect(painted.scripts()).toEqual([app]);

    // …or until the wait is over, when no report comes (a page opened in the background is not drawn).
    const unreported = pageFor('/', {}, { path: '/' }, undefined, { entry: true });
    unreported.fireTimer();
    expect(unreported.scripts()).toEqual([app]);
  });

  it('renders a lazy screen that was fetched ahead at once, and the loader for one that was not', async () => {
    const load = async () => ({ Hello });
    const ahead = lazyNamed(load, 'Hello');
    const late = lazyNamed(load, 'Hello');
    await ahead.preload();
    const inSuspense = (screen: typeof ahead) =>
      renderToString(createElement(Suspense, { fallback: 'Loading…' }, createElement(screen)));
    expect(inSuspense(ahead)).toBe('<!--$--><p>Ahlan</p><!--/$-->');
    expect(inSuspense(late)).toContain('Loading…');
  });

  it('asks again for a screen whose file failed to come', async () => {
    let calls = 0;
    const flaky = lazyNamed(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { Hello };
    }, 'Hello');
    await expect(flaky.preload()).rejects.toThrow('network');
    await flaky.preload();
    expect(calls).toBe(2);
  });
});
