import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type Server, type Socket, createServer, connect as tcpConnect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../src/events/projection';
import { asyncProjections } from '../../src/events/projections';
import { productSales } from '../../src/events/projections/productSales';
import {
  BullMqRunner,
  PROJECTION_QUEUE,
  catchUpAll,
  drainProjections,
  projectionLag,
  rebuildAll,
} from '../../src/server/projections/runner';
import { appendToStream } from '../../src/events/store';
import { ORDER_STREAM_TYPE, orderStreamId } from '../../src/events/order/order';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type HistoryEvent, orderHistory, writeHistory } from '../helpers/orderHistory';
import { projectionRows, sideEffectRows, eventsVisible } from '../helpers/projections';
import { restClient } from '../helpers/rest';
import { type TestDatabase, createTestDatabase, redisServer, uniquePrefix } from '../helpers/services';
import { createUser } from '../helpers/users';

/*
 * Reliability of the async projections on real PostgreSQL and Redis:
 *  (a) a worker killed in the middle of a batch, then started again → every projection equals a rebuild from zero;
 *  (b) Redis stopped during checkouts → checkouts succeed; when Redis is back the projections catch up by themselves;
 *  (c) one event delivered twice (concurrent catch-ups, duplicate jobs, two workers, a replayed notification) → once;
 *  (d) concurrent appends from many connections, committing out of order → no event skipped by any projection.
 */

const redis = await redisServer();
const here = dirname(fileURLToPath(import.meta.url));

const caughtUp = async (sql: TestDatabase['sql']) =>
  Object.values(await projectionLag(sql, asyncProjections)).every((n) => n === 0);

/** Customers and products of a fresh database, and a generated history written to its log. */
async function seed(db: TestDatabase, orders: number, seedNo: number): Promise<HistoryEvent[]> {
  await db.sql`
    insert into users (email, password_hash, first_name, last_name, preferences)
    select 'w' || n || '-' || ${seedNo} || '@example.com', 'x', 'Grower', 'No. ' || n, case when n % 2 = 0 then '{"language":"ar"}'::jsonb else '{}'::jsonb end
    from generate_series(1, 60) as n`;
  const users = (await db.sql<{ id: string }[]>`select id::text as id from users order by id`).map((u) => u.id);
  const products = await db.sql<{ id: string; name: string; price: number }[]>`
    insert into products (slug, name, category, price, stock_quantity)
    select 'w-' || ${seedNo} || '-' || n, 'Product ' || n, (array['seeds','tools','fertilizers','irrigation'])[1 + n % 4], 10 + n, 1000
    from generate_series(1, 30) as n
    returning id::text as id, name, price::float8 as price`;
  const [row] = await db.sql<{ next: number }[]>`
    select coalesce(max(split_part(stream_id, '-', 2)::bigint), 0)::int + 1 as next from events where stream_type = 'order'`;
  const next = row!.next;
  const now = new Date();
  const history = orderHistory({
    orders,
    users,
    products,
    firstOrderId: next,
    from: new Date(now.getTime() - 20 * 24 * 3_600_000),
    to: now,
    seed: seedNo,
  });
  await writeHistory(db.sql, history, 500);
  return history;
}

/** After a rebuild from zero, the read models are the same, and the side effects are neither lost nor doubled. */
async function expectEqualToRebuild(db: TestDatabase) {
  await drainProjections(db.sql, asyncProjections);
  const rows = await projectionRows(db.sql);
  const effects = await sideEffectRows(db.sql);
  await rebuildAll(db.sql, asyncProjections);
  await drainProjections(db.sql, asyncProjections);
  expect(await projectionRows(db.sql)).toEqual(rows);
  expect(await sideEffectRows(db.sql)).toEqual(effects);
  const [counts] = await db.sql<{ events: number; notifications: number; distinct_positions: number }[]>`
    select (select count(*)::int from events where stream_type = 'order') as events,
           (select count(*)::int from notifications) as notifications,
           (select count(distinct source_position)::int from notifications) as distinct_positions`;
  expect(counts!.notifications).toBe(counts!.events);
  expect(counts!.distinct_positions).toBe(counts!.events);
  const typeCounts = await db.sql<
    { type: string; n: string }[]
  >`select type, count(*)::text as n from events group by type order by type`;
  expect(rows.event_type_counts).toEqual(typeCounts.map((r) => JSON.stringify({ type: r.type, count: r.n })));
}

