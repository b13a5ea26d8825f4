import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStreamId } from '../../src/events/order/order';
import { readStream } from '../../src/events/store';
import { expireUnpaidOrders } from '../../src/server/payments/expiry';
import { computeReport } from '../../src/server/reports/compute';
import { type TestApp, startTestApp } from '../helpers/app';
import { FakeFawry } from '../helpers/fakeFawry';
import { FakePaymob } from '../helpers/fakePaymob';
import type { JsonAnswer } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Paying online through the real server against local fakes of Paymob and Fawry (tests/helpers): the
 * methods offered only when configured, an online order awaiting its payment, the provider's page or reference, the
 * verified callbacks (a forged one is 401 and changes nothing; repeated, late or out-of-order ones are idempotent; the
 * amount is checked), paying again with another method, refunds through the provider, and the expiry of unpaid orders.
 */

const PAYMOB = {
  secretKey: 'sk_test_fellah_0123456789',
  publicKey: 'egy_pk_test_fellah_0123',
  hmacSecret: '04DC1A9490B8CC2094C011FC055ADCDB',
};
const FAWRY = { merchantCode: 'is0N+YQzlE4=', securityKey: 'fawry-test-security-key' };

let plain: TestApp;
let t: TestApp;
let paymob: FakePaymob;
let fawry: FakeFawry;
let admin: TestUser;

const aswan = {
  first_name: 'حسن',
  last_name: 'النوبي',
  phone: '+20 100 555 1234',
  address: 'كورنيش النيل',
  city: 'أسوان',
  country: 'Egypt',
  governorate: 'EG-ASN',
};

async function product(app: TestApp, name: string, price: number, stock = 100): Promise<string> {
  const slug = `pay-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await app.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${name}, 'Fellah', 'fertilizers', ${price}, ${stock}, '/images/x.svg') returning id::text as id`;
  return row!.id;
}
async function grower(app: TestApp): Promise<TestUser> {
  const user = await createUser(app);
  await app.db.sql`update users set email_verified_at = now() where id = ${user.id}`;
  return user;
}
const call = (app: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) =>
  app.app
    .inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as JsonAnswer }));
const stockOf = async (app: TestApp, id: string) =>
  (await app.db.sql<{ s: number }[]>`select stock_quantity as s from products where id = ${id}`)[0]!.s;
const eventsOf = async (orderId: string) => (await readStream(t.db.sql, orderStreamId(orderId))).map((e) => e.type);

