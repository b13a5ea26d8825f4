import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough, type Transform } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { ConflictError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Sql, TransactionSql } from '../db';
import { listMigrations, MIGRATIONS_DIR } from '../migrate';
import { DROP_PUBLIC_OBJECTS } from './schema';

/*
 * The embedded database's own dump. PGlite is PostgreSQL 18 and Debian's pg_dump 15 refuses a newer server, so the
 * embedded database is dumped by this module over the same connection the app uses: every table of the public schema
 * read in one repeatable-read transaction (one snapshot), written as gzipped JSON lines, with the sequences and the
 * list of migrations the schema was built by. A restore, in one transaction: the public schema's objects dropped (not
 * the extensions: schema.ts) and rebuilt by those same migrations, every table emptied and loaded from the dump (triggers and foreign-key checks off while
 * loading, as pg_restore does), the sequences set. The migrations newer than the backup are then applied by the
 * caller, as at start-up.
 *
 * File: gzip of lines. A line starting with '#' is a control line (JSON after the '#'): the header first, then
 * `{table, columns, identity}` before each table's rows, `{sequences}` and `{end, rows}` last. Other lines are rows,
 * each the JSON of row_to_json.
 */

export const LOGICAL_FORMAT = 'fellah-logical-dump';
const FORMAT_VERSION = 1;
/** Heap blocks (8 kB) read by one query of the dump: a few hundred rows of most tables. */
const PAGE_BLOCKS = 32;
const LOAD_ROWS = 500;
const LOAD_BYTES = 4 * 1024 * 1024;

interface Header {
  format: string;
  version: number;
  created_at: string;
  server_version: string;
  migrations: string[];
}
interface TableLine {
  table: string;
  columns: string[];
  identity: boolean;
}
interface SequenceValue {
  name: string;
  last_value: string;
  is_called: boolean;
}

/** Ordinary tables of the public schema, by name. */
async function publicTables(tx: TransactionSql): Promise<{ name: string; oid: number }[]> {
  return tx<{ name: string; oid: number }[]>`
    select c.relname as name, c.oid::int as oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by c.relname`;
}

/** Write a dump of the whole public schema to `file`; answers the migrations it was built by and how many rows. */
export async function writeLogicalDump(
  sql: Sql,
  file: string,
  opts: { encrypt?: Transform; rowsLeftOut?: readonly string[] } = {},
): Promise<{ migrations: string[]; tables: number; rows: number }> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const written = opts.encrypt ? pipeline(gzip, opts.encrypt, out) : pipeline(gzip, out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await new Promise<void>((resolve) => gzip.once('drain', () => resolve()));
  };
  try {
    const summary = await sql.begin('isolation level repeatable read', async (tx) => {
      const [version] = await tx<{ v: string }[]>`select current_setting('server_version') as v`;
      const migrations = (await tx<{ version: string }[]>`select version from schema_migrations order by version`).map(
        (r) => r.version,
      );
      const header: Header = {
        format: LOGICAL_FORMAT,
        version: FORMAT_VERSION,
        created_at: new Date().toISOString(),
        server_version: version?.v ?? '',
        migrations,
      };
      await write(`#${JSON.stringify(header)}`);
      const tables = await publicTables(tx);
      let rows = 0;
      for (const table of tables) {
        const columns = await tx<{ name: string; identity: string }[]>`
          select attname as name, attidentity::text as identity from pg_attribute
          where attrelid = ${table.oid} and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`;
        const line: TableLine = {
          table: table.name,
          columns: columns.map((c) => c.name),
          identity: columns.some((c) => c.identity === 'a'),
        };
        await write(`#${JSON.stringify(line)}`);
        // Tables whose rows a backup leaves out (the mail outbox: mail bodies hold working links).
        if (opts.rowsLeftOut?.includes(table.name)) continue;
        // Read in ranges of PAGE_BLOCKS heap blocks (TID range scans): each block once, in physical order, no primary
        // key needed. Every row of this snapshot lies below the table's size taken in it (vacuum cannot cut off a page
        // holding a row this snapshot sees). Keyset pages on `ctid > last` would need `order by t.ctid` itself: sorted
        // as the text of the ctid ('(100,1)' before '(2,1)') pages overlapped and skipped rows of tables over a page.
        const [size] = await tx<{ blocks: number }[]>`
          select (pg_relation_size(c.oid) / current_setting('block_size')::bigint)::int as blocks from pg_class c where c.oid = ${table.oid}`;
        let written = 0;
        for (let first = 0; first < (size?.blocks ?? 0); first += PAGE_BLOCKS) {
          const page = await tx<{ j: string }[]>`
            select row_to_json(t)::text as j from ${tx(table.name)} t
            where t.ctid >= ${`(${first},0)`}::tid and t.ctid < ${`(${first + PAGE_BLOCKS},0)`}::tid order by t.ctid`;
          for (const r of page) await write(r.j);
          rows += page.length;
          written += page.length;
        }
        // The same snapshot counts the table: a dump that missed or repeated rows fails rather than restoring wrong.
        const [count] = await tx<{ n: string }[]>`select count(*)::text as n from ${tx(table.name)}`;
        if (String(written) !== count?.n)
          throw new Error(`The dump of ${table.name} read ${written} rows of ${count?.n}`);
      }
      const sequences: SequenceValue[] = [];
      const names = await tx<{ name: string }[]>`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`;
      for (const { name } of names) {
        const [value] = await tx<
          { last_value: string; is_called: boolean }[]
        >`select last_value::text as last_value, is_called from ${tx(name)}`;
        sequences.push({ name, last_value: value!.last_value, is_called: value!.is_called });
      }
      await write(`#${JSON.stringify({ sequences })}`);
      await write(`#${JSON.stringify({ end: true, tables: tables.length, rows })}`);
      return { migrations, tables: tables.length, rows };
    });
    gzip.end();
    await written;
    return summary;
  } catch (err) {
    gzip.destroy();
    await written.catch(() => {});
    throw err;
  }
}

