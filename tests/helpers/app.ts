import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { asyncProjections } from '../../src/events/projections';
import { InProcessRunner, type ProjectionRunner } from '../../src/server/projections/runner';
import { buildApp } from '../../src/host/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Context } from '../../src/server/context';
import type { AdminJobs } from '../../src/server/insights/jobs';
import { createCaller } from '../../src/server/routers';
import { type TestDatabase, createTestDatabase, uniquePrefix } from './services';
import type { TestUser } from './users';

export const silentLog = pino({ level: 'silent' });

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  runner: ProjectionRunner;
  /** Report jobs and backups, when the app was started with them (`adminJobs`). */
  jobs?: AdminJobs;
  close(): Promise<void>;
}

/** This test file's own prefix for rate-limit keys in Redis, so files sharing one Redis never share a budget. */
export const rateLimitNameSpace = `${uniquePrefix()}:rate-limit:`;

export interface TestAppOptions {
  /** RATE_LIMIT_PER_MINUTE (default 100,000: tests are not throttled unless they ask). */
  rateLimitPerMinute?: number;
  /** UPLOAD_RATE_LIMIT_PER_MINUTE (default 100,000). */
  uploadRateLimitPerMinute?: number;
  /** More environment for loadConfig (e.g. TRUST_PROXY, REDIS_URL: limits in Redis under `rateLimitNameSpace`). */
  env?: Record<string, string>;
  runner?: (db: TestDatabase) => ProjectionRunner;
  /** The database to serve (closed with the app) instead of a fresh one. */
  db?: TestDatabase;
  /** The app's DATA_DIR; by default one per test process. */
  dataDir?: string;
  /** Admin jobs on the app's database: started before the app is built, closed after it. */
  adminJobs?: (db: TestDatabase) => AdminJobs;
}

/** The whole server on a fresh database of its own, driven with app.inject (no port). */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const db = opts.db ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: opts.dataDir ?? `/tmp/fellah-test-data-${process.pid}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: String(opts.rateLimitPerMinute ?? 100_000),
    UPLOAD_RATE_LIMIT_PER_MINUTE: String(opts.uploadRateLimitPerMinute ?? 100_000),
    ...opts.env,
  });
  const runner = opts.runner?.(db) ?? new InProcessRunner(db.sql, asyncProjections, silentLog, 60_000);
  await runner.start();
  const adminJobs = opts.adminJobs?.(db);
  await adminJobs?.start();
  const app = await buildApp(
    { config, db, sql: db.sql, runner, ...(adminJobs ? { adminJobs } : {}), version: 'test' },
    false,
    { rateLimitNameSpace },
  );
  await app.ready();
  return {
    app,
    db,
    config,
    runner,
    ...(adminJobs ? { jobs: adminJobs } : {}),
    async close() {
      await app.close();
      await adminJobs?.close();
      await runner.close();
      await db.close();
    },
  };
}

/** A tRPC caller as a user of the app (tRPC-only inputs and outputs), with the app's admin jobs when it has them. */
export function callerFor(t: TestApp, user: TestUser) {
  const ctx: Context = {
    config: t.config,
    db: t.db,
    sql: t.db.sql,
    runner: t.runner,
    log: silentLog,
    limits: t.app.requestLimits,
    version: 'test',
    ...(t.jobs ? { adminJobs: t.jobs } : {}),
    user: { userId: user.id, role: user.role, sessionId: '0' },
    authProblem: null,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    requestId: 'test',
  };
  return createCaller(ctx);
}
