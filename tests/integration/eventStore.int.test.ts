import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Decider, handleCommand } from '../../src/events/decider';
import { ConcurrencyError, type StoredEvent, START, appendToStream, readAll, readStream } from '../../src/events/store';
import { IllegalStateError } from '../../src/shared/errors';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ poolSize: 20 });
});
afterAll(() => db?.close());

const stream = (id: string) => ({ id, type: 'test' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('appendToStream and readStream', () => {
  it('appends at the expected version and reads the stream back in order', async () => {
    await appendToStream(
      db.sql,
      stream('s-1'),
      0,
      [
        { type: 'A', data: { n: 1 } },
        { type: 'B', data: { n: 2 } },
      ],
      { userId: '7' },
    );
    await appendToStream(db.sql, stream('s-1'), 2, [{ type: 'C', data: { n: 3 } }]);
    const events = await readStream(db.sql, 's-1');
    expect(events.map((e) => [e.version, e.type, (e.data as { n: number }).n])).toEqual([
      [1, 'A', 1],
      [2, 'B', 2],
      [3, 'C', 3],
    ]);
    expect(events[0]?.metadata).toEqual({ userId: '7' });
    expect((await readStream(db.sql, 's-1', 2)).map((e) => e.type)).toEqual(['C']);
  });

  it('refuses a stale expected version with a ConcurrencyError and stores nothing', async () => {
    await appendToStream(db.sql, stream('s-2'), 0, [{ type: 'A', data: {} }]);
    await expect(appendToStream(db.sql, stream('s-2'), 0, [{ type: 'B', data: {} }])).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await readStream(db.sql, 's-2')).toHaveLength(1);
  });

  it('lets exactly one of two appenders at the same expected version win', async () => {
    await appendToStream(db.sql, stream('s-3'), 0, [{ type: 'Opened', data: {} }]);
    const attempt = (who: string) =>
      db.sql.begin(async (tx) => {
        await appendToStream(tx, stream('s-3'), 1, [{ type: 'Changed', data: { who } }]);
        await sleep(30); // both are inside their transactions at once
      });
    const results = await Promise.allSettled([attempt('a'), attempt('b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConcurrencyError);
    expect(await readStream(db.sql, 's-3')).toHaveLength(2);
  });
});

describe('readAll in commit order', () => {
  it('gives a follower every event exactly once while 8 writers commit out of sequence order', async () => {
    const writers = 8;
    const perWriter = 15;
    const seen: StoredEvent[] = [];
    let done = false;
    const deadline = Date.now() + 20_000;
    const follower = (async () => {
      let checkpoint = START;
      for (;;) {
        const batch = await readAll(db.sql, checkpoint, 50);
        seen.push(...batch.filter((e) => e.streamId.startsWith('w-')));
        const last = batch.at(-1);
        if (last) checkpoint = { transactionId: last.transactionId, position: last.globalPosition };
        // Stop once every event has been seen. An empty batch alone proves nothing: a transaction still open anywhere
        // on the server (another test file's database included) holds pg_snapshot_xmin back for a moment.
        if (done && batch.length === 0 && seen.length >= writers * perWriter) return;
        if (Date.now() > deadline) return;
        await sleep(2);
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          await db.sql.begin(async (tx) => {
            await appendToStream(tx, stream(`w-${w}`), i, [{ type: 'Written', data: { w, i } }]);
            await sleep(Math.random() * 8); // hold the transaction open: later positions commit first
          });
        }
      }),
    );
    done = true;
    await follower;
    const keys = seen.map((e) => `${e.streamId}:${e.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(writers * perWriter);
  });
});

// ── handleCommand: a tiny counter decider ────────────────────────────────────────────────────────────────
type CounterEvent = { type: 'Incremented'; data: { by: number } };
type CounterCommand = { type: 'Increment'; by: number };
const counter: Decider<number, CounterCommand, CounterEvent> = {
  initialState: () => 0,
  evolve: (n, e) => n + e.data.by,
  decide: (c, n) => {
    if (n + c.by > 1_000) throw new IllegalStateError('The counter cannot pass 1000');
    return [{ type: 'Incremented', data: { by: c.by } }];
  },
};

describe('handleCommand', () => {
  it('retries on conflict so that concurrent commands all land', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        handleCommand(db.sql, { stream: stream('c-1'), decider: counter, command: { type: 'Increment', by: 1 } }),
      ),
    );
    const events = await readStream(db.sql, 'c-1');
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('passes a refused command through and appends nothing', async () => {
    await expect(
      handleCommand(db.sql, { stream: stream('c-2'), decider: counter, command: { type: 'Increment', by: 5_000 } }),
    ).rejects.toThrow('The counter cannot pass 1000');
    expect(await readStream(db.sql, 'c-2')).toHaveLength(0);
  });

  it('rolls the append back when work in the same transaction fails', async () => {
    await expect(
      handleCommand(db.sql, {
        stream: stream('c-3'),
        decider: counter,
        command: { type: 'Increment', by: 1 },
        afterAppend: async () => {
          throw new Error('projection failed');
        },
      }),
    ).rejects.toThrow('projection failed');
    expect(await readStream(db.sql, 'c-3')).toHaveLength(0);
  });
});
