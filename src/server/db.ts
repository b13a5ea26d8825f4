import { mkdirSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { ServiceUnavailableError } from '../shared/errors';
import { englishText, msg } from '../shared/messages';
import type { Config } from './config';
import { traceSql } from './telemetry/hooks';
import { watchEmbeddedPublicContent } from './publicContent';

import type { Sql } from './sqlTypes';

export type { Queryable, Sql, TransactionSql } from './sqlTypes';

export interface Database {
  sql: Sql;
  mode: 'embedded' | 'postgres';
  /** The URL postgres.js connects to (for the embedded database, its loopback socket). */
  url: string;
  /**
   * For the embedded database: tells `changed` when a commit changed the public content (src/server/publicContent.ts),
   * as PostgreSQL's notification does for a real server; returns the unsubscription.
   */
  onPublicContentChange?: (changed: () => void) => () => void;
  close(): Promise<void>;
}

/** An embedded PGlite served on a loopback socket: by this process, or by the supervisor's primary (src/host/supervisor.ts). */
export interface EmbeddedServer {
  url: string;
  onPublicContentChange: (changed: () => void) => () => void;
}

/**
 * How long a real PostgreSQL session may take, so that no call waits without end on a connection cut in the middle of
 * a statement: the server ends a statement after `statementMs` (57014, answered 503) and a session left idle inside a
 * transaction after `idleInTransactionMs` (its transaction rolled back, its locks released); on our side a connection
 * that has sent a request and heard nothing for `statementMs + replyMarginMs` is given up (its call fails as a lost
 * connection: 503, and the transaction it carried never commits). TCP keepalive starts after 10 s of silence.
 * (`max_pipeline: 1` is not set: with it, postgres.js 3.4 can send a transaction's BEGIN on a connection it has not
 * reserved and fails the call with UNSAFE_TRANSACTION under concurrent writes.)
 */
export interface SessionBounds {
  statementMs: number;
  idleInTransactionMs: number;
  replyMarginMs: number;
}

export const SESSION_BOUNDS: SessionBounds = {
  statementMs: 20_000,
  idleInTransactionMs: 20_000,
  replyMarginMs: 5_000,
};

/**
 * postgres.js's `socket` option: the plain TCP (or Unix) connection postgres.js would open, given up — destroyed, so
 * postgres.js fails what waits on it with CONNECTION_CLOSED — when it wrote a request and heard nothing for `replyMs`.
 * Every request of the protocol is answered and the server ends a statement after its statement_timeout, so silence
 * that long means the peer is gone (a relay or a network that drops the connection without a reset, which TCP only
 * notices after many minutes). Writes made while an answer is awaited re-arm the wait when that answer comes, so a
 * pipelined request is covered too. Connections over TLS (`ssl`) are left to postgres.js and TCP keepalive.
 */
function answeredSocket(replyMs: number) {
  return (options: { host: string[]; port: number[]; path?: string; ssl?: unknown }) => {
    const socket = options.path ? netConnect(options.path) : netConnect(options.port[0]!, options.host[0]!);
    Object.assign(socket, { host: options.host[0], port: options.port[0] });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wroteSinceArmed = false;
    const arm = () => {
      wroteSinceArmed = false;
      timer = setTimeout(() => socket.destroy(), replyMs);
      timer.unref();
    };
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = ((...args: unknown[]) => {
      if (timer) wroteSinceArmed = true;
      else arm();
      return write(...args);
    }) as typeof socket.write;
    socket.on('data', () => {
      clearTimeout(timer);
      timer = undefined;
      if (wroteSinceArmed) arm();
    });
    socket.on('close', () => clearTimeout(timer));
    return socket;
  };
}

/**
 * postgres.js options shared by every connection we open. On a real PostgreSQL server JIT compilation is off: it is
 * made for long analytical queries, and on this shop's short ones its compile time (about half a second for the
 * search cache's candidate query, whose estimated cost crosses jit_above_cost) only ever added latency. The
 * embedded PGlite has no JIT and is told nothing.
 *
 * A real server can go away: a connection attempt then gives up after 2 s, and a connection that
 * failed is tried again after at most half a second. postgres.js's own backoff grows to 20 s over an outage, and a
 * query handed to that connection waited it out, even once the server was back; the attempts are paced by the
 * breaker instead (`DatabaseBreaker`). The embedded PGlite lives in this process and keeps the defaults.
 */
export function connect(
  url: string,
  max: number,
  server: 'postgres' | 'embedded' = 'postgres',
  bounds: SessionBounds = SESSION_BOUNDS,
): Sql {
  return traceSql(
    postgres(url, {
      max,
      ...(server === 'postgres'
        ? {
            connection: {
              jit: 'off',
              statement_timeout: bounds.statementMs,
              idle_in_transaction_session_timeout: bounds.idleInTransactionMs,
            },
            connect_timeout: 2,
            backoff: (retries: number) => Math.min(retries, 5) / 10,
            keep_alive: 10,
            socket: answeredSocket(bounds.statementMs + bounds.replyMarginMs),
          }
        : { connect_timeout: 10 }),
      onnotice: () => {},
      idle_timeout: 30,
      types: { bigint: postgres.BigInt },
      transform: { undefined: null },
    }),
  ) as unknown as Sql;
}

/**
 * Open the database: real PostgreSQL at DATABASE_URL, or else an embedded PGlite whose data lives under
 * DATA_DIR/pglite, served to postgres.js over a loopback socket (so every query path is the same) — by this process,
 * or by the one that hosts it already (`served`: the supervisor's primary, so that it outlives a worker).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>,
  served?: EmbeddedServer,
): Promise<Database> {
  if (config.databaseUrl) {
    const sql = connect(config.databaseUrl, config.dbPoolSize);
    return { sql, mode: 'postgres', url: config.databaseUrl, close: () => sql.end({ timeout: 5 }) };
  }
  const server = served ?? (await serveEmbeddedDatabase(config.dataDir));
  // PGlite serves one query at a time, and pglite-socket interleaves the extended-protocol messages of
  // concurrent connections (seen as 'portal "" does not exist'), so postgres.js gets exactly one connection
  // and queues queries itself. Inside sql.begin every query must use the transaction's `tx`.
  const sql = connect(server.url, EMBEDDED_POOL, 'embedded');
  return {
    sql,
    mode: 'embedded',
    url: server.url,
    onPublicContentChange: server.onPublicContentChange,
    async close() {
      await sql.end({ timeout: 5 });
      if (!served) await (server as EmbeddedServer & { close(): Promise<void> }).close();
    },
  };
}

/** postgres.js's connections to the embedded database (see openDatabase). */
const EMBEDDED_POOL = 1;

/**
 * Start an embedded PGlite on DATA_DIR/pglite and serve it on a loopback socket: the pool's connection, one more for
 * a client that replaces a lost one, and its public-content changes watched (src/server/publicContent.ts).
 */
export async function serveEmbeddedDatabase(dataDir: string): Promise<EmbeddedServer & { close(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, citext } });
  const publicContent = await watchEmbeddedPublicContent(pglite);
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_POOL + 1 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    onPublicContentChange: publicContent.subscribe,
    async close() {
      await server.stop();
      await pglite.close();
    },
  };
}

