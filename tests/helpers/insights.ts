import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleOrderCommand } from '../../src/events/order/commandHandler';
import { asyncProjections } from '../../src/events/projections';
import { drainProjections } from '../../src/server/projections/runner';
import type { Database } from '../../src/server/db';
import { type AdminJobs, createAdminJobs } from '../../src/server/insights/jobs';
import { type TestApp, silentLog, startTestApp } from './app';
import { eventually } from './eventually';
import { type CallOptions, type JsonAnswer, type Method, restRequest } from './rest';
import type { TestUser } from './users';

/*
 * Fixtures of the admin figures, reports and backups tests: an app with a data directory of its own (backups are
 * written there) and admin jobs made the way openServices makes them, shops' orders placed through the checkout
 * API, and the figures of the orders read model computed straight in SQL (what the reports must equal).
 */

export interface InsightsApp extends TestApp {
  dataDir: string;
  jobs: AdminJobs;
}

/**
 * The whole server on a fresh database (or the one given), with a data directory of its own and admin jobs
 * (in-process unless `redisUrl`; BullMQ keys under `prefix`).
 */
export async function startInsightsApp(
  opts: { db?: Database & { close(): Promise<void> }; redisUrl?: string; prefix?: string } = {},
): Promise<InsightsApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fellah-insights-'));
  const t = await startTestApp({
    ...(opts.db ? { db: { ...opts.db, name: 'insights' } } : {}),
    dataDir,
    adminJobs: (db) =>
      createAdminJobs(db, { redisUrl: opts.redisUrl, dataDir }, silentLog, {
        worker: true,
        poll: false,
        nightly: false,
        ...(opts.prefix ? { prefix: opts.prefix } : {}),
      }),
  });
  return {
    ...t,
    dataDir,
    jobs: t.jobs!,
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  /** JSON, or the text of a file. */
  body: JsonAnswer;
  text: string;
  headers: Record<string, unknown>;
}

/** A REST call; the body is parsed when it is JSON. */
export async function call(t: TestApp, method: Method, url: string, opts: CallOptions = {}): Promise<Answer> {
  const res = await t.app.inject(restRequest(method, url, opts));
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: json ? res.json() : null, text: res.body, headers: res.headers };
}

/** A product written straight into the table. */
export async function product(t: TestApp, name: string, category: string, price: number, stock = 100): Promise<string> {
  const slug = `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${randomBytes(3).toString('hex')}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity) values (${slug}, ${name}, 'Fellah', ${category}, ${price}, ${stock})
    returning id::text as id`;
  return row!.id;
}

/** Check out the given lines for a customer, shipped to `city` (cash on delivery): the order's id. */
export async function order(
  t: TestApp,
  customer: TestUser,
  city: string,
  lines: [productId: string, quantity: number][],
): Promise<string> {
  for (const [productId, quantity] of lines) {
    const added = await call(t, 'POST', '/api/cart/add', {
      token: customer.token,
      body: { product_id: productId, quantity },
    });
    if (added.status !== 200) throw new Error(`cart add failed: ${added.text}`);
  }
  const address = {
    first_name: 'Mona',
    last_name: 'Saleh',
    phone: '+20 100 555 0101',
    address: '3 Canal Street',
    city,
    country: 'Egypt',
  };
  const res = await call(t, 'POST', '/api/orders', {
    token: customer.token,
    body: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.text}`);
  return res.body.data.id as string;
}

/** Move an order through the lifecycle as an administrator would. */
export async function deliver(t: TestApp, orderId: string) {
  const by = { now: new Date(), by: '0' };
  await handleOrderCommand(t.db.sql, orderId, { type: 'ConfirmOrder', data: {}, metadata: by });
  await handleOrderCommand(t.db.sql, orderId, { type: 'StartProcessing', data: {}, metadata: by });
  await handleOrderCommand(t.db.sql, orderId, {
    type: 'ShipOrder',
    data: { tracking_number: 'EG-1', carrier: 'Egypt Post' },
    metadata: by,
  });
  await handleOrderCommand(t.db.sql, orderId, { type: 'DeliverOrder', data: {}, metadata: by });
}

/** Let every async projection apply what is committed (the admin figures read their tables). */
export const project = (t: TestApp) => drainProjections(t.db.sql, asyncProjections);

/** The figures of the orders read model placed on a day in Egypt, straight in SQL: what the reports must show. */
export async function ordersTruth(t: TestApp, day: string) {
  const sql = t.db.sql;
  const placed = sql`(o.created_at at time zone 'Africa/Cairo')::date = ${day}::date`;
  const [totals] = await sql<
    { orders: number; cancelled: number; delivered: number; revenue: number; items: number; customers: number }[]
  >`
    select count(*)::int as orders, count(*) filter (where o.status = 'cancelled')::int as cancelled,
           count(*) filter (where o.status = 'delivered')::int as delivered,
           (coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0) - coalesce(sum(o.refunded_amount), 0))::float8 as revenue,
           coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id where ${placed} and o.status <> 'cancelled'), 0)::int as items,
           count(distinct o.user_id)::int as customers
    from orders o where ${placed}`;
  const byCity = await sql<{ city: string; orders: number; revenue: number }[]>`
    select o.shipping_address->>'city' as city, count(*)::int as orders, sum(o.total - coalesce(o.refunded_amount, 0))::float8 as revenue
    from orders o where ${placed} and o.status <> 'cancelled' group by 1 order by 1`;
  const byProduct = await sql<{ product_id: string; units: number; revenue: number }[]>`
    select l.product_id::text as product_id, sum(l.quantity)::int as units, sum(l.price * l.quantity)::float8 as revenue
    from order_lines l join orders o on o.id = l.order_id where ${placed} and o.status <> 'cancelled' group by 1 order by 1`;
  const byCategory = await sql<{ category: string; orders: number; units: number; revenue: number }[]>`
    select p.category, count(distinct o.id)::int as orders, sum(l.quantity)::int as units, sum(l.price * l.quantity)::float8 as revenue
    from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
    where ${placed} and o.status <> 'cancelled' group by 1 order by 1`;
  const byStatus = await sql<
    { status: string; count: number }[]
  >`select status, count(*)::int as count from orders group by 1 order by 1`;
  return { ...totals!, byCity, byProduct, byCategory, byStatus };
}

/** Wait until the report run `id` has been computed (in the background, by the reports job). */
export const reportCompleted = (t: TestApp, admin: TestUser, id: string) =>
  eventually(
    async () =>
      (await call(t, 'GET', `/api/admin/reports/runs/${id}`, { token: admin.token })).body.data.status === 'completed',
    {
      message: `report ${id} completed`,
    },
  );
