import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Sql, TransactionSql } from '../server/db';
import type { Projection } from './projection';
import { type Checkpoint, type StoredEvent, readAll } from './store';

export const PROJECTION_QUEUE = 'fellah-projections';
const SWEEP_EVERY_MS = 5_000;

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export function handles(projection: Projection, type: string): boolean {
  return projection.canHandle.includes('*') || projection.canHandle.includes(type);
}

/** Apply the inline projections to freshly appended events, in the append's transaction. */
export async function applyInline(tx: TransactionSql, events: readonly StoredEvent[], projections: readonly Projection[]) {
  for (const event of events) {
    for (const p of projections) if (handles(p, event.type)) await p.apply(tx, event);
  }
}

/**
 * Bring one async projection up to date. Each batch runs in one transaction: the checkpoint row is locked
 * (so two workers never process the same projection at once), the events after it are read in commit order,
 * applied, and the checkpoint moved — all committed together, so a batch that runs twice changes nothing twice.
 * Returns how many events were read.
 */
export async function catchUp(sql: Sql, projection: Projection, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const read = await sql.begin(async (tx) => {
      await tx`insert into projection_checkpoints (name) values (${projection.name}) on conflict (name) do nothing`;
      const [row] = await tx<{ tx: string; pos: bigint }[]>`
        select last_transaction_id::text as tx, last_position as pos
        from projection_checkpoints where name = ${projection.name} for update`;
      const from: Checkpoint = { transactionId: row?.tx ?? '0', position: BigInt(row?.pos ?? 0) };
      const events = await readAll(tx, from, batchSize);
      for (const event of events) if (handles(projection, event.type)) await projection.apply(tx, event);
      const last = events.at(-1);
      if (last) {
        await tx`update projection_checkpoints
                 set last_transaction_id = ${last.transactionId}::xid8, last_position = ${last.globalPosition.toString()},
                     updated_at = now()
                 where name = ${projection.name}`;
      }
      return events.length;
    });
    total += read;
    if (read < batchSize) return total;
  }
}

/** Wipe a projection and its checkpoint, then replay the whole log through it. */
export async function rebuild(sql: Sql, projection: Projection): Promise<number> {
  await sql.begin(async (tx) => {
    await tx`select 1 from projection_checkpoints where name = ${projection.name} for update`;
    await projection.reset(tx);
    await tx`delete from projection_checkpoints where name = ${projection.name}`;
  });
  return catchUp(sql, projection);
}

/** How far each async projection is behind the log (events not yet applied). */
export async function projectionLag(sql: Sql, projections: readonly Projection[]) {
  const rows = await sql<{ name: string; behind: bigint }[]>`
    select p.name, (select count(*) from events e
                    where (e.transaction_id, e.global_position) >
                          (coalesce(c.last_transaction_id, '0'::xid8), coalesce(c.last_position, 0))) as behind
    from unnest(${projections.map((p) => p.name)}::text[]) as p(name)
    left join projection_checkpoints c on c.name = p.name`;
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.behind)]));
}

/**
 * Runs the async projections. `ring()` is the doorbell an append rings ("catch up"): it never blocks or throws,
 * because losing a ring loses nothing — the periodic sweep rings again.
 */
export interface ProjectionRunner {
  readonly kind: 'inline' | 'bullmq';
  ring(): void;
  start(): Promise<void>;
  health(): Promise<'up' | 'down'>;
  close(): Promise<void>;
}

/** No Redis: the same projections run in this process, polling the log and woken early by rings. */
export class InProcessRunner implements ProjectionRunner {
  readonly kind = 'inline' as const;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly sql: Sql,
    private readonly projections: readonly Projection[],
    private readonly log: Logger,
    private readonly pollMs = 1_000,
  ) {}

  async start() {
    this.timer = setInterval(() => this.ring(), this.pollMs);
    this.timer.unref();
    this.ring();
  }

  ring() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick().finally(() => {
      this.running = undefined;
      if (this.again && !this.closed) {
        this.again = false;
        this.ring();
      }
    });
  }

  /** Resolves when every projection has caught up with what is committed now (tests and rebuilds use it). */
  async drain() {
    while (this.running) await this.running;
    await this.tick();
  }

  private async tick() {
    for (const p of this.projections) {
      try {
        await catchUp(this.sql, p);
      } catch (err) {
        if (!this.closed) this.log.error({ err, projection: p.name }, 'projection catch-up failed');
      }
    }
  }

  async health() {
    return 'up' as const;
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }
}

/**
 * With Redis: rings become BullMQ jobs ("projection X, catch up"); a job scheduler sweeps every few seconds.
 * Workers (in this process unless WORKERS=0, and in any number of `npm run worker` processes) run catchUp,
 * whose row lock keeps each projection single-threaded across all of them.
 */
export class BullMqRunner implements ProjectionRunner {
  readonly kind = 'bullmq' as const;
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;
  private ringTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly redisUrl: string,
    private readonly projections: readonly Projection[],
    private readonly log: Logger,
    private readonly options: { worker: boolean; concurrency?: number; prefix?: string } = { worker: true },
  ) {
    // Rings are fire-and-forget: while Redis is down a ring fails after one reconnection attempt and is dropped.
    this.queueConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.queueConnection.on('error', () => {});
    this.queue = new Queue(PROJECTION_QUEUE, { connection: this.queueConnection, skipWaitingForReady: true, prefix: options.prefix ?? 'bull' });
    this.queue.on('error', () => {});
  }

  async start() {
    try {
      await this.queue.upsertJobScheduler('sweep', { every: SWEEP_EVERY_MS }, { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 100 } });
    } catch (err) {
      this.log.error({ err }, 'could not schedule the projection sweep (Redis down?); rings will retry');
    }
    if (this.options.worker) this.startWorker();
  }

  private startWorker() {
    this.workerConnection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', () => {});
    this.worker = new Worker(
      PROJECTION_QUEUE,
      async (job) => {
        const names: string[] = job.name === 'sweep' ? this.projections.map((p) => p.name) : [job.data.projection];
        let read = 0;
        for (const name of names) {
          const projection = this.projections.find((p) => p.name === name);
          if (projection) read += await catchUp(this.sql, projection);
        }
        return { read };
      },
      { connection: this.workerConnection, concurrency: this.options.concurrency ?? 4, prefix: this.options.prefix ?? 'bull' },
    );
    this.worker.on('error', (err) => this.log.error({ err }, 'projection worker error'));
    this.worker.on('failed', (job, err) => this.log.error({ err, job: job?.id }, 'projection job failed'));
  }

  /** Coalesces rings over 20 ms, then enqueues one catch-up job per projection. */
  ring() {
    if (this.ringTimer) return;
    this.ringTimer = setTimeout(() => {
      this.ringTimer = undefined;
      const jobs = this.projections.map((p) => ({
        name: 'catch-up',
        data: { projection: p.name },
        opts: { removeOnComplete: true, removeOnFail: 100 },
      }));
      this.queue.addBulk(jobs).catch((err) => this.log.error({ err: String(err) }, 'doorbell not delivered; the sweep will catch up'));
    }, 20);
    this.ringTimer.unref();
  }

  async health() {
    try {
      const conn = this.queueConnection;
      if (conn.status !== 'ready') {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('Redis not ready')), 1_000);
          conn.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      await conn.ping();
      return 'up' as const;
    } catch {
      return 'down' as const;
    }
  }

  async close() {
    clearTimeout(this.ringTimer);
    await this.worker?.close();
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.queueConnection.disconnect();
  }
}
