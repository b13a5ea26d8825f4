import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { type TestApp, callerFor } from '../helpers/app';
import { type AdminApi, adminAppForFile, callApi, makeProduct, placeOrder } from '../helpers/admin';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Cancel and reorder act on the caller's own orders only — administrators included. An administrator reads a
 * customer's order through the customer routes, but moves it through PUT /admin/orders/{id}/status (audited); a
 * cancel or reorder of someone else's order is 404, as for another customer, and a refused call changes nothing: not
 * the order, its events, the stock, nor anyone's cart.
 */

let t: TestApp;
let admin: TestUser;
let api: AdminApi;

adminAppForFile((app) => ({ t, admin, api } = app));

/** What a refused call must leave as it was: the order, all events, the product's stock, both users' carts, the audit log. */
async function state(orderId: string, productId: string, users: TestUser[]) {
  const sql = t.db.sql;
  const [order] = await sql`select status, updated_at from orders where id = ${orderId}`;
  const [events] = await sql`select count(*)::int as n, max(global_position)::text as last from events`;
  const [stock] = await sql`select stock_quantity from products where id = ${productId}`;
  const carts = await sql`
    select user_id::text as user_id, product_id::text as product_id, quantity from cart_items
    where user_id in ${sql(users.map((u) => u.id))} order by user_id, product_id`;
  const cartRows =
    await sql`select user_id::text as user_id, stream_id, version from carts where user_id in ${sql(users.map((u) => u.id))} order by user_id`;
  const [audit] = await sql`select count(*)::int as n from audit_log`;
  return { order, events, stock, carts: [...carts], cartRows: [...cartRows], audit };
}

async function customerOrder() {
  const customer = await createUser(t, { firstName: 'Mariam' });
  const productId = await makeProduct(t, { name: 'Owned Clover Seeds', stock: 20 });
  const order = await placeOrder(t, customer, [{ productId, quantity: 3 }]);
  return { customer, productId, orderId: String(order.id) };
}

describe("an administrator and a customer's order on the customer routes", () => {
  it('cancel is 404 over REST and tRPC, and changes nothing; the administrator still reads the order', async () => {
    const { customer, productId, orderId } = await customerOrder();
    expect((await api.get(`/api/orders/${orderId}`)).status).toBe(200);
    const before = await state(orderId, productId, [customer, admin]);

    const refused = await api.put(`/api/orders/${orderId}/cancel`, { reason: 'Looks like a duplicate' });
    expect(refused).toMatchObject({
      status: 404,
      body: { success: false, message: 'Order not found', error: 'NOT_FOUND' },
    });
    await expect(
      callerFor(t, admin).orders.cancel({ id: orderId, reason: 'Looks like a duplicate' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found',
    });
    await expect(callerFor(t, admin).orders.cancel({ id: orderId })).rejects.toBeInstanceOf(TRPCError);

    expect(await state(orderId, productId, [customer, admin])).toEqual(before);
    expect(before.order).toMatchObject({ status: 'pending' });
    expect(before.stock).toEqual({ stock_quantity: 17 });
  });

  it("reorder is 404 over REST and tRPC: the administrator's cart stays empty and the customer's untouched", async () => {
    const { customer, productId, orderId } = await customerOrder();
    await callApi(t, 'POST', '/api/cart/add', { token: customer.token, body: { product_id: productId, quantity: 1 } });
    const before = await state(orderId, productId, [customer, admin]);

    const refused = await api.post(`/api/orders/${orderId}/reorder`);
    expect(refused).toMatchObject({
      status: 404,
      body: { success: false, message: 'Order not found', error: 'NOT_FOUND' },
    });
    await expect(callerFor(t, admin).orders.reorder({ id: orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found',
    });

    expect(await state(orderId, productId, [customer, admin])).toEqual(before);
    expect((await api.get('/api/cart')).body.data.item_count).toBe(0);
    expect(before.carts).toEqual([{ user_id: customer.id, product_id: productId, quantity: 1 }]);
  });

  it('the administrator cancels it through the admin order-status route instead: audited, the stock goes back', async () => {
    const { customer, productId, orderId } = await customerOrder();
    const res = await api.put(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      reason: 'The customer asked by phone',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled' });
    const after = await state(orderId, productId, [customer, admin]);
    expect(after.stock).toEqual({ stock_quantity: 20 });
    expect((await callApi(t, 'GET', `/api/orders/${orderId}`, { token: customer.token })).body.data.status).toBe(
      'cancelled',
    );
  });

  it('another customer gets the same 404 on both, and nothing changes', async () => {
    const { customer, productId, orderId } = await customerOrder();
    const other = await createUser(t);
    const before = await state(orderId, productId, [customer, other]);
    for (const [method, path] of [
      ['PUT', 'cancel'],
      ['POST', 'reorder'],
    ] as const) {
      const res = await callApi(t, method, `/api/orders/${orderId}/${path}`, { token: other.token, body: {} });
      expect(res, path).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    }
    expect(await state(orderId, productId, [customer, other])).toEqual(before);
  });
});

describe("an administrator's own orders", () => {
  it('are cancelled and reordered through the customer routes like anyone’s', async () => {
    const productId = await makeProduct(t, { name: 'Admin Own Mint Seeds', stock: 10 });
    const first = await placeOrder(t, admin, [{ productId, quantity: 2 }]);
    const cancelled = await api.put(`/api/orders/${first.id}/cancel`, { reason: 'Ordered twice' });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: 'Order cancelled successfully', data: { status: 'cancelled' } },
    });
    expect((await t.db.sql`select stock_quantity from products where id = ${productId}`)[0]).toEqual({
      stock_quantity: 10,
    });

    const reordered = await api.post(`/api/orders/${first.id}/reorder`);
    expect(reordered).toMatchObject({ status: 200, body: { message: 'All items were added to your cart' } });
    expect((await api.get('/api/cart')).body.data.item_count).toBe(2);
  });
});
