import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOrderCommand, placeOrderIn } from '../../src/events/order/commandHandler';
import { asyncProjections } from '../../src/events/projections';
import { orders as ordersProjection } from '../../src/events/projections/orders';
import { drainProjections, rebuild } from '../../src/server/projections/runner';
import { type TestApp, callerFor, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Orders, coupons, shipping and payments through the real server (REST at /api; tRPC through a caller for the
 * idempotency field and the invoice). Refused calls are checked for status, message and that nothing changed.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;

const address = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 123 4567',
  address: '12 Nile Street',
  city: 'Cairo',
  country: 'Egypt',
};
const checkoutBody = {
  shipping_address: address,
  same_as_shipping: true,
  payment_method: 'cod',
  notes: 'Call before delivery',
};

async function product(name: string, price: number, stock: number, nameAr: string | null = null): Promise<string> {
  const slug = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '')}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, name_ar, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${name}, ${nameAr}, 'Fellah', 'seeds', ${price}, ${stock}, ${`/images/${slug}.svg`}) returning id::text as id`;
  return row!.id;
}
const stockOf = async (id: string) =>
  (await t.db.sql<{ s: number }[]>`select stock_quantity as s from products where id = ${id}`)[0]!.s;
const add = (user: TestUser, productId: string, quantity = 1) =>
  api.post('/api/cart/add', { product_id: productId, quantity }, user.token);
const checkout = (user: TestUser, body: object = checkoutBody, key?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as JsonAnswer }));
const ordersOf = async (userId: string) =>
  (await t.db.sql<{ n: number }[]>`select count(*)::int as n from orders where user_id = ${userId}`)[0]!.n;
const cartCount = async (user: TestUser) => (await api.get('/api/cart', user.token)).body.data.item_count as number;
const caller = (user: TestUser) => callerFor(t, user);
const admin = { now: new Date(), by: '0' };
const advance = async (orderId: string, to: 'confirmed' | 'shipped' | 'delivered') => {
  await handleOrderCommand(t.db.sql, orderId, { type: 'ConfirmOrder', data: {}, metadata: admin });
  if (to === 'confirmed') return;
  await handleOrderCommand(t.db.sql, orderId, { type: 'StartProcessing', data: {}, metadata: admin });
  await handleOrderCommand(t.db.sql, orderId, {
    type: 'ShipOrder',
    data: { tracking_number: 'EG-TRACK-1', carrier: 'Egypt Post' },
    metadata: admin,
  });
  if (to === 'shipped') return;
  await handleOrderCommand(t.db.sql, orderId, { type: 'DeliverOrder', data: {}, metadata: admin });
};

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
});
afterAll(() => t?.close());

describe('POST /api/orders (checkout)', () => {
  it('turns the cart into a pending order: stock reduced, cart emptied, shipping by the rule', async () => {
    const user = await createUser(t);
    const seeds = await product('Tomato Seeds', 120, 20);
    const urea = await product('Urea 46%', 100.5, 5);
    await add(user, seeds, 2);
    await add(user, urea, 1);
    const res = await checkout(user);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed successfully');
    const order = res.body.data;
    expect(order).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      order_number: expect.stringMatching(/^FL-\d{4}-\d{6}$/),
      status: 'pending',
      subtotal: 340.5,
      discount: 0,
      shipping: 50,
      total: 390.5,
      currency: 'EGP',
      payment_method: 'cod',
      notes: 'Call before delivery',
      // The phone kept in one form, E.164.
      shipping_address: { ...address, phone: '+201001234567' },
      billing_address: { ...address, phone: '+201001234567' },
      next_statuses: ['confirmed', 'cancelled'],
    });
    expect(order.items.map((i: JsonAnswer) => [i.product.name, i.quantity, i.price])).toEqual([
      ['Tomato Seeds', 2, 120],
      ['Urea 46%', 1, 100.5],
    ]);
    expect(await stockOf(seeds)).toBe(18);
    expect(await stockOf(urea)).toBe(4);
    expect(await cartCount(user)).toBe(0);
    const read = await api.get(`/api/orders/${order.id}`, user.token);
    expect(JSON.parse(JSON.stringify(read.body.data))).toEqual(
      JSON.parse(
        JSON.stringify({ ...order, created_at: read.body.data.created_at, updated_at: read.body.data.updated_at }),
      ),
    );
    expect(new Date(read.body.data.created_at).toISOString()).toBe(new Date(order.created_at).toISOString());
  });

  it('ships free above 500 EGP', async () => {
    const user = await createUser(t);
    await add(user, await product('Drip Kit', 500.01, 3));
    expect((await checkout(user)).body.data).toMatchObject({ subtotal: 500.01, shipping: 0, total: 500.01 });
  });

  it('names the first failing address field, shipping then billing', async () => {
    const user = await createUser(t);
    const p = await product('Hoe', 80, 10);
    await add(user, p);
    const cases: [object, string, string][] = [
      [
        { ...checkoutBody, shipping_address: { ...address, first_name: '' } },
        'shipping_address.first_name',
        'Please fill in first name',
      ],
      [
        { ...checkoutBody, shipping_address: { ...address, last_name: ' ' } },
        'shipping_address.last_name',
        'Please fill in last name',
      ],
      [
        { ...checkoutBody, shipping_address: { ...address, phone: undefined } },
        'shipping_address.phone',
        'Please fill in phone',
      ],
      [
        { ...checkoutBody, shipping_address: { ...address, address: '' } },
        'shipping_address.address',
        'Please fill in address',
      ],
      [{ ...checkoutBody, shipping_address: { ...address, city: '' } }, 'shipping_address.city', 'Please fill in city'],
      [{ ...checkoutBody, same_as_shipping: false }, 'billing_address.first_name', 'Please fill in billing first name'],
      [
        { ...checkoutBody, same_as_shipping: false, billing_address: { ...address, last_name: '' } },
        'billing_address.last_name',
        'Please fill in billing last name',
      ],
      [
        { ...checkoutBody, same_as_shipping: false, billing_address: { ...address, phone: '' } },
        'billing_address.phone',
        'Please fill in billing phone',
      ],
      [
        { ...checkoutBody, same_as_shipping: false, billing_address: { ...address, address: '' } },
        'billing_address.address',
        'Please fill in billing address',
      ],
      [
        { ...checkoutBody, same_as_shipping: false, billing_address: { ...address, city: '' } },
        'billing_address.city',
        'Please fill in billing city',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await checkout(user, body);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, field });
    }
    expect(await cartCount(user)).toBe(1);
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('takes a phone typed with Arabic-Indic digits and keeps it with Western ones', async () => {
    const user = await createUser(t);
    await add(user, await product('Sickle', 45, 10));
    const res = await checkout(user, { ...checkoutBody, shipping_address: { ...address, phone: '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧' } });
    expect(res.status).toBe(201);
    expect(res.body.data.shipping_address.phone).toBe('+201001234567'); // one form, E.164
  });

  it('keeps a separate billing address when one is sent', async () => {
    const user = await createUser(t);
    await add(user, await product('Rake', 60, 10));
    const billing = { ...address, first_name: 'Mona', city: 'Giza' };
    const res = await checkout(user, { ...checkoutBody, same_as_shipping: false, billing_address: billing });
    expect(res.body.data.billing_address).toEqual({ ...billing, phone: '+201001234567' });
  });

  it("answers 400 'Coming soon' for a card, and changes nothing", async () => {
    const user = await createUser(t);
    const p = await product('Sprayer', 200, 4);
    await add(user, p);
    for (const method of ['card', 'credit_card']) {
      const res = await checkout(user, { ...checkoutBody, payment_method: method });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Coming soon', field: 'payment_method' });
    }
    expect(await stockOf(p)).toBe(4);
    expect(await cartCount(user)).toBe(1);
  });

  it("answers 400 'Your cart is empty' for an empty cart", async () => {
    const user = await createUser(t);
    const res = await checkout(user);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Your cart is empty' });
  });

  it('answers 401 when signed out', async () => {
    const res = await api.post('/api/orders', checkoutBody);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to proceed with checkout');
  });

  it('refuses with 409 naming the product and what is left, and changes nothing', async () => {
    const user = await createUser(t);
    const plenty = await product('Seed Tray', 30, 50);
    const scarce = await product('Solar Pump', 900, 3);
    await add(user, plenty, 5);
    await add(user, scarce, 3);
    await t.db.sql`update products set stock_quantity = 2 where id = ${scarce}`;
    const res = await checkout(user);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Only 2 of Solar Pump left in stock',
      details: { product: 'Solar Pump', available: 2, requested: 3 },
    });
    expect(await stockOf(plenty)).toBe(50);
    expect(await stockOf(scarce)).toBe(2);
    expect(await cartCount(user)).toBe(8);
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('never oversells: 50 customers at once for a product with stock 10 → 10 orders, stock 0, 40 clear 409s', async () => {
    const p = await product('Limited Fertiliser', 75, 10);
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
    for (const u of users) await add(u, p, 1);
    const answers = await Promise.all(users.map((u) => checkout(u)));
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.message).toBe('Limited Fertiliser is out of stock');
    expect(await stockOf(p)).toBe(0);
    const [lines] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from order_lines where product_id = ${p}`;
    expect(lines?.n).toBe(10);
  });
});

