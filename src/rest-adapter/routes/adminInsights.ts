import { z } from 'zod';
import { msg } from '../../shared/messages';
import { type Said, bodySchema, envelope, envelopeOf, messageEnvelope, noInput, queryInput } from '../envelope';
import type { RestReply, RestRoute, RouteRequest } from '../types';

/*
 * The Admin group's figures, reports, backups and maintenance calls (administrators only). A report that is not ready
 * yet answers 202 with `{report_id, status, progress}`; the export of a ready one is a CSV download.
 */

/** The 202's message, said in the caller's language by the adapter. */
const REPORT_PENDING = msg('admin.reportPending');

/** A report job as a 202 answers it: `{report_id, status, progress}`. */
interface ReportJob {
  report_id: string;
  status: string;
  progress: number;
}
const JOB_KEYS = { report_id: true, status: true, progress: true } as const;

/** The status of a report job, for a 202. */
function pending(output: ReportJob): RestReply {
  return {
    status: 202,
    json: {
      success: true,
      data: { report_id: output.report_id, status: output.status, progress: output.progress },
      message: REPORT_PENDING,
    },
  };
}

/** The job's keys of the procedure's output schema: the object's, or those of the union's option that has them (not ready). */
function jobSchema(output: z.ZodType): z.ZodObject {
  const options = output instanceof z.ZodUnion ? (output.options as z.ZodObject[]) : [output as z.ZodObject];
  return options.find((option) => 'progress' in option.shape)!.pick(JOB_KEYS);
}
/** The 202 body. */
const pendingSchema = (output: z.ZodType) => bodySchema(jobSchema(output), { message: z.string() });

/** A report: 200 with the result once ready, else 202 with the job's progress. */
const reportAnswer = envelopeOf<ReportJob & { ready: boolean; result: object | null }>(
  (output) => {
    if (!output.ready || !output.result) return pending(output);
    return envelope({
      report_id: output.report_id,
      status: output.status,
      progress: output.progress,
      ...output.result,
    });
  },
  (output) => {
    const result = ((output as z.ZodObject).shape.result as z.ZodNullable<z.ZodObject>).unwrap();
    return { json: { 200: bodySchema(jobSchema(output).extend(result.shape)), 202: pendingSchema(output) } };
  },
);

/** The CSV file once ready, else 202 with the job's progress. */
const exportAnswer = envelopeOf<
  (ReportJob & { ready: false }) | { ready: true; filename: string; content_type: string; content: string }
>(
  (output) => {
    if (!output.ready) return pending(output);
    return { file: { contentType: output.content_type, filename: output.filename, data: output.content } };
  },
  (output) => ({ json: { 202: pendingSchema(output) }, file: { contentType: 'text/csv' } }),
);

/** The query of a report call, with the report type of its path. */
const reportOf =
  (type: string) =>
  (req: RouteRequest): Record<string, unknown> => ({ ...(queryInput()(req) as Record<string, unknown>), type });

/** A started backup: 202 (the dump is written by a job); 200 with the running one when a backup was already running. */
const backupStarted = envelopeOf<{ message: Said; started: boolean }>(
  ({ message, ...data }) => ({ status: data.started ? 202 : 200, json: { success: true, data, message } }),
  (output) => {
    const data = (output as z.ZodObject).omit({ message: true });
    const said = (started: boolean) =>
      bodySchema(data.extend({ started: z.literal(started) }), { message: z.string() });
    return { json: { 202: said(true), 200: said(false) } };
  },
);

export const adminInsightsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/system',
    procedure: 'adminInsights.system',
    group: 'Admin',
    summary:
      'The last hour minute by minute, added up over the app processes: requests, 5xx answers, p95 answer time, checkout outcomes, projection lag and queue counts (the admin System page)',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/admin/stats',
    procedure: 'adminInsights.stats',
    group: 'Admin',
    summary:
      'The shop at a glance: users by role and status, products, orders by status, sales, moderation queues, and how many events the figures are behind',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/admin/dashboard',
    procedure: 'adminInsights.dashboard',
    group: 'Admin',
    summary:
      'KPIs (with the change from the period before), revenue and orders per ?period day|week|month over ?from..?to (last 30 days), top products, categories and cities (?top, 5)',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/admin/orders/statistics',
    procedure: 'adminInsights.orderStatistics',
    group: 'Admin',
    summary:
      'Orders by status now; orders, revenue, average order and cancellations over ?from..?to per ?period day|week|month',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/admin/reports/sales',
    procedure: 'adminInsights.requestReport',
    group: 'Admin',
    summary:
      'Sales report over ?from..?to (at most 2 years) by ?group_by day|week|month|category|product|city: 200 with the result when a fresh one exists, else 202 {report_id, status, progress} while a job computes it',
    input: reportOf('sales'),
    respond: reportAnswer,
  },
  {
    method: 'GET',
    path: '/admin/reports/users',
    procedure: 'adminInsights.requestReport',
    group: 'Admin',
    summary:
      'Users report (new users, customers, administrators, first orders) over ?from..?to by ?group_by day|week|month: 200 when ready, else 202 with progress',
    input: reportOf('users'),
    respond: reportAnswer,
  },
  {
    method: 'GET',
    path: '/admin/reports/products',
    procedure: 'adminInsights.requestReport',
    group: 'Admin',
    summary:
      'Products report (units and revenue in ?from..?to, stock and status) by ?group_by product|category: 200 when ready, else 202 with progress',
    input: reportOf('products'),
    respond: reportAnswer,
  },
  {
    method: 'GET',
    path: '/admin/reports/{type}/export',
    procedure: 'adminInsights.exportReport',
    group: 'Admin',
    summary:
      'Download a report as CSV (?format=csv, the default): the same parameters as the report, or ?report_id of a finished run; 202 with progress while it is computed',
    input: queryInput(),
    respond: exportAnswer,
  },
  {
    method: 'GET',
    path: '/admin/reports/runs',
    procedure: 'adminInsights.reportRuns',
    group: 'Admin',
    summary: 'Recent report runs (nightly ones too), newest first: ?type, ?status, ?page, ?limit (20)',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/admin/reports/runs/{id}',
    procedure: 'adminInsights.reportRun',
    group: 'Admin',
    summary: 'One report run: status, progress 0–100, and the result once completed',
  },
  {
    method: 'POST',
    path: '/admin/backup',
    procedure: 'adminInsights.createBackup',
    group: 'Admin',
    summary:
      "Start a backup of the database under DATA_DIR/backups (pg_dump -Fc, or the embedded database's own dump): 202 with its entry",
    input: noInput,
    respond: backupStarted,
  },
  {
    method: 'GET',
    path: '/admin/backup/list',
    procedure: 'adminInsights.backups',
    group: 'Admin',
    summary: 'Backups, newest first: id, file name, size, created, status',
    input: noInput,
  },
  {
    method: 'POST',
    path: '/admin/backup/restore/{id}',
    procedure: 'adminInsights.restoreBackup',
    group: 'Admin',
    summary:
      'Replace the whole database with a backup {confirm: true}, then apply newer migrations. 404 unknown id, 409 while a backup runs',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/admin/cache/clear',
    procedure: 'adminInsights.clearCache',
    group: 'Admin',
    summary: "Clear the server's in-memory caches; answers each one cleared",
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/admin/database/update',
    procedure: 'adminInsights.updateDatabase',
    group: 'Admin',
    summary: 'Apply pending migrations; answers which ran (an empty list when none was pending)',
    input: noInput,
    respond: messageEnvelope,
  },
];
