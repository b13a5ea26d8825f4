import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { type Database, connect, openDatabase } from '../../src/server/db';
import { migrate } from '../../src/server/migrate';

/**
 * How tests find their services (design.md): DATABASE_URL / REDIS_URL from the environment; else local
 * services on 127.0.0.1:5432 and :6379; else testcontainers when a Docker engine answers; else the embedded
 * database (and no Redis: tests that need it skip and say why).
 */

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

let serverUrl: Promise<string | null> | undefined;

async function reachablePostgres(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

async function containerPostgres(): Promise<string | null> {
  try {
    const { GenericContainer } = await import('testcontainers');
    const c = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .start();
    return `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
  } catch {
    return null;
  }
}

/** The URL of a PostgreSQL server tests may create databases on, or null to use the embedded database. */
export function postgresServer(): Promise<string | null> {
  serverUrl ??= (async () => {
    if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
    if (await reachablePostgres(LOCAL_PG)) return LOCAL_PG;
    return containerPostgres();
  })();
  return serverUrl;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The same server URL reached at another host and port. */
function throughAddress(url: string, via: { host: string; port: number }): string {
  const u = new URL(url);
  u.hostname = via.host;
  u.port = String(via.port);
  return u.toString();
}

export interface TestDatabase extends Database {
  name: string;
}

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server, or a new embedded
 * PGlite in a temporary folder. `close()` drops it. `via` (PostgreSQL only) is another address the pool reaches the
 * server through — a relay the test can cut — while the database is created and dropped over the direct one.
 */
export async function createTestDatabase(
  opts: { migrate?: boolean; poolSize?: number; via?: { host: string; port: number } } = {},
): Promise<TestDatabase> {
  const server = await postgresServer();
  const name = `fellah_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  let db: Database;
  let drop: () => Promise<void>;
  if (server) {
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = withDatabase(opts.via ? throughAddress(server, opts.via) : server, name);
    const sql = connect(url, opts.poolSize ?? 10);
    db = { sql, mode: 'postgres', url, close: () => sql.end({ timeout: 5 }) };
    drop = async () => {
      const a = postgres(server, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'fellah-test-'));
    db = await openDatabase({ databaseUrl: undefined, dataDir: dir, dbPoolSize: opts.poolSize ?? 4 });
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  if (opts.migrate !== false) await migrate(db.sql);
  return {
    ...db,
    name,
    async close() {
      await db.close();
      await drop();
    },
  };
}

let redisUrl: Promise<string | null> | undefined;

/** A Redis URL, or null (then say why the test skips). */
export function redisServer(): Promise<string | null> {
  redisUrl ??= (async () => {
    const candidate = process.env.REDIS_URL ?? LOCAL_REDIS;
    const probe = new Redis(candidate, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return candidate;
    } catch {
      try {
        const { GenericContainer } = await import('testcontainers');
        const c = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
        return `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
      } catch {
        return null;
      }
    } finally {
      probe.disconnect();
    }
  })();
  return redisUrl;
}

/** A queue prefix of this test file's own, so files sharing one Redis never see each other's jobs. */
export const uniquePrefix = () => `fellah-test-${process.pid}-${randomBytes(3).toString('hex')}`;
