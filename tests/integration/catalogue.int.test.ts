import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopQuery, productListInput } from '../../src/shared/shopQuery';
import { PRODUCT_CARD_FIELDS } from '../../src/server/catalogue/products';
import { PRODUCT_CATEGORIES, type ProductCategory, SHOP_SORTS } from '../../src/shared/catalogue';
import { type TestApp, startTestApp } from '../helpers/app';
import { type TestUser, createUser } from '../helpers/users';
import { keyedDetails } from '../helpers/refusals';

/*
 * The shop catalogue through the real server (REST at /api, one call through /trpc) on a database of this file's
 * own, seeded with a small, fully known catalogue so that every filter and sort can be checked exactly.
 * Refused calls are checked for their status, message and field, and for leaving the stored data as it was.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

/** A parsed JSON answer, as loosely typed as JSON.parse makes it. */
type JsonAnswer = ReturnType<typeof JSON.parse>;

async function call(
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: JsonAnswer }> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const get = (url: string, token?: string) => call('GET', url, token ? { token } : {});

/** The fixture: visible products A..J (one per letter, names sort in that order), and three the shop hides. */
interface Fixture {
  key: string;
  name: string;
  category: string;
  brand: string;
  price: number;
  rating: number;
  order_count: number;
  daysOld: number;
  subcategory?: string;
  name_ar?: string;
  description?: string;
  tags?: string[];
  is_featured?: boolean;
  is_available?: boolean;
  is_active?: boolean;
  approval_status?: string;
  deleted?: boolean;
  original_price?: number;
}

const FIXTURES: Fixture[] = [
  {
    key: 'A',
    name: 'Alpha Tomato Seeds',
    category: 'seeds',
    brand: 'Syngenta',
    price: 50,
    rating: 4.5,
    order_count: 100,
    daysOld: 10,
    is_featured: true,
    subcategory: 'vegetable_seeds',
    name_ar: 'بذور طماطم ألفا',
  },
  {
    key: 'B',
    name: 'Bravo Drip Line 16 mm',
    category: 'irrigation',
    brand: 'Netafim',
    price: 450,
    rating: 4.0,
    order_count: 50,
    daysOld: 9,
    tags: ['drip', 'pipe'],
    subcategory: 'drip_lines',
    name_ar: 'خرطوم تنقيط برافو',
  },
  {
    key: 'C',
    name: 'Charlie Garden Spade',
    category: 'tools',
    brand: 'Truper',
    price: 250,
    rating: 3.2,
    order_count: 500,
    daysOld: 8,
    subcategory: 'hand_tools',
  },
  {
    key: 'D',
    name: 'Delta Compact Tractor',
    category: 'agriculture_machines',
    brand: 'Yanmar',
    price: 175000,
    rating: 4.8,
    order_count: 2,
    daysOld: 7,
    is_featured: true,
    name_ar: 'جرار ديلتا المدمج',
  },
  {
    key: 'E',
    name: 'Echo Urea Fertilizer 46%',
    category: 'fertilizers',
    brand: 'Abu Qir',
    price: 1200,
    rating: 4.1,
    order_count: 300,
    daysOld: 6,
    is_available: false,
  },
  {
    key: 'F',
    name: 'Foxtrot Clay Pot',
    category: 'pots_planters',
    brand: 'El Nasr Plastics',
    price: 80,
    rating: 0,
    order_count: 0,
    daysOld: 5,
  },
  {
    key: 'G',
    name: 'Golf Pruning Shears',
    category: 'tools',
    brand: 'Bahco',
    price: 950,
    rating: 4.9,
    order_count: 120,
    daysOld: 4,
    original_price: 1100,
    subcategory: 'pruning_tools',
  },
  {
    key: 'H',
    name: 'Hotel Mango Seedling',
    category: 'plants',
    brand: 'Fellah Nurseries',
    price: 300,
    rating: 3.9,
    order_count: 40,
    daysOld: 3,
  },
  {
    key: 'I',
    name: 'India Copper Fungicide',
    category: 'chemicals',
    brand: 'Kafr El Zayat',
    price: 150,
    rating: 2.5,
    order_count: 10,
    daysOld: 2,
    description: 'Protects tomato and potato crops from early blight.',
  },
  {
    key: 'J',
    name: 'Juliet Watering Can',
    category: 'garden_supplies',
    brand: 'Truper',
    price: 1500,
    rating: 4.2,
    order_count: 75,
    daysOld: 1,
  },
  {
    key: 'K',
    name: 'Kilo Inactive Sprinkler',
    category: 'irrigation',
    brand: 'Rain Bird',
    price: 90,
    rating: 4,
    order_count: 1,
    daysOld: 11,
    is_active: false,
  },
  {
    key: 'L',
    name: 'Lima Pending Hose',
    category: 'irrigation',
    brand: 'Rain Bird',
    price: 90,
    rating: 4,
    order_count: 1,
    daysOld: 12,
    approval_status: 'pending',
  },
  {
    key: 'M',
    name: 'Mike Deleted Hose',
    category: 'irrigation',
    brand: 'Rain Bird',
    price: 90,
    rating: 4,
    order_count: 1,
    daysOld: 13,
    deleted: true,
  },
];
const VISIBLE = FIXTURES.filter((f) => f.is_active !== false && !f.approval_status && !f.deleted);
const ids: Record<string, string> = {};
const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `?${id}`;
/** The fixture letters of a list answer, in order. */
const keys = (body: JsonAnswer) => (body.data as { id: string }[]).map((p) => keyOf(p.id)).join('');
const slugOf = (f: Fixture) =>
  f.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

