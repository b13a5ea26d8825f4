import { ConflictError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { egyptDate } from '../../shared/seasonalTasks';
import { type Details, type Origin, audit } from '../accounts/activity';
import { dropSettingsCache } from '../admin/settings';
import { requireUser } from '../accounts/userRecord';
import { confirmPassword } from '../accounts/users';
import { clearCaches, registerCache } from '../cache';
import type { Context } from '../context';
import { adminJobsOf } from '../insights/jobs';
import { say } from '../language';
import { resolveRange } from '../../shared/dateRange';
import { adminDashboard, adminStats, orderStatistics } from '../insights/stats';
import { migrate } from '../migrate';
import { reportCsv } from '../reports/csv';
import { type ReportParams, type ReportResult, csvFileName, groupingFor } from '../../shared/reportDefinitions';
import { type ReportRun, type RunSource, getRun, listRuns, requestRun } from '../reports/runs';
import { adminProcedure, router } from '../trpc';
import { ZSystemFigures, readSystemFigures } from '../metrics/samples';
import {
  ZAdminDashboardOutput,
  ZAdminStatsOutput,
  ZBackupStartOutput,
  ZBackupsOutput,
  ZClearCacheOutput,
  ZDashboardInput,
  ZOrderStatisticsInput,
  ZOrderStatisticsOutput,
  ZReportExportInput,
  ZReportExportOutput,
  ZReportInput,
  ZReportRequestOutput,
  ZReportRunInput,
  ZReportRunOutput,
  ZReportRunsInput,
  ZReportRunsOutput,
  ZRestoreBackupInput,
  ZRestoreBackupOutput,
  ZUpdateDatabaseOutput,
} from './adminInsights.schema';

/*
 * The admin area, part 2 (issue #9): figures read from the projections (stats, dashboard, order statistics), reports
 * computed as jobs with their progress, backups and restores, clearing the in-memory caches and applying pending
 * migrations. Administrators only; every action (not the reads) is written to the audit log.
 */

// The shop settings are cached per database (src/server/admin/settings.ts): cleared with the others.
registerCache('settings', ({ sql }) => {
  dropSettingsCache(sql);
  return undefined;
});

type AdminContext = Context & { user: NonNullable<Context['user']> };

const originOf = (ctx: AdminContext): Origin => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const record = (
  ctx: AdminContext,
  action: string,
  target: { type: string; id?: string | null },
  details: Details = {},
) =>
  audit(
    ctx.sql,
    { actorId: ctx.user.userId, action, targetType: target.type, targetId: target.id ?? null, details },
    originOf(ctx),
  );

const today = () => egyptDate(new Date());

/** A report run as the API shows it (`report_id`, its parameters, status and progress). */
function runView(run: ReportRun) {
  return {
    report_id: run.id,
    type: run.type,
    from: run.params.from,
    to: run.params.to,
    group_by: run.params.group_by,
    status: run.status,
    progress: run.progress,
    trigger: run.trigger,
    requested_by: run.requested_by,
    row_count: run.row_count,
    error: run.error,
    created_at: run.created_at,
    started_at: run.started_at,
    finished_at: run.finished_at,
  };
}

/** The report a request asks for: a fresh result, or the job (started or joined) that will make it. */
async function requestReportFor(
  ctx: AdminContext,
  params: ReportParams,
): Promise<{ run: ReportRun; source: RunSource; result: ReportResult | null }> {
  const jobs = adminJobsOf(ctx);
  const { run, source } = await requestRun(ctx.sql, params, { trigger: 'request', userId: ctx.user.userId });
  if (source === 'fresh') return { run, source, result: (await getRun(ctx.sql, run.id, true)).result };
  // A queued run is (re)handed to the queue: BullMQ keeps one job per run, the in-process queue just wakes up.
  if (run.status === 'queued') await jobs.reports.enqueue(run.id);
  if (source === 'queued')
    await record(
      ctx,
      'admin.report.requested',
      { type: 'report', id: run.id },
      { type: params.type, from: params.from, to: params.to, group_by: params.group_by },
    );
  return { run, source, result: null };
}

function paramsOf(input: {
  type: ReportParams['type'];
  from?: string | undefined;
  to?: string | undefined;
  group_by?: ReportParams['group_by'] | undefined;
}): ReportParams {
  const range = resolveRange(input, today());
  return { type: input.type, ...range, group_by: groupingFor(input.type, input.group_by) };
}

export const adminInsightsRouter = router({
  /** GET /admin/stats: users, products, orders by status, sales, the moderation queues, and the projections' lag. */
  stats: adminProcedure.output(ZAdminStatsOutput).query(({ ctx }) => adminStats(ctx.sql, today())),
  /** GET /admin/system: the last hour minute by minute — requests, errors, p95, checkouts, projection lag, queues (src/server/metrics/samples.ts). */
  system: adminProcedure.output(ZSystemFigures).query(({ ctx }) => readSystemFigures(ctx.sql)),

  /** GET /admin/dashboard: KPIs with the change from the period before, a series per day/week/month, top lists. */
  dashboard: adminProcedure
    .input(ZDashboardInput)
    .output(ZAdminDashboardOutput)
    .query(({ ctx, input }) => adminDashboard(ctx.sql, resolveRange(input, today()), input.period, input.top)),

  /** GET /admin/orders/statistics: orders by status now; orders and revenue of a range per day/week/month. */
  orderStatistics: adminProcedure
    .input(ZOrderStatisticsInput)
    .output(ZOrderStatisticsOutput)
    .query(({ ctx, input }) => orderStatistics(ctx.sql, resolveRange(input, today()), input.period)),

  /**
   * GET /admin/reports/{type}: the finished report when a fresh one (under 10 minutes) exists (`ready: true` with
   * `result`); otherwise the job computing it, started or joined (`ready: false`; poll `reportRun` for progress).
   */
  requestReport: adminProcedure
    .input(ZReportInput)
    .output(ZReportRequestOutput)
    .mutation(async ({ ctx, input }) => {
      const { run, source, result } = await requestReportFor(ctx, paramsOf(input));
      return { ...runView(run), source, ready: result !== null, result };
    }),

  /** One report run: status and progress (0–100), with the result once completed. */
  reportRun: adminProcedure
    .input(ZReportRunInput)
    .output(ZReportRunOutput)
    .query(async ({ ctx, input }) => {
      const run = await getRun(ctx.sql, input.id, true);
      return {
        ...runView(run),
        ready: run.status === 'completed',
        result: run.status === 'completed' ? run.result : null,
      };
    }),

  /** The recent report runs, newest first (nightly ones included), each downloadable by id while kept. */
  reportRuns: adminProcedure
    .input(ZReportRunsInput)
    .output(ZReportRunsOutput)
    .query(async ({ ctx, input }) => {
      const { items, pagination } = await listRuns(ctx.sql, input);
      return { items: items.map(runView), pagination };
    }),

  /**
   * GET /admin/reports/{type}/export?format=csv: the CSV of a finished report (a fresh one with these parameters, or
   * the run `report_id`); while it is being computed, `ready: false` with its progress.
   */
  exportReport: adminProcedure
    .input(ZReportExportInput)
    .output(ZReportExportOutput)
    .mutation(async ({ ctx, input }) => {
      let run: ReportRun;
      let result: ReportResult | null;
      if (input.report_id !== undefined) {
        const found = await getRun(ctx.sql, input.report_id, true);
        if (found.type !== input.type) throw new NotFoundError(msg('admin.reportNotFound'));
        if (found.status === 'failed')
          throw new ConflictError(msg('admin.reportFailed', { error: found.error ?? 'unknown error' }));
        run = found;
        result = found.status === 'completed' ? found.result : null;
      } else {
        ({ run, result } = await requestReportFor(ctx, paramsOf(input)));
      }
      if (!result) return { ready: false as const, ...runView(run) };
      const params: ReportParams = { type: run.type, ...run.params };
      await record(
        ctx,
        'admin.report.exported',
        { type: 'report', id: run.id },
        {
          format: input.format,
          type: run.type,
          from: run.params.from,
          to: run.params.to,
          group_by: run.params.group_by,
        },
      );
      return {
        ready: true as const,
        report_id: run.id,
        filename: csvFileName(params),
        content_type: 'text/csv; charset=utf-8',
        content: reportCsv(result),
      };
    }),

  /** POST /admin/backup: start writing a backup (a job); a backup already under way is answered instead. */
  createBackup: adminProcedure.output(ZBackupStartOutput).mutation(async ({ ctx }) => {
    const { entry, started } = await adminJobsOf(ctx).backups.start(ctx.user.userId);
    if (started)
      await record(
        ctx,
        'admin.backup.started',
        { type: 'backup', id: entry.id },
        { file_name: entry.file_name, format: entry.format },
      );
    return { ...entry, started, message: say(started ? 'backups.started' : 'backups.alreadyRunning') };
  }),

  /** GET /admin/backup/list: every backup, newest first (id, file name, size, created, status). */
  backups: adminProcedure
    .output(ZBackupsOutput)
    .query(async ({ ctx }) => ({ items: await adminJobsOf(ctx).backups.list() })),

  /**
   * POST /admin/backup/restore/{id} {confirm: true, password}: replace the database with the backup (one transaction),
   * then apply the migrations newer than it. The administrator's password is checked first; the audit log outlives the
   * restore and every token issued before it is refused after it (src/server/backups/restoreGuards.ts). The caches are
   * cleared and the projections woken afterwards.
   */
  restoreBackup: adminProcedure
    .input(ZRestoreBackupInput)
    .output(ZRestoreBackupOutput)
    .mutation(async ({ ctx, input }) => {
      const backups = adminJobsOf(ctx).backups;
      const entry = await backups.get(input.id);
      // The administrator's own password, counted with the other password checks (a stolen access token is not enough).
      await confirmPassword(
        ctx,
        await requireUser(ctx.sql, ctx.user.userId),
        input.password,
        originOf(ctx),
        'password',
        msg('backups.wrongPassword'),
      );
      let restored: Awaited<ReturnType<typeof backups.restore>>;
      try {
        restored = await backups.restore(entry.id);
      } catch (err) {
        if (err instanceof NotFoundError || err instanceof ConflictError) throw err;
        const reason = err instanceof Error ? err.message : String(err);
        ctx.log.error({ err, backup: entry.id }, 'restore failed');
        await record(
          ctx,
          'admin.backup.restore_failed',
          { type: 'backup', id: entry.id },
          { reason: reason.slice(0, 500) },
        ).catch(() => {});
        throw new ConflictError(msg('admin.restoreFailed', { reason: reason.slice(0, 300) }));
      }
      await clearCaches({ sql: ctx.sql });
      ctx.runner.ring();
      // The restored users table may not know the administrator who restored it (made after the backup).
      const [actor] = await ctx.sql<{ id: string }[]>`select id::text as id from users where id = ${ctx.user.userId}`;
      await audit(
        ctx.sql,
        {
          actorId: actor ? ctx.user.userId : null,
          action: 'admin.backup.restored',
          targetType: 'backup',
          targetId: entry.id,
          details: {
            file_name: entry.file_name,
            created_at: entry.created_at,
            migrations_applied: restored.migrations_applied,
            restored_by: ctx.user.userId,
          },
        },
        originOf(ctx),
      );
      return {
        backup: restored.entry,
        migrations_applied: restored.migrations_applied,
        message: say('backups.restored', { date: entry.created_at }),
      };
    }),

  /** POST /admin/cache/clear: empty the server's in-memory caches; answers each by name. */
  clearCache: adminProcedure.output(ZClearCacheOutput).mutation(async ({ ctx }) => {
    const { cleared, failed } = await clearCaches({ sql: ctx.sql });
    await record(ctx, 'admin.cache.cleared', { type: 'cache' }, { cleared: cleared.map((c) => c.name), failed });
    return {
      cleared,
      failed,
      message: failed.length
        ? say('admin.cachesClearedExcept', { names: failed.join(', ') })
        : say('admin.cachesCleared', { count: cleared.length }),
    };
  }),

  /** POST /admin/database/update: apply pending migrations; answers which ran (an empty list when none was pending). */
  updateDatabase: adminProcedure.output(ZUpdateDatabaseOutput).mutation(async ({ ctx }) => {
    const applied = await migrate(ctx.sql);
    await record(ctx, 'admin.database.updated', { type: 'database' }, { applied });
    const message = applied.length
      ? say('admin.migrationsApplied', { count: applied.length, names: applied.join(', ') })
      : say('admin.noPendingMigrations');
    return { applied, message };
  }),
});
