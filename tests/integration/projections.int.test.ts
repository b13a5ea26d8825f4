import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypeCounts } from '../../src/events/projections/eventTypeCounts';
import { BullMqRunner, InProcessRunner, catchUp, projectionLag, rebuild } from '../../src/server/projections/runner';
import { appendToStream } from '../../src/events/store';
import { silentLog } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { eventsVisible } from '../helpers/projections';
import { type TestDatabase, createTestDatabase, redisServer, uniquePrefix } from '../helpers/services';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

async function counts() {
  const rows = await db.sql<{ type: string; count: bigint }[]>`select type, count from event_type_counts order by type`;
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
}

let streams = 0;
async function write(types: string[]) {
  await appendToStream(
    db.sql,
    { id: `p-${++streams}`, type: 'test' },
    0,
    types.map((type) => ({ type, data: {} })),
  );
  await eventsVisible(db.sql);
}

describe('async projection: events counted per type', () => {
  it('catches up from its checkpoint, and a second run changes nothing', async () => {
    await write(['Apple', 'Apple', 'Banana']);
    expect(await catchUp(db.sql, eventTypeCounts)).toBe(3);
    expect(await counts()).toEqual({ Apple: 2, Banana: 1 });
    expect(await catchUp(db.sql, eventTypeCounts)).toBe(0);
    expect(await counts()).toEqual({ Apple: 2, Banana: 1 });
    expect(await projectionLag(db.sql, [eventTypeCounts])).toEqual({ 'event-type-counts': 0 });
  });

  it('processes in batches and a rebuild from zero gives the same rows', async () => {
    await write(Array.from({ length: 25 }, (_, i) => (i % 2 ? 'Odd' : 'Even')));
    await catchUp(db.sql, eventTypeCounts, 7);
    const before = await counts();
    expect(before).toMatchObject({ Even: 13, Odd: 12 });
    await rebuild(db.sql, eventTypeCounts);
    expect(await counts()).toEqual(before);
  });

  it('never runs one projection twice at once: concurrent catch-ups count each event once', async () => {
    await write(Array.from({ length: 40 }, () => 'Parallel'));
    await Promise.all([
      catchUp(db.sql, eventTypeCounts, 5),
      catchUp(db.sql, eventTypeCounts, 5),
      catchUp(db.sql, eventTypeCounts, 5),
    ]);
    expect((await counts()).Parallel).toBe(40);
  });

  it('the in-process runner catches up when rung', async () => {
    const runner = new InProcessRunner(db.sql, [eventTypeCounts], silentLog, 60_000);
    await runner.start();
    await write(['Rung']);
    runner.ring();
    await eventually(async () => (await counts()).Rung === 1);
    await runner.close();
  });
});

describe('BullMQ runner', async () => {
  const redis = await redisServer();
  it.skipIf(!redis)(
    'catches up through a doorbell job on Redis (skipped only when no Redis can be found)',
    async () => {
      const runner = new BullMqRunner(db.sql, redis as string, [eventTypeCounts], silentLog, {
        worker: true,
        prefix: uniquePrefix(),
      });
      await runner.start();
      expect(await runner.health()).toBe('up');
      await write(['ViaQueue', 'ViaQueue']);
      runner.ring();
      await eventually(async () => (await counts()).ViaQueue === 2);
      await runner.close();
    },
  );
});
