import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { harvestDueMonths } from '../../src/shared/credit';
import Fastify from 'fastify';
import { metricsSettings, sampleSystem, serveMetricsPort, serveWorkerMetrics } from '../../src/server/metrics/http';
import { SystemSampler } from '../../src/server/metrics/samples';
import { stateSource } from '../../src/server/metrics/sources';
import { BullMqRunner, InProcessRunner } from '../../src/server/projections/runner';
import { ARABIC } from '../helpers/arabicMessages';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { address, makeProduct } from '../helpers/admin';
import { redisServer, uniquePrefix } from '../helpers/services';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Metrics and the System page's figures: /metrics is refused without the bearer METRICS_TOKEN and, with it,
 * carries every family the issue names once a checkout has run; the per-minute samples add up across processes.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
process.env.METRICS_TOKEN = TOKEN;
const redis = await redisServer();
const prefix = uniquePrefix();

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

const scrape = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
const checkout = (body: object = {}) =>
  post('/api/orders', customer.token, {
    shipping_address: address,
    same_as_shipping: true,
    payment_method: 'cod',
    ...body,
  });

/** The value of one series of the exposition text (all the given labels must match), or undefined. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

beforeAll(async () => {
  t = await startTestApp({
    ...(redis ? { env: { REDIS_URL: redis } } : {}),
    runner: (db) =>
      redis
        ? new BullMqRunner(db.sql, redis, asyncProjections, silentLog, { worker: true, prefix })
        : new InProcessRunner(db.sql, asyncProjections, silentLog, 60_000),
  });
  customer = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

describe('GET /metrics', () => {
  it('is refused without the token, or with a wrong one: 401 in the documented shape, in the caller’s language', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'UNAUTHORIZED',
        details: { message_key: 'metrics.tokenNeeded' },
      });
      expect(res.body).not.toContain('fellah_');
    }
    const arabic = await scrape(ARABIC);
    expect(arabic.json().message).toMatch(/رمز المقاييس/);
  });

  it('with the token, carries each family after a checkout: HTTP by route pattern, procedures, checkouts, lag, queues, outbox, rate limits, the process', async () => {
    const seeds = await makeProduct(t, { price: 50, stock: 5 });
    expect((await post('/api/cart/add', customer.token, { product_id: seeds, quantity: 2 })).statusCode).toBe(200);
    expect((await checkout()).statusCode).toBe(201);
    // Refused for stock: the product ran out between the cart and the checkout.
    expect((await post('/api/cart/add', customer.token, { product_id: seeds, quantity: 1 })).statusCode).toBe(200);
    await t.db.sql`update products set stock_quantity = 0 where id = ${seeds}`;
    expect((await checkout()).statusCode).toBe(409);
    // Refused for credit: pay at harvest without a credit line.
    await t.db.sql`update products set stock_quantity = 5 where id = ${seeds}`;
    expect(
      (await checkout({ payment_method: 'pay_at_harvest', harvest_due: harvestDueMonths(new Date())[2] })).statusCode,
    ).toBe(409);
    await t.app.inject(`/api/products/${seeds}`);

    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // HTTP requests by the matched route's pattern, never the raw address (no product id in any label).
    expect(series(text, 'fellah_http_requests_total', { method: 'POST', route: '/api/orders', status: '201' })).toBe(1);
    expect(series(text, 'fellah_http_requests_total', { method: 'POST', route: '/api/orders', status: '409' })).toBe(2);
    expect(
      series(text, 'fellah_http_requests_total', { method: 'GET', route: '/api/products/:id', status: '200' }),
    ).toBe(1);
    expect(text).not.toMatch(new RegExp(`route="[^"]*/${seeds}(/|")`));
    expect(text).not.toMatch(/route="[^"]*\/\d+(\/|")/);
    expect(series(text, 'fellah_http_request_duration_seconds_count', { method: 'POST', route: '/api/orders' })).toBe(
      3,
    );
    expect(series(text, 'fellah_http_request_duration_seconds_bucket', { route: '/api/orders', le: '+Inf' })).toBe(3);
    // tRPC procedure timings (the REST adapter calls the procedures), with the code the caller got.
    expect(
      series(text, 'fellah_trpc_procedure_duration_seconds_count', {
        procedure: 'orders.create',
        type: 'mutation',
        code: 'OK',
      }),
    ).toBe(1);
    expect(
      series(text, 'fellah_trpc_procedure_duration_seconds_count', { procedure: 'orders.create', code: 'CONFLICT' }),
    ).toBe(2);
    // Checkout outcomes.
    expect(series(text, 'fellah_checkout_outcomes_total', { outcome: 'placed' })).toBe(1);
    expect(series(text, 'fellah_checkout_outcomes_total', { outcome: 'refused_stock' })).toBe(1);
    expect(series(text, 'fellah_checkout_outcomes_total', { outcome: 'refused_credit' })).toBe(1);
    expect(series(text, 'fellah_checkout_outcomes_total', { outcome: 'failed' })).toBe(0);
    // Projection lag per projection, read at the scrape.
    for (const p of asyncProjections)
      expect(series(text, 'fellah_projection_lag_events', { projection: p.name }), p.name).toBeGreaterThanOrEqual(0);
    // The mail outbox and the rate limits' refusals.
    expect(series(text, 'fellah_mail_outbox_messages', { status: 'pending' })).toBeGreaterThanOrEqual(0);
    expect(series(text, 'fellah_rate_limit_refusals_total', { budget: 'requests' })).toBe(0);
    // The process: event-loop lag and heap.
    expect(series(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (redis) {
      // Queue depth and failed jobs, per queue.
      expect(
        series(text, 'fellah_queue_jobs', { queue: 'fellah-projections', state: 'waiting' }),
      ).toBeGreaterThanOrEqual(0);
      expect(series(text, 'fellah_queue_jobs', { queue: 'fellah-projections', state: 'failed' })).toBe(0);
      expect(series(text, 'fellah_queue_jobs', { queue: 'fellah-reports', state: 'failed' })).toBe(0);
    }
  });

  it('counts the rate limits’ refusals', async () => {
    const limited = await startTestApp({ rateLimitPerMinute: 1 });
    try {
      const before =
        series((await scrape({ authorization: `Bearer ${TOKEN}` })).body, 'fellah_rate_limit_refusals_total', {
          budget: 'requests',
        }) ?? 0;
      await limited.app.inject('/api/health/live');
      expect((await limited.app.inject('/api/health/live')).statusCode).toBe(429);
      const after = series(
        (await scrape({ authorization: `Bearer ${TOKEN}` })).body,
        'fellah_rate_limit_refusals_total',
        { budget: 'requests' },
      );
      expect(after).toBe(before + 1);
    } finally {
      await limited.close();
    }
  });

  it('counts the tracked-events budget’s refusals', async () => {
    const count = async () =>
      series((await scrape({ authorization: `Bearer ${TOKEN}` })).body, 'fellah_rate_limit_refusals_total', {
        budget: 'events',
      });
    expect(await count()).toBe(0);
    const track = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        remoteAddress: '198.51.100.7',
        payload: { event: 'scroll', session_id: 'metrics' },
      });
    let refused = 0;
    for (let i = 0; i < 62; i++) if ((await track()).statusCode === 429) refused++;
    expect(refused).toBe(2);
    expect(await count()).toBe(2);
  });

  it('is not served at all on the app’s port without METRICS_TOKEN (404), but on METRICS_PORT when that is set', async () => {
    const saved = process.env.METRICS_TOKEN;
    delete process.env.METRICS_TOKEN;
    const open = await startTestApp();
    try {
      const res = await open.app.inject('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    } finally {
      await open.close();
      process.env.METRICS_TOKEN = saved;
    }
    const server = await serveMetricsPort(metricsSettings({ METRICS_PORT: '0' }));
    try {
      const port = (server.address() as { port: number }).port;
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          request({ host: '127.0.0.1', port, path }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
            .on('error', reject)
            .end();
        });
      const metrics = await get('/metrics');
      expect(metrics.status).toBe(200);
      expect(series(metrics.body, 'fellah_checkout_outcomes_total', { outcome: 'placed' })).toBeGreaterThanOrEqual(1);
      expect((await get('/other')).status).toBe(404);
    } finally {
      server.close();
    }
    // With a token set, the port asks for it too.
    const guarded = await serveMetricsPort(metricsSettings({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN }));
    try {
      const port = (guarded.address() as { port: number }).port;
      const status = await new Promise<number>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path: '/metrics' }, (r) => resolve(r.statusCode ?? 0))
          .on('error', reject)
          .end(),
      );
      expect(status).toBe(401);
    } finally {
      guarded.close();
    }
  });

  it('the worker’s: only on METRICS_PORT, with the shared state’s gauges', async () => {
    expect(await serveWorkerMetrics({ sql: t.db.sql }, metricsSettings({}))).toBeUndefined();
    const server = await serveWorkerMetrics(
      { sql: t.db.sql, redisUrl: redis ?? undefined, queuePrefix: prefix },
      metricsSettings({ METRICS_PORT: '0' }),
    );
    try {
      const port = (server!.address() as { port: number }).port;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      for (const p of asyncProjections)
        expect(series(text, 'fellah_projection_lag_events', { projection: p.name }), p.name).toBeGreaterThanOrEqual(0);
      expect(series(text, 'fellah_mail_outbox_messages', { status: 'failed' })).toBeGreaterThanOrEqual(0);
      expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      server?.close();
    }
  });

  it('refuses a short token or a port that is no number at start', () => {
    expect(() => metricsSettings({ METRICS_TOKEN: 'short' })).toThrow(/at least 16/);
    expect(() => metricsSettings({ METRICS_PORT: 'nine' })).toThrow(/port number/);
  });
});

