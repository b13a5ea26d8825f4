import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeReport } from '../../src/server/reports/compute';
import { NIGHTLY_CRON, NIGHTLY_SCHEDULER, nextCairoTime } from '../../src/server/reports/queue';
import type { BullMqReportQueue, InProcessReportQueue } from '../../src/server/reports/queue';
import { egyptDate } from '../../src/shared/seasonalTasks';
import { callerFor } from '../helpers/app';
import { redisServer, uniquePrefix } from '../helpers/services';
import { eventually } from '../helpers/eventually';
import {
  type InsightsApp,
  call,
  deliver,
  order,
  ordersTruth,
  product,
  project,
  reportCompleted,
  startInsightsApp,
} from '../helpers/insights';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Reports as jobs (GET /admin/reports/{type}, /export, the runs): a request answers 202 while the job runs and the
 * result once it is done; the figures equal the orders read model summed in SQL for orders placed through the
 * checkout API (the admin-stats projection fills the tables the reports read). Synthetic days long ago check the
 * grouping by week and month across the job's month steps. Then the same on BullMQ, and the nightly job.
 */

let t: InsightsApp;
let admin: TestUser;
let customer: TestUser;
const today = egyptDate(new Date());
const ids = { seeds: '', urea: '', hose: '', cancelledOrder: '' };

