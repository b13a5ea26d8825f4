import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Config } from './config';

export type Sql = postgres.Sql<Record<string, never>>;
export type TransactionSql = postgres.TransactionSql<Record<string, never>>;
/** Either the pool or a transaction: what a query function that may run inside a caller's transaction takes. */
export type Queryable = Sql | TransactionSql;

export interface Database {
  sql: Sql;
  mode: 'embedded' | 'postgres';
  /** The URL postgres.js connects to (for the embedded database, its loopback socket). */
  url: string;
  close(): Promise<void>;
}

/**
 * postgres.js options shared by every connection we open. On a real PostgreSQL server JIT compilation is off: it is
 * made for long analytical queries, and on this shop's short ones its compile time (about half a second for the
 * search cache's candidate query, whose estimated cost crosses jit_above_cost) only ever added latency. The
 * embedded PGlite has no JIT and is told nothing.
 */
export function connect(url: string, max: number, server: 'postgres' | 'embedded' = 'postgres'): Sql {
  return postgres(url, {
    max,
    ...(server === 'postgres' ? { connection: { jit: 'off' } } : {}),
    onnotice: () => {},
    idle_timeout: 30,
    connect_timeout: 10,
    types: { bigint: postgres.BigInt },
    transform: { undefined: null },
  }) as unknown as Sql;
}

/**
 * Open the database: real PostgreSQL at DATABASE_URL, or else an embedded PGlite whose data lives under
 * DATA_DIR/pglite, served to postgres.js over a loopback socket (so every query path is the same).
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>): Promise<Database> {
  if (config.databaseUrl) {
    const sql = connect(config.databaseUrl, config.dbPoolSize);
    return { sql, mode: 'postgres', url: config.databaseUrl, close: () => sql.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, citext } });
  // PGlite serves one query at a time, and pglite-socket interleaves the extended-protocol messages of
  // concurrent connections (seen as 'portal "" does not exist'), so postgres.js gets exactly one connection
  // and queues queries itself. Inside sql.begin every query must use the transaction's `tx`.
  const pool = 1;
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: pool + 1 });
  await server.start();
  const conn = server.getServerConn();
  const url = `postgres://postgres@${conn}/postgres`;
  const sql = connect(url, pool, 'embedded');
  return {
    sql,
    mode: 'embedded',
    url,
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
    },
  };
}
