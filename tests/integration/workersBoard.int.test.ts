import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { BullMqRunner } from '../../src/server/projections/runner';
import { buildApp } from '../../src/host/app';
import { loadConfig } from '../../src/server/config';
import { QUEUES_NEED_REDIS, QUEUE_BOARD_COOKIE } from '../../src/server/queueBoard';
import { type TestApp, rateLimitNameSpace, silentLog, startTestApp } from '../helpers/app';
import { type TestDatabase, createTestDatabase, redisServer, uniquePrefix } from '../helpers/services';
import { type TestUser, createUser } from '../helpers/users';

/* Bull Board at /admin/queues: administrators only (bearer token or the board's cookie), and only with Redis. */

const redis = await redisServer();
const env = {
  DATA_DIR: `/tmp/fellah-test-data-${process.pid}`,
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  LOG_LEVEL: 'silent',
};

describe('without REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers a 404 saying the queues need Redis, for the page and anything under it', async () => {
    for (const url of ['/admin/queues', '/admin/queues/api/queues']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: QUEUES_NEED_REDIS,
        error: 'QUEUES_NEED_REDIS',
        details: { message_key: 'queues.needRedis' },
      });
    }
  });
});

describe.skipIf(!redis)('with REDIS_URL', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let runner: BullMqRunner;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    db = await createTestDatabase();
    const config = loadConfig({ ...env, REDIS_URL: redis as string });
    runner = new BullMqRunner(db.sql, redis as string, asyncProjections, silentLog, {
      worker: false,
      prefix: uniquePrefix(),
    });
    await runner.start();
    app = await buildApp({ config, db, sql: db.sql, runner, version: 'test' }, false, { rateLimitNameSpace });
    await app.ready();
    admin = await createUser({ db, config }, { role: 'admin' });
    customer = await createUser({ db, config });
  });
  afterAll(async () => {
    await app?.close();
    await runner?.close();
    await db?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('refuses a visitor without a token (401) and a customer (403)', async () => {
    const anonymous = await get('/admin/queues');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect((await get('/admin/queues/api/queues')).statusCode).toBe(401);
    const forged = await get('/admin/queues', { cookie: `${QUEUE_BOARD_COOKIE}=not-a-token` });
    expect(forged.statusCode).toBe(401);
    const asCustomer = await get('/admin/queues', { authorization: `Bearer ${customer.token}` });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({
      success: false,
      message: 'Only administrators can see the queues.',
      error: 'FORBIDDEN',
      details: { message_key: 'queues.adminsOnly' },
    });
    const inArabic = await get('/admin/queues', {
      authorization: `Bearer ${customer.token}`,
      'accept-language': 'ar-EG',
    });
    expect(inArabic.json()).toMatchObject({ message: 'الطوابير للمديرين فقط.', error: 'FORBIDDEN' });
    expect((await get('/admin/queues', { cookie: `${QUEUE_BOARD_COOKIE}=${customer.token}` })).statusCode).toBe(403);
  });

  it('shows the board to an administrator, by header or by cookie, with the projection and report queues', async () => {
    const page = await get('/admin/queues', { authorization: `Bearer ${admin.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await get('/admin/queues/api/queues', {
      cookie: `theme=dark; ${QUEUE_BOARD_COOKIE}=${encodeURIComponent(admin.token)}`,
    });
    expect(api.statusCode).toBe(200);
    const names = (api.json() as { queues: { name: string }[] }).queues.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['fellah-projections', 'fellah-reports']));
  });

  it('refuses an administrator whose session has ended', async () => {
    await db.sql`update sessions set revoked_at = now() where user_id = ${admin.id}`;
    expect((await get('/admin/queues', { authorization: `Bearer ${admin.token}` })).statusCode).toBe(401);
  });
});
