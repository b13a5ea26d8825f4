import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { projectionLag } from '../../src/server/projections/runner';
import { registerCache, registeredCaches } from '../../src/server/cache';
import { addDays, egyptDate } from '../../src/shared/seasonalTasks';
import {
  type InsightsApp,
  call,
  deliver,
  order,
  ordersTruth,
  product,
  project,
  startInsightsApp,
} from '../helpers/insights';
import { type TestUser, createUser } from '../helpers/users';

/*
 * GET /admin/stats, /admin/dashboard, /admin/orders/statistics (figures from the projections, compared with the
 * orders read model summed in SQL, and the projections' lag), POST /admin/cache/clear and /admin/database/update.
 */

let t: InsightsApp;
let admin: TestUser;
let customer: TestUser;
const today = egyptDate(new Date());
const ids = { seeds: '', drip: '' };

async function audits(action: string): Promise<number> {
  return (await t.db.sql<{ n: number }[]>`select count(*)::int as n from audit_log where action = ${action}`)[0]!.n;
}

beforeAll(async () => {
  t = await startInsightsApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
  const other = await createUser(t);
  ids.seeds = await product(t, 'Cucumber Seeds', 'seeds', 45.5, 3);
  ids.drip = await product(t, 'Drip Kit', 'irrigation', 620);
  await product(t, 'Empty Shelf', 'tools', 10, 0);
  const first = await order(t, customer, 'Luxor', [
    [ids.seeds, 2],
    [ids.drip, 1],
  ]);
  await order(t, other, 'Aswan', [[ids.drip, 1]]);
  const third = await order(t, other, 'Luxor', [[ids.seeds, 1]]);
  await deliver(t, first);
  expect((await call(t, 'PUT', `/api/orders/${third}/cancel`, { token: other.token, body: {} })).status).toBe(200);
  await t.db.sql`update users set status = 'banned' where id = ${other.id}`;
  await t.db
    .sql`insert into comments (target_type, target_id, user_id, body, status) values ('crop', 1, ${customer.id}, 'Is it early?', 'pending')`;
  await project(t);
  // A day of last month, as the admin-stats projection would have written it: the dashboard's previous period.
  await t.db
    .sql`insert into sales_daily (day, orders, items, revenue, new_customers) values (${addDays(today, -31)}::date, 2, 2, 100, 1)`;
});
afterAll(() => t?.close());

describe('GET /admin/stats', () => {
  it('counts users, products, orders by status and sales as the read model has them, with the projection lag', async () => {
    const res = await call(t, 'GET', '/api/admin/stats', { token: admin.token });
    expect(res.status).toBe(200);
    const s = res.body.data;
    const truth = await ordersTruth(t, today);
    expect(s.users).toMatchObject({
      total: 3,
      by_role: { customer: 2, admin: 1 },
      by_status: { active: 2, banned: 1, deactivated: 0, deleted: 0 },
      new_today: 3,
    });
    expect(s.products).toMatchObject({ total: 3, visible: 3, out_of_stock: 1, low_stock: 1, low_stock_threshold: 10 });
    expect(s.orders.total).toBe(3);
    expect(Object.fromEntries(Object.entries(s.orders.by_status).filter(([, n]) => n !== 0))).toEqual(
      Object.fromEntries(truth.byStatus.map((r) => [r.status, r.count])),
    );
    expect(s.orders.by_status).toMatchObject({ pending: 1, delivered: 1, cancelled: 1, refunded: 0 });
    expect(s.sales).toMatchObject({
      revenue_today: truth.revenue,
      orders_today: 3,
      revenue_total: truth.revenue + 100,
      orders_total: 5,
      revenue_last_30_days: truth.revenue,
      customers_with_orders: 2,
    });
    expect(s.moderation).toEqual({ pending_reviews: 0, pending_comments: 1, pending_products: 0 });
    const lag = await projectionLag(t.db.sql, asyncProjections);
    expect(s.projections).toEqual({ behind: Math.max(...Object.values(lag)), up_to_date: true, by_projection: lag });
  });

  it('says how many events the figures are behind while the projections have not caught up', async () => {
    // No runner from here on: only project() moves the projections, so the lag can be seen.
    await t.runner.close();
    const late = await createUser(t);
    await order(t, late, 'Cairo', [[ids.drip, 1]]);
    const res = await call(t, 'GET', '/api/admin/stats', { token: admin.token });
    expect(res.body.data.projections.up_to_date).toBe(false);
    expect(res.body.data.projections.behind).toBeGreaterThan(0);
    expect(res.body.data.projections.by_projection['admin-stats']).toBeGreaterThan(0);
    await project(t);
    const after = await call(t, 'GET', '/api/admin/stats', { token: admin.token });
    expect(after.body.data.projections).toMatchObject({ behind: 0, up_to_date: true });
    expect(after.body.data.orders.total).toBe(4);
  });
});

