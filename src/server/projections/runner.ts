import { type Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { type Projection, type ProjectionContext, applyEvents } from '../../events/projection';
import { PlacedOrders } from '../../events/projections/placedOrders';
import { type Checkpoint, START, type StoredEvent, isAfter, readAll, readLog } from '../../events/store';
import { type Sql, type TransactionSql, breakerOf, isConnectionFailure } from '../db';
import type { QueuedMail } from '../mail/outbox';
import { openQueue, redisForQueue, redisForWorker } from '../redis';
import { OutboxMail } from './outboxMail';
import { queueTelemetry } from '../telemetry/hooks';
import type { Logger } from '../logger';

export const PROJECTION_QUEUE = 'fellah-projections';
const SWEEP_EVERY_MS = 5_000;
/** How often every runner writes the sweep's scheduler again (a Redis emptied meanwhile gets it back). */
const SWEEP_RENEW_MS = 30_000;
/** Events per transaction of a catch-up (the steady state: a few events per ring). */
export const CATCH_UP_BATCH = 500;
/** Events per transaction of a rebuild or a long backlog. */
export const REBUILD_BATCH = 5_000;
/**
 * Advisory-lock space of the projections: a catch-up holds (PROJECTION_LOCKS, hashtext(name)) for its transaction, so two
 * workers never write one projection at once. An advisory lock (rather than a row lock on the checkpoint) takes no
 * transaction id, so a catch-up that is still reading does not hold back the commit-order horizon of the others.
 */
const PROJECTION_LOCKS = 727_002;
/** How long a catch-up keeps coming back for committed events that an older, still open transaction hides. */
const PENDING_PATIENCE_MS = 5_000;
/** The pause between those attempts: checkouts take milliseconds, so the horizon moves on quickly. */
const PENDING_PAUSE_MS = 15;
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** What runs projections needs beyond the database. */
export interface RunOptions {
  /** Events per transaction. */
  batchSize?: number;
  /**
   * Facts of placed orders, read from the log. By default one cache per call (a rebuild reads each order's placement
   * once); not kept longer, so a database restored under a running worker cannot leave stale facts behind.
   */
  placed?: PlacedOrders;
  /** The storefront's address, for links in e-mails. */
  publicUrl?: string;
  /** Called after a commit that queued e-mail (the sender delivers it). */
  onMailQueued?: (mail: QueuedMail[]) => void;
}

export interface CatchUpResult {
  /** Events read. */
  read: number;
  /**
   * Committed events exist that could not be read yet: they belong to transactions newer than one still open (commit
   * order). Run again shortly.
   */
  pending: boolean;
}

const isBefore = (x: Checkpoint, y: Checkpoint) => {
  const a = BigInt(x.transactionId);
  const b = BigInt(y.transactionId);
  return a < b || (a === b && x.position < y.position);
};

/**
 * Another catch-up moved a checkpoint this batch read (the compare-and-set found another value): the batch is rolled
 * back as a whole and read again from the checkpoint now committed, so no event is applied twice.
 */
export class CheckpointMoved extends Error {
  constructor(readonly projections: readonly string[]) {
    super(`the checkpoints of ${projections.join(', ')} moved during the batch; it was rolled back`);
  }
}

/**
 * How long a catch-up's transaction may wait idle for its client before the server ends it (ms): a batch's statements
 * follow each other at once, so only a client that is gone waits this long, and its locks are freed.
 */
const CATCH_UP_IDLE_LIMIT_MS = 20_000;
/** How many times in a row a batch whose checkpoints moved under it is read again before the catch-up gives up. */
const CHECKPOINT_RETRIES = 5;

/**
 * Bring several async projections up to date, reading the log once for all of them. Each batch runs in one
 * transaction: the projections' locks are taken (in name order), the events after the oldest of their checkpoints are
 * read in commit order, each projection gets those after its own checkpoint, and every checkpoint is moved — all
 * committed together, so a batch that runs twice changes nothing twice. Loops until the log is read.
 *
 * Exactly once does not rest on the lock: a checkpoint moves only by compare-and-set from the value the batch read
 * (`moveCheckpoints`), and a batch whose checkpoints another catch-up moved meanwhile is rolled back whole and read
 * again. The lock only keeps two catch-ups from doing the same work.
 */
export async function catchUpAll(
  sql: Sql,
  projections: readonly Projection[],
  options: RunOptions = {},
): Promise<CatchUpResult> {
  if (projections.length === 0) return { read: 0, pending: false };
  const batchSize = options.batchSize ?? CATCH_UP_BATCH;
  const placed = options.placed ?? new PlacedOrders();
  let read = 0;
  let conflicts = 0;
  for (;;) {
    let step: BatchStep;
    try {
      // Read committed, said here rather than inherited: under repeatable read the lock statement would fix the
      // snapshot before the lock is granted, and the checkpoints read after it would be those of before the wait.
      step = await sql.begin('isolation level read committed', (tx) =>
        catchUpBatch(tx, projections, batchSize, placed, options),
      );
    } catch (err) {
      if (err instanceof CheckpointMoved && ++conflicts <= CHECKPOINT_RETRIES) continue;
      throw err;
    }
    conflicts = 0;
    if (step.mail.length > 0) options.onMailQueued?.(step.mail);
    read += step.count;
    if (step.count < batchSize) return { read, pending: step.pending };
  }
}

interface BatchStep {
  count: number;
  pending: boolean;
  mail: QueuedMail[];
}

/** One batch of catchUpAll, in its transaction: lock, read the checkpoints, read the events, apply, move the checkpoints. */
async function catchUpBatch(
  tx: TransactionSql,
  projections: readonly Projection[],
  batchSize: number,
  placed: PlacedOrders,
  options: RunOptions,
): Promise<BatchStep> {
  const names = projections.map((p) => p.name).sort();
  // A catch-up whose client vanished without the server noticing (a killed worker behind a proxy or a half-open
  // connection) must not hold the projections' locks for ever: its session ends after a pause this long.
  await tx`select set_config('idle_in_transaction_session_timeout', ${String(CATCH_UP_IDLE_LIMIT_MS)}, true)`;
  await lockProjections(tx, names);
  const saved = await readCheckpoints(tx, names);
  const checkpoints = projections.map((p) => saved.get(p.name) ?? START);
  const oldest = checkpoints.reduce((a, b) => (isBefore(b, a) ? b : a));
  const events = await readAll(tx, oldest, batchSize);
  const last = events.at(-1);
  const mail = new OutboxMail(options.publicUrl ?? DEFAULT_PUBLIC_URL);
  const context: ProjectionContext = { orders: placed, mail };
  const moved: { name: string; from: Checkpoint | undefined }[] = [];
  for (const [i, projection] of projections.entries()) {
    const from = checkpoints[i]!;
    await applyEvents(
      tx,
      projection,
      events.filter((e) => isAfter(e, from)),
      context,
    );
    if (last && isAfter(last, from)) moved.push({ name: projection.name, from: saved.get(projection.name) });
  }
  if (last) await moveCheckpoints(tx, moved, checkpointOf(last));
  const pending = events.length < batchSize ? await heldBack(tx, last ? checkpointOf(last) : oldest) : false;
  return { count: events.length, pending, mail: mail.queued };
}

/**
 * The projections' advisory locks for this transaction, in name order: the fast path that keeps two catch-ups of one
 * projection from running at once (the compare-and-set of the checkpoints is what keeps them correct).
 */
async function lockProjections(tx: TransactionSql, names: readonly string[]) {
  await tx`select pg_advisory_xact_lock(${PROJECTION_LOCKS}, hashtext(n)) from unnest(${names as string[]}::text[]) as n order by n`;
}

/** The committed checkpoints of these projections (a projection never caught up has none). */
async function readCheckpoints(tx: TransactionSql, names: readonly string[]): Promise<Map<string, Checkpoint>> {
  const rows = await tx<{ name: string; tx: string; pos: bigint }[]>`
    select name, last_transaction_id::text as tx, last_position as pos from projection_checkpoints where name = any(${names as string[]}::text[])`;
  return new Map(rows.map((r) => [r.name, { transactionId: r.tx, position: BigInt(r.pos) }]));
}

/**
 * Move checkpoints to `to`, each by compare-and-set from the value the batch read (`from`; undefined: none existed, so
 * one is inserted, or nothing if another catch-up inserted it first). Under read committed the update re-reads a row
 * another transaction changed and committed meanwhile, so a checkpoint that moved fails the comparison. Any
 * checkpoint not moved throws CheckpointMoved, which rolls the whole batch back: rows, side effects and checkpoints.
 */
export async function moveCheckpoints(
  tx: TransactionSql,
  moves: readonly { name: string; from: Checkpoint | undefined }[],
  to: Checkpoint,
) {
  const existing = moves.filter((m) => m.from !== undefined);
  const first = moves.filter((m) => m.from === undefined).map((m) => m.name);
  const done: string[] = [];
  if (existing.length > 0) {
    const rows = await tx<{ name: string }[]>`
      update projection_checkpoints c
         set last_transaction_id = ${to.transactionId}::xid8, last_position = ${to.position.toString()}::bigint, updated_at = now()
        from unnest(${existing.map((m) => m.name)}::text[], ${existing.map((m) => m.from!.transactionId)}::text[],
                    ${existing.map((m) => m.from!.position.toString())}::bigint[]) as f(name, tx, pos)
       where c.name = f.name and c.last_transaction_id = f.tx::xid8 and c.last_position = f.pos
      returning c.name`;
    done.push(...rows.map((r) => r.name));
  }
  if (first.length > 0) {
    const rows = await tx<{ name: string }[]>`
      insert into projection_checkpoints (name, last_transaction_id, last_position, updated_at)
      select n, ${to.transactionId}::xid8, ${to.position.toString()}::bigint, now() from unnest(${first}::text[]) as n
      on conflict (name) do nothing
      returning name`;
    done.push(...rows.map((r) => r.name));
  }
  if (done.length < moves.length) throw new CheckpointMoved(moves.map((m) => m.name).filter((n) => !done.includes(n)));
}

const checkpointOf = (e: StoredEvent): Checkpoint => ({ transactionId: e.transactionId, position: e.globalPosition });

/**
 * Whether events after a checkpoint are committed that the batch did not read: hidden behind an older transaction
 * still open when readAll ran (commit order), or committed since. This statement takes a snapshot of its own, later than
 * readAll's, so it must not ask whether they are still hidden now: the horizon may have passed them in between, and
 * they would be neither read nor reported. Any event after the checkpoint means "run again".
 */
async function heldBack(tx: TransactionSql, after: Checkpoint): Promise<boolean> {
  const [row] = await tx<{ held: boolean }[]>`
    select exists (
      select 1 from events
      where (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.position.toString()}::bigint)) as held`;
  return row?.held ?? false;
}

/**
 * Bring one async projection up to date (see catchUpAll). Returns how many events were read.
 */
export async function catchUp(
  sql: Sql,
  projection: Projection,
  batchSize = CATCH_UP_BATCH,
  options: RunOptions = {},
): Promise<number> {
  return (await catchUpAll(sql, [projection], { ...options, batchSize })).read;
}

/**
 * Wipe projections and their checkpoints, then replay the whole log through all of them at once (read once, applied in
 * batches of REBUILD_BATCH). Notifications and e-mails are not wiped, and their replay skips what exists.
 * Returns how many events were read.
 */
export async function rebuildAll(
  sql: Sql,
  projections: readonly Projection[],
  options: RunOptions = {},
): Promise<number> {
  const names = projections.map((p) => p.name).sort();
  await sql.begin('isolation level read committed', async (tx) => {
    await lockProjections(tx, names);
    for (const projection of projections) await projection.reset(tx);
    await tx`delete from projection_checkpoints where name = any(${names}::text[])`;
  });
  // The whole log, also what a transaction still open at this moment hides (a rebuild that stopped at the first open
  // transaction would leave the newest events out until the next ring).
  return drainProjections(sql, projections, { batchSize: REBUILD_BATCH, ...options });
}

/**
 * Wipe inline projections (cart, orders, credit lines) and replay the whole log through them, in one transaction that
 * holds their tables (`tables`) against writers: a checkout appending meanwhile waits at its inline write, so it is
 * applied after the replay (which does not see its events) and never lost or applied twice. Returns the events read.
 */
export async function rebuildInline(
  sql: Sql,
  projections: readonly Projection[],
  tables: readonly string[],
): Promise<number> {
  return sql.begin('isolation level read committed', async (tx) => {
    if (tables.length > 0) await tx`lock table ${tx(tables as string[])} in share row exclusive mode`;
    for (const projection of projections) await projection.reset(tx);
    const context: ProjectionContext = { orders: new PlacedOrders(), mail: { async queue() {} } };
    let read = 0;
    let after = START;
    for (;;) {
      const events = await readLog(tx, after, REBUILD_BATCH);
      if (events.length === 0) return read;
      read += events.length;
      for (const projection of projections) await applyEvents(tx, projection, events, context);
      after = checkpointOf(events.at(-1)!);
    }
  });
}

/** Wipe one projection and its checkpoint, then replay the whole log through it. */
export function rebuild(sql: Sql, projection: Projection, options: RunOptions = {}): Promise<number> {
  return rebuildAll(sql, [projection], options);
}

/**
 * Catch the projections up with everything committed now, waiting (up to `timeoutMs`) for events hidden behind
 * transactions still open. Tests use it after writing events; it needs no runner.
 */
export async function drainProjections(
  sql: Sql,
  projections: readonly Projection[],
  options: RunOptions & { timeoutMs?: number } = {},
): Promise<number> {
  const until = Date.now() + (options.timeoutMs ?? 30_000);
  let read = 0;
  for (;;) {
    const step = await catchUpAll(sql, projections, options);
    read += step.read;
    if (!step.pending || Date.now() > until) return read;
    await sleep(10);
  }
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One catch-up at a time in this process — the runners' one retry and coalescing mechanism: a request while one runs
 * makes it run once more after (so nothing committed meanwhile is left for the sweep), and committed events hidden
 * behind an open transaction are fetched again after short pauses. Across processes the projections' locks do the same.
 */
export class CatchUpLoop {
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(private readonly run: () => Promise<CatchUpResult>) {}

  /** A catch-up is under way in this process. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Resolves when a catch-up that started after this call has finished (at once after close). */
  request(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    let waited = 0;
    for (;;) {
      this.again = false;
      const result = await this.run();
      if (!this.closed && result.pending && waited < PENDING_PATIENCE_MS) {
        await sleep(PENDING_PAUSE_MS);
        waited += PENDING_PAUSE_MS;
        continue;
      }
      if (this.closed || !this.again) return;
      waited = 0;
    }
  }

  /** Stop looping; resolves when the run under way has finished. */
  async close() {
    this.closed = true;
    await this.running?.catch(() => {});
  }
}

/**
 * Runs the async projections. `ring()` is the doorbell an append rings ("catch up"): it never blocks or throws,
 * because losing a ring loses nothing — the periodic sweep rings again.
 */
export interface ProjectionRunner {
  readonly kind: 'inline' | 'bullmq';
  /** The BullMQ key prefix of the runner's queues (BullMQ runners): the deployment's REDIS_PREFIX. */
  readonly queuePrefix?: string;
  ring(): void;
  /** Call `listener` after this process's projections have written (read events and committed); returns the unsubscribe. */
  observe(listener: () => void): () => void;
  start(): Promise<void>;
  health(): Promise<'up' | 'down'>;
  close(): Promise<void>;
}

const RING_COALESCE_MS = 5;
const quiet: Logger = { info() {}, error() {} };

/**
 * A catch-up that could not reach the database: it read nothing and will be rung again (the poller, the sweep). The
 * outage is told to the pool's breaker, which logs it once and not once per attempt; a success closes it (the API's
 * calls are answered again).
 */
async function unlessDatabaseAway(sql: Sql, log: Logger, work: () => Promise<CatchUpResult>): Promise<CatchUpResult> {
  const breaker = breakerOf(sql);
  try {
    const result = await work();
    breaker.succeeded(log);
    return result;
  } catch (err) {
    if (!isConnectionFailure(err)) throw err;
    breaker.report(err, log);
    return { read: 0, pending: false };
  }
}

/**
 * Every projection in one pass over the log (one transaction per batch); if that fails, each on its own, so one
 * broken projection stalls only itself. While the database is away neither is tried again before the next ring.
 */
function catchUpTogether(
  sql: Sql,
  projections: readonly Projection[],
  options: RunOptions,
  log: Logger,
): Promise<CatchUpResult> {
  return unlessDatabaseAway(sql, log, () => catchUpEachIfNeeded(sql, projections, options, log));
}

async function catchUpEachIfNeeded(
  sql: Sql,
  projections: readonly Projection[],
  options: RunOptions,
  log: Logger,
): Promise<CatchUpResult> {
  try {
    return await catchUpAll(sql, projections, options);
  } catch (err) {
    if (isConnectionFailure(err)) throw err;
    log.error({ err }, 'projections catch-up failed; trying each projection on its own');
    let read = 0;
    let pending = false;
    let failed: unknown;
    for (const p of projections) {
      try {
        const r = await catchUpAll(sql, [p], options);
        read += r.read;
        pending ||= r.pending;
      } catch (e) {
        if (isConnectionFailure(e)) throw e;
        log.error({ err: e, projection: p.name }, 'projection catch-up failed');
        failed ??= e;
      }
    }
    if (failed) throw failed;
    return { read, pending };
  }
}

/** What both runners take beyond the database and projections. */
export type RunnerOptions = Pick<RunOptions, 'publicUrl' | 'onMailQueued'>;

/** Who is told when projections of this process have written (the answer cache drops what it kept). */
class Observers {
  private readonly listeners = new Set<() => void>();
  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  tell(): void {
    for (const listener of this.listeners) listener();
  }
}

/** No Redis: the same projections run in this process, polling the log and woken early by rings. */
export class InProcessRunner implements ProjectionRunner {
  readonly kind = 'inline' as const;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly loop = new CatchUpLoop(() => this.tick());
  private readonly observers = new Observers();

  constructor(
    private readonly sql: Sql,
    private readonly projections: readonly Projection[],
    private readonly log: Logger,
    private readonly pollMs = 1_000,
    private readonly options: RunnerOptions = {},
  ) {}

  async start() {
    this.timer = setInterval(() => this.ring(), this.pollMs);
    this.timer.unref();
    this.ring();
  }

  ring() {
    if (this.closed || this.projections.length === 0) return;
    void this.loop.request();
  }

  /** Resolves when every projection has caught up with what is committed now (tests and rebuilds use it). */
  drain(): Promise<void> {
    return this.loop.request();
  }

  observe(listener: () => void) {
    return this.observers.add(listener);
  }

  /** All projections in one pass over the log (each on its own if that fails); never throws: failures are logged. */
  private async tick(): Promise<CatchUpResult> {
    try {
      const result = await catchUpTogether(this.sql, this.projections, this.options, this.closed ? quiet : this.log);
      if (result.read > 0) this.observers.tell();
      return result;
    } catch {
      return { read: 0, pending: false };
    }
  }

  async health() {
    return 'up' as const;
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.loop.close();
  }
}

/**
 * With Redis: rings become BullMQ jobs ("catch up"); a job scheduler sweeps every few seconds. Workers (in this process
 * unless WORKERS=0, and in any number of `npm run worker` processes) catch every projection up; the projections' locks
 * keep each one single-threaded across all of them.
 */
export class BullMqRunner implements ProjectionRunner {
  readonly kind = 'bullmq' as const;
  readonly queuePrefix: string;
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;
  private ringTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly loop: CatchUpLoop;
  private readonly observers = new Observers();

  constructor(
    private readonly sql: Sql,
    private readonly redisUrl: string,
    private readonly projections: readonly Projection[],
    private readonly log: Logger,
    private readonly options: { worker: boolean; concurrency?: number; prefix: string } & RunnerOptions,
  ) {
    this.queuePrefix = options.prefix;
    // Rings are fire-and-forget: while Redis is down a ring fails after one reconnection attempt and is dropped.
    this.queueConnection = redisForQueue(redisUrl);
    this.queue = openQueue(PROJECTION_QUEUE, this.queueConnection, this.queuePrefix);
    const run: RunnerOptions = { publicUrl: options.publicUrl, onMailQueued: options.onMailQueued };
    this.loop = new CatchUpLoop(async () => {
      const result = await catchUpTogether(this.sql, this.projections, run, this.log);
      if (result.read > 0) this.observers.tell();
      return result;
    });
  }

  observe(listener: () => void) {
    return this.observers.add(listener);
  }

  async start() {
    await this.scheduleSweep();
    if (this.options.worker) this.startWorker();
  }

  /**
   * The sweep's job scheduler (idempotent across processes); while Redis is down, tried again every sweep period. It is
   * written again every SWEEP_RENEW_MS all the same: a Redis emptied under a running shop (FLUSHDB, a restart without
   * persistence) loses the scheduler, and the projections would otherwise wait for the next ring.
   */
  private async scheduleSweep() {
    let again = SWEEP_RENEW_MS;
    try {
      await this.queue.upsertJobScheduler(
        'sweep',
        { every: SWEEP_EVERY_MS },
        { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 100 } },
      );
    } catch (err) {
      if (this.closed) return;
      this.log.error({ err: String(err) }, 'could not schedule the projection sweep (Redis down?); trying again');
      again = SWEEP_EVERY_MS;
    }
    if (this.closed) return;
    this.sweepTimer = setTimeout(() => void this.scheduleSweep(), again);
    this.sweepTimer.unref();
  }

  private startWorker() {
    this.workerConnection = redisForWorker(this.redisUrl);
    this.worker = new Worker(
      PROJECTION_QUEUE,
      async () => {
        // Every job (a ring, the sweep) catches every projection up. A catch-up already under way in this process runs
        // once more for this job; the job need not wait for it.
        const busy = this.loop.busy;
        const done = this.loop.request();
        if (!busy) await done;
        return { coalesced: busy };
      },
      {
        connection: this.workerConnection,
        concurrency: this.options.concurrency ?? 4,
        prefix: this.queuePrefix,
        ...queueTelemetry(),
      },
    );
    this.worker.on('error', (err) => this.log.error({ err }, 'projection worker error'));
    this.worker.on('failed', (job, err) => this.log.error({ err, job: job?.id }, 'projection job failed'));
  }

  /** Coalesces rings over a few milliseconds, then enqueues one catch-up job for every projection. */
  ring() {
    if (this.ringTimer || this.closed) return;
    this.ringTimer = setTimeout(() => {
      this.ringTimer = undefined;
      this.queue
        .add('catch-up', {}, { removeOnComplete: true, removeOnFail: 100 })
        .catch((err) => this.log.error({ err: String(err) }, 'doorbell not delivered; the sweep will catch up'));
    }, RING_COALESCE_MS);
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
    this.closed = true;
    clearTimeout(this.ringTimer);
    clearTimeout(this.sweepTimer);
    // The catch-ups under way finish (their transactions commit); then the worker stops without waiting for its jobs:
    // they are only doorbells, and one cut short is a ring lost, which the sweep makes up. (A graceful close can also
    // hang in BullMQ when its blocking connection was cut by a Redis outage.)
    await this.loop.close();
    await this.worker?.close(true);
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.queueConnection.disconnect();
  }
}
