import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_READ_PROCEDURES } from '../../src/client/lib/publicReads';
import { procedureAccess } from '../../src/rest-adapter/procedures';
import { routes } from '../../src/rest-adapter/routes';
import type { Sql } from '../../src/server/db';
import { CACHEABLE_READ_PROCEDURES, isCacheableRoute } from '../../src/server/http/cacheableReads';
import {
  NO_STORE,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  cacheControlFor,
  ifNoneMatchHits,
  weakEtag,
  withVary,
} from '../../src/server/http/conditional';
import { HEALTH_PROBE_TIMEOUT_MS, type HealthReport, HealthMonitor, healthCheck } from '../../src/server/http/health';
import { appRouter } from '../../src/server/routers';

/* The pure parts of issue 21's wire work: ETags and their matching, cache headers, the cacheable reads, health. */

describe('weak ETags of an answer', () => {
  it('fingerprint the bytes: the same body the same tag, any other body another', () => {
    const body = JSON.stringify({ success: true, data: [{ id: '1', price: 120 }] });
    expect(weakEtag(body)).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag(body)).toBe(weakEtag(Buffer.from(body)));
    expect(weakEtag(body.replace('120', '121'))).not.toBe(weakEtag(body));
  });
});

describe('If-None-Match', () => {
  const etag = weakEtag('{"a":1}');
  const opaque = etag.slice(2);

  it('names the tag: alone, in a list, weak or strong (GET compares weakly), or as *', () => {
    expect(ifNoneMatchHits(etag, etag)).toBe(true);
    expect(ifNoneMatchHits(opaque, etag)).toBe(true);
    expect(ifNoneMatchHits(`W/"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits(`"x","y",${opaque}`, etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });

  it('does not name it: absent, empty, another tag, or the tag without its quotes', () => {
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
    expect(ifNoneMatchHits('W/"other"', etag)).toBe(false);
    expect(ifNoneMatchHits(opaque.slice(1, -1), etag)).toBe(false);
    expect(ifNoneMatchHits(`"${opaque}"`, etag)).toBe(false);
  });
});

describe('Cache-Control of an /api or /trpc answer', () => {
  it('public only for a successful cacheable read asked without Authorization', () => {
    expect(cacheControlFor({ cacheableRead: true, authorization: false, status: 200 })).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  });

  it('private and revalidated for the same read asked with Authorization', () => {
    expect(cacheControlFor({ cacheableRead: true, authorization: true, status: 200 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(PRIVATE_CACHE_CONTROL).not.toContain('public');
  });

  it('never kept: errors, other answers, whoever asks', () => {
    for (const authorization of [false, true]) {
      for (const status of [201, 207, 304, 400, 401, 404, 429, 500, 503])
        expect(cacheControlFor({ cacheableRead: true, authorization, status })).toBe(NO_STORE);
      expect(cacheControlFor({ cacheableRead: false, authorization, status: 200 })).toBe(NO_STORE);
    }
  });
});

describe('Vary', () => {
  it('adds names once, whatever their case, and keeps what was there', () => {
    expect(withVary(undefined, ['accept-encoding', 'authorization'])).toBe('accept-encoding, authorization');
    expect(withVary('trpc-accept, accept', ['accept-encoding'])).toBe('trpc-accept, accept, accept-encoding');
    expect(withVary('Accept-Encoding', ['accept-encoding', 'authorization'])).toBe('Accept-Encoding, authorization');
    expect(withVary('*', ['authorization'])).toBe('*');
  });
});

describe('the cacheable reads', () => {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
    .procedures;

  it('are public queries of the server', () => {
    for (const name of CACHEABLE_READ_PROCEDURES) {
      expect(procedures[name]?._def.type, name).toBe('query');
      expect(procedureAccess(name), name).toBe('public');
    }
  });

  it('hold every read the service worker keeps offline, but the comments visitors write themselves', () => {
    const notCached = PUBLIC_READ_PROCEDURES.filter((name) => !CACHEABLE_READ_PROCEDURES.has(name));
    expect(notCached).toEqual(['comments.list']);
  });

  it('on REST: the GET routes of those procedures, and no write', () => {
    const cacheable = routes.filter(isCacheableRoute);
    expect(cacheable.length).toBeGreaterThanOrEqual(40);
    for (const route of cacheable) expect(route.method).toBe('GET');
    expect(isCacheableRoute({ method: 'PUT', procedure: 'products.list' })).toBe(false);
    expect(isCacheableRoute({ method: 'GET', procedure: 'cart.get' })).toBe(false);
    expect(cacheable.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/products',
        '/products/{id}',
        '/products/slug/{slug}',
        '/crops',
        '/crops/{id}',
        '/crops/slug/{slug}',
        '/market-prices',
      ]),
    );
  });
});

// ─── Health ────────────────────────────────────────────────────────────────────────────────────────────────────────

const ok: HealthReport = { status: 'ok', database: 'up', queue: 'inline', mode: 'postgres' };
const down: HealthReport = { status: 'error', database: 'down', queue: 'inline', mode: 'postgres' };

describe('the health monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers every call from its last check, and checks about once a second whatever the calls', async () => {
    const check = vi.fn(async () => ok);
    const monitor = new HealthMonitor(check, 1_000);
    monitor.start();
    const answers = await Promise.all(Array.from({ length: 100 }, () => monitor.current()));
    expect(answers.every((a) => a === ok)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(12);
    await monitor.stop();
  });

  it('tells an outage at the next check, and its end at the one after', async () => {
    let report = ok;
    const monitor = new HealthMonitor(async () => report, 1_000);
    monitor.start();
    expect(await monitor.current()).toBe(ok);
    report = down;
    expect(await monitor.current()).toBe(ok);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await monitor.current()).toBe(down);
    report = ok;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await monitor.current()).toBe(ok);
    await monitor.stop();
  });

  it('never runs two checks at once: a slow one delays the next, counted from its start', async () => {
    let running = 0;
    let most = 0;
    const check = vi.fn(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      running--;
      return ok;
    });
    const monitor = new HealthMonitor(check, 1_000);
    monitor.start();
    // Checks start at 0, 1.5, 3 and 4.5 s: each as soon as the last is done (a second at least after its start).
    await vi.advanceTimersByTimeAsync(5_900);
    expect(most).toBe(1);
    expect(check).toHaveBeenCalledTimes(4);
    const stopped = monitor.stop();
    await vi.advanceTimersByTimeAsync(1_500);
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('a call before the first answer waits for it; after stop no check runs', async () => {
    const check = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return ok;
    });
    const monitor = new HealthMonitor(check, 1_000);
    monitor.start();
    const first = monitor.current();
    await vi.advanceTimersByTimeAsync(300);
    expect(await first).toBe(ok);
    await monitor.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('the health check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A stand-in for the pool: answers `select 1` as told, and counts the queries sent. */
  function fakeSql(answer: () => Promise<unknown>) {
    const sent = { queries: 0 };
    const sql = ((strings: TemplateStringsArray) => {
      expect(strings.join('').trim()).toBe('select 1');
      sent.queries++;
      return answer();
    }) as unknown as Sql;
    return { sql, sent };
  }
  const inline = { kind: 'inline' as const, health: async () => 'up' as const };
  const db = { mode: 'postgres' as const };

  it('is ok when PostgreSQL answers; the in-process queue has no Redis to ask', async () => {
    const { sql } = fakeSql(async () => [{ '?column?': 1 }]);
    expect(await healthCheck({ sql, db, runner: inline })()).toEqual(ok);
  });

  it('is down when the query fails', async () => {
    const { sql } = fakeSql(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    expect(await healthCheck({ sql, db, runner: inline })()).toEqual(down);
  });

  it('is down when PostgreSQL does not answer in time, and sends no second query while the first hangs', async () => {
    const { sql, sent } = fakeSql(() => new Promise(() => {}));
    const check = healthCheck({ sql, db, runner: inline });
    const first = check();
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS + 1);
    expect(await first).toEqual(down);
    const second = check();
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS + 1);
    expect(await second).toEqual(down);
    expect(sent.queries).toBe(1);
  });

  it('counts an answer that arrived by the time it is read: a busy event loop is not a database outage', async () => {
    // The answer lands in the same turn as the time-out (as when the loop was held up past both): it still counts.
    const { sql } = fakeSql(
      () => new Promise((resolve) => queueMicrotask(() => setTimeout(resolve, HEALTH_PROBE_TIMEOUT_MS, []))),
    );
    const answer = healthCheck({ sql, db, runner: inline })();
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS + 1);
    expect(await answer).toEqual(ok);
  });

  it('gives the embedded database, busy rather than away, longer to answer', async () => {
    const { sql } = fakeSql(() => new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_TIMEOUT_MS * 2, [])));
    const embedded = healthCheck({ sql, db: { mode: 'embedded' }, runner: inline })();
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS * 2 + 1);
    expect(await embedded).toEqual({ ...ok, mode: 'embedded' });
    const server = healthCheck({ sql, db, runner: inline })();
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS * 2 + 1);
    expect(await server).toEqual(down);
  });

  it("reports Redis as the queue's PING finds it, down when it does not answer in time", async () => {
    const { sql } = fakeSql(async () => []);
    expect(await healthCheck({ sql, db, runner: { kind: 'bullmq', health: async () => 'up' } })()).toEqual({
      ...ok,
      queue: 'up',
    });
    const hanging = healthCheck({ sql, db, runner: { kind: 'bullmq', health: () => new Promise(() => {}) } })();
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS + 1);
    // The database answers, so the shop is ok; the queue is said to be down.
    expect(await hanging).toEqual({ ...ok, queue: 'down' });
  });
});