describe('Idempotency', () => {
  it('the same key sent three times at once places one order', async () => {
    const user = await createUser(t);
    const p = await product('Pruning Shears', 150, 10);
    await add(user, p, 2);
    const answers = await Promise.all([1, 2, 3].map(() => checkout(user, checkoutBody, 'key-three-at-once')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await ordersOf(user.id)).toBe(1);
    expect(await stockOf(p)).toBe(8);
  });

  it('a retry over tRPC with the same idempotency_key answers the first order', async () => {
    const user = await createUser(t);
    await add(user, await product('Watering Can', 90, 10));
    const first = await caller(user).orders.create({ ...checkoutBody, idempotency_key: 'trpc-key' });
    const again = await caller(user).orders.create({ ...checkoutBody, idempotency_key: 'trpc-key' });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ id: first.id, created: false });
  });

  it('the same key with a different cart answers 422', async () => {
    const user = await createUser(t);
    await add(user, await product('Shovel', 110, 10));
    expect((await checkout(user, checkoutBody, 'reused-key')).status).toBe(201);
    await add(user, await product('Gloves', 40, 10), 3);
    const res = await checkout(user, checkoutBody, 'reused-key');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: 'UNPROCESSABLE' });
    expect(await ordersOf(user.id)).toBe(1);
    expect(await cartCount(user)).toBe(3);
  });
});

