import postgres from 'postgres';
import { type MailPort, type Projection, type ProjectionContext, applyEvents, handles } from '../../events/projection';
import { asyncProjections, inlineProjections } from '../../events/projections';
import { PlacedOrders } from '../../events/projections/placedOrders';
import { type Checkpoint, START, isAfter, readLog } from '../../events/store';
import type { Sql, TransactionSql } from '../db';

/*
 * `npm run projections:verify [name]`: every projection, async and inline, replayed from the event log into
 * scratch tables and compared row by row with its live tables. One repeatable-read transaction on a connection of its
 * own: temporary tables created LIKE the live ones shadow them (pg_temp comes first in the search path), so the
 * projections' own code writes the replay there; an async projection is replayed up to its checkpoint, an inline one
 * through the whole log that snapshot sees. The transaction is rolled back: nothing live is written (sequences aside).
 */

/** A table a projection writes, and which of its rows a replay must give again. */
interface TableSpec {
  table: string;
  /** Columns compared (all of them when absent); the first `key` of them pair a missing row with an extra one. */
  columns?: readonly string[];
  key: readonly string[];
  /**
   * How the scratch table is made, for a table the projection updates but does not own (it starts from the live rows);
   * otherwise an empty table LIKE the live one.
   */
  scratch?: string;
}

/** The read models each projection owns, compared by verify (and wiped by `projections:rebuild` for inline ones). */
export const PROJECTION_TABLES: Readonly<Record<string, readonly TableSpec[]>> = {
  'event-type-counts': [{ table: 'event_type_counts', key: ['type'] }],
  'product-sales': [
    { table: 'product_sales', key: ['product_id'] },
    { table: 'product_pairs', key: ['product_a', 'product_b'] },
    // products.order_count = base_order_count + product_sales.orders: the rest of the row is the catalogue's.
    // (admin-stats reads the category; nothing else of a product is read or written by a projection.)
    {
      table: 'products',
      columns: ['id', 'order_count'],
      key: ['id'],
      scratch:
        'create temporary table products on commit drop as select id, category, base_order_count, base_order_count as order_count from public.products',
    },
  ],
  'customer-summaries': [
    { table: 'customer_summaries', key: ['user_id'] },
    { table: 'customer_products', key: ['user_id', 'product_id'] },
  ],
  'admin-stats': [
    { table: 'sales_daily', key: ['day'] },
    { table: 'sales_daily_category', key: ['day', 'category'] },
    { table: 'sales_daily_product', key: ['day', 'product_id'] },
    { table: 'sales_daily_city', key: ['day', 'city'] },
    { table: 'order_status_counts', key: ['status'] },
    { table: 'admin_stats_orders', key: ['order_id'] },
    { table: 'admin_stats_customers', key: ['user_id'] },
  ],
  // Side effects only (notifications, e-mails: kept by a rebuild, deleted by their owners): keyed by their source
  // event, so they cannot be made twice; verify replays into scratch copies and compares nothing.
  notifications: [],
  'price-alerts': [{ table: 'price_alert_marks', key: ['alert_id', 'market_id'] }],
  'cart-items': [{ table: 'cart_items', key: ['user_id', 'item_id'] }],
  orders: [
    { table: 'orders', key: ['id'] },
    { table: 'order_lines', key: ['order_id', 'line_no'] },
  ],
  'credit-lines': [
    { table: 'credit_lines', key: ['user_id'] },
    { table: 'credit_orders', key: ['order_id'] },
    { table: 'credit_payments', key: ['source_position'] },
  ],
};

/** Tables the projections' side effects go to: shadowed during a replay (so nothing is sent), never compared. */
const SIDE_EFFECT_TABLES = ['notifications', 'price_alert_firings', 'mail_outbox'];

/** Every projection verify knows: the async ones, then the inline ones. */
export const allProjections: readonly Projection[] = [...asyncProjections, ...inlineProjections];

/** One row that differs: in the replay but not live (`missing`), live but not in the replay (`extra`), or both with other values. */
export type RowDifference =
  | { kind: 'missing' | 'extra'; row: Record<string, unknown> }
  | { kind: 'changed'; live: Record<string, unknown>; replay: Record<string, unknown> };

