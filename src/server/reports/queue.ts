import { type Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { EGYPT_TIME_ZONE, addDays, egyptDate } from '../../shared/seasonalTasks';
import { type Sql, breakerOf, isConnectionFailure } from '../db';
import { openQueue, redisForQueue, redisForWorker } from '../redis';
import { queueTelemetry } from '../telemetry/hooks';
import type { ReportParams } from '../../shared/reportDefinitions';
import { claimNext, claimRun, executeRun, pruneRuns, requestRun } from './runs';
import type { Logger } from '../logger';

/*
 * Where report jobs run. With REDIS_URL: the BullMQ queue `fellah-reports`, processed by a worker in the server
 * process (unless WORKERS=0) and in every `npm run worker`; a job scheduler starts the nightly reports at 02:00 in
 * Cairo. Without Redis: the report_runs table is the queue, worked through in this process (woken by each request and
 * by a poll), with a timer for the nightly reports. Either way the job's progress goes to its report_runs row, which
 * every process can read.
 */

export const REPORT_QUEUE = 'fellah-reports';
export const NIGHTLY_SCHEDULER = 'nightly-sales-reports';
/** Every night at 02:00 in Egypt. */
export const NIGHTLY_CRON = '0 2 * * *';
const NIGHTLY_HOUR = 2;
/** Without Redis, a periodic job first runs this long after the start (not in the middle of it), then every period. */
const PERIODIC_FIRST_RUN_MS = 60_000;

/**
 * Work the admin jobs' queue runs on a clock besides the reports (e.g. the payment reminders' sweep): with Redis a
 * BullMQ job scheduler of that name (one schedule across every process; each run goes to one worker), without it a
 * timer in this process. `run` gets the moment of the run, so the work itself never reads the clock.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

export interface ReportQueue {
  readonly kind: 'inline' | 'bullmq';
  /** Have a queued run computed (it is already in report_runs). */
  enqueue(runId: string): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  /** The nightly job: yesterday's sales by day and the month to date (through yesterday); old runs pruned. */
  runNightly(now: Date): Promise<string[]>;
}

/** The reports the nightly job builds, for the night of `now`. */
export function nightlyReports(now: Date): ReportParams[] {
  const yesterday = addDays(egyptDate(now), -1);
  return [
    { type: 'sales', from: yesterday, to: yesterday, group_by: 'day' },
    { type: 'sales', from: `${yesterday.slice(0, 8)}01`, to: yesterday, group_by: 'day' },
  ];
}

/** Queue the nightly reports (a fresh or running one with the same parameters is reused) and prune old runs. */
async function queueNightly(
  sql: Sql,
  now: Date,
  enqueue: (id: string) => Promise<void>,
  log: Logger,
): Promise<string[]> {
  const ids: string[] = [];
  for (const params of nightlyReports(now)) {
    const { run, source } = await requestRun(sql, params, { trigger: 'nightly', userId: null });
    if (source === 'queued') await enqueue(run.id);
    ids.push(run.id);
  }
  const pruned = await pruneRuns(sql);
  log.info({ runs: ids, pruned }, 'nightly sales reports queued');
  return ids;
}

