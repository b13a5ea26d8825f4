import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCreditCommand } from '../../src/events/credit/commandHandler';
import { type CreditEvent, creditStreamId } from '../../src/events/credit/creditLine';
import { handleOrderCommand } from '../../src/events/order/commandHandler';
import { readStream } from '../../src/events/store';
import { addMonths, egyptMonth, harvestDueMonths } from '../../src/shared/credit';
import { toPiastres } from '../../src/shared/money';
import { type TestApp, callerFor, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Pay at harvest through the real server: credit lines, the reservation in the checkout's transaction and
 * its limit under concurrency, release on cancel and refund, partial payments and the refusal of overpayment, what the
 * order answers carry, and who may see or pay what. Reminders, receivables and the reports: payAtHarvestLedger.int.test.ts.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;

const address = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 123 4567',
  address: '12 Nile Street',
  city: 'Cairo',
  country: 'Egypt',
};
const due = () => harvestDueMonths(new Date())[2]!;
const harvestBody = (month = due()) => ({
  shipping_address: address,
  same_as_shipping: true,
  payment_method: 'pay_at_harvest',
  harvest_due: month,
});

async function product(price: number, stock = 1000): Promise<string> {
  const slug = `harvest-seeds-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${`Harvest Seeds ${slug}`}, 'Fellah', 'seeds', ${price}, ${stock}, '/images/seeds.svg') returning id::text as id`;
  return row!.id;
}
const stockOf = async (id: string) =>
  (await t.db.sql<{ s: number }[]>`select stock_quantity as s from products where id = ${id}`)[0]!.s;
const add = (user: TestUser, productId: string, quantity = 1) =>
  api.post('/api/cart/add', { product_id: productId, quantity }, user.token);