describe('GET /admin/dashboard', () => {
  it('answers KPIs of the range, compared with the period before, a series per period and the top lists', async () => {
    const res = await call(t, 'GET', `/api/admin/dashboard?from=${addDays(today, -29)}&to=${today}&top=2`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const truth = await ordersTruth(t, today);
    expect(d).toMatchObject({ from: addDays(today, -29), to: today, period: 'day' });
    expect(d.kpis).toMatchObject({
      revenue: truth.revenue,
      orders: truth.orders,
      new_customers: truth.customers,
      cancelled: truth.cancelled,
      average_order_value: Math.round((truth.revenue / (truth.orders - truth.cancelled)) * 100) / 100,
      previous: { from: addDays(today, -59), to: addDays(today, -30), revenue: 100, orders: 2 },
    });
    expect(d.kpis.change.revenue).toBe(Math.round(((truth.revenue - 100) / 100) * 1000) / 10);
    expect(d.series).toHaveLength(30);
    expect(d.series.at(-1)).toMatchObject({ period: today, orders: truth.orders, revenue: truth.revenue });
    expect(d.series.slice(0, -1).every((p: { orders: number }) => p.orders === 0)).toBe(true);
    expect(d.top_products).toHaveLength(2);
    const topTruth = [...truth.byProduct].sort((a, b) => b.revenue - a.revenue);
    expect(d.top_products[0]).toMatchObject({
      product_id: topTruth[0]!.product_id,
      units: topTruth[0]!.units,
      revenue: topTruth[0]!.revenue,
      name: 'Drip Kit',
    });
    const citiesTruth = [...truth.byCity].sort(
      (a, b) => b.revenue - a.revenue || b.orders - a.orders || a.city.localeCompare(b.city),
    );
    expect(d.top_cities).toEqual(citiesTruth.slice(0, 2));
    expect(d.top_categories.map((c: { category: string }) => c.category)).toEqual(['irrigation', 'seeds']);
    expect(d.orders_by_status).toHaveLength(7);
    expect(d.projections.up_to_date).toBe(true);
  });

  it('groups the series by week or month', async () => {
    const month = await call(t, 'GET', `/api/admin/dashboard?from=${addDays(today, -40)}&to=${today}&period=month`, {
      token: admin.token,
    });
    const series = month.body.data.series as { period: string; start: string; end: string; orders: number }[];
    expect(series[0]!.start).toBe(addDays(today, -40));
    expect(series.at(-1)!.end).toBe(today);
    expect(series.every((p) => p.period.endsWith('-01'))).toBe(true);
    expect(series.reduce((n, p) => n + p.orders, 0)).toBe(2 + (await ordersTruth(t, today)).orders);
    const week = await call(t, 'GET', `/api/admin/dashboard?from=${addDays(today, -13)}&to=${today}&period=week`, {
      token: admin.token,
    });
    for (const p of week.body.data.series as { period: string }[])
      expect(new Date(`${p.period}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['period=year', 'period'],
      ['top=0', 'top'],
      ['top=51', 'top'],
      ['top=two', 'top'],
      ['from=2026-02-29', 'from'],
      ['from=2025-05-02&to=2025-05-01', 'to'],
      ['from=2020-01-01&to=2025-01-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await call(t, 'GET', `/api/admin/dashboard?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field });
    }
  });
});