describe('GET /api/orders', () => {
  let user: TestUser;
  const ids: string[] = [];
  beforeAll(async () => {
    user = await createUser(t);
    const names = ['Alpha Seeds', 'Beta Hose', 'Gamma Pump'];
    for (const [i, name] of names.entries()) {
      await add(user, await product(name, 100 * (i + 1), 10));
      ids.push((await checkout(user)).body.data.id);
    }
    await api.put(`/api/orders/${ids[0]}/cancel`, {}, user.token);
  });

  it('lists newest first with orders, data, total, totalPages and pagination', async () => {
    const res = await api.get('/api/orders', user.token);
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o: JsonAnswer) => o.id)).toEqual([...ids].reverse());
    expect(res.body.data).toEqual(res.body.orders);
    expect(res.body).toMatchObject({
      total: 3,
      totalPages: 1,
      pagination: { page: 1, limit: 10, total: 3, totalPages: 1, hasNext: false, hasPrev: false },
    });
  });

  it('sorts by total, filters by status, searches order number and product name, pages', async () => {
    const byTotal = await api.get('/api/orders?sort_by=total&sort_order=asc', user.token);
    expect(byTotal.body.orders.map((o: JsonAnswer) => o.total)).toEqual([150, 250, 350]);
    const cancelled = await api.get('/api/orders?status=cancelled', user.token);
    expect(cancelled.body.orders.map((o: JsonAnswer) => o.id)).toEqual([ids[0]]);
    const byName = await api.get('/api/orders?search=gamma', user.token);
    expect(byName.body.orders.map((o: JsonAnswer) => o.id)).toEqual([ids[2]]);
    const number = (await api.get(`/api/orders/${ids[1]}`, user.token)).body.data.order_number;
    expect(
      (await api.get(`/api/orders?search=${number}`, user.token)).body.orders.map((o: JsonAnswer) => o.id),
    ).toEqual([ids[1]]);
    const page2 = await api.get('/api/orders?limit=2&page=2', user.token);
    expect(page2.body).toMatchObject({
      total: 3,
      totalPages: 2,
      pagination: { page: 2, hasPrev: true, hasNext: false },
    });
    expect(page2.body.orders).toHaveLength(1);
    expect((await api.get('/api/orders?page=9', user.token)).body).toMatchObject({ orders: [], total: 3 });
  });

  it("answers 404 for another user's order; an administrator sees it", async () => {
    const other = await createUser(t);
    const res = await api.get(`/api/orders/${ids[1]}`, other.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
    for (const path of ['/tracking', '/invoice'])
      expect((await api.get(`/api/orders/${ids[1]}${path}`, other.token)).status).toBe(404);
    expect((await api.put(`/api/orders/${ids[1]}/cancel`, {}, other.token)).status).toBe(404);
    const boss = await createUser(t, { role: 'admin' });
    expect((await api.get(`/api/orders/${ids[1]}`, boss.token)).status).toBe(200);
  });
});