describe('the System page’s figures (GET /api/admin/system)', () => {
  it('adds up the minute rows of two processes: requests, errors, p95, checkouts; the gauges’ largest reading', async () => {
    const source = stateSource({ sql: t.db.sql, redisUrl: redis ?? undefined, queuePrefix: prefix });
    const a = new SystemSampler(t.db.sql, source, 'app-a');
    const b = new SystemSampler(t.db.sql, source, 'app-b');
    await a.start(3_600_000);
    await b.start(3_600_000);
    try {
      const seeds = await makeProduct(t, { price: 20, stock: 50 });
      expect((await post('/api/cart/add', customer.token, { product_id: seeds, quantity: 1 })).statusCode).toBe(200);
      expect((await checkout()).statusCode).toBe(201);
      // (the answers' onResponse hooks have run: one turn of the loop after the last answer)
      await new Promise((resolve) => setImmediate(resolve));
      const now = new Date();
      // Both processes count the same in-process counters here: each row holds this minute's requests once.
      await a.flush(now);
      await b.flush(now);
      const res = await t.app.inject({ url: '/api/admin/system', headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.statusCode).toBe(200);
      const figures = res.json().data;
      expect(figures.minutes).toHaveLength(60);
      const last = figures.minutes.at(-1);
      expect(last.minute).toBe(new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString());
      expect(last.requests).toBe(4);
      expect(last.errors).toBe(0);
      expect(last.p95_ms).toBeGreaterThan(0);
      expect(last.checkouts).toEqual({ placed: 2, refused_stock: 0, refused_credit: 0, refused_other: 0, failed: 0 });
      expect(Object.keys(last.projection_lag).sort()).toEqual(asyncProjections.map((p) => p.name).sort());
      if (redis) expect(last.queues['fellah-projections']).toMatchObject({ failed: 0 });
      // A minute nobody wrote counts nothing.
      expect(figures.minutes[0]).toMatchObject({
        requests: 0,
        errors: 0,
        p95_ms: null,
        projection_lag: null,
        queues: null,
      });
      // A second flush in the same minute adds to the row.
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      await a.flush(now);
      const again = (
        await t.app.inject({ url: '/api/admin/system', headers: { authorization: `Bearer ${admin.token}` } })
      ).json().data;
      expect(again.minutes.at(-1).requests).toBe(4 + 2);
    } finally {
      a.stop();
      b.stop();
      await source.close();
    }
  });

  it('keeps two hours: older rows are deleted by the writer', async () => {
    const source = stateSource({ sql: t.db.sql });
    const sampler = new SystemSampler(t.db.sql, source, 'old');
    await sampler.start(3_600_000);
    sampler.stop();
    await sampler.flush(new Date(Date.now() - 3 * 3_600_000));
    expect((await t.db.sql`select 1 from system_samples where source = 'old'`).length).toBe(1);
    await sampler.flush(new Date());
    const rows = await t.db.sql<{ minute: Date }[]>`select minute from system_samples where source = 'old'`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.minute.getTime()).toBeGreaterThan(Date.now() - 120_000);
  });

  it('a process started with sampleSystem writes its row each minute and a last one when it closes', async () => {
    const app = Fastify();
    const sampler = await sampleSystem(app, { sql: t.db.sql });
    await app.ready();
    await app.close();
    const rows = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from system_samples where source = ${sampler.name}`;
    expect(rows[0]!.n).toBe(1);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject('/api/admin/system')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/system', headers: { authorization: `Bearer ${customer.token}` } }))
        .statusCode,
    ).toBe(403);
  });
});
