import { type Server, type Socket, createServer, connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { buildApp } from '../../src/host/app';
import { FALLBACK_SHARE } from '../../src/host/rateLimit';
import { loadConfig } from '../../src/server/config';
import { InProcessRunner } from '../../src/server/projections/runner';
import { rateLimitNameSpace, silentLog } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type TestDatabase, createTestDatabase, redisServer } from '../helpers/services';

/*
 * Issue 36, point 6: limits that fail safe. The budgets live in Redis; when Redis stops answering they are counted in
 * this process at a stricter limit (logged once, not once per call), never let through uncounted, and shared through
 * Redis again as soon as it answers. Redis is reached through a TCP relay the test can cut and restore.
 */

const redis = await redisServer();
const LIMIT = 6;
const FALLBACK = Math.floor(LIMIT * FALLBACK_SHARE);

/** A TCP relay to Redis on a port of its own, which can be cut (every connection dropped, the port closed) and restored. */
function relay(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    open,
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        server?.close(() => resolve());
      }),
  };
}

describe.skipIf(!redis)('the limits when Redis fails (skipped without Redis: REDIS_URL or 127.0.0.1:6379)', () => {
  const link = relay(new URL(redis ?? 'redis://127.0.0.1:6379'));
  const logged: { level: number; msg: string }[] = [];
  let db: TestDatabase;
  let runner: InProcessRunner;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    await link.open();
    db = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: `/tmp/fellah-test-data-${process.pid}`,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      REDIS_URL: link.url,
    });
    runner = new InProcessRunner(db.sql, asyncProjections, silentLog, 60_000);
    await runner.start();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    const logger = { level: 'info', stream } as unknown as { level: string };
    app = await buildApp({ config, db, sql: db.sql, runner, version: 'test' }, logger, { rateLimitNameSpace });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await runner?.close();
    await db?.close();
    await link.cut();
  });

  const call = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/health/live', remoteAddress });
  const statuses = async (remoteAddress: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await call(remoteAddress)).statusCode);
    return out;
  };
  const warnings = () => logged.filter((l) => /rate limit store unavailable/.test(l.msg));

  it('with Redis answering, the whole budget', async () => {
    expect(await statuses('203.0.113.1', LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('with Redis cut, a stricter budget counted in this process, logged once', async () => {
    await link.cut();
    const codes = await statuses('203.0.113.2', LIMIT + 1);
    expect(codes).toEqual([...Array(FALLBACK).fill(200), ...Array(LIMIT + 1 - FALLBACK).fill(429)]);
    const refused = await call('203.0.113.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(FALLBACK));
    // Another client has a fallback budget of its own.
    expect((await call('203.0.113.3')).statusCode).toBe(200);
    expect(warnings()).toHaveLength(1);
  });

  it('with Redis back, the budgets are shared through it again (logged once)', async () => {
    await link.open();
    await eventually(async () => (await call('203.0.113.4')).headers['x-ratelimit-limit'] === String(LIMIT), {
      timeout: 10_000,
      message: 'the limits counted in Redis again',
    });
    expect(logged.filter((l) => /rate limit store answers again/.test(l.msg))).toHaveLength(1);
    expect(await statuses('203.0.113.5', LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(warnings()).toHaveLength(1);
  });
});