async function runs(): Promise<number> {
  return (await t.db.sql<{ n: number }[]>`select count(*)::int as n from report_runs`)[0]!.n;
}
async function audits(action?: string): Promise<number> {
  return (
    await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from audit_log where (${action ?? null}::text is null or action = ${action ?? null})`
  )[0]!.n;
}

/** A report over REST until it is ready: the first answer, and the final one. */
async function reportUntilReady(url: string) {
  const first = await call(t, 'GET', url, { token: admin.token });
  const id = first.body.data.report_id as string;
  await reportCompleted(t, admin, id);
  const done = await call(t, 'GET', url, { token: admin.token });
  return { first, done, id };
}

/** Known figures on days long before any order: Tuesday 30 January 2024 to Monday 5 February 2024. */
async function seedPastDays() {
  const sql = t.db.sql;
  await sql`
    insert into sales_daily (day, orders, items, revenue, discounts, shipping, cancelled, delivered, refunded, new_customers) values
      ('2024-01-30', 2, 5, 300.50, 10, 50, 0, 1, 0, 2),
      ('2024-01-31', 1, 1, 99.99, 0, 50, 1, 0, 0, 1),
      ('2024-02-01', 3, 7, 1200.01, 0, 0, 0, 3, 20, 0),
      ('2024-02-05', 1, 2, 80, 0, 50, 0, 0, 0, 1)`;
  await sql`
    insert into sales_daily_category (day, category, orders, units, revenue) values
      ('2024-01-30', 'seeds', 2, 4, 250.50), ('2024-01-31', 'tools', 1, 1, 99.99), ('2024-02-01', 'seeds', 1, 3, 700.01),
      ('2024-02-01', 'irrigation', 2, 4, 500)`;
  await sql`
    insert into sales_daily_product (day, product_id, name, units, revenue) values
      ('2024-01-30', 900001, 'Old Tomato Seeds', 4, 250.50), ('2024-02-01', 900001, 'Tomato Seeds F1', 3, 700.01),
      ('2024-02-01', 900002, 'Drip Line', 4, 500)`;
  await sql`
    insert into sales_daily_city (day, city, orders, revenue) values
      ('2024-01-30', 'Giza', 2, 300.50), ('2024-02-01', 'Giza', 1, 400), ('2024-02-01', 'Aswan', 2, 800.01)`;
}

beforeAll(async () => {
  t = await startInsightsApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
  const second = await createUser(t);
  const third = await createUser(t);
  ids.seeds = await product(t, 'Tomato Seeds', 'seeds', 120.5);
  ids.urea = await product(t, 'Urea 46%', 'fertilizers', 310);
  ids.hose = await product(t, 'Garden Hose', 'irrigation', 75.25);
  await product(t, 'Unsold Pruner', 'tools', 99);
  const delivered = await order(t, customer, 'Cairo', [
    [ids.seeds, 2],
    [ids.urea, 1],
  ]);
  await order(t, second, 'Giza', [[ids.hose, 3]]);
  await order(t, third, 'Cairo', [
    [ids.seeds, 1],
    [ids.hose, 1],
  ]);
  ids.cancelledOrder = await order(t, customer, 'Alexandria', [[ids.urea, 2]]);
  await deliver(t, delivered);
  const cancelled = await call(t, 'PUT', `/api/orders/${ids.cancelledOrder}/cancel`, {
    token: customer.token,
    body: { reason: 'Ordered twice' },
  });
  expect(cancelled.status).toBe(200);
  await project(t);
  await seedPastDays();
});
afterAll(() => t?.close());

describe('GET /admin/reports/sales', () => {
  it('answers 202 with the job, then 200 with figures equal to the orders read model', async () => {
    const url = `/api/admin/reports/sales?from=${today}&to=${today}&group_by=day`;
    const before = await audits('admin.report.requested');
    const { first, done, id } = await reportUntilReady(url);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      success: true,
      data: { report_id: id, status: expect.stringMatching(/^(queued|running)$/), progress: expect.any(Number) },
    });
    expect(done.status).toBe(200);
    const truth = await ordersTruth(t, today);
    expect(truth.orders).toBe(4);
    const data = done.body.data;
    expect(data).toMatchObject({
      report_id: id,
      status: 'completed',
      progress: 100,
      type: 'sales',
      from: today,
      to: today,
      group_by: 'day',
    });
    expect(data.rows).toEqual([
      {
        period: today,
        start: today,
        end: today,
        orders: truth.orders,
        items: truth.items,
        revenue: truth.revenue,
        // Cash orders only: nothing is deferred to harvest, nothing paid online; all of it cash on delivery.
        collected: truth.revenue,
        deferred: 0,
        cash: truth.revenue,
        online: 0,
        refunded_online: 0,
        discounts: 0,
        shipping: expect.any(Number),
        refunded: 0,
        cancelled: truth.cancelled,
        delivered: truth.delivered,
        new_customers: truth.customers,
        average_order_value: Math.round((truth.revenue / (truth.orders - truth.cancelled)) * 100) / 100,
      },
    ]);
    expect(data.totals).toMatchObject({ orders: 4, cancelled: 1, delivered: 1, revenue: truth.revenue });
    expect(data.columns.map((c: { key: string }) => c.key)).toEqual(Object.keys(data.rows[0]));
    expect(await audits('admin.report.requested')).toBe(before + 1);
  });

  it('a second request with the same parameters joins the running job', async () => {
    const url = `/api/admin/reports/sales?from=${today}&to=${today}&group_by=week`;
    const [a, b] = await Promise.all([
      call(t, 'GET', url, { token: admin.token }),
      call(t, 'GET', url, { token: admin.token }),
    ]);
    expect(a.body.data.report_id).toBe(b.body.data.report_id);
    const count = (
      await t.db.sql<
        { n: number }[]
      >`select count(*)::int as n from report_runs where params_key = ${`sales:${today}:${today}:week`}`
    )[0]!.n;
    expect(count).toBe(1);
  });

  it('by city, by product and by category equal the read model', async () => {
    const truth = await ordersTruth(t, today);
    const city = (await reportUntilReady(`/api/admin/reports/sales?from=${today}&to=${today}&group_by=city`)).done.body
      .data;
    expect(
      city.rows
        .map((r: { city: string; orders: number; revenue: number }) => ({
          city: r.city,
          orders: r.orders,
          revenue: r.revenue,
        }))
        .sort((x: { city: string }, y: { city: string }) => x.city.localeCompare(y.city)),
    ).toEqual(truth.byCity);
    expect(city.rows[0].city).toBe('Cairo');
    expect(city.rows.reduce((s: number, r: { share: number }) => s + r.share, 0)).toBeCloseTo(100, 0);

    const products = (await reportUntilReady(`/api/admin/reports/sales?from=${today}&to=${today}&group_by=product`))
      .done.body.data;
    expect(
      products.rows
        .map((r: { product_id: string; units: number; revenue: number }) => ({
          product_id: r.product_id,
          units: r.units,
          revenue: r.revenue,
        }))
        .sort((x: { product_id: string }, y: { product_id: string }) => x.product_id.localeCompare(y.product_id)),
    ).toEqual(truth.byProduct);
    expect(products.rows.find((r: { product_id: string }) => r.product_id === ids.seeds).name).toBe('Tomato Seeds');

    const categories = (await reportUntilReady(`/api/admin/reports/sales?from=${today}&to=${today}&group_by=category`))
      .done.body.data;
    expect(
      categories.rows
        .map((r: { category: string; orders: number; units: number; revenue: number }) => ({
          category: r.category,
          orders: r.orders,
          units: r.units,
          revenue: r.revenue,
        }))
        .sort((x: { category: string }, y: { category: string }) => x.category.localeCompare(y.category)),
    ).toEqual(truth.byCategory);
    expect(categories.totals.orders).toBeUndefined();
  });

  it('groups by week and by month across the month steps of the job', async () => {
    const range = 'from=2024-01-30&to=2024-02-05';
    const days = (await reportUntilReady(`/api/admin/reports/sales?${range}&group_by=day`)).done.body.data;
    expect(days.rows.map((r: { period: string; orders: number }) => [r.period, r.orders])).toEqual([
      ['2024-01-30', 2],
      ['2024-01-31', 1],
      ['2024-02-01', 3],
      ['2024-02-02', 0],
      ['2024-02-03', 0],
      ['2024-02-04', 0],
      ['2024-02-05', 1],
    ]);
    const weeks = (await reportUntilReady(`/api/admin/reports/sales?${range}&group_by=week`)).done.body.data;
    expect(weeks.rows).toEqual([
      expect.objectContaining({
        period: '2024-01-29',
        start: '2024-01-30',
        end: '2024-02-04',
        orders: 6,
        items: 13,
        revenue: 1600.5,
        refunded: 20,
        cancelled: 1,
        delivered: 4,
        new_customers: 3,
        average_order_value: 320.1,
      }),
      expect.objectContaining({
        period: '2024-02-05',
        start: '2024-02-05',
        end: '2024-02-05',
        orders: 1,
        revenue: 80,
        average_order_value: 80,
      }),
    ]);
    const months = (await reportUntilReady(`/api/admin/reports/sales?${range}&group_by=month`)).done.body.data;
    expect(
      months.rows.map((r: { period: string; revenue: number; orders: number }) => [r.period, r.orders, r.revenue]),
    ).toEqual([
      ['2024-01-01', 3, 400.49],
      ['2024-02-01', 4, 1280.01],
    ]);
    expect(months.totals).toMatchObject({ orders: 7, revenue: 1680.5, discounts: 10, shipping: 150 });

    const products = (await reportUntilReady(`/api/admin/reports/sales?${range}&group_by=product`)).done.body.data;
    expect(products.rows[0]).toEqual({
      product_id: '900001',
      name: 'Tomato Seeds F1',
      units: 7,
      revenue: 950.51,
      share: 65.5,
    });
    const categories = (await reportUntilReady(`/api/admin/reports/sales?${range}&group_by=category`)).done.body.data;
    expect(categories.rows.map((r: { category: string; revenue: number }) => [r.category, r.revenue])).toEqual([
      ['seeds', 950.51],
      ['irrigation', 500],
      ['tools', 99.99],
    ]);
  });

  it('reports progress from 0 to 100, a step per month', async () => {
    const seen: number[] = [];
    await computeReport(
      t.db.sql,
      { type: 'sales', from: '2024-01-15', to: '2024-06-10', group_by: 'month' },
      async (p) => {
        seen.push(p);
      },
    );
    expect(seen).toEqual([0, 14, 28, 42, 57, 71, 85]);
    const caller = callerFor(t, admin);
    const started = await caller.adminInsights.requestReport({
      type: 'sales',
      from: '2024-01-15',
      to: '2024-06-10',
      group_by: 'month',
    });
    const finished = await eventually(async () => {
      const run = await caller.adminInsights.reportRun({ id: started.report_id });
      return run.status === 'completed' ? run : undefined;
    });
    expect(finished).toMatchObject({ progress: 100, ready: true, row_count: 6 });
    expect(finished.result?.rows.map((r) => r.period)).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
      '2024-05-01',
      '2024-06-01',
    ]);
  });

  it('refuses bad parameters with 400 naming the field, and queues nothing', async () => {
    const before = await runs();
    const auditsBefore = await audits();
    const cases: [string, string, RegExp][] = [
      ['from=2024-02-30', 'from', /from must be a date/],
      ['from=yesterday', 'from', /from must be a date/],
      ['to=2024-13-01', 'to', /to must be a date/],
      ['from=2024-03-02&to=2024-03-01', 'to', /to must be on or after from/],
      ['from=2022-01-01&to=2024-01-02', 'from', /at most 2 years/],
      ['group_by=banana', 'group_by', /group_by must be one of/],
    ];
    for (const [query, field, message] of cases) {
      const res = await call(t, 'GET', `/api/admin/reports/sales?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field });
      expect(res.body.message, query).toMatch(message);
    }
    const users = await call(t, 'GET', '/api/admin/reports/users?group_by=city', { token: admin.token });
    expect(users.status).toBe(400);
    expect(users.body).toMatchObject({
      field: 'group_by',
      message: 'group_by must be one of: day, week, month for the users report',
    });
    const exact = await call(t, 'GET', '/api/admin/reports/sales?from=2022-01-02&to=2024-01-02', {
      token: admin.token,
    });
    expect(exact.status).toBe(202);
    expect(await runs()).toBe(before + 1);
    expect(await audits()).toBe(auditsBefore + 1);
  });

  it('is for administrators only: 401 without a token, 403 for a customer, nothing queued', async () => {
    const before = await runs();
    for (const url of [
      '/api/admin/reports/sales',
      '/api/admin/reports/users',
      '/api/admin/reports/products',
      '/api/admin/reports/sales/export',
      '/api/admin/reports/runs',
      '/api/admin/reports/runs/1',
    ]) {
      expect((await call(t, 'GET', url)).status, url).toBe(401);
      const res = await call(t, 'GET', url, { token: customer.token });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ error: 'FORBIDDEN', message: 'This action is for administrators only.' });
    }
    expect(await runs()).toBe(before);
  });
});

