import cluster, { type Worker } from 'node:cluster';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from '../server/config';
import { loggerOptions } from '../server/console';
import { serveEmbeddedDatabase } from '../server/db';
import { exitOnConfigError } from '../server/lifecycle';
import { EMBEDDED_DATABASE_ENV, PUBLIC_CONTENT_MESSAGE } from './cluster';
import { serveClusterMetrics } from '../server/metrics/cluster';

/*
 * The supervised server: `npm start` runs this as the primary of a node:cluster, and the server
 * (src/host/main.ts, built as dist/server/main.mjs) as its workers. A worker that dies — whatever killed it: an
 * uncaught error, the heap limit, a signal — is replaced at once, and why it died is logged (exit code or signal, and
 * the last lines it wrote to stderr, where Node and V8 write a fatal error). The workers share the listening port.
 *
 * With the embedded database (no DATABASE_URL) the primary hosts it (PGlite and its loopback socket), so it outlives a
 * worker: a worker killed mid-write loses its connection (pglite-socket rolls back its open transaction), not the
 * database, and its replacement connects to the same one. Its public-content notifications are passed to the workers
 * over the cluster's channel. The primary reads no request: nothing a client sends reaches it.
 */

/** How many workers: WEB_CONCURRENCY, 1 by default; always 1 on the embedded database. */
export function webConcurrency(
  env: NodeJS.ProcessEnv,
  config: Pick<Config, 'databaseUrl'>,
): { workers: number; note?: string } {
  const text = env.WEB_CONCURRENCY?.trim() || '1';
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 64) {
    throw new ConfigError(
      `Invalid configuration:\n  WEB_CONCURRENCY: must be a whole number from 1 to 64 (got '${env.WEB_CONCURRENCY}')`,
    );
  }
  const asked = Number(text);
  if (!config.databaseUrl && asked > 1) {
    return {
      workers: 1,
      note: `WEB_CONCURRENCY=${asked} ignored: the embedded database serves one worker (set DATABASE_URL to run more)`,
    };
  }
  return { workers: asked };
}

/** The last bytes a worker wrote to stderr, kept to say why it died. */
const STDERR_TAIL_BYTES = 4096;
/** More deaths than this within RESTART_WINDOW_MS and the next replacement waits (1 s, doubling up to 30 s). */
const RESTARTS_BEFORE_BACKOFF = 5;
const RESTART_WINDOW_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
/** How long the workers get to finish their requests on SIGTERM/SIGINT (each has its own 15 s shutdown). */
const SHUTDOWN_GRACE_MS = 20_000;

export interface SuperviseOptions {
  /** The server's entry module (dist/server/main.mjs, or src/host/main.ts under tsx). */
  workerEntry: string;
  /** Node's flags for the workers (the heap limits); by default the primary's own. */
  workerExecArgv?: string[];
}

/** Run the primary: host the embedded database when there is one, start the workers and keep them running. */
export async function supervise({ workerEntry, workerExecArgv }: SuperviseOptions): Promise<void> {
  const config = await exitOnConfigError(loadConfig);
  const log = pino(loggerOptions(config, process.stdout.isTTY === true)).child({ role: 'supervisor' });
  const { workers: count, note } = await exitOnConfigError(() => webConcurrency(process.env, config));
  if (note) log.warn(note);
  if (count > 1 && !config.redisUrl) {
    log.warn(
      { workers: count },
      'several workers without REDIS_URL: each counts the rate limits on its own (set REDIS_URL to share one budget)',
    );
  }

  const embedded = config.databaseUrl ? undefined : await serveEmbeddedDatabase(config.dataDir);
  const workerEnv: Record<string, string> = embedded ? { [EMBEDDED_DATABASE_ENV]: embedded.url } : {};
  embedded?.onPublicContentChange(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(PUBLIC_CONTENT_MESSAGE);
  });

  cluster.setupPrimary({
    exec: workerEntry,
    ...(workerExecArgv ? { execArgv: workerExecArgv } : {}),
    // stdout as it is (the logs and the banner, a terminal's colours kept); stderr read to say why a worker died.
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  // Prometheus: a worker answers a scrape with every worker's metrics, gathered here (src/server/metrics/cluster.ts).
  serveClusterMetrics();

  const tails = new Map<Worker, string>();
  const deaths: number[] = [];
  let backoff = 1_000;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    tails.set(worker, '');
    worker.process.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      tails.set(worker, ((tails.get(worker) ?? '') + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES));
    });
    worker.once('listening', (address) =>
      log.info({ worker: worker.id, workerPid: worker.process.pid, port: address.port }, 'worker serving'),
    );
    log.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker started');
  };

  cluster.on('exit', (worker, code, signal) => {
    const lastWords = (tails.get(worker) ?? '').trim().split('\n').slice(-12).join('\n');
    tails.delete(worker);
    if (stopping) return;
    // A configuration the server refuses (exit 2) is the operator's to fix: starting it again would refuse again.
    if (code === 2) {
      log.error(
        { worker: worker.id, workerPid: worker.process.pid, code },
        'worker refused its configuration; stopping',
      );
      void shutdown(2);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] as number) < now - RESTART_WINDOW_MS) deaths.shift();
    const wait = deaths.length > RESTARTS_BEFORE_BACKOFF ? backoff : 0;
    backoff = wait ? Math.min(backoff * 2, MAX_BACKOFF_MS) : 1_000;
    log.error(
      {
        worker: worker.id,
        workerPid: worker.process.pid,
        code,
        signal,
        lastError: lastWords || undefined,
        restartInMs: wait,
        deathsInLastMinute: deaths.length,
      },
      `worker died (${signal ? `signal ${signal}` : `exit code ${code}`}); starting another${wait ? ` in ${wait / 1000} s` : ''}`,
    );
    if (wait) setTimeout(() => (stopping ? undefined : fork()), wait).unref();
    else fork();
  });

  const shutdown = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping the workers');
    const living = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = Promise.all(
      living.map((w) => new Promise<void>((done) => (w.isDead() ? done() : w.once('exit', () => done())))),
    );
    for (const w of living) w.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error('workers did not stop in time; ending them');
      for (const w of living) w.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await exited;
    clearTimeout(force);
    await embedded?.close().catch((err) => log.error({ err }, 'closing the embedded database failed'));
    log.info('stopped');
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));

  log.info(
    { workers: count, database: embedded ? 'embedded (hosted here)' : 'postgres', pid: process.pid },
    'supervisor starting the server',
  );
  for (let i = 0; i < count; i++) fork();
}

// Run directly (`node dist/server/supervisor.mjs`, `tsx src/host/supervisor.ts`): the server next to this file.
const self = fileURLToPath(import.meta.url);
if (
  cluster.isPrimary &&
  process.argv[1] &&
  existsSync(process.argv[1]) &&
  realpathSync(process.argv[1]) === realpathSync(self)
) {
  const sibling = join(dirname(self), self.endsWith('.ts') ? 'main.ts' : 'main.mjs');
  const entry = process.argv[2] ? resolve(process.argv[2]) : sibling;
  if (!existsSync(entry)) {
    console.error(`No server at ${entry}`);
    process.exit(1);
  }
  await supervise({ workerEntry: entry });
}