// ─── When the database is away ─────────────────────────────────────────────────────────────────────────────────────

/** How long a caller is asked to wait before calling again while the database is away (REST's `Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_AWAY_MESSAGE = englishText(msg('call.databaseAway'));

/** The one refusal of a call while the database is away: 503 SERVICE_UNAVAILABLE, with when to call again. */
export const databaseAway = () =>
  new ServiceUnavailableError(msg('call.databaseAway'), undefined, { retry_after_seconds: RETRY_AFTER_SECONDS });

/**
 * The error codes that say the database could not be reached, as opposed to a query it refused: the socket's
 * (refused, reset, broken pipe, timed out, no route, a host name that does not resolve), postgres.js's own
 * (CONNECT_TIMEOUT; CONNECTION_CLOSED, _ENDED and _DESTROYED for a connection lost, or a pool ended, under a query)
 * and the server's 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now and 25P03 (idle in a
 * transaction past its timeout: the session ended). Class 08 (connection
 * exceptions) is matched by its prefix.
 */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  // idle_in_transaction_session_timeout: the server ended a session whose client went quiet inside a transaction.
  '25P03',
]);
/** query_canceled: a statement ended by statement_timeout (SESSION_BOUNDS) is answered 503 too, the breaker left closed. */
const STATEMENT_TIMED_OUT = '57014';
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/**
 * Whether an error thrown by a query means the database cannot be reached now. Only the error itself is read (and the
 * members of an AggregateError, which Node throws when every address of a host name refused), not its `cause`: an
 * error that merely carries a refused socket somewhere down its chain came from some other service.
 */
export function isConnectionFailure(err: unknown): boolean {
  if (err instanceof ServiceUnavailableError) return true;
  if (err === null || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_FAILURES.has(code) || CONNECTION_EXCEPTION.test(code))) return true;
  return err instanceof AggregateError && err.errors.length > 0 && err.errors.every(isConnectionFailure);
}

/**
 * The one classification of database outages (the tRPC middleware, the REST adapter's `errorReply` and tRPC's error
 * formatter all ask it): the ServiceUnavailableError an error stands for, or undefined when it is some other error.
 */
export function asServiceUnavailable(err: unknown): ServiceUnavailableError | undefined {
  if (err instanceof ServiceUnavailableError) return err;
  const timedOut = (err as { code?: unknown } | null)?.code === STATEMENT_TIMED_OUT;
  return timedOut || isConnectionFailure(err) ? databaseAway() : undefined;
}

/** What the breaker says, once per outage and once when it ends (a pino or fastify logger). */
export interface OutageLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** An error as the log shows it: its code and message (a postgres.js error drags its query along otherwise). */
const logged = (err: unknown) => ({
  code: (err as { code?: unknown } | null)?.code,
  message: err instanceof Error ? err.message : String(err),
});