describe('Cancel, reorder, tracking, invoice', () => {
  it('cancel returns the stock in the same transaction; a shipped order refuses with the reason', async () => {
    const user = await createUser(t);
    const p = await product('Cancel Me Seeds', 50, 10);
    await add(user, p, 4);
    const order = (await checkout(user)).body.data;
    expect(await stockOf(p)).toBe(6);
    const res = await api.put(`/api/orders/${order.id}/cancel`, { reason: 'Ordered twice' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Order cancelled successfully',
      data: { status: 'cancelled', next_statuses: [] },
    });
    expect(await stockOf(p)).toBe(10);
    const again = await api.put(`/api/orders/${order.id}/cancel`, {}, user.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot cancel an order that has been cancelled');

    await add(user, p, 2);
    const second = (await checkout(user)).body.data;
    await advance(second.id, 'shipped');
    const refused = await api.put(`/api/orders/${second.id}/cancel`, {}, user.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Cannot cancel an order that has been shipped',
      error: 'ILLEGAL_STATE',
    });
    expect(await stockOf(p)).toBe(8);
  });

  it('reorder puts back what can be bought and says what cannot', async () => {
    const user = await createUser(t);
    const kept = await product('Reorder Seeds', 20, 10);
    const gone = await product('Reorder Pump', 300, 1);
    await add(user, kept, 2);
    await add(user, gone, 1);
    const order = (await checkout(user)).body.data;
    const res = await api.post(`/api/orders/${order.id}/reorder`, {}, user.token);
    expect(res.status).toBe(200);
    expect(res.body.data.added).toEqual([{ product_id: kept, name: 'Reorder Seeds', name_ar: null, quantity: 2 }]);
    expect(res.body.data.unavailable).toEqual([
      { product_id: gone, name: 'Reorder Pump', name_ar: null, quantity: 1, reason: 'Reorder Pump is out of stock' },
    ]);
    expect(res.body.message).toBe('1 item(s) added to your cart; 1 could not be added');
    expect(await cartCount(user)).toBe(2);
  });

  it('tracking reads the timeline from the events, with who, when and the tracking number', async () => {
    const user = await createUser(t);
    await add(user, await product('Track Seeds', 20, 10));
    const order = (await checkout(user)).body.data;
    await advance(order.id, 'delivered');
    const res = await api.get(`/api/orders/${order.id}/tracking`, user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: order.id,
      status: 'delivered',
      tracking_number: 'EG-TRACK-1',
      carrier: 'Egypt Post',
    });
    expect(res.body.data.timeline.map((s: JsonAnswer) => s.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(res.body.data.timeline[0]).toMatchObject({ by: user.id, at: expect.any(String) });
    expect(res.body.data.timeline[3]).toMatchObject({ tracking_number: 'EG-TRACK-1', carrier: 'Egypt Post' });
    const track = await api.get(`/api/shipping/track/${order.id}`, user.token);
    expect(track.body.data).toEqual(res.body.data);
    // The account's order counters are an async projection (customer summaries): caught up, they count the order.
    await drainProjections(t.db.sql, asyncProjections);
    expect((await api.get('/api/auth/stats', user.token)).body.data).toMatchObject({ totalOrders: 1, totalSpent: 70 });
  });

  it('the invoice is a PDF naming the order number and total', async () => {
    const user = await createUser(t);
    await add(user, await product('Invoice Seeds', 123.45, 10), 2);
    const order = (await checkout(user)).body.data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.order_number}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');
    // pdfkit writes text as hex strings of the font's glyphs; the built-in fonts use the characters' own codes.
    const has = (s: string) => text.includes(s) || text.toLowerCase().includes(hex(s));
    expect(has(order.order_number)).toBe(true);
    expect(has('296.90 EGP')).toBe(true);
    const viaTrpc = await caller(user).orders.invoice({ id: order.id });
    expect(Buffer.from(viaTrpc.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('Coupons', () => {
  let user: TestUser;
  let seeds: string;
  beforeAll(async () => {
    user = await createUser(t);
    seeds = await product('Coupon Seeds', 100, 100);
    await t.db.sql`
      insert into coupons (code, kind, value, min_subtotal, valid_from, valid_to, usage_limit, per_user_limit, used_count, active) values
        ('TEST10', 'percent', 10, 300, null, null, null, 1, 0, true),
        ('OFF50', 'fixed', 50, 0, null, null, null, null, 0, true),
        ('SLEEPY', 'fixed', 5, 0, null, null, null, null, 0, false),
        ('OLD', 'fixed', 5, 0, null, now() - interval '1 day', null, null, 0, true),
        ('SOON', 'fixed', 5, 0, now() + interval '1 day', null, null, null, 0, true),
        ('USEDUP', 'fixed', 5, 0, null, null, 2, null, 2, true)`;
  });
  const validate = (code: string, items?: object[]) =>
    api.post('/api/coupons/validate', { code, ...(items ? { items } : {}) }, user.token);

  it('validates a code on items, with each refusal reason', async () => {
    const ok = await validate('test10', [{ product_id: seeds, quantity: 4 }]);
    expect(ok.body.data).toMatchObject({
      valid: true,
      code: 'TEST10',
      subtotal: 400,
      discount: 40,
      total_after_discount: 360,
    });
    const reasons: [string, number, string, string][] = [
      ['NOPE', 4, 'unknown', 'Coupon not found'],
      ['SLEEPY', 4, 'inactive', 'This coupon is not active'],
      ['OLD', 4, 'expired', 'This coupon has expired'],
      ['SOON', 4, 'not_yet_valid', 'This coupon is not valid yet'],
      ['TEST10', 2, 'below_minimum', 'This coupon needs a subtotal of at least 300 EGP'],
      ['USEDUP', 4, 'usage_limit', 'This coupon has reached its usage limit'],
    ];
    for (const [code, quantity, reason, message] of reasons) {
      const res = await validate(code, [{ product_id: seeds, quantity }]);
      expect(res.body.data, code).toMatchObject({ valid: false, reason, message });
    }
  });

  it('applies to the cart, discounts the checkout, then refuses the per-user limit', async () => {
    await add(user, seeds, 4);
    const applied = await api.post('/api/coupons/apply', { code: 'TEST10' }, user.token);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ message: 'Coupon applied', data: { discount: 40 } });
    expect((await api.get('/api/coupons/user', user.token)).body.data.applied).toMatchObject({ code: 'TEST10' });
    const order = (await checkout(user)).body.data;
    expect(order).toMatchObject({ subtotal: 400, discount: 40, shipping: 50, total: 410, coupon_code: 'TEST10' });
    const mine = (await api.get('/api/coupons/user', user.token)).body.data;
    expect(mine.applied).toBeNull();
    expect(mine.used).toMatchObject([{ code: 'TEST10', discount: 40, order_number: order.order_number }]);
    await add(user, seeds, 4);
    const again = await api.post('/api/coupons/apply', { code: 'TEST10' }, user.token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'You have already used this coupon as often as it allows',
      field: 'code',
    });
    expect((await validate('TEST10')).body.data.reason).toBe('per_user_limit');
    const unknown = await api.post('/api/coupons/apply', { code: 'NOPE' }, user.token);
    expect(unknown.status).toBe(404);
  });

  it('removes an applied coupon; a coupon_code sent at checkout counts too', async () => {
    expect((await api.post('/api/coupons/apply', { code: 'OFF50' }, user.token)).status).toBe(200);
    expect((await api.del('/api/coupons/remove', user.token)).body).toMatchObject({
      message: 'Coupon removed',
      data: { removed: true },
    });
    expect((await api.del('/api/coupons/remove', user.token)).body.data.removed).toBe(false);
    const expired = await checkout(user, { ...checkoutBody, coupon_code: 'OLD' });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ message: 'This coupon has expired', field: 'coupon_code' });
    const order = (await checkout(user, { ...checkoutBody, coupon_code: 'OFF50' })).body.data;
    expect(order).toMatchObject({ subtotal: 400, discount: 50, shipping: 50, total: 400 });
  });
});

describe('Shipping', () => {
  it('lists standard and express', async () => {
    const res = await api.get('/api/shipping/methods');
    expect(res.status).toBe(200);
    expect(res.body.data.methods.map((m: JsonAnswer) => [m.id, m.surcharge])).toEqual([
      ['standard', 0],
      ['express', 40],
    ]);
  });
  it('calculates by the rule, with the express surcharge in Cairo and Giza only', async () => {
    const p = await product('Ship Seeds', 250, 10);
    const calc = (quantity: number, city: string, method?: string) =>
      api.post('/api/shipping/calculate', {
        items: [{ product_id: p, quantity }],
        address: { city },
        ...(method ? { method } : {}),
      });
    expect((await calc(2, 'Aswan')).body.data).toMatchObject({
      subtotal: 500,
      shipping: 50,
      total: 550,
      method: 'standard',
    });
    expect((await calc(3, 'Aswan')).body.data).toMatchObject({ subtotal: 750, shipping: 0 });
    expect((await calc(3, 'Giza', 'express')).body.data).toMatchObject({
      shipping: 40,
      estimated_days: { min: 1, max: 1 },
    });
    expect((await calc(1, 'Cairo', 'express')).body.data).toMatchObject({ shipping: 90 });
    const refused = await calc(1, 'Luxor', 'express');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Express delivery is available in Cairo and Giza only',
      field: 'address.city',
    });
  });
});

