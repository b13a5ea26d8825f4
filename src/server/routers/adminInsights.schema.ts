import { z } from 'zod';
import { says } from '../../shared/messages';
import { ORDER_STATUSES } from '../../shared/orders';
import { ZPage, ZRef, choiceField, limitField } from '../../shared/catalogue';
import { wholeNumber } from '../../shared/crops';
import { ZDate } from '../../shared/marketPrices';
import { PERIODS } from '../../shared/dateRange';
import { TOP_MAX } from '../insights/stats';
import { GROUPINGS, REPORT_TYPES } from '../../shared/reportDefinitions';
import { ADMIN_ROLES, USER_STATUSES } from './admin.schema';
import * as S from './outputs';

/*
 * Inputs of the admin figures, reports, backups and maintenance calls. Query strings arrive as text: '' means "not
 * given". Range rules that need today's date (defaults, at most two years, from ≤ to) are checked by resolveRange.
 */

/** A date 'YYYY-MM-DD' or nothing. */
const optionalDate = (field: string) =>
  z
    .string(says('admin.dateWritten', { field }))
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(ZDate(field).optional());

const range = { from: optionalDate('from'), to: optionalDate('to') };

/** A whole number given as a number or as text ('' = the default). */
const countField = (field: string, fallback: number, max: number) =>
  z
    .union([z.number(), z.string()], says('admin.countRange', { field, max }))
    .optional()
    .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v))
    .pipe(wholeNumber(field, 1, max).optional())
    .transform((v) => v ?? fallback);
const period = choiceField(PERIODS, 'period').transform((v) => v ?? 'day');

/** GET /admin/dashboard: from, to (the last 30 days by default), period, and how long the top lists are. */
export const ZDashboardInput = z.object({ ...range, period, top: countField('top', 5, TOP_MAX) }).prefault({});

/** GET /admin/orders/statistics: from, to, period. */
export const ZOrderStatisticsInput = z.object({ ...range, period }).prefault({});

const reportType = z.enum(REPORT_TYPES, says('call.oneOf', { field: 'type', values: REPORT_TYPES.join(', ') }));

/** GET /admin/reports/{type}: from, to, group_by (checked against the type by groupingFor). */
export const ZReportInput = z.object({ type: reportType, ...range, group_by: choiceField(GROUPINGS, 'group_by') });

/** GET /admin/reports/{type}/export: a report's parameters (or the id of a finished run) and the file format. */
export const ZReportExportInput = ZReportInput.extend({
  format: choiceField(['csv'], 'format').transform((v) => v ?? 'csv'),
  report_id: ZRef.optional(),
});

export const ZReportRunInput = z.object({ id: ZRef });

/** The recent runs: type, status, page, limit (20). */
export const ZReportRunsInput = z
  .object({
    type: choiceField(REPORT_TYPES, 'type'),
    status: choiceField(['queued', 'running', 'completed', 'failed'], 'status'),
    page: ZPage,
    limit: limitField(20, 100),
  })
  .prefault({});

/** POST /admin/backup/restore/{id} {confirm: true, password}: the administrator's own password. */
export const ZRestoreBackupInput = z.object({
  id: z.union([z.string().max(200), z.number()], says('call.idRequired')).transform(String),
  confirm: z.literal(true, says('admin.restoreNotConfirmed')),
  password: z
    .string(says('backups.passwordRequired'))
    .min(1, says('backups.passwordRequired'))
    .max(200, says('backups.passwordRequired')),
});

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const int = z.number().int();
const count = int;
/** A change in percent from the period before (one decimal); null when the period before had none. */
const change = z.number().nullable();

/** src/server/insights/stats.ts `UserCounts`. */
const userCounts = z.strictObject({
  total: count,
  by_role: S.countsOf(ADMIN_ROLES),
  by_status: S.countsOf(USER_STATUSES),
  new_today: count,
  new_last_7_days: count,
  new_last_30_days: count,
});
/** `ProductCounts`. */
const productCounts = z.strictObject({
  total: count,
  visible: count,
  pending_approval: count,
  rejected: count,
  inactive: count,
  out_of_stock: count,
  low_stock: count,
  low_stock_threshold: count,
});
/** `ModerationCounts`. */
const moderationCounts = z.strictObject({ pending_reviews: count, pending_comments: count, pending_products: count });
/** `StatusCount`: orders in one status now. */
const statusCount = z.strictObject({ status: S.orderStatus, count });
/** `SalesTotals`: the sums of a range. */
const salesTotals = z.strictObject({
  orders: count,
  kept_orders: count,
  items: count,
  revenue: S.money,
  discounts: S.money,
  shipping: S.money,
  cancelled: count,
  delivered: count,
  refunded: S.money,
  new_customers: count,
  average_order_value: S.money,
  cancellation_rate: z.number(),
});
/** `SeriesPoint`: one day, week or month of a figures series. */
const seriesPoint = z.strictObject({
  period: z.string(),
  start: S.day,
  end: S.day,
  orders: count,
  items: count,
  revenue: S.money,
  cancelled: count,
  delivered: count,
  new_customers: count,
  average_order_value: S.money,
});
const topCity = z.strictObject({ city: z.string(), orders: count, revenue: S.money });

