import type { Sql } from '../../src/server/db';
import { eventually } from './eventually';

/*
 * The async projections' rows as plain, sorted text, so two states can be compared with toEqual: after a catch-up and
 * after a rebuild, after one-by-one and batched application, before and after a crash.
 */

/** Every row of every table the async projections write (read model tables; side effects separately). */
export async function projectionRows(sql: Sql) {
  const q = (query: ReturnType<Sql>) => query.then((rows) => rows.map((r) => JSON.stringify(r)));
  return {
    event_type_counts: await q(sql`select type, count::text from event_type_counts order by type`),
    product_sales: await q(
      sql`select product_id::text, orders, units, revenue::text from product_sales order by product_id`,
    ),
    product_pairs: await q(
      sql`select product_a::text, product_b::text, orders from product_pairs order by product_a, product_b`,
    ),
    order_counts: await q(sql`select id::text, order_count, base_order_count from products order by id`),
    customer_summaries: await q(sql`
      select user_id::text, total_orders, cancelled_orders, delivered_orders, total_spent::text,
             to_json(first_order_at)::text as first, to_json(last_order_at)::text as last
      from customer_summaries order by user_id`),
    customer_products: await q(sql`
      select user_id::text, product_id::text, units, orders, to_json(last_ordered_at)::text as last
      from customer_products order by user_id, product_id`),
    sales_daily: await q(sql`
      select day::text, orders, items, revenue::text, discounts::text, shipping::text, cancelled, delivered, refunded::text, new_customers
      from sales_daily order by day`),
    sales_daily_category: await q(
      sql`select day::text, category, orders, units, revenue::text from sales_daily_category order by day, category`,
    ),
    sales_daily_product: await q(
      sql`select day::text, product_id::text, name, units, revenue::text from sales_daily_product order by day, product_id`,
    ),
    sales_daily_city: await q(
      sql`select day::text, city, orders, revenue::text from sales_daily_city order by day, city`,
    ),
    order_status_counts: await q(sql`select status, count from order_status_counts order by status`),
    admin_stats_orders: await q(sql`select order_id::text, categories from admin_stats_orders order by order_id`),
    admin_stats_customers: await q(
      sql`select user_id::text, first_day::text from admin_stats_customers order by user_id`,
    ),
    price_alert_marks: await q(sql`
      select alert_id::text, market_id::text, to_json(watch_from)::text as watch_from, price_date::text, avg_price::text, beyond, source_position::text
      from price_alert_marks order by alert_id, market_id`),
  };
}

/** The notifications and order e-mails made (side effects), without their generated ids and times of writing. */
export async function sideEffectRows(sql: Sql) {
  const notifications = await sql`
    select user_id::text, type, title, message, data, source_position::text, to_json(created_at)::text as created_at
    from notifications order by notifications.source_position`;
  const mails = await sql`
    select user_id::text, kind, to_address, subject, body_text, body_html from mail_outbox where kind = 'order_status'
    order by user_id, subject, body_text`;
  return { notifications: notifications.map((r) => JSON.stringify(r)), mails: mails.map((r) => JSON.stringify(r)) };
}

/**
 * Wait until every event of this database is below the commit-order horizon: readers see only transactions older
 * than every transaction still running on the server, and other test files' transactions run on the same server.
 */
export async function eventsVisible(sql: Sql): Promise<void> {
  await eventually(
    async () => {
      const [row] = await sql<{ hidden: boolean }[]>`
        select exists (select 1 from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) as hidden`;
      return !row!.hidden;
    },
    { timeout: 30_000, interval: 20, message: 'no event hidden behind open transactions' },
  );
}
