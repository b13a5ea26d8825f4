import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  categoryImageSvg,
  generatedImages,
  PRODUCT_IMAGES_DIR,
  productImageSvg,
  shortName,
} from '../../src/server/catalogue/images';
import { storedIdOf } from '../../src/server/catalogue/products';
import { demoFiles } from '../../src/server/demo/content';
import {
  DEFAULT_SHOP_SORT,
  EQUIPMENT_CATEGORIES,
  PRICE_RANGES,
  PRODUCT_CATEGORIES,
  SHOP_SORTS,
  ZProductCreateInput,
  ZProductFields,
  ZProductListInput,
  ZReviewForm,
  ZSiteSearchInput,
  limitInput,
  priceBounds,
  resolveSort,
  shopSortOf,
  slugify,
} from '../../src/shared/catalogue';

/** The first failing field and its message, or the parsed value. */
function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { field: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
}

describe('catalogue constants', () => {
  it('names the nine categories of the spec, and equipment among them', () => {
    expect(PRODUCT_CATEGORIES).toEqual([
      'pots_planters',
      'garden_supplies',
      'agriculture_machines',
      'irrigation',
      'tools',
      'fertilizers',
      'seeds',
      'plants',
      'chemicals',
    ]);
    for (const c of EQUIPMENT_CATEGORIES) expect(PRODUCT_CATEGORIES).toContain(c);
  });

  it('has contiguous price ranges from 0 with an open-ended premium', () => {
    expect(Object.keys(PRICE_RANGES)).toEqual(['budget', 'mid_range', 'premium']);
    expect(PRICE_RANGES.budget.min).toBe(0);
    expect(PRICE_RANGES.mid_range.min).toBe(PRICE_RANGES.budget.max);
    expect(PRICE_RANGES.premium.min).toBe(PRICE_RANGES.mid_range.max);
    expect(PRICE_RANGES.premium.max).toBeNull();
  });

  it('offers the seven shop sorts of section 9, newest by default', () => {
    expect(SHOP_SORTS.map((s) => [s.value, s.sort_by, s.sort_order])).toEqual([
      ['newest', 'created_at', 'DESC'],
      ['oldest', 'created_at', 'ASC'],
      ['price_low_high', 'price', 'ASC'],
      ['price_high_low', 'price', 'DESC'],
      ['highest_rated', 'rating', 'DESC'],
      ['name_a_z', 'name', 'ASC'],
      ['most_popular', 'order_count', 'DESC'],
    ]);
    expect(DEFAULT_SHOP_SORT).toBe('newest');
    expect(shopSortOf('price', 'desc')).toBe('price_high_low');
    expect(shopSortOf(undefined, undefined)).toBe('newest');
    expect(shopSortOf('rating', 'ASC')).toBe('newest');
  });
});

describe('priceBounds', () => {
  it('turns a range into [min, max) and narrows it with min_price and max_price', () => {
    expect(priceBounds({})).toEqual({ min: null, max: null, below: null });
    expect(priceBounds({ price_range: 'budget' })).toEqual({ min: null, max: null, below: 300 });
    expect(priceBounds({ price_range: 'mid_range' })).toEqual({ min: 300, max: null, below: 1500 });
    expect(priceBounds({ price_range: 'premium' })).toEqual({ min: 1500, max: null, below: null });
    expect(priceBounds({ price_range: 'mid_range', min_price: 200 })).toMatchObject({ min: 300 });
    expect(priceBounds({ price_range: 'mid_range', min_price: 800, max_price: 900 })).toEqual({
      min: 800,
      max: 900,
      below: 1500,
    });
    expect(priceBounds({ min_price: 0, max_price: 0 })).toEqual({ min: null, max: 0, below: null });
  });
});

describe('resolveSort', () => {
  it('uses the given column, else relevance while searching, else newest first', () => {
    expect(resolveSort({})).toEqual({ by: 'created_at', order: 'DESC' });
    expect(resolveSort({ sort_order: 'ASC' })).toEqual({ by: 'created_at', order: 'ASC' });
    expect(resolveSort({ search: 'pump' })).toEqual({ by: 'relevance' });
    expect(resolveSort({ search: 'pump', sort_by: 'price' })).toEqual({ by: 'price', order: 'ASC' });
    expect(resolveSort({ sort_by: 'rating' })).toEqual({ by: 'rating', order: 'DESC' });
    expect(resolveSort({ sort_by: 'name', sort_order: 'DESC' })).toEqual({ by: 'name', order: 'DESC' });
  });
});