/** GET /admin/stats: the shop at a glance. */
export const ZAdminStatsOutput = z.strictObject({
  today: S.day,
  generated_at: S.atText,
  users: userCounts,
  products: productCounts,
  orders: z.strictObject({ total: count, by_status: S.countsOf(ORDER_STATUSES) }),
  sales: z.strictObject({
    revenue_total: S.money,
    orders_total: count,
    average_order_value: S.money,
    revenue_today: S.money,
    orders_today: count,
    revenue_last_7_days: S.money,
    orders_last_7_days: count,
    revenue_last_30_days: S.money,
    orders_last_30_days: count,
    new_customers_last_30_days: count,
    customers_with_orders: count,
  }),
  moderation: moderationCounts,
  projections: S.ProjectionsLag,
});

/** GET /admin/dashboard: KPI cards (with the change from the period before), the charts' series and the top lists. */
export const ZAdminDashboardOutput = z.strictObject({
  from: S.day,
  to: S.day,
  period: z.enum(PERIODS),
  generated_at: S.atText,
  kpis: z.strictObject({
    revenue: S.money,
    orders: count,
    average_order_value: S.money,
    items: count,
    new_customers: count,
    cancelled: count,
    previous: z.strictObject({
      from: S.day,
      to: S.day,
      revenue: S.money,
      orders: count,
      average_order_value: S.money,
      new_customers: count,
    }),
    change: z.strictObject({ revenue: change, orders: change, average_order_value: change, new_customers: change }),
  }),
  series: z.array(seriesPoint),
  orders_by_status: z.array(statusCount),
  top_products: z.array(z.strictObject({ product_id: S.id, name: z.string(), units: count, revenue: S.money })),
  top_categories: z.array(z.strictObject({ category: z.string(), orders: count, units: count, revenue: S.money })),
  top_cities: z.array(topCity),
  users: userCounts,
  moderation: moderationCounts,
  projections: S.ProjectionsLag,
});

/** GET /admin/orders/statistics: orders by status now; the orders and revenue of a range per period. */
export const ZOrderStatisticsOutput = z.strictObject({
  from: S.day,
  to: S.day,
  period: z.enum(PERIODS),
  generated_at: S.atText,
  total_orders: count,
  by_status: z.array(statusCount),
  range: salesTotals,
  series: z.array(seriesPoint),
  top_cities: z.array(topCity),
  projections: S.ProjectionsLag,
});

const reportResult = z.strictObject(S.ReportResult);

/** A report asked for: the run, where its answer comes from, and the result once `ready`. */
export const ZReportRequestOutput = S.ReportRun.extend({
  source: z.enum(['fresh', 'joined', 'queued']),
  ready: z.boolean(),
  result: reportResult.nullable(),
});
/** One report run, with its result once completed. */
export const ZReportRunOutput = S.ReportRun.extend({ ready: z.boolean(), result: reportResult.nullable() });
export const ZReportRunsOutput = z.strictObject({ items: z.array(S.ReportRun), pagination: S.Pagination });
/** A report's CSV once ready, else the run computing it. */
export const ZReportExportOutput = z.union([
  S.ReportRun.extend({ ready: z.literal(false) }),
  z.strictObject({
    ready: z.literal(true),
    report_id: S.id,
    filename: z.string(),
    content_type: z.string(),
    content: z.string(),
  }),
]);

/** A backup started (or the one already being written). */
export const ZBackupStartOutput = S.Backup.extend({ started: z.boolean(), message: S.message });
export const ZBackupsOutput = z.strictObject({ items: z.array(S.Backup) });
export const ZRestoreBackupOutput = z.strictObject({
  backup: S.Backup,
  migrations_applied: z.array(z.string()),
  message: S.message,
});
export const ZClearCacheOutput = z.strictObject({
  cleared: z.array(z.strictObject({ name: z.string(), entries: int.nullable() })),
  failed: z.array(z.string()),
  message: S.message,
});
export const ZUpdateDatabaseOutput = z.strictObject({ applied: z.array(z.string()), message: S.message });
