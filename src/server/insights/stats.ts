import { ORDER_STATUSES, type OrderStatus } from '../../shared/orders';
import { asyncProjections } from '../../events/projections';
import { projectionLag } from '../projections/runner';
import { addDays } from '../../shared/seasonalTasks';
import type { Queryable, Sql } from '../db';
import { type DateRange, type Period, previousRange } from '../../shared/dateRange';

/*
 * The admin figures: `/admin/stats`, `/admin/dashboard` and `/admin/orders/statistics`. Order and sales figures come
 * from the async projections' tables (migrations/0008: sales_daily*, order_status_counts, customer_summaries), so
 * they are as fresh as the projections: every answer says how many events the projections are behind. Users,
 * products and the moderation queues are counted from their own tables. Days are calendar days in Egypt.
 * Revenue is what sales_daily holds: orders not cancelled, less refunds.
 */

/** A product with this many units or fewer (but some) is low on stock. */
export const LOW_STOCK_AT = 10;
/** The longest "top" list the dashboard answers. */
export const TOP_MAX = 50;

const USER_ROLES = ['customer', 'admin'] as const;
const USER_STATUSES = ['active', 'banned', 'deactivated', 'deleted'] as const;

/** How far the async projections are behind the event log: the figures leave out that many events at most. */
export interface ProjectionLag {
  /** Events not yet applied by the projection furthest behind. */
  behind: number;
  up_to_date: boolean;
  by_projection: Record<string, number>;
}

export async function lagOfProjections(sql: Sql): Promise<ProjectionLag> {
  const byProjection = await projectionLag(sql, asyncProjections);
  const behind = Math.max(0, ...Object.values(byProjection));
  return { behind, up_to_date: behind === 0, by_projection: byProjection };
}

/** Money summed in SQL as numeric, answered as EGP with two decimals. */
const egp = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;
/** Revenue per order that was not cancelled. */
const averageOf = (revenue: number, orders: number) => (orders > 0 ? Math.round((revenue * 100) / orders) / 100 : 0);
/** The change from `before` to `now` in percent (one decimal); null when there was nothing before. */
const changeOf = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

// ─── Counts from plain tables ──────────────────────────────────────────────────────────────────────────

export interface UserCounts {
  total: number;
  by_role: Record<(typeof USER_ROLES)[number], number>;
  by_status: Record<(typeof USER_STATUSES)[number], number>;
  new_today: number;
  new_last_7_days: number;
  new_last_30_days: number;
}

export async function userCounts(sql: Queryable, today: string): Promise<UserCounts> {
  const rows = await sql<{ role: string; status: string; n: number; today: number; last7: number; last30: number }[]>`
    select role, status, count(*)::int as n,
      count(*) filter (where created_at >= (${today}::date::timestamp at time zone 'Africa/Cairo'))::int as today,
      count(*) filter (where created_at >= (${addDays(today, -6)}::date::timestamp at time zone 'Africa/Cairo'))::int as last7,
      count(*) filter (where created_at >= (${addDays(today, -29)}::date::timestamp at time zone 'Africa/Cairo'))::int as last30
    from users group by role, status`;
  const counts: UserCounts = {
    total: 0,
    by_role: { customer: 0, admin: 0 },
    by_status: { active: 0, banned: 0, deactivated: 0, deleted: 0 },
    new_today: 0,
    new_last_7_days: 0,
    new_last_30_days: 0,
  };
  for (const r of rows) {
    counts.total += r.n;
    counts.by_role[r.role as keyof UserCounts['by_role']] =
      (counts.by_role[r.role as keyof UserCounts['by_role']] ?? 0) + r.n;
    counts.by_status[r.status as keyof UserCounts['by_status']] =
      (counts.by_status[r.status as keyof UserCounts['by_status']] ?? 0) + r.n;
    counts.new_today += r.today;
    counts.new_last_7_days += r.last7;
    counts.new_last_30_days += r.last30;
  }
  return counts;
}