describe('(a) a worker killed in the middle of a batch', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  it('a batch that fails half-way leaves nothing behind; the next run equals a rebuild', async () => {
    await seed(db, 300, 1);
    await eventsVisible(db.sql);
    let calls = 0;
    // product-sales that writes half of its batch and then dies, on its second batch.
    const crashing: Projection = {
      ...productSales,
      async applyBatch(tx, events, context) {
        calls++;
        if (calls < 2) return productSales.applyBatch!(tx, events, context);
        await productSales.applyBatch!(tx, events.slice(0, Math.ceil(events.length / 2)), context);
        throw new Error('worker died mid-batch');
      },
    };
    const others = asyncProjections.filter((p) => p.name !== productSales.name);
    await expect(catchUpAll(db.sql, [...others, crashing], { batchSize: 400 })).rejects.toThrow(
      'worker died mid-batch',
    );
    expect(calls).toBe(2);
    // The first batch committed (all projections moved together); the second left no row and no checkpoint behind.
    const lag = await projectionLag(db.sql, asyncProjections);
    expect(new Set(Object.values(lag)).size).toBe(1);
    expect(lag[productSales.name]).toBeGreaterThan(0);
    await expectEqualToRebuild(db);
  });

  it.skipIf(!redis)(
    'a worker process killed (SIGKILL) while it works, then another started → equal to a rebuild',
    async () => {
      await seed(db, 2_500, 2);
      const prefix = uniquePrefix();
      const appName = `fellah-test-worker-${randomUUID().slice(0, 8)}`;
      const children: ChildProcess[] = [];
      const startChild = () =>
        new Promise<ChildProcess>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'workers.child.ts')], {
            env: {
              ...process.env,
              DATABASE_URL: db.url,
              REDIS_URL: redis as string,
              QUEUE_PREFIX: prefix,
              PGAPPNAME: appName,
              DEMO_DATA: '0',
              LOG_LEVEL: 'silent',
              JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
              DATA_DIR: `/tmp/fellah-worker-test-${process.pid}`,
            },
            stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          });
          children.push(child);
          child.once('message', () => resolve(child));
          child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
        });
      const queueConnection = new Redis(redis as string, { maxRetriesPerRequest: null });
      const queue = new Queue(PROJECTION_QUEUE, { connection: queueConnection, prefix });
      const ring = () => queue.add('catch-up', {}, { removeOnComplete: true });
      try {
        const first = await startChild();
        await ring();
        // Kill it while it is inside a projection's transaction, with some of the log done and some not.
        await eventually(
          async () => {
            const [row] = await db.sql<{ open: number; done: number }[]>`
            select (select count(*)::int from pg_stat_activity where application_name = ${appName} and xact_start is not null) as open,
                   (select count(*)::int from projection_checkpoints where last_position > 0) as done`;
            return row!.open > 0 && row!.done > 0;
          },
          { timeout: 60_000, message: 'the worker inside a batch' },
        );
        first.kill('SIGKILL');
        await new Promise((r) => first.once('exit', r));
        expect(await caughtUp(db.sql)).toBe(false);

        await startChild();
        await ring();
        await eventually(() => caughtUp(db.sql), { timeout: 120_000, message: 'the new worker caught up' });
      } finally {
        for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
        await Promise.all(
          children.map((c) =>
            c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
          ),
        );
        await queue.obliterate({ force: true }).catch(() => {});
        await queue.close();
        queueConnection.disconnect();
      }
      await expectEqualToRebuild(db);
    },
    240_000,
  );
});

