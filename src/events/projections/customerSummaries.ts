import type { TransactionSql } from '../db';
import { toPiastres } from '../../shared/money';
import type { Projection, ProjectionContext } from '../projection';
import type { StoredEvent } from '../store';
import { PlacedOrders, type ProductInOrder, egp, orderEvents, productsOf, tally } from './placedOrders';

/*
 * customer-summaries: per customer, every order placed (total_orders, cancelled ones included), how many were
 * cancelled and delivered, total_spent (totals of orders not cancelled, less refunds), and when the first and last
 * order were placed; per customer and product (customer_products), the units and orders not cancelled and when an
 * order holding it was last placed (cancelled ones included, so the time only moves forward). Rows are kept at zero:
 * readers list `orders > 0`.
 */

interface Summary {
  total: number;
  cancelled: number;
  delivered: number;
  /** piastres */
  spent: number;
  first: string | null;
  last: string | null;
}

interface Bought {
  units: number;
  orders: number;
  last: string | null;
}

const earlier = (a: string | null, b: string) => (a === null || Date.parse(b) < Date.parse(a) ? b : a);
const later = (a: string | null, b: string) => (a === null || Date.parse(b) > Date.parse(a) ? b : a);

class SummaryDelta {
  readonly customers = new Map<string, Summary>();
  readonly products = new Map<string, Bought>();

  customer(userId: string): Summary {
    return tally(this.customers, userId, () => ({
      total: 0,
      cancelled: 0,
      delivered: 0,
      spent: 0,
      first: null,
      last: null,
    }));
  }

  bought(userId: string, products: readonly ProductInOrder[], sign: 1 | -1, at: string | null) {
    for (const p of products) {
      const b = tally(this.products, `${userId}:${p.productId}`, () => ({ units: 0, orders: 0, last: null }));
      b.units += sign * p.units;
      b.orders += sign;
      if (at) b.last = later(b.last, at);
    }
  }
}

async function deltaOf(
  tx: TransactionSql,
  events: readonly StoredEvent[],
  context: Pick<ProjectionContext, 'orders'>,
): Promise<SummaryDelta> {
  const refs = orderEvents(events);
  context.orders.remember(events);
  const lookups = refs.filter((r) => r.event.type !== 'OrderPlaced').map((r) => r.orderId);
  const facts = lookups.length > 0 ? await context.orders.load(tx, lookups) : new Map();
  const delta = new SummaryDelta();
  for (const { orderId, event } of refs) {
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      const c = delta.customer(String(d.user_id));
      c.total += 1;
      c.spent += toPiastres(d.total);
      c.first = earlier(c.first, d.at);
      c.last = later(c.last, d.at);
      delta.bought(String(d.user_id), productsOf(d.lines), 1, d.at);
      continue;
    }
    const order = facts.get(orderId);
    if (!order) continue;
    const c = delta.customer(order.userId);
    if (event.type === 'OrderCancelled') {
      c.cancelled += 1;
      c.spent -= toPiastres(order.total);
      delta.bought(order.userId, productsOf(order.lines), -1, null);
    } else if (event.type === 'OrderDelivered') c.delivered += 1;
    else if (event.type === 'OrderRefunded') c.spent -= toPiastres(event.data.amount);
  }
  return delta;
}

/** How a customer_summaries row takes a delta: counts and spending added, first and last order widened. */
const addToSummary = (tx: TransactionSql) => tx`
  on conflict (user_id) do update set
    total_orders = customer_summaries.total_orders + excluded.total_orders,
    cancelled_orders = customer_summaries.cancelled_orders + excluded.cancelled_orders,
    delivered_orders = customer_summaries.delivered_orders + excluded.delivered_orders,
    total_spent = customer_summaries.total_spent + excluded.total_spent,
    first_order_at = least(customer_summaries.first_order_at, excluded.first_order_at),
    last_order_at = greatest(customer_summaries.last_order_at, excluded.last_order_at)`;

/** How a customer_products row takes a delta: units and orders added, the last order time only moving forward. */
const addToBought = (tx: TransactionSql) => tx`
  on conflict (user_id, product_id) do update set
    units = customer_products.units + excluded.units,
    orders = customer_products.orders + excluded.orders,
    last_ordered_at = greatest(customer_products.last_ordered_at, excluded.last_ordered_at)`;

async function writeDelta(tx: TransactionSql, delta: SummaryDelta) {
  if (delta.customers.size > 0) {
    const ids = [...delta.customers.keys()];
    const rows = ids.map((id) => delta.customers.get(id)!);
    await tx`
      insert into customer_summaries (user_id, total_orders, cancelled_orders, delivered_orders, total_spent, first_order_at, last_order_at)
      select * from unnest(${ids}::bigint[], ${rows.map((r) => r.total)}::int[], ${rows.map((r) => r.cancelled)}::int[],
                           ${rows.map((r) => r.delivered)}::int[], ${rows.map((r) => egp(r.spent))}::numeric[],
                           ${rows.map((r) => r.first)}::timestamptz[], ${rows.map((r) => r.last)}::timestamptz[])
      ${addToSummary(tx)}`;
  }
  if (delta.products.size > 0) {
    const keys = [...delta.products.keys()];
    const rows = keys.map((k) => delta.products.get(k)!);
    await tx`
      insert into customer_products (user_id, product_id, units, orders, last_ordered_at)
      select * from unnest(${keys.map((k) => k.slice(0, k.indexOf(':')))}::bigint[], ${keys.map((k) => k.slice(k.indexOf(':') + 1))}::bigint[],
                           ${rows.map((r) => r.units)}::int[], ${rows.map((r) => r.orders)}::int[], ${rows.map((r) => r.last)}::timestamptz[])
      ${addToBought(tx)}`;
  }
}

export const customerSummaries: Projection = {
  name: 'customer-summaries',
  canHandle: ['OrderPlaced', 'OrderCancelled', 'OrderDelivered', 'OrderRefunded'],

  /** One event, one statement per row: the plain definition that the batch path is tested against. */
  async apply(tx, stored, context) {
    const delta = await deltaOf(tx, [stored], { orders: context?.orders ?? new PlacedOrders() });
    for (const [id, c] of delta.customers) {
      await tx`
        insert into customer_summaries (user_id, total_orders, cancelled_orders, delivered_orders, total_spent, first_order_at, last_order_at)
        values (${id}, ${c.total}, ${c.cancelled}, ${c.delivered}, ${egp(c.spent)}, ${c.first}, ${c.last})
        ${addToSummary(tx)}`;
    }
    for (const [key, b] of delta.products) {
      const [userId, productId] = key.split(':');
      await tx`
        insert into customer_products (user_id, product_id, units, orders, last_ordered_at)
        values (${userId!}, ${productId!}, ${b.units}, ${b.orders}, ${b.last})
        ${addToBought(tx)}`;
    }
  },

  async applyBatch(tx, events, context) {
    await writeDelta(tx, await deltaOf(tx, events, context));
  },

  async reset(tx) {
    await tx`delete from customer_summaries`;
    await tx`delete from customer_products`;
  },
};