export interface ProductCounts {
  /** Products not deleted. */
  total: number;
  /** Shown in the shop: active and approved. */
  visible: number;
  pending_approval: number;
  rejected: number;
  inactive: number;
  out_of_stock: number;
  low_stock: number;
  low_stock_threshold: number;
}

export async function productCounts(sql: Queryable): Promise<ProductCounts> {
  const [row] = await sql<Omit<ProductCounts, 'low_stock_threshold'>[]>`
    select count(*)::int as total,
      count(*) filter (where is_active and approval_status = 'approved')::int as visible,
      count(*) filter (where approval_status = 'pending')::int as pending_approval,
      count(*) filter (where approval_status = 'rejected')::int as rejected,
      count(*) filter (where not is_active)::int as inactive,
      count(*) filter (where stock_quantity = 0)::int as out_of_stock,
      count(*) filter (where stock_quantity between 1 and ${LOW_STOCK_AT})::int as low_stock
    from products where deleted_at is null`;
  return { ...row!, low_stock_threshold: LOW_STOCK_AT };
}

export interface ModerationCounts {
  pending_reviews: number;
  pending_comments: number;
  pending_products: number;
}

/** What waits for a moderator (each count reads a partial index). */
export async function moderationCounts(sql: Queryable): Promise<ModerationCounts> {
  const [row] = await sql<ModerationCounts[]>`
    select (select count(*) from product_reviews where status = 'pending')::int as pending_reviews,
           (select count(*) from comments where status = 'pending' and deleted_at is null)::int as pending_comments,
           (select count(*) from products where approval_status = 'pending' and deleted_at is null)::int as pending_products`;
  return row!;
}

// ─── Figures from the projections ─────────────────────────────────────────────────────────────────────

export interface StatusCount {
  status: OrderStatus;
  count: number;
}

