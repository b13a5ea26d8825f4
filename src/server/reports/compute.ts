import { fromPiastres } from '../../shared/money';
import type { Sql } from '../db';
import { type DateRange, type Period, monthChunks } from '../../shared/dateRange';
import { lagOfProjections, userCounts } from '../insights/stats';
import {
  type Grouping,
  type ReportParams,
  type ReportResult,
  type ReportRow,
  reportColumns,
  summedColumns,
} from '../../shared/reportDefinitions';

/*
 * Computing a report, one calendar month of the range at a time (each month is a step of the job's progress), from
 * the projections' tables: sales_daily, sales_daily_category / _product / _city, and users for the users report.
 * Money is added up in whole piastres, so sums over months are exact.
 */

/** One group's figures from one month: summed with the same group of other months. */
interface Part {
  key: string;
  counts: Record<string, number>;
  /** Piastres. */
  money: Record<string, number>;
  text?: Record<string, string>;
  /** The last day the text was seen (a product's name as last sold wins). */
  latest?: string;
  start?: string;
  end?: string;
}

/** numeric text (EGP) → whole piastres. */
const piastres = (egp: string | null | undefined) => Math.round(Number(egp ?? 0) * 100);

class Groups {
  private readonly parts = new Map<string, Part>();

  add(part: Part) {
    const seen = this.parts.get(part.key);
    if (!seen) {
      this.parts.set(part.key, { ...part, counts: { ...part.counts }, money: { ...part.money } });
      return;
    }
    for (const [k, v] of Object.entries(part.counts)) seen.counts[k] = (seen.counts[k] ?? 0) + v;
    for (const [k, v] of Object.entries(part.money)) seen.money[k] = (seen.money[k] ?? 0) + v;
    if (part.start && (!seen.start || part.start < seen.start)) seen.start = part.start;
    if (part.end && (!seen.end || part.end > seen.end)) seen.end = part.end;
    if (part.text && (!seen.latest || (part.latest && part.latest > seen.latest))) {
      seen.text = part.text;
      seen.latest = part.latest ?? seen.latest;
    }
  }

  list(): Part[] {
    return [...this.parts.values()];
  }

  keys(): string[] {
    return [...this.parts.keys()];
  }
}

// ─── One month of each report ─────────────────────────────────────────────────────────────────────────

const days = (c: DateRange, sql: Sql) =>
  sql`generate_series(${c.from}::date::timestamp, ${c.to}::date::timestamp, interval '1 day') as g(d)`;

