import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DomainError } from '../../shared/errors';
import { traced } from '../telemetry/hooks';

/*
 * The process's Prometheus metrics: one registry per process, served by src/server/metrics/http.ts at
 * /metrics (bearer METRICS_TOKEN) or on METRICS_PORT. Counters and histograms are recorded where things happen (an
 * onResponse hook, a tRPC middleware, the checkout, the rate limits); the gauges that describe shared state
 * (projection lag, queues, the mail outbox) are read on each scrape from the sources registered with `addScrapeSource`.
 */

export const registry = new Registry();
// Event-loop lag, heap, GC, handles, CPU and memory of the process (nodejs_* and process_*).
collectDefaultMetrics({ register: registry });

/** Latency buckets (seconds) of the HTTP and tRPC histograms; also the buckets of the System page's p95. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export const httpRequests = new Counter({
  name: 'fellah_http_requests_total',
  help: 'HTTP requests answered, by method, matched route pattern (never the raw address) and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'fellah_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and matched route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [...LATENCY_BUCKETS],
  registers: [registry],
});

export const procedureDuration = new Histogram({
  name: 'fellah_trpc_procedure_duration_seconds',
  help: 'Time a tRPC procedure took (also when called through the REST adapter), by procedure, type and outcome code',
  labelNames: ['procedure', 'type', 'code'] as const,
  buckets: [...LATENCY_BUCKETS],
  registers: [registry],
});

export const CHECKOUT_OUTCOMES = ['placed', 'refused_stock', 'refused_credit', 'refused_other', 'failed'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export const checkoutOutcomes = new Counter({
  name: 'fellah_checkout_outcomes_total',
  help: 'Checkouts by outcome: placed, refused for stock, refused for credit, refused otherwise (cart, coupon, input), failed (server side)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
// Every outcome is present from the start (a rate over a series that appears late is wrong for its first minute).
for (const outcome of CHECKOUT_OUTCOMES) checkoutOutcomes.inc({ outcome }, 0);

export const rateLimitRefusals = new Counter({
  name: 'fellah_rate_limit_refusals_total',
  help: 'Calls refused with 429 by the per-client rate limits, by budget (requests, uploads, tracked analytics events)',
  labelNames: ['budget'] as const,
  registers: [registry],
});
for (const budget of ['requests', 'uploads', 'events']) rateLimitRefusals.inc({ budget }, 0);

/** What a scrape reads from the shared state: each process registers its own (the app, the worker). */
export interface ScrapeSource {
  /** Events not yet applied, per async projection. */
  projectionLag?: () => Promise<Record<string, number>>;
  /** Job counts per queue and state (BullMQ's getJobCounts). */
  queueCounts?: () => Promise<Record<string, Record<string, number>>>;
  /** Mail outbox rows by status (pending, sending, failed). */
  outbox?: () => Promise<Record<string, number>>;
}

const sources = new Set<ScrapeSource>();

/** Register a source of the scrape-time gauges; returns its removal. */
export function addScrapeSource(source: ScrapeSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

/** A gauge with one label, filled at scrape time from every source's reader (a reader that fails leaves its series out). */
function scrapedGauge(
  name: string,
  help: string,
  labelName: string,
  read: (s: ScrapeSource) => Promise<Record<string, number>> | undefined,
) {
  return new Gauge({
    name,
    help,
    labelNames: [labelName],
    registers: [registry],
    // Every process reads the same shared state: added up over a cluster's workers (src/server/metrics/cluster.ts) it
    // is the largest reading, not the sum.
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const source of sources) {
        const values = await read(source)?.catch(() => undefined);
        for (const [key, value] of Object.entries(values ?? {})) this.set({ [labelName]: key }, value);
      }
    },
  });
}

scrapedGauge(
  'fellah_projection_lag_events',
  'Events in the log not yet applied, per async projection',
  'projection',
  (s) => s.projectionLag?.(),
);
scrapedGauge(
  'fellah_mail_outbox_messages',
  'Mail outbox rows by status: pending and sending are the backlog, failed gave up',
  'status',
  (s) => s.outbox?.(),
);

/** Queue counts are nested (queue → state → count): a gauge with two labels. */
new Gauge({
  name: 'fellah_queue_jobs',
  help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed): queue depth and failed jobs',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  aggregator: 'max',
  async collect() {
    this.reset();
    for (const source of sources) {
      const counts = await source.queueCounts?.().catch(() => undefined);
      for (const [queue, states] of Object.entries(counts ?? {})) {
        for (const [state, value] of Object.entries(states)) this.set({ queue, state }, value);
      }
    }
  },
});

// ─── Recording ──────────────────────────────────────────────────────────────────────────────────────────────────

/** One answered HTTP request. `route` is the matched route's pattern ('/api/products/:id'), never the raw address. */
export function recordHttp(method: string, route: string, status: number, seconds: number): void {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, seconds);
}

/**
 * tRPC middleware timing every procedure (src/server/trpc.ts uses it outermost, so it sees the error code the caller
 * gets): `t.procedure.use(timeProcedure)`.
 */
export async function timeProcedure<R extends { ok: boolean; error?: { code: string } }>(opts: {
  path: string;
  type: string;
  next: () => Promise<R>;
}): Promise<R> {
  const end = procedureDuration.startTimer({ procedure: opts.path, type: opts.type });
  // A span of its own when tracing is on (src/server/telemetry): the procedure's SQL and the jobs it queues are its children.
  const result = await traced(
    `trpc ${opts.path}`,
    { 'rpc.system': 'trpc', 'rpc.method': opts.path, 'trpc.type': opts.type },
    opts.next,
    (r) => !r.ok,
  );
  end({ code: result.ok ? 'OK' : (result.error?.code ?? 'INTERNAL_SERVER_ERROR') });
  return result;
}

/** The outcome of a checkout that threw: stock and credit refusals by their field, other domain errors, failures. */
export function checkoutRefusal(err: unknown): CheckoutOutcome {
  const cause = err instanceof DomainError ? err : (err as { cause?: unknown } | null)?.cause;
  if (!(cause instanceof DomainError)) return 'failed';
  if (cause.status >= 500) return 'failed';
  if (cause.field === 'quantity') return 'refused_stock';
  if (cause.field === 'payment_method' || cause.messageKey?.startsWith('credit.')) return 'refused_credit';
  return 'refused_other';
}

/**
 * Count a checkout's outcome (src/server/routers/orders.ts wraps placeOrder in it): placed when it created an order (a
 * replay of the same idempotency key is not counted again), else the kind of refusal.
 */
export async function countCheckout<T extends { created: boolean }>(placing: Promise<T>): Promise<T> {
  try {
    const placed = await placing;
    if (placed.created) checkoutOutcomes.inc({ outcome: 'placed' });
    return placed;
  } catch (err) {
    checkoutOutcomes.inc({ outcome: checkoutRefusal(err) });
    throw err;
  }
}

/** A request refused by a rate limit (src/host/rateLimit.ts). */
export function countRateLimitRefusal(budget: string): void {
  rateLimitRefusals.inc({ budget });
}
