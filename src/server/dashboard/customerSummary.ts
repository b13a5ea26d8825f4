import type { Queryable } from '../db';

/** A customer's orders as the customer-summaries projection (src/events/projections/) keeps them in customer_summaries. */
export interface OrderSummary {
  total_orders: number;
  cancelled_orders: number;
  delivered_orders: number;
  total_spent: number;
  first_order_at: Date | null;
  last_order_at: Date | null;
}

const NO_ORDERS: OrderSummary = {
  total_orders: 0,
  cancelled_orders: 0,
  delivered_orders: 0,
  total_spent: 0,
  first_order_at: null,
  last_order_at: null,
};

/** The user's order summary as the customer-summaries projection has it (zeros when it has no row yet). */
export async function orderSummary(sql: Queryable, userId: string): Promise<OrderSummary> {
  const [row] = await sql<OrderSummary[]>`
    select total_orders, cancelled_orders, delivered_orders, total_spent::float8 as total_spent, first_order_at, last_order_at
    from customer_summaries where user_id = ${userId}`;
  return row ?? NO_ORDERS;
}