describe('GET /admin/orders/statistics', () => {
  it('answers orders by status and the figures of the range per period', async () => {
    const res = await call(t, 'GET', `/api/admin/orders/statistics?from=${today}&to=${today}`, { token: admin.token });
    expect(res.status).toBe(200);
    const s = res.body.data;
    const truth = await ordersTruth(t, today);
    expect(s.total_orders).toBe(truth.byStatus.reduce((n, r) => n + r.count, 0));
    const byStatus = (rows: { status: string; count: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [r.status, r.count]));
    expect(byStatus(s.by_status)).toEqual(byStatus(truth.byStatus));
    expect(s.range).toMatchObject({
      orders: truth.orders,
      cancelled: truth.cancelled,
      delivered: truth.delivered,
      revenue: truth.revenue,
      items: truth.items,
      cancellation_rate: Math.round((truth.cancelled / truth.orders) * 1000) / 10,
    });
    expect(s.series).toEqual([
      expect.objectContaining({ period: today, orders: truth.orders, revenue: truth.revenue }),
    ]);
    expect(s.projections).toMatchObject({ up_to_date: true });
  });

  it('refuses a bad period or date with 400 naming the field', async () => {
    for (const [query, field] of [
      ['period=hour', 'period'],
      ['to=tomorrow', 'to'],
    ] as const) {
      const res = await call(t, 'GET', `/api/admin/orders/statistics?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('POST /admin/cache/clear', () => {
  it('clears every registered cache and says which, with an audit entry', async () => {
    let cleared = 0;
    registerCache('test-cache', () => {
      cleared++;
      return 7;
    });
    expect(registeredCaches()).toEqual(
      expect.arrayContaining(['jwt-keys', 'mail-transports', 'settings', 'test-cache']),
    );
    const before = await audits('admin.cache.cleared');
    const res = await call(t, 'POST', '/api/admin/cache/clear', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.cleared).toEqual(
      expect.arrayContaining([
        { name: 'jwt-keys', entries: expect.any(Number) },
        { name: 'settings', entries: null },
        { name: 'test-cache', entries: 7 },
      ]),
    );
    expect(res.body.data.cleared.find((c: { name: string }) => c.name === 'jwt-keys').entries).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/caches cleared/);
    expect(cleared).toBe(1);
    expect(await audits('admin.cache.cleared')).toBe(before + 1);
    // The server still works with its caches emptied: tokens are verified again.
    expect((await call(t, 'GET', '/api/admin/stats', { token: admin.token })).status).toBe(200);
  });
});

describe('POST /admin/database/update', () => {
  it('applies pending migrations and answers which ran; none pending → an empty list', async () => {
    await t.db.sql`delete from schema_migrations where version = '0010'`;
    await t.db.sql`drop table report_runs`;
    const before = await audits('admin.database.updated');
    const res = await call(t, 'POST', '/api/admin/database/update', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toEqual(['0010_reports_backups']);
    expect(res.body.message).toBe('Applied 1 migration: 0010_reports_backups');
    const [table] = await t.db.sql<
      { present: boolean }[]
    >`select to_regclass('public.report_runs') is not null as present`;
    expect(table!.present).toBe(true);
    const again = await call(t, 'POST', '/api/admin/database/update', { token: admin.token });
    expect(again.body).toMatchObject({
      success: true,
      data: { applied: [] },
      message: 'The database is up to date: no pending migrations',
    });
    expect(await audits('admin.database.updated')).toBe(before + 2);
  });
});

describe('who may call', () => {
  const calls: ['GET' | 'POST', string][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/orders/statistics'],
    ['POST', '/api/admin/cache/clear'],
    ['POST', '/api/admin/database/update'],
  ];

  it('no token → 401, a customer → 403, and nothing changes', async () => {
    const [before] = await t.db.sql<{ audit: number; migrations: number }[]>`
      select (select count(*) from audit_log)::int as audit, (select count(*) from schema_migrations)::int as migrations`;
    await t.db.sql`delete from schema_migrations where version = '0010'`;
    for (const [method, url] of calls) {
      const anonymous = await call(t, method, url);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      const res = await call(t, method, url, { token: customer.token });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({
        success: false,
        error: 'FORBIDDEN',
        message: 'This action is for administrators only.',
      });
    }
    const [after] = await t.db.sql<{ audit: number; migrations: number }[]>`
      select (select count(*) from audit_log)::int as audit, (select count(*) from schema_migrations)::int as migrations`;
    expect(after).toEqual({ audit: before!.audit, migrations: before!.migrations - 1 });
    await t.db.sql`insert into schema_migrations (version, name) values ('0010', '0010_reports_backups')`;
  });
});