async function salesByPeriod(sql: Sql, c: DateRange, unit: Period): Promise<Part[]> {
  const rows = await sql<
    {
      key: string;
      start: string;
      end: string;
      orders: number;
      items: number;
      cancelled: number;
      delivered: number;
      new_customers: number;
      revenue: string;
      discounts: string;
      shipping: string;
      refunded: string;
      deferred: string;
      online: string;
      refunded_online: string;
      cash: string;
    }[]
  >`
    select to_char(date_trunc(${unit}, g.d), 'YYYY-MM-DD') as key,
           to_char(min(g.d), 'YYYY-MM-DD') as start, to_char(max(g.d), 'YYYY-MM-DD') as "end",
           coalesce(sum(s.orders), 0)::int as orders, coalesce(sum(s.items), 0)::int as items,
           coalesce(sum(s.cancelled), 0)::int as cancelled, coalesce(sum(s.delivered), 0)::int as delivered,
           coalesce(sum(s.new_customers), 0)::int as new_customers,
           coalesce(sum(s.revenue), 0)::text as revenue, coalesce(sum(s.discounts), 0)::text as discounts,
           coalesce(sum(s.shipping), 0)::text as shipping, coalesce(sum(s.refunded), 0)::text as refunded,
           coalesce(sum(s.deferred), 0)::text as deferred,
           coalesce(sum(op.paid), 0)::text as online, coalesce(sum(op.refunded), 0)::text as refunded_online,
           coalesce(sum(cod.cash), 0)::text as cash
    from ${days(c, sql)} left join sales_daily s on s.day = g.d::date
      -- Paid online and refunded online (issue 39), on the day the order was placed, like the rest of its figures.
      left join lateral (
        select sum(p.paid_amount) as paid, sum(p.refunded_amount) as refunded
        from order_payments p join orders o on o.id = p.order_id
        where (o.created_at at time zone 'Africa/Cairo')::date = g.d::date) op on true
      -- Cash on delivery: the orders paid in cash at the door, not cancelled, less what was refunded, on the same day.
      left join lateral (
        select sum(o.total - coalesce(o.refunded_amount, 0)) as cash
        from orders o
        where o.payment_method = 'cod' and o.status <> 'cancelled'
          and o.created_at >= (g.d at time zone 'Africa/Cairo') and o.created_at < ((g.d + interval '1 day') at time zone 'Africa/Cairo')) cod on true
    group by 1`;
  return rows.map((r) => ({
    key: r.key,
    start: r.start,
    end: r.end,
    counts: {
      orders: r.orders,
      items: r.items,
      cancelled: r.cancelled,
      delivered: r.delivered,
      new_customers: r.new_customers,
    },
    money: {
      revenue: piastres(r.revenue),
      // Collected: revenue not deferred to harvest (cash orders and what harvest orders have paid).
      collected: piastres(r.revenue) - piastres(r.deferred),
      deferred: piastres(r.deferred),
      cash: piastres(r.cash),
      discounts: piastres(r.discounts),
      shipping: piastres(r.shipping),
      refunded: piastres(r.refunded),
      online: piastres(r.online),
      refunded_online: piastres(r.refunded_online),
    },
  }));
}

async function salesByCategory(sql: Sql, c: DateRange): Promise<Part[]> {
  const rows = await sql<{ key: string; orders: number; units: number; revenue: string }[]>`
    select category as key, sum(orders)::int as orders, sum(units)::int as units, sum(revenue)::text as revenue
    from sales_daily_category where day between ${c.from}::date and ${c.to}::date group by category`;
  return rows.map((r) => ({
    key: r.key,
    counts: { orders: r.orders, units: r.units },
    money: { revenue: piastres(r.revenue) },
    text: { category: r.key },
  }));
}

async function salesByProduct(sql: Sql, c: DateRange): Promise<Part[]> {
  const rows = await sql<{ key: string; name: string; latest: string; units: number; revenue: string }[]>`
    select product_id::text as key, (array_agg(name order by day desc))[1] as name, to_char(max(day), 'YYYY-MM-DD') as latest,
           sum(units)::int as units, sum(revenue)::text as revenue
    from sales_daily_product where day between ${c.from}::date and ${c.to}::date group by product_id`;
  return rows.map((r) => ({
    key: r.key,
    counts: { units: r.units },
    money: { revenue: piastres(r.revenue) },
    text: { product_id: r.key, name: r.name },
    latest: r.latest,
  }));
}

async function salesByCity(sql: Sql, c: DateRange): Promise<Part[]> {
  const rows = await sql<{ key: string; orders: number; revenue: string }[]>`
    select city as key, sum(orders)::int as orders, sum(revenue)::text as revenue
    from sales_daily_city where day between ${c.from}::date and ${c.to}::date group by city`;
  return rows.map((r) => ({
    key: r.key,
    counts: { orders: r.orders },
    money: { revenue: piastres(r.revenue) },
    text: { city: r.key },
  }));
}

