import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { apiOf, chooseLanguage, signIn } from './steps';

/*
 * The admin's product CSV in Chromium, in Arabic on a phone (390×844): on /admin/products a file with a bad price is
 * refused naming its row and column and saves nothing; a good file is checked as a dry run — the changed product with
 * its price change, the new product — and applied; the shop then sells the new product at its price.
 */

const ADMIN_EMAIL = 'products-csv-admin-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-products-csv-e2e-42';
const PHONE = { width: 390, height: 844 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const UREA = 'mopco-granular-urea-46-50kg';
const NEW_SLUG = 'e2e-csv-okra-seeds-250g';

let server: RunningServer;
let browser: Browser;
let admin: Page;
const api = apiOf(() => server);
const plain = async (testId: string) =>
  ((await admin.getByTestId(testId).first().textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const priceOf = async (slug: string) => (await api<{ price: number }>('GET', `/products/slug/${slug}`, null)).price;
const upload = (name: string, csv: string) =>
  admin
    .locator('[data-testid="products-csv"] input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the product CSV on /admin/products, in Arabic on a phone', () => {
  let ureaPrice = 0;

  it('refuses a file with a bad price, naming its row and column, and saves nothing', async () => {
    ureaPrice = await priceOf(UREA);
    await admin.goto(`${server.baseUrl}/admin/products`);
    await eventually(() => pathOf(admin)).toBe('/login');
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await eventually(() => pathOf(admin)).toBe('/admin/products');
    await chooseLanguage(admin, 'ar');
    await admin.reload();
    await eventually(() => admin.getByTestId('products-csv').count()).toBe(1);
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await upload(
      'bad.csv',
      `slug,price\n${UREA},1000\n${UREA.replace('mopco', 'abu-qir').replace('granular', 'prilled')},رخيص\n`,
    );
    await eventually(() => admin.getByTestId('products-csv-refused-message').count(), 20_000).toBe(1);
    expect(await plain('products-csv-refused-message')).toMatch(/^السطر 3، العمود price: /);
    expect(await admin.getByTestId('products-csv-preview').count()).toBe(0);
    expect(await priceOf(UREA)).toBe(ureaPrice);
  });

  it('previews a good file (dry run), then applies it', async () => {
    const urea = await api<{ name: string; name_ar: string; category: string; crops: string[] }>(
      'GET',
      `/products/slug/${UREA}`,
      null,
    );
    const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    const csv = [
      'slug,name,name_ar,category,price,crops',
      [UREA, urea.name, urea.name_ar, urea.category, String(ureaPrice + 10), urea.crops.join('|')].map(cell).join(','),
      `${NEW_SLUG},Okra Seeds Balady – 250 g,بذور بامية بلدي – 250 جم,seeds,45,okra`,
    ].join('\r\n');
    await upload('products.csv', csv);
    const rows = admin.getByTestId('products-csv-row');
    await eventually(() => rows.count(), 20_000).toBe(2);
    expect(await rows.first().getAttribute('data-status')).toBe('updated');
    expect(await rows.nth(1).getAttribute('data-status')).toBe('created');
    // Only the price of the urea changes: the other cells say what it already has.
    const changes = rows.first().getByTestId('products-csv-change');
    expect(await changes.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-field')))).toEqual(['price']);
    const priceChange = rows.first().locator('[data-testid="products-csv-change"][data-field="price"]');
    expect(((await priceChange.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(`${ureaPrice + 10}`);
    expect(await priceOf(UREA)).toBe(ureaPrice);

    const violations = await new AxeBuilder({ page: admin })
      .include('[data-testid="products-csv"]')
      .withTags(WCAG_TAGS)
      .analyze();
    expect(violations.violations.map((v) => v.id)).toEqual([]);
    await admin
      .getByTestId('products-csv')
      .screenshot({ path: join(RESULTS_DIR, 'admin-products-csv-preview-ar-390.png') });
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await admin.getByTestId('products-csv-apply').click();
    await eventually(() => admin.getByTestId('products-csv-done').count(), 20_000).toBe(1);
    expect(await priceOf(UREA)).toBe(ureaPrice + 10);
    expect(await priceOf(NEW_SLUG)).toBe(45);
  });
});
