import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { creditLines } from '../../src/events/projections/creditLines';
import { drainProjections, rebuild, rebuildAll } from '../../src/server/projections/runner';
import { sendPaymentReminders } from '../../src/server/credit/reminders';
import { placeOrder } from '../../src/server/orders/checkout';
import { computeReport } from '../../src/server/reports/compute';
import { BullMqReportQueue } from '../../src/server/reports/queue';
import { ZCheckoutForm } from '../../src/shared/schemas/checkout';
import { type TestApp, callerFor, silentLog, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { redisServer, uniquePrefix } from '../helpers/services';
import { type TestUser, createUser } from '../helpers/users';
import { demoFiles } from '../../src/server/demo/content';
import { demoCreditLine } from '../../src/server/demo/credit';
import { demoCustomer, demoCustomerAccount } from '../../src/server/demo/customer';
import { loadDataSets } from '../../src/server/seed';

/*
 * Pay at harvest, the ledger side: reminders sent by the sweep with any clock — once each, also on a
 * replay, in two workers at once and after a rebuild —, overdue orders in the admin list, the receivables and their
 * CSV, collected and deferred revenue in the sales reports, the invoice, the sweep's BullMQ schedule and OpenAPI.
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
const PUBLIC_URL = 'https://fellah.example';

async function product(price: number): Promise<string> {
  const slug = `ledger-seeds-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${`Ledger Seeds ${slug}`}, 'Fellah', 'seeds', ${price}, 1000, '/images/seeds.svg') returning id::text as id`;
  return row!.id;
}
async function grower(limit: number, opts: { firstName?: string; language?: 'ar' } = {}): Promise<TestUser> {
  const user = await createUser(t, opts.firstName ? { firstName: opts.firstName } : {});
  if (opts.language)
    await t.db.sql`update users set preferences = ${t.db.sql.json({ language: opts.language })} where id = ${user.id}`;
  expect((await api.put(`/api/admin/users/${user.id}/credit`, { limit }, admin.token)).status).toBe(200);
  return user;
}
/** A harvest order of one unit at `price`, placed at `now` (the checkout's own function, with its clock) due in `month`. */
async function placedAt(user: TestUser, price: number, now: Date, month: string) {
  await api.post('/api/cart/add', { product_id: await product(price), quantity: 1 }, user.token);
  const input = ZCheckoutForm.parse({
    shipping_address: address,
    payment_method: 'pay_at_harvest',
    harvest_due: month,
  });
  return (await placeOrder(t.db.sql, { userId: user.id, now }, input)).order;
}
const pay = (orderId: string, amount: number) =>
  api.post(`/api/admin/orders/${orderId}/payments`, { amount }, admin.token);
const sweep = (iso: string) => sendPaymentReminders(t.db.sql, { now: new Date(iso), publicUrl: PUBLIC_URL });
const remindersOf = (userId: string) =>
  t.db.sql<{ title: string; message: string; data: JsonAnswer }[]>`
    select title, message, data from notifications where user_id = ${userId} and type = 'payment_reminder' order by id`;
const mailsOf = (userId: string) =>
  t.db.sql<
    { subject: string; body_text: string }[]
  >`select subject, body_text from mail_outbox where user_id = ${userId} and kind = 'payment_reminder' order by id`;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

describe('Reminders', () => {
  // Orders placed on 15 March 2026, due at the end of September 2026.
  const placed = new Date('2026-03-15T10:00:00Z');
  let english: TestUser;
  let arabic: TestUser;
  let paidUp: TestUser;
  let cancelled: TestUser;
  let orderEn: JsonAnswer;
  let orderAr: JsonAnswer;

  beforeAll(async () => {
    english = await grower(2000);
    arabic = await grower(2000, { language: 'ar' });
    paidUp = await grower(2000);
    cancelled = await grower(2000);
    orderEn = await placedAt(english, 600, placed, '2026-09');
    orderAr = await placedAt(arabic, 1200, placed, '2026-09');
    const paidOrder = await placedAt(paidUp, 800, placed, '2026-09');
    expect((await pay(paidOrder.id, 800)).status).toBe(201);
    const cancelledOrder = await placedAt(cancelled, 700, placed, '2026-09');
    expect((await api.put(`/api/orders/${cancelledOrder.id}/cancel`, {}, cancelled.token)).status).toBe(200);
  });

  it('none before 14 days ahead of the end of the due month', async () => {
    expect((await sweep('2026-09-15T09:00:00Z')).sent).toEqual([]);
  });

  it('14 days before: a notification and an e-mail in the customer language, once; never for a paid or cancelled order', async () => {
    const run = await sweep('2026-09-16T09:00:00Z');
    expect(run.today).toBe('2026-09-16');
    expect(run.sent).toEqual(
      expect.arrayContaining([
        { order_id: orderEn.id, kind: 'due_14' },
        { order_id: orderAr.id, kind: 'due_14' },
      ]),
    );
    expect(run.sent.filter((s) => s.order_id === orderEn.id || s.order_id === orderAr.id)).toHaveLength(2);
    expect(await remindersOf(paidUp.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);

    const [en] = await remindersOf(english.id);
    expect(en).toEqual({
      title: `Payment for order ${orderEn.order_number} falls due soon`,
      message: `Your pay-at-harvest order ${orderEn.order_number} is due at the end of September 2026 (2026-09-30): 600.00 EGP is left to pay, 14 days from now.`,
      data: {
        order_id: orderEn.id,
        order_number: orderEn.order_number,
        kind: 'due_14',
        harvest_due: '2026-09',
        amount_due: 600,
        link: `/orders/${orderEn.id}`,
      },
    });
    const [ar] = await remindersOf(arabic.id);
    expect(ar!.title).toBe(`اقترب موعد سداد الطلب ${orderAr.order_number}`);
    expect(ar!.message).toContain('1,200.00 جنيه');
    const [mailAr] = await mailsOf(arabic.id);
    expect(mailAr!.subject).toBe(`اقترب موعد سداد الطلب ${orderAr.order_number}`);
    expect(mailAr!.body_text).toContain(`${PUBLIC_URL}/ar/orders/${orderAr.id}`);
    expect(mailAr!.body_text).toContain('مرحبًا');
    const [mailEn] = await mailsOf(english.id);
    expect(mailEn!.body_text).toContain('Hello Test,');

    // Again the same day, later that week, and from two workers at once: nothing more.
    expect((await sweep('2026-09-16T20:00:00Z')).sent).toEqual([]);
    const twice = await Promise.all([sweep('2026-09-20T09:00:00Z'), sweep('2026-09-20T09:00:00Z')]);
    expect(twice.flatMap((r) => r.sent)).toEqual([]);
    expect(await remindersOf(english.id)).toHaveLength(1);
    expect(await mailsOf(english.id)).toHaveLength(1);
  });

  it('3 days before, then once overdue; the customer sees them in their notifications', async () => {
    const three = await Promise.all([sweep('2026-09-27T09:00:00Z'), sweep('2026-09-27T09:00:00Z')]);
    expect(three.flatMap((r) => r.sent).filter((s) => s.order_id === orderEn.id)).toEqual([
      { order_id: orderEn.id, kind: 'due_3' },
    ]);
    expect((await remindersOf(english.id)).at(-1)!.title).toBe(`3 days left to pay order ${orderEn.order_number}`);
    expect((await remindersOf(arabic.id)).at(-1)!.title).toBe(`باقي 3 أيام على سداد الطلب ${orderAr.order_number}`);

    // A partial payment: the overdue reminder names what is left.
    expect((await pay(orderEn.id, 100)).status).toBe(201);
    const overdue = await sweep('2026-10-01T07:00:00Z');
    expect(overdue.sent.filter((s) => s.order_id === orderEn.id)).toEqual([{ order_id: orderEn.id, kind: 'overdue' }]);
    const last = (await remindersOf(english.id)).at(-1)!;
    expect(last.title).toBe(`Payment overdue: order ${orderEn.order_number}`);
    expect(last.message).toContain('500.00 EGP is still to pay');
    expect((await remindersOf(arabic.id)).at(-1)!.title).toBe(`تأخر سداد الطلب ${orderAr.order_number}`);
    expect((await sweep('2026-11-15T07:00:00Z')).sent).toEqual([]);

    const listed = (await api.get('/api/notifications', english.token)).body.data as JsonAnswer[];
    expect(listed.filter((n) => n.type === 'payment_reminder')).toHaveLength(3);
    expect(await mailsOf(english.id)).toHaveLength(3);
  });

  it('a rebuild of every projection (the credit read model too) sends nothing again', async () => {
    await rebuildAll(t.db.sql, asyncProjections);
    await rebuild(t.db.sql, creditLines);
    for (const at of ['2026-09-16T09:00:00Z', '2026-09-28T09:00:00Z', '2026-10-02T09:00:00Z'])
      expect((await sweep(at)).sent).toEqual([]);
    expect(await remindersOf(english.id)).toHaveLength(3);
    expect(await remindersOf(arabic.id)).toHaveLength(3);
    expect(await mailsOf(arabic.id)).toHaveLength(3);
    // The read model came back the same.
    expect((await api.get('/api/auth/credit', english.token)).body.data).toMatchObject({
      outstanding: 500,
      orders: [{ id: orderEn.id, amount_paid: 100, amount_due: 500 }],
    });
  });

  it('overdue orders are flagged in the admin list and the order', async () => {
    // Real today is after September 2026 whenever this runs later than that; judge with the sweep's clock otherwise.
    const rows = (await api.get(`/api/admin/orders?user_id=${english.id}`, admin.token)).body.data as JsonAnswer[];
    const overdue = new Date() > new Date('2026-10-01T00:00:00+02:00');
    expect(rows[0]).toMatchObject({ id: orderEn.id, overdue, amount_due: 500 });
    expect((await callerFor(t, admin).admin.orders.get({ id: orderEn.id })).overdue).toBe(overdue);
  });

  it('the sales report separates collected from deferred revenue, and a rebuild gives the same figures', async () => {
    await drainProjections(t.db.sql, asyncProjections);
    const params = { type: 'sales' as const, from: '2026-03-15', to: '2026-03-15', group_by: 'day' as const };
    const report = await computeReport(t.db.sql, params);
    expect(report.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['revenue', 'collected', 'deferred']));
    // Placed that day: 600 (100 paid), 1,200 (unpaid), 800 (paid in full), 700 + 50 shipping cancelled (not revenue).
    expect(report.rows[0]).toMatchObject({ revenue: 2600, deferred: 1700, collected: 900 });
    expect(report.totals).toMatchObject({ revenue: 2600, deferred: 1700, collected: 900 });
    await rebuildAll(t.db.sql, asyncProjections);
    expect((await computeReport(t.db.sql, params)).rows).toEqual(report.rows);
  });

  it('the invoice says "Pay at harvest — due {month}" and what is left to pay', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderEn.id}/invoice`,
      headers: { authorization: `Bearer ${english.token}` },
    });
    expect(res.statusCode).toBe(200);
    // pdfkit writes each line as hex strings of WinAnsi codes split by kerning: join a line's parts, read them back.
    const lines = [...res.rawPayload.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]*)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1').replace(/\x97/g, '—'))
        .join(''),
    );
    expect(lines).toContain('Pay at harvest — due September 2026');
    expect(lines).toContain('Left to pay');
    expect(lines).toContain('500.00 EGP');
    expect(lines.join(' ')).toContain('what is left to pay (500.00 EGP) is due by 2026-09-30');
  });
});

describe('Receivables', () => {
  it('customers owing money by due month, overdue first, with totals; the CSV escapes formulas', async () => {
    const late = await grower(5000, { firstName: '=HYPERLINK("http://evil.example")' });
    const a = await placedAt(late, 900, new Date('2025-01-10T10:00:00Z'), '2025-02');
    const b = await placedAt(late, 300, new Date('2025-01-10T10:00:00Z'), '2025-04');
    expect((await pay(a.id, 400)).status).toBe(201);
    const onTime = await grower(5000);
    const now = new Date();
    const future = await placedAt(
      onTime,
      1000,
      now,
      (await api.get('/api/auth/credit', onTime.token)).body.data.harvest_due_months[1],
    );

    const res = await api.get('/api/admin/receivables', admin.token);
    expect(res.status).toBe(200);
    const r = res.body.data;
    const customers = r.customers as JsonAnswer[];
    // Overdue first: the list is ordered by what is overdue, then by what is owed.
    for (let i = 1; i < customers.length; i++)
      expect(customers[i - 1].overdue_amount).toBeGreaterThanOrEqual(customers[i].overdue_amount);
    const lateRow = customers.find((c) => c.user_id === late.id);
    expect(lateRow).toMatchObject({
      email: late.email,
      limit: 5000,
      outstanding: 850,
      overdue_amount: 850,
      months: [
        {
          month: '2025-02',
          amount_due: 500,
          overdue: true,
          orders: [{ id: a.id, total: 900, amount_paid: 400, amount_due: 500, overdue: true }],
        },
        { month: '2025-04', amount_due: 350, overdue: true, orders: [{ id: b.id, amount_due: 350 }] },
      ],
    });
    const onTimeRow = customers.find((c) => c.user_id === onTime.id);
    expect(onTimeRow).toMatchObject({
      outstanding: 1000,
      overdue_amount: 0,
      months: [{ overdue: false, orders: [{ id: future.id }] }],
    });
    expect(customers.indexOf(lateRow)).toBeLessThan(customers.indexOf(onTimeRow));
    const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x * 100, 0)) / 100;
    expect(r.totals.outstanding).toBe(sum(customers.map((c) => c.outstanding)));
    expect(r.totals.overdue).toBe(sum(customers.map((c) => c.overdue_amount)));
    expect(r.totals.by_month.find((m: JsonAnswer) => m.month === '2025-02')).toMatchObject({ overdue: true });
    expect(sum(r.totals.by_month.map((m: JsonAnswer) => m.amount_due))).toBe(r.totals.outstanding);
    expect(
      (await api.get(`/api/admin/orders?user_id=${late.id}`, admin.token)).body.data.every(
        (o: JsonAnswer) => o.overdue,
      ),
    ).toBe(true);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/receivables/export',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="fellah-receivables-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Customer,E-mail,Phone,Credit limit (EGP),Order,Placed,Due month,Status,Total (EGP),Paid (EGP),Due (EGP),Overdue',
    );
    const mine = lines.filter((l) => l.includes(late.email));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\) Grower",/);
    expect(mine[0]).toContain(`${a.order_number},2025-01-10,2025-02,pending,900,400,500,yes`);
    const viaTrpc = await callerFor(t, admin).admin.receivables.export();
    expect(viaTrpc.filename).toMatch(/^fellah-receivables-/);
  });
});

describe('Scheduling and the contract', () => {
  it('with Redis the sweep is a BullMQ job scheduler that a worker runs', async (ctx) => {
    const url = await redisServer();
    if (!url) ctx.skip();
    const runs: Date[] = [];
    const queue = new BullMqReportQueue(t.db.sql, url!, silentLog, {
      worker: true,
      prefix: uniquePrefix(),
      periodic: [{ name: 'payment-reminders', everyMs: 200, run: async (now) => runs.push(now) }],
    });
    await queue.start();
    try {
      await eventually(() => runs.length >= 2, { timeout: 10_000, message: 'two runs of the reminders' });
    } finally {
      await queue.queue.obliterate({ force: true });
      await queue.close();
    }
    expect(runs.length).toBeGreaterThanOrEqual(2);
  });

  it('the demo customer gets a 1,500 EGP line, once', async () => {
    expect(await loadDataSets(t.db.sql, [demoCustomer, demoCreditLine])).toEqual(['demo-customer', 'demo-credit-line']);
    expect(await loadDataSets(t.db.sql, [demoCustomer, demoCreditLine])).toEqual([]);
    const [line] = await t.db.sql<{ limit: number; updated_by: string | null }[]>`
      select l.credit_limit::float8 as "limit", l.updated_by::text as updated_by
      from credit_lines l join users u on u.id = l.user_id where u.email = ${demoCustomerAccount().email}`;
    expect(line).toEqual({ limit: demoFiles.creditLine.load().limit, updated_by: null });
  });

  it('/api/openapi.json lists the new calls', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.paths['/auth/credit']?.get).toBeTruthy();
    expect(doc.paths['/admin/users/{id}/credit']?.get).toBeTruthy();
    expect(doc.paths['/admin/users/{id}/credit']?.put).toBeTruthy();
    expect(doc.paths['/admin/orders/{id}/payments']?.post).toBeTruthy();
    expect(doc.paths['/admin/receivables']?.get).toBeTruthy();
    expect(doc.paths['/admin/receivables/export']?.get).toBeTruthy();
    expect(doc.components.schemas.CreditSummary).toBeTruthy();
    expect(doc.components.schemas.Receivables).toBeTruthy();
  });
});