describe('GET /admin/reports/users and /products', () => {
  it('the users report counts sign-ups by role and first orders', async () => {
    const { done } = await reportUntilReady(`/api/admin/reports/users?from=${today}&to=${today}`);
    const [counts] = await t.db.sql<{ users: number; customers: number; admins: number }[]>`
      select count(*)::int as users, count(*) filter (where role = 'customer')::int as customers, count(*) filter (where role = 'admin')::int as admins
      from users where (created_at at time zone 'Africa/Cairo')::date = ${today}::date`;
    const truth = await ordersTruth(t, today);
    expect(done.body.data.rows).toEqual([
      {
        period: today,
        start: today,
        end: today,
        new_users: counts!.users,
        new_customers: counts!.customers,
        new_admins: counts!.admins,
        first_orders: truth.customers,
      },
    ]);
    expect(done.body.data.summary).toMatchObject({ users_total: counts!.users, by_role: { admin: 1, customer: 3 } });
  });

  it('the products report lists every product with its units and revenue, unsold ones too', async () => {
    const { done } = await reportUntilReady(`/api/admin/reports/products?from=${today}&to=${today}`);
    const truth = await ordersTruth(t, today);
    const rows = done.body.data.rows as {
      product_id: string;
      name: string;
      units: number;
      revenue: number;
      status: string;
      stock_quantity: number;
    }[];
    expect(rows).toHaveLength(4);
    for (const p of truth.byProduct)
      expect(rows.find((r) => r.product_id === p.product_id)).toMatchObject({
        units: p.units,
        revenue: p.revenue,
        status: 'active',
      });
    expect(rows.at(-1)).toMatchObject({ name: 'Unsold Pruner', units: 0, revenue: 0 });
    const [stock] = await t.db.sql<{ s: number }[]>`select stock_quantity as s from products where id = ${ids.seeds}`;
    expect(rows.find((r) => r.product_id === ids.seeds)?.stock_quantity).toBe(stock!.s);
    const byCategory = await reportUntilReady(
      `/api/admin/reports/products?from=${today}&to=${today}&group_by=category`,
    );
    expect(byCategory.done.body.data.rows.find((r: { category: string }) => r.category === 'tools')).toMatchObject({
      products: 1,
      units: 0,
      revenue: 0,
    });
  });
});

