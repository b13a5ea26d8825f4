import type { OrderEvent, OrderLine, OrderPlaced } from '../../src/events/order/order';
import { ORDER_STREAM_TYPE, orderStreamId } from '../../src/events/order/order';
import type { Queryable, Sql } from '../../src/server/db';
import { fromPiastres, toPiastres } from '../../src/shared/money';

/*
 * Generated order histories for projection tests and the replay benchmark: orders placed over a period by many
 * customers in Egypt's governorates, moved through their lifecycle (confirmed, processing, shipped with a tracking
 * number, delivered; some cancelled from pending or confirmed; a few delivered orders refunded), with a seeded random
 * generator so a run can be repeated. Events are written straight into the log (one transaction per chunk), in the
 * order of their times, like a shop's log.
 */

/** The capitals of Egypt's 27 governorates, as customers type them in the shipping address. */
export const GOVERNORATE_CITIES = [
  'Cairo',
  'Giza',
  'Alexandria',
  'Qalyubia',
  'Port Said',
  'Suez',
  'Damietta',
  'Dakahlia',
  'Sharqia',
  'Kafr El Sheikh',
  'Gharbia',
  'Monufia',
  'Beheira',
  'Ismailia',
  'Beni Suef',
  'Faiyum',
  'Minya',
  'Asyut',
  'Sohag',
  'Qena',
  'Aswan',
  'Luxor',
  'Red Sea',
  'New Valley',
  'Matrouh',
  'North Sinai',
  'South Sinai',
];

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface HistoryProduct {
  id: string;
  name: string;
  price: number;
}

export interface HistoryEvent {
  orderId: string;
  version: number;
  event: OrderEvent;
}

export interface HistoryOptions {
  orders: number;
  users: readonly string[];
  products: readonly HistoryProduct[];
  /** Order ids are firstOrderId, firstOrderId + 1, … */
  firstOrderId: number;
  from: Date;
  to: Date;
  seed: number;
  /** Events after this time are not written yet (orders still under way). Default: `to`. */
  now?: Date;
  cancelRate?: number;
  refundRate?: number;
  cities?: readonly string[];
}

const HOUR = 3_600_000;