/** The header of a dump file (format and migrations), read without loading the rest. */
export async function readLogicalHeader(file: string): Promise<Header> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  try {
    for await (const line of lines) {
      const header = line.startsWith('#') ? (JSON.parse(line.slice(1)) as Header) : null;
      if (header?.format !== LOGICAL_FORMAT) break;
      return header;
    }
  } finally {
    lines.close();
  }
  throw new ConflictError(msg('backups.notEmbeddedBackup'));
}

/**
 * Restore a dump into the database in one transaction (nothing changes if any step fails). Every migration the dump
 * was built by must be known to this version of the app.
 */
export async function restoreLogicalDump(
  sql: Sql,
  file: string,
  migrationsDir = MIGRATIONS_DIR,
): Promise<{ tables: number; rows: number; migrations: string[] }> {
  const header = await readLogicalHeader(file);
  const known = listMigrations(migrationsDir);
  const missing = header.migrations.filter((v) => !known.some((m) => m.version === v));
  if (missing.length) throw new ConflictError(msg('backups.newerVersion', { migrations: missing.join(', ') }));

  return sql.begin(async (tx) => {
    // As pg_restore: no triggers (the rows carry what triggers computed) and no foreign-key checks while loading.
    await tx`set local session_replication_role = replica`;
    await tx.unsafe(DROP_PUBLIC_OBJECTS);
    await tx`create table schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())`;
    for (const m of known) if (header.migrations.includes(m.version)) await tx.unsafe(m.sql);
    const tables = (await publicTables(tx)).map((t) => t.name);
    if (tables.length) await tx`truncate ${tx(tables)} restart identity cascade`;

    const input = new PassThrough();
    // A read or gunzip error destroys `input` with it, and the loop below throws: the transaction rolls back.
    pipeline(createReadStream(file), createGunzip(), input).catch(() => {});
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    let table: TableLine | null = null;
    let batch: string[] = [];
    let bytes = 0;
    let loadedTables = 0;
    let rows = 0;
    let ended = false;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      if (!tables.includes(table.table)) throw new ConflictError(msg('backups.unknownTable', { table: table.table }));
      const json = `[${batch.join(',')}]`;
      const overriding = table.identity ? tx`overriding system value` : tx``;
      await tx`insert into ${tx(table.table)} (${tx(table.columns)}) ${overriding}
               select ${tx(table.columns)} from json_populate_recordset(null::${tx(table.table)}, ${json}::text::json)`;
      rows += batch.length;
      batch = [];
      bytes = 0;
    };
    let first = true;
    for await (const line of lines) {
      if (first) {
        first = false;
        continue;
      }
      if (ended) throw new ConflictError(msg('backups.dataAfterEnd'));
      if (!line.startsWith('#')) {
        if (!table) throw new ConflictError(msg('backups.rowBeforeTable'));
        batch.push(line);
        bytes += line.length;
        if (batch.length >= LOAD_ROWS || bytes >= LOAD_BYTES) await flush();
        continue;
      }
      await flush();
      const control = JSON.parse(line.slice(1)) as Partial<TableLine> & { sequences?: SequenceValue[]; end?: boolean };
      if (control.table) {
        table = control as TableLine;
        loadedTables++;
      } else if (control.sequences) {
        table = null;
        for (const s of control.sequences) {
          await tx`select setval(c.oid, ${s.last_value}::bigint, ${s.is_called}) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and c.relkind = 'S' and c.relname = ${s.name}`;
        }
      } else if (control.end) {
        ended = true;
      }
    }
    if (!ended) throw new ConflictError(msg('backups.incomplete'));
    return { tables: loadedTables, rows, migrations: header.migrations };
  });
}
