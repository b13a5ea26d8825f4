import { ORDER_STATUSES, type OrderStatus } from '../../shared/orders';
import { countFavorites } from '../cart/favorites';
import type { Queryable } from '../db';

/*
 * The signed-in user's dashboard counters. Orders by status come from the orders read model (inline: a new order is
 * counted at once); money spent from customer_summaries (the customer-summaries projection: 0 until it has caught up
 * with the first order). The cart's item_count counts units, as the cart and its header badge do.
 */

/** Orders that are still on their way: not delivered, cancelled or refunded. */
const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

export interface DashboardStats {
  orders: {
    total: number;
    /** Pending, confirmed, processing or shipped. */
    open: number;
    /** Every status, 0 when none. */
    by_status: Record<OrderStatus, number>;
    total_spent: number;
    last_order_at: Date | null;
  };
  favorites: { count: number };
  cart: { lines: number; item_count: number };
  notifications: { unread: number };
  quizzes: { attempts: number; best_score: number | null; average_score: number | null; last_attempt_at: Date | null };
}

interface CountersRow {
  by_status: Record<string, number>;
  last_order_at: Date | null;
  total_spent: number | null;
  cart_lines: number;
  cart_units: number;
  unread: number;
  attempts: number;
  best_score: number | null;
  average_score: number | null;
  last_attempt_at: Date | null;
}

/** The counters of the user's dashboard. */
export async function dashboardStats(sql: Queryable, userId: string): Promise<DashboardStats> {
  const [row] = await sql<CountersRow[]>`
    select
      (select coalesce(json_object_agg(s.status, s.n), '{}'::json)
       from (select status, count(*)::int as n from orders where user_id = ${userId} group by status) s) as by_status,
      (select max(created_at) from orders where user_id = ${userId}) as last_order_at,
      (select total_spent::float8 from customer_summaries where user_id = ${userId}) as total_spent,
      (select count(*)::int from cart_items where user_id = ${userId}) as cart_lines,
      (select coalesce(sum(quantity), 0)::int from cart_items where user_id = ${userId}) as cart_units,
      (select count(*)::int from notifications where user_id = ${userId} and read_at is null and deleted_at is null) as unread,
      q.attempts, q.best_score, q.average_score, q.last_attempt_at
    from (select count(*)::int as attempts, max(score)::int as best_score, round(avg(score), 1)::float8 as average_score,
                 max(created_at) as last_attempt_at
          from quiz_attempts where user_id = ${userId}) q`;
  const counters = row!;
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, counters.by_status[s] ?? 0])) as Record<
    OrderStatus,
    number
  >;
  const total = ORDER_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  return {
    orders: {
      total,
      open: OPEN_STATUSES.reduce((n, s) => n + byStatus[s], 0),
      by_status: byStatus,
      total_spent: counters.total_spent ?? 0,
      last_order_at: counters.last_order_at,
    },
    favorites: { count: await countFavorites(sql, userId) },
    cart: { lines: counters.cart_lines, item_count: counters.cart_units },
    notifications: { unread: counters.unread },
    quizzes: {
      attempts: counters.attempts,
      best_score: counters.best_score,
      average_score: counters.average_score,
      last_attempt_at: counters.last_attempt_at,
    },
  };
}
