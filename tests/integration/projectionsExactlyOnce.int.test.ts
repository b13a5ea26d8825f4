import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../src/events/projection';
import { eventTypeCounts } from '../../src/events/projections/eventTypeCounts';
import { appendToStream } from '../../src/events/store';
import type { Sql } from '../../src/server/db';
import { catchUpAll } from '../../src/server/projections/runner';
import { eventually } from '../helpers/eventually';
import { eventsVisible } from '../helpers/projections';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * Issue 37, the evidence's scenario (../shared/evidence/projections-applied-twice.sql): two catch-ups that start from
 * the same checkpoint. The evidence's database had a range of the log applied twice with every checkpoint at the last
 * event, which is what two catch-ups reading one checkpoint give when the second one's checkpoint write is
 * unconditional. Exactly once must not rest on the advisory lock (the fast path), nor on the server's default
 * isolation level: the checkpoint moves by compare-and-set, and a batch that loses the race is rolled back whole.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

/** A pool on the test database with extra session settings (postgres.js `connection` parameters). */
function poolWith(connection: Record<string, string>): Sql {
  return postgres(db.url, {
    max: 4,
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
    connection,
  }) as unknown as Sql;
}

async function countOf(type: string): Promise<number> {
  const [row] = await db.sql<{ count: bigint }[]>`select count from event_type_counts where type = ${type}`;
  return Number(row?.count ?? 0);
}

let streams = 0;
async function write(type: string, n: number) {
  await appendToStream(
    db.sql,
    { id: `once-${++streams}`, type: 'test' },
    0,
    Array.from({ length: n }, () => ({ type, data: {} })),
  );
  await eventsVisible(db.sql);
}

/** eventTypeCounts, with `before` awaited in each batch before anything is written. */
const withPause = (before: () => Promise<void>): Projection => ({
  ...eventTypeCounts,
  async applyBatch(tx, events, context) {
    await before();
    await eventTypeCounts.applyBatch!(tx, events, context);
  },
});

describe('two catch-ups from one checkpoint', () => {
  it('apply each event once even when the lock does not keep them apart (both read the same checkpoint)', async () => {
    // A session whose pg_advisory_xact_lock is a no-op (a function of that name found before pg_catalog's): whatever
    // lets two catch-ups past the lock, here nothing stops them.
    await db.sql.unsafe(`create schema if not exists nolock;
      create or replace function nolock.pg_advisory_xact_lock(integer, integer) returns void language sql as 'select null'`);
    const unlocked = poolWith({ search_path: 'nolock, pg_catalog, public' });
    try {
      // First a checkpoint to start from (the evidence's three CartItemAdded applied once), then the range both read.
      await write('Before', 3);
      await catchUpAll(db.sql, [eventTypeCounts]);
      await write('Raced', 20);
      // Both batches have read the checkpoint and the events before either writes: the evidence's race, every time.
      let arrived = 0;
      let release!: () => void;
      const bothIn = new Promise<void>((resolve) => (release = resolve));
      const gate = withPause(async () => {
        if (++arrived === 2) release();
        if (arrived <= 2) await bothIn;
      });
      await Promise.all([catchUpAll(unlocked, [gate]), catchUpAll(unlocked, [gate])]);
      expect(arrived).toBeGreaterThanOrEqual(2);
      expect(await countOf('Raced')).toBe(20);
      expect(await countOf('Before')).toBe(3);
    } finally {
      await unlocked.end({ timeout: 5 });
    }
  });

  it('apply each event once on a connection whose default isolation is repeatable read, and neither fails', async () => {
    const repeatable = poolWith({ default_transaction_isolation: 'repeatable read' });
    try {
      await write('Repeatable', 1);
      await catchUpAll(repeatable, [eventTypeCounts]);
      await write('Repeatable', 10);
      // The first catch-up holds the lock until the second one waits for it: under repeatable read the second one's
      // snapshot would be taken before the wait, and the checkpoint it reads after would be the one of before.
      let first = true;
      const holding = withPause(async () => {
        if (!first) return;
        first = false;
        await eventually(
          async () => {
            const [row] = await db.sql<{ waiting: boolean }[]>`
              select exists (select 1 from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())) as waiting`;
            return row!.waiting;
          },
          { interval: 10, message: 'the second catch-up waits for the lock' },
        );
      });
      const a = catchUpAll(repeatable, [holding]);
      await eventually(() => !first, { interval: 5, message: 'the first catch-up holds the lock' });
      const b = catchUpAll(repeatable, [holding]);
      await Promise.all([a, b]);
      expect(await countOf('Repeatable')).toBe(11);
    } finally {
      await repeatable.end({ timeout: 5 });
    }
  });
});
