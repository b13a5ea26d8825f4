import type { Queryable } from './db';
import { DomainError } from '../shared/errors';

/** An event as the domain writes it. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who and why: stored beside every event. */
export interface EventMetadata {
  userId?: string | null;
  correlationId?: string;
  idempotencyKey?: string;
  [key: string]: unknown;
}

export interface StoredEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  globalPosition: bigint;
  streamId: string;
  streamType: string;
  version: number;
  metadata: EventMetadata;
  createdAt: Date;
  /** The writing transaction's id (xid8, as text): with globalPosition, the commit-order cursor. */
  transactionId: string;
}

/** Where a reader of the whole log has got to. */
export interface Checkpoint {
  transactionId: string;
  position: bigint;
}

export const START: Checkpoint = { transactionId: '0', position: 0n };

/** Whether an event comes after a checkpoint in commit order ((transaction id, position), compared as numbers). */
export function isAfter(event: StoredEvent, checkpoint: Checkpoint): boolean {
  const a = BigInt(event.transactionId);
  const b = BigInt(checkpoint.transactionId);
  return a > b || (a === b && event.globalPosition > checkpoint.position);
}

/** The stream was changed since it was read: re-read, decide again. */
export class ConcurrencyError extends DomainError {
  readonly status = 409;
  readonly code = 'CONCURRENCY_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(
      `Stream ${streamId} was changed by someone else (expected version ${expectedVersion}, found ${actualVersion ?? 'unknown'}). Please try again.`,
    );
  }
}

interface EventRow {
  global_position: bigint;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
  transaction_id: string;
}

function toStored(row: EventRow): StoredEvent {
  return {
    globalPosition: row.global_position,
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
    transactionId: row.transaction_id,
  };
}

const UNIQUE_VIOLATION = '23505';

/**
 * Append events to a stream at an expected version (0 for a new stream). Runs in the caller's transaction when
 * given one (so stock updates and inline projections commit with it). A stale expected version throws
 * ConcurrencyError; the caller's transaction must then be abandoned and the command decided again.
 */
export async function appendToStream(
  sql: Queryable,
  stream: { id: string; type: string },
  expectedVersion: number,
  events: readonly NewEvent[],
  metadata: EventMetadata = {},
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const versions = events.map((_, i) => expectedVersion + i + 1);
  const types = events.map((e) => e.type);
  const data = events.map((e) => e.data ?? {});
  try {
    // One statement: the version check rides in the insert. A new stream (expected version 0) needs no check: if it
    // exists, its version 1 makes the insert a unique violation. Otherwise nothing is inserted unless the stream is at
    // the expected version; a writer that got in between (and committed) fails the check or the unique constraint.
    const inserted = await sql<EventRow[]>`
      insert into events (stream_id, stream_type, version, type, data, metadata)
      select ${stream.id}, ${stream.type}, e.version, e.type, e.data, ${sql.json(metadata as never)}
      from unnest(${versions}::int[], ${types}::text[], ${data as never}::jsonb[]) as e(version, type, data)
      where ${expectedVersion}::int = 0
         or (select max(version) from events where stream_id = ${stream.id}) = ${expectedVersion}::int
      returning global_position, stream_id, stream_type, version, type, data, metadata, created_at,
                transaction_id::text as transaction_id`;
    if (inserted.length === 0) {
      const [current] = await sql<
        { version: number | null }[]
      >`select max(version) as version from events where stream_id = ${stream.id}`;
      throw new ConcurrencyError(stream.id, expectedVersion, current?.version ?? 0);
    }
    return inserted.map(toStored);
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ConcurrencyError(stream.id, expectedVersion, null);
    throw err;
  }
}

/** Every event of one stream, in version order, optionally after a version (for snapshots). */
export async function readStream(sql: Queryable, streamId: string, afterVersion = 0): Promise<StoredEvent[]> {
  const rows = await sql<EventRow[]>`
    select global_position, stream_id, stream_type, version, type, data, metadata, created_at,
           transaction_id::text as transaction_id
    from events where stream_id = ${streamId} and version > ${afterVersion}
    order by version`;
  return rows.map(toStored);
}

/**
 * Events after a checkpoint in commit order. Positions come from a sequence and can commit out of order, so
 * only transactions older than every transaction still running are read (pg_snapshot_xmin): a late commit is
 * never skipped, it is simply read on a later call.
 */
export async function readAll(sql: Queryable, after: Checkpoint, limit = 500): Promise<StoredEvent[]> {
  const rows = await sql<EventRow[]>`
    select global_position, stream_id, stream_type, version, type, data, metadata, created_at,
           transaction_id::text as transaction_id
    from events
    where (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.position.toString()}::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id, global_position
    limit ${limit}`;
  return rows.map(toStored);
}

/**
 * Every event after a checkpoint that the caller's snapshot sees, in commit order, with no horizon: for a reader
 * inside one snapshot (a repeatable-read transaction, or one that holds the writers off), which sees each transaction
 * whole or not at all. A reader that comes back later must use readAll instead.
 */
export async function readLog(sql: Queryable, after: Checkpoint, limit = 5_000): Promise<StoredEvent[]> {
  const rows = await sql<EventRow[]>`
    select global_position, stream_id, stream_type, version, type, data, metadata, created_at,
           transaction_id::text as transaction_id
    from events
    where (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.position.toString()}::bigint)
    order by transaction_id, global_position
    limit ${limit}`;
  return rows.map(toStored);
}
