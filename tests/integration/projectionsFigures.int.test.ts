import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCommand } from '../../src/events/order/businessLogic';
import { handleOrderCommand } from '../../src/events/order/commandHandler';
import { asyncProjections } from '../../src/events/projections';
import { drainProjections, rebuildAll } from '../../src/server/projections/runner';
import { placeOrder } from '../../src/server/orders/checkout';
import { ZCheckoutForm } from '../../src/shared/schemas/checkout';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { projectionRows, sideEffectRows } from '../helpers/projections';
import { restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The figures of each async projection on a small history made through the real paths: cart → checkout (placeOrder,
 * with chosen times so that days fall on both sides of midnight in Cairo), statuses moved by the order command
 * handler. Then a rebuild from zero must give the same rows and no second notification or e-mail.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let omar: TestUser;
let amina: TestUser;
const products: Record<'seeds' | 'urea' | 'hoe', string> = { seeds: '', urea: '', hoe: '' };
const orderIds: Record<'o1' | 'o2' | 'o3' | 'o4', string> = { o1: '', o2: '', o3: '', o4: '' };

const DAY = 24 * 3_600_000;
/** Yesterday 12:00 UTC (14:00 or 15:00 in Cairo): recent enough for e-mails, far from midnight in Cairo. */
const yesterdayNoon = new Date(Math.floor((Date.now() - DAY) / DAY) * DAY + 12 * 3_600_000);
const yesterday = yesterdayNoon.toISOString().slice(0, 10);
const hoursAfter = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

async function product(name: string, category: string, price: number, baseOrders = 0): Promise<string> {
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, category, price, stock_quantity, order_count, base_order_count)
    values (${`${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(
        /^-|-$/g,
        '',
      )}-${randomUUID().slice(0, 6)}`}, ${name}, ${category}, ${price}, 100, ${baseOrders}, ${baseOrders})
    returning id::text as id`;
  return row!.id;
}

async function checkout(user: TestUser, lines: [string, number][], city: string, now: Date): Promise<string> {
  for (const [productId, quantity] of lines)
    expect((await api.post('/api/cart/add', { product_id: productId, quantity }, user.token)).status).toBe(200);
  const input = ZCheckoutForm.parse({
    shipping_address: {
      first_name: 'Test',
      last_name: 'Grower',
      phone: '+20 100 123 4567',
      address: '1 Canal Road',
      city,
    },
    payment_method: 'cod',
  });
  const { order } = await placeOrder(t.db.sql, { userId: user.id, now }, input);
  return order.id;
}

const move = (orderId: string, command: Omit<OrderCommand, 'metadata'>, now: Date) =>
  handleOrderCommand(t.db.sql, orderId, { ...command, metadata: { now, by: '1' } } as OrderCommand);

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  omar = await createUser(t, { firstName: 'Omar' });
  amina = await createUser(t, { firstName: 'Amina' });
  await t.db.sql`update users set preferences = '{"language":"ar"}'::jsonb where id = ${amina.id}`;
  products.seeds = await product('Tomato Seeds', 'seeds', 120, 40);
  products.urea = await product('Urea 46%', 'fertilizers', 100.5);
  products.hoe = await product('Steel Hoe', 'tools', 300);

  // Omar: O1 on 10 March at 23:30 in Cairo (UTC+2), delivered then partly refunded; O2 half an hour after midnight
  // in Cairo (so 11 March there), cancelled while pending.
  const o1At = new Date('2026-03-10T21:30:00Z');
  orderIds.o1 = await checkout(
    omar,
    [
      [products.seeds, 2],
      [products.urea, 1],
    ],
    'Cairo',
    o1At,
  );
  const o2At = new Date('2026-03-10T22:30:00Z');
  orderIds.o2 = await checkout(
    omar,
    [
      [products.seeds, 1],
      [products.hoe, 2],
    ],
    'Giza',
    o2At,
  );
  await move(orderIds.o1, { type: 'ConfirmOrder', data: {} }, hoursAfter(o1At, 2));
  await move(orderIds.o2, { type: 'CancelOrder', data: { reason: 'Ordered twice' } }, hoursAfter(o2At, 1));
  await move(orderIds.o1, { type: 'StartProcessing', data: {} }, hoursAfter(o1At, 5));
  await move(
    orderIds.o1,
    { type: 'ShipOrder', data: { tracking_number: 'EG-100-200', carrier: 'Bosta' } },
    hoursAfter(o1At, 20),
  );
  await move(orderIds.o1, { type: 'DeliverOrder', data: {} }, hoursAfter(o1At, 60));
  await move(orderIds.o1, { type: 'RefundOrder', data: { amount: 100 } }, hoursAfter(o1At, 100));

  // Amina (Arabic), yesterday: O3 cancelled after it was confirmed; O4 delivered.
  orderIds.o3 = await checkout(
    amina,
    [
      [products.urea, 4],
      [products.hoe, 1],
    ],
    'Asyut',
    yesterdayNoon,
  );
  orderIds.o4 = await checkout(amina, [[products.seeds, 1]], 'Luxor', hoursAfter(yesterdayNoon, 1));
  await move(orderIds.o3, { type: 'ConfirmOrder', data: {} }, hoursAfter(yesterdayNoon, 2));
  await move(orderIds.o3, { type: 'CancelOrder', data: {} }, hoursAfter(yesterdayNoon, 3));
  for (const [i, command] of (
    [
      { type: 'ConfirmOrder', data: {} },
      { type: 'StartProcessing', data: {} },
      { type: 'ShipOrder', data: { tracking_number: 'EG-300-400', carrier: null } },
      { type: 'DeliverOrder', data: {} },
    ] as const
  ).entries()) {
    await move(orderIds.o4, command, hoursAfter(yesterdayNoon, 4 + i));
  }
  await (t.runner as unknown as { drain(): Promise<void> }).drain();
});
afterAll(() => t?.close());

describe('product-sales', () => {
  it('counts orders that are not cancelled, units and revenue less refund shares, and pairs bought together', async () => {
    const rows = await t.db.sql<{ product_id: string; orders: number; units: number; revenue: string }[]>`
      select product_id::text, orders, units, revenue::text from product_sales order by product_id`;
    // O1's refund of 100 of its 390.50: seeds carry 240/390.5 of it (61.46), urea 100.5/390.5 (25.74).
    expect(rows).toEqual([
      { product_id: products.seeds, orders: 2, units: 3, revenue: '298.54' },
      { product_id: products.urea, orders: 1, units: 1, revenue: '74.76' },
    ]);
    const [a, b] = [products.seeds, products.urea].sort((x, y) => Number(x) - Number(y));
    expect(await t.db.sql`select product_a::text as a, product_b::text as b, orders from product_pairs`).toEqual([
      { a, b, orders: 1 },
    ]);
  });

  it('keeps order_count = base_order_count + orders, so the bestsellers move', async () => {
    const rows = await t.db.sql<{ id: string; order_count: number }[]>`
      select id::text, order_count from products where id = any(${Object.values(products)}::bigint[]) order by id`;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.order_count]))).toEqual({
      [products.seeds]: 42,
      [products.urea]: 1,
      [products.hoe]: 0,
    });
  });
});

describe('customer-summaries', () => {
  it('sums each customer’s orders, cancellations, deliveries and spending', async () => {
    const rows = await t.db.sql`
      select user_id::text as user, total_orders, cancelled_orders, delivered_orders, total_spent::text as spent,
             first_order_at, last_order_at
      from customer_summaries order by user_id`;
    expect(rows).toEqual([
      {
        user: omar.id,
        total_orders: 2,
        cancelled_orders: 1,
        delivered_orders: 1,
        spent: '290.50',
        first_order_at: new Date('2026-03-10T21:30:00Z'),
        last_order_at: new Date('2026-03-10T22:30:00Z'),
      },
      {
        user: amina.id,
        total_orders: 2,
        cancelled_orders: 1,
        delivered_orders: 1,
        spent: '170.00',
        first_order_at: yesterdayNoon,
        last_order_at: hoursAfter(yesterdayNoon, 1),
      },
    ]);
  });

  it('keeps what each customer bought, cancelled orders taken back out', async () => {
    const rows = await t.db.sql`
      select user_id::text as user, product_id::text as product, units, orders from customer_products where orders > 0 order by user_id, product_id`;
    expect(rows).toEqual([
      { user: omar.id, product: products.seeds, units: 2, orders: 1 },
      { user: omar.id, product: products.urea, units: 1, orders: 1 },
      { user: amina.id, product: products.seeds, units: 1, orders: 1 },
    ]);
  });
});

describe('admin-stats', () => {
  it('writes each order into the Cairo day it was placed, with later moves changing that day', async () => {
    const rows = await t.db.sql`
      select day::text, orders, items, revenue::text, discounts::text, shipping::text, cancelled, delivered, refunded::text, new_customers
      from sales_daily order by day`;
    expect(rows).toEqual([
      {
        day: '2026-03-10',
        orders: 1,
        items: 3,
        revenue: '290.50',
        discounts: '0.00',
        shipping: '50.00',
        cancelled: 0,
        delivered: 1,
        refunded: '100.00',
        new_customers: 1,
      },
      {
        day: '2026-03-11',
        orders: 1,
        items: 0,
        revenue: '0.00',
        discounts: '0.00',
        shipping: '0.00',
        cancelled: 1,
        delivered: 0,
        refunded: '0.00',
        new_customers: 0,
      },
      {
        day: yesterday,
        orders: 2,
        items: 1,
        revenue: '170.00',
        discounts: '0.00',
        shipping: '50.00',
        cancelled: 1,
        delivered: 1,
        refunded: '0.00',
        new_customers: 1,
      },
    ]);
  });

  it('splits by category, product and city (orders not cancelled; refunds shared out)', async () => {
    expect(
      await t.db
        .sql`select day::text, category, orders, units, revenue::text from sales_daily_category order by day, category`,
    ).toEqual([
      { day: '2026-03-10', category: 'fertilizers', orders: 1, units: 1, revenue: '74.76' },
      { day: '2026-03-10', category: 'seeds', orders: 1, units: 2, revenue: '178.54' },
      { day: yesterday, category: 'seeds', orders: 1, units: 1, revenue: '120.00' },
    ]);
    expect(
      await t.db
        .sql`select day::text, product_id::text as product, name, units, revenue::text from sales_daily_product order by day, product_id`,
    ).toEqual([
      { day: '2026-03-10', product: products.seeds, name: 'Tomato Seeds', units: 2, revenue: '178.54' },
      { day: '2026-03-10', product: products.urea, name: 'Urea 46%', units: 1, revenue: '74.76' },
      { day: yesterday, product: products.seeds, name: 'Tomato Seeds', units: 1, revenue: '120.00' },
    ]);
    expect(
      await t.db.sql`select day::text, city, orders, revenue::text from sales_daily_city order by day, city`,
    ).toEqual([
      { day: '2026-03-10', city: 'Cairo', orders: 1, revenue: '290.50' },
      { day: yesterday, city: 'Luxor', orders: 1, revenue: '170.00' },
    ]);
  });

  it('counts orders in each status now', async () => {
    const rows = await t.db.sql<
      { status: string; count: number }[]
    >`select status, count from order_status_counts where count <> 0 order by status`;
    expect(rows).toEqual([
      { status: 'cancelled', count: 2 },
      { status: 'delivered', count: 1 },
      { status: 'refunded', count: 1 },
    ]);
    expect(await t.db.sql`select coalesce(sum(count), 0)::int as n from order_status_counts`).toEqual([{ n: 4 }]);
  });
});

describe('notifications', () => {
  it('makes one notification per order event for its customer, in their language', async () => {
    const rows = await t.db.sql<{ user: string; type: string; title: string; message: string; order_id: string }[]>`
      select user_id::text as user, type, title, message, data->>'order_id' as order_id from notifications order by source_position`;
    expect(rows.filter((r) => r.user === omar.id).map((r) => r.type)).toEqual([
      'order_placed',
      'order_placed',
      'order_confirmed',
      'order_cancelled',
      'order_processing',
      'order_shipped',
      'order_delivered',
      'order_refunded',
    ]);
    expect(rows.filter((r) => r.user === amina.id)).toHaveLength(8);
    const shipped = rows.find((r) => r.user === omar.id && r.type === 'order_shipped')!;
    expect(shipped).toMatchObject({ title: 'Order shipped', order_id: orderIds.o1 });
    expect(shipped.message).toMatch(
      /^Your order FL-\d{4}-\d{6} is on its way\. Tracking number: EG-100-200 \(Bosta\)\.$/,
    );
    expect(rows.find((r) => r.user === omar.id && r.type === 'order_refunded')!.message).toContain(
      'refunded 100.00 EGP',
    );
    expect(rows.find((r) => r.user === omar.id && r.type === 'order_cancelled')!.message).toContain(
      'Reason: Ordered twice',
    );
    const arabicShipped = rows.find((r) => r.user === amina.id && r.type === 'order_shipped')!;
    expect(arabicShipped.title).toBe('تم شحن طلبك');
    expect(arabicShipped.message).toContain('رقم التتبع: EG-300-400');
    expect(rows.find((r) => r.user === amina.id && r.type === 'order_delivered')!.title).toBe('تم توصيل طلبك');
  });

  it('e-mails recent changes only (old ones get a notification, no e-mail), in the customer’s language', async () => {
    const mails = await t.db.sql<{ user: string; subject: string; html: string; text: string }[]>`
      select user_id::text as user, subject, body_html as html, body_text as text from mail_outbox where kind = 'order_status' order by id`;
    expect(mails.every((m) => m.user === amina.id)).toBe(true);
    expect(mails).toHaveLength(8);
    const shipped = mails.find((m) => m.subject.startsWith('تم شحن طلبك'))!;
    expect(shipped.html).toContain('dir="rtl"');
    expect(shipped.text).toContain(`/orders/${orderIds.o4}`);
    expect(shipped.text).toMatch(/^مرحبًا Amina،/);
  });
});

describe('rebuild from zero', () => {
  it('gives the same rows, and makes no second notification or e-mail', async () => {
    const before = await projectionRows(t.db.sql);
    const effects = await sideEffectRows(t.db.sql);
    const read = await rebuildAll(t.db.sql, asyncProjections);
    expect(read).toBeGreaterThan(0);
    expect(await projectionRows(t.db.sql)).toEqual(before);
    expect(await sideEffectRows(t.db.sql)).toEqual(effects);
  });

  it('a checkout through the REST API rings the doorbell: the projections catch up without a poll', async () => {
    await t.db
      .sql`update users set preferences = '{"notifications":{"order_updates":false}}'::jsonb where id = ${omar.id}`;
    const before = (
      await t.db.sql<{ n: number }[]>`select total_orders as n from customer_summaries where user_id = ${omar.id}`
    )[0]!.n;
    const mailsBefore = (await sideEffectRows(t.db.sql)).mails.length;
    await api.post('/api/cart/add', { product_id: products.hoe, quantity: 1 }, omar.token);
    const res = await api.post(
      '/api/orders',
      {
        shipping_address: {
          first_name: 'Omar',
          last_name: 'Grower',
          phone: '+20 100 123 4567',
          address: '1 Canal Road',
          city: 'Cairo',
        },
        payment_method: 'cod',
      },
      omar.token,
    );
    expect(res.status).toBe(201);
    // The test app's poll is a minute long: only the ring can bring this in.
    const now = await eventually(
      async () => {
        const [row] = await t.db.sql<
          { n: number }[]
        >`select total_orders as n from customer_summaries where user_id = ${omar.id}`;
        return row!.n === before ? undefined : row!.n;
      },
      { timeout: 10_000, interval: 25, message: "Omar's order counted" },
    );
    expect(now).toBe(before + 1);
    await drainProjections(t.db.sql, asyncProjections);
    const notes = await t.db.sql`select type from notifications where data->>'order_id' = ${res.body.data.id}`;
    expect(notes).toEqual([{ type: 'order_placed' }]);
    // Omar turned order e-mails off: the notification is made, no e-mail.
    expect((await sideEffectRows(t.db.sql)).mails).toHaveLength(mailsBefore);
  });
});
