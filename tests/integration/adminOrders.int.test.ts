import { describe, expect, it } from 'vitest';
import { type TestApp, callerFor } from '../helpers/app';
import { type AdminApi, adminAppForFile, auditCount, callApi, makeProduct, placeOrder } from '../helpers/admin';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Orders in the admin area: the list of every order with its filters, one order with its timeline and next statuses,
 * and status moves through the order decider — a refused move is 409 with the decider's reason and changes nothing.
 */

let t: TestApp;
let admin: TestUser;
let api: AdminApi;

adminAppForFile((app) => ({ t, admin, api } = app));

const orderState = async (id: string) => {
  const [row] = await t.db.sql<{ status: string; tracking_number: string | null; events: number }[]>`
    select status, tracking_number, (select count(*)::int from events where stream_id = ${`order-${id}`}) as events from orders where id = ${id}`;
  return row!;
};
const stockOf = async (id: string) =>
  (await t.db.sql<{ s: number }[]>`select stock_quantity as s from products where id = ${id}`)[0]!.s;
const move = (id: string, body: object) => api.put(`/api/admin/orders/${id}/status`, body);

describe('GET /api/admin/orders', () => {
  it('lists every customer’s orders with the customer, searchable by order number, e-mail and product, filtered and sorted', async () => {
    const tag = `Ord${Date.now().toString(36)}`;
    const amal = await createUser(t, { firstName: 'Amal', email: `amal-${tag.toLowerCase()}@example.com` });
    const badr = await createUser(t, { firstName: 'Badr' });
    const seeds = await makeProduct(t, { name: `${tag} Okra Seeds`, price: 40 });
    const pump = await makeProduct(t, { name: 'Solar Pump', price: 900 });
    const first = await placeOrder(t, amal, [{ productId: seeds, quantity: 3 }]);
    const second = await placeOrder(t, badr, [{ productId: pump, quantity: 1 }]);
    const third = await placeOrder(t, amal, [{ productId: pump, quantity: 1 }]);
    await move(third.id, { status: 'confirmed' });

    const all = await api.get('/api/admin/orders?limit=100');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((o: { id: string }) => o.id);
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(all.body.orders).toEqual(all.body.data);
    expect(all.body.data.find((o: { id: string }) => o.id === first.id)).toMatchObject({
      order_number: first.order_number,
      status: 'pending',
      total: 170,
      item_count: 3,
      customer: { id: amal.id, first_name: 'Amal', email: amal.email },
    });
    // A row carries what the table shows; the whole order (lines, addresses, next statuses) is the detail call's.
    expect(Object.keys(all.body.data[0]).sort()).toEqual([
      'amount_due',
      'amount_paid',
      'created_at',
      'currency',
      'customer',
      'harvest_due',
      'id',
      'item_count',
      'order_number',
      'overdue',
      'payment_method',
      'status',
      'total',
    ]);
    expect(await callerFor(t, admin).admin.orders.get({ id: first.id })).toMatchObject({
      id: first.id,
      next_statuses: ['confirmed', 'cancelled'],
      items: [{ quantity: 3 }],
    });

    const ids$ = async (query: string) =>
      (await api.get(`/api/admin/orders?${query}`)).body.data.map((o: { id: string }) => o.id);
    expect(await ids$(`search=${encodeURIComponent(amal.email)}`)).toEqual([third.id, first.id]);
    expect(await ids$(`search=${first.order_number}`)).toEqual([first.id]);
    expect(await ids$(`search=${tag}%20okra`)).toEqual([first.id]);
    expect(await ids$(`user_id=${badr.id}`)).toEqual([second.id]);
    expect(await ids$(`user_id=${amal.id}&status=confirmed`)).toEqual([third.id]);
    expect(await ids$(`user_id=${amal.id}&sort_by=total&sort_order=asc`)).toEqual([first.id, third.id]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
    expect(await ids$(`user_id=${amal.id}&from=${today}&to=${today}`)).toEqual([third.id, first.id]);
    expect(await ids$(`user_id=${amal.id}&from=${tomorrow}`)).toEqual([]);
    const paged = await api.get(`/api/admin/orders?user_id=${amal.id}&limit=1&page=2`);
    expect(paged.body).toMatchObject({
      data: [{ id: first.id }],
      pagination: { total: 2, totalPages: 2, page: 2, hasPrev: true },
    });
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['user_id=abc', 'user_id'],
      ['from=31-12-2026', 'from'],
      ['from=2026-06-02&to=2026-06-01', 'to'],
      ['sort_by=customer', 'sort_by'],
      ['limit=0', 'limit'],
    ]) {
      expect(await api.get(`/api/admin/orders?${query}`), query).toMatchObject({
        status: 400,
        body: { success: false, field },
      });
    }
  });
});

