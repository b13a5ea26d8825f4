import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import type { MessageKey } from '../../src/shared/messages';
import { keyedDetails } from '../helpers/refusals';

/*
 * The Notifications group through the real server (REST at /api, one tRPC call) on a database of this file's own.
 * Notifications are written straight into the table here — the notifications projection owns their making, this
 * side only the reader's state — except in the last test, which places and cancels a real order and waits for the
 * projection to notify.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
});
afterAll(() => t?.close());

/** A notification for `user`, `minutesAgo` old; read or deleted when asked. */
async function notify(
  user: TestUser,
  title: string,
  opts: { minutesAgo?: number; read?: boolean; deleted?: boolean } = {},
): Promise<string> {
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into notifications (user_id, type, title, message, data, read_at, deleted_at, created_at)
    values (${user.id}, 'order_status', ${title}, ${`${title}: details`}, ${t.db.sql.json({ order_number: title })},
            ${opts.read ? t.db.sql`now()` : null}, ${opts.deleted ? t.db.sql`now()` : null},
            now() - make_interval(mins => ${opts.minutesAgo ?? 0}))
    returning id::text as id`;
  return row!.id;
}

const rowOf = async (id: string) =>
  (
    await t.db.sql<
      { read_at: Date | null; deleted_at: Date | null }[]
    >`select read_at, deleted_at from notifications where id = ${id}`
  )[0]!;
const titles = (items: JsonAnswer[]) => items.map((n) => n.title);
const unread = async (user: TestUser) =>
  (await api.get('/api/notifications/unread-count', user.token)).body.data.count as number;

describe('signed out', () => {
  it("answers 401 'Please log in to see your notifications' to every call, changing nothing", async () => {
    const owner = await createUser(t);
    const id = await notify(owner, 'Untouched');
    const calls = [
      api.get('/api/notifications'),
      api.put(`/api/notifications/${id}/read`, {}),
      api.put('/api/notifications/read-all', {}),
      api.del(`/api/notifications/${id}`),
      api.get('/api/notifications/unread-count'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: 'Please log in to see your notifications',
        error: 'UNAUTHORIZED',
        details: { message_key: 'signIn.notifications' },
      });
    }
    expect(await rowOf(id)).toEqual({ read_at: null, deleted_at: null });
  });
});

describe('GET /notifications', () => {
  it('lists my own, newest first, a page at a time, with the unread count; deleted ones never appear', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await notify(me, 'Oldest', { minutesAgo: 30, read: true });
    await notify(me, 'Middle', { minutesAgo: 20 });
    await notify(me, 'Deleted', { minutesAgo: 15, deleted: true });
    await notify(me, 'Newest', { minutesAgo: 10 });
    await notify(other, 'Not mine', { minutesAgo: 5 });

    const all = await api.get('/api/notifications', me.token);
    expect(all.status).toBe(200);
    expect(titles(all.body.data)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(all.body.notifications).toEqual(all.body.data);
    expect(all.body.unread_count).toBe(2);
    expect(all.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 3,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    expect(all.body.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'order_status',
      title: 'Newest',
      message: 'Newest: details',
      data: { order_number: 'Newest' },
      is_read: false,
      read_at: null,
      created_at: expect.any(String),
    });
    expect(all.body.data[2]).toMatchObject({ title: 'Oldest', is_read: true, read_at: expect.any(String) });

    const page2 = await api.get('/api/notifications?page=2&limit=2', me.token);
    expect(titles(page2.body.data)).toEqual(['Oldest']);
    expect(page2.body.pagination).toMatchObject({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasPrev: true,
      hasNext: false,
    });

    const onlyUnread = await api.get('/api/notifications?unread_only=true', me.token);
    expect(titles(onlyUnread.body.data)).toEqual(['Newest', 'Middle']);
    expect(onlyUnread.body.pagination.total).toBe(2);
    expect(titles((await api.get('/api/notifications?unread_only=false', me.token)).body.data)).toHaveLength(3);
    expect(await unread(me)).toBe(2);
  });

  it("words an order's notification in the reader's language, whatever language it was written in", async () => {
    const me = await createUser(t);
    const data = {
      order_id: '1',
      order_number: 'FL-2026-000321',
      status: 'shipped',
      tracking_number: 'EG123456',
      carrier: 'Aramex',
    };
    await t.db.sql`
      insert into notifications (user_id, type, title, message, data, created_at)
      values (${me.id}, 'order_shipped', 'Order shipped', 'written in English', ${t.db.sql.json(data)}, now())`;
    await notify(me, 'Not an order event', { minutesAgo: 1 });
    const read = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${me.token}`, 'accept-language': language },
      });
      return (res.json().data as JsonAnswer[]).map((n) => [n.title, n.message]);
    };
    expect(await read('ar-EG')).toEqual([
      ['تم شحن طلبك', 'طلبك رقم FL-2026-000321 في الطريق إليك. رقم التتبع: EG123456 (شركة الشحن: Aramex).'],
      ['Not an order event', 'Not an order event: details'],
    ]);
    expect((await read('en'))[0]).toEqual([
      'Order shipped',
      'Your order FL-2026-000321 is on its way. Tracking number: EG123456 (Aramex).',
    ]);
  });

  it('answers an empty list and 0 for a user with none', async () => {
    const me = await createUser(t);
    const res = await api.get('/api/notifications', me.token);
    expect(res.body).toMatchObject({
      success: true,
      data: [],
      unread_count: 0,
      pagination: { total: 0, totalPages: 1 },
    });
    expect(await unread(me)).toBe(0);
  });

  it('refuses a bad page, limit or unread_only with 400 naming the field', async () => {
    const me = await createUser(t);
    const cases: [string, string, string, MessageKey?][] = [
      ['page=0', 'page', 'page must be a whole number of 1 or more', 'field.wholeOneOrMore'],
      ['page=two', 'page', 'page must be a whole number of 1 or more', 'field.wholeOneOrMore'],
      ['limit=101', 'limit', 'limit must be a whole number from 1 to 100', 'field.wholeFromTo'],
      ['unread_only=maybe', 'unread_only', 'unread_only must be true or false', 'call.trueOrFalse'],
    ];
    for (const [query, field, message, key] of cases) {
      const res = await api.get(`/api/notifications?${query}`, me.token);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message,
        error: 'VALIDATION_ERROR',
        field,
        details: keyedDetails(key),
      });
    }
  });

  it('is served over tRPC as notifications.list and notifications.unreadCount', async () => {
    const me = await createUser(t);
    await notify(me, 'Over tRPC');
    const headers = { authorization: `Bearer ${me.token}` };
    const count = await t.app.inject({ method: 'GET', url: '/trpc/notifications.unreadCount', headers });
    expect(count.json().result.data.json).toEqual({ count: 1 });
    const input = encodeURIComponent(JSON.stringify({ json: { unread_only: true } }));
    const list = await t.app.inject({ method: 'GET', url: `/trpc/notifications.list?input=${input}`, headers });
    expect(list.json().result.data.json).toMatchObject({
      items: [{ title: 'Over tRPC', is_read: false }],
      unread_count: 1,
    });
  });
});

