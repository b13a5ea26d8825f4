import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from './db';
import { ROOT } from './paths';
import { watchPublicContent } from './publicContent';

export const MIGRATIONS_DIR = join(ROOT, 'migrations');
/** Any fixed number: every process that migrates takes the same transaction-level advisory lock. */
const MIGRATION_LOCK = 727_001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.slice(0, 4), name: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Apply every pending migration in one transaction under an advisory lock, recording each in
 * schema_migrations. Forward only. Returns the names of the migrations that ran.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = listMigrations(dir);
  return sql.begin(async (tx) => {
    // A migration may rewrite a large table: no statement_timeout (SESSION_BOUNDS in db.ts) for this transaction.
    await tx`set local statement_timeout = 0`;
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`create table if not exists schema_migrations (
      version text primary key, name text not null, applied_at timestamptz not null default now())`;
    const done = new Set(
      (await tx<{ version: string }[]>`select version from schema_migrations`).map((r) => r.version),
    );
    const ran: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      await tx.unsafe(file.sql);
      await tx`insert into schema_migrations (version, name) values (${file.version}, ${file.name})`;
      ran.push(file.name);
    }
    // Every table is watched for the answer cache unless named private (src/server/publicContent.ts); a no-op when
    // nothing changed since the last start.
    await watchPublicContent(tx);
    return ran;
  });
}
