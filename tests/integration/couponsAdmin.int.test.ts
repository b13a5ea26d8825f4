import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOrderCommand } from '../../src/events/order/commandHandler';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Coupons an administrator runs, through the real server (REST at /api): create, edit, pause, resume and end, with
 * clear refusals that change nothing; and checkout keeping every rule — categories (the discount and the minimum count
 * only their lines), pause, end, the total and per-customer limits — with the usage and revenue the list shows.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;

const checkoutBody = {
  shipping_address: {
    first_name: 'Ahmed',
    last_name: 'Hassan',
    phone: '+20 100 123 4567',
    address: '12 Nile Street',
    city: 'Cairo',
    country: 'Egypt',
  },
  same_as_shipping: true,
  payment_method: 'cod',
};

async function product(category: string, price: number): Promise<string> {
  const slug = `${category}-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${`Product ${slug}`}, 'Fellah', ${category}, ${price}, 100, '/images/x.svg') returning id::text as id`;
  return row!.id;
}

/** A customer with these products in the cart, checking out with `code`. */
async function buy(user: TestUser, lines: [string, number][], code: string | null) {
  for (const [productId, quantity] of lines)
    expect((await api.post('/api/cart/add', { product_id: productId, quantity }, user.token)).status).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { ...checkoutBody, ...(code ? { coupon_code: code } : {}) },
  });
  return { status: res.statusCode, body: res.json() as JsonAnswer };
}

async function emptyCart(user: TestUser) {
  expect((await api.del('/api/cart', user.token)).status).toBe(200);
}