describe('ZProductListInput', () => {
  it('defaults to page 1 of 20, with or without an input', () => {
    expect(parse(ZProductListInput, undefined)).toEqual({ ok: { page: 1, limit: 20 } });
    expect(parse(ZProductListInput, {})).toEqual({ ok: { page: 1, limit: 20 } });
  });

  it('reads a REST query string: numbers and booleans as text, lower-case order, empty values as not given', () => {
    expect(
      parse(ZProductListInput, {
        page: '3',
        limit: '100',
        is_active: 'true',
        is_available: 'FALSE',
        search: '  drip kit ',
        category: 'irrigation',
        brand: '',
        price_range: 'mid_range',
        min_price: '300',
        max_price: '',
        min_rating: '4',
        sort_by: 'price',
        sort_order: 'desc',
      }),
    ).toEqual({
      ok: {
        page: 3,
        limit: 100,
        is_active: true,
        is_available: false,
        search: 'drip kit',
        category: 'irrigation',
        price_range: 'mid_range',
        min_price: 300,
        min_rating: 4,
        sort_by: 'price',
        sort_order: 'DESC',
      },
    });
  });

  it('takes typed values as they are', () => {
    expect(parse(ZProductListInput, { page: 2, is_active: false, min_price: 0, max_price: 0 })).toEqual({
      ok: { page: 2, limit: 20, is_active: false, min_price: 0, max_price: 0 },
    });
  });

  it.each([
    [{ limit: 101 }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ page: '-1' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ is_active: 'yes' }, 'is_active'],
    [{ category: 'Seeds' }, 'category'],
    [{ price_range: 'luxury' }, 'price_range'],
    [{ min_price: '-0.01' }, 'min_price'],
    [{ max_price: 'lots' }, 'max_price'],
    [{ min_price: 10, max_price: 9.99 }, 'max_price'],
    [{ min_rating: 5.5 }, 'min_rating'],
    [{ sort_by: 'popularity' }, 'sort_by'],
    [{ sort_order: 'sideways' }, 'sort_order'],
    [{ search: 'x'.repeat(201) }, 'search'],
    [{ brand: 'x'.repeat(101) }, 'brand'],
  ])('refuses %j naming %s', (input, field) => {
    expect(parse(ZProductListInput, input)).toMatchObject({ field });
  });
});

describe('other inputs', () => {
  it('limitInput defaults and bounds the limit', () => {
    expect(parse(limitInput(10), undefined)).toEqual({ ok: { limit: 10 } });
    expect(parse(limitInput(10), { limit: '4' })).toEqual({ ok: { limit: 4 } });
    expect(parse(limitInput(10), { limit: 101 })).toMatchObject({ field: 'limit' });
  });

  it('the site search needs words and defaults its type to all', () => {
    expect(parse(ZSiteSearchInput, { q: ' wheat ' })).toEqual({ ok: { q: 'wheat', limit: 10, type: 'all' } });
    expect(parse(ZSiteSearchInput, { q: '  ' })).toEqual({
      field: 'q',
      message: 'Please enter something to search for',
    });
    expect(parse(ZSiteSearchInput, { q: 'x', type: 'users' })).toMatchObject({ field: 'type' });
  });

  it('the review form wants 1 to 5 whole stars and at most 2,000 characters', () => {
    expect(parse(ZReviewForm, { rating: '4', body: ' Good ' })).toEqual({ ok: { rating: 4, body: 'Good' } });
    for (const rating of [0, 6, 4.5, undefined, ''])
      expect(parse(ZReviewForm, { rating })).toMatchObject({
        field: 'rating',
        message: 'Please choose a rating from 1 to 5 stars',
      });
    expect(parse(ZReviewForm, { rating: 5, body: 'x'.repeat(2001) })).toEqual({
      field: 'body',
      message: 'The review must be at most 2,000 characters',
    });
  });

  it('a new product needs name, category and price; a change fills in nothing that was not sent', () => {
    expect(parse(ZProductCreateInput, { name: 'Hoe', category: 'tools' })).toEqual({
      field: 'price',
      message: 'Please fill in price',
    });
    expect(parse(ZProductCreateInput, { category: 'tools', price: 5 })).toMatchObject({ field: 'name' });
    expect(parse(ZProductCreateInput, { name: 'Hoe', category: 'tools', price: '12.50' })).toEqual({
      ok: { name: 'Hoe', category: 'tools', price: 12.5 },
    });
    expect(parse(ZProductFields, {})).toEqual({ ok: {} });
    expect(parse(ZProductFields, { original_price: null, brand: null })).toEqual({
      ok: { original_price: null, brand: null },
    });
    expect(parse(ZProductFields, { slug: 'Not A Slug' })).toMatchObject({ field: 'slug' });
    expect(parse(ZProductFields, { images: ['javascript:alert(1)'] })).toMatchObject({ field: 'images.0' });
  });
});

