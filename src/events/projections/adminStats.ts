import type { TransactionSql } from '../db';
import { toPiastres } from '../../shared/money';
import { CREDIT_STREAM_TYPE, type CreditEvent } from '../credit/creditLine';
import { ORDER_EVENT_TYPES, type OrderEvent, STATUS_AFTER, orderStreamId } from '../order/order';
import type { OrderStatus } from '../../shared/orders';
import type { Projection, ProjectionContext } from '../projection';
import type { StoredEvent } from '../store';
import {
  PlacedOrders,
  type PlacedOrder,
  cairoDay,
  egp,
  orderEvents,
  placedFacts,
  productsOf,
  refundShares,
  tally,
} from './placedOrders';

/*
 * admin-stats: the figures of the admin dashboard and the sales reports. A day is the calendar day in Egypt
 * (Africa/Cairo) on which the order was PLACED: a later cancellation, delivery or refund changes the row of that day,
 * so each day's row describes the orders placed that day as they stand now.
 *
 *   sales_daily           orders placed (cancelled included), items / revenue / discounts / shipping of those not
 *                         cancelled (revenue = totals less refunds), cancelled, delivered, refunded amount,
 *                         new_customers (customers whose first order was placed that day) and deferred (issue 24: what
 *                         pay-at-harvest orders placed that day still owe — reserved less paid and released, from the
 *                         credit line's events; collected = revenue − deferred);
 *   sales_daily_category  per category: orders not cancelled holding it, units, revenue (price × quantity less the
 *                         category's share of refunds);
 *   sales_daily_product   per product: units and revenue as above (and its name on the order);
 *   sales_daily_city      per city of the shipping address: orders not cancelled and their totals less refunds;
 *   order_status_counts   orders in each status now.
 *
 * A product's category is taken when the order is placed and kept with the order (admin_stats_orders), so a
 * cancellation takes the figures back out of the category they went into, even if the product moved since.
 * The first order of each customer is remembered in admin_stats_customers. Rows of the per-category, product and
 * city tables that fall back to zero are deleted.
 */

interface Daily {
  orders: number;
  items: number;
  revenue: number;
  discounts: number;
  shipping: number;
  cancelled: number;
  delivered: number;
  refunded: number;
  newCustomers: number;
  /** Pay-at-harvest totals not yet paid (nor released by a cancel or refund). */
  deferred: number;
}

/** Piastres and counts per key; a key is day + SEP + category / product / city. */
interface Counter {
  orders: number;
  units: number;
  revenue: number;
  name: string;
}

const SEP = '\u0001';
const OTHER = 'other';

/** The status an order leaves by each event (a cancellation says nothing: it leaves pending or confirmed). */
const STATUS_BEFORE: Partial<Record<OrderEvent['type'], OrderStatus>> = {
  OrderConfirmed: 'pending',
  OrderProcessingStarted: 'confirmed',
  OrderShipped: 'processing',
  OrderDelivered: 'shipped',
  OrderRefunded: 'delivered',
};

class StatsDelta {
  readonly daily = new Map<string, Daily>();
  readonly category = new Map<string, Counter>();
  readonly product = new Map<string, Counter>();
  readonly city = new Map<string, Counter>();
  readonly status = new Map<string, number>();
  /** Orders placed in this batch: the categories of their products as they are now. */
  readonly placed: { orderId: string; categories: Record<string, string> }[] = [];
  /** Each customer's first placement in this batch, in order: a new customer if none was remembered before. */
  readonly firstOrders = new Map<string, string>();

  day(day: string): Daily {
    return tally(this.daily, day, () => ({
      orders: 0,
      items: 0,
      revenue: 0,
      discounts: 0,
      shipping: 0,
      cancelled: 0,
      delivered: 0,
      refunded: 0,
      newCustomers: 0,
      deferred: 0,
    }));
  }

  counter(map: Map<string, Counter>, key: string): Counter {
    return tally(map, key, () => ({ orders: 0, units: 0, revenue: 0, name: '' }));
  }

  move(from: OrderStatus | null, to: OrderStatus) {
    if (from) this.status.set(from, (this.status.get(from) ?? 0) - 1);
    this.status.set(to, (this.status.get(to) ?? 0) + 1);
  }

