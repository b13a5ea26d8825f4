import { hostname } from 'node:os';
import { z } from 'zod';
import type { Sql } from '../db';
import {
  CHECKOUT_OUTCOMES,
  type CheckoutOutcome,
  LATENCY_BUCKETS,
  type ScrapeSource,
  checkoutOutcomes,
  httpDuration,
  httpRequests,
} from './registry';

/*
 * The admin System page's last hour: a ring of per-minute samples in PostgreSQL (table system_samples), so
 * it holds across processes and restarts. Each app process writes one row a minute with what it counted in that minute
 * (the differences of its counters since its last row) and the shared gauges as it read them; the page's figures are
 * the rows of all processes added up per minute (the p95 from the added latency buckets, the gauges' largest reading).
 */

export const SAMPLE_EVERY_MS = 60_000;
/** Rows older than this are deleted by the writer: the ring. */
const KEEP_MINUTES = 120;
export const WINDOW_MINUTES = 60;

interface Counts {
  requests: number;
  errors: number;
  /** Per-bucket counts: LATENCY_BUCKETS then +Inf. */
  buckets: number[];
  checkouts: Record<CheckoutOutcome, number>;
}

/** What this process's counters say now (since it started). */
async function countsNow(): Promise<Counts> {
  const requests = (await httpRequests.get()).values;
  const cumulative = new Map<string, number>();
  for (const v of (await httpDuration.get()).values) {
    if (!v.metricName?.endsWith('_bucket')) continue;
    const le = String((v.labels as Record<string, string | number>).le);
    cumulative.set(le, (cumulative.get(le) ?? 0) + v.value);
  }
  const bounds = [...LATENCY_BUCKETS.map(String), '+Inf'];
  const cum = bounds.map((le) => cumulative.get(le) ?? 0);
  const checkouts = Object.fromEntries(CHECKOUT_OUTCOMES.map((o) => [o, 0])) as Record<CheckoutOutcome, number>;
  for (const v of (await checkoutOutcomes.get()).values) checkouts[v.labels.outcome as CheckoutOutcome] = v.value;
  return {
    requests: requests.reduce((n, v) => n + v.value, 0),
    errors: requests.filter((v) => Number(v.labels.status) >= 500).reduce((n, v) => n + v.value, 0),
    buckets: cum.map((c, i) => c - (i > 0 ? (cum[i - 1] ?? 0) : 0)),
    checkouts,
  };
}

const minus = (a: Counts, b: Counts): Counts => ({
  requests: a.requests - b.requests,
  errors: a.errors - b.errors,
  buckets: a.buckets.map((n, i) => n - (b.buckets[i] ?? 0)),
  checkouts: Object.fromEntries(CHECKOUT_OUTCOMES.map((o) => [o, a.checkouts[o] - b.checkouts[o]])) as Record<
    CheckoutOutcome,
    number
  >,
});

/** Writes this process's row each minute. `flush` writes one now (the timer's work; tests call it). */
export class SystemSampler {
  private last: Counts | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly source: ScrapeSource,
    readonly name = `${hostname()}:${process.pid}`,
  ) {}

  /** Take the baseline (what was counted before is not this process's first minute's) and write every minute. */
  async start(everyMs = SAMPLE_EVERY_MS): Promise<void> {
    this.last = await countsNow();
    this.timer = setInterval(() => void this.flush().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Write the minute of `now`: the counts since the last row (added to a row already written this minute), the gauges. */
  async flush(now = new Date()): Promise<void> {
    const counts = await countsNow();
    const d = minus(counts, this.last ?? counts);
    const [lag, queues] = await Promise.all([
      this.source.projectionLag?.().catch(() => null) ?? null,
      this.source.queueCounts?.().catch(() => null) ?? null,
    ]);
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    await this.sql`
      insert into system_samples (minute, source, requests, errors, latency_buckets, placed, refused_stock, refused_credit, refused_other, failed, projection_lag, queues)
      values (${minute}, ${this.name}, ${d.requests}, ${d.errors}, ${d.buckets}::int[], ${d.checkouts.placed}, ${d.checkouts.refused_stock},
              ${d.checkouts.refused_credit}, ${d.checkouts.refused_other}, ${d.checkouts.failed},
              ${lag ? this.sql.json(lag) : null}, ${queues ? this.sql.json(queues) : null})
      on conflict (minute, source) do update set
        requests = system_samples.requests + excluded.requests,
        errors = system_samples.errors + excluded.errors,
        latency_buckets = array(select coalesce(a, 0) + coalesce(b, 0) from unnest(system_samples.latency_buckets, excluded.latency_buckets) as u(a, b)),
        placed = system_samples.placed + excluded.placed,
        refused_stock = system_samples.refused_stock + excluded.refused_stock,
        refused_credit = system_samples.refused_credit + excluded.refused_credit,
        refused_other = system_samples.refused_other + excluded.refused_other,
        failed = system_samples.failed + excluded.failed,
        projection_lag = coalesce(excluded.projection_lag, system_samples.projection_lag),
        queues = coalesce(excluded.queues, system_samples.queues)`;
    this.last = counts;
    await this.sql`delete from system_samples where minute < ${new Date(minute.getTime() - KEEP_MINUTES * 60_000)}`;
  }
}

/**
 * The 95th percentile (ms) of per-bucket counts, interpolated within its bucket as Prometheus' histogram_quantile
 * does; null without requests. Past the last finite bound it is that bound.
 */
export function p95Ms(buckets: readonly number[]): number | null {
  const total = buckets.reduce((n, c) => n + c, 0);
  if (total === 0) return null;
  const rank = 0.95 * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    const count = buckets[i] ?? 0;
    if (seen + count >= rank && count > 0) {
      const upper = LATENCY_BUCKETS[i];
      if (upper === undefined) return (LATENCY_BUCKETS.at(-1) ?? 0) * 1000;
      const lower = i > 0 ? (LATENCY_BUCKETS[i - 1] ?? 0) : 0;
      return Math.round((lower + ((upper - lower) * (rank - seen)) / count) * 1000 * 10) / 10;
    }
    seen += count;
  }
  return null;
}