/** Orders in each status now (every status listed, 0 when none). */
export async function ordersByStatus(sql: Queryable): Promise<StatusCount[]> {
  const rows = await sql<
    { status: string; count: number }[]
  >`select status, count::int as count from order_status_counts`;
  const byStatus = new Map(rows.map((r) => [r.status, r.count]));
  return ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/** The sums of sales_daily over a range. */
export interface SalesTotals {
  orders: number;
  /** Orders placed in the range and not cancelled (what the average is taken over). */
  kept_orders: number;
  items: number;
  revenue: number;
  discounts: number;
  shipping: number;
  cancelled: number;
  delivered: number;
  refunded: number;
  new_customers: number;
  average_order_value: number;
  /** Cancelled orders in percent of the orders placed (one decimal). */
  cancellation_rate: number;
}

export async function salesTotals(sql: Queryable, range: DateRange): Promise<SalesTotals> {
  const [row] = await sql<
    {
      orders: number;
      items: number;
      revenue: string;
      discounts: string;
      shipping: string;
      cancelled: number;
      delivered: number;
      refunded: string;
      new_customers: number;
    }[]
  >`
    select coalesce(sum(orders), 0)::int as orders, coalesce(sum(items), 0)::int as items, coalesce(sum(revenue), 0)::text as revenue,
           coalesce(sum(discounts), 0)::text as discounts, coalesce(sum(shipping), 0)::text as shipping,
           coalesce(sum(cancelled), 0)::int as cancelled, coalesce(sum(delivered), 0)::int as delivered,
           coalesce(sum(refunded), 0)::text as refunded, coalesce(sum(new_customers), 0)::int as new_customers
    from sales_daily where day between ${range.from}::date and ${range.to}::date`;
  const r = row!;
  const revenue = egp(r.revenue);
  const kept = r.orders - r.cancelled;
  return {
    orders: r.orders,
    kept_orders: kept,
    items: r.items,
    revenue,
    discounts: egp(r.discounts),
    shipping: egp(r.shipping),
    cancelled: r.cancelled,
    delivered: r.delivered,
    refunded: egp(r.refunded),
    new_customers: r.new_customers,
    average_order_value: averageOf(revenue, kept),
    cancellation_rate: r.orders > 0 ? Math.round((r.cancelled / r.orders) * 1000) / 10 : 0,
  };
}

/** One period of a series: its first day as the label, and the first and last day of the range it covers. */
export interface SeriesPoint {
  period: string;
  start: string;
  end: string;
  orders: number;
  items: number;
  revenue: number;
  cancelled: number;
  delivered: number;
  new_customers: number;
  average_order_value: number;
}

/** sales_daily per day, week (from Monday) or month over a range, every period listed (zeros included). */
export async function salesSeries(sql: Queryable, range: DateRange, period: Period): Promise<SeriesPoint[]> {
  const rows = await sql<
    {
      period: string;
      start: string;
      end: string;
      orders: number;
      items: number;
      revenue: string;
      cancelled: number;
      delivered: number;
      new_customers: number;
    }[]
  >`
    select to_char(date_trunc(${period}, g.d), 'YYYY-MM-DD') as period,
           to_char(min(g.d), 'YYYY-MM-DD') as start, to_char(max(g.d), 'YYYY-MM-DD') as "end",
           coalesce(sum(s.orders), 0)::int as orders, coalesce(sum(s.items), 0)::int as items,
           coalesce(sum(s.revenue), 0)::text as revenue, coalesce(sum(s.cancelled), 0)::int as cancelled,
           coalesce(sum(s.delivered), 0)::int as delivered, coalesce(sum(s.new_customers), 0)::int as new_customers
    from generate_series(${range.from}::date::timestamp, ${range.to}::date::timestamp, interval '1 day') as g(d)
    left join sales_daily s on s.day = g.d::date
    group by 1 order by 1`;
  return rows.map((r) => {
    const revenue = egp(r.revenue);
    return { ...r, revenue, average_order_value: averageOf(revenue, r.orders - r.cancelled) };
  });
}

export interface TopProduct {
  product_id: string;
  name: string;
  units: number;
  revenue: number;
}
export interface TopCategory {
  category: string;
  orders: number;
  units: number;
  revenue: number;
}
export interface TopCity {
  city: string;
  orders: number;
  revenue: number;
}

/** The best-selling products of a range by revenue (the name as last sold). */
export async function topProducts(sql: Queryable, range: DateRange, limit: number): Promise<TopProduct[]> {
  const rows = await sql<{ product_id: string; name: string; units: number; revenue: string }[]>`
    select product_id::text as product_id, (array_agg(name order by day desc))[1] as name,
           sum(units)::int as units, sum(revenue)::text as revenue
    from sales_daily_product where day between ${range.from}::date and ${range.to}::date
    group by product_id order by sum(revenue) desc, sum(units) desc, product_id limit ${limit}`;
  return rows.map((r) => ({ ...r, revenue: egp(r.revenue) }));
}

export async function topCategories(sql: Queryable, range: DateRange, limit: number): Promise<TopCategory[]> {
  const rows = await sql<{ category: string; orders: number; units: number; revenue: string }[]>`
    select category, sum(orders)::int as orders, sum(units)::int as units, sum(revenue)::text as revenue
    from sales_daily_category where day between ${range.from}::date and ${range.to}::date
    group by category order by sum(revenue) desc, category limit ${limit}`;
  return rows.map((r) => ({ ...r, revenue: egp(r.revenue) }));
}

export async function topCities(sql: Queryable, range: DateRange, limit: number): Promise<TopCity[]> {
  const rows = await sql<{ city: string; orders: number; revenue: string }[]>`
    select city, sum(orders)::int as orders, sum(revenue)::text as revenue
    from sales_daily_city where day between ${range.from}::date and ${range.to}::date
    group by city order by sum(revenue) desc, sum(orders) desc, city limit ${limit}`;
  return rows.map((r) => ({ ...r, revenue: egp(r.revenue) }));
}

// ─── The three calls ──────────────────────────────────────────────────────────────────────────────────

/** GET /admin/stats: the shop at a glance. */
export async function adminStats(sql: Sql, today: string) {
  const users = await userCounts(sql, today);
  const products = await productCounts(sql);
  const moderation = await moderationCounts(sql);
  const byStatus = await ordersByStatus(sql);
  const [all] = await sql<{ first: string | null }[]>`select to_char(min(day), 'YYYY-MM-DD') as first from sales_daily`;
  const sinceStart = await salesTotals(sql, { from: all?.first ?? today, to: today });
  const todays = await salesTotals(sql, { from: today, to: today });
  const last7 = await salesTotals(sql, { from: addDays(today, -6), to: today });
  const last30 = await salesTotals(sql, { from: addDays(today, -29), to: today });
  const [buyers] = await sql<{ n: number }[]>`select count(*)::int as n from customer_summaries where total_orders > 0`;
  return {
    today,
    generated_at: new Date().toISOString(),
    users,
    products,
    orders: {
      total: byStatus.reduce((sum, s) => sum + s.count, 0),
      by_status: Object.fromEntries(byStatus.map((s) => [s.status, s.count])) as Record<OrderStatus, number>,
    },
    sales: {
      revenue_total: sinceStart.revenue,
      orders_total: sinceStart.orders,
      average_order_value: sinceStart.average_order_value,
      revenue_today: todays.revenue,
      orders_today: todays.orders,
      revenue_last_7_days: last7.revenue,
      orders_last_7_days: last7.orders,
      revenue_last_30_days: last30.revenue,
      orders_last_30_days: last30.orders,
      new_customers_last_30_days: last30.new_customers,
      customers_with_orders: buyers?.n ?? 0,
    },
    moderation,
    projections: await lagOfProjections(sql),
  };
}

/** GET /admin/dashboard: KPI cards (with the change from the period before), the charts' series and the top lists. */
export async function adminDashboard(sql: Sql, range: DateRange, period: Period, top: number) {
  const current = await salesTotals(sql, range);
  const before = previousRange(range);
  const previous = await salesTotals(sql, before);
  return {
    from: range.from,
    to: range.to,
    period,
    generated_at: new Date().toISOString(),
    kpis: {
      revenue: current.revenue,
      orders: current.orders,
      average_order_value: current.average_order_value,
      items: current.items,
      new_customers: current.new_customers,
      cancelled: current.cancelled,
      previous: {
        from: before.from,
        to: before.to,
        revenue: previous.revenue,
        orders: previous.orders,
        average_order_value: previous.average_order_value,
        new_customers: previous.new_customers,
      },
      change: {
        revenue: changeOf(current.revenue, previous.revenue),
        orders: changeOf(current.orders, previous.orders),
        average_order_value: changeOf(current.average_order_value, previous.average_order_value),
        new_customers: changeOf(current.new_customers, previous.new_customers),
      },
    },
    series: await salesSeries(sql, range, period),
    orders_by_status: await ordersByStatus(sql),
    top_products: await topProducts(sql, range, top),
    top_categories: await topCategories(sql, range, top),
    top_cities: await topCities(sql, range, top),
    users: await userCounts(sql, range.to),
    moderation: await moderationCounts(sql),
    projections: await lagOfProjections(sql),
  };
}

/** GET /admin/orders/statistics: orders by status now, and the orders and revenue of a range per period. */
export async function orderStatistics(sql: Sql, range: DateRange, period: Period) {
  const byStatus = await ordersByStatus(sql);
  return {
    from: range.from,
    to: range.to,
    period,
    generated_at: new Date().toISOString(),
    total_orders: byStatus.reduce((sum, s) => sum + s.count, 0),
    by_status: byStatus,
    range: await salesTotals(sql, range),
    series: await salesSeries(sql, range, period),
    top_cities: await topCities(sql, range, 10),
    projections: await lagOfProjections(sql),
  };
}