  /** An order's products and money into (sign 1) or out of (sign -1) its day, categories and city. */
  order(order: PlacedOrder, categories: Record<string, string>, sign: 1 | -1) {
    const day = cairoDay(order.at);
    const d = this.day(day);
    const products = productsOf(order.lines);
    const units = products.reduce((n, p) => n + p.units, 0);
    d.items += sign * units;
    d.revenue += sign * toPiastres(order.total);
    d.discounts += sign * toPiastres(order.discount);
    d.shipping += sign * toPiastres(order.shipping);
    const seen = new Set<string>();
    for (const p of products) {
      const category = categories[p.productId] ?? OTHER;
      const c = this.counter(this.category, `${day}${SEP}${category}`);
      if (!seen.has(category)) {
        seen.add(category);
        c.orders += sign;
      }
      c.units += sign * p.units;
      c.revenue += sign * p.revenue;
      const pr = this.counter(this.product, `${day}${SEP}${p.productId}`);
      pr.units += sign * p.units;
      pr.revenue += sign * p.revenue;
      pr.name = p.name;
    }
    const city = this.counter(this.city, `${day}${SEP}${order.city}`);
    city.orders += sign;
    city.revenue += sign * toPiastres(order.total);
  }

  refund(order: PlacedOrder, categories: Record<string, string>, amount: number) {
    const day = cairoDay(order.at);
    const d = this.day(day);
    d.refunded += toPiastres(amount);
    d.revenue -= toPiastres(amount);
    const products = productsOf(order.lines);
    const shares = refundShares(products, order.total, amount);
    for (const p of products) {
      const share = shares.get(p.productId) ?? 0;
      this.counter(this.category, `${day}${SEP}${categories[p.productId] ?? OTHER}`).revenue -= share;
      const pr = this.counter(this.product, `${day}${SEP}${p.productId}`);
      pr.revenue -= share;
      pr.name = p.name;
    }
    this.counter(this.city, `${day}${SEP}${order.city}`).revenue -= toPiastres(amount);
  }
}

/** The credit events that move deferred revenue: a reservation adds the order's total, a payment or release takes off. */
function deferrals(events: readonly StoredEvent[]): { orderId: string; piastres: number }[] {
  const out: { orderId: string; piastres: number }[] = [];
  for (const e of events) {
    if (e.streamType !== CREDIT_STREAM_TYPE) continue;
    const event = { type: e.type, data: e.data } as CreditEvent;
    if (event.type === 'CreditLimitSet') continue;
    const amount = toPiastres(event.data.amount);
    out.push({ orderId: String(event.data.order_id), piastres: event.type === 'CreditReserved' ? amount : -amount });
  }
  return out;
}