describe('PUT /notifications/{id}/read', () => {
  it('marks my notification read and answers it with the unread count; again keeps the first read time', async () => {
    const me = await createUser(t);
    const id = await notify(me, 'Read me');
    await notify(me, 'Still unread');
    const res = await api.put(`/api/notifications/${id}/read`, {}, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Notification marked as read',
      data: { notification: { id, title: 'Read me', is_read: true, read_at: expect.any(String) }, unread_count: 1 },
    });
    const again = await api.put(`/api/notifications/${id}/read`, {}, me.token);
    expect(again.body.data.notification.read_at).toBe(res.body.data.notification.read_at);
    expect(await unread(me)).toBe(1);
  });

  it("answers 404 for another user's notification, a deleted one or one that does not exist, and changes nothing", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const theirs = await notify(other, 'Theirs');
    const deleted = await notify(me, 'Gone', { deleted: true });
    for (const id of [theirs, deleted, '999999999']) {
      const res = await api.put(`/api/notifications/${id}/read`, {}, me.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        message: 'Notification not found',
        error: 'NOT_FOUND',
        details: { message_key: 'notifications.notFound' },
      });
    }
    expect((await rowOf(theirs)).read_at).toBeNull();
    expect((await rowOf(deleted)).read_at).toBeNull();
    expect(await unread(other)).toBe(1);
  });

  it('refuses an id that is not a whole number with 400 naming id', async () => {
    const me = await createUser(t);
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await api.put(`/api/notifications/${id}/read`, {}, me.token);
      expect(res.status, id).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'id must be a positive whole number',
        error: 'VALIDATION_ERROR',
        field: 'id',
        details: keyedDetails('field.positiveWhole'),
      });
    }
  });
});