describe('GET /admin/reports/{type}/export', () => {
  it('downloads the CSV of a ready report, with the dates in the file name', async () => {
    await reportUntilReady(`/api/admin/reports/sales?from=${today}&to=${today}&group_by=city`);
    const before = await audits('admin.report.exported');
    const res = await call(
      t,
      'GET',
      `/api/admin/reports/sales/export?format=csv&from=${today}&to=${today}&group_by=city`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fellah-sales-by-city-${today}-to-${today}.csv"`,
    );
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('City,Orders,Revenue (EGP),Share of revenue (%)');
    const truth = await ordersTruth(t, today);
    expect(lines).toHaveLength(truth.byCity.length + 2);
    for (const c of truth.byCity)
      expect(lines.some((l) => l.startsWith(`${c.city},${c.orders},${c.revenue},`))).toBe(true);
    expect(lines.at(-1)).toBe(`Total,${truth.orders - truth.cancelled},${truth.revenue},`);
    expect(await audits('admin.report.exported')).toBe(before + 1);
  });

  it('answers 202 with the progress while the report is computed, and downloads a kept run by id', async () => {
    const first = await call(t, 'GET', '/api/admin/reports/users/export?from=2024-01-01&to=2024-03-31&group_by=month', {
      token: admin.token,
    });
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({ report_id: expect.any(String), progress: expect.any(Number) });
    const id = first.body.data.report_id as string;
    await reportCompleted(t, admin, id);
    const byId = await call(t, 'GET', `/api/admin/reports/users/export?report_id=${id}`, { token: admin.token });
    expect(byId.status).toBe(200);
    expect(byId.headers['content-disposition']).toContain('fellah-users-by-month-2024-01-01-to-2024-03-31.csv');
    expect(byId.text.trim().split('\r\n')).toHaveLength(5);
    const wrongType = await call(t, 'GET', `/api/admin/reports/sales/export?report_id=${id}`, { token: admin.token });
    expect(wrongType.status).toBe(404);
  });

  it('refuses another format, an unknown type and a bad date with 400', async () => {
    const before = await runs();
    const cases: [string, string][] = [
      ['/api/admin/reports/sales/export?format=xml', 'format'],
      ['/api/admin/reports/sales/export?format=pdf&from=2024-01-01', 'format'],
      ['/api/admin/reports/orders/export', 'type'],
      ['/api/admin/reports/sales/export?to=31-01-2024', 'to'],
    ];
    for (const [url, field] of cases) {
      const res = await call(t, 'GET', url, { token: admin.token });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ success: false, field });
    }
    expect(await runs()).toBe(before);
  });
});

