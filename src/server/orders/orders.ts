import { foldedContaining } from '../../shared/arabicFold';
import { randomUUID } from 'node:crypto';
import { handleCartCommand } from '../../events/cart/commandHandler';
import { handleOrderCommand } from '../../events/order/commandHandler';
import { type OrderEvent, STATUS_AFTER, orderStreamId } from '../../events/order/order';
import type { OrderStatus } from '../../shared/orders';
import { readStream } from '../../events/store';
import { DomainError } from '../../shared/errors';
import { type Pagination, paginate } from '../../shared/pagination';
import { productFacts } from '../cart/cart';
import type { Queryable, Sql } from '../db';
import { type OrderCard, type OrderReader, type OrderView, getOrder, orderCardColumns } from './views';
import { say } from '../language';

/*
 * The Orders calls besides checkout: the list, cancel, reorder and the tracking timeline (read from the order's events).
 */

export interface OrderListQuery {
  page: number;
  limit: number;
  sort_by: 'created_at' | 'total';
  sort_order: 'ASC' | 'DESC';
  status?: OrderStatus | undefined;
  search?: string | undefined;
}

/**
 * The user's orders as cards, newest first by default; `search` matches the order number or a product's name (English
 * or Arabic).
 */
export async function listOrders(
  sql: Queryable,
  userId: string,
  q: OrderListQuery,
): Promise<{ items: OrderCard[]; pagination: Pagination; total: number; totalPages: number }> {
  const like = foldedContaining(q.search);
  const column = q.sort_by === 'total' ? sql`o.total` : sql`o.created_at`;
  const order =
    q.sort_order === 'ASC' ? sql`order by ${column} asc, o.id asc` : sql`order by ${column} desc, o.id desc`;
  const rows = await sql<(OrderCard & { full_count: number })[]>`
    select ${orderCardColumns(sql)}, count(*) over ()::int as full_count
    from orders o
    where o.user_id = ${userId}
      and (${q.status ?? null}::text is null or o.status = ${q.status ?? null})
      and (${like}::text is null or o.order_number ilike ${like}
           or exists (select 1 from order_lines l where l.order_id = o.id and (l.name ilike ${like} or arabic_fold(l.name_ar) ilike ${like})))
    ${order}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const total = rows[0]?.full_count ?? (q.page > 1 ? await countOrders(sql, userId, q, like) : 0);
  const pagination = paginate(q.page, q.limit, total);
  return { items: rows.map(({ full_count: _n, ...row }) => row), pagination, total, totalPages: pagination.totalPages };
}

/** The count of a filtered list (asked only for a page past the end, where the window count has no row). */
async function countOrders(sql: Queryable, userId: string, q: OrderListQuery, like: string | null): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from orders o
    where o.user_id = ${userId} and (${q.status ?? null}::text is null or o.status = ${q.status ?? null})
      and (${like}::text is null or o.order_number ilike ${like}
           or exists (select 1 from order_lines l where l.order_id = o.id and (l.name ilike ${like} or arabic_fold(l.name_ar) ilike ${like})))`;
  return row?.n ?? 0;
}

/**
 * Cancel an order as `reader` sees it (the customer routes pass the caller as its owner only, so another's order is
 * not found; administrators move orders through the audited status route): the decider says whether it may be; the
 * stock goes back.
 */
export async function cancelOrder(
  sql: Sql,
  reader: OrderReader,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<{ message: string; order: OrderView }> {
  const order = await getOrder(sql, reader, id);
  await handleOrderCommand(sql, order.id, {
    type: 'CancelOrder',
    data: { reason: reason ?? null },
    metadata: { now, by: reader.userId },
  });
  return { message: say('orders.cancelled'), order: await getOrder(sql, reader, order.id) };
}

/** What a reorder could not put back in the cart, and why. */
export interface NotReordered {
  product_id: string;
  name: string;
  /** The Arabic name the order recorded (null when none). */
  name_ar: string | null;
  quantity: number;
  reason: string;
}

/**
 * Put an order's products back in the cart through the cart's own commands (its stock and availability rules); what
 * cannot be bought now is listed with the reason.
 */
export async function reorder(sql: Sql, reader: OrderReader, id: string, now: Date) {
  const order = await getOrder(sql, reader, id);
  const added: { product_id: string; name: string; name_ar: string | null; quantity: number }[] = [];
  const unavailable: NotReordered[] = [];
  for (const item of order.items) {
    try {
      const product = await productFacts(sql, item.product_id);
      await handleCartCommand(sql, reader.userId, {
        type: 'AddItem',
        data: { product, quantity: item.quantity, newItemId: randomUUID() },
        metadata: { now },
      });
      added.push({
        product_id: item.product_id,
        name: item.product.name,
        name_ar: item.product.name_ar,
        quantity: item.quantity,
      });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      unavailable.push({
        product_id: item.product_id,
        name: item.product.name,
        name_ar: item.product.name_ar,
        quantity: item.quantity,
        reason: err.messageKey ? say(err.messageKey, err.messageParams) : err.message,
      });
    }
  }
  const message =
    unavailable.length === 0
      ? say('orders.reorderedAll')
      : added.length === 0
        ? say('orders.reorderedNone')
        : say('orders.reorderedSome', { added: added.length, missing: unavailable.length });
  return { message, order_id: order.id, added, unavailable };
}

/** One step of an order's timeline. */
export interface TrackingEvent {
  status: OrderStatus;
  at: string;
  by: string;
  tracking_number?: string;
  carrier?: string | null;
  reason?: string | null;
  amount?: number;
}

/** The order's timeline, read from its events, with its current status and tracking number. */
export async function tracking(sql: Queryable, reader: OrderReader, id: string) {
  const order = await getOrder(sql, reader, id);
  // The lifecycle's events (a payment's, issue 39, are in the stream too: the order's payment says where it stands).
  const events = (await readStream(sql, orderStreamId(order.id)))
    .filter((e) => e.type in STATUS_AFTER)
    .map((e) => ({ type: e.type, data: e.data }) as OrderEvent);
  const timeline: TrackingEvent[] = events.map((e) => {
    const step: TrackingEvent = { status: STATUS_AFTER[e.type], at: e.data.at, by: e.data.by };
    if (e.type === 'OrderShipped')
      Object.assign(step, { tracking_number: e.data.tracking_number, carrier: e.data.carrier });
    if (e.type === 'OrderCancelled') step.reason = e.data.reason;
    if (e.type === 'OrderRefunded') step.amount = e.data.amount;
    return step;
  });
  return {
    order_id: order.id,
    order_number: order.order_number,
    status: order.status,
    tracking_number: order.tracking_number,
    carrier: order.carrier,
    timeline,
  };
}

/** The profile counters of orders: how many, and what was spent on those not cancelled or refunded. */
export async function orderStats(sql: Queryable, userId: string): Promise<{ totalOrders: number; totalSpent: number }> {
  const [row] = await sql<{ totalOrders: number; totalSpent: number }[]>`
    select count(*)::int as "totalOrders",
           coalesce(sum(total) filter (where status not in ('cancelled', 'refunded')), 0)::float8 as "totalSpent"
    from orders where user_id = ${userId}`;
  return row ?? { totalOrders: 0, totalSpent: 0 };
}
