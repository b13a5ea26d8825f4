import Fastify from 'fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStream } from '../../src/events/store';
import { registerRateLimits } from '../../src/host/rateLimit';
import { type Config, loadConfig, redisPrefixOf } from '../../src/server/config';
import { PROJECTION_QUEUE } from '../../src/server/projections/runner';
import { openServices } from '../../src/server/services';
import { silentLog } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { eventsVisible } from '../helpers/projections';
import { type TestDatabase, createTestDatabase, redisServer } from '../helpers/services';

/*
 * Issue 37, item 2: two deployments of the shop (each its own database) on ONE Redis database. Every queue and every
 * Redis key carries the deployment's REDIS_PREFIX, by default `fellah:<database name>`, so neither takes the other's
 * jobs, locks or rate-limit budgets. (With the former shared prefix `bull`, a worker of one shop took the other's
 * doorbells and ran them against its own database: the other's projections waited for the sweep.)
 */

const redis = await redisServer();

describe('REDIS_PREFIX', () => {
  it('defaults to fellah:<database name>, and REDIS_PREFIX overrides it', () => {
    expect(redisPrefixOf('postgres://u:p@db:5432/shop_cairo')).toBe('fellah:shop_cairo');
    expect(redisPrefixOf(undefined)).toBe('fellah:embedded');
    const env = { DATABASE_URL: 'postgres://db/shop_alex', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).redisPrefix).toBe('fellah:shop_alex');
    expect(loadConfig({ ...env, REDIS_PREFIX: 'alex:prod' }).redisPrefix).toBe('alex:prod');
    expect(() => loadConfig({ ...env, REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });
});

describe.skipIf(!redis)('two deployments on one Redis database (skipped only when no Redis can be found)', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  let configA: Config;
  let configB: Config;
  const closing: (() => Promise<unknown>)[] = [];
  const configOf = (db: TestDatabase) =>
    loadConfig({ DATABASE_URL: db.url, REDIS_URL: redis as string, JWT_SECRET: 'x'.repeat(32) });

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    configA = configOf(a);
    configB = configOf(b);
  });
  afterAll(async () => {
    for (const close of closing.reverse()) await close().catch(() => {});
    await Promise.all([a?.close(), b?.close()]);
  });

  const counted = async (db: TestDatabase) =>
    Number(
      (
        await db.sql<
          { n: bigint }[]
        >`select coalesce(sum(count), 0)::bigint as n from event_type_counts where type = 'Sold'`
      )[0]!.n,
    );
  const write = async (db: TestDatabase, n: number) => {
    await appendToStream(
      db.sql,
      { id: `shop-${db.name}-${n}`, type: 'test' },
      0,
      Array.from({ length: n }, () => ({ type: 'Sold', data: {} })),
    );
    await eventsVisible(db.sql);
  };

  it("each has its own prefix, and a worker of one never takes the other one's jobs", async () => {
    expect(configA.redisPrefix).toBe(`fellah:${a.name}`);
    expect(configB.redisPrefix).not.toBe(configA.redisPrefix);
    // Shop A runs no worker (WORKERS=0 and its worker processes down); shop B runs one. Both as `npm start` opens them.
    const shopA = await openServices(configA, silentLog, { worker: false });
    closing.push(() => shopA.close());
    const shopB = await openServices(configB, silentLog, { worker: true });
    closing.push(() => shopB.close());
    await write(a, 3);
    await write(b, 2);
    shopA.runner.ring();
    shopB.runner.ring();
    await eventually(async () => (await counted(b)) === 2, { message: "shop B's worker caught B up" });
    // A's doorbell is still waiting in A's queue: B's worker never saw it.
    const connection = new Redis(redis as string, { maxRetriesPerRequest: null });
    const queueA = new Queue(PROJECTION_QUEUE, { connection, prefix: configA.redisPrefix });
    closing.push(async () => {
      await queueA.close();
      connection.disconnect();
    });
    await eventually(async () => (await queueA.getWaitingCount()) >= 1, {
      message: "A's doorbell waiting in A's queue",
    });
    expect(await counted(a)).toBe(0);
    // A's own worker starts: A catches up from its own queue.
    const workerA = await openServices(configA, silentLog, { worker: true });
    closing.push(() => workerA.close());
    await eventually(async () => (await counted(a)) === 3, { message: "A's worker caught A up" });
    expect(await counted(b)).toBe(2);
  });

  it('the rate limits of one are not spent by the other', async () => {
    const appA = Fastify({ logger: false });
    const appB = Fastify({ logger: false });
    closing.push(
      () => appA.close(),
      () => appB.close(),
    );
    const limitsA = await registerRateLimits(appA, { ...configA, rateLimitPerMinute: 5 });
    const limitsB = await registerRateLimits(appB, { ...configB, rateLimitPerMinute: 5 });
    const subject = `198.51.100.${Math.floor(Math.random() * 250)}`;
    // B's client spends its whole budget; the same address at shop A still has all of its own.
    for (let i = 0; i < 5; i++) await limitsB.hit('requests', subject);
    expect((await limitsB.hit('requests', subject)).allowed).toBe(false);
    const atA = await limitsA.hit('requests', subject);
    expect(atA).toMatchObject({ allowed: true, remaining: 4 });
    const probe = new Redis(redis as string);
    closing.push(async () => probe.disconnect());
    expect((await probe.keys(`${configA.redisPrefix}:rate-limit:*`)).length).toBeGreaterThan(0);
    expect((await probe.keys(`${configB.redisPrefix}:rate-limit:*`)).length).toBeGreaterThan(0);
  });
});