describe('GET /admin/reports/runs', () => {
  it('lists the recent runs newest first, filtered by type; an unknown run is 404', async () => {
    const list = await call(t, 'GET', '/api/admin/reports/runs?type=users&limit=50', { token: admin.token });
    expect(list.status).toBe(200);
    const items = list.body.data.items as { type: string; report_id: string; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.type === 'users')).toBe(true);
    const ids = items.map((r) => Number(r.report_id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(list.body.data.pagination).toMatchObject({ page: 1, limit: 50 });
    expect((await call(t, 'GET', '/api/admin/reports/runs/999999', { token: admin.token })).status).toBe(404);
    expect((await call(t, 'GET', '/api/admin/reports/runs?limit=0', { token: admin.token })).body).toMatchObject({
      field: 'limit',
    });
  });
});

describe('the nightly reports', () => {
  it('fire at 02:00 in Cairo', () => {
    expect(nextCairoTime(new Date('2026-01-10T12:00:00Z'), 2).toISOString()).toBe('2026-01-11T00:00:00.000Z');
    expect(nextCairoTime(new Date('2026-01-10T23:59:00Z'), 2).toISOString()).toBe('2026-01-11T00:00:00.000Z');
    expect(nextCairoTime(new Date('2026-01-11T00:00:00Z'), 2).toISOString()).toBe('2026-01-12T00:00:00.000Z');
    // Summer time (UTC+3) in July.
    expect(nextCairoTime(new Date('2026-07-10T12:00:00Z'), 2).toISOString()).toBe('2026-07-10T23:00:00.000Z');
  });

  it("build yesterday's daily and the month-to-date sales reports (in process)", async () => {
    const queue = t.jobs.reports as InProcessReportQueue;
    const ids = await queue.runNightly(new Date('2024-02-06T01:00:00Z'));
    expect(ids).toHaveLength(2);
    await queue.idle();
    const rows = await t.db.sql<
      { params: { from: string; to: string; group_by: string }; status: string; trigger: string; progress: number }[]
    >`
      select params, status, trigger, progress from report_runs where id = any(${ids}::bigint[]) order by id`;
    expect(rows).toEqual([
      {
        params: { from: '2024-02-05', to: '2024-02-05', group_by: 'day' },
        status: 'completed',
        trigger: 'nightly',
        progress: 100,
      },
      {
        params: { from: '2024-02-01', to: '2024-02-05', group_by: 'day' },
        status: 'completed',
        trigger: 'nightly',
        progress: 100,
      },
    ]);
  });
});

describe('on BullMQ (REDIS_URL)', async () => {
  const redisUrl = await redisServer();
  if (!redisUrl)
    console.warn('reports on BullMQ skipped: no Redis (REDIS_URL, 127.0.0.1:6379, or Docker for testcontainers)');
  let b: InsightsApp;

  beforeAll(async () => {
    if (!redisUrl) return;
    b = await startInsightsApp({ redisUrl, prefix: uniquePrefix() });
    await b.db
      .sql`insert into sales_daily (day, orders, items, revenue) values ('2025-03-03', 2, 3, 150.25), ('2025-04-01', 1, 1, 10)`;
  });
  afterAll(() => b?.close());

  it.skipIf(!redisUrl)(
    'computes a report as a job of the fellah-reports queue, its progress reaching 100',
    async () => {
      const boss = await createUser(b, { role: 'admin' });
      const caller = callerFor(b, boss);
      const started = await caller.adminInsights.requestReport({
        type: 'sales',
        from: '2025-03-01',
        to: '2025-04-30',
        group_by: 'month',
      });
      expect(started).toMatchObject({ ready: false, source: 'queued' });
      const done = await eventually(async () => {
        const run = await caller.adminInsights.reportRun({ id: started.report_id });
        return run.status === 'completed' ? run : undefined;
      });
      expect(done.result?.rows.map((r) => [r.period, r.orders, r.revenue])).toEqual([
        ['2025-03-01', 2, 150.25],
        ['2025-04-01', 1, 10],
      ]);
      const queue = (b.jobs.reports as BullMqReportQueue).queue;
      const job = await queue.getJob(`report-${started.report_id}`);
      expect(job?.progress).toBe(100);
      expect(await job?.getState()).toBe('completed');
    },
  );

  it.skipIf(!redisUrl)('schedules the nightly job at 02:00 Africa/Cairo and runs it', async () => {
    const queue = (b.jobs.reports as BullMqReportQueue).queue;
    const scheduler = await queue.getJobScheduler(NIGHTLY_SCHEDULER);
    expect(scheduler).toMatchObject({ pattern: NIGHTLY_CRON, tz: 'Africa/Cairo' });
    expect(NIGHTLY_CRON).toBe('0 2 * * *');
    await queue.add('nightly', { now: '2025-04-15T03:00:00Z' });
    const rows = await eventually(async () => {
      const found = await b.db.sql<{ params: { from: string; to: string }; status: string; progress: number }[]>`
        select params, status, progress from report_runs where trigger = 'nightly' order by id`;
      return found.length === 2 && found.every((r) => r.status === 'completed') ? found : undefined;
    });
    expect(rows.map((r) => [r.params.from, r.params.to, r.progress])).toEqual([
      ['2025-04-14', '2025-04-14', 100],
      ['2025-04-01', '2025-04-14', 100],
    ]);
  });
});