describe('Payments (cash on delivery)', () => {
  it('records an intent, confirms it, and settles it when the order is delivered', async () => {
    const user = await createUser(t);
    await add(user, await product('Pay Seeds', 600, 10));
    const order = (await checkout(user)).body.data;
    const intent = await api.post('/api/payments/create-intent', { amount: order.total }, user.token);
    expect(intent.status).toBe(200);
    expect(intent.body.data).toMatchObject({
      amount: 600,
      currency: 'EGP',
      method: 'cod',
      status: 'requires_confirmation',
    });
    const confirmed = await api.post(
      '/api/payments/confirm',
      { payment_intent_id: intent.body.data.id, order_id: order.id },
      user.token,
    );
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', order_id: order.id });
    const other = await createUser(t);
    expect(
      (await api.post('/api/payments/confirm', { payment_intent_id: intent.body.data.id }, other.token)).status,
    ).toBe(404);
    await advance(order.id, 'delivered');
    const [row] = await t.db.sql<
      { status: string }[]
    >`select status from payment_intents where id = ${intent.body.data.id}`;
    expect(row!.status).toBe('settled');
  });

  it('keeps cash-on-delivery methods: add, list, default, delete; a card is Coming soon', async () => {
    const user = await createUser(t);
    const card = await api.post('/api/payments/methods', { type: 'card' }, user.token);
    expect(card.status).toBe(400);
    expect(card.body).toMatchObject({ message: 'Coming soon', field: 'type' });
    const a = (await api.post('/api/payments/methods', { type: 'cod', label: 'Home' }, user.token)).body.data;
    const b = (await api.post('/api/payments/methods', { type: 'cod', label: 'Farm' }, user.token)).body.data;
    expect([a.is_default, b.is_default]).toEqual([true, false]);
    expect((await api.put(`/api/payments/methods/${b.id}/default`, {}, user.token)).body.data.is_default).toBe(true);
    const list = (await api.get('/api/payments/methods', user.token)).body.data;
    expect(list.map((m: JsonAnswer) => [m.label, m.is_default])).toEqual([
      ['Farm', true],
      ['Home', false],
    ]);
    expect((await api.del(`/api/payments/methods/${a.id}`, user.token)).status).toBe(200);
    expect((await api.del(`/api/payments/methods/${a.id}`, user.token)).status).toBe(404);
  });
});

