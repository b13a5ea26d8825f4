import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { toFastifyPath } from '../rest-adapter';
import { routes } from '../rest-adapter/routes';
import { TRACK_EVENTS_PER_MINUTE } from '../server/analytics/analytics';
import { clientKey } from '../server/clientKey';
import type { Config } from '../server/config';
import type { Budget, RateLimitState, RequestLimits } from '../server/requestLimits';
import { countRateLimitRefusal } from '../server/metrics/registry';

/*
 * The per-client limits, kept by @fastify/rate-limit: in Redis when REDIS_URL is set (one budget however many app
 * processes serve the shop), in memory otherwise. Every limit is a one-minute fixed window per subject:
 * - `requests`: every call on /api and /trpc, and every storefront page painted by the server (`isPageRequest`),
 *   RATE_LIMIT_PER_MINUTE per client; each call inside a tRPC batch counts;
 * - `uploads`: upload calls (the REST multipart routes and their tRPC procedures), UPLOAD_RATE_LIMIT_PER_MINUTE per
 *   client, on top of `requests`;
 * - `events`: tracked analytics events, per signed-in user or per client (analytics/analytics.ts).
 * A client is `clientKey(req.ip)`: an IPv4 address, or an IPv6 /64.
 */

const WINDOW_MS = 60_000;
const DEFAULT_NAMESPACE = 'rate-limit:';

/** What the library's key generator reads: the budget and subject, not a request (the subject is decided here). */
const SUBJECT = Symbol('rate-limit subject');
type Probe = { [SUBJECT]: string; routeOptions: { config: Record<string, never> } };
const probe = (key: string) => ({ [SUBJECT]: key, routeOptions: { config: {} } }) as Probe as unknown as FastifyRequest;

/**
 * A Redis connection for the limits. While Redis is away a command fails at once (no offline queue; the call is then
 * counted by the fallback, see `FallbackWindows`) instead of holding every request; ioredis keeps reconnecting meanwhile.
 */
async function limitsRedis(url: string, log: FastifyInstance['log']): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
  redis.on('error', () => {});
  // Wait for the first connection, so the first requests are counted; a Redis that is down does not stop the start.
  const ready = await Promise.race([once(redis, 'ready').then(() => true), delay(3_000, false, { ref: false })]).catch(
    () => false,
  );
  if (!ready)
    log.warn(
      'rate limits: Redis does not answer yet; calls are counted in this process, at the stricter fallback budget, until it does',
    );
  return redis;
}

