import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGES_DIR, PRODUCT_IMAGES_URL } from '../../src/server/catalogue/images';
import { loadDemoData } from '../../src/server/demo';
import { demoCatalogue } from '../../src/server/demo/catalogue';
import { PRODUCT_CATEGORIES } from '../../src/shared/catalogue';
import { type TestApp, startTestApp } from '../helpers/app';

/* The demo catalogue as the first start loads it: what the shop shows on a fresh install. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await loadDemoData(t.db.sql, [demoCatalogue])).toEqual(['demo-catalogue']);
});
afterAll(() => t?.close());

const get = async (url: string) => (await t.app.inject(url)).json();
type Item = { name: string; category: string; main_image: string; images: string[]; original_price: number | null; price: number; stock_quantity: number; is_featured: boolean; is_available: boolean };

describe('the demo catalogue', () => {
  it('is loaded once: at least 80 products in all nine categories', async () => {
    expect(await loadDemoData(t.db.sql, [demoCatalogue])).toEqual([]);
    const stats = (await get('/api/products/statistics')).data;
    expect(stats.active_products).toBeGreaterThanOrEqual(80);
    for (const category of PRODUCT_CATEGORIES) expect(stats.by_category[category], category).toBeGreaterThan(0);
  });

  it('has featured products, products on sale and products out of stock, with pictures of our own', async () => {
    const all: Item[] = (await get('/api/products?limit=100&page=1')).data.concat((await get('/api/products?limit=100&page=2')).data);
    expect(all.some((p) => p.is_featured)).toBe(true);
    expect(all.some((p) => p.original_price !== null && p.original_price > p.price)).toBe(true);
    expect(all.some((p) => p.stock_quantity === 0 || !p.is_available)).toBe(true);
    for (const p of all) {
      for (const image of [p.main_image, ...p.images]) {
        expect(image.startsWith(`${PRODUCT_IMAGES_URL}/`), image).toBe(true);
        expect(existsSync(join(PRODUCT_IMAGES_DIR, image.slice(PRODUCT_IMAGES_URL.length + 1))), image).toBe(true);
      }
    }
  });

  it('is searchable in English and Arabic', async () => {
    const english = (await get('/api/products?search=tomato')).data as Item[];
    expect(english.length).toBeGreaterThan(0);
    expect(english[0]!.name).toMatch(/tomato/i);
    const arabic = (await get(`/api/products?search=${encodeURIComponent('طماطم')}`)).data as Item[];
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every((p) => /tomato|طماطم/i.test(JSON.stringify(p)))).toBe(true);
    const equipment = (await get('/api/search/equipment?q=pump')).data as Item[];
    expect(equipment.length).toBeGreaterThan(0);
    expect(equipment.every((p) => ['agriculture_machines', 'tools', 'irrigation'].includes(p.category))).toBe(true);
  });
});