const create = (body: object, token = admin.token) => api.post('/api/admin/coupons', body, token);
const couponsCount = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from coupons`)[0]!.n;

let seeds: string;
let fertiliser: string;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
  seeds = await product('seeds', 120);
  fertiliser = await product('fertilizers', 200);
});
afterAll(() => t?.close());

describe('creating and editing', () => {
  it('creates a coupon, its code in capitals, active, with no usage yet', async () => {
    const res = await create({
      code: 'spring-10',
      kind: 'percent',
      value: 10,
      description: 'Spring sale',
      description_ar: 'تخفيضات الربيع',
      categories: ['seeds', 'seeds'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Coupon SPRING-10 created',
      data: {
        code: 'SPRING-10',
        kind: 'percent',
        value: 10,
        min_subtotal: 0,
        categories: ['seeds'],
        status: 'active',
        usage: { orders: 0, customers: 0, discount_total: 0, revenue: 0 },
      },
    });
  });

  it('refuses a taken code (any case), a percentage above 100, dates out of order and an unknown category; nothing is created', async () => {
    const before = await couponsCount();
    const taken = await create({ code: 'Spring-10', kind: 'fixed', value: 5 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      success: false,
      field: 'code',
      message: 'A coupon with the code SPRING-10 already exists',
    });
    const percent = await create({ code: 'BIG', kind: 'percent', value: 150 });
    expect(percent.status).toBe(400);
    expect(percent.body).toMatchObject({ field: 'value', message: 'A percentage coupon takes at most 100% off' });
    const dates = await create({
      code: 'DATES',
      kind: 'fixed',
      value: 5,
      valid_from: '2027-03-01T00:00:00Z',
      valid_to: '2027-02-01T00:00:00Z',
    });
    expect(dates.status).toBe(400);
    expect(dates.body).toMatchObject({ field: 'valid_to', message: 'The end must come after the start' });
    const category = await create({ code: 'CAT', kind: 'fixed', value: 5, categories: ['rockets'] });
    expect(category.status).toBe(400);
    expect(category.body.message).toMatch(/^Unknown category\. Categories are /);
    const code = await create({ code: 'no spaces!', kind: 'fixed', value: 5 });
    expect(code.status).toBe(400);
    expect(code.body).toMatchObject({ field: 'code' });
    expect(await couponsCount()).toBe(before);
  });

  it('says its refusals in Arabic to an Arabic reader', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'ar' },
      payload: { code: 'BIG', kind: 'percent', value: 150 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('لا يتجاوز خصم النسبة المئوية 100%');
  });

  it('is for administrators only', async () => {
    const customer = await createUser(t);
    expect((await create({ code: 'MINE', kind: 'fixed', value: 5 }, customer.token)).status).toBe(403);
    expect((await api.get('/api/admin/coupons', customer.token)).status).toBe(403);
    expect((await api.get('/api/admin/coupons')).status).toBe(401);
  });

  it('edits a coupon, and refuses a total limit below the uses made', async () => {
    const { body } = await create({ code: 'EDIT-ME', kind: 'fixed', value: 5 });
    const id = body.data.id as string;
    const edited = await api.put(`/api/admin/coupons/${id}`, { value: 150, min_subtotal: 50 }, admin.token);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Coupon EDIT-ME saved', data: { value: 150, min_subtotal: 50 } });
    await t.db.sql`update coupons set used_count = 3 where id = ${id}`;
    const below = await api.put(`/api/admin/coupons/${id}`, { usage_limit: 2 }, admin.token);
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({
      field: 'usage_limit',
      message: 'The total limit cannot be below the 3 uses already made',
    });
    // 150 EGP off is fine; 150% off is not, whichever field changes.
    const percent = await api.put(`/api/admin/coupons/${id}`, { kind: 'percent' }, admin.token);
    expect(percent.status).toBe(400);
    expect(percent.body).toMatchObject({ field: 'value', message: 'A percentage coupon takes at most 100% off' });
    expect((await api.get(`/api/admin/coupons/${id}`, admin.token)).body.data).toMatchObject({
      kind: 'fixed',
      value: 150,
      usage_limit: null,
    });
    expect((await api.get('/api/admin/coupons/999999', admin.token)).status).toBe(404);
  });
});

describe('at checkout', () => {
  it('takes a category coupon off the lines of its categories only', async () => {
    await create({ code: 'SEEDS20', kind: 'percent', value: 20, min_subtotal: 100, categories: ['seeds'] });
    const user = await createUser(t);
    const res = await buy(
      user,
      [
        [seeds, 1],
        [fertiliser, 1],
      ],
      'SEEDS20',
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: 320, discount: 24, coupon_code: 'SEEDS20' });
  });

  it('refuses a category coupon on a cart without its categories, and counts the minimum on its lines only', async () => {
    const user = await createUser(t);
    const none = await buy(user, [[fertiliser, 2]], 'SEEDS20');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      field: 'coupon_code',
      message: 'This coupon applies to products of other categories than those in your cart',
    });
    const check = await api.post('/api/coupons/validate', { code: 'SEEDS20' }, user.token);
    expect(check.body.data).toMatchObject({ valid: false, reason: 'no_eligible_items' });
    await emptyCart(user);
    const cheapSeeds = await product('seeds', 60);
    const below = await buy(
      user,
      [
        [cheapSeeds, 1],
        [fertiliser, 1],
      ],
      'SEEDS20',
    );
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('This coupon needs a subtotal of at least 100 EGP');
    expect(
      (await t.db.sql<{ n: number }[]>`select count(*)::int as n from orders where user_id = ${user.id}`)[0]!.n,
    ).toBe(0);
  });

  it('refuses a paused coupon until it is resumed', async () => {
    const { body } = await create({ code: 'PAUSE-ME', kind: 'fixed', value: 10 });
    const id = body.data.id as string;
    const paused = await api.post(`/api/admin/coupons/${id}/pause`, {}, admin.token);
    expect(paused.body).toMatchObject({ data: { status: 'paused' } });
    expect(paused.body.message).toMatch(/^Coupon PAUSE-ME paused/);
    expect((await api.post(`/api/admin/coupons/${id}/pause`, {}, admin.token)).status).toBe(409);
    const user = await createUser(t);
    const refused = await buy(user, [[seeds, 1]], 'PAUSE-ME');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This coupon is not active');
    expect((await api.post(`/api/admin/coupons/${id}/resume`, {}, admin.token)).body.data.status).toBe('active');
    const taken = await buy(user, [], 'PAUSE-ME');
    expect(taken.status).toBe(201);
    expect(taken.body.data.discount).toBe(10);
  });

  it('refuses an ended coupon for good: no checkout, no edit, no resume, off the carts holding it', async () => {
    const { body } = await create({ code: 'END-ME', kind: 'fixed', value: 10 });
    const id = body.data.id as string;
    const user = await createUser(t);
    await api.post('/api/cart/add', { product_id: seeds, quantity: 1 }, user.token);
    expect((await api.post('/api/coupons/apply', { code: 'END-ME' }, user.token)).status).toBe(200);
    const ended = await api.post(`/api/admin/coupons/${id}/end`, {}, admin.token);
    expect(ended.body).toMatchObject({
      message: 'Coupon END-ME ended: it can no longer be used',
      data: { status: 'ended' },
    });
    expect((await api.get('/api/coupons/user', user.token)).body.data.applied).toBeNull();
    const refused = await buy(user, [], 'END-ME');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'coupon_code', message: 'This coupon has ended' });
    for (const [method, path, payload] of [
      ['PUT', `/api/admin/coupons/${id}`, { value: 20 }],
      ['POST', `/api/admin/coupons/${id}/resume`, {}],
      ['POST', `/api/admin/coupons/${id}/end`, {}],
    ] as const) {
      const res = await api.call(method, path, { body: payload, token: admin.token });
      expect(res.status, path).toBe(409);
      expect(res.body.message).toBe('This coupon has ended: it can no longer be changed, paused or resumed');
    }
    expect((await api.get(`/api/admin/coupons/${id}`, admin.token)).body.data).toMatchObject({ value: 10 });
  });

  it('keeps the total and the per-customer limits', async () => {
    await create({ code: 'ONCE-EACH', kind: 'fixed', value: 5, per_user_limit: 1 });
    await create({ code: 'ONLY-ONE', kind: 'fixed', value: 5, usage_limit: 1 });
    const first = await createUser(t);
    const second = await createUser(t);
    expect((await buy(first, [[seeds, 1]], 'ONCE-EACH')).status).toBe(201);
    const again = await buy(first, [[seeds, 1]], 'ONCE-EACH');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already used this coupon as often as it allows');
    await emptyCart(first);
    expect((await buy(first, [[seeds, 1]], 'ONLY-ONE')).status).toBe(201);
    const over = await buy(second, [[seeds, 1]], 'ONLY-ONE');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('This coupon has reached its usage limit');
  });
});

describe('the list: states, filters, usage and revenue', () => {
  it('counts the orders, customers, discount and revenue of a coupon, leaving cancelled orders out', async () => {
    const { body } = await create({ code: 'COUNT-ME', kind: 'fixed', value: 20 });
    const id = body.data.id as string;
    const [a, b] = [await createUser(t), await createUser(t)];
    const one = await buy(a, [[seeds, 2]], 'COUNT-ME');
    const two = await buy(b, [[fertiliser, 1]], 'COUNT-ME');
    expect([one.status, two.status]).toEqual([201, 201]);
    const usage = async () => (await api.get(`/api/admin/coupons/${id}`, admin.token)).body.data.usage;
    expect(await usage()).toEqual({
      orders: 2,
      customers: 2,
      discount_total: 40,
      revenue: one.body.data.total + two.body.data.total,
    });
    await handleOrderCommand(t.db.sql, two.body.data.id, {
      type: 'CancelOrder',
      data: { reason: 'test' },
      metadata: { now: new Date(), by: admin.id },
    });
    expect(await usage()).toEqual({ orders: 2, customers: 2, discount_total: 20, revenue: one.body.data.total });
  });

  it('filters by state, category and text', async () => {
    const list = async (query: string) =>
      (await api.get(`/api/admin/coupons?${query}`, admin.token)).body as JsonAnswer & { coupons?: unknown };
    const codes = (answer: JsonAnswer) => (answer.data as { code: string }[]).map((c) => c.code).sort();
    expect(codes(await list('status=ended'))).toEqual(['END-ME']);
    expect(codes(await list('category=seeds'))).toEqual(['SEEDS20', 'SPRING-10']);
    expect(codes(await list('search=spring'))).toEqual(['SPRING-10']);
    expect(codes(await list('search=الربيع'))).toEqual(['SPRING-10']);
    const soon = await create({ code: 'LATER', kind: 'fixed', value: 5, valid_from: '2099-01-01T00:00:00Z' });
    expect(soon.body.data.status).toBe('scheduled');
    expect(codes(await list('status=scheduled'))).toEqual(['LATER']);
    expect(codes(await list('status=used_up'))).toEqual(['ONLY-ONE']);
    const page = await list('limit=2&page=1');
    expect(page.pagination).toMatchObject({ page: 1, limit: 2, hasNext: true });
    const wrong = await api.get('/api/admin/coupons?status=sleeping', admin.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('status');
  });
});
