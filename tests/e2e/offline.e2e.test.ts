import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, startServer } from './harness';
import { signIn } from './steps';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Every /trpc answer the page received, with whether it came from the service worker's saved copy. */
const answers: { path: string; saved: boolean }[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // A context of its own: going offline is a context setting, and service workers are allowed (the default).
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/trpc/'))
      answers.push({ path: url.pathname, saved: response.headers()['x-fellah-saved-answer'] === '1' });
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const banner = () => page.getByTestId('offline-banner');
/** The request paths the worker has saved answers for (its public-reads cache). */
const savedPaths = () =>
  page.evaluate(async () => {
    const cache = await caches.open('fellah-public-reads');
    return (await cache.keys()).map((request) => decodeURIComponent(new URL(request.url).pathname));
  });

describe('offline, with the service worker', () => {
  it('serves the manifest, the worker (never cached long) and the icons', async () => {
    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; purpose: string }[];
    };
    expect(body.name).toBe('Fellah — فلّاح');
    expect(body.theme_color).toBe('#237f38');
    expect(body.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of body.icons) expect((await fetch(`${server.baseUrl}${icon.src}`)).status, icon.src).toBe(200);
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The precache: the page and the crop screens' code, but not the admin area's (fetched only by administrators).
    const precached = [...(await worker.text()).matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1]!);
    expect(precached).toContain('index.html');
    expect(precached.some((url) => /^assets\/CropDetailPage-[\w-]+\.js$/.test(url))).toBe(true);
    expect(precached.filter((url) => /^assets\/Admin/.test(url))).toEqual([]);
  });

  it('signs in, then keeps the crops list, a crop page, quizzes and calculators visited online once the worker controls the page', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, 'demo@fellah.eg', 'fellah-demo');
    await eventually(() => page.getByTestId('user-menu').count()).toBe(1);

    await page.goto(`${server.baseUrl}/crops`);
    await eventually(() => page.getByTestId('crop-card').count()).toBe(20);
    // The worker installs after the page has loaded and takes control of it (clientsClaim)…
    await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 30_000).toBe(true);
    // …and the list the page showed before that is asked again, through the worker, so it is saved too.
    await eventually(async () => (await savedPaths()).some((path) => path.includes('crops.list')), 15_000).toBe(true);

    await page.goto(`${server.baseUrl}/crops/potato`);
    await eventually(() => page.getByTestId('crop-title').textContent()).toBe('Potato');
    await eventually(() => page.getByTestId('price-chart').count()).toBe(1);
    await eventually(async () => (await savedPaths()).some((path) => path.includes('crops.bySlug')), 15_000).toBe(true);
    await eventually(() => page.getByTestId('guide-read').count()).toBeGreaterThan(0);

    // A quiz list and the calculators (their crops and figures come from the guide: crops.figures).
    await page.goto(`${server.baseUrl}/quizzes`);
    await eventually(() => page.getByTestId('quiz-card').count()).toBe(8);
    await page.goto(`${server.baseUrl}/calculators?tab=yield`);
    await eventually(() => page.getByTestId('yield-crop').locator('option', { hasText: 'Tomato' }).count()).toBe(1);
    await eventually(
      async () => (await savedPaths()).filter((path) => /quizzes\.list|crops\.list|crops\.figures/.test(path)).length,
      15_000,
    ).toBeGreaterThanOrEqual(3);
    await page.goto(`${server.baseUrl}/crops/potato`);
    await eventually(() => page.getByTestId('crop-title').textContent()).toBe('Potato');
    // Nothing personal is kept: the signed-in session's calls (profile, cart, favourites) are not in the cache.
    const saved = await savedPaths();
    expect(saved.filter((path) => /auth\.|cart\.|favorites\.|orders\./.test(path))).toEqual([]);
    expect(await banner().count()).toBe(0);
  });

  it('reloads the crop page with its guide, the crops list, quizzes and calculators offline from what was saved, under the banner', async () => {
    await context.setOffline(true);
    answers.length = 0;
    await page.reload();
    await eventually(() => page.getByTestId('crop-title').textContent(), 15_000).toBe('Potato');
    await eventually(() => banner().count()).toBe(1);
    expect(await banner().textContent()).toContain('You are offline — showing saved pages');
    await eventually(() => page.getByTestId('price-chart').count()).toBe(1);
    // The crop came from the worker's saved copy, not from the server; its guides are there to read.
    expect(answers.some((answer) => answer.path.includes('crops.bySlug') && answer.saved)).toBe(true);
    await eventually(() => page.getByTestId('guide-read').count()).toBeGreaterThan(0);
    await page.getByTestId('guide-read').first().click();
    await eventually(() => new URL(page.url()).searchParams.get('guide')).not.toBeNull();
    await eventually(() =>
      page.getByRole('dialog').locator('[data-testid="markdown-content"] h3').count(),
    ).toBeGreaterThan(0);
    await page.goBack();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await page.screenshot({ path: join(RESULTS_DIR, 'offline-crop.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/crops`);
    await eventually(() => page.getByTestId('crop-card').count(), 15_000).toBe(20);
    await eventually(() => banner().count()).toBe(1);
    expect(answers.some((answer) => answer.path.includes('crops.list') && answer.saved)).toBe(true);

    await page.goto(`${server.baseUrl}/quizzes`);
    await eventually(() => page.getByTestId('quiz-card').count(), 15_000).toBe(8);
    await page.goto(`${server.baseUrl}/calculators?tab=yield`);
    await eventually(
      () => page.getByTestId('yield-crop').locator('option', { hasText: 'Tomato' }).count(),
      15_000,
    ).toBe(1);
    expect(await banner().count()).toBe(1);
  });

  it('says it in Arabic too', async () => {
    await page.getByTestId('language-switch').first().click();
    await eventually(() => banner().textContent()).toContain('أنت غير متصل بالإنترنت — نعرض الصفحات المحفوظة');
    await page.getByTestId('language-switch').first().click();
    await eventually(() => banner().textContent()).toContain('You are offline');
  });

  it('says the cart and checkout need a connection, with Place Order disabled, and stays signed in', async () => {
    await page.goto(`${server.baseUrl}/cart`);
    await eventually(() => page.getByTestId('cart-offline').count(), 15_000).toBe(1);
    expect(await page.getByTestId('cart-offline').textContent()).toContain('Your cart needs an internet connection');
    expect(new URL(page.url()).pathname).toBe('/cart');

    await page.goto(`${server.baseUrl}/checkout`);
    await eventually(() => page.getByTestId('checkout-offline').count(), 15_000).toBeGreaterThan(0);
    expect(await page.getByTestId('checkout-offline').first().textContent()).toContain(
      'Placing an order needs an internet connection',
    );
    await eventually(() => page.getByTestId('place-order').count(), 15_000).toBe(1);
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  it('drops the banner when the connection comes back', async () => {
    await context.setOffline(false);
    await eventually(() => banner().count()).toBe(0);
    await page.goto(`${server.baseUrl}/crops`);
    await eventually(() => page.getByTestId('crop-card').count()).toBe(20);
    expect(await banner().count()).toBe(0);
  });
});