/** A grower in Aswan buys two 50 kg bags, paying by `method`. */
async function onlineOrder(method: 'card' | 'wallet' | 'fawry', price = 1100) {
  const user = await grower(t);
  const bag = await product(t, 'Urea 46% N – 50 kg', price);
  expect((await call(t, 'POST', '/api/cart/add', { product_id: bag, quantity: 2 }, user.token)).status).toBe(200);
  const res = await call(
    t,
    'POST',
    '/api/orders',
    { shipping_address: aswan, same_as_shipping: true, payment_method: method },
    user.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { user, bag, order: res.body.data as JsonAnswer };
}
const paymobCallback = (cb: { body: unknown; hmac: string }) =>
  call(t, 'POST', `/api/payments/paymob/webhook?hmac=${cb.hmac}`, cb.body);
const orderOf = async (user: TestUser, id: string) =>
  (await call(t, 'GET', `/api/orders/${id}`, undefined, user.token)).body.data;
/** The invoice's text (pdf.js), its pieces joined by ' | '. */
async function invoiceText(user: TestUser, orderId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const document = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return (content.items as { str?: string }[])
    .map((i) => (i.str ?? '').trim())
    .filter(Boolean)
    .join(' | ');
}
const intentionOf = (order: JsonAnswer) =>
  paymob.intentions.find((i) => order.payment.redirect_url.includes(i.client_secret))!;

beforeAll(async () => {
  paymob = await new FakePaymob(PAYMOB).start();
  fawry = await new FakeFawry(FAWRY).start();
  plain = await startTestApp();
  t = await startTestApp({
    env: {
      PAYMOB_SECRET_KEY: PAYMOB.secretKey,
      PAYMOB_PUBLIC_KEY: PAYMOB.publicKey,
      PAYMOB_HMAC_SECRET: PAYMOB.hmacSecret,
      PAYMOB_CARD_INTEGRATION_ID: '4097558',
      PAYMOB_WALLET_INTEGRATION_ID: '4097559',
      PAYMOB_BASE_URL: paymob.baseUrl,
      FAWRY_MERCHANT_CODE: FAWRY.merchantCode,
      FAWRY_SECURITY_KEY: FAWRY.securityKey,
      FAWRY_BASE_URL: fawry.baseUrl,
      PUBLIC_URL: 'https://shop.example',
    },
  });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
  await paymob?.close();
  await fawry?.close();
});

describe('Without the providers configured (the shop as before)', () => {
  it('offers no online method; a card is Coming soon and a wallet unavailable, and nothing is placed', async () => {
    expect((await call(plain, 'GET', '/api/payments/options')).body.data).toEqual({ methods: [] });
    const user = await grower(plain);
    await call(
      plain,
      'POST',
      '/api/cart/add',
      { product_id: await product(plain, 'Seeds', 100), quantity: 1 },
      user.token,
    );
    const card = await call(
      plain,
      'POST',
      '/api/orders',
      { shipping_address: aswan, same_as_shipping: true, payment_method: 'card' },
      user.token,
    );
    expect(card.status).toBe(400);
    expect(card.body).toMatchObject({ message: 'Coming soon', field: 'payment_method' });
    const wallet = await call(
      plain,
      'POST',
      '/api/orders',
      { shipping_address: aswan, same_as_shipping: true, payment_method: 'wallet' },
      user.token,
    );
    expect(wallet.body).toMatchObject({ message: 'This payment method is not available', field: 'payment_method' });
    expect((await plain.db.sql`select 1 from orders where user_id = ${user.id}`).length).toBe(0);
  });
});

describe('Paymob: card and wallet', () => {
  it('offers the configured methods', async () => {
    expect((await call(t, 'GET', '/api/payments/options')).body.data).toEqual({ methods: ['card', 'wallet', 'fawry'] });
  });

  it('a wallet order waits for its payment with its stock reserved; the intention carries the total in piastres', async () => {
    const { order, bag } = await onlineOrder('wallet');
    expect(order).toMatchObject({
      status: 'pending',
      payment_method: 'wallet',
      subtotal: 2200,
      shipping: 265,
      total: 2465,
      amount_paid: 0,
      amount_due: 2465,
    });
    expect(order.payment).toMatchObject({
      provider: 'paymob',
      method: 'wallet',
      state: 'awaiting',
      amount: 2465,
      fawry_reference: null,
    });
    const page = new URL(order.payment.redirect_url);
    expect(`${page.origin}${page.pathname}`).toBe(`${paymob.baseUrl}/unifiedcheckout/`);
    expect(page.searchParams.get('publicKey')).toBe(PAYMOB.publicKey);
    const intention = intentionOf(order);
    expect(intention).toMatchObject({
      amount: 246_500,
      integration_id: 4097559,
      notification_url: 'https://shop.example/api/payments/paymob/webhook',
      redirection_url: `https://shop.example/orders/${order.id}/payment`,
    });
    expect(paymob.requests.at(-1)?.authorization).toBe(`Token ${PAYMOB.secretKey}`);
    expect(JSON.stringify(paymob.requests.at(-1)?.body)).not.toMatch(/pan|cvv|card_number/i);
    expect(await stockOf(t, bag)).toBe(98);
    // Not confirmable before it is paid.
    const confirm = await call(t, 'PUT', `/api/admin/orders/${order.id}/status`, { status: 'confirmed' }, admin.token);
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(
      'This order is waiting for its online payment: it can be confirmed once it is paid',
    );
  });

  it('a forged callback is 401, kept, and changes nothing; the verified one makes the order paid, once', async () => {
    const { user, order } = await onlineOrder('wallet');
    const paid = await paymob.pay(intentionOf(order).client_secret, true, { deliver: false });
    const forged = await call(t, 'POST', `/api/payments/paymob/webhook?hmac=${'0'.repeat(128)}`, paid.callback.body);
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ success: false, message: 'The payment notification could not be verified' });
    const tampered = { ...paid.callback.body, obj: { ...paid.callback.body.obj, amount_cents: 100 } };
    expect((await call(t, 'POST', `/api/payments/paymob/webhook?hmac=${paid.callback.hmac}`, tampered)).status).toBe(
      401,
    );
    expect((await call(t, 'POST', '/api/payments/paymob/webhook', paid.callback.body)).status).toBe(401);
    expect((await orderOf(user, order.id)).payment.state).toBe('awaiting');
    expect(await eventsOf(order.id)).toEqual(['OrderPlaced', 'PaymentStarted']);
    const [kept] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from payment_notifications where provider = 'paymob' and not verified`;
    expect(kept!.n).toBeGreaterThanOrEqual(3);

    const ok = await paymobCallback(paid.callback);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = await orderOf(user, order.id);
    expect(after).toMatchObject({
      status: 'pending',
      amount_paid: 2465,
      amount_due: 0,
      payment: { state: 'paid', paid_amount: 2465 },
    });
    // Repeated: answered, nothing appended.
    expect((await paymobCallback(paid.callback)).status).toBe(200);
    // A failure told after the success changes nothing (out of order).
    const declined = paymob.callbackFor({ ...paid.callback.body.obj, id: 999_001, success: false });
    expect((await paymobCallback(declined)).status).toBe(200);
    expect(await eventsOf(order.id)).toEqual(['OrderPlaced', 'PaymentStarted', 'PaymentSucceeded']);
    expect(
      (await call(t, 'PUT', `/api/admin/orders/${order.id}/status`, { status: 'confirmed' }, admin.token)).status,
    ).toBe(200);
  });

  it('a signed callback for another amount is kept but does not pay the order', async () => {
    const { user, order } = await onlineOrder('card');
    const wrong = await paymob.pay(intentionOf(order).client_secret, true, { deliver: false, amountCents: 100 });
    expect((await paymobCallback(wrong.callback)).status).toBe(200);
    expect((await orderOf(user, order.id)).payment.state).toBe('awaiting');
    const [kept] = await t.db.sql<
      { outcome: string }[]
    >`select outcome from payment_notifications where order_id = ${order.id} order by id desc limit 1`;
    expect(kept!.outcome).toMatch(/^RecordPaymentSuccess refused/);
  });

  it('declined, the grower pays again with another method, then it is paid', async () => {
    const { user, order } = await onlineOrder('card');
    const declined = await paymob.pay(intentionOf(order).client_secret, false, { deliver: false });
    expect((await paymobCallback(declined.callback)).status).toBe(200);
    expect((await orderOf(user, order.id)).payment).toMatchObject({ state: 'failed', failure_reason: 'Do not honour' });
    const other = await createUser(t);
    expect((await call(t, 'POST', `/api/orders/${order.id}/pay`, { method: 'wallet' }, other.token)).status).toBe(404);
    const again = await call(t, 'POST', `/api/orders/${order.id}/pay`, { method: 'wallet' }, user.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.payment).toMatchObject({ state: 'awaiting', method: 'wallet' });
    const paid = await paymob.pay(intentionOf(again.body.data).client_secret, true, { deliver: false });
    expect((await paymobCallback(paid.callback)).status).toBe(200);
    expect((await orderOf(user, order.id)).payment.state).toBe('paid');
    // A late success of the first, declined attempt's order is not ours any more: 404, nothing changes.
    expect((await call(t, 'POST', `/api/orders/${order.id}/pay`, { method: 'card' }, user.token)).status).toBe(409);
  });

  it('an admin refunds through Paymob, in part then the rest, never more than was paid (audited)', async () => {
    const { user, order } = await onlineOrder('card');
    const paid = await paymob.pay(intentionOf(order).client_secret, true, { deliver: false });
    await paymobCallback(paid.callback);
    expect((await call(t, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 100 }, user.token)).status).toBe(
      403,
    );
    const part = await call(t, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 465 }, admin.token);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.payment).toMatchObject({ state: 'partially_refunded', refunded_amount: 465 });
    // The invoice shows what was paid online and what was refunded, apart.
    expect(await invoiceText(user, order.id)).toMatch(
      /Paid \| 2465\.00 EGP \| Refunded \| -465\.00 EGP \| Left to pay \| 0\.00 EGP/,
    );
    expect(paymob.refunds.at(-1)).toEqual({ transaction_id: String(paid.transaction.id), amount_cents: 46_500 });
    const over = await call(t, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 2000.01 }, admin.token);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      field: 'amount',
      message: 'The refund must be more than 0 and at most what is left of the payment (2000 EGP)',
    });
    expect(
      (await call(t, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 2000 }, admin.token)).body.data.payment
        .state,
    ).toBe('refunded');
    expect(await eventsOf(order.id)).toEqual([
      'OrderPlaced',
      'PaymentStarted',
      'PaymentSucceeded',
      'PaymentRefunded',
      'PaymentRefunded',
    ]);
    const [logged] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from audit_log where action = 'admin.order.refunded_online' and target_id = ${order.id}`;
    expect(logged!.n).toBe(2);
  });
});