async function usersByPeriod(sql: Sql, c: DateRange, unit: Period): Promise<Part[]> {
  const rows = await sql<
    {
      key: string;
      start: string;
      end: string;
      new_users: number;
      new_customers: number;
      new_admins: number;
      first_orders: number;
    }[]
  >`
    select to_char(date_trunc(${unit}, g.d), 'YYYY-MM-DD') as key,
           to_char(min(g.d), 'YYYY-MM-DD') as start, to_char(max(g.d), 'YYYY-MM-DD') as "end",
           coalesce(sum(u.new_users), 0)::int as new_users, coalesce(sum(u.new_customers), 0)::int as new_customers,
           coalesce(sum(u.new_admins), 0)::int as new_admins, coalesce(sum(s.new_customers), 0)::int as first_orders
    from ${days(c, sql)}
    left join (
      select (created_at at time zone 'Africa/Cairo')::date as day, count(*) as new_users,
             count(*) filter (where role = 'customer') as new_customers, count(*) filter (where role = 'admin') as new_admins
      from users
      where created_at >= (${c.from}::date::timestamp at time zone 'Africa/Cairo')
        and created_at < ((${c.to}::date + 1)::timestamp at time zone 'Africa/Cairo')
      group by 1) u on u.day = g.d::date
    left join sales_daily s on s.day = g.d::date
    group by 1`;
  return rows.map((r) => ({
    key: r.key,
    start: r.start,
    end: r.end,
    counts: {
      new_users: r.new_users,
      new_customers: r.new_customers,
      new_admins: r.new_admins,
      first_orders: r.first_orders,
    },
    money: {},
  }));
}

/** One month of a report. */
function chunkOf(sql: Sql, type: ReportParams['type'], groupBy: Grouping, c: DateRange): Promise<Part[]> {
  if (type === 'users') return usersByPeriod(sql, c, groupBy as Period);
  if (type === 'products') return groupBy === 'category' ? salesByCategory(sql, c) : salesByProduct(sql, c);
  switch (groupBy) {
    case 'category':
      return salesByCategory(sql, c);
    case 'product':
      return salesByProduct(sql, c);
    case 'city':
      return salesByCity(sql, c);
    default:
      return salesByPeriod(sql, c, groupBy);
  }
}

// ─── From the summed parts to rows ────────────────────────────────────────────────────────────────────

const shareOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function plainRow(p: Part): ReportRow {
  const row: ReportRow = { ...(p.text ?? {}) };
  if (p.start !== undefined) Object.assign(row, { period: p.key, start: p.start, end: p.end ?? p.start });
  Object.assign(row, p.counts);
  for (const [k, v] of Object.entries(p.money)) row[k] = fromPiastres(v);
  return row;
}

