import { asyncProjections } from '../../events/projections';
import { type ProjectionRunner, projectionLag } from '../projections/runner';
import { lastVerification } from '../projections/verify';
import type { Database, Sql } from '../db';

/** What `/api/health` answers: `status` is 'ok' only when the database answers. */
export interface HealthReport {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  queue: 'up' | 'down' | 'inline';
  mode: Database['mode'];
}

/** What administrators see besides: each async projection's lag and the last `projections:verify`. */
export interface ProjectionHealth {
  /** Events of the log each async projection has not applied yet. */
  projections: { name: string; behind: number }[];
  /** The last verify's end and result (null: none ran yet). */
  lastVerify: { at: Date; ok: boolean; differingRows: number; differingTables: string[] } | null;
}

/** The projections' part of the health details, read now (an administrator's call, not the background probe). */
export async function projectionHealth(sql: Sql): Promise<ProjectionHealth> {
  const [lag, lastVerify] = await Promise.all([projectionLag(sql, asyncProjections), lastVerification(sql)]);
  return { projections: Object.entries(lag).map(([name, behind]) => ({ name, behind })), lastVerify };
}

/** How often the monitor probes (ms): health is at most this old, plus one probe's wait. */
export const HEALTH_PROBE_EVERY_MS = 1_000;
/** How long one probe waits for PostgreSQL or Redis before it counts it as down (ms). */
export const HEALTH_PROBE_TIMEOUT_MS = 750;
/**
 * The same for the embedded database (ms): it lives in this process and cannot be cut off, only busy — its one
 * connection serves every query in turn, so a long report or search would otherwise read as an outage.
 */
export const EMBEDDED_PROBE_TIMEOUT_MS = 5_000;

/**
 * `work`'s answer, or `fallback` once `ms` have passed without one; never rejects when `work` does not. When the time
 * is up, the answer still wins if it is already waiting on a socket: the fallback is given one turn of the event loop
 * later (setImmediate runs after the loop has read its sockets), so a loop held up by other work (a start-up, a burst
 * of requests) does not make an answered probe count as down.
 */
async function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => setImmediate(resolve, fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A probe that never runs twice at once: while an earlier call is still out (a connection that hangs), asking again
 * waits on that same call instead of sending another, so a dead server never collects a queue of probes.
 */
function oneAtATime<T>(probe: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= probe().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/**
 * The health check: PostgreSQL by `select 1`, the queue's Redis by the runner's PING (the in-process runner has none),
 * each given `timeoutMs` to answer (HEALTH_PROBE_TIMEOUT_MS; EMBEDDED_PROBE_TIMEOUT_MS for the embedded database).
 * Never rejects: what does not answer in time is down.
 */
export function healthCheck(
  deps: { sql: Sql; db: Pick<Database, 'mode'>; runner: Pick<ProjectionRunner, 'kind' | 'health'> },
  timeoutMs?: number,
) {
  const database = oneAtATime(() =>
    deps.sql`select 1`.then(
      () => 'up' as const,
      () => 'down' as const,
    ),
  );
  const queue = oneAtATime(() => deps.runner.health().catch(() => 'down' as const));
  const databaseWait = timeoutMs ?? (deps.db.mode === 'embedded' ? EMBEDDED_PROBE_TIMEOUT_MS : HEALTH_PROBE_TIMEOUT_MS);
  const queueWait = timeoutMs ?? HEALTH_PROBE_TIMEOUT_MS;
  return async (): Promise<HealthReport> => {
    const [db, q] = await Promise.all([
      within(database(), databaseWait, 'down' as const),
      deps.runner.kind === 'inline' ? ('inline' as const) : within(queue(), queueWait, 'down' as const),
    ]);
    return { status: db === 'up' ? 'ok' : 'error', database: db, queue: q, mode: deps.db.mode };
  };
}

/**
 * The health status, refreshed in the background: one check at start, then one every `everyMs` (counted from the start
 * of the last), never two at once. `current()` answers from the last result without touching PostgreSQL or Redis, so a
 * health call costs nothing however often it comes, and a database that goes away shows within `everyMs` plus one
 * probe's wait. Started with the app, stopped when it closes (src/host/app.ts).
 */
export class HealthMonitor {
  private last: HealthReport | null = null;
  private running: Promise<HealthReport> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly check: () => Promise<HealthReport>,
    private readonly everyMs = HEALTH_PROBE_EVERY_MS,
  ) {}

  /** Run the first check and keep checking until `stop()`. */
  start(): void {
    if (this.running || this.last || this.stopped) return;
    this.running = this.refresh();
  }

  /** The last result; before the first check has answered, that check's result. */
  async current(): Promise<HealthReport> {
    if (this.last) return this.last;
    this.running ??= this.refresh();
    return this.running;
  }

  /** Stop checking; waits for a check under way (at most one probe's timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async refresh(): Promise<HealthReport> {
    const startedAt = Date.now();
    try {
      this.last = await this.check();
      return this.last;
    } finally {
      this.running = null;
      if (!this.stopped) {
        this.timer = setTimeout(
          () => {
            this.running = this.refresh();
          },
          Math.max(0, this.everyMs - (Date.now() - startedAt)),
        );
        this.timer.unref();
      }
    }
  }
}