/**
 * Register @fastify/rate-limit on `app` and count every /api and /trpc request (see `apiCalls`) against the request
 * and upload budgets in an onRequest hook: over the limit → 429 `{success:false, message, error:'TOO_MANY_REQUESTS'}`
 * with Retry-After; every answer carries x-ratelimit-limit, -remaining and -reset. `nameSpace` prefixes the Redis keys.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  opts: { nameSpace?: string } = {},
): Promise<RequestLimits> {
  const max: Record<Budget, number> = {
    requests: config.rateLimitPerMinute,
    uploads: config.uploadRateLimitPerMinute,
    events: TRACK_EVENTS_PER_MINUTE,
  };
  const budgetOf = (key: string) => key.slice(0, key.indexOf(':')) as Budget;
  const redis = config.redisUrl ? await limitsRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());

  await app.register(fastifyRateLimit, {
    // No hook on every route: the hook below decides what a request costs (a tRPC batch is several calls).
    global: false,
    timeWindow: WINDOW_MS,
    max: (_req, key) => max[budgetOf(key)],
    keyGenerator: (req) => (req as unknown as Probe)[SUBJECT],
    // The in-memory store forgets the least recently seen clients beyond this many (each a few dozen bytes).
    cache: 100_000,
    ...(redis ? { redis, nameSpace: opts.nameSpace ?? `${config.redisPrefix}:${DEFAULT_NAMESPACE}` } : {}),
  });
  const check = app.createRateLimit();

  const state = (budget: Budget, remaining: number, ttlMs: number): RateLimitState => ({
    limit: max[budget],
    remaining,
    windowSeconds: WINDOW_MS / 1000,
    resetAt: new Date(Date.now() + (ttlMs > 0 ? ttlMs : WINDOW_MS)),
  });

  // While the shared store (Redis) fails, each budget is counted in this process at a stricter limit: never "no limit".
  const fallback = new FallbackWindows();
  const fallbackMax = (budget: Budget) => Math.max(1, Math.floor(max[budget] * FALLBACK_SHARE));
  let storeDown = false;
  const storeFailed = (err: unknown, budget: Budget) => {
    if (storeDown) return;
    storeDown = true;
    app.log.warn(
      { err, budget },
      `rate limit store unavailable: every budget counted in this process at ${FALLBACK_SHARE * 100}% of its limit until it answers`,
    );
  };
  const storeAnswered = () => {
    if (!storeDown) return;
    storeDown = false;
    app.log.info('rate limit store answers again: the budgets are shared through it once more');
  };
  const fromFallback = (budget: Budget, subject: string, calls: number) => {
    const limit = fallbackMax(budget);
    const { count, ttlMs } = fallback.hit(`${budget}:${subject}`, calls);
    return { ...state(budget, Math.max(0, limit - count), ttlMs), limit, allowed: count <= limit };
  };

  const limits: RequestLimits = {
    async hit(budget, subject, calls = 1) {
      // Redis is asked first every time (a command fails at once while it is away), so its return is noticed at once.
      try {
        const counted = await Promise.all(Array.from({ length: calls }, () => check(probe(`${budget}:${subject}`))));
        storeAnswered();
        // The state after the last of them: the least left; refused when any went past the limit.
        let remaining = max[budget];
        let ttl = 0;
        let exceeded = false;
        for (const c of counted) {
          if (c.isAllowed) continue;
          exceeded ||= c.isExceeded;
          if (c.remaining <= remaining) ({ remaining, ttl } = c);
        }
        return { ...state(budget, remaining, ttl), allowed: !exceeded };
      } catch (err) {
        storeFailed(err, budget);
        return fromFallback(budget, subject, calls);
      }
    },
    async peek(budget, subject) {
      const seen = await check(probe(`${budget}:${subject}`), { increment: false }).catch(() => null);
      if (!seen && storeDown) {
        const limit = fallbackMax(budget);
        const { count, ttlMs } = fallback.peek(`${budget}:${subject}`);
        return { ...state(budget, Math.max(0, limit - count), ttlMs), limit };
      }
      return !seen || seen.isAllowed ? state(budget, max[budget], 0) : state(budget, seen.remaining, seen.ttl);
    },
  };
  app.decorate('requestLimits', limits);

  app.addHook('onRequest', async (req, reply) => {
    const calls = apiCalls(req) ?? (isPageRequest(req) ? { count: 1, uploads: 0 } : null);
    if (!calls) return;
    const subject = clientKey(req.ip);
    const requests = await limits.hit('requests', subject, calls.count);
    reply
      .header('x-ratelimit-limit', requests.limit)
      .header('x-ratelimit-remaining', requests.remaining)
      .header('x-ratelimit-reset', secondsUntil(requests.resetAt));
    if (!requests.allowed) countRateLimitRefusal('requests');
    if (!requests.allowed)
      return tooMany(reply, requests, (wait) => `Too many requests. Please wait ${wait} seconds and try again.`);
    if (calls.uploads > 0) {
      const uploads = await limits.hit('uploads', subject, calls.uploads);
      if (!uploads.allowed) {
        countRateLimitRefusal('uploads');
        return tooMany(
          reply,
          uploads,
          (wait) => `Too many uploads: at most ${uploads.limit} a minute. Please wait ${wait} seconds and try again.`,
        );
      }
    }
  });
  return limits;
}

/** The share of each budget a process allows on its own while the shared store fails. */
export const FALLBACK_SHARE = 0.5;

/**
 * One-minute fixed windows counted in this process: the fail-safe while Redis fails (every process then counts its own
 * clients, hence a stricter limit). The least recently started windows are forgotten beyond `capacity`.
 */