describe('PUT /api/admin/orders/{id}/status', () => {
  it('moves pending → confirmed → processing → shipped (tracking number) → delivered; the customer sees each status and the timeline', async () => {
    const customer = await createUser(t);
    const product = await makeProduct(t, { price: 250 });
    const order = await placeOrder(t, customer, [{ productId: product, quantity: 1 }]);
    const seen = async () =>
      (await callApi(t, 'GET', `/api/orders/${order.id}`, { token: customer.token })).body.data.status;

    const confirmed = await move(order.id, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      success: true,
      message: `Order ${order.order_number} is now confirmed`,
      data: { id: order.id, status: 'confirmed', next_statuses: ['processing', 'cancelled'] },
    });
    expect(await seen()).toBe('confirmed');
    expect((await move(order.id, { status: 'processing' })).body.data.status).toBe('processing');
    expect(await seen()).toBe('processing');

    const before = await orderState(order.id);
    expect(await move(order.id, { status: 'shipped' })).toMatchObject({
      status: 400,
      body: { field: 'tracking_number', message: 'A tracking number is required to ship an order' },
    });
    expect(await move(order.id, { status: 'shipped', tracking_number: '   ' })).toMatchObject({
      status: 400,
      body: { field: 'tracking_number' },
    });
    expect(await orderState(order.id)).toEqual(before);

    const shipped = await move(order.id, { status: 'shipped', tracking_number: 'EG123456789', carrier: 'Egypt Post' });
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      tracking_number: 'EG123456789',
      carrier: 'Egypt Post',
      next_statuses: ['delivered'],
    });
    expect(await seen()).toBe('shipped');
    const delivered = await move(order.id, { status: 'delivered' });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', next_statuses: ['refunded'] });
    expect(delivered.body.data.timeline.map((s: { status: string; by: string }) => [s.status, s.by])).toEqual([
      ['pending', customer.id],
      ['confirmed', admin.id],
      ['processing', admin.id],
      ['shipped', admin.id],
      ['delivered', admin.id],
    ]);
    expect(delivered.body.data.timeline[3]).toMatchObject({ tracking_number: 'EG123456789', carrier: 'Egypt Post' });
    expect(await seen()).toBe('delivered');
    const tracking = await callApi(t, 'GET', `/api/orders/${order.id}/tracking`, { token: customer.token });
    expect(tracking.body.data.timeline.map((s: { status: string }) => s.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);

    const [entry] = await t.db.sql`
      select actor_id::text as actor, details from audit_log where action = 'admin.order.status_changed' and target_id = ${order.id} and details ->> 'to' = 'shipped'`;
    expect(entry).toMatchObject({
      actor: admin.id,
      details: { from: 'processing', to: 'shipped', tracking_number: 'EG123456789', carrier: 'Egypt Post' },
    });
    expect(await auditCount(t, 'admin.order.status_changed', order.id)).toBe(4);
  });

  it('refuses a move the decider does not allow with 409 and its reason, and changes nothing', async () => {
    const customer = await createUser(t);
    const product = await makeProduct(t, { price: 100 });
    const order = await placeOrder(t, customer, [{ productId: product, quantity: 1 }]);
    const before = await orderState(order.id);
    const audits = await auditCount(t, 'admin.order.status_changed', order.id);
    const cases: [object, string][] = [
      [{ status: 'delivered' }, 'Cannot deliver an order that is pending'],
      [{ status: 'processing' }, 'Cannot process an order that is pending'],
      [{ status: 'refunded' }, 'Cannot refund an order that is pending'],
      [{ status: 'pending' }, 'An order cannot be moved back to pending'],
      [{ status: 'shipped', tracking_number: 'EG1' }, 'Cannot ship an order that is pending'],
    ];
    for (const [body, message] of cases) {
      expect(await move(order.id, body), JSON.stringify(body)).toMatchObject({
        status: 409,
        body: { success: false, error: 'ILLEGAL_STATE', message },
      });
    }
    expect(await orderState(order.id)).toEqual(before);
    expect(await auditCount(t, 'admin.order.status_changed', order.id)).toBe(audits);

    await move(order.id, { status: 'confirmed' });
    await move(order.id, { status: 'processing' });
    const processing = await orderState(order.id);
    expect(await move(order.id, { status: 'cancelled', reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: 'Cannot cancel an order that is being processed' },
    });
    expect(await move(order.id, { status: 'processing' })).toMatchObject({
      status: 409,
      body: { message: 'Cannot process an order that is being processed' },
    });
    expect(await orderState(order.id)).toEqual(processing);
  });

  it('cancels a pending order with a reason through the decider: the stock goes back', async () => {
    const customer = await createUser(t);
    const product = await makeProduct(t, { price: 80, stock: 10 });
    const order = await placeOrder(t, customer, [{ productId: product, quantity: 4 }]);
    expect(await stockOf(product)).toBe(6);
    const res = await move(order.id, { status: 'cancelled', reason: 'Out of delivery area' });
    expect(res.body.data).toMatchObject({ status: 'cancelled', next_statuses: [] });
    expect(res.body.data.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      reason: 'Out of delivery area',
      by: admin.id,
    });
    expect(await stockOf(product)).toBe(10);
    expect(await move(order.id, { status: 'confirmed' })).toMatchObject({
      status: 409,
      body: { message: 'Cannot confirm an order that has been cancelled' },
    });
  });

  it('refunds a delivered order (part of it), and refuses more than its total with 400 naming amount', async () => {
    const customer = await createUser(t);
    const order = await placeOrder(t, customer, [{ productId: await makeProduct(t, { price: 600 }), quantity: 1 }]);
    for (const status of ['confirmed', 'processing']) await move(order.id, { status });
    await move(order.id, { status: 'shipped', tracking_number: 'EG9' });
    await move(order.id, { status: 'delivered' });
    const before = await orderState(order.id);
    expect(await move(order.id, { status: 'refunded', amount: 601 })).toMatchObject({
      status: 400,
      body: { field: 'amount' },
    });
    expect(await move(order.id, { status: 'refunded', amount: -5 })).toMatchObject({
      status: 400,
      body: { field: 'amount' },
    });
    expect(await orderState(order.id)).toEqual(before);
    const refunded = await move(order.id, { status: 'refunded', amount: 150 });
    expect(refunded.body.data.timeline.at(-1)).toMatchObject({ status: 'refunded', amount: 150 });
  });

  it('answers 400 naming the field for bad input and 404 for an unknown order', async () => {
    const customer = await createUser(t);
    const order = await placeOrder(t, customer, [{ productId: await makeProduct(t), quantity: 1 }]);
    const before = await orderState(order.id);
    expect(await move(order.id, {})).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await move(order.id, { status: 'lost' })).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await move(order.id, { status: 'cancelled', reason: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { field: 'reason' },
    });
    expect(await move('abc', { status: 'confirmed' })).toMatchObject({ status: 400, body: { field: 'id' } });
    expect(await orderState(order.id)).toEqual(before);
    expect(await move('987654321', { status: 'confirmed' })).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
  });
});

describe('admin.orders.get (tRPC)', () => {
  it('answers one order with its customer, timeline and next statuses', async () => {
    const customer = await createUser(t, { firstName: 'Dina' });
    const order = await placeOrder(t, customer, [{ productId: await makeProduct(t, { price: 70 }), quantity: 2 }]);
    const caller = callerFor(t, admin);
    const view = await caller.admin.orders.get({ id: order.id });
    expect(view).toMatchObject({
      id: order.id,
      item_count: 2,
      customer: { first_name: 'Dina', email: customer.email },
      next_statuses: ['confirmed', 'cancelled'],
    });
    expect(view.timeline).toEqual([expect.objectContaining({ status: 'pending', by: customer.id })]);
    await expect(caller.admin.orders.get({ id: '987654321' })).rejects.toThrow('Order not found');
  });
});