const ZQueueCounts = z
  .object({ waiting: z.number(), active: z.number(), delayed: z.number(), failed: z.number() })
  .strict();

export const ZSystemMinute = z
  .object({
    minute: z.string().describe('The minute (ISO 8601, UTC)'),
    requests: z.number().int().describe('HTTP requests answered by all app processes'),
    errors: z.number().int().describe('Of those, answers with a 5xx status'),
    p95_ms: z.number().nullable().describe('95th percentile of the answer time in ms (null: no request)'),
    checkouts: z
      .object(
        Object.fromEntries(CHECKOUT_OUTCOMES.map((o) => [o, z.number().int()])) as Record<CheckoutOutcome, z.ZodNumber>,
      )
      .strict(),
    projection_lag: z
      .record(z.string(), z.number())
      .nullable()
      .describe('Events not yet applied per projection (null: not read that minute)'),
    queues: z
      .record(z.string(), ZQueueCounts)
      .nullable()
      .describe('BullMQ jobs per queue and state (null: no Redis, or not read)'),
  })
  .strict();

export const ZSystemFigures = z
  .object({
    from: z.string(),
    to: z.string(),
    minutes: z.array(ZSystemMinute).describe('One entry per minute of the last hour, oldest first'),
  })
  .strict();
export type SystemFigures = z.infer<typeof ZSystemFigures>;

interface SampleRow {
  minute: Date;
  requests: number;
  errors: number;
  latency_buckets: number[];
  placed: number;
  refused_stock: number;
  refused_credit: number;
  refused_other: number;
  failed: number;
  projection_lag: Record<string, number> | null;
  queues: Record<string, Record<string, number>> | null;
}

/** The largest reading of each key across processes (each reads the same shared state; the latest may differ). */
function largest<T extends Record<string, unknown>>(
  into: T | null,
  next: T | null,
  merge: (a: T[keyof T], b: T[keyof T]) => T[keyof T],
): T | null {
  if (!next) return into;
  if (!into) return { ...next };
  const out = { ...into } as Record<string, unknown>;
  for (const [k, v] of Object.entries(next)) out[k] = k in out ? merge(out[k] as T[keyof T], v as T[keyof T]) : v;
  return out as T;
}

/** The last hour, minute by minute, added up over the processes that wrote (a minute nobody wrote counts nothing). */
export async function readSystemFigures(sql: Sql, now = new Date()): Promise<SystemFigures> {
  const to = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const from = new Date(to.getTime() - (WINDOW_MINUTES - 1) * 60_000);
  const rows = await sql<SampleRow[]>`
    select minute, requests, errors, latency_buckets, placed, refused_stock, refused_credit, refused_other, failed, projection_lag, queues
    from system_samples where minute between ${from} and ${to} order by minute`;
  const byMinute = new Map<number, SampleRow[]>();
  for (const row of rows) {
    const key = new Date(row.minute).getTime();
    byMinute.set(key, [...(byMinute.get(key) ?? []), row]);
  }
  const minutes = [];
  for (let t = from.getTime(); t <= to.getTime(); t += 60_000) {
    const these = byMinute.get(t) ?? [];
    const buckets = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0);
    for (const r of these) {
      r.latency_buckets.forEach((n, i) => {
        buckets[i] = (buckets[i] ?? 0) + n;
      });
    }
    const sum = (k: CheckoutOutcome) => these.reduce((n, r) => n + r[k], 0);
    let lag: Record<string, number> | null = null;
    let queues: Record<string, Record<string, number>> | null = null;
    for (const r of these) {
      lag = largest(lag, r.projection_lag, (a, b) => Math.max(a, b));
      queues = largest(queues, r.queues, (a, b) => ({
        ...a,
        ...Object.fromEntries(Object.entries(b).map(([s, n]) => [s, Math.max(n, a[s] ?? 0)])),
      }));
    }
    minutes.push({
      minute: new Date(t).toISOString(),
      requests: these.reduce((n, r) => n + r.requests, 0),
      errors: these.reduce((n, r) => n + r.errors, 0),
      p95_ms: p95Ms(buckets),
      checkouts: Object.fromEntries(CHECKOUT_OUTCOMES.map((o) => [o, sum(o)])) as Record<CheckoutOutcome, number>,
      projection_lag: lag,
      queues: queues
        ? Object.fromEntries(
            Object.entries(queues).map(([q, s]) => [
              q,
              { waiting: s.waiting ?? 0, active: s.active ?? 0, delayed: s.delayed ?? 0, failed: s.failed ?? 0 },
            ]),
          )
        : null,
    });
  }
  return { from: from.toISOString(), to: to.toISOString(), minutes };
}
