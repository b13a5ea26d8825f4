import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGES_DIR, PRODUCT_IMAGES_URL } from '../../src/server/catalogue/images';
import { PRODUCT_CATEGORIES, SHOP_LISTING } from '../../src/shared/catalogue';
import { type TestApp, startTestApp } from '../helpers/app';
import { demoCatalogue, demoCatalogueArabicTexts } from '../../src/server/demo/catalogue';
import { demoFiles } from '../../src/server/demo/content';
import { demoReviewSet } from '../../src/server/demo/reviews';
import { loadDataSets } from '../../src/server/seed';

/* The demo catalogue as the first start loads it: what the shop shows on a fresh install. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await loadDataSets(t.db.sql, [demoCatalogue, demoReviewSet])).toEqual(['demo-catalogue', 'demo-reviews']);
});
afterAll(() => t?.close());

const get = async (url: string) => (await t.app.inject(url)).json();
type Item = {
  id: string;
  slug: string;
  rating: number;
  review_count: number;
  name: string;
  category: string;
  main_image: string;
  images: string[];
  original_price: number | null;
  price: number;
  stock_quantity: number;
  is_featured: boolean;
  is_available: boolean;
};

describe('the demo catalogue', () => {
  it('is loaded once: at least 80 products in all nine categories', async () => {
    expect(await loadDataSets(t.db.sql, [demoCatalogue, demoReviewSet])).toEqual([]);
    const stats = (await get('/api/products/statistics')).data;
    expect(stats.active_products).toBeGreaterThanOrEqual(80);
    for (const category of PRODUCT_CATEGORIES) expect(stats.by_category[category], category).toBeGreaterThan(0);
  });

  it('has featured products, products on sale and products out of stock, with pictures of our own', async () => {
    const all: Item[] = (await get('/api/products?limit=100&page=1')).data.concat(
      (await get('/api/products?limit=100&page=2')).data,
    );
    expect(all.some((p) => p.is_featured)).toBe(true);
    expect(all.some((p) => p.original_price !== null && p.original_price > p.price)).toBe(true);
    expect(all.some((p) => p.stock_quantity === 0 || !p.is_available)).toBe(true);
    for (const card of all) {
      // The list's cards carry their picture; the gallery is the detail call's.
      const p = (await get(`/api/products/${card.id}`)).data as Item;
      expect(card.main_image, p.slug).toBe(p.main_image);
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
    // What a search matched is in the whole record (descriptions, tags), which the detail call answers.
    const detailsOf = (cards: Item[]) =>
      Promise.all(cards.map(async (card) => (await get(`/api/products/${card.id}`)).data as Item));
    const arabic = (await get(`/api/products?search=${encodeURIComponent('طماطم')}`)).data as Item[];
    expect(arabic.length).toBeGreaterThan(0);
    expect((await detailsOf(arabic)).every((p) => /tomato|طماطم/i.test(JSON.stringify(p)))).toBe(true);
    const equipment = (await get('/api/search/equipment?q=pump')).data as Item[];
    expect(equipment.length).toBeGreaterThan(0);
    expect(
      (await detailsOf(equipment)).every((p) => ['agriculture_machines', 'tools', 'irrigation'].includes(p.category)),
    ).toBe(true);
  });

  it("shows, for every product, the stars and count of the reviews it lists (the demo growers', in English and Arabic)", async () => {
    const all: Item[] = (await get('/api/products?limit=100&page=1')).data.concat(
      (await get('/api/products?limit=100&page=2')).data,
    );
    expect(all.length).toBeGreaterThanOrEqual(100);
    type Listed = { rating: number; body: string | null; body_ar: string | null; author_name: string };
    let reviewed = 0;
    for (const product of all) {
      const reviews: Listed[] = [];
      for (let page = 1; ; page++) {
        const answer = await get(`/api/products/${product.id}/reviews?limit=50&page=${page}`);
        reviews.push(...answer.data);
        if (!answer.pagination.hasNext) break;
      }
      const total = reviews.reduce((sum, r) => sum + r.rating, 0);
      const expected = {
        rating: reviews.length === 0 ? 0 : Math.round((total * 10) / reviews.length) / 10,
        review_count: reviews.length,
      };
      expect({ rating: product.rating, review_count: product.review_count }, product.slug).toEqual(expected);
      const page = (await get(`/api/products/slug/${product.slug}`)).data as Item;
      expect({ rating: page.rating, review_count: page.review_count }, product.slug).toEqual(expected);
      for (const review of reviews) {
        expect(review.body?.length, product.slug).toBeGreaterThan(10);
        expect(review.body_ar, product.slug).toMatch(/[\u0600-\u06FF]{3}/);
      }
      if (reviews.length > 0) reviewed++;
    }
    // Most products have reviews; a few new or rarely sold ones have none, and show no stars.
    expect(reviewed).toBeGreaterThanOrEqual(all.length - 10);
    expect(reviewed).toBeLessThan(all.length);
  });

  it('carries the Arabic long texts of content/demo/products.json on every product page', async () => {
    for (const product of demoFiles.products.load()) {
      const page = (await get(`/api/products/slug/${product.slug}`)).data;
      const {
        usage_instructions_ar,
        maintenance_tips_ar,
        shipping_info_ar,
        warranty_info_ar,
        features_ar,
        specifications_ar,
      } = product;
      expect(page, product.slug).toMatchObject({
        usage_instructions_ar,
        maintenance_tips_ar,
        shipping_info_ar,
        warranty_info_ar,
        features_ar,
        specifications_ar,
      });
    }
  });

  it("gives a database that loaded the catalogue before its Arabic the file's texts, keeping an administrator's own", async () => {
    const [first, second] = demoFiles.products.load();
    await t.db
      .sql`update products set usage_instructions_ar = null, features_ar = '[]', specifications_ar = '{}' where slug = ${first!.slug}`;
    await t.db.sql`update products set usage_instructions_ar = 'نص كتبه المسؤول' where slug = ${second!.slug}`;
    expect(await loadDataSets(t.db.sql, [demoCatalogueArabicTexts])).toEqual(['demo-catalogue-texts-ar']);
    expect((await get(`/api/products/slug/${first!.slug}`)).data).toMatchObject({
      usage_instructions_ar: first!.usage_instructions_ar,
      features_ar: first!.features_ar,
      specifications_ar: first!.specifications_ar,
    });
    expect((await get(`/api/products/slug/${second!.slug}`)).data.usage_instructions_ar).toBe('نص كتبه المسؤول');
  });

  it("counts in its categories the products its list shows ('of Z')", async () => {
    const stats = (await get('/api/products/statistics')).data;
    const listing = new URLSearchParams(Object.entries(SHOP_LISTING).map(([key, value]) => [key, String(value)]));
    expect(stats.active_products).toBe((await get(`/api/products?${listing}`)).pagination.total);
    for (const category of PRODUCT_CATEGORIES) {
      expect(stats.by_category[category], category).toBe(
        (await get(`/api/products?${listing}&category=${category}`)).pagination.total,
      );
    }
  });
});