/** A TCP relay in front of Redis that can be cut and restored on the same port: "Redis stopped", "Redis back". */
class RedisRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start() {
    this.server = createServer((client) => {
      const upstream = tcpConnect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe.skipIf(!redis)('(b) Redis stopped during checkouts', () => {
  let t: TestApp;
  let relay: RedisRelay;
  let runner: BullMqRunner;
  beforeAll(async () => {
    const target = new URL(redis as string);
    relay = new RedisRelay({ host: target.hostname, port: Number(target.port || 6379) });
    await relay.start();
    t = await startTestApp({
      runner: (db) => {
        runner = new BullMqRunner(db.sql, `redis://127.0.0.1:${relay.port}`, asyncProjections, silentLog, {
          worker: true,
          prefix: uniquePrefix(),
        });
        return runner;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.stop();
  });

  it('every checkout still succeeds; when Redis is back the projections catch up by themselves', async () => {
    expect(await runner.health()).toBe('up');
    const api = restClient(t);
    const user = await createUser(t);
    const [product] = await t.db.sql<{ id: string }[]>`
      insert into products (slug, name, category, price, stock_quantity) values ('relay-seeds', 'Relay Seeds', 'seeds', 20, 100) returning id::text as id`;
    const body = {
      shipping_address: {
        first_name: 'A',
        last_name: 'B',
        phone: '+20 100 123 4567',
        address: '1 Road',
        city: 'Minya',
      },
      payment_method: 'cod',
    };

    await relay.stop();
    expect(await runner.health()).toBe('down');
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/cart/add', { product_id: product!.id, quantity: 1 }, user.token)).status).toBe(200);
      const res = await api.post('/api/orders', body, user.token);
      expect(res.status).toBe(201);
    }
    expect(await t.db.sql`select count(*)::int as n from orders where user_id = ${user.id}`).toEqual([{ n: 5 }]);
    // Nobody could take a job while Redis was away: the projections are behind.
    expect(await caughtUp(t.db.sql)).toBe(false);

    await relay.start();
    // No new ring: the sweep scheduled in Redis brings them up to date once the worker is reconnected.
    await eventually(() => caughtUp(t.db.sql), {
      timeout: 60_000,
      message: 'projections caught up after Redis came back',
    });
    expect(await t.db.sql`select total_orders from customer_summaries where user_id = ${user.id}`).toEqual([
      { total_orders: 5 },
    ]);
    expect(await t.db.sql`select orders, units from product_sales where product_id = ${product!.id}`).toEqual([
      { orders: 5, units: 5 },
    ]);
  }, 120_000);
});

describe('(c) one event delivered twice is counted once', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 12 });
  });
  afterAll(() => db?.close());

  it('catch-ups of the same projections running at once', async () => {
    await seed(db, 400, 3);
    await Promise.all([
      catchUpAll(db.sql, asyncProjections, { batchSize: 50 }),
      catchUpAll(db.sql, asyncProjections, { batchSize: 70 }),
      ...asyncProjections.map((p) => catchUpAll(db.sql, [p], { batchSize: 30 })),
    ]);
    await expectEqualToRebuild(db);
  });

  it('a notification event delivered again (its checkpoint moved back) makes no second notification or e-mail', async () => {
    await drainProjections(db.sql, asyncProjections);
    const before = await sideEffectRows(db.sql);
    expect(before.notifications.length).toBeGreaterThan(0);
    await db.sql`update projection_checkpoints set last_transaction_id = '0', last_position = 0 where name = 'notifications'`;
    await drainProjections(db.sql, asyncProjections);
    expect(await sideEffectRows(db.sql)).toEqual(before);
  });

  it.skipIf(!redis)(
    'duplicate doorbell jobs and two workers on one queue',
    async () => {
      const prefix = uniquePrefix();
      const workers = [0, 1].map(
        () =>
          new BullMqRunner(db.sql, redis as string, asyncProjections, silentLog, {
            worker: true,
            prefix,
            concurrency: 4,
          }),
      );
      await Promise.all(workers.map((w) => w.start()));
      try {
        await seed(db, 300, 4);
        for (let i = 0; i < 10; i++) for (const w of workers) w.ring();
        const queue = new Queue(PROJECTION_QUEUE, {
          connection: new Redis(redis as string, { maxRetriesPerRequest: null }),
          prefix,
        });
        await queue.addBulk(Array.from({ length: 20 }, () => ({ name: 'catch-up', data: {} })));
        await eventually(() => caughtUp(db.sql), { timeout: 60_000, message: 'caught up through the queue' });
        await queue.obliterate({ force: true }).catch(() => {});
        await queue.close();
      } finally {
        await Promise.all(workers.map((w) => w.close()));
      }
      await expectEqualToRebuild(db);
    },
    120_000,
  );
});

describe('(d) concurrent appends from many connections', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 24 });
  });
  afterAll(() => db?.close());

  it('no event is skipped by any projection while transactions commit out of order', async () => {
    await db.sql`
      insert into users (email, password_hash, first_name, last_name)
      select 'd' || n || '@example.com', 'x', 'Grower', 'No. ' || n from generate_series(1, 40) as n`;
    const users = (await db.sql<{ id: string }[]>`select id::text as id from users order by id`).map((u) => u.id);
    const products = await db.sql<{ id: string; name: string; price: number }[]>`
      insert into products (slug, name, category, price, stock_quantity)
      select 'd-' || n, 'Product ' || n, 'seeds', 5 + n, 1000 from generate_series(1, 12) as n
      returning id::text as id, name, price::float8 as price`;
    const now = new Date();
    const history = orderHistory({
      orders: 240,
      users,
      products,
      firstOrderId: 1,
      from: new Date(now.getTime() - 3 * 24 * 3_600_000),
      to: now,
      seed: 5,
    });
    const byOrder = new Map<string, HistoryEvent[]>();
    for (const e of history) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    const streams = [...byOrder.values()];

    // Projections catch up all the time, several at once, while 20 writers append.
    let writing = true;
    const catchers = [0, 1, 2].map(async (k) => {
      while (writing) {
        await catchUpAll(db.sql, k === 0 ? asyncProjections : [asyncProjections[k]!, asyncProjections[k + 2]!], {
          batchSize: 7 + k * 5,
        });
        await new Promise((r) => setTimeout(r, 3));
      }
    });
    const writers = Array.from({ length: 20 }, async (_, w) => {
      for (let s = w; s < streams.length; s += 20) {
        for (const e of streams[s]!) {
          await db.sql.begin(async (tx) => {
            await appendToStream(tx, { id: orderStreamId(e.orderId), type: ORDER_STREAM_TYPE }, e.version - 1, [
              { type: e.event.type, data: e.event.data },
            ]);
            // Hold some transactions open after taking their position, so later positions commit first.
            if ((e.version + s) % 3 === 0) await tx`select pg_sleep(${0.002 + (s % 5) * 0.003})`;
          });
        }
      }
    });
    await Promise.all(writers);
    writing = false;
    await Promise.all(catchers);
    await drainProjections(db.sql, asyncProjections);
    expect(await caughtUp(db.sql)).toBe(true);
    await expectEqualToRebuild(db);
  }, 120_000);
});