const byRevenue = (a: Part, b: Part) =>
  (b.money.revenue ?? 0) - (a.money.revenue ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Products: every product not deleted (sold or not) and any deleted one sold in the range, with its sales. */
async function productRows(sql: Sql, groups: Groups, totalRevenue: number): Promise<ReportRow[]> {
  const sold = new Map(groups.list().map((p) => [p.key, p]));
  const products = await sql<
    { product_id: string; name: string; category: string; price: string; stock_quantity: number; status: string }[]
  >`
    select id::text as product_id, name, category, price::text as price, stock_quantity,
           case when deleted_at is not null then 'deleted' when approval_status <> 'approved' then approval_status
                when not is_active then 'inactive' else 'active' end as status
    from products where deleted_at is null or id = any(${groups.keys()}::bigint[])`;
  const rows = products.map((p) => {
    const s = sold.get(p.product_id);
    sold.delete(p.product_id);
    const revenue = s?.money.revenue ?? 0;
    return {
      ...p,
      price: fromPiastres(piastres(p.price)),
      units: s?.counts.units ?? 0,
      revenue: fromPiastres(revenue),
      share: shareOf(revenue, totalRevenue),
      piastres: revenue,
    };
  });
  // Sold in the range but no longer in the catalogue at all: listed with the name it was sold under.
  for (const s of sold.values()) {
    const revenue = s.money.revenue ?? 0;
    rows.push({
      product_id: s.key,
      name: s.text?.name ?? '',
      category: '',
      status: 'deleted',
      price: 0,
      stock_quantity: 0,
      units: s.counts.units ?? 0,
      revenue: fromPiastres(revenue),
      share: shareOf(revenue, totalRevenue),
      piastres: revenue,
    });
  }
  rows.sort(
    (a, b) =>
      b.piastres - a.piastres ||
      b.units - a.units ||
      a.name.localeCompare(b.name) ||
      a.product_id.localeCompare(b.product_id),
  );
  return rows.map(({ piastres: _p, ...row }) => row);
}

/** Products by category: every category with live products or sales, with its product count. */
async function productCategoryRows(sql: Sql, groups: Groups, totalRevenue: number): Promise<ReportRow[]> {
  const counts = await sql<{ category: string; products: number }[]>`
    select category, count(*)::int as products from products where deleted_at is null group by category`;
  const sold = new Map(groups.list().map((p) => [p.key, p]));
  const names = new Set([...counts.map((c) => c.category), ...sold.keys()]);
  const productsIn = new Map(counts.map((c) => [c.category, c.products]));
  const rows = [...names].map((category) => {
    const s = sold.get(category);
    const revenue = s?.money.revenue ?? 0;
    return {
      category,
      products: productsIn.get(category) ?? 0,
      units: s?.counts.units ?? 0,
      revenue,
      share: shareOf(revenue, totalRevenue),
    };
  });
  rows.sort((a, b) => b.revenue - a.revenue || a.category.localeCompare(b.category));
  return rows.map((r) => ({ ...r, revenue: fromPiastres(r.revenue) }));
}

/**
 * Compute a report month by month. `onProgress` hears 0–99 as the months are done (100 is the caller's, once the
 * result is stored).
 */
export async function computeReport(
  sql: Sql,
  params: ReportParams,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<ReportResult> {
  const chunks = monthChunks(params);
  const steps = chunks.length + 1;
  const groups = new Groups();
  await onProgress(0);
  for (const [i, chunk] of chunks.entries()) {
    for (const part of await chunkOf(sql, params.type, params.group_by, chunk)) groups.add(part);
    await onProgress(Math.floor(((i + 1) / steps) * 100));
  }

  const parts = groups.list();
  const totalRevenue = parts.reduce((sum, p) => sum + (p.money.revenue ?? 0), 0);
  let rows: ReportRow[];
  let summary: Record<string, unknown> | null = null;
  const byPeriod = params.group_by === 'day' || params.group_by === 'week' || params.group_by === 'month';
  if (params.type === 'products') {
    rows =
      params.group_by === 'category'
        ? await productCategoryRows(sql, groups, totalRevenue)
        : await productRows(sql, groups, totalRevenue);
  } else if (byPeriod) {
    rows = parts
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((p) => {
        const row = plainRow(p);
        if (params.type === 'sales') {
          const kept = (p.counts.orders ?? 0) - (p.counts.cancelled ?? 0);
          row.average_order_value = kept > 0 ? fromPiastres(Math.round((p.money.revenue ?? 0) / kept)) : 0;
        }
        return row;
      });
  } else {
    rows = parts.sort(byRevenue).map((p) => ({ ...plainRow(p), share: shareOf(p.money.revenue ?? 0, totalRevenue) }));
  }
  if (params.type === 'users') {
    const users = await userCounts(sql, params.to);
    summary = { users_total: users.total, by_role: users.by_role, by_status: users.by_status };
  }

  const totals: Record<string, number> = {};
  const summed = summedColumns(params.type, params.group_by);
  const columns = reportColumns(params.type, params.group_by);
  for (const key of summed) {
    const money = columns.find((c) => c.key === key)?.kind === 'money';
    const sum = rows.reduce((s, r) => s + (money ? piastres(String(r[key] ?? 0)) : Number(r[key] ?? 0)), 0);
    totals[key] = money ? fromPiastres(sum) : sum;
  }
  if (params.type === 'sales' && byPeriod) {
    const kept = (totals.orders ?? 0) - (totals.cancelled ?? 0);
    totals.average_order_value = kept > 0 ? fromPiastres(Math.round(piastres(String(totals.revenue ?? 0)) / kept)) : 0;
  }

  return {
    type: params.type,
    from: params.from,
    to: params.to,
    group_by: params.group_by,
    columns,
    rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, r[c.key] ?? null]))),
    totals,
    summary,
    generated_at: new Date().toISOString(),
    projections_behind: (await lagOfProjections(sql)).behind,
  };
}
