import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles } from '../../src/server/demo/content';
import { type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { apiOf, chooseLanguage, reopenIn, signIn } from './steps';

/*
 * A product's long texts in Arabic in Chromium: an Arabic reader of a demo product page reads its
 * usage instructions, care tips, features, specifications and shipping info in Arabic; a text the product lacks in
 * Arabic shows in English, marked as English; the picture carries no name, and its alt is the Arabic name. The
 * administrator writes the Arabic texts beside the English ones.
 */

const ADMIN_EMAIL = 'texts-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-texts-e2e-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
let adminToken = '';
const api = apiOf(() => server);

type Product = {
  id: string;
  slug: string;
  name: string;
  name_ar: string;
  usage_instructions: string;
  maintenance_tips_ar: string | null;
};
const demo = demoFiles.products.load()[0]!;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  adminToken = (
    await api<{ access_token: string }>('POST', '/auth/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  ).access_token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The blocks of the open tab that hold a product text, with the language each is marked in. */
const textBlocks = () =>
  page.getByTestId('product-text').evaluateAll((nodes) =>
    nodes.map((n) => ({
      language: n.getAttribute('data-language'),
      lang: n.getAttribute('lang'),
      dir: n.getAttribute('dir'),
      text: n.textContent ?? '',
    })),
  );

async function openArabicProductPage() {
  await page.goto(`${server.baseUrl}/shop/${demo.slug}`);
  await chooseLanguage(page, 'ar');
  await reopenIn(page, 'ar');
  await eventually(() => page.getByTestId('product-title').textContent()).toBe(demo.name_ar);
}

describe("a product's long texts in Arabic", () => {
  it('shows an Arabic reader the Arabic texts, the specifications as written, and a picture without a name', async () => {
    await openArabicProductPage();
    await eventually(async () => (await textBlocks()).length).toBeGreaterThanOrEqual(3);
    const blocks = await textBlocks();
    expect(blocks.map((b) => b.language)).toEqual(blocks.map(() => 'ar'));
    expect(blocks.every((b) => b.lang === null)).toBe(true);
    expect(blocks[0]!.text).toBe(demo.usage_instructions_ar.replace(/\n+/g, ''));
    expect(blocks.some((b) => b.text.includes(demo.features_ar[0]!))).toBe(true);

    await page.getByRole('tab', { name: 'المواصفات' }).click();
    const table = page.getByTestId('tab-specifications').locator('table');
    await eventually(() => table.getAttribute('data-language')).toBe('ar');
    // Every Arabic label with its value, as written (in the stored object's order, which jsonb keeps by its own rule).
    const rows = await table
      .locator('tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
      );
    expect(Object.fromEntries(rows)).toEqual(demo.specifications_ar);

    await page.getByRole('tab', { name: 'الشحن' }).click();
    await eventually(() =>
      page.getByTestId('tab-shipping').getByText(demo.shipping_info_ar, { exact: true }).count(),
    ).toBe(1);

    // The picture: the product's name in the reader's language is its alt; the file itself prints no words (the brand
    // is printed beside it, in the reader's language).
    const picture = page.getByTestId('product-gallery').locator('img').first();
    expect(await picture.getAttribute('alt')).toContain(demo.name_ar);
    const svg = await page.evaluate(
      async (src) => (await fetch(src)).text(),
      (await picture.getAttribute('src')) ?? '',
    );
    expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual([]);
  });

  it('shows the English of a text the product lacks in Arabic, marked lang="en" dir="ltr"', async () => {
    const product = await api<Product>('GET', `/products/slug/${demo.slug}`, null);
    await api('PUT', `/products/${product.id}`, adminToken, { usage_instructions_ar: null });
    await openArabicProductPage();
    await eventually(async () => (await textBlocks())[0]?.language).toBe('en');
    const [usage, ...rest] = await textBlocks();
    expect(usage).toMatchObject({ lang: 'en', dir: 'ltr', text: product.usage_instructions.replace(/\n+/g, '') });
    expect(rest.every((b) => b.language === 'ar')).toBe(true);
    await api('PUT', `/products/${product.id}`, adminToken, { usage_instructions_ar: demo.usage_instructions_ar });
  });

  it('lets the administrator write the Arabic texts beside the English ones', async () => {
    await reopenIn(page, 'en');
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await eventually(() => pathOf(page)).not.toBe('/login');
    await page.goto(`${server.baseUrl}/admin/products?search=${encodeURIComponent(demo.name)}`);
    const row = page.getByTestId('admin-product-row').first();
    await eventually(() => row.count()).toBe(1);
    await row.getByTestId('product-edit-texts').click();
    const arabicTips = page.getByTestId('product-texts-maintenance_tips_ar');
    await eventually(() => arabicTips.inputValue()).toBe(demo.maintenance_tips_ar);
    expect(await arabicTips.evaluate((box) => getComputedStyle(box).direction)).toBe('rtl');
    expect(await arabicTips.getAttribute('lang')).toBe('ar');
    expect(await page.getByTestId('product-texts-maintenance_tips').inputValue()).toBe(demo.maintenance_tips);
    await arabicTips.fill('تُحفظ العبوات في مكان بارد وجاف.');
    await page.getByTestId('product-texts-save').click();
    await eventually(() => page.getByTestId('product-texts-form').count()).toBe(0);
    const saved = await api<Product>('GET', `/products/slug/${demo.slug}`, null);
    expect(saved.maintenance_tips_ar).toBe('تُحفظ العبوات في مكان بارد وجاف.');
    // Nothing else changed.
    expect(saved.usage_instructions).toBe(demo.usage_instructions);
  });
});
