import type { TransactionSql } from '../db';
import type { Projection, ProjectionContext } from '../projection';
import type { StoredEvent } from '../store';
import {
  PlacedOrders,
  type ProductInOrder,
  compareIds,
  egp,
  orderEvents,
  productPairs,
  productsOf,
  refundShares,
  tally,
} from './placedOrders';

/*
 * product-sales: per product, the orders that are not cancelled (an order counts once per product), the units and
 * the revenue (price × quantity, less the product's share of refunds); per pair of products, how many such orders
 * held both; and products.order_count = base_order_count + product_sales.orders, which the bestsellers sort by.
 * A cancellation takes its order back out. Rows that fall back to zero are deleted.
 */

interface Sales {
  orders: number;
  units: number;
  /** piastres */
  revenue: number;
}

/** What a batch of events changes, before it is written. */
class SalesDelta {
  readonly products = new Map<string, Sales>();
  readonly pairs = new Map<string, number>();

  order(products: readonly ProductInOrder[], sign: 1 | -1) {
    for (const p of products) {
      const s = tally(this.products, p.productId, () => ({ orders: 0, units: 0, revenue: 0 }));
      s.orders += sign;
      s.units += sign * p.units;
      s.revenue += sign * p.revenue;
    }
    for (const [a, b] of productPairs(products)) this.pairs.set(`${a}:${b}`, (this.pairs.get(`${a}:${b}`) ?? 0) + sign);
  }

  refund(shares: Map<string, number>) {
    for (const [id, share] of shares)
      tally(this.products, id, () => ({ orders: 0, units: 0, revenue: 0 })).revenue -= share;
  }
}

/** Collect what order events change. Cancellations and refunds look their order up (facts from the log). */
async function deltaOf(
  tx: TransactionSql,
  events: readonly StoredEvent[],
  context: Pick<ProjectionContext, 'orders'>,
): Promise<SalesDelta> {
  const refs = orderEvents(events);
  context.orders.remember(events);
  const lookups = refs
    .filter((r) => r.event.type === 'OrderCancelled' || r.event.type === 'OrderRefunded')
    .map((r) => r.orderId);
  const facts = lookups.length > 0 ? await context.orders.load(tx, lookups) : new Map();
  const delta = new SalesDelta();
  for (const { orderId, event } of refs) {
    if (event.type === 'OrderPlaced') delta.order(productsOf(event.data.lines), 1);
    else if (event.type === 'OrderCancelled') {
      const order = facts.get(orderId);
      if (order) delta.order(productsOf(order.lines), -1);
    } else if (event.type === 'OrderRefunded') {
      const order = facts.get(orderId);
      if (order) delta.refund(refundShares(productsOf(order.lines), order.total, event.data.amount));
    }
  }
  return delta;
}

/** Write a delta: one upsert per table, zero rows deleted, the products' order_count set from the new figures. */
async function writeDelta(tx: TransactionSql, delta: SalesDelta) {
  if (delta.products.size > 0) {
    const ids = [...delta.products.keys()].sort(compareIds);
    const rows = ids.map((id) => delta.products.get(id)!);
    await tx`
      with changed as (
        insert into product_sales (product_id, orders, units, revenue)
        select * from unnest(${ids}::bigint[], ${rows.map((r) => r.orders)}::int[], ${rows.map((r) => r.units)}::int[],
                             ${rows.map((r) => egp(r.revenue))}::numeric[])
        on conflict (product_id) do update
          set orders = product_sales.orders + excluded.orders, units = product_sales.units + excluded.units,
              revenue = product_sales.revenue + excluded.revenue
        returning product_id, orders)
      update products p set order_count = p.base_order_count + changed.orders
      from changed where p.id = changed.product_id and p.order_count <> p.base_order_count + changed.orders`;
    await tx`delete from product_sales where product_id = any(${ids}::bigint[]) and orders = 0 and units = 0 and revenue = 0`;
  }
  if (delta.pairs.size > 0) {
    const keys = [...delta.pairs.keys()];
    const a = keys.map((k) => k.slice(0, k.indexOf(':')));
    const b = keys.map((k) => k.slice(k.indexOf(':') + 1));
    await tx`
      insert into product_pairs (product_a, product_b, orders)
      select * from unnest(${a}::bigint[], ${b}::bigint[], ${keys.map((k) => delta.pairs.get(k)!)}::int[])
      on conflict (product_a, product_b) do update set orders = product_pairs.orders + excluded.orders`;
    await tx`
      delete from product_pairs p using unnest(${a}::bigint[], ${b}::bigint[]) as k(a, b)
      where p.product_a = k.a and p.product_b = k.b and p.orders = 0`;
  }
}

export const productSales: Projection = {
  name: 'product-sales',
  canHandle: ['OrderPlaced', 'OrderCancelled', 'OrderRefunded'],

  /** One event, one statement per row: the plain definition that the batch path is tested against. */
  async apply(tx, stored, context) {
    const orders = context?.orders ?? new PlacedOrders();
    const delta = await deltaOf(tx, [stored], { orders });
    for (const [id, s] of delta.products) {
      await tx`
        insert into product_sales (product_id, orders, units, revenue) values (${id}, ${s.orders}, ${s.units}, ${egp(s.revenue)})
        on conflict (product_id) do update
          set orders = product_sales.orders + excluded.orders, units = product_sales.units + excluded.units,
              revenue = product_sales.revenue + excluded.revenue`;
      await tx`delete from product_sales where product_id = ${id} and orders = 0 and units = 0 and revenue = 0`;
      await tx`
        update products set order_count = base_order_count + coalesce((select orders from product_sales where product_id = ${id}), 0)
        where id = ${id}`;
    }
    for (const [key, n] of delta.pairs) {
      const [a, b] = key.split(':');
      await tx`
        insert into product_pairs (product_a, product_b, orders) values (${a!}, ${b!}, ${n})
        on conflict (product_a, product_b) do update set orders = product_pairs.orders + excluded.orders`;
      await tx`delete from product_pairs where product_a = ${a!} and product_b = ${b!} and orders = 0`;
    }
  },

  async applyBatch(tx, events, context) {
    await writeDelta(tx, await deltaOf(tx, events, context));
  },

  async reset(tx) {
    await tx`delete from product_sales`;
    await tx`delete from product_pairs`;
    await tx`update products set order_count = base_order_count where order_count <> base_order_count`;
  },
};
