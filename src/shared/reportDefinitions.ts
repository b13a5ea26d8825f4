import { ValidationError } from './errors';
import type { DateRange } from './dateRange';
import { msg } from './messages';

/*
 * The admin reports (GET /admin/reports/{sales,users,products}): which groupings each type has, the columns of each
 * (shared by the JSON answer, the admin table and the CSV file), and the key that tells two requests for the same
 * report apart from different ones. Pure.
 */

export const REPORT_TYPES = ['sales', 'users', 'products'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const GROUPINGS = ['day', 'week', 'month', 'category', 'product', 'city'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** The groupings each report type has; the first is the default. */
export const REPORT_GROUPINGS: Record<ReportType, readonly Grouping[]> = {
  sales: ['day', 'week', 'month', 'category', 'product', 'city'],
  users: ['day', 'week', 'month'],
  products: ['product', 'category'],
};

/** A result this young is answered as it is; an older one is computed again. */
export const REPORT_FRESH_MINUTES = 10;
/** Finished runs are kept this long for download, then removed by the nightly job. */
export const REPORT_KEEP_DAYS = 90;

export interface ReportParams extends DateRange {
  type: ReportType;
  group_by: Grouping;
}

/** The grouping asked for, or the type's default; one the type does not have is a 400 on `group_by`. */
export function groupingFor(type: ReportType, asked: Grouping | undefined): Grouping {
  const allowed = REPORT_GROUPINGS[type];
  if (asked === undefined) return allowed[0]!;
  if (!allowed.includes(asked))
    throw new ValidationError(msg('admin.groupByOneOf', { allowed: allowed.join(', '), type }), 'group_by');
  return asked;
}

/** Requests with the same key share a job and its result. */
export const paramsKey = (p: ReportParams) => `${p.type}:${p.from}:${p.to}:${p.group_by}`;

// ─── Columns ─────────────────────────────────────────────────────────────────────────────────────────

/** How a column's values are written: text, a date, a whole number, EGP, or a percentage. */
export type ColumnKind = 'text' | 'date' | 'count' | 'money' | 'percent';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

export type ReportValue = string | number | null;
export type ReportRow = Record<string, ReportValue>;

/** What a finished report holds (stored in report_runs.result, answered as JSON, written as CSV). */
export interface ReportResult {
  type: ReportType;
  from: string;
  to: string;
  group_by: Grouping;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The sums of the summable columns over every row. */
  totals: Record<string, number>;
  /** Figures about the whole shop at the time of the report (the users report: users by role and status). */
  summary: Record<string, unknown> | null;
  generated_at: string;
  /** How many events the projections had not yet applied when the report was made. */
  projections_behind: number;
}

const col = (key: string, label: string, kind: ColumnKind): ReportColumn => ({ key, label, kind });
const periodColumns = [col('period', 'Period', 'date'), col('start', 'From', 'date'), col('end', 'To', 'date')];

/** The columns of a report, in order. */
export function reportColumns(type: ReportType, groupBy: Grouping): ReportColumn[] {
  if (type === 'sales') {
    switch (groupBy) {
      case 'category':
        return [
          col('category', 'Category', 'text'),
          col('orders', 'Orders', 'count'),
          col('units', 'Units', 'count'),
          col('revenue', 'Revenue (EGP)', 'money'),
          col('share', 'Share of revenue (%)', 'percent'),
        ];
      case 'product':
        return [
          col('product_id', 'Product ID', 'text'),
          col('name', 'Product', 'text'),
          col('units', 'Units', 'count'),
          col('revenue', 'Revenue (EGP)', 'money'),
          col('share', 'Share of revenue (%)', 'percent'),
        ];
      case 'city':
        return [
          col('city', 'City', 'text'),
          col('orders', 'Orders', 'count'),
          col('revenue', 'Revenue (EGP)', 'money'),
          col('share', 'Share of revenue (%)', 'percent'),
        ];
      default:
        return [
          ...periodColumns,
          col('orders', 'Orders', 'count'),
          col('items', 'Items', 'count'),
          col('revenue', 'Revenue (EGP)', 'money'),
          col('collected', 'Collected (EGP)', 'money'),
          col('deferred', 'Deferred to harvest (EGP)', 'money'),
          col('cash', 'Cash on delivery (EGP)', 'money'),
          col('online', 'Paid online (EGP)', 'money'),
          col('refunded_online', 'Refunded online (EGP)', 'money'),
          col('discounts', 'Discounts (EGP)', 'money'),
          col('shipping', 'Shipping (EGP)', 'money'),
          col('refunded', 'Refunded (EGP)', 'money'),
          col('cancelled', 'Cancelled', 'count'),
          col('delivered', 'Delivered', 'count'),
          col('new_customers', 'New customers', 'count'),
          col('average_order_value', 'Average order (EGP)', 'money'),
        ];
    }
  }
  if (type === 'users') {
    return [
      ...periodColumns,
      col('new_users', 'New users', 'count'),
      col('new_customers', 'New customers', 'count'),
      col('new_admins', 'New administrators', 'count'),
      col('first_orders', 'First orders', 'count'),
    ];
  }
  if (groupBy === 'category') {
    return [
      col('category', 'Category', 'text'),
      col('products', 'Products', 'count'),
      col('units', 'Units sold', 'count'),
      col('revenue', 'Revenue (EGP)', 'money'),
      col('share', 'Share of revenue (%)', 'percent'),
    ];
  }
  return [
    col('product_id', 'Product ID', 'text'),
    col('name', 'Product', 'text'),
    col('category', 'Category', 'text'),
    col('status', 'Status', 'text'),
    col('price', 'Price (EGP)', 'money'),
    col('stock_quantity', 'In stock', 'count'),
    col('units', 'Units sold', 'count'),
    col('revenue', 'Revenue (EGP)', 'money'),
    col('share', 'Share of revenue (%)', 'percent'),
  ];
}

/** Columns summed into `totals` (a category's orders are not: one order can hold several categories). */
export function summedColumns(type: ReportType, groupBy: Grouping): string[] {
  const skip = new Set([
    'share',
    'average_order_value',
    'price',
    'stock_quantity',
    ...(groupBy === 'category' ? ['orders'] : []),
  ]);
  return reportColumns(type, groupBy)
    .filter((c) => (c.kind === 'count' || c.kind === 'money') && !skip.has(c.key))
    .map((c) => c.key);
}

/** The file name of a report's CSV: `fellah-sales-by-day-2026-01-01-to-2026-01-31.csv`. */
export const csvFileName = (p: ReportParams) => `fellah-${p.type}-by-${p.group_by}-${p.from}-to-${p.to}.csv`;