async function deltaOf(
  tx: TransactionSql,
  events: readonly StoredEvent[],
  context: Pick<ProjectionContext, 'orders'>,
): Promise<StatsDelta> {
  const refs = orderEvents(events);
  const deferred = deferrals(events);
  context.orders.remember(events);
  const facts = await context.orders.load(tx, [
    ...refs.filter((r) => r.event.type !== 'OrderPlaced').map((r) => r.orderId),
    ...deferred.map((d) => d.orderId),
  ]);

  // Categories: of products placed now (as they are now), and of orders placed before this batch (as kept then).
  const placedHere = new Map<string, Record<string, string>>();
  const productIds = new Set<string>();
  for (const r of refs)
    if (r.event.type === 'OrderPlaced') for (const l of r.event.data.lines) productIds.add(String(l.product_id));
  const categoryOf = new Map<string, string>();
  if (productIds.size > 0) {
    const rows = await tx<
      { id: string; category: string }[]
    >`select id::text as id, category from products where id = any(${[...productIds]}::bigint[])`;
    for (const row of rows) categoryOf.set(row.id, row.category);
  }
  const kept = new Map<string, Record<string, string>>();
  const placedIds = new Set(refs.filter((r) => r.event.type === 'OrderPlaced').map((r) => r.orderId));
  const earlierOrders = refs
    .filter((r) => (r.event.type === 'OrderCancelled' || r.event.type === 'OrderRefunded') && !placedIds.has(r.orderId))
    .map((r) => r.orderId);
  if (earlierOrders.length > 0) {
    const rows = await tx<{ order_id: string; categories: Record<string, string> }[]>`
      select order_id::text as order_id, categories from admin_stats_orders where order_id = any(${earlierOrders}::bigint[])`;
    for (const row of rows) kept.set(row.order_id, row.categories);
  }

  // What a cancelled order left: the type of the event before the cancellation, from its stream.
  const cancels = refs.filter((r) => r.event.type === 'OrderCancelled');
  const before = new Map<string, OrderStatus>();
  if (cancels.length > 0) {
    const rows = await tx<{ stream_id: string; type: OrderEvent['type'] }[]>`
      select e.stream_id, e.type from events e
      join unnest(${cancels.map((r) => orderStreamId(r.orderId))}::text[], ${cancels.map((r) => r.stored.version - 1)}::int[]) as k(stream_id, version)
        on e.stream_id = k.stream_id and e.version = k.version`;
    for (const row of rows) before.set(row.stream_id, STATUS_AFTER[row.type]);
  }

  const delta = new StatsDelta();
  for (const { orderId, event } of refs) {
    if (event.type === 'OrderPlaced') {
      const order = placedFacts(orderId, event.data);
      const categories: Record<string, string> = {};
      for (const l of order.lines) categories[String(l.product_id)] = categoryOf.get(String(l.product_id)) ?? OTHER;
      placedHere.set(orderId, categories);
      delta.placed.push({ orderId, categories });
      const d = delta.day(cairoDay(order.at));
      d.orders += 1;
      delta.order(order, categories, 1);
      if (!delta.firstOrders.has(order.userId)) delta.firstOrders.set(order.userId, cairoDay(order.at));
      delta.move(null, 'pending');
      continue;
    }
    const order = facts.get(orderId);
    if (!order) continue;
    const categories = placedHere.get(orderId) ?? kept.get(orderId) ?? {};
    switch (event.type) {
      case 'OrderCancelled': {
        delta.move(before.get(orderStreamId(orderId)) ?? 'pending', 'cancelled');
        delta.day(cairoDay(order.at)).cancelled += 1;
        delta.order(order, categories, -1);
        break;
      }
      case 'OrderDelivered':
        delta.move('shipped', 'delivered');
        delta.day(cairoDay(order.at)).delivered += 1;
        break;
      case 'OrderRefunded':
        delta.move('delivered', 'refunded');
        delta.refund(order, categories, event.data.amount);
        break;
      default:
        delta.move(STATUS_BEFORE[event.type] ?? null, STATUS_AFTER[event.type]);
    }
  }
  // Deferred revenue is counted on the day the order was placed, like the rest of its figures.
  for (const d of deferred) {
    const order = facts.get(d.orderId);
    if (order) delta.day(cairoDay(order.at)).deferred += d.piastres;
  }
  return delta;
}

const split = (key: string) => [key.slice(0, key.indexOf(SEP)), key.slice(key.indexOf(SEP) + 1)] as const;