describe('Fawry: a reference paid at a kiosk', () => {
  it('gives a reference; the verified PAID notification pays the order, a forged one is 401; refund through Fawry', async () => {
    const { user, order } = await onlineOrder('fawry');
    expect(order.payment).toMatchObject({ provider: 'fawry', method: 'fawry', state: 'awaiting', redirect_url: null });
    const charge = fawry.charges.find((c) => c.referenceNumber === order.payment.fawry_reference)!;
    expect(charge).toMatchObject({ amount: 2465, customerMobile: '01005551234' });
    const paid = fawry.notificationFor(charge.referenceNumber, 'PAID');
    expect((await call(t, 'POST', '/api/payments/fawry/webhook', { ...paid, orderAmount: 1 })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/payments/fawry/webhook', { ...paid, messageSignature: 'f'.repeat(64) })).status,
    ).toBe(401);
    expect((await orderOf(user, order.id)).payment.state).toBe('awaiting');
    expect((await call(t, 'POST', '/api/payments/fawry/webhook', paid)).status).toBe(200);
    expect((await call(t, 'POST', '/api/payments/fawry/webhook', paid)).status).toBe(200);
    expect((await orderOf(user, order.id)).payment).toMatchObject({ state: 'paid', paid_amount: 2465 });
    expect(
      (await call(t, 'POST', '/api/payments/fawry/webhook', fawry.notificationFor(charge.referenceNumber, 'EXPIRED')))
        .status,
    ).toBe(200);
    expect((await orderOf(user, order.id)).payment.state).toBe('paid');
    const refund = await call(t, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 2465 }, admin.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(fawry.refunds.at(-1)).toEqual({ referenceNumber: charge.referenceNumber, refundAmount: 2465 });
  });

  it('an EXPIRED reference marks the payment failed', async () => {
    const { user, order } = await onlineOrder('fawry');
    expect(
      (
        await call(
          t,
          'POST',
          '/api/payments/fawry/webhook',
          fawry.notificationFor(order.payment.fawry_reference, 'EXPIRED'),
        )
      ).status,
    ).toBe(200);
    expect((await orderOf(user, order.id)).payment.state).toBe('failed');
  });
});

describe('The sales report', () => {
  it("shows what was paid online and refunded online apart, on the orders' day", async () => {
    const { order } = await onlineOrder('card', 300);
    await paymobCallback((await paymob.pay(intentionOf(order).client_secret, true, { deliver: false })).callback);
    await call(t, 'POST', `/api/admin/orders/${order.id}/refund`, { amount: 15 }, admin.token);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const report = await computeReport(t.db.sql, { type: 'sales', from: today, to: today, group_by: 'day' });
    expect(report.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['online', 'refunded_online', 'deferred', 'collected']),
    );
    const [sums] = await t.db.sql<{ paid: number; refunded: number }[]>`
      select sum(paid_amount)::float8 as paid, sum(refunded_amount)::float8 as refunded from order_payments`;
    expect(report.rows[0]).toMatchObject({ online: sums!.paid, refunded_online: sums!.refunded });
    expect(sums!.paid).toBeGreaterThanOrEqual(865);
    expect(report.totals).toMatchObject({ online: sums!.paid, refunded_online: sums!.refunded });
  });

  it('shows what is paid cash on delivery apart from what was paid online', async () => {
    const { order: online } = await onlineOrder('wallet', 200);
    await paymobCallback((await paymob.pay(intentionOf(online).client_secret, true, { deliver: false })).callback);
    const cod = await grower(t);
    const bag = await product(t, 'Compost – 25 kg', 180);
    expect((await call(t, 'POST', '/api/cart/add', { product_id: bag, quantity: 3 }, cod.token)).status).toBe(200);
    const placed = await call(t, 'POST', '/api/orders', { shipping_address: aswan, same_as_shipping: true }, cod.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.payment_method).toBe('cod');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const report = await computeReport(t.db.sql, { type: 'sales', from: today, to: today, group_by: 'day' });
    const keys = report.columns.map((c) => c.key);
    expect(keys.indexOf('cash')).toBeGreaterThan(-1);
    expect(keys.indexOf('cash')).toBeLessThan(keys.indexOf('online'));
    const [truth] = await t.db.sql<{ cash: number; online_total: number }[]>`
      select coalesce(sum(total - coalesce(refunded_amount, 0)) filter (where payment_method = 'cod' and status <> 'cancelled'), 0)::float8 as cash,
             coalesce(sum(total) filter (where payment_method in ('card', 'wallet', 'fawry')), 0)::float8 as online_total
      from orders`;
    // The cash order's total is in it, and none of the online orders'.
    expect(truth!.cash).toBeGreaterThanOrEqual(placed.body.data.total);
    expect(truth!.online_total).toBeGreaterThan(0);
    expect(report.rows[0]).toMatchObject({ cash: truth!.cash });
    expect(report.totals).toMatchObject({ cash: truth!.cash });
  });
});

