import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearOldMailBodies } from '../../src/server/mail/retention';
import { cancelExpiredPendingOrders } from '../../src/server/orders/expiry';
import { removeOrphanUploads } from '../../src/server/uploads/orphans';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { trustSweep } from '../../src/server/trustSweeps';
import { address, callApi, makeProduct, placeOrder } from '../helpers/admin';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Issue 38, items 4 and 7: what an account may do before its e-mail address is verified (orders up to the admin's
 * limits, no reviews, no "once per customer" coupons, which count per normalised address), pending cash-on-delivery
 * orders cancelled by the workers' sweep, names in mails as the user's words, private attachments, orphan uploads
 * removed and mail bodies cleared after a day.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const stockOf = async (id: string) =>
  (await t.db.sql<{ stock: number }[]>`select stock_quantity as stock from products where id = ${id}`)[0]!.stock;
const statusOf = async (id: string) =>
  (await t.db.sql<{ status: string }[]>`select status from orders where id = ${id}`)[0]!.status;

/** Add to the cart and check out, answering the raw answer (placeOrder throws on a refusal). */
async function checkout(user: TestUser, productId: string, quantity: number, language = 'en') {
  await callApi(t, 'DELETE', '/api/cart', { token: user.token });
  const added = await callApi(t, 'POST', '/api/cart/add', {
    token: user.token,
    body: { product_id: productId, quantity },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': language },
    payload: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('orders before the e-mail address is verified', () => {
  it('allows one pending order up to 2,000 EGP, then refuses with 403 EMAIL_NOT_VERIFIED in English and Arabic; nothing is taken', async () => {
    const product = await makeProduct(t, { price: 600, stock: 29 });
    const fresh = await createUser(t, { verified: false });
    const first = await checkout(fresh, product, 2);
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const second = await checkout(fresh, product, 1);
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      success: false,
      error: 'EMAIL_NOT_VERIFIED',
      message:
        'Please verify your e-mail address to place this order. Until it is verified, your pending orders may not exceed 1 in number or 2000 EGP in total.',
      details: { max_pending_orders: 1, max_pending_total: 2000, pending_orders: 1, pending_total: 1200 },
    });
    const arabic = await checkout(fresh, product, 1, 'ar');
    expect(arabic.status).toBe(403);
    expect(arabic.body.message).toMatch(/^يرجى تأكيد بريدك الإلكتروني/);
    expect(await stockOf(product)).toBe(27);

    // All 29 units at once, the attack of the issue: refused, the stock stays.
    const other = await createUser(t, { verified: false });
    expect((await checkout(other, product, 27)).status).toBe(403);
    expect(await stockOf(product)).toBe(27);

    // Verified, the same account orders as before.
    await t.db.sql`update users set email_verified_at = now() where id = ${fresh.id}`;
    expect((await checkout(fresh, product, 1)).status).toBe(201);
  });

  it('follows the admin settings', async () => {
    const product = await makeProduct(t, { price: 100, stock: 50 });
    const fresh = await createUser(t, { verified: false });
    const set = await callApi(t, 'PUT', '/api/admin/settings', {
      token: admin.token,
      body: { unverified_max_pending_orders: 2, unverified_max_pending_total: 400 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      for (let i = 0; i < 2; i++) {
        const placed = await checkout(fresh, product, 1);
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      }
      const third = await checkout(fresh, product, 1);
      expect(third.status).toBe(403);
      expect(third.body.details).toMatchObject({
        max_pending_orders: 2,
        max_pending_total: 400,
        pending_orders: 2,
        pending_total: 300,
      });
    } finally {
      await callApi(t, 'PUT', '/api/admin/settings', {
        token: admin.token,
        body: { unverified_max_pending_orders: 1, unverified_max_pending_total: 2000 },
      });
    }
  });
});

describe('reviews from verified accounts, marked when bought', () => {
  it('refuses an unverified account (403 EMAIL_NOT_VERIFIED); marks a verified buyer’s review as a verified purchase', async () => {
    const product = await makeProduct(t, { price: 20 });
    const fresh = await createUser(t, { verified: false });
    const refused = await callApi(t, 'POST', `/api/products/${product}/reviews`, {
      token: fresh.token,
      body: { rating: 1, body: 'Bad' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your e-mail address to write a review.',
    });
    const [count] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from product_reviews where product_id = ${product}`;
    expect(count!.n).toBe(0);

    const reader = await createUser(t);
    const plain = await callApi(t, 'POST', `/api/products/${product}/reviews`, {
      token: reader.token,
      body: { rating: 4 },
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.data.verified_purchase).toBe(false);

    const buyer = await createUser(t);
    const order = await placeOrder(t, buyer, [{ productId: product, quantity: 1 }]);
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const moved = await callApi(t, 'PUT', `/api/admin/orders/${order.id}/status`, {
        token: admin.token,
        body: { status, ...(status === 'shipped' ? { tracking_number: 'EG123' } : {}) },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const bought = await callApi(t, 'POST', `/api/products/${product}/reviews`, {
      token: buyer.token,
      body: { rating: 5 },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.data.verified_purchase).toBe(true);
  });
});

describe('pending cash-on-delivery orders not confirmed in time', () => {
  it('are cancelled by the sweep through the cancel command (stock back, by system), once, whatever runs it; others stay', async () => {
    const product = await makeProduct(t, { price: 50, stock: 10 });
    const buyer = await createUser(t);
    const old = await placeOrder(t, buyer, [{ productId: product, quantity: 3 }]);
    const confirmed = await placeOrder(t, buyer, [{ productId: product, quantity: 1 }]);
    const recent = await placeOrder(t, buyer, [{ productId: product, quantity: 2 }]);
    expect(await stockOf(product)).toBe(4);
    const moved = await callApi(t, 'PUT', `/api/admin/orders/${confirmed.id}/status`, {
      token: admin.token,
      body: { status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    await t.db.sql`update orders set created_at = now() - interval '8 days' where id in (${old.id}, ${confirmed.id})`;
    await t.db.sql`update orders set created_at = now() - interval '6 days' where id = ${recent.id}`;

    const now = new Date();
    const runs = await Promise.all([
      cancelExpiredPendingOrders(t.db.sql, now),
      cancelExpiredPendingOrders(t.db.sql, now),
    ]);
    expect(runs.flatMap((r) => r.cancelled).filter((id) => id === old.id)).toHaveLength(1);
    expect(await statusOf(old.id)).toBe('cancelled');
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    expect(await statusOf(recent.id)).toBe('pending');
    expect(await stockOf(product)).toBe(7);
    const events = await t.db.sql<{ type: string; by: string; reason: string }[]>`
      select type, data->>'by' as by, data->>'reason' as reason from events where stream_id = ${`order-${old.id}`} and type = 'OrderCancelled'`;
    expect(events).toEqual([
      { type: 'OrderCancelled', by: 'system', reason: 'Cancelled automatically: not confirmed within 7 days' },
    ]);
    expect((await cancelExpiredPendingOrders(t.db.sql, now)).cancelled).not.toContain(old.id);
    expect(await stockOf(product)).toBe(7);
  });
});

describe('"once per customer" coupons hold per verified address', () => {
  it('counts one person’s addresses once, and asks an unverified account to verify first', async () => {
    const product = await makeProduct(t, { price: 300, stock: 20 });
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    await t.db.sql`insert into coupons (code, kind, value, per_user_limit) values (${code}, 'percent', 10, 1)`;
    const tag = Date.now().toString(36);
    const first = await createUser(t, { email: `grower.${tag}+shop@gmail.com` });
    const again = await createUser(t, { email: `GROWER${tag}@googlemail.com` });
    const fresh = await createUser(t, { verified: false });

    await callApi(t, 'POST', '/api/cart/add', { token: first.token, body: { product_id: product, quantity: 1 } });
    expect((await callApi(t, 'POST', '/api/coupons/apply', { token: first.token, body: { code } })).status).toBe(200);
    expect(
      (
        await callApi(t, 'POST', '/api/orders', {
          token: first.token,
          body: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
        })
      ).status,
    ).toBe(201);

    await callApi(t, 'POST', '/api/cart/add', { token: again.token, body: { product_id: product, quantity: 1 } });
    const twice = await callApi(t, 'POST', '/api/orders', {
      token: again.token,
      body: { shipping_address: address, same_as_shipping: true, payment_method: 'cod', coupon_code: code },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ field: 'coupon_code', details: { reason: 'per_user_limit' } });

    await callApi(t, 'POST', '/api/cart/add', { token: fresh.token, body: { product_id: product, quantity: 1 } });
    const unverified = await callApi(t, 'POST', '/api/coupons/apply', { token: fresh.token, body: { code } });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({
      error: 'EMAIL_NOT_VERIFIED',
      field: 'code',
      message: 'Please verify your e-mail address to use this coupon: it can be used once per customer.',
    });
    const [used] = await t.db.sql<{ n: number }[]>`select used_count as n from coupons where code = ${code}`;
    expect(used!.n).toBe(1);
  });
});

describe('names in mails are the user’s words', () => {
  it('the verification mail does not repeat a phishing first name, nor any mail a link made from one', async () => {
    const email = `named-${Date.now().toString(36)}@example.com`;
    const phishing = 'Your account is locked call 0100 or visit fellah-support.example';
    const res = await callApi(t, 'POST', '/api/auth/register', {
      body: { first_name: phishing.slice(0, 50), last_name: 'X', email, password: 'green-fields-1' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await t.db.sql<
      { body_text: string; body_html: string }[]
    >`select body_text, body_html from mail_outbox where to_address = ${email}`;
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.body_text).not.toMatch(/locked|fellah-support/);
      expect(mail.body_html).not.toMatch(/locked|fellah-support/);
      expect(mail.body_text.startsWith('Hello,')).toBe(true);
    }
    const { greetingOf } = await import('../../src/server/mail/templates');
    expect(greetingOf('en', 'Omar')).toBe('Hello Omar,');
    expect(greetingOf('ar', 'عمر')).toBe('مرحبًا عمر،');
    expect(greetingOf('en', 'evil.example.com')).toBe('Hello,');
    expect(greetingOf('en', 'Win a prize now at')).toBe('Hello,');
  });
});

describe('private attachments and orphan uploads', () => {
  const upload = async (user: TestUser, kind: 'image' | 'document', type: string) => {
    const file =
      kind === 'image'
        ? { filename: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.png }
        : { filename: 'a.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf };
    const body = multipartBody([
      { name: kind, ...file },
      { name: 'type', value: type },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${kind}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.url as string;
  };

  it('serves a support attachment to its owner and administrators only, never cached publicly', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const url = await upload(owner, 'document', 'support');
    expect(url).toMatch(/^\/uploads\/support\/[0-9a-f-]{36}\.pdf$/);
    const get = (token?: string) => t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect((await get(stranger.token)).statusCode).toBe(404);
    for (const token of [owner.token, admin.token]) {
      const res = await get(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    }
    // A public picture stays public.
    const picture = await upload(owner, 'image', 'general');
    const shown = await t.app.inject({ url: picture });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toMatch(/public/);
  });

  it('removes uploads attached to nothing after a day, keeps attached ones and recent ones', async () => {
    const user = await createUser(t);
    const orphan = await upload(user, 'image', 'general');
    const avatar = await upload(user, 'image', 'avatar');
    const recent = await upload(user, 'image', 'general');
    await t.db.sql`update users set avatar_url = ${avatar} where id = ${user.id}`;
    await t.db.sql`update uploads set created_at = now() - interval '25 hours' where url in (${orphan}, ${avatar})`;
    const fileOf = (url: string) => join(t.config.dataDir, url.replace(/^\/+/, ''));
    expect(existsSync(fileOf(orphan))).toBe(true);

    const run = await removeOrphanUploads(t.db.sql, t.config.dataDir, new Date());
    expect(run.removed).toContain(orphan);
    expect(run.removed).not.toContain(avatar);
    expect(run.removed).not.toContain(recent);
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(existsSync(fileOf(avatar))).toBe(true);
    const rows = await t.db.sql<
      { url: string; attached: boolean }[]
    >`select url, attached_at is not null as attached from uploads where url in (${orphan}, ${avatar}, ${recent}) order by url`;
    expect(rows.map((r) => r.url).sort()).toEqual([avatar, recent].sort());
    expect(rows.find((r) => r.url === avatar)!.attached).toBe(true);
    expect((await t.app.inject({ url: orphan })).statusCode).toBe(404);
  });
});

describe('mail bodies do not stay', () => {
  it('clears every body older than a day; an unsent one is marked failed', async () => {
    const user = await createUser(t);
    const [old] = await t.db.sql<{ id: string }[]>`
      insert into mail_outbox (user_id, kind, to_address, subject, body_text, body_html, created_at)
      values (${user.id}, 'password_reset', ${user.email}, 'Reset', 'https://x.test/reset?token=1', '<a>x</a>', now() - interval '25 hours') returning id::text as id`;
    const [fresh] = await t.db.sql<{ id: string }[]>`
      insert into mail_outbox (user_id, kind, to_address, subject, body_text) values (${user.id}, 'password_reset', ${user.email}, 'Reset', 'https://x.test/reset?token=2')
      returning id::text as id`;
    expect(await clearOldMailBodies(t.db.sql, new Date())).toBeGreaterThanOrEqual(1);
    const rows = await t.db.sql<{ id: string; body_text: string | null; body_html: string | null; status: string }[]>`
      select id::text as id, body_text, body_html, status from mail_outbox where id in (${old!.id}, ${fresh!.id})`;
    expect(rows.find((r) => r.id === old!.id)).toMatchObject({ body_text: null, body_html: null, status: 'failed' });
    expect(rows.find((r) => r.id === fresh!.id)).toMatchObject({
      body_text: 'https://x.test/reset?token=2',
      status: 'pending',
    });
    expect(await clearOldMailBodies(t.db.sql, new Date())).toBe(0);
  });
});

describe('the hourly trust sweep', () => {
  it('runs the three parts as one periodic job of the workers', async () => {
    const product = await makeProduct(t, { price: 40, stock: 5 });
    const buyer = await createUser(t);
    const order = await placeOrder(t, buyer, [{ productId: product, quantity: 2 }]);
    await t.db.sql`update orders set created_at = now() - interval '30 days' where id = ${order.id}`;
    const job = trustSweep(t.db.sql, t.config, silentLog);
    expect(job).toMatchObject({ name: 'trust-sweep', everyMs: 3_600_000 });
    const result = (await job.run(new Date())) as Record<string, number>;
    expect(Object.keys(result).sort()).toEqual(['mail_bodies_cleared', 'orders_cancelled', 'uploads_removed']);
    expect(result.orders_cancelled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await stockOf(product)).toBe(5);
  });
});