async function insertFixture(f: Fixture): Promise<string> {
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, name_ar, brand, category, subcategory, tags, description, price, original_price, rating, order_count,
                          is_featured, is_available, is_active, approval_status, deleted_at, created_at, features, specifications)
    values (${slugOf(f)}, ${f.name}, ${f.name_ar ?? null}, ${f.brand}, ${f.category}, ${f.subcategory ?? null}, ${f.tags ?? []},
            ${f.description ?? null}, ${f.price}, ${f.original_price ?? null}, ${f.rating}, ${f.order_count}, ${f.is_featured ?? false},
            ${f.is_available ?? true}, ${f.is_active ?? true}, ${f.approval_status ?? 'approved'}, ${f.deleted ? new Date() : null},
            now() - make_interval(days => ${f.daysOld}), ${t.db.sql.json(['Sturdy'])}, ${t.db.sql.json({ weight: '1 kg' })})
    returning id::text as id`;
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const f of FIXTURES) ids[f.key] = await insertFixture(f);
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t, { firstName: 'Mona', lastName: 'Adel' });
});
afterAll(() => t?.close());

// ─── The list ──────────────────────────────────────────────────────────────────────────────────────

describe('GET /api/products', () => {
  it('answers the visible products, newest first, under data and products with the pagination object', async () => {
    const res = await get('/api/products');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(keys(res.body)).toBe('JIHGFEDCBA');
    expect(res.body.products).toEqual(res.body.data);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 10,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('lists each product as its card: the fields the shop card shows, ids as strings and money as numbers', async () => {
    const { body } = await get('/api/products?search=pruning');
    const product = body.data[0];
    expect(Object.keys(product).sort()).toEqual([...PRODUCT_CARD_FIELDS].sort());
    expect(body.products).toEqual(body.data);
    expect(product).toMatchObject({
      id: ids.G,
      price: 950,
      original_price: 1100,
      currency: 'EGP',
      rating: 4.9,
      is_available: true,
    });
    // The whole record (description, specifications, gallery, ...) is the detail call's.
    for (const field of ['description', 'specifications', 'features', 'images', 'shipping_info', 'created_at'])
      expect(product, field).not.toHaveProperty(field);
  });

  it('answers every Product field of the spec from the detail call, ids as strings and money as numbers', async () => {
    const { body } = await get(`/api/products/${ids.G}`);
    const product = body.data;
    for (const field of [
      'id',
      'slug',
      'name',
      'brand',
      'category',
      'short_description',
      'description',
      'usage_instructions',
      'maintenance_tips',
      'features',
      'specifications',
      'manufacturer',
      'model_number',
      'shipping_info',
      'warranty_info',
      'price',
      'original_price',
      'currency',
      'rating',
      'review_count',
      'main_image',
      'images',
      'is_featured',
      'is_available',
      'is_active',
      'stock_quantity',
      'created_at',
      'order_count',
    ]) {
      expect(product, field).toHaveProperty(field);
    }
    expect(product).toMatchObject({
      id: ids.G,
      price: 950,
      original_price: 1100,
      currency: 'EGP',
      rating: 4.9,
      features: ['Sturdy'],
      specifications: { weight: '1 kg' },
      images: [],
    });
    expect(typeof product.created_at).toBe('string');
    expect(product).not.toHaveProperty('search_document');
    expect(product).not.toHaveProperty('deleted_at');
  });

  it('is also served over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { category: 'tools' } }));
    const res = await t.app.inject(`/trpc/products.list?input=${input}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().result.data.json;
    expect(data.items.map((p: { id: string }) => keyOf(p.id)).join('')).toBe('GC');
  });

  describe('filters', () => {
    const cases: [string, string][] = [
      ['is_active=true&is_available=true', 'JIHGFDCBA'],
      ['is_available=false', 'E'],
      ['is_active=false', ''],
      ['category=tools', 'GC'],
      ['category=irrigation', 'B'],
      ['brand=Truper', 'JC'],
      ['price_range=budget', 'IFCA'],
      ['price_range=mid_range', 'HGEB'],
      ['price_range=premium', 'JD'],
      ['min_price=300&max_price=1200', 'HGEB'],
      ['min_price=1500', 'JD'],
      ['max_price=80', 'FA'],
      ['price_range=budget&min_price=100', 'IC'],
      ['price_range=premium&max_price=1500', 'J'],
      ['min_rating=4.5', 'GDA'],
      ['min_rating=4', 'JGEDBA'],
      ['min_rating=0', 'JIHGFEDCBA'],
      ['category=tools&brand=Truper&max_price=300', 'C'],
      ['search=tomato', 'AI'],
      ['search=tomato&category=seeds', 'A'],
      ['search=drip', 'B'],
      ['search=Syngenta', 'A'],
      ['search=shears', 'G'],
      ['search=tomatos', 'AI'],
      ['search=tractr', 'D'],
      ['search=blight', 'I'],
      [`search=${encodeURIComponent('طماطم')}`, 'A'],
      [`search=${encodeURIComponent('جرار')}`, 'D'],
      [`search=${encodeURIComponent('التنقيط')}`, 'B'],
      [`search=${encodeURIComponent('طماطم')}&category=irrigation`, ''],
      ['search=&category=&brand=', 'JIHGFEDCBA'],
      ['search=zzzzqqq', ''],
    ];
    it.each(cases)('%s → %s', async (query, expected) => {
      const res = await get(`/api/products?${query}`);
      expect(res.status).toBe(200);
      expect(keys(res.body)).toBe(expected);
      expect(res.body.pagination.total).toBe(expected.length);
    });

    it('lets an administrator list inactive products, never deleted ones', async () => {
      expect(keys((await get('/api/products?is_active=false', admin.token)).body)).toBe('K');
      const all = await get('/api/products?category=irrigation&limit=100', admin.token);
      expect(keys(all.body)).toBe('BKL');
    });
  });

  describe('sorts', () => {
    const by = (field: keyof Fixture, dir: 1 | -1) => (a: Fixture, b: Fixture) => {
      const [x, y] = [a[field] as number | string, b[field] as number | string];
      return x < y ? -dir : x > y ? dir : 0;
    };
    const expected: Record<string, string> = {
      newest: [...VISIBLE]
        .sort(by('daysOld', 1))
        .map((f) => f.key)
        .join(''),
      oldest: [...VISIBLE]
        .sort(by('daysOld', -1))
        .map((f) => f.key)
        .join(''),
      price_low_high: [...VISIBLE]
        .sort(by('price', 1))
        .map((f) => f.key)
        .join(''),
      price_high_low: [...VISIBLE]
        .sort(by('price', -1))
        .map((f) => f.key)
        .join(''),
      highest_rated: [...VISIBLE]
        .sort(by('rating', -1))
        .map((f) => f.key)
        .join(''),
      name_a_z: [...VISIBLE]
        .sort(by('name', 1))
        .map((f) => f.key)
        .join(''),
      most_popular: [...VISIBLE]
        .sort(by('order_count', -1))
        .map((f) => f.key)
        .join(''),
    };

    it('knows the order each of the seven shop sorts should give', () => {
      expect(expected).toEqual({
        newest: 'JIHGFEDCBA',
        oldest: 'ABCDEFGHIJ',
        price_low_high: 'AFICHBGEJD',
        price_high_low: 'DJEGBHCIFA',
        highest_rated: 'GDAJEBHCIF',
        name_a_z: 'ABCDEFGHIJ',
        most_popular: 'CEGAJBHIDF',
      });
    });

    it.each(SHOP_SORTS.map((s) => [s.value, s.sort_by, s.sort_order] as const))(
      '%s (sort_by=%s&sort_order=%s)',
      async (value, sortBy, sortOrder) => {
        const res = await get(`/api/products?sort_by=${sortBy}&sort_order=${sortOrder}`);
        expect(res.status).toBe(200);
        expect(keys(res.body)).toBe(expected[value]);
      },
    );

    it('accepts a lower-case sort_order, and gives each column its natural direction when none is given', async () => {
      expect(keys((await get('/api/products?sort_by=price&sort_order=desc')).body)).toBe(expected.price_high_low);
      expect(keys((await get('/api/products?sort_by=price')).body)).toBe(expected.price_low_high);
      expect(keys((await get('/api/products?sort_by=name')).body)).toBe(expected.name_a_z);
      expect(keys((await get('/api/products?sort_by=order_count')).body)).toBe(expected.most_popular);
      expect(keys((await get('/api/products?sort_order=ASC')).body)).toBe(expected.oldest);
    });

    it('ranks search results by relevance unless a sort is given', async () => {
      // A has "tomato" in its name; I only in its description.
      expect(keys((await get('/api/products?search=tomato')).body)).toBe('AI');
      expect(keys((await get('/api/products?search=tomato&sort_by=price&sort_order=DESC')).body)).toBe('IA');
    });
  });

  describe('pagination', () => {
    it('pages through the list with the right pagination object', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((p) => get(`/api/products?limit=3&page=${p}`)));
      expect(pages.map((p) => keys(p.body))).toEqual(['JIH', 'GFE', 'DCB', 'A']);
      expect(pages[0]!.body.pagination).toEqual({
        page: 1,
        limit: 3,
        total: 10,
        totalPages: 4,
        hasNext: true,
        hasPrev: false,
      });
      expect(pages[3]!.body.pagination).toEqual({
        page: 4,
        limit: 3,
        total: 10,
        totalPages: 4,
        hasNext: false,
        hasPrev: true,
      });
    });

    it('answers a page past the end empty, with the right pagination (also while searching)', async () => {
      const res = await get('/api/products?limit=3&page=9');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.pagination).toEqual({
        page: 9,
        limit: 3,
        total: 10,
        totalPages: 4,
        hasNext: false,
        hasPrev: true,
      });
      const searched = await get('/api/products?search=tomato&limit=1&page=3');
      expect(searched.body.data).toEqual([]);
      expect(searched.body.pagination).toEqual({
        page: 3,
        limit: 1,
        total: 2,
        totalPages: 2,
        hasNext: false,
        hasPrev: true,
      });
    });

    it('accepts limit 100 and refuses 101', async () => {
      const ok = await get('/api/products?limit=100');
      expect(ok.status).toBe(200);
      expect(ok.body.pagination.limit).toBe(100);
      const refused = await get('/api/products?limit=101');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field: 'limit' });
    });
  });

  describe('bad parameters', () => {
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'page must be a whole number of 1 or more'],
      ['page=two', 'page', 'page must be a whole number of 1 or more'],
      ['page=1.5', 'page', 'page must be a whole number of 1 or more'],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      ['is_active=maybe', 'is_active', 'is_active must be true or false'],
      ['is_available=1', 'is_available', 'is_available must be true or false'],
      [
        'category=cars',
        'category',
        'category must be one of: pots_planters, garden_supplies, agriculture_machines, irrigation, tools, fertilizers, seeds, plants, chemicals',
      ],
      ['price_range=cheap', 'price_range', 'price_range must be one of: budget, mid_range, premium'],
      ['min_price=-1', 'min_price', 'min_price must be 0 or more'],
      ['min_price=abc', 'min_price', 'min_price must be a number'],
      ['max_price=ten', 'max_price', 'max_price must be a number'],
      ['min_price=500&max_price=100', 'max_price', 'max_price must be greater than or equal to min_price'],
      ['min_rating=6', 'min_rating', 'min_rating must be a number from 0 to 5'],
      ['sort_by=popularity', 'sort_by', 'sort_by must be one of: created_at, price, rating, name, order_count'],
      ['sort_order=up', 'sort_order', 'sort_order must be one of: ASC, DESC'],
      [`search=${'a'.repeat(201)}`, 'search', 'search must be at most 200 characters'],
    ];
    it.each(cases)('%s → 400 naming %s', async (query, field, message) => {
      const res = await get(`/api/products?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'VALIDATION_ERROR', field, message, details: keyedDetails() });
    });
  });
});

// ─── One product, rails and facts ──────────────────────────────────────────────────────────────────

describe('one product', () => {
  it('by id and by slug', async () => {
    const byId = await get(`/api/products/${ids.A}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      id: ids.A,
      slug: 'alpha-tomato-seeds',
      name: 'Alpha Tomato Seeds',
      name_ar: 'بذور طماطم ألفا',
    });
    const bySlug = await get('/api/products/slug/alpha-tomato-seeds');
    expect(bySlug.body.data).toEqual(byId.body.data);
  });

  it.each([['abc'], ['12abc'], ['0'], ['999999999'], ['99999999999999999999999'], ['-1']])(
    'GET /api/products/%s → 404 Product not found',
    async (ref) => {
      const res = await get(`/api/products/${ref}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        error: 'NOT_FOUND',
        message: 'Product not found',
        details: { message_key: 'catalogue.productNotFound' },
      });
    },
  );

  it('hides inactive, unapproved and deleted products from customers; administrators see all but the deleted', async () => {
    for (const key of ['K', 'L', 'M']) {
      expect((await get(`/api/products/${ids[key]}`)).status).toBe(404);
      expect((await get(`/api/products/${ids[key]}`, customer.token)).status).toBe(404);
    }
    expect((await get(`/api/products/${ids.K}`, admin.token)).status).toBe(200);
    expect((await get(`/api/products/${ids.L}`, admin.token)).status).toBe(200);
    expect((await get(`/api/products/${ids.M}`, admin.token)).status).toBe(404);
    expect((await get('/api/products/slug/no-such-product')).body.message).toBe('Product not found');
  });
});

describe('rails and facts', () => {
  it('featured: newest first, ?limit (default 10)', async () => {
    const res = await get('/api/products/featured');
    expect(keys(res.body)).toBe('DA');
    expect(res.body.products).toEqual(res.body.data);
    expect(keys((await get('/api/products/featured?limit=1')).body)).toBe('D');
    expect((await get('/api/products/featured?limit=0')).body).toMatchObject({ field: 'limit' });
  });

  it('bestsellers: by order_count, ?limit (default 10)', async () => {
    expect(keys((await get('/api/products/bestsellers')).body)).toBe('CEGAJBHIDF');
    expect(keys((await get('/api/products/bestsellers?limit=2')).body)).toBe('CE');
  });

  it('category: newest first, ?limit (default 20); an unknown category is 400', async () => {
    expect(keys((await get('/api/products/category/tools')).body)).toBe('GC');
    expect(keys((await get('/api/products/category/tools?limit=1')).body)).toBe('G');
    const bad = await get('/api/products/category/cars');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('category');
  });

  it('related: same category first, then same brand, under related_products', async () => {
    const res = await get(`/api/products/${ids.C}/related`);
    expect(res.status).toBe(200);
    expect(res.body.related_products.map((p: { id: string }) => keyOf(p.id)).join('')).toBe('GJ');
    expect(res.body.data.related_products).toEqual(res.body.related_products);
    const one = await get(`/api/products/${ids.C}/related?limit=1`);
    expect(one.body.related_products).toHaveLength(1);
    expect((await get('/api/products/nope/related')).status).toBe(404);
  });

  it('statistics: active_products and every category in by_category, counting what the shop lists (not E, unavailable)', async () => {
    const { body } = await get('/api/products/statistics');
    expect(body.data.active_products).toBe(9);
    expect(Object.keys(body.data.by_category).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    expect(body.data.by_category).toMatchObject({ tools: 2, irrigation: 1, seeds: 1, chemicals: 1, fertilizers: 0 });
  });

  it("category counts and the shop list's 'of Z' count the same products, for a visitor and for an administrator", async () => {
    // The list call exactly as the shop sends it (src/shared/shopQuery.ts), with and without a category.
    const shopList = async (category: string | undefined, token?: string) => {
      const input = productListInput({
        ...parseShopQuery(''),
        ...(category ? { category: category as ProductCategory } : {}),
      });
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(input ?? {})) if (value !== undefined) query.set(key, String(value));
      return (await get(`/api/products?${query}`, token)).body.pagination.total as number;
    };
    for (const token of [undefined, admin.token]) {
      const { data } = (await get('/api/products/statistics', token)).body;
      expect(data.active_products).toBe(await shopList(undefined, token));
      for (const category of PRODUCT_CATEGORIES)
        expect(data.by_category[category], category).toBe(await shopList(category, token));
    }
  });

  it('brands: the brands of the products the shop lists, alphabetically (Abu Qir sells only E, unavailable)', async () => {
    const { body } = await get('/api/products/brands');
    expect(body.data).toEqual([
      'Bahco',
      'El Nasr Plastics',
      'Fellah Nurseries',
      'Kafr El Zayat',
      'Netafim',
      'Syngenta',
      'Truper',
      'Yanmar',
    ]);
  });

  it('subcategories: of one category or of all', async () => {
    expect((await get('/api/products/subcategories?category=tools')).body.data).toEqual([
      'hand_tools',
      'pruning_tools',
    ]);
    expect((await get('/api/products/subcategories')).body.data).toEqual([
      'drip_lines',
      'hand_tools',
      'pruning_tools',
      'vegetable_seeds',
    ]);
    expect((await get('/api/products/subcategories?category=nope')).body.field).toBe('category');
  });
});

// ─── Administrators write products ─────────────────────────────────────────────────────────────────

describe('admin create, update and delete', () => {
  const newProduct = {
    name: 'Nile Hand Sprayer 2 L',
    category: 'chemicals',
    price: 185,
    brand: 'Matabi',
    features: ['Viton seals'],
    specifications: { capacity: '2 L' },
  };
  const productCount = async () => Number((await t.db.sql<{ n: bigint }[]>`select count(*) as n from products`)[0]!.n);

  it('refuses anonymous callers (401) and customers (403), creating nothing', async () => {
    const before = await productCount();
    const anonymous = await call('POST', '/api/products', { body: newProduct });
    expect(anonymous.status).toBe(401);
    const refused = await call('POST', '/api/products', { body: newProduct, token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    expect(await productCount()).toBe(before);
  });

  it('creates a product with a slug from its name and its category picture', async () => {
    const res = await call('POST', '/api/products', { body: newProduct, token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Product created successfully' });
    expect(res.body.data).toMatchObject({
      slug: 'nile-hand-sprayer-2-l',
      price: 185,
      currency: 'EGP',
      features: ['Viton seals'],
      specifications: { capacity: '2 L' },
      main_image: '/images/products/categories/chemicals.svg',
      is_active: true,
      approval_status: 'approved',
    });
    const again = await call('POST', '/api/products', { body: newProduct, token: admin.token });
    expect(again.body.data.slug).toBe('nile-hand-sprayer-2-l-2');
    const [stored] = await t.db.sql`select created_by::text as created_by from products where id = ${res.body.data.id}`;
    expect(stored!.created_by).toBe(admin.id);
  });

  it('refuses a taken slug (409) and missing or bad fields (400 naming them)', async () => {
    const taken = await call('POST', '/api/products', {
      body: { ...newProduct, slug: 'alpha-tomato-seeds' },
      token: admin.token,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'A product with this slug already exists', field: 'slug' });
    const noPrice = await call('POST', '/api/products', { body: { name: 'X', category: 'seeds' }, token: admin.token });
    expect(noPrice.body).toMatchObject({ field: 'price', message: 'Please fill in price' });
    const badCategory = await call('POST', '/api/products', {
      body: { ...newProduct, category: 'cars' },
      token: admin.token,
    });
    expect(badCategory.body.field).toBe('category');
    const negativeStock = await call('POST', '/api/products', {
      body: { ...newProduct, stock_quantity: -1 },
      token: admin.token,
    });
    expect(negativeStock.body.field).toBe('stock_quantity');
  });

  it('updates only the fields sent; customers are refused and nothing changes', async () => {
    const refused = await call('PUT', `/api/products/${ids.F}`, { body: { price: 1 }, token: customer.token });
    expect(refused.status).toBe(403);
    expect((await get(`/api/products/${ids.F}`)).body.data.price).toBe(80);
    const res = await call('PUT', `/api/products/${ids.F}`, {
      body: { price: '85.5', stock_quantity: 12, short_description: 'Fired clay' },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Product updated successfully',
      data: { price: 85.5, stock_quantity: 12, short_description: 'Fired clay', name: 'Foxtrot Clay Pot' },
    });
    const cleared = await call('PUT', `/api/products/${ids.F}`, {
      body: { short_description: null },
      token: admin.token,
    });
    expect(cleared.body.data.short_description).toBeNull();
    expect((await call('PUT', '/api/products/abc', { body: { price: 1 }, token: admin.token })).status).toBe(404);
    expect(
      (await call('PUT', `/api/products/${ids.G}`, { body: { slug: 'alpha-tomato-seeds' }, token: admin.token }))
        .status,
    ).toBe(409);
    await call('PUT', `/api/products/${ids.F}`, { body: { price: 80 }, token: admin.token });
  });

  it("lists a product's card with its picture: the main image, else the first of its images", async () => {
    const gallery = ['/images/products/categories/tools.svg', '/images/products/categories/seeds.svg'];
    await call('PUT', `/api/products/${ids.C}`, { body: { main_image: null, images: gallery }, token: admin.token });
    const card = () =>
      get('/api/products?category=tools').then(({ body }) =>
        (body.data as { id: string; main_image: string | null }[]).find((p) => p.id === ids.C),
      );
    expect((await card())?.main_image).toBe(gallery[0]);
    expect((await get(`/api/products/${ids.C}`)).body.data).toMatchObject({ main_image: null, images: gallery });
    await call('PUT', `/api/products/${ids.C}`, { body: { main_image: gallery[1] }, token: admin.token });
    expect((await card())?.main_image).toBe(gallery[1]);
    await call('PUT', `/api/products/${ids.C}`, { body: { main_image: null, images: [] }, token: admin.token });
    expect((await card())?.main_image).toBeNull();
  });

  it('deletes softly: the product leaves the shop, the row stays, its slug is free again', async () => {
    const created = await call('POST', '/api/products', {
      body: { ...newProduct, name: 'Short Lived Hoe', category: 'tools' },
      token: admin.token,
    });
    const id = created.body.data.id as string;
    expect((await call('DELETE', `/api/products/${id}`)).status).toBe(401);
    expect((await call('DELETE', `/api/products/${id}`, { token: customer.token })).status).toBe(403);
    const res = await call('DELETE', `/api/products/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Product deleted successfully', data: { id } });
    expect((await get(`/api/products/${id}`)).status).toBe(404);
    expect(keys((await get('/api/products/category/tools')).body)).toBe('GC');
    const [row] = await t.db.sql`select deleted_at from products where id = ${id}`;
    expect(row!.deleted_at).toBeInstanceOf(Date);
    expect((await call('DELETE', `/api/products/${id}`, { token: admin.token })).status).toBe(404);
    const reused = await call('POST', '/api/products', {
      body: { ...newProduct, name: 'Short Lived Hoe', category: 'tools' },
      token: admin.token,
    });
    expect(reused.body.data.slug).toBe('short-lived-hoe');
    await call('DELETE', `/api/products/${reused.body.data.id}`, { token: admin.token });
  });
});

