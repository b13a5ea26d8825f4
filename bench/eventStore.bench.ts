import { appendToStream, readAll, START } from '../src/events/store';
import { createTestDatabase } from '../tests/helpers/services';

/**
 * Event store throughput: appends from 10 concurrent writers (one event per transaction, new streams), then a
 * full read of the log in commit order. Uses the PostgreSQL that tests use (DATABASE_URL or 127.0.0.1:5432).
 */
const db = await createTestDatabase({ poolSize: 10 });
try {
  const writers = 10;
  const perWriter = 500;
  const started = performance.now();
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) {
        const t0 = performance.now();
        await appendToStream(db.sql, { id: `bench-${w}`, type: 'bench' }, i, [{ type: 'Benchmarked', data: { w, i } }]);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
  console.log(
    `append: ${((writers * perWriter) / seconds).toFixed(0)} events/s, p95 ${p95.toFixed(2)} ms (${db.mode})`,
  );

  const r0 = performance.now();
  let checkpoint = START;
  let read = 0;
  for (;;) {
    const batch = await readAll(db.sql, checkpoint, 1000);
    if (batch.length === 0) break;
    read += batch.length;
    const last = batch.at(-1)!;
    checkpoint = { transactionId: last.transactionId, position: last.globalPosition };
  }
  console.log(
    `readAll: ${read} events in ${(performance.now() - r0).toFixed(0)} ms (${(read / ((performance.now() - r0) / 1000)).toFixed(0)} events/s)`,
  );
} finally {
  await db.close();
}
