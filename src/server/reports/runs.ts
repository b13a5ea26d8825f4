import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import type { Queryable, Sql } from '../db';
import { computeReport } from './compute';
import {
  type ReportParams,
  type ReportResult,
  type ReportType,
  REPORT_FRESH_MINUTES,
  REPORT_KEEP_DAYS,
  paramsKey,
} from '../../shared/reportDefinitions';

/*
 * report_runs (migrations/0010): one row per report job. A request reads a fresh finished run, or joins the queued or
 * running one with the same parameters (a partial unique index allows one), or queues a new one. The row is also the
 * in-process queue: a worker claims the oldest queued run with `for update skip locked`, and a run whose heartbeat
 * stopped (its process died) is claimed again, at most three times.
 */

export type RunStatus = 'queued' | 'running' | 'completed' | 'failed';
export type RunTrigger = 'request' | 'nightly';

export interface ReportRun {
  id: string;
  type: ReportType;
  params: Pick<ReportParams, 'from' | 'to' | 'group_by'>;
  status: RunStatus;
  progress: number;
  trigger: RunTrigger;
  requested_by: string | null;
  row_count: number | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface ReportRunWithResult extends ReportRun {
  result: ReportResult | null;
}

/** A run whose heartbeat is older than this is taken as abandoned. */
const STALE_AFTER = '2 minutes';
const MAX_ATTEMPTS = 3;

const runColumns = (sql: Queryable) =>
  sql`id::text as id, type, params, status, progress, trigger, requested_by::text as requested_by, row_count, error, created_at, started_at, finished_at`;

/** Where a request's answer comes from: a fresh result, a job already under way, or a job it just queued. */
export type RunSource = 'fresh' | 'joined' | 'queued';

/** The run answering a request: a fresh finished one, the active one with these parameters, or a new queued one. */
export async function requestRun(
  sql: Sql,
  params: ReportParams,
  by: { trigger: RunTrigger; userId: string | null },
): Promise<{ run: ReportRun; source: RunSource }> {
  const key = paramsKey(params);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [fresh] = await sql<ReportRun[]>`
      select ${runColumns(sql)} from report_runs
      where params_key = ${key} and status = 'completed' and finished_at > now() - ${`${REPORT_FRESH_MINUTES} minutes`}::interval
      order by finished_at desc limit 1`;
    if (fresh) return { run: fresh, source: 'fresh' };
    const [created] = await sql<ReportRun[]>`
      insert into report_runs (type, params, params_key, trigger, requested_by)
      values (${params.type}, ${sql.json({ from: params.from, to: params.to, group_by: params.group_by })}, ${key}, ${by.trigger}, ${by.userId})
      on conflict (params_key) where status in ('queued', 'running') do nothing
      returning ${runColumns(sql)}`;
    if (created) return { run: created, source: 'queued' };
    const [active] = await sql<ReportRun[]>`
      select ${runColumns(sql)} from report_runs where params_key = ${key} and status in ('queued', 'running')`;
    if (active) return { run: active, source: 'joined' };
    // The active run finished between the two statements: its result is fresh now.
  }
  throw new Error(`Could not queue report ${key}`);
}

/** One run, with its result when asked for; an unknown id is 404. */
export async function getRun(sql: Queryable, id: string, withResult: boolean): Promise<ReportRunWithResult> {
  const run = /^\d{1,18}$/.test(id)
    ? (
        await sql<ReportRunWithResult[]>`
          select ${runColumns(sql)}, ${withResult ? sql`result` : sql`null::json as result`} from report_runs where id = ${id}`
      )[0]
    : undefined;
  if (!run) throw new NotFoundError(msg('admin.reportNotFound'));
  return run;
}

/** The latest runs, newest first (results left out: each can be downloaded by id). */
export async function listRuns(
  sql: Queryable,
  q: { type?: ReportType | undefined; status?: RunStatus | undefined; page: number; limit: number },
): Promise<{ items: ReportRun[]; pagination: Pagination }> {
  const where = sql`where (${q.type ?? null}::text is null or type = ${q.type ?? null}) and (${q.status ?? null}::text is null or status = ${q.status ?? null})`;
  const items = await sql<ReportRun[]>`
    select ${runColumns(sql)} from report_runs ${where}
    order by created_at desc, id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from report_runs ${where}`;
  return { items, pagination: paginate(q.page, q.limit, count?.n ?? 0) };
}

/** Take a run for a BullMQ job (the job's lock keeps it single): anything not finished. */
export async function claimRun(sql: Sql, id: string): Promise<boolean> {
  const rows = await sql`
    update report_runs set status = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now(), attempts = attempts + 1
    where id = ${id} and status in ('queued', 'running') returning id`;
  return rows.length > 0;
}

/** Take the oldest waiting run (or one abandoned by a process that died), for the in-process queue. */
export async function claimNext(sql: Sql): Promise<string | null> {
  await sql`
    update report_runs set status = 'failed', error = 'The job stopped three times without finishing', finished_at = now()
    where status = 'running' and heartbeat_at < now() - ${STALE_AFTER}::interval and attempts >= ${MAX_ATTEMPTS}`;
  const [row] = await sql<{ id: string }[]>`
    update report_runs set status = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now(), attempts = attempts + 1
    where id = (select id from report_runs
                where status = 'queued' or (status = 'running' and heartbeat_at < now() - ${STALE_AFTER}::interval)
                order by id limit 1 for update skip locked)
    returning id::text as id`;
  return row?.id ?? null;
}

async function setProgress(sql: Sql, id: string, progress: number) {
  await sql`update report_runs set progress = ${Math.min(99, Math.max(0, progress))}, heartbeat_at = now() where id = ${id} and status = 'running'`;
}

/**
 * Compute a claimed run and store its result (progress 100) or its failure. `onProgress` also hears each step
 * (BullMQ passes it on to the job). Answers the run's final status.
 */
export async function executeRun(
  sql: Sql,
  id: string,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<RunStatus> {
  const [run] = await sql<
    { type: ReportType; params: ReportRun['params'] }[]
  >`select type, params from report_runs where id = ${id}`;
  if (!run) return 'failed';
  try {
    const result = await computeReport(sql, { type: run.type, ...run.params }, async (p) => {
      await setProgress(sql, id, p);
      await onProgress(p);
    });
    // Sent as text and cast: a json parameter would be encoded twice, and jsonb would sort the rows' columns.
    await sql`
      update report_runs set status = 'completed', progress = 100, result = ${JSON.stringify(result)}::text::json, row_count = ${result.rows.length},
        error = null, finished_at = now(), heartbeat_at = now()
      where id = ${id}`;
    await onProgress(100);
    return 'completed';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await sql`update report_runs set status = 'failed', error = ${message.slice(0, 500)}, finished_at = now() where id = ${id}`;
    return 'failed';
  }
}

/** Forget finished runs older than REPORT_KEEP_DAYS (the nightly job). */
export async function pruneRuns(sql: Sql): Promise<number> {
  const rows = await sql`
    delete from report_runs where status in ('completed', 'failed') and created_at < now() - ${`${REPORT_KEEP_DAYS} days`}::interval returning id`;
  return rows.length;
}
