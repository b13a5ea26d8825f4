import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeSignature } from '../../src/server/learning/newsletter';
import { type RunningServer, eventually, launchBrowser, startServer } from './harness';
import { apiOf, signIn, chooseLanguage } from './steps';

/*
 * The storefront under its Content-Security-Policy in Chromium: the built app served with the
 * policy it answers with (scripts from the origin, the first-paint gate by its hash, no 'unsafe-inline' for scripts),
 * each screen opened as a reader would, in English and in Arabic: the home page, the shop, a product, the crop guide, a
 * crop, the newsletter's unsubscribe page, and the admin dashboard. Any violation the browser reports (the
 * `securitypolicyviolation` event, or a "Refused to …" console error) fails the test, with the directive and what was
 * blocked. The visitor uses a phone-sized window, so the shop's server-painted first paint is used (the gate runs it);
 * the service worker registers under `worker-src`.
 */

const ADMIN_EMAIL = 'csp-admin@fellah.eg';
const ADMIN_PASSWORD = 'nile-csp-admin-42';
const JWT_SECRET = 'csp-e2e-secret-csp-e2e-secret-csp-e2e-secret';

let server: RunningServer;
let browser: Browser;
const api = apiOf(() => server);

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** A context whose pages record every CSP violation they see (in the page, and in the console). */
async function watchedContext(
  options: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; violations: (page: Page) => Promise<string[]> }> {
  const context = await browser.newContext(options);
  // Added by the browser's tooling, so no page policy stops it; it runs before any of the page's scripts.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations?.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  const consoleErrors = new Map<Page, string[]>();
  context.on('page', (page) => {
    consoleErrors.set(page, []);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Refused to|Content Security Policy/i.test(message.text()))
        consoleErrors.get(page)?.push(message.text());
    });
  });
  return {
    context,
    // The page's list starts again with each document; the console's is emptied as it is read.
    violations: async (page) => [
      ...((await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])) as string[]),
      ...(consoleErrors.get(page)?.splice(0) ?? []),
    ],
  };
}

/** Open `path` in the language, wait for the screen (`ready`) and the network to rest, and return the violations. */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => ReturnType<Page['locator']>,
  violations: (page: Page) => Promise<string[]>,
): Promise<string[]> {
  await page.goto(`${server.baseUrl}${path}`);
  await eventually(() => ready(page).first().isVisible(), 20_000).toBe(true);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return violations(page);
}

const screenReady = {
  home: (page: Page) => page.locator('h1'),
  shop: (page: Page) => page.getByTestId('product-card'),
  product: (page: Page) => page.getByTestId('back-to-shop'),
  crops: (page: Page) => page.getByTestId('crop-card'),
  crop: (page: Page) => page.locator('h1'),
  unsubscribe: (page: Page) => page.getByTestId('newsletter-unsubscribe'),
  admin: (page: Page) => page.getByTestId('chart-status').locator('svg.recharts-surface'),
};

describe('the storefront under its Content-Security-Policy', () => {
  it('answers pages with a policy that allows no inline script but by hash', async () => {
    const res = await fetch(`${server.baseUrl}/shop`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts).toMatch(/^\s*script-src 'self'( 'sha256-[\w+/=]+')+$/);
    expect(policy).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows every public screen in English and Arabic with no violation, the first paint and the service worker included', async () => {
    const [product] = await api<{ slug: string }[]>('GET', '/products?limit=1', null);
    const [crop] = await api<{ slug: string }[]>('GET', '/crops?limit=1', null);
    const email = `csp-reader-${Date.now()}@example.com`;
    await api('POST', '/newsletter/subscribe', null, { email });
    const unsubscribe = `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeSignature(JWT_SECRET, email)}`;
    const screens: [string, string, (page: Page) => ReturnType<Page['locator']>][] = [
      ['home', '/', screenReady.home],
      ['shop', '/shop', screenReady.shop],
      ['product', `/shop/${product!.slug}`, screenReady.product],
      ['crops', '/crops', screenReady.crops],
      ['crop', `/crops/${crop!.slug}`, screenReady.crop],
      ['unsubscribe', unsubscribe, screenReady.unsubscribe],
    ];

    const { context, violations } = await watchedContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The watch sees a violation when there is one: an inline script added at run time is refused and reported.
    await page.goto(`${server.baseUrl}/about`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "ran"';
      document.head.appendChild(script);
    });
    await eventually(async () =>
      (await violations(page)).some((v) => v.startsWith('script-src-elem blocked inline')),
    ).toBe(true);
    expect(await page.evaluate(() => window.name)).not.toBe('ran');
    await page.waitForTimeout(500);
    await violations(page); // its console line, read and set aside

    const found: string[] = [];
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(`${server.baseUrl}/about`);
      await chooseLanguage(page, lang);
      for (const [name, path, ready] of screens) {
        for (const violation of await visit(page, path, ready, violations))
          found.push(`[${lang}] ${name}: ${violation}`);
        expect(await page.evaluate(() => document.documentElement.lang), `${name} in ${lang}`).toBe(lang);
        if (lang === 'en' && name === 'shop') {
          // The first-paint gate (the page's one inline script, allowed by its hash) ran and started the app.
          expect(await page.locator('#fellah-entry').getAttribute('data-started')).toBe('');
        }
      }
    }
    // The unsubscribe page works under the policy too: one press leaves the list.
    await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
    await eventually(() => page.getByTestId('newsletter-unsubscribe').getAttribute('data-state')).toBe('done');
    // The worker registered (a few seconds after load) and controls the page.
    const scope = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((r) => r.scope),
        new Promise((resolve) => setTimeout(resolve, 20_000, 'none')),
      ]),
    );
    expect(scope).toBe(`${server.baseUrl}/`);
    found.push(...(await violations(page)).map((v) => `[ar] after the worker: ${v}`));
    await context.close();
    expect(found).toEqual([]);
  });

  it('shows the admin dashboard in English and Arabic with no violation', async () => {
    const { context, violations } = await watchedContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const found: string[] = [];
    for (const lang of ['en', 'ar'] as const) {
      await chooseLanguage(page, lang);
      for (const violation of await visit(page, '/admin', screenReady.admin, violations))
        found.push(`[${lang}] admin: ${violation}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