/** The batch's writes: remembered orders and customers, then one upsert per table and the zero rows deleted. */
async function writeDelta(tx: TransactionSql, delta: StatsDelta) {
  if (delta.placed.length > 0) {
    await tx`
      insert into admin_stats_orders (order_id, categories)
      select * from unnest(${delta.placed.map((p) => p.orderId)}::bigint[], ${delta.placed.map((p) => JSON.stringify(p.categories))}::text[]::jsonb[])
      on conflict (order_id) do nothing`;
  }
  if (delta.firstOrders.size > 0) {
    const users = [...delta.firstOrders.keys()];
    const fresh = await tx<{ first_day: string }[]>`
      insert into admin_stats_customers (user_id, first_day)
      select * from unnest(${users}::bigint[], ${users.map((u) => delta.firstOrders.get(u)!)}::date[])
      on conflict (user_id) do nothing
      returning first_day::text as first_day`;
    for (const row of fresh) delta.day(row.first_day).newCustomers += 1;
  }
  if (delta.daily.size > 0) {
    const days = [...delta.daily.keys()];
    const d = days.map((k) => delta.daily.get(k)!);
    await tx`
      insert into sales_daily (day, orders, items, revenue, discounts, shipping, cancelled, delivered, refunded, new_customers, deferred)
      select * from unnest(${days}::date[], ${d.map((r) => r.orders)}::int[], ${d.map((r) => r.items)}::int[],
                           ${d.map((r) => egp(r.revenue))}::numeric[], ${d.map((r) => egp(r.discounts))}::numeric[],
                           ${d.map((r) => egp(r.shipping))}::numeric[], ${d.map((r) => r.cancelled)}::int[],
                           ${d.map((r) => r.delivered)}::int[], ${d.map((r) => egp(r.refunded))}::numeric[],
                           ${d.map((r) => r.newCustomers)}::int[], ${d.map((r) => egp(r.deferred))}::numeric[])
      on conflict (day) do update set
        deferred = sales_daily.deferred + excluded.deferred,
        orders = sales_daily.orders + excluded.orders, items = sales_daily.items + excluded.items,
        revenue = sales_daily.revenue + excluded.revenue, discounts = sales_daily.discounts + excluded.discounts,
        shipping = sales_daily.shipping + excluded.shipping, cancelled = sales_daily.cancelled + excluded.cancelled,
        delivered = sales_daily.delivered + excluded.delivered, refunded = sales_daily.refunded + excluded.refunded,
        new_customers = sales_daily.new_customers + excluded.new_customers`;
  }
  if (delta.category.size > 0) {
    const keys = [...delta.category.keys()].map(split);
    const c = [...delta.category.values()];
    await tx`
      insert into sales_daily_category (day, category, orders, units, revenue)
      select * from unnest(${keys.map((k) => k[0])}::date[], ${keys.map((k) => k[1])}::text[], ${c.map((r) => r.orders)}::int[],
                           ${c.map((r) => r.units)}::int[], ${c.map((r) => egp(r.revenue))}::numeric[])
      on conflict (day, category) do update set
        orders = sales_daily_category.orders + excluded.orders, units = sales_daily_category.units + excluded.units,
        revenue = sales_daily_category.revenue + excluded.revenue`;
    await tx`
      delete from sales_daily_category s using unnest(${keys.map((k) => k[0])}::date[], ${keys.map((k) => k[1])}::text[]) as k(day, category)
      where s.day = k.day and s.category = k.category and s.orders = 0 and s.units = 0 and s.revenue = 0`;
  }
  if (delta.product.size > 0) {
    const keys = [...delta.product.keys()].map(split);
    const p = [...delta.product.values()];
    await tx`
      insert into sales_daily_product (day, product_id, name, units, revenue)
      select * from unnest(${keys.map((k) => k[0])}::date[], ${keys.map((k) => k[1])}::bigint[], ${p.map((r) => r.name)}::text[],
                           ${p.map((r) => r.units)}::int[], ${p.map((r) => egp(r.revenue))}::numeric[])
      on conflict (day, product_id) do update set
        name = excluded.name, units = sales_daily_product.units + excluded.units,
        revenue = sales_daily_product.revenue + excluded.revenue`;
    await tx`
      delete from sales_daily_product s using unnest(${keys.map((k) => k[0])}::date[], ${keys.map((k) => k[1])}::bigint[]) as k(day, product_id)
      where s.day = k.day and s.product_id = k.product_id and s.units = 0 and s.revenue = 0`;
  }
  if (delta.city.size > 0) {
    const keys = [...delta.city.keys()].map(split);
    const c = [...delta.city.values()];
    await tx`
      insert into sales_daily_city (day, city, orders, revenue)
      select * from unnest(${keys.map((k) => k[0])}::date[], ${keys.map((k) => k[1])}::text[], ${c.map((r) => r.orders)}::int[],
                           ${c.map((r) => egp(r.revenue))}::numeric[])
      on conflict (day, city) do update set
        orders = sales_daily_city.orders + excluded.orders, revenue = sales_daily_city.revenue + excluded.revenue`;
    await tx`
      delete from sales_daily_city s using unnest(${keys.map((k) => k[0])}::date[], ${keys.map((k) => k[1])}::text[]) as k(day, city)
      where s.day = k.day and s.city = k.city and s.orders = 0 and s.revenue = 0`;
  }
  if (delta.status.size > 0) {
    const statuses = [...delta.status.keys()];
    await tx`
      insert into order_status_counts (status, count)
      select * from unnest(${statuses}::text[], ${statuses.map((s) => delta.status.get(s)!)}::int[])
      on conflict (status) do update set count = order_status_counts.count + excluded.count`;
  }
}

export const adminStats: Projection = {
  name: 'admin-stats',
  canHandle: [...ORDER_EVENT_TYPES, 'CreditReserved', 'CreditReleased', 'PaymentRecorded'],

  /** One event at a time: each event's delta written on its own (what the batch path is tested against). */
  async apply(tx, stored, context) {
    await writeDelta(tx, await deltaOf(tx, [stored], { orders: context?.orders ?? new PlacedOrders() }));
  },

  async applyBatch(tx, events, context) {
    await writeDelta(tx, await deltaOf(tx, events, context));
  },

  async reset(tx) {
    await tx`delete from sales_daily`;
    await tx`delete from sales_daily_category`;
    await tx`delete from sales_daily_product`;
    await tx`delete from sales_daily_city`;
    await tx`delete from order_status_counts`;
    await tx`delete from admin_stats_orders`;
    await tx`delete from admin_stats_customers`;
  },
};