export interface TableResult {
  projection: string;
  table: string;
  /** How many rows differ (missing + extra, a changed row counting twice); `rows` shows at most `limit` of each kind. */
  differing: number;
  rows: RowDifference[];
}

export interface VerifyResult {
  ok: boolean;
  projections: string[];
  /** Events replayed per projection (an async one up to its checkpoint). */
  replayed: Record<string, number>;
  tables: TableResult[];
  startedAt: Date;
  finishedAt: Date;
}

/** A mail port that sends nothing: a replay's e-mails are not wanted. */
const noMail: MailPort = { async queue() {} };

class Rollback extends Error {}

/**
 * Replay and compare `projections` (all by default) on the database at `url`, showing at most `limit` rows of each
 * kind per table. Opens (and closes) a connection of its own, with unprepared statements: a statement prepared before
 * the scratch tables existed would still name the live ones.
 */
export async function verifyProjections(
  url: string,
  options: { projections?: readonly Projection[]; limit?: number } = {},
): Promise<VerifyResult> {
  const chosen = options.projections ?? allProjections;
  const limit = options.limit ?? 10;
  const startedAt = new Date();
  const sql = postgres(url, {
    max: 1,
    prepare: false,
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
  }) as unknown as Sql;
  let outcome: Omit<VerifyResult, 'startedAt' | 'finishedAt' | 'ok' | 'projections'> | undefined;
  try {
    await sql
      .begin('isolation level repeatable read', async (tx) => {
        const bounds = await replayBounds(tx, chosen);
        await shadowTables(tx, chosen);
        const replayed = await replay(tx, chosen, bounds);
        const tables: TableResult[] = [];
        for (const p of chosen)
          for (const spec of PROJECTION_TABLES[p.name] ?? []) tables.push(await compareTable(tx, p.name, spec, limit));
        outcome = { replayed, tables };
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
  } finally {
    await sql.end({ timeout: 5 });
  }
  const { replayed, tables } = outcome!;
  return {
    ok: tables.every((t) => t.differing === 0),
    projections: chosen.map((p) => p.name),
    replayed,
    tables,
    startedAt,
    finishedAt: new Date(),
  };
}

/** How far each projection is replayed: an async one to its checkpoint (none: nothing), an inline one to the end (null). */
async function replayBounds(
  tx: TransactionSql,
  projections: readonly Projection[],
): Promise<Map<string, Checkpoint | null>> {
  const rows = await tx<{ name: string; tx: string; pos: bigint }[]>`
    select name, last_transaction_id::text as tx, last_position as pos from projection_checkpoints`;
  const saved = new Map(rows.map((r) => [r.name, { transactionId: r.tx, position: BigInt(r.pos) }]));
  const inline = new Set(inlineProjections.map((p) => p.name));
  return new Map(projections.map((p) => [p.name, inline.has(p.name) ? null : (saved.get(p.name) ?? START)]));
}

/** Scratch copies (temporary, dropped with the transaction) of every table the projections write. */
async function shadowTables(tx: TransactionSql, projections: readonly Projection[]) {
  const specs = projections.flatMap((p) => PROJECTION_TABLES[p.name] ?? []);
  const names = new Set([...specs.map((s) => s.table), ...SIDE_EFFECT_TABLES]);
  for (const table of names) {
    const scratch = specs.find((s) => s.table === table)?.scratch;
    if (scratch) await tx.unsafe(scratch);
    else
      await tx`create temporary table ${tx(table)} (like ${tx(`public.${table}`)} including defaults including constraints including indexes) on commit drop`;
  }
}

/** Replay the log once through every projection, each up to its bound; answers the events each one was given. */
async function replay(
  tx: TransactionSql,
  projections: readonly Projection[],
  bounds: Map<string, Checkpoint | null>,
): Promise<Record<string, number>> {
  const context: ProjectionContext = { orders: new PlacedOrders(), mail: noMail };
  const replayed: Record<string, number> = Object.fromEntries(projections.map((p) => [p.name, 0]));
  let after = START;
  for (;;) {
    const events = await readLog(tx, after);
    if (events.length === 0) return replayed;
    for (const p of projections) {
      const bound = bounds.get(p.name);
      const mine = bound === null ? events : events.filter((e) => !isAfter(e, bound!));
      await applyEvents(tx, p, mine, context);
      replayed[p.name]! += mine.filter((e) => handles(p, e.type)).length;
    }
    const last = events.at(-1)!;
    after = { transactionId: last.transactionId, position: last.globalPosition };
  }
}

/** Row by row: the scratch table (the replay) against the live one, both as JSON of the compared columns. */
async function compareTable(
  tx: TransactionSql,
  projection: string,
  spec: TableSpec,
  limit: number,
): Promise<TableResult> {
  const columns = spec.columns ?? (await columnsOf(tx, spec.table));
  const live = tx`(select to_jsonb(t) as row from (select ${tx(columns as string[])} from ${tx(`public.${spec.table}`)}) t)`;
  const replayed = tx`(select to_jsonb(t) as row from (select ${tx(columns as string[])} from ${tx(`pg_temp.${spec.table}`)}) t)`;
  const [counts] = await tx<{ missing: number; extra: number }[]>`
    select (select count(*)::int from (${replayed} except all ${live}) m) as missing,
           (select count(*)::int from (${live} except all ${replayed}) e) as extra`;
  const missing = await tx<
    { row: Record<string, unknown> }[]
  >`select row from (${replayed} except all ${live}) m limit ${limit}`;
  const extra = await tx<
    { row: Record<string, unknown> }[]
  >`select row from (${live} except all ${replayed}) e limit ${limit}`;
  return {
    projection,
    table: spec.table,
    differing: counts!.missing + counts!.extra,
    rows: paired(
      missing.map((r) => r.row),
      extra.map((r) => r.row),
      spec.key,
    ),
  };
}

async function columnsOf(tx: TransactionSql, table: string): Promise<string[]> {
  const rows = await tx<{ name: string }[]>`
    select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`;
  return rows.map((r) => r.name);
}

/** Missing and extra rows with the same key are one changed row. */
function paired(
  missing: Record<string, unknown>[],
  extra: Record<string, unknown>[],
  key: readonly string[],
): RowDifference[] {
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(key.map((k) => row[k]));
  const extras = new Map(extra.map((row) => [keyOf(row), row]));
  const out: RowDifference[] = [];
  for (const row of missing) {
    const live = extras.get(keyOf(row));
    if (live) {
      extras.delete(keyOf(row));
      out.push({ kind: 'changed', live, replay: row });
    } else out.push({ kind: 'missing', row });
  }
  for (const row of extras.values()) out.push({ kind: 'extra', row });
  return out;
}

/** Record a verify's time and result (the health details and the admin dashboard show the last one). */
export async function recordVerification(sql: Sql, result: VerifyResult): Promise<void> {
  const differing = result.tables.reduce((n, t) => n + t.differing, 0);
  const tables = result.tables.filter((t) => t.differing > 0).map((t) => `${t.projection}/${t.table}`);
  await sql`
    insert into projection_verifications (started_at, finished_at, ok, differing_rows, projections, differing_tables)
    values (${result.startedAt}, ${result.finishedAt}, ${result.ok}, ${differing}, ${result.projections}, ${tables})`;
}

/** The last verify's time and result, or null when none ran. */
export async function lastVerification(
  sql: Sql,
): Promise<{ at: Date; ok: boolean; differingRows: number; differingTables: string[] } | null> {
  const [row] = await sql<{ finished_at: Date; ok: boolean; differing_rows: number; differing_tables: string[] }[]>`
    select finished_at, ok, differing_rows, differing_tables from projection_verifications order by id desc limit 1`;
  return row
    ? { at: row.finished_at, ok: row.ok, differingRows: row.differing_rows, differingTables: row.differing_tables }
    : null;
}

/** The differences as lines a person reads: each table that differs, then its rows (at most `limit` of each kind). */
export function describeDifferences(result: VerifyResult): string[] {
  const lines: string[] = [];
  for (const t of result.tables) {
    if (t.differing === 0) continue;
    lines.push(`${t.projection} / ${t.table}: ${t.differing} row(s) differ from the replay`);
    for (const d of t.rows) {
      if (d.kind === 'changed')
        lines.push(`  changed  live ${JSON.stringify(d.live)}\n           replay ${JSON.stringify(d.replay)}`);
      else lines.push(`  ${d.kind.padEnd(8)} ${JSON.stringify(d.row)}`);
    }
  }
  return lines;
}