export class FallbackWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly capacity = 100_000) {}

  hit(key: string, calls: number, now = Date.now()): { count: number; ttlMs: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.count += calls;
    return { count: window.count, ttlMs: window.resetAt - now };
  }

  peek(key: string, now = Date.now()): { count: number; ttlMs: number } {
    const window = this.windows.get(key);
    return !window || window.resetAt <= now
      ? { count: 0, ttlMs: WINDOW_MS }
      : { count: window.count, ttlMs: window.resetAt - now };
  }
}

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

function tooMany(reply: FastifyReply, s: RateLimitState, message: (waitSeconds: number) => string) {
  const wait = secondsUntil(s.resetAt);
  return reply
    .status(429)
    .header('retry-after', wait)
    .send({ success: false, message: message(wait), error: 'TOO_MANY_REQUESTS' });
}

// ─── What a request costs ────────────────────────────────────────────────────────────────────────────

/** The REST routes that take files (`METHOD /api/path`), and the tRPC procedures behind them: the upload calls. */
const UPLOAD_ROUTES = new Set(routes.filter((r) => r.multipart).map((r) => `${r.method} /api${toFastifyPath(r.path)}`));
const UPLOAD_PROCEDURES = new Set<string>(routes.filter((r) => r.multipart).map((r) => r.procedure));

/** Whether a tRPC procedure takes files (the uploads.* procedures and those the REST upload routes call). */
export const isUploadProcedure = (name: string) => name.startsWith('uploads.') || UPLOAD_PROCEDURES.has(name);

/**
 * The procedures one /trpc request calls, read as tRPC 11 reads them: the path (as the router decoded it) decoded once
 * more, split at commas when the query says `batch=1`. A path tRPC cannot decode is one (failing) call.
 */
export function trpcCalls(pathParam: string, search: string): string[] {
  let path: string;
  try {
    path = decodeURIComponent(pathParam);
  } catch {
    return [pathParam];
  }
  return new URLSearchParams(search).get('batch') === '1' ? path.split(',') : [path];
}

/**
 * The path a request asks for as the router reads it: an absolute-form target (`GET http://host/api/…`) without its
 * scheme and host, the query cut off, %-escapes decoded (`/%61pi` is `/api`). For the requests no route matched.
 */
export function routedPath(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length) || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Which area a request is for, decided on the route fastify matched (or, when none did, the path as the router reads
 * it), never on the raw text of its address: every spelling of a path is the same call.
 */
export function apiArea(req: FastifyRequest): 'api' | 'trpc' | null {
  const match = /^\/(api|trpc)(?=\/|$)/.exec(req.routeOptions.url ?? routedPath(req.url));
  return match ? (match[1] as 'api' | 'trpc') : null;
}

/**
 * Whether a request is for a storefront page: a GET or HEAD no route matched (the not-found handler paints the page,
 * with its first data read from the database: src/server/storefrontPage.ts) for an address that is not a file's. Such a
 * request costs one call of the client's `requests` budget, like an API call, however its address is spelled.
 */
export function isPageRequest(req: FastifyRequest): boolean {
  if (req.routeOptions.url !== undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return apiArea(req) === null && !/\.\w{2,5}$/.test(routedPath(req.url));
}

/** How many calls a request makes, and how many of them are uploads; null for a request outside /api and /trpc. */
export function apiCalls(req: FastifyRequest): { count: number; uploads: number } | null {
  const area = apiArea(req);
  if (!area) return null;
  if (area === 'api') return { count: 1, uploads: UPLOAD_ROUTES.has(`${req.method} ${req.routeOptions.url}`) ? 1 : 0 };
  const pathParam = (req.params as { path?: string } | undefined)?.path;
  if (pathParam === undefined) return { count: 1, uploads: 0 };
  const query = req.url.indexOf('?');
  const names = trpcCalls(pathParam, query === -1 ? '' : req.url.slice(query + 1));
  return { count: names.length, uploads: names.filter(isUploadProcedure).length };
}
