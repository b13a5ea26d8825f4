import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { asyncProjections } from '../../src/events/projections';
import { InProcessRunner, type ProjectionRunner } from '../../src/events/runner';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { RateLimiter } from '../../src/server/rateLimit';
import { type TestDatabase, createTestDatabase } from './services';

export const silentLog = pino({ level: 'silent' });

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

/** The whole server on a fresh database of its own, driven with app.inject (no port). */
export async function startTestApp(opts: { rateLimitPerMinute?: number; runner?: (db: TestDatabase) => ProjectionRunner } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: `/tmp/fellah-test-data-${process.pid}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
  });
  const runner = opts.runner?.(db) ?? new InProcessRunner(db.sql, asyncProjections, silentLog, 60_000);
  await runner.start();
  const app = await buildApp(
    { config, db, sql: db.sql, runner, rateLimiter: new RateLimiter(opts.rateLimitPerMinute ?? 100_000), version: 'test' },
    false,
  );
  await app.ready();
  return {
    app,
    db,
    config,
    runner,
    async close() {
      await app.close();
      await runner.close();
      await db.close();
    },
  };
}