// ─── Arabic long texts ─────────────────────────────────────────────────────────────────────────────

describe("a product's long texts in Arabic (issue 22)", () => {
  const arabic = {
    usage_instructions_ar: 'تُرش على المجموع الخضري صباحًا.',
    maintenance_tips_ar: 'يُغسل الرشاش بالماء بعد كل استخدام.',
    shipping_info_ar: 'التوصيل خلال 2–4 أيام.',
    warranty_info_ar: 'ضمان سنة على المضخة.',
    features_ar: ['جوانات فيتون', 'حزام كتف مبطن'],
    specifications_ar: { السعة: '2 لتر', الوزن: '0.6 كجم' },
  };
  const stored = async (id: string) =>
    (
      await t.db
        .sql`select usage_instructions_ar, maintenance_tips_ar, shipping_info_ar, warranty_info_ar, features_ar, specifications_ar from products where id = ${id}`
    )[0];

  it('are written with a new product and read back by id and by slug, not by the list cards', async () => {
    const created = await call('POST', '/api/products', {
      body: { name: 'Nile Knapsack Sprayer 16 L', category: 'chemicals', price: 950, ...arabic },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(arabic);
    const { id, slug } = created.body.data as { id: string; slug: string };
    expect((await get(`/api/products/${id}`)).body.data).toMatchObject(arabic);
    expect((await get(`/api/products/slug/${slug}`)).body.data).toMatchObject(arabic);
    const card = (await get('/api/products?search=knapsack')).body.data.find((p: { id: string }) => p.id === id);
    for (const field of Object.keys(arabic)) expect(card, field).not.toHaveProperty(field);
    await call('DELETE', `/api/products/${id}`, { token: admin.token });
  });

  it('are changed one by one through REST and tRPC, and cleared with null or an empty list or object', async () => {
    const before = (await get(`/api/products/${ids.H}`)).body.data;
    expect(before).toMatchObject({ usage_instructions_ar: null, features_ar: [], specifications_ar: {} });
    const res = await call('PUT', `/api/products/${ids.H}`, {
      body: { usage_instructions_ar: ` ${arabic.usage_instructions_ar} `, features_ar: arabic.features_ar },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      usage_instructions_ar: arabic.usage_instructions_ar,
      features_ar: arabic.features_ar,
      maintenance_tips_ar: null,
      name: before.name,
    });
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/products.update',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: {
        json: { id: ids.H, specifications_ar: arabic.specifications_ar, warranty_info_ar: arabic.warranty_info_ar },
      },
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.json).toMatchObject({
      specifications_ar: arabic.specifications_ar,
      warranty_info_ar: arabic.warranty_info_ar,
      features_ar: arabic.features_ar,
    });
    await call('PUT', `/api/products/${ids.H}`, {
      body: { usage_instructions_ar: null, features_ar: [], specifications_ar: {}, warranty_info_ar: null },
      token: admin.token,
    });
    expect(await stored(ids.H!)).toEqual({
      usage_instructions_ar: null,
      maintenance_tips_ar: null,
      shipping_info_ar: null,
      warranty_info_ar: null,
      features_ar: [],
      specifications_ar: {},
    });
  });

  it('are refused when too long or of the wrong kind (400 naming the field), changing nothing; customers are refused', async () => {
    await call('PUT', `/api/products/${ids.J}`, {
      body: { maintenance_tips_ar: arabic.maintenance_tips_ar },
      token: admin.token,
    });
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { usage_instructions_ar: 'ن'.repeat(10_001) },
        'usage_instructions_ar',
        'usage_instructions_ar must be at most 10000 characters',
      ],
      [{ warranty_info_ar: 42 }, 'warranty_info_ar', 'warranty_info_ar must be text'],
      [{ features_ar: 'ميزة واحدة' }, 'features_ar', 'features_ar must be a list of texts'],
      [{ features_ar: Array(51).fill('ميزة') }, 'features_ar', 'At most 50 features_ar'],
      [{ specifications_ar: ['السعة'] }, 'specifications_ar', 'specifications_ar must be an object of texts'],
    ];
    for (const [body, field, message] of refusals) {
      const res = await call('PUT', `/api/products/${ids.J}`, {
        body: { ...body, maintenance_tips_ar: 'نص آخر' },
        token: admin.token,
      });
      expect(res.status, field).toBe(400);
      expect(res.body, field).toEqual({
        success: false,
        error: 'VALIDATION_ERROR',
        field,
        message,
        details: keyedDetails(),
      });
    }
    const nested = await call('PUT', `/api/products/${ids.J}`, {
      body: { specifications_ar: { السعة: 'ن'.repeat(501) } },
      token: admin.token,
    });
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Each value of specifications_ar must be at most 500 characters',
    });
    expect(String(nested.body.field)).toMatch(/^specifications_ar/);
    const customerTry = await call('PUT', `/api/products/${ids.J}`, {
      body: { maintenance_tips_ar: 'نص آخر' },
      token: customer.token,
    });
    expect(customerTry.status).toBe(403);
    expect((await stored(ids.J!))!.maintenance_tips_ar).toBe(arabic.maintenance_tips_ar);
  });
});

