import { asyncProjections } from '../../events/projections';
import { projectionLag } from '../projections/runner';
import { clientKey } from '../clientKey';
import type { AppDeps } from '../context';
import { healthCheck, projectionHealth } from '../http/health';
import { publicProcedure, router } from '../trpc';
import { ZBuildInfo, ZHealth, ZLiveness, ZRateLimitInfo } from './system.schema';

/**
 * What the health call answers: the status the health monitor refreshes in the background (src/server/http/health.ts),
 * so a call touches neither PostgreSQL nor Redis; without a monitor (a test's caller) they are checked now.
 */
export const readHealth = (deps: Pick<AppDeps, 'health' | 'sql' | 'db' | 'runner'>) =>
  deps.health ? deps.health.current() : healthCheck(deps)();

/** What the liveness call answers while the process runs. */
export const readLiveness = () => ({ status: 'alive' as const });

/** Health, build info and rate limits: the "Other" group of the call catalogue. */
export const systemRouter = router({
  /**
   * Database and queue reachability. `status` is 'ok' only when the database answers. Read from the status the health
   * monitor refreshes in the background (src/server/http/health.ts), so a call touches neither PostgreSQL nor Redis;
   * a caller without a monitor (a test's caller) has them checked now. Runs while the database is away: it says so.
   */
  health: publicProcedure
    .meta({ withoutDatabase: true })
    .output(ZHealth)
    .query(async ({ ctx }) => {
      const report = await readHealth(ctx);
      if (ctx.user?.role !== 'admin' || report.database !== 'up') return report;
      // An administrator also sees the projections' lag and the last verify; read now, and left out if that fails.
      const details = await projectionHealth(ctx.sql).catch(() => undefined);
      return details ? { ...report, details } : report;
    }),

  /** Liveness: the process answers. Never touches the database or Redis (an orchestrator's restart probe). */
  live: publicProcedure.meta({ withoutDatabase: true }).output(ZLiveness).query(readLiveness),

  /**
   * Name and version for anybody; for administrators also how it runs and what the event log holds (from the
   * event-type-counts projection) — live business figures (orders placed, credit set) are not public.
   */
  info: publicProcedure.output(ZBuildInfo).query(async ({ ctx }) => {
    if (ctx.user?.role !== 'admin') return { name: 'Fellah', version: ctx.version };
    const counts = await ctx.sql<
      { type: string; count: bigint }[]
    >`select type, count from event_type_counts order by type`;
    return {
      name: 'Fellah',
      version: ctx.version,
      mode: ctx.db.mode,
      queue: ctx.runner.kind,
      events: Object.fromEntries(counts.map((c) => [c.type, Number(c.count)])),
      projectionLag: await projectionLag(ctx.sql, asyncProjections),
    };
  }),

  /** The request limit in force for this caller's address (an IPv6 /64), and what is left of the window; not counted. */
  rateLimitInfo: publicProcedure.output(ZRateLimitInfo).query(async ({ ctx }) => {
    const s = await ctx.limits.peek('requests', clientKey(ctx.ip));
    return {
      scope: 'ip' as const,
      limit: s.limit,
      remaining: s.remaining,
      window_seconds: s.windowSeconds,
      reset_at: s.resetAt.toISOString(),
    };
  }),
});