describe('slugs and ids', () => {
  it('slugify makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Determinate Tomato Hybrid F1 – Open Field (1,000 seeds)')).toBe(
      'determinate-tomato-hybrid-f1-open-field-1-000-seeds',
    );
    expect(slugify('  Crème Brûlée  ')).toBe('creme-brulee');
    expect(slugify('بذور طماطم')).toBe('');
  });

  it('storedIdOf accepts only what a bigint id can be', () => {
    expect(storedIdOf('42')).toBe('42');
    for (const bad of ['0', '-1', '4.2', 'abc', '12abc', '1'.repeat(19), '']) expect(storedIdOf(bad)).toBeNull();
  });
});

describe("the demo catalogue's Arabic long texts (issue 22)", () => {
  it('mirror the English ones: a text where English has one, as many features and specification rows, in Arabic script', () => {
    const arabicScript = /[\u0600-\u06FF]{2}/;
    for (const p of demoFiles.products.load()) {
      expect(p.warranty_info_ar === null, p.slug).toBe(p.warranty_info === null);
      expect(p.features_ar.length, p.slug).toBe(p.features.length);
      expect(Object.keys(p.specifications_ar).length, p.slug).toBe(Object.keys(p.specifications).length);
      const texts = [
        p.usage_instructions_ar,
        p.maintenance_tips_ar,
        p.shipping_info_ar,
        p.warranty_info_ar ?? 'ـــ',
        ...p.features_ar,
        ...Object.entries(p.specifications_ar).flat(),
      ];
      // A feature, label or value may be a code, unit or figure ("HR: Tm 0-3", "pH", "95%"); the long texts are Arabic.
      for (const text of [p.usage_instructions_ar, p.maintenance_tips_ar, p.shipping_info_ar])
        expect(text, p.slug).toMatch(arabicScript);
      for (const text of texts) expect(text.trim().length, p.slug).toBeGreaterThan(0);
    }
  });
});

describe('product pictures', () => {
  it('shortens names', () => {
    expect(shortName('Determinate Tomato Hybrid F1 – Open Field (1,000 seeds)')).toBe('Determinate Tomato Hybrid F1');
    expect(shortName('Urea 46% N, Prilled – 50 kg Sack')).toBe('Urea 46% N, Prilled');
  });

  it('draws light SVG tiles with the text escaped', () => {
    const svg = productImageSvg({
      name: 'Salt & <Pepper> "Seeds"',
      name_ar: 'بذور ملح وفلفل',
      brand: "O'Brien",
      category: 'seeds',
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="O&apos;Brien · بذور ملح وفلفل · Salt &amp; &lt;Pepper&gt; &quot;Seeds&quot;"');
    for (const category of PRODUCT_CATEGORIES)
      expect(Buffer.byteLength(categoryImageSvg(category))).toBeLessThan(3 * 1024);
  });

  it('prints no words on a picture, so an Arabic page shows no Latin brand or name in it (issues 22 and 45)', () => {
    const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const products = demoFiles.products.load();
    expect(products.some((p) => p.brand && /[A-Z]/.test(p.brand))).toBe(true);
    for (const product of products) {
      const svg = productImageSvg(product);
      expect(textsOf(svg), product.slug).toEqual([]);
      expect(svg, product.slug).not.toMatch(/<text|<tspan/);
      // The file is named in both languages, for whoever opens it alone; the <img alt> names it on the page.
      expect(svg, product.slug).toContain(product.name_ar);
    }
    for (const category of PRODUCT_CATEGORIES) {
      expect(textsOf(categoryImageSvg(category)), category).toEqual([]);
      expect(categoryImageSvg(category)).toContain('aria-hidden="true"');
    }
  });

  it('the committed pictures are the generator output for every demo product (run src/server/cli/productImages.ts)', () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(readFileSync(join(PRODUCT_IMAGES_DIR, 'categories', `${category}.svg`), 'utf8'), category).toBe(
        categoryImageSvg(category),
      );
    }
    for (const product of demoFiles.products.load()) {
      const file = readFileSync(join(PRODUCT_IMAGES_DIR, `${product.slug}.svg`), 'utf8');
      expect(file, product.slug).toBe(productImageSvg(product));
      expect(Buffer.byteLength(file), product.slug).toBeLessThan(3 * 1024);
      expect(generatedImages(product).main_image).toBe(`/images/products/${product.slug}.svg`);
    }
    const extra = readdirSync(PRODUCT_IMAGES_DIR).filter(
      (f) => f.endsWith('.svg') && !demoFiles.products.load().some((p) => `${p.slug}.svg` === f),
    );
    expect(extra).toEqual([]);
  });
});