describe('Arabic product names', () => {
  /** [name, name_ar] of each item of an order answer. */
  const names = (order: JsonAnswer) =>
    (order.items as { product: { name: string; name_ar: string | null } }[]).map((i) => [
      i.product.name,
      i.product.name_ar,
    ]);

  it("snapshots each line's Arabic name in OrderPlaced and the order lines, and answers it wherever the order is read", async () => {
    const user = await createUser(t);
    const okra = await product('Okra Seeds', 30, 10, 'بذور بامية');
    const hoe = await product('Plain Hoe', 70, 10);
    await add(user, okra, 2);
    await add(user, hoe, 1);
    const placed = await checkout(user);
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const expected = [
      ['Okra Seeds', 'بذور بامية'],
      ['Plain Hoe', null],
    ];
    expect(names(order)).toEqual(expected);
    const [event] = await t.db.sql<{ data: { lines: { name: string; product_name_ar: string | null }[] } }[]>`
      select data from events where stream_id = ${`order-${order.id}`} and type = 'OrderPlaced'`;
    expect(event!.data.lines.map((l) => [l.name, l.product_name_ar])).toEqual(expected);
    const rows = await t.db.sql`select name, name_ar from order_lines where order_id = ${order.id} order by line_no`;
    expect(rows.map((r) => [r.name, r.name_ar])).toEqual(expected);

    // A snapshot: renaming the product later changes neither the order nor its lines.
    await t.db.sql`update products set name_ar = 'تقاوي بامية' where id = ${okra}`;
    expect(names((await api.get(`/api/orders/${order.id}`, user.token)).body.data)).toEqual(expected);
    const list = (await api.get('/api/orders', user.token)).body.orders;
    expect(names(list.find((o: JsonAnswer) => o.id === order.id))).toEqual(expected);
    expect(names((await caller(user).orders.get({ id: order.id })) as unknown as JsonAnswer)).toEqual(expected);

    // My Orders finds it by the Arabic name too.
    const found = (await api.get(`/api/orders?search=${encodeURIComponent('بامية')}`, user.token)).body.orders;
    expect(found.map((o: JsonAnswer) => o.id)).toEqual([order.id]);

    // A reorder names what it put back in both languages.
    const reordered = (await api.post(`/api/orders/${order.id}/reorder`, {}, user.token)).body.data;
    expect(reordered.added.map((a: JsonAnswer) => [a.name, a.name_ar])).toEqual(expected);
  });

  it('reads an OrderPlaced event written before the Arabic name was recorded as null, also after a rebuild', async () => {
    const user = await createUser(t);
    const seeds = await product('Legacy Seeds', 25, 10, 'بذور قديمة');
    const [row] = await t.db.sql<{ id: string }[]>`select nextval('orders_id_seq')::text as id`;
    const id = row!.id;
    await t.db.sql.begin((tx) =>
      placeOrderIn(tx, id, {
        type: 'PlaceOrder',
        data: {
          order_id: id,
          order_number: `FL-2020-${id.padStart(6, '0')}`,
          user_id: user.id,
          lines: [{ product_id: seeds, name: 'Legacy Seeds', price: 25, image: null, quantity: 2 }],
          shipping_address: address,
          billing_address: address,
          shipping_method: 'standard',
          payment_method: 'cod',
          notes: null,
          subtotal: 50,
          discount: 0,
          shipping: 50,
          total: 100,
          currency: 'EGP',
          coupon: null,
        },
        metadata: { now: new Date(), by: user.id },
      }),
    );
    expect(names((await api.get(`/api/orders/${id}`, user.token)).body.data)).toEqual([['Legacy Seeds', null]]);

    await add(user, seeds, 1);
    const recent = (await checkout(user)).body.data;
    await rebuild(t.db.sql, ordersProjection);
    expect(names((await api.get(`/api/orders/${id}`, user.token)).body.data)).toEqual([['Legacy Seeds', null]]);
    expect(names((await api.get(`/api/orders/${recent.id}`, user.token)).body.data)).toEqual([
      ['Legacy Seeds', 'بذور قديمة'],
    ]);
  });
});