const checkout = (user: TestUser, body: object = harvestBody()) =>
  t.app
    .inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${user.token}` }, payload: body })
    .then((r) => ({ status: r.statusCode, body: r.json() as JsonAnswer }));
const ordersOf = async (userId: string) =>
  (await t.db.sql<{ n: number }[]>`select count(*)::int as n from orders where user_id = ${userId}`)[0]!.n;
const credit = async (user: TestUser) => (await api.get('/api/auth/credit', user.token)).body.data;
const grant = (user: TestUser, limit: number, note?: string) =>
  api.put(`/api/admin/users/${user.id}/credit`, { limit, ...(note ? { note } : {}) }, admin.token);
const pay = (orderId: string, amount: number, note?: string, token = admin.token) =>
  api.post(`/api/admin/orders/${orderId}/payments`, { amount, ...(note ? { note } : {}) }, token);
/** A customer with a credit line of `limit` (none when null). */
async function grower(limit: number | null): Promise<TestUser> {
  const user = await createUser(t);
  if (limit !== null) expect((await grant(user, limit)).status).toBe(200);
  return user;
}
/** A harvest order of `price` (one unit; shipping is free over 500 EGP by the default rule, else 50 EGP). */
async function harvestOrder(user: TestUser, price: number, month = due()): Promise<JsonAnswer> {
  await add(user, await product(price));
  const res = await checkout(user, harvestBody(month));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const creditEvents = async (userId: string) =>
  (await readStream(t.db.sql, creditStreamId(userId))).map((e) => ({ type: e.type, data: e.data }) as CreditEvent);

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

describe('The credit line', () => {
  it('an administrator grants it (audited); the customer reads it at GET /auth/credit', async () => {
    const user = await createUser(t);
    expect(await credit(user)).toMatchObject({ user_id: user.id, limit: 0, outstanding: 0, available: 0, orders: [] });
    const res = await grant(user, 1000, 'Cotton season, Kafr El-Sheikh');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Pay-at-harvest credit set to 1,000.00 EGP.');
    expect(res.body.data).toMatchObject({
      user_id: user.id,
      limit: 1000,
      outstanding: 0,
      available: 1000,
      over_limit: false,
      note: 'Cotton season, Kafr El-Sheikh',
      updated_by: admin.id,
    });
    const mine = await credit(user);
    expect(mine).toMatchObject({ limit: 1000, outstanding: 0, available: 1000, currency: 'EGP', orders: [] });
    expect(mine.harvest_due_months).toEqual(harvestDueMonths(new Date()));
    expect(mine).not.toHaveProperty('note');
    const [logged] = await t.db.sql<{ actor_id: string; details: Record<string, unknown> }[]>`
      select actor_id::text as actor_id, details from audit_log where action = 'admin.user.credit_set' and target_id = ${user.id}`;
    expect(logged).toMatchObject({
      actor_id: admin.id,
      details: { limit: 1000, previous_limit: null, note: 'Cotton season, Kafr El-Sheikh' },
    });
    expect((await api.get(`/api/admin/users/${user.id}/credit`, admin.token)).body.data).toMatchObject({
      limit: 1000,
      note: 'Cotton season, Kafr El-Sheikh',
    });
  });

  it('refuses a bad limit (400 naming limit), an unknown user (404), a customer (403) and no token (401)', async () => {
    const user = await createUser(t);
    for (const limit of [-5, 'lots', 10.123, 2_000_000]) {
      const res = await grant(user, limit as number);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('limit');
    }
    expect((await api.put('/api/admin/users/999999999/credit', { limit: 100 }, admin.token)).status).toBe(404);
    expect((await api.put(`/api/admin/users/${user.id}/credit`, { limit: 100 }, user.token)).status).toBe(403);
    expect((await api.put(`/api/admin/users/${user.id}/credit`, { limit: 100 })).status).toBe(401);
    expect((await api.get('/api/auth/credit')).status).toBe(401);
    expect((await api.get(`/api/admin/users/${user.id}/credit`, user.token)).status).toBe(403);
    expect(await readStream(t.db.sql, creditStreamId(user.id))).toEqual([]);
  });
});

describe('Checkout with pay_at_harvest', () => {
  it('reserves the order total on the line in the transaction that places it', async () => {
    const user = await grower(1000);
    const seeds = await product(300);
    await add(user, seeds, 2);
    const res = await checkout(user);
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      payment_method: 'pay_at_harvest',
      harvest_due: due(),
      total: 600,
      amount_paid: 0,
      amount_due: 600,
      status: 'pending',
    });
    expect(await credit(user)).toMatchObject({
      limit: 1000,
      outstanding: 600,
      available: 400,
      orders: [
        {
          id: order.id,
          order_number: order.order_number,
          total: 600,
          amount_paid: 0,
          amount_due: 600,
          harvest_due: due(),
          status: 'pending',
          overdue: false,
        },
      ],
    });
    const [placed] = await t.db.sql<{ tx: string }[]>`
      select count(distinct transaction_id)::int as tx from events where stream_id in (${`order-${order.id}`}, ${creditStreamId(user.id)}) and type in ('OrderPlaced', 'CreditReserved')`;
    expect(placed!.tx).toBe(1);
    // The order answers carry how it is paid: the list's cards, the detail, tRPC and the admin list.
    const list = (await api.get('/api/orders', user.token)).body.data;
    expect(list[0]).toMatchObject({
      id: order.id,
      payment_method: 'pay_at_harvest',
      harvest_due: due(),
      amount_paid: 0,
      amount_due: 600,
    });
    expect((await api.get(`/api/orders/${order.id}`, user.token)).body.data).toMatchObject({
      harvest_due: due(),
      amount_due: 600,
    });
    expect(await callerFor(t, user).orders.get({ id: order.id })).toMatchObject({
      payment_method: 'pay_at_harvest',
      amount_paid: 0,
      amount_due: 600,
    });
    const adminRows = (await api.get(`/api/admin/orders?user_id=${user.id}`, admin.token)).body.data;
    expect(adminRows[0]).toMatchObject({
      id: order.id,
      payment_method: 'pay_at_harvest',
      harvest_due: due(),
      amount_due: 600,
      overdue: false,
    });
    // A cash order answers the same fields.
    await add(user, await product(20));
    const cod = (await checkout(user, { shipping_address: address, same_as_shipping: true, payment_method: 'cod' }))
      .body.data;
    expect(cod).toMatchObject({ payment_method: 'cod', harvest_due: null, amount_paid: 0, amount_due: 70 });
  });

  it('refuses an order over the available credit: 409 with both amounts, and nothing is placed', async () => {
    const user = await grower(1000);
    await harvestOrder(user, 700);
    const seeds = await product(400);
    await add(user, seeds);
    const before = await ordersOf(user.id);
    const res = await checkout(user);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      error: 'CONFLICT',
      field: 'payment_method',
      message: 'This order (450.00 EGP) is more than your available pay-at-harvest credit (300.00 EGP).',
    });
    expect(await ordersOf(user.id)).toBe(before);
    expect(await stockOf(seeds)).toBe(1000);
    expect((await api.get('/api/cart', user.token)).body.data.item_count).toBe(1);
    expect(await credit(user)).toMatchObject({ outstanding: 700, available: 300 });
    // Cash on delivery still works for the same cart.
    expect((await checkout(user, { shipping_address: address, payment_method: 'cod' })).status).toBe(201);
  });

  it('without a line, a closed line, or without a valid month: refused, naming the field', async () => {
    const none = await grower(null);
    await add(none, await product(50));
    let res = await checkout(none);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      field: 'payment_method',
      message: expect.stringMatching(/no pay-at-harvest credit line/),
    });
    const closed = await grower(500);
    expect((await grant(closed, 0)).body.message).toBe('Pay-at-harvest credit closed.');
    await add(closed, await product(50));
    res = await checkout(closed);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/credit line is closed/);
    const user = await grower(1000);
    await add(user, await product(50));
    res = await checkout(user, { shipping_address: address, payment_method: 'pay_at_harvest' });
    expect(res).toMatchObject({
      status: 400,
      body: { field: 'harvest_due', message: 'Please choose the month you will pay at harvest (harvest_due)' },
    });
    const thisMonth = egyptMonth(new Date());
    for (const month of ['2020-01', thisMonth, addMonths(thisMonth, 10), '2026-13', '2026-9']) {
      res = await checkout(user, harvestBody(month));
      expect(res.status, month).toBe(400);
      expect(res.body.field).toBe('harvest_due');
    }
    expect(await ordersOf(user.id)).toBe(0);
  });
});

describe('The limit under concurrency', () => {
  it('one customer checking out from two devices at once: exactly one order, within the limit', async () => {
    const user = await grower(1000);
    await add(user, await product(600));
    const [a, b] = await Promise.all([checkout(user), checkout(user)]);
    expect([a.status, b.status].filter((s) => s === 201)).toHaveLength(1);
    expect(await ordersOf(user.id)).toBe(1);
    expect(await credit(user)).toMatchObject({ outstanding: 600, available: 400 });
  });

  it('ten reservations at once on one line of 1,000: exactly three of 300 fit, the rest are refused', async () => {
    const user = await grower(1000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        handleCreditCommand(t.db.sql, user.id, {
          type: 'ReserveCredit',
          data: {
            order_id: String(9_000_000 + Number(user.id) * 100 + i),
            order_number: `TEST-${user.id}-${i}`,
            amount: 300,
            harvest_due: due(),
          },
          metadata: { now: new Date(), by: user.id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(refusals).toHaveLength(7);
    for (const m of refusals)
      expect(m).toBe('This order (300.00 EGP) is more than your available pay-at-harvest credit (100.00 EGP).');
    expect(await credit(user)).toMatchObject({ outstanding: 900, available: 100 });
  });

  it('several customers at once, on one scarce product: each within their own limit, no oversell', async () => {
    const seeds = await product(200, 5);
    const limits = [1000, 1000, 1000, 100, 1000, 100, 1000, 1000];
    const users = await Promise.all(limits.map((l) => grower(l)));
    for (const u of users) await add(u, seeds);
    const results = await Promise.all(users.map((u) => checkout(u)));
    const placed = results.filter((r) => r.status === 201).length;
    expect(placed).toBe(5);
    expect(await stockOf(seeds)).toBe(0);
    // Refused by their line, or by the stock when others took it first (stock is reserved before the credit line).
    for (const [i, r] of results.entries()) {
      if (r.status === 201) continue;
      expect(r.status).toBe(409);
      if (limits[i] === 100 && !/out of stock/.test(r.body.message)) {
        expect(r.body.message).toBe(
          'This order (250.00 EGP) is more than your available pay-at-harvest credit (100.00 EGP).',
        );
      }
    }
    expect(results.filter((r, i) => limits[i] === 100 && r.status === 201)).toEqual([]);
    for (const [i, u] of users.entries()) {
      const line = await credit(u);
      expect(line.outstanding).toBeLessThanOrEqual(limits[i]!);
      expect(line.outstanding).toBe(results[i]!.status === 201 ? 250 : 0);
    }
  });

  it('an administrator lowering and raising the limit while reservations run: each fits the limit in force when it was made', async () => {
    const user = await grower(1000);
    const reserve = (i: number) =>
      handleCreditCommand(t.db.sql, user.id, {
        type: 'ReserveCredit',
        data: {
          order_id: String(8_000_000 + Number(user.id) * 100 + i),
          order_number: `TEST-${user.id}-${i}`,
          amount: 150,
          harvest_due: due(),
        },
        metadata: { now: new Date(), by: user.id },
      });
    const limits = [300, 1200, 450, 900, 600];
    // A checkout from the customer's cart takes part too.
    await add(user, await product(100));
    const calls: Promise<unknown>[] = [checkout(user)];
    for (let i = 0; i < 12; i++) {
      calls.push(reserve(i));
      if (i % 3 === 1) calls.push(grant(user, limits[(i - 1) / 3]!));
    }
    const settled = await Promise.allSettled(calls);
    for (const r of settled)
      if (r.status === 'rejected')
        expect((r.reason as Error).message).toMatch(/more than your available pay-at-harvest credit/);
    // Fold the stream: at every reservation the outstanding balance stays within the limit in force just before it.
    let limit = 0;
    let outstanding = 0;
    let reservations = 0;
    for (const e of await creditEvents(user.id)) {
      if (e.type === 'CreditLimitSet') limit = toPiastres(e.data.limit);
      if (e.type === 'CreditReserved') {
        outstanding += toPiastres(e.data.amount);
        reservations++;
        expect(outstanding).toBeLessThanOrEqual(limit);
      }
    }
    expect(reservations).toBeGreaterThan(0);
    const line = await credit(user);
    expect(toPiastres(line.outstanding)).toBe(outstanding);
  });
});

describe('Release on cancel and refund', () => {
  it("the customer's cancel releases the reservation with the stock, in the cancel's transaction", async () => {
    const user = await grower(1000);
    const order = await harvestOrder(user, 500);
    expect((await credit(user)).available).toBe(450);
    const res = await api.put(`/api/orders/${order.id}/cancel`, { reason: 'Bought elsewhere' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', amount_paid: 0, amount_due: 0 });
    expect(await credit(user)).toMatchObject({ outstanding: 0, available: 1000 });
    const events = await creditEvents(user.id);
    expect(events.at(-1)).toMatchObject({
      type: 'CreditReleased',
      data: { order_id: order.id, amount: 550, reason: 'cancelled', by: user.id },
    });
    const [tx] = await t.db.sql<{ n: number }[]>`
      select count(distinct transaction_id)::int as n from events where (stream_id = ${`order-${order.id}`} and type = 'OrderCancelled') or (stream_id = ${creditStreamId(user.id)} and type = 'CreditReleased')`;
    expect(tx!.n).toBe(1);
  });

  it("an administrator's cancel after a partial payment releases only what is still owed", async () => {
    const user = await grower(1000);
    const order = await harvestOrder(user, 500);
    expect((await pay(order.id, 200)).status).toBe(201);
    const res = await api.put(
      `/api/admin/orders/${order.id}/status`,
      { status: 'cancelled', reason: 'Out of season' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', amount_paid: 200, amount_due: 0 });
    expect((await creditEvents(user.id)).at(-1)).toMatchObject({
      type: 'CreditReleased',
      data: { amount: 350, reason: 'cancelled' },
    });
    expect(await credit(user)).toMatchObject({ outstanding: 0, available: 1000 });
    const refused = await pay(order.id, 10);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Order ${order.order_number} owes nothing: it was cancelled or refunded` },
    });
  });

  it('a refund releases up to the refunded amount', async () => {
    const user = await grower(2000);
    const order = await harvestOrder(user, 950);
    const by = { now: new Date(), by: admin.id };
    await handleOrderCommand(t.db.sql, order.id, { type: 'ConfirmOrder', data: {}, metadata: by });
    await handleOrderCommand(t.db.sql, order.id, { type: 'StartProcessing', data: {}, metadata: by });
    await handleOrderCommand(t.db.sql, order.id, {
      type: 'ShipOrder',
      data: { tracking_number: 'EG1', carrier: null },
      metadata: by,
    });
    await handleOrderCommand(t.db.sql, order.id, { type: 'DeliverOrder', data: {}, metadata: by });
    const res = await api.put(`/api/admin/orders/${order.id}/status`, { status: 'refunded', amount: 300 }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', total: 950, amount_due: 650 });
    expect(await credit(user)).toMatchObject({ outstanding: 650 });
  });
});