/** The offset of Cairo from UTC at an instant, in minutes (summer time included). */
function cairoOffsetMinutes(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: EGYPT_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  const m = name.match(/GMT([+-])(\d{2}):?(\d{2})?/);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The next moment it is `hour`:00 in Cairo after `now`. */
export function nextCairoTime(now: Date, hour: number): Date {
  for (let ahead = 0; ahead <= 2; ahead++) {
    const [y, m, d] = addDays(egyptDate(now), ahead).split('-').map(Number) as [number, number, number];
    const guess = Date.UTC(y, m - 1, d, hour);
    const at = new Date(guess - cairoOffsetMinutes(new Date(guess)) * 60_000);
    if (at > now) return at;
  }
  return new Date(now.getTime() + 24 * 3600_000);
}

/** No Redis: report_runs is the queue, worked through in this process one run at a time. */
export class InProcessReportQueue implements ReportQueue {
  readonly kind = 'inline' as const;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private nightlyTimer: NodeJS.Timeout | undefined;
  private readonly periodicTimers: NodeJS.Timeout[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly log: Logger,
    private readonly options: {
      worker: boolean;
      pollMs?: number;
      nightly?: boolean;
      periodic?: readonly PeriodicJob[];
    } = { worker: true },
  ) {}

  async start() {
    if (!this.options.worker) return;
    for (const job of this.options.periodic ?? []) this.schedulePeriodic(job, PERIODIC_FIRST_RUN_MS);
    if (this.options.pollMs) {
      this.pollTimer = setInterval(() => this.kick(), this.options.pollMs);
      this.pollTimer.unref();
    }
    if (this.options.nightly) this.scheduleNightly();
    this.kick();
  }

  private scheduleNightly() {
    const now = new Date();
    this.nightlyTimer = setTimeout(() => {
      void this.runNightly(new Date())
        .catch((err) => this.log.error({ err }, 'nightly reports failed'))
        .finally(() => {
          if (!this.closed) this.scheduleNightly();
        });
    }, nextCairoTime(now, NIGHTLY_HOUR).getTime() - now.getTime());
    this.nightlyTimer.unref();
  }

  /** Run a periodic job after `delay`, then every `everyMs` (never two runs of it at once). */
  private schedulePeriodic(job: PeriodicJob, delay: number) {
    const timer = setTimeout(() => {
      void job
        .run(new Date())
        .catch((err) => {
          if (isConnectionFailure(err)) breakerOf(this.sql).report(err, this.log);
          else this.log.error({ err, job: job.name }, 'periodic job failed');
        })
        .finally(() => {
          if (!this.closed) this.schedulePeriodic(job, job.everyMs);
        });
    }, delay);
    timer.unref();
    this.periodicTimers.push(timer);
  }

  async enqueue(_runId: string) {
    this.kick();
  }

  /** Work through the waiting runs; a kick while working makes one more pass. */
  private kick() {
    if (this.closed || !this.options.worker) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work()
      .catch((err) => {
        // While the database is away the poll fails every time: the pool's breaker says so once (src/server/db.ts).
        if (isConnectionFailure(err)) breakerOf(this.sql).report(err, this.log);
        else if (!this.closed) this.log.error({ err }, 'report job failed');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.closed) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async work() {
    for (;;) {
      if (this.closed) return;
      const id = await claimNext(this.sql);
      if (!id) return;
      const status = await executeRun(this.sql, id);
      this.log.info({ run: id, status }, 'report job finished');
    }
  }

  /** Resolves when no run is being worked on (tests wait on it). */
  async idle() {
    while (this.running) await this.running;
  }

  runNightly(now: Date) {
    return queueNightly(this.sql, now, (id) => this.enqueue(id), this.log);
  }

  async close() {
    this.closed = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.nightlyTimer);
    for (const timer of this.periodicTimers) clearTimeout(timer);
    await this.running;
  }
}

/** With Redis: BullMQ jobs `report` {runId} and the nightly job scheduler. */
export class BullMqReportQueue implements ReportQueue {
  readonly kind = 'bullmq' as const;
  readonly queue: Queue;
  private readonly queueConnection: Redis;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly redisUrl: string,
    private readonly log: Logger,
    /** `prefix`: the deployment's REDIS_PREFIX (required: a queue under a shared default would meet other shops' workers). */
    private readonly options: {
      worker: boolean;
      prefix?: string;
      concurrency?: number;
      periodic?: readonly PeriodicJob[];
    },
  ) {
    if (!options.prefix) throw new Error("the report queue needs the deployment's Redis prefix (REDIS_PREFIX)");
    this.queueConnection = redisForQueue(redisUrl);
    this.queue = openQueue(REPORT_QUEUE, this.queueConnection, options.prefix);
  }

  async start() {
    try {
      await this.queue.upsertJobScheduler(
        NIGHTLY_SCHEDULER,
        { pattern: NIGHTLY_CRON, tz: EGYPT_TIME_ZONE },
        { name: 'nightly', opts: { removeOnComplete: 50, removeOnFail: 50 } },
      );
    } catch (err) {
      this.log.error({ err }, 'could not schedule the nightly reports (Redis down?)');
    }
    for (const job of this.options.periodic ?? []) {
      try {
        await this.queue.upsertJobScheduler(
          job.name,
          { every: job.everyMs },
          { name: job.name, opts: { removeOnComplete: 50, removeOnFail: 50 } },
        );
      } catch (err) {
        this.log.error({ err, job: job.name }, 'could not schedule a periodic job (Redis down?)');
      }
    }
    if (!this.options.worker) return;
    this.workerConnection = redisForWorker(this.redisUrl);
    this.worker = new Worker(
      REPORT_QUEUE,
      async (job) => {
        const periodic = this.options.periodic?.find((p) => p.name === job.name);
        if (periodic) return { result: await periodic.run(new Date(job.processedOn ?? Date.now())) };
        if (job.name === 'nightly') {
          const at =
            typeof job.data?.now === 'string' ? new Date(job.data.now) : new Date(job.processedOn ?? Date.now());
          return { runs: await this.runNightly(at) };
        }
        const runId = String(job.data?.runId ?? '');
        if (!(await claimRun(this.sql, runId))) return { status: 'skipped' };
        const status = await executeRun(this.sql, runId, (p) => job.updateProgress(p));
        return { status };
      },
      {
        connection: this.workerConnection,
        concurrency: this.options.concurrency ?? 2,
        prefix: this.queue.opts.prefix,
        ...queueTelemetry(),
      },
    );
    this.worker.on('error', (err) => this.log.error({ err }, 'report worker error'));
    this.worker.on('failed', (job, err) => this.log.error({ err, job: job?.id }, 'report job failed'));
  }

  async enqueue(runId: string) {
    try {
      await this.queue.add('report', { runId }, { jobId: `report-${runId}`, removeOnComplete: 500, removeOnFail: 500 });
    } catch (err) {
      // The run stays queued in report_runs; the next request for the same report queues it again.
      this.log.error({ err: String(err), run: runId }, 'report job not queued (Redis down?)');
    }
  }

  runNightly(now: Date) {
    return queueNightly(this.sql, now, (id) => this.enqueue(id), this.log);
  }

  async close() {
    await this.worker?.close();
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.queueConnection.disconnect();
  }
}