// ─── Reviews ───────────────────────────────────────────────────────────────────────────────────────

describe('reviews', () => {
  let productId: string;
  const stored = async (id: string) =>
    (
      await t.db.sql<
        { rating: number; review_count: number }[]
      >`select rating::float8 as rating, review_count from products where id = ${id}`
    )[0]!;

  beforeAll(async () => {
    productId = await insertFixture({
      key: 'R',
      name: 'Romeo Reviewed Rake',
      category: 'tools',
      brand: 'Bahco',
      price: 120,
      rating: 0,
      order_count: 0,
      daysOld: 20,
    });
  });

  it('keeps rating and review_count right under 10 concurrent reviews by different users', async () => {
    const users = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createUser(t, { firstName: `Grower${i}`, lastName: 'Saad' })),
    );
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3, 5, 5];
    const answers = await Promise.all(
      users.map((u, i) =>
        call('POST', `/api/products/${productId}/reviews`, {
          token: u.token,
          body: { rating: ratings[i], body: `Review ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers[0]!.body).toMatchObject({
      success: true,
      message: 'Thank you for your review!',
      data: { rating: 1, body: 'Review 0', verified_purchase: false, author_name: 'Grower0 S.' },
    });
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / 10) * 10) / 10;
    expect(await stored(productId)).toEqual({ rating: mean, review_count: 10 });
    const list = await get(`/api/products/${productId}/reviews?limit=4`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(4);
    expect(list.body.reviews).toEqual(list.body.data);
    expect(list.body.pagination).toEqual({
      page: 1,
      limit: 4,
      total: 10,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(list.body.summary).toEqual({ rating: mean, review_count: 10 });
    expect((await get(`/api/products/${productId}`)).body.data).toMatchObject({ rating: mean, review_count: 10 });
  });

  it('allows one review per user and product (409), changing nothing', async () => {
    const first = await call('POST', `/api/products/${productId}/reviews`, {
      token: customer.token,
      body: { rating: 5 },
    });
    expect(first.status).toBe(201);
    const before = await stored(productId);
    const again = await call('POST', `/api/products/${productId}/reviews`, {
      token: customer.token,
      body: { rating: 1, body: 'Changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: 'You have already reviewed this product',
      error: 'CONFLICT',
    });
    expect(await stored(productId)).toEqual(before);
  });

  it('refuses anonymous reviews, bad ratings and long texts; unknown products are 404', async () => {
    expect((await call('POST', `/api/products/${productId}/reviews`, { body: { rating: 5 } })).status).toBe(401);
    const someone = await createUser(t);
    const six = await call('POST', `/api/products/${productId}/reviews`, { token: someone.token, body: { rating: 6 } });
    expect(six.body).toMatchObject({ field: 'rating', message: 'Please choose a rating from 1 to 5 stars' });
    const none = await call('POST', `/api/products/${productId}/reviews`, { token: someone.token, body: {} });
    expect(none.body.field).toBe('rating');
    const long = await call('POST', `/api/products/${productId}/reviews`, {
      token: someone.token,
      body: { rating: 4, body: 'x'.repeat(2001) },
    });
    expect(long.body).toMatchObject({ field: 'body', message: 'The review must be at most 2,000 characters' });
    expect(
      (await call('POST', '/api/products/abc/reviews', { token: someone.token, body: { rating: 4 } })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/products/${ids.K}/reviews`, { token: someone.token, body: { rating: 4 } })).status,
    ).toBe(404);
    const ok = await call('POST', `/api/products/${productId}/reviews`, {
      token: someone.token,
      body: { rating: 4, body: 'x'.repeat(2000) },
    });
    expect(ok.status).toBe(201);
    await call('DELETE', `/api/products/reviews/${ok.body.data.id}`, { token: someone.token });
  });

  it('lets only the author or an administrator change or delete a review (403 for another user)', async () => {
    const author = await createUser(t, { firstName: 'Hoda' });
    const other = await createUser(t);
    const initial = await stored(productId);
    const posted = await call('POST', `/api/products/${productId}/reviews`, {
      token: author.token,
      body: { rating: 1, body: 'Too heavy' },
    });
    const reviewId = posted.body.data.id as string;
    const before = await stored(productId);

    const stranger = await call('PUT', `/api/products/reviews/${reviewId}`, {
      token: other.token,
      body: { rating: 5 },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('You can only change your own review');
    expect((await call('DELETE', `/api/products/reviews/${reviewId}`, { token: other.token })).status).toBe(403);
    expect((await call('PUT', `/api/products/reviews/${reviewId}`, { body: { rating: 5 } })).status).toBe(401);
    expect(await stored(productId)).toEqual(before);

    const edited = await call('PUT', `/api/products/reviews/${reviewId}`, { token: author.token, body: { rating: 5 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Review updated successfully',
      data: { rating: 5, body: 'Too heavy' },
    });
    expect(edited.body.summary.review_count).toBe(before.review_count);
    expect(edited.body.summary.rating).toBeGreaterThan(before.rating);
    expect(await stored(productId)).toEqual(edited.body.summary);

    const byAdmin = await call('PUT', `/api/products/reviews/${reviewId}`, { token: admin.token, body: { body: '' } });
    expect(byAdmin.body.data).toMatchObject({ rating: 5, body: null });

    expect(
      (await call('PUT', '/api/products/reviews/abc', { token: author.token, body: { rating: 5 } })).body.message,
    ).toBe('Review not found');
    expect(
      (await call('PUT', `/api/products/reviews/${reviewId}`, { token: author.token, body: { rating: 0 } })).body.field,
    ).toBe('rating');

    const deleted = await call('DELETE', `/api/products/reviews/${reviewId}`, { token: author.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: 'Review deleted successfully',
      data: { id: reviewId, summary: initial },
    });
    expect(await stored(productId)).toEqual(initial);
    expect((await call('DELETE', `/api/products/reviews/${reviewId}`, { token: author.token })).status).toBe(404);
  });

  it("takes a product's stars and count from its approved reviews alone: figures no review stands behind are not kept", async () => {
    const id = await insertFixture({
      key: 'P',
      name: 'Papa Starred Pot',
      category: 'pots_planters',
      brand: 'El Nasr Plastics',
      price: 60,
      rating: 4.9,
      order_count: 0,
      daysOld: 30,
    });
    await t.db.sql`update products set review_count = 34 where id = ${id}`;
    const res = await call('POST', `/api/products/${id}/reviews`, { token: customer.token, body: { rating: 4 } });
    expect(res.body.summary).toEqual({ rating: 4, review_count: 1 });
    await call('DELETE', `/api/products/reviews/${res.body.data.id}`, { token: customer.token });
    expect(await stored(id)).toEqual({ rating: 0, review_count: 0 });
    await t.db.sql`delete from products where id = ${id}`;
  });

  it("keeps the shop's Arabic translation of a review while its text stays, and drops it when the author changes the text", async () => {
    const author = await createUser(t, { firstName: 'Samir' });
    const [row] = await t.db.sql<{ id: string }[]>`
      insert into product_reviews (product_id, user_id, rating, body, body_ar)
      values (${productId}, ${author.id}, 4, 'Even germination.', 'إنبات متجانس.') returning id::text as id`;
    const listed = async () =>
      (await get(`/api/products/${productId}/reviews?limit=50`)).body.data.find(
        (r: { id: string }) => r.id === row!.id,
      );
    expect(await listed()).toMatchObject({ body: 'Even germination.', body_ar: 'إنبات متجانس.' });
    await call('PUT', `/api/products/reviews/${row!.id}`, {
      token: author.token,
      body: { rating: 5, body: 'Even germination.' },
    });
    expect(await listed()).toMatchObject({ rating: 5, body: 'Even germination.', body_ar: 'إنبات متجانس.' });
    const edited = await call('PUT', `/api/products/reviews/${row!.id}`, {
      token: author.token,
      body: { body: 'Even germination, strong seedlings.' },
    });
    expect(edited.body.data).toMatchObject({ body: 'Even germination, strong seedlings.', body_ar: null });
    await call('DELETE', `/api/products/reviews/${row!.id}`, { token: author.token });
  });

  it('marks a verified purchase once orders exist (a delivered order with a line for the product)', async () => {
    const buyer = await createUser(t);
    const browser = await createUser(t);
    const [order] = await t.db.sql`
      insert into orders (order_number, user_id, status, subtotal, total, shipping_address, billing_address, payment_method, created_at, updated_at)
      values ('FL-2026-999999', ${buyer.id}, 'delivered', 10, 10, '{}', '{}', 'cod', now(), now()) returning id`;
    try {
      await t.db
        .sql`insert into order_lines (order_id, line_no, product_id, name, price, quantity) values (${order!.id}, 1, ${productId}, 'Line', 10, 1)`;
      const bought = await call('POST', `/api/products/${productId}/reviews`, {
        token: buyer.token,
        body: { rating: 4 },
      });
      expect(bought.body.data.verified_purchase).toBe(true);
      const notBought = await call('POST', `/api/products/${productId}/reviews`, {
        token: browser.token,
        body: { rating: 4 },
      });
      expect(notBought.body.data.verified_purchase).toBe(false);
    } finally {
      await t.db.sql`delete from orders where id = ${order!.id}`;
    }
  });
});

// ─── Search ────────────────────────────────────────────────────────────────────────────────────────

describe('search', () => {
  it('/search finds products in English and Arabic, and crops and guides beside them', async () => {
    const res = await get('/api/search?q=tomato');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ query: 'tomato', type: 'all', crops: [], guides: [], total: 2 });
    expect(res.body.data.products.map((p: { id: string }) => keyOf(p.id)).join('')).toBe('AI');
    const arabic = await get(`/api/search?q=${encodeURIComponent('تنقيط')}`);
    expect(arabic.body.data.products.map((p: { id: string }) => keyOf(p.id)).join('')).toBe('B');
    await t.db
      .sql`insert into crops (slug, name, name_ar, crop_type, description) values ('tomato', 'Tomato', 'الطماطم', 'vegetable', 'A summer crop')`;
    await t.db
      .sql`insert into guides (slug, title, body) values ('tomato-staking', 'Staking tomato plants', 'Drive stakes early.')`;
    try {
      const all = await get('/api/search?q=tomato');
      expect(all.body.data.crops.map((c: { slug: string }) => c.slug)).toEqual(['tomato']);
      expect(all.body.data.guides.map((g: { slug: string }) => g.slug)).toEqual(['tomato-staking']);
      expect(all.body.data.total).toBe(4);
      const onlyCrops = await get('/api/search?q=tomato&type=crops');
      expect(onlyCrops.body.data).toMatchObject({ type: 'crops', products: [], guides: [], total: 1 });
      const crops = await get('/api/search/crops?q=tomato');
      expect(crops.body.crops).toEqual(crops.body.data);
      expect(crops.body.data).toHaveLength(1);
      expect((await get('/api/search/guides?q=staking')).body.guides).toHaveLength(1);
      expect((await get('/api/search/guides?q=wheat')).body).toEqual({ success: true, data: [], guides: [] });
    } finally {
      await t.db.sql`delete from guides where slug = 'tomato-staking'`;
      await t.db.sql`delete from crops where slug = 'tomato'`;
    }
  });

  it('refuses an empty search and an unknown type, naming the field', async () => {
    expect((await get('/api/search?q=')).body).toMatchObject({
      field: 'q',
      message: 'Please enter something to search for',
    });
    expect((await get('/api/search')).body.field).toBe('q');
    expect((await get('/api/search?q=x&type=people')).body.field).toBe('type');
    expect((await get('/api/search/equipment')).status).toBe(400);
  });

  it('/search/equipment looks only in machines, tools and irrigation', async () => {
    const truper = await get('/api/search/equipment?q=truper');
    expect(truper.status).toBe(200);
    expect(keys(truper.body)).toBe('C');
    expect(truper.body.products).toEqual(truper.body.data);
    expect(keys((await get('/api/search/equipment?q=tractor')).body)).toBe('D');
    expect(keys((await get('/api/search/equipment?q=tomato')).body)).toBe('');
  });
});