describe('Payments', () => {
  it('partial payments, then the rest; overpayment refused with nothing recorded; audited', async () => {
    const user = await grower(1000);
    const order = await harvestOrder(user, 750);
    let res = await pay(order.id, 300, 'Cash at the cooperative');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      `Payment of 300.00 EGP recorded for order ${order.order_number}. 450.00 EGP left to pay.`,
    );
    expect(res.body.data).toMatchObject({
      order_id: order.id,
      user_id: user.id,
      payment_method: 'pay_at_harvest',
      total: 750,
      amount_paid: 300,
      amount_due: 450,
      overdue: false,
      payments: [{ amount: 300, note: 'Cash at the cooperative', recorded_by: admin.id }],
    });
    expect(await credit(user)).toMatchObject({ outstanding: 450, available: 550 });

    res = await pay(order.id, 450.01);
    expect(res).toMatchObject({
      status: 409,
      body: {
        error: 'CONFLICT',
        field: 'amount',
        message: `This payment (450.01 EGP) is more than order ${order.order_number} still owes (450.00 EGP).`,
      },
    });
    const [{ n } = { n: 0 }] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from credit_payments where order_id = ${order.id}`;
    expect(n).toBe(1);

    res = await pay(order.id, 450);
    expect(res.body.message).toBe(
      `Payment of 450.00 EGP recorded for order ${order.order_number}. The order is paid in full.`,
    );
    expect(res.body.data).toMatchObject({ amount_paid: 750, amount_due: 0 });
    expect(res.body.data.payments).toHaveLength(2);
    expect(await credit(user)).toMatchObject({ outstanding: 0, available: 1000 });
    expect((await pay(order.id, 1)).body.message).toBe(`Order ${order.order_number} is already paid in full`);
    expect((await api.get(`/api/orders/${order.id}`, user.token)).body.data).toMatchObject({
      amount_paid: 750,
      amount_due: 0,
    });
    const admins = await callerFor(t, admin).admin.orders.get({ id: order.id });
    expect(admins.payments.map((p) => p.amount)).toEqual([300, 450]);
    const logged = await t.db
      .sql`select 1 from audit_log where action = 'admin.order.payment_recorded' and target_id = ${order.id}`;
    expect(logged).toHaveLength(2);
  });

  it('refuses a cash order (409), a bad amount (400), an unknown order (404), a customer (403)', async () => {
    const user = await grower(1000);
    await add(user, await product(100));
    const cod = (await checkout(user, { shipping_address: address, payment_method: 'cod' })).body.data;
    expect(await pay(cod.id, 10)).toMatchObject({
      status: 409,
      body: { error: 'ILLEGAL_STATE', field: 'payment_method' },
    });
    const order = await harvestOrder(user, 100);
    for (const amount of [0, -3, 'ten', 1.005])
      expect((await pay(order.id, amount as number)).body).toMatchObject({
        error: 'VALIDATION_ERROR',
        field: 'amount',
      });
    expect((await pay('999999999', 10)).status).toBe(404);
    expect((await pay(order.id, 10, undefined, user.token)).status).toBe(403);
    expect((await api.post(`/api/admin/orders/${order.id}/payments`, { amount: 10 })).status).toBe(401);
    expect((await credit(user)).outstanding).toBe(150);
  });

  it('another customer sees neither the order nor the line, and cannot pay', async () => {
    const owner = await grower(1000);
    const other = await grower(200);
    const order = await harvestOrder(owner, 300);
    expect((await api.get(`/api/orders/${order.id}`, other.token)).status).toBe(404);
    expect((await pay(order.id, 10, undefined, other.token)).status).toBe(403);
    expect(await credit(other)).toMatchObject({ limit: 200, outstanding: 0, orders: [] });
    expect((await api.get(`/api/admin/users/${owner.id}/credit`, other.token)).status).toBe(403);
    expect((await api.get('/api/admin/receivables', other.token)).status).toBe(403);
  });
});

describe('Lowering a limit under what is owed', () => {
  it('is allowed, says so, and blocks new harvest orders until payments bring the balance under it', async () => {
    const user = await grower(1000);
    const order = await harvestOrder(user, 750);
    const res = await grant(user, 500);
    expect(res.body.message).toBe(
      'Pay-at-harvest credit set to 500.00 EGP. The customer owes 750.00 EGP, more than the new limit: no new pay-at-harvest order until payments bring it under the limit.',
    );
    expect(res.body.data).toMatchObject({ limit: 500, outstanding: 750, available: 0, over_limit: true });
    await add(user, await product(10));
    expect((await checkout(user)).body.message).toBe(
      'This order (60.00 EGP) is more than your available pay-at-harvest credit (0.00 EGP).',
    );
    await pay(order.id, 400);
    expect(await credit(user)).toMatchObject({ outstanding: 350, available: 150, over_limit: false });
    expect((await checkout(user)).status).toBe(201);
  });
});