describe('My Orders', () => {
  it('lists an order paid online as paid, and a cash order and an unpaid online one with what is left to pay', async () => {
    const { user, order } = await onlineOrder('card', 410);
    const cardOf = async (who: TestUser, id: string) =>
      ((await call(t, 'GET', '/api/orders', undefined, who.token)).body.data as JsonAnswer[]).find((o) => o.id === id)!;
    expect(await cardOf(user, order.id)).toMatchObject({ amount_paid: 0, amount_due: order.total });
    await paymobCallback((await paymob.pay(intentionOf(order).client_secret, true, { deliver: false })).callback);
    const paid = await cardOf(user, order.id);
    expect(paid).toMatchObject({ payment_method: 'card', amount_paid: order.total, amount_due: 0 });
    // The card and the order itself say the same.
    expect(await orderOf(user, order.id)).toMatchObject({ amount_paid: paid.amount_paid, amount_due: 0 });

    const cod = await grower(t);
    const seeds = await product(t, 'Tomato seeds', 95);
    expect((await call(t, 'POST', '/api/cart/add', { product_id: seeds, quantity: 1 }, cod.token)).status).toBe(200);
    const placed = await call(t, 'POST', '/api/orders', { shipping_address: aswan, same_as_shipping: true }, cod.token);
    expect(await cardOf(cod, placed.body.data.id)).toMatchObject({
      amount_paid: 0,
      amount_due: placed.body.data.total,
    });
  });
});