export interface BreakerOptions {
  /** How long calls are refused at once after a failed attempt before one caller may probe again (ms). */
  probeEveryMs?: number;
  /** How long the caller that probes waits for the probe before it is refused too; the probe goes on (ms). */
  probeWaitMs?: number;
  /**
   * How long a probe may go unanswered before another caller may probe anew (ms): a probe queued behind a pool whose
   * connections hang must not keep the breaker open for as long as they do. Its late answer still counts.
   */
  probeGiveUpMs?: number;
  now?: () => number;
}

/**
 * A circuit breaker in front of the database for the calls of the API. Closed, every call goes through. A call that
 * could not reach the database (`failed`) opens it: the outage is logged once, calls are refused at once with
 * `databaseAway()` instead of each waiting out the connect timeout, and one probe (`select 1`) runs at once — a single
 * lost connection (a backend terminated, an idle connection cut) closes it again within milliseconds. While it is
 * open, once every `probeEveryMs` one caller runs the probe and waits up to `probeWaitMs` for it; only one probe runs
 * at a time, and one unanswered for `probeGiveUpMs` is no longer waited for (the next caller probes again). The first
 * success (`succeeded`: a probe, any probe's late answer, or a background catch-up) closes it, logged once.
 */
export class DatabaseBreaker {
  private awaySince: number | null = null;
  private nextProbeAt = 0;
  private probing: { since: number; outcome: Promise<boolean> } | null = null;
  private readonly probeEveryMs: number;
  private readonly probeWaitMs: number;
  private readonly probeGiveUpMs: number;
  private readonly now: () => number;

  constructor(
    private readonly probe: () => Promise<unknown>,
    options: BreakerOptions = {},
  ) {
    this.probeEveryMs = options.probeEveryMs ?? 1_000;
    this.probeWaitMs = options.probeWaitMs ?? 500;
    this.probeGiveUpMs = options.probeGiveUpMs ?? 3_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether calls are being refused (the database was found away and has not answered since). */
  get isOpen(): boolean {
    return this.awaySince !== null;
  }

  /** Let a call go on to the database, or throw `databaseAway()` at once while it is away (see the class). */
  async admit(log: OutageLog): Promise<void> {
    if (this.awaySince === null) return;
    if (this.probeUnderWay() || this.now() < this.nextProbeAt) throw databaseAway();
    const probe = this.startProbe(log);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = await Promise.race([
      probe,
      new Promise<false>((resolve) => (timer = setTimeout(resolve, this.probeWaitMs, false))),
    ]);
    clearTimeout(timer);
    if (!answered) throw databaseAway();
  }

  /** A call could not reach the database (`isConnectionFailure`): open the breaker, or keep it open for another period. */
  failed(err: unknown, log: OutageLog): void {
    this.nextProbeAt = this.now() + this.probeEveryMs;
    if (this.awaySince !== null) return;
    this.awaySince = this.now();
    log.error(
      { err: logged(err) },
      'The database cannot be reached: calls answer 503 SERVICE_UNAVAILABLE until it is back',
    );
    if (!this.probeUnderWay()) void this.startProbe(log);
  }

  /** A probe runs and is still waited for (younger than probeGiveUpMs). */
  private probeUnderWay(): boolean {
    return this.probing !== null && this.now() - this.probing.since < this.probeGiveUpMs;
  }

  /** How a call ended in error: a lost connection (`isConnectionFailure`) counts as `failed`; the breaker's own refusal does not. */
  report(err: unknown, log: OutageLog): void {
    if (!(err instanceof ServiceUnavailableError) && isConnectionFailure(err)) this.failed(err, log);
  }

  /** The database answered: close the breaker. */
  succeeded(log: OutageLog): void {
    if (this.awaySince === null) return;
    log.info({ awayMs: this.now() - this.awaySince }, 'The database is reachable again: calls are answered');
    this.awaySince = null;
  }

  /** Run the probe; its outcome opens or closes the breaker. Never rejects. */
  private startProbe(log: OutageLog): Promise<boolean> {
    let asked: Promise<unknown>;
    try {
      asked = Promise.resolve(this.probe());
    } catch (err) {
      asked = Promise.reject(err);
    }
    const probing = { since: this.now(), outcome: Promise.resolve(false) };
    probing.outcome = asked
      .then(
        () => {
          this.succeeded(log);
          return true;
        },
        (err: unknown) => {
          // A probe given up on (another ran since) that fails late says nothing new.
          if (this.probing === probing) this.failed(err, log);
          return false;
        },
      )
      .finally(() => {
        if (this.probing === probing) this.probing = null;
      });
    this.probing = probing;
    return probing.outcome;
  }
}

const breakers = new WeakMap<Sql, DatabaseBreaker>();

/** The breaker of a pool (made on first use; its probe is `select 1` on that pool). */
export function breakerOf(sql: Sql): DatabaseBreaker {
  let breaker = breakers.get(sql);
  if (!breaker) {
    breaker = new DatabaseBreaker(() => sql`select 1`);
    breakers.set(sql, breaker);
  }
  return breaker;
}
