import type { Queryable } from '../db';
import { toPiastres } from '../../shared/money';
import {
  type OrderEvent,
  type OrderLine,
  type OrderPlaced,
  ORDER_STREAM_TYPE,
  orderIdOf,
  orderStreamId,
} from '../order/order';
import type { StoredEvent } from '../store';

/*
 * What the order projections know about an order: the facts of its OrderPlaced event (customer, lines, money, city,
 * when). Later events carry only who and when, so their projections look the order up here. The facts come from the
 * event log itself (the order stream's version 1), never from a read model that may be rebuilt meanwhile; they never
 * change, so a run (a catch-up, a rebuild) reads each order's placement at most once.
 */

/** The facts of a placed order, as its OrderPlaced event states them. */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  userId: string;
  /** When it was placed (ISO). */
  at: string;
  city: string;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  lines: readonly OrderLine[];
}

/** An order event as the projections read it: its order id, type, data and global position. */
export interface OrderEventRef {
  orderId: string;
  event: OrderEvent;
  stored: StoredEvent;
}

/** The order events among stored events (order streams only), in their order. */
export function orderEvents(events: readonly StoredEvent[]): OrderEventRef[] {
  const out: OrderEventRef[] = [];
  for (const stored of events) {
    if (stored.streamType !== ORDER_STREAM_TYPE) continue;
    out.push({
      orderId: orderIdOf(stored.streamId),
      event: { type: stored.type, data: stored.data } as OrderEvent,
      stored,
    });
  }
  return out;
}

export function placedFacts(orderId: string, data: OrderPlaced['data']): PlacedOrder {
  return {
    orderId,
    orderNumber: data.order_number,
    userId: String(data.user_id),
    at: data.at,
    city: (data.shipping_address?.city ?? '').trim(),
    subtotal: data.subtotal,
    discount: data.discount,
    shipping: data.shipping,
    total: data.total,
    lines: data.lines,
  };
}

/**
 * Placed-order facts by order id, read from the log and remembered (a bounded cache: the oldest go first). One
 * instance belongs to one database: order ids repeat across databases.
 */
export class PlacedOrders {
  private readonly known = new Map<string, PlacedOrder>();

  constructor(private readonly capacity = 100_000) {}

  /** Remember the OrderPlaced events among these (a batch states the facts of the orders it places). */
  remember(events: readonly StoredEvent[]): void {
    for (const e of events) {
      if (e.type === 'OrderPlaced' && e.streamType === ORDER_STREAM_TYPE)
        this.keep(placedFacts(orderIdOf(e.streamId), e.data as OrderPlaced['data']));
    }
  }

  /**
   * The facts of these orders. Unknown ones are read from their OrderPlaced events in one query; an order with no
   * OrderPlaced event is simply absent from the answer.
   */
  async load(sql: Queryable, orderIds: Iterable<string>): Promise<Map<string, PlacedOrder>> {
    const found = new Map<string, PlacedOrder>();
    const missing: string[] = [];
    for (const id of new Set(orderIds)) {
      const facts = this.known.get(id);
      if (facts) found.set(id, facts);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await sql<{ stream_id: string; data: OrderPlaced['data'] }[]>`
        select stream_id, data from events
        where stream_id = any(${missing.map(orderStreamId)}::text[]) and version = 1 and type = 'OrderPlaced'`;
      for (const row of rows) {
        const facts = placedFacts(orderIdOf(row.stream_id), row.data);
        this.keep(facts);
        found.set(facts.orderId, facts);
      }
    }
    return found;
  }

  private keep(facts: PlacedOrder) {
    this.known.delete(facts.orderId);
    this.known.set(facts.orderId, facts);
    if (this.known.size > this.capacity) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }
}

// ─── Days, money and lines ─────────────────────────────────────────────────────────────────────────────

const cairoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOfHour = new Map<number, string>();

/**
 * The calendar day in Egypt (Africa/Cairo, summer time included) of an instant, as YYYY-MM-DD. Egypt's offsets are
 * whole hours and change on the hour, so the day is looked up once per UTC hour.
 */
export function cairoDay(at: string | Date): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a time: ${String(at)}`);
  const hour = Math.floor(ms / 3_600_000);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size > 200_000) dayOfHour.clear();
    day = cairoDate.format(new Date(hour * 3_600_000));
    dayOfHour.set(hour, day);
  }
  return day;
}

/** Piastres as an exact decimal text for a numeric parameter: -12345 → '-123.45'. */
export function egp(piastres: number): string {
  const sign = piastres < 0 ? '-' : '';
  const abs = Math.abs(piastres);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One product of an order: its lines taken together (a product counts once per order). */
export interface ProductInOrder {
  productId: string;
  name: string;
  units: number;
  /** price × quantity, in piastres. */
  revenue: number;
}

/** The order's products, lines of one product added up, in the order of their first line. */
export function productsOf(lines: readonly OrderLine[]): ProductInOrder[] {
  const byId = new Map<string, ProductInOrder>();
  for (const l of lines) {
    const id = String(l.product_id);
    const p = byId.get(id);
    const revenue = toPiastres(l.price) * l.quantity;
    if (p) {
      p.units += l.quantity;
      p.revenue += revenue;
      p.name = l.name;
    } else byId.set(id, { productId: id, name: l.name, units: l.quantity, revenue });
  }
  return [...byId.values()];
}

/**
 * How much of a refund falls on each product (piastres): the refund's share of the order's total, applied to the
 * product's revenue in the order. A refund of the whole total takes each product's whole revenue back.
 */
export function refundShares(
  products: readonly ProductInOrder[],
  totalEgp: number,
  refundEgp: number,
): Map<string, number> {
  const total = toPiastres(totalEgp);
  const refund = toPiastres(refundEgp);
  const shares = new Map<string, number>();
  for (const p of products) shares.set(p.productId, total > 0 ? Math.round((p.revenue * refund) / total) : 0);
  return shares;
}

/** Every pair of distinct products of an order, smaller id first (ids compared as numbers). */
export function productPairs(products: readonly ProductInOrder[]): [string, string][] {
  const ids = products.map((p) => p.productId).sort((a, b) => compareIds(a, b));
  const pairs: [string, string][] = [];
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) pairs.push([ids[i]!, ids[j]!]);
  return pairs;
}

/** Numeric ids (bigint as text) in numeric order. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A map of counters keyed by text, created on first touch. */
export function tally<T>(map: Map<string, T>, key: string, make: () => T): T {
  let row = map.get(key);
  if (!row) {
    row = make();
    map.set(key, row);
  }
  return row;
}