describe('Unpaid online orders', () => {
  it('are cancelled by the workers after the expiry, their stock returned; a paid one stays', async () => {
    const unpaid = await onlineOrder('wallet');
    const paidOne = await onlineOrder('card');
    await paymobCallback(
      (await paymob.pay(intentionOf(paidOne.order).client_secret, true, { deliver: false })).callback,
    );
    const now = new Date();
    const early = await expireUnpaidOrders(t.db.sql, 30, now);
    expect(early.cancelled).not.toContain(unpaid.order.id);
    const later = await expireUnpaidOrders(t.db.sql, 30, new Date(now.getTime() + 31 * 60_000));
    expect(later.cancelled).toContain(unpaid.order.id);
    expect(later.cancelled).not.toContain(paidOne.order.id);
    expect(await stockOf(t, unpaid.bag)).toBe(100);
    const cancelled = await orderOf(unpaid.user, unpaid.order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', amount_due: 0 });
    // Run again: nothing more.
    expect((await expireUnpaidOrders(t.db.sql, 30, new Date(now.getTime() + 32 * 60_000))).cancelled).not.toContain(
      unpaid.order.id,
    );
    // A success arriving after the expiry is recorded (the money was taken): the admin can refund it.
    const late = await paymob.pay(intentionOf(unpaid.order).client_secret, true, { deliver: false });
    expect((await paymobCallback(late.callback)).status).toBe(200);
    expect((await orderOf(unpaid.user, unpaid.order.id)).payment.state).toBe('paid');
  });
});
