import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { field } from './steps';
import { eventually, type RunningServer, storefrontForFile } from './harness';

/*
 * The address is the language: Arabic under /ar, English at the plain address; links stay in the page's
 * language, the switch moves to the other address, guarded pages come back to the Arabic address, and a reader who
 * chose Arabic before the /ar addresses is moved to them.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;

storefrontForFile((store) => ({ server, browser, page } = store));

const direction = (on: Page) =>
  on.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' '));
const address = (on: Page) => {
  const url = new URL(on.url());
  return `${url.pathname}${url.search}`;
};

/** A page in a fresh browser profile (its own cookies and storage), without the service worker, as the harness opens. */
async function freshPage(run: (fresh: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

describe('Arabic addresses', () => {
  it('shows /ar/shop in Arabic, right to left, and keeps the app’s links under /ar', async () => {
    await page.goto(`${server.baseUrl}/ar/shop`);
    await eventually(() => direction(page)).toBe('ar rtl');
    await eventually(() =>
      page.getByRole('heading', { name: 'متجر مستلزمات الزراعة', level: 1 }).count(),
    ).toBeGreaterThan(0);
    // The tab's title is the page's, in Arabic.
    await eventually(() => page.title()).toBe('المتجر · فلّاح');
    const links = await page
      .locator('header a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) expect(href === '/ar' || href.startsWith('/ar/'), href).toBe(true);
    await page.locator('header').getByRole('link', { name: 'المحاصيل', exact: true }).first().click();
    await eventually(() => address(page)).toBe('/ar/crops');
    expect(await direction(page)).toBe('ar rtl');
    // The head follows the address: canonical and the language alternates.
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      en: document.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href'),
    }));
    expect(head).toEqual({ canonical: `${server.baseUrl}/ar/crops`, en: `${server.baseUrl}/crops` });
  });

  it('switches the same page, query kept, to English and back, and remembers the choice in the cookie', async () => {
    const slug = (await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json()).data[0].slug as string;
    await page.goto(`${server.baseUrl}/ar/shop/${slug}?x=1`);
    await eventually(() => direction(page)).toBe('ar rtl');
    await page.getByTestId('language-switch').first().click();
    await eventually(() => address(page)).toBe(`/shop/${slug}?x=1`);
    await eventually(() => direction(page)).toBe('en ltr');
    await eventually(() => page.getByTestId('language-switch').first().textContent()).toBe('العربية');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.getByTestId('language-switch').first().click();
    await eventually(() => address(page)).toBe(`/ar/shop/${slug}?x=1`);
    await eventually(() => direction(page)).toBe('ar rtl');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
    // Back goes to the English page, and the texts follow the address.
    await page.goBack();
    await eventually(() => address(page)).toBe(`/shop/${slug}?x=1`);
    await eventually(() => direction(page)).toBe('en ltr');
  });

  it('sends a signed-out reader at /ar/orders to the Arabic login page, and back to /ar/orders once signed in', async () => {
    const person = {
      first_name: 'Mona',
      last_name: 'Saad',
      email: `mona.ar.${Date.now()}@example.com`,
      password: 'Sunflower#2024',
    };
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(registered.ok).toBe(true);
    await freshPage(async (fresh) => {
      await fresh.goto(`${server.baseUrl}/ar/orders`);
      await eventually(() => address(fresh)).toBe('/ar/login?from=%2Far%2Forders');
      await eventually(() => direction(fresh)).toBe('ar rtl');
      await field(fresh, 'البريد الإلكتروني').fill(person.email);
      await field(fresh, 'كلمة المرور').fill(person.password);
      await fresh.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await eventually(() => address(fresh)).toBe('/ar/orders');
      expect(await direction(fresh)).toBe('ar rtl');
    });
  });

  it('moves a reader who chose Arabic before the /ar addresses (localStorage) from /crops to /ar/crops', async () => {
    await freshPage(async (fresh, context) => {
      await context.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
      await fresh.goto(`${server.baseUrl}/crops`);
      await eventually(() => address(fresh)).toBe('/ar/crops');
      await eventually(() => direction(fresh)).toBe('ar rtl');
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
    });
  });
});