/** A history, in the order of the events' times. */
export function orderHistory(o: HistoryOptions): HistoryEvent[] {
  const rand = seeded(o.seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cities = o.cities ?? GOVERNORATE_CITIES;
  const now = (o.now ?? o.to).getTime();
  const out: (HistoryEvent & { t: number })[] = [];
  const span = o.to.getTime() - o.from.getTime();
  for (let i = 0; i < o.orders; i++) {
    const orderId = String(o.firstOrderId + i);
    const userId = pick(o.users);
    const lineCount = 1 + Math.floor(rand() * Math.min(5, o.products.length));
    const chosen = new Map<string, HistoryProduct>();
    while (chosen.size < lineCount) {
      const p = pick(o.products);
      chosen.set(p.id, p);
    }
    const lines: OrderLine[] = [...chosen.values()].map((p) => ({
      product_id: p.id,
      name: p.name,
      price: p.price,
      image: null,
      quantity: 1 + Math.floor(rand() * 4),
    }));
    const amounts = orderAmounts(lines, rand() < 0.1);
    const { total } = amounts;
    const placedAt = o.from.getTime() + Math.floor(rand() * span);
    const city = pick(cities);
    const placed = placedEvent({
      orderId,
      orderNumber: `FL-${new Date(placedAt).getUTCFullYear()}-${String(o.firstOrderId + i).padStart(6, '0')}`,
      userId,
      lines,
      address: {
        first_name: 'Customer',
        last_name: userId,
        phone: '+20 100 000 0000',
        address: `${i} Nile Street`,
        city,
        country: 'Egypt',
      },
      amounts,
      coupon: amounts.discount ? { code: 'HARVEST10', kind: 'percent', value: 10 } : null,
      at: new Date(placedAt).toISOString(),
    });
    const steps: OrderEvent[] = [placed];
    let t = placedAt;
    const stamp = (hours: number) => {
      t += Math.floor(hours * HOUR * (0.2 + rand()));
      return { by: '1', at: new Date(t).toISOString() };
    };
    const cancelled = rand() < (o.cancelRate ?? 0.08);
    const cancelAfterConfirm = rand() < 0.4;
    if (cancelled && !cancelAfterConfirm)
      steps.push({ type: 'OrderCancelled', data: { reason: 'Changed my mind', ...stamp(3) } });
    else {
      steps.push({ type: 'OrderConfirmed', data: stamp(6) });
      if (cancelled) steps.push({ type: 'OrderCancelled', data: { reason: null, ...stamp(8) } });
      else {
        steps.push({ type: 'OrderProcessingStarted', data: stamp(12) });
        steps.push({
          type: 'OrderShipped',
          data: {
            tracking_number: `EG${orderId.padStart(9, '0')}`,
            carrier: pick(['Egypt Post', 'Aramex', 'Bosta']),
            ...stamp(24),
          },
        });
        steps.push({ type: 'OrderDelivered', data: stamp(48) });
        if (rand() < (o.refundRate ?? 0.012)) {
          const amount = rand() < 0.5 ? total : Math.max(1, Math.round(total * (0.1 + rand() * 0.5)));
          steps.push({ type: 'OrderRefunded', data: { amount: fromPiastres(amount), ...stamp(120) } });
        }
      }
    }
    steps.forEach((event, v) => {
      const at = Date.parse(event.data.at);
      if (at <= now) out.push({ orderId, version: v + 1, event, t: at });
    });
  }
  return inTimeOrder(out);
}

/** Events sorted by their times `t` (milliseconds), and by order and version where times are equal; `t` dropped. */
export function inTimeOrder(events: (HistoryEvent & { t: number })[]): HistoryEvent[] {
  // Keep each order's versions in order even if two of its events share a time.
  events.sort((a, b) => a.t - b.t || Number(a.orderId) - Number(b.orderId) || a.version - b.version);
  return events.map(({ t: _t, ...e }) => e);
}

/** An order's amounts in piastres: its lines, 10 % off when `discounted`, and 50 EGP shipping below 500 EGP. */
export function orderAmounts(lines: readonly OrderLine[], discounted: boolean) {
  const subtotal = lines.reduce((s, l) => s + toPiastres(l.price) * l.quantity, 0);
  const discount = discounted ? Math.round(subtotal / 10) : 0;
  const shipping = subtotal >= 50_000 ? 0 : 5_000;
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}

type Placed = OrderPlaced['data'];

/** The OrderPlaced event of a generated order: shipped and billed to one address, standard shipping, cash on delivery. */
export function placedEvent(o: {
  orderId: string;
  orderNumber: string;
  userId: string;
  lines: OrderLine[];
  address: Placed['shipping_address'];
  /** In piastres (`orderAmounts`). */
  amounts: ReturnType<typeof orderAmounts>;
  coupon: Placed['coupon'];
  at: string;
}): OrderPlaced {
  return {
    type: 'OrderPlaced',
    data: {
      order_id: o.orderId,
      order_number: o.orderNumber,
      user_id: o.userId,
      lines: o.lines,
      shipping_address: o.address,
      billing_address: o.address,
      shipping_method: 'standard',
      payment_method: 'cod',
      notes: null,
      subtotal: fromPiastres(o.amounts.subtotal),
      discount: fromPiastres(o.amounts.discount),
      shipping: fromPiastres(o.amounts.shipping),
      total: fromPiastres(o.amounts.total),
      currency: 'EGP',
      coupon: o.coupon,
      by: o.userId,
      at: o.at,
    },
  };
}

/** Append a history to the log, `perTransaction` events per transaction (each transaction commits in turn). */
export async function writeHistory(sql: Sql, history: readonly HistoryEvent[], perTransaction = 5_000): Promise<void> {
  for (let i = 0; i < history.length; i += perTransaction) {
    const chunk = history.slice(i, i + perTransaction);
    await sql.begin((tx) => insertEvents(tx, chunk));
  }
}

/** Insert history events in one statement, in the caller's transaction. */
export async function insertEvents(sql: Queryable, chunk: readonly HistoryEvent[]): Promise<void> {
  await sql`
    insert into events (stream_id, stream_type, version, type, data, metadata)
    select s, ${ORDER_STREAM_TYPE}, v, t, d, '{}'::jsonb
    from unnest(${chunk.map((e) => orderStreamId(e.orderId))}::text[], ${chunk.map((e) => e.version)}::int[],
                ${chunk.map((e) => e.event.type)}::text[], ${chunk.map((e) => JSON.stringify(e.event.data))}::text[]::jsonb[]) with ordinality as x(s, v, t, d, n)
    order by n`;
}