describe('The REST table', () => {
  it('serves every row of the Orders, Coupons, Shipping and Payments groups', async () => {
    const { routes } = await import('../../src/rest-adapter/routes');
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const expected = [
      'POST /orders',
      'GET /orders',
      'GET /orders/{id}',
      'PUT /orders/{id}/cancel',
      'POST /orders/{id}/reorder',
      'GET /orders/{id}/tracking',
      'GET /orders/{id}/invoice',
      'POST /payments/create-intent',
      'POST /payments/confirm',
      'GET /payments/methods',
      'POST /payments/methods',
      'DELETE /payments/methods/{id}',
      'PUT /payments/methods/{id}/default',
      'GET /shipping/methods',
      'POST /shipping/calculate',
      'GET /shipping/track/{id}',
      'POST /coupons/validate',
      'POST /coupons/apply',
      'DELETE /coupons/remove',
      'GET /coupons/user',
    ];
    for (const row of expected) expect(served.has(row), row).toBe(true);
    const user = await createUser(t);
    for (const row of expected) {
      const [method, path] = row.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const res = await t.app.inject({
        method,
        url: `/api${path.replace('{id}', '999999')}`,
        headers: { authorization: `Bearer ${user.token}` },
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, row).not.toBe(500);
      expect(res.statusCode, row).not.toBe(404 === res.statusCode && res.json().error === undefined ? 404 : -1);
    }
  });
});