describe('PUT /notifications/read-all', () => {
  it("marks all mine read, not another user's and not deleted ones", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await notify(me, 'One');
    await notify(me, 'Two');
    await notify(me, 'Read before', { read: true });
    const deleted = await notify(me, 'Deleted', { deleted: true });
    const theirs = await notify(other, 'Theirs');
    const res = await api.put('/api/notifications/read-all', {}, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'All notifications marked as read',
      data: { updated: 2, unread_count: 0 },
    });
    expect(await unread(me)).toBe(0);
    expect((await api.get('/api/notifications?unread_only=true', me.token)).body.data).toEqual([]);
    expect((await rowOf(deleted)).read_at).toBeNull();
    expect((await rowOf(theirs)).read_at).toBeNull();
    expect(await unread(other)).toBe(1);
    const again = await api.put('/api/notifications/read-all', {}, me.token);
    expect(again.body.data).toEqual({ updated: 0, unread_count: 0 });
  });
});

describe('DELETE /notifications/{id}', () => {
  it('deletes mine softly: never listed or counted again, the row kept as a tombstone', async () => {
    const me = await createUser(t);
    const id = await notify(me, 'Delete me');
    await notify(me, 'Keep me');
    const res = await api.del(`/api/notifications/${id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Notification deleted', data: { id, unread_count: 1 } });
    expect(titles((await api.get('/api/notifications', me.token)).body.data)).toEqual(['Keep me']);
    expect(await unread(me)).toBe(1);
    expect((await rowOf(id)).deleted_at).not.toBeNull();
    const again = await api.del(`/api/notifications/${id}`, me.token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Notification not found');
  });

  it("answers 404 for another user's notification and leaves it", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const theirs = await notify(other, 'Theirs');
    const res = await api.del(`/api/notifications/${theirs}`, me.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: 'Notification not found',
      error: 'NOT_FOUND',
      details: { message_key: 'notifications.notFound' },
    });
    expect(await rowOf(theirs)).toEqual({ read_at: null, deleted_at: null });
    expect(titles((await api.get('/api/notifications', other.token)).body.data)).toEqual(['Theirs']);
  });

  it('refuses an id that is not a whole number with 400 naming id', async () => {
    const me = await createUser(t);
    const res = await api.del('/api/notifications/first', me.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe('an order status change notifies its customer (the notifications projection)', () => {
  it('a real checkout and cancel is followed by a notification naming the order within 15 s', async () => {
    const me = await createUser(t);
    const [product] = await t.db.sql<{ id: string }[]>`
      insert into products (slug, name, brand, category, price, stock_quantity)
      values ('notify-seeds', 'Notify Seeds', 'Fellah', 'seeds', 40, 10) returning id::text as id`;
    expect((await api.post('/api/cart/add', { product_id: product!.id, quantity: 2 }, me.token)).status).toBe(200);
    const address = {
      first_name: 'Mona',
      last_name: 'Salem',
      phone: '+20 100 765 4321',
      address: '3 Canal Road',
      city: 'Ismailia',
      country: 'Egypt',
    };
    const placed = await api.post(
      '/api/orders',
      { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
      me.token,
    );
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect((await api.put(`/api/orders/${order.id}/cancel`, { reason: 'Changed my mind' }, me.token)).status).toBe(200);

    const aboutOrder = (n: JsonAnswer) =>
      n.data?.order_id === order.id || JSON.stringify(n).includes(order.order_number);
    const mine = await eventually(
      async () => {
        const found = ((await api.get('/api/notifications', me.token)).body.data as JsonAnswer[]).filter(aboutOrder);
        return found.length > 0 ? found : undefined;
      },
      { interval: 250, message: 'a notification about the order' },
    );
    expect(mine[0]).toMatchObject({ is_read: false, title: expect.any(String), message: expect.any(String) });
    expect(await unread(me)).toBeGreaterThanOrEqual(1);
  }, 30_000);
});
