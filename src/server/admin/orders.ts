import { foldedContaining } from '../../shared/arabicFold';
import type { OrderCommand } from '../../events/order/businessLogic';
import { handleOrderCommand } from '../../events/order/commandHandler';
import type { OrderStatus } from '../../shared/orders';
import { isOverdue } from '../../shared/credit';
import { IllegalStateError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { egyptDate } from '../../shared/seasonalTasks';
import { type OrderPayment, orderPayments } from '../credit/credit';
import { type Origin, audit } from '../accounts/activity';
import type { Queryable, Sql } from '../db';
import { type TrackingEvent, tracking } from '../orders/orders';
import {
  type ADMIN_ORDER_ROW_FIELDS,
  type OrderReader,
  type OrderView,
  adminOrderRowColumns,
  getOrder,
} from '../orders/views';
import type { AdminOrderListQuery, OrderStatusChange } from '../routers/admin.schema';
import { type AdminPage, pageFrom, withinRange } from './common';
import type { AdminActor } from './users';
import { say } from '../language';

/*
 * Orders in the admin area: every customer's orders, one order with its timeline and the moves it allows, and status
 * changes. A change is a command to the order decider (src/events/order), run by handleOrderCommand like a customer's
 * cancel: the decider refuses a move the lifecycle does not allow (409 with its reason), and what a move does besides
 * (stock back on a cancel, cash settled on delivery, the customer's notification) follows from the events.
 */

export interface OrderCustomer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** Who placed an order and how many units it holds (the admin list's row and the admin's order both show them). */
interface OrderCustomerFacts {
  customer: OrderCustomer;
  item_count: number;
}

/** Whether a pay-at-harvest order is past its due month and still owes money (src/shared/credit.ts `isOverdue`). */
interface Overdue {
  overdue: boolean;
}

/** A row of the admin orders list: the order's row fields (ADMIN_ORDER_ROW_FIELDS), its customer, unit count and overdue flag. */
export type AdminOrderListItem = Pick<OrderView, (typeof ADMIN_ORDER_ROW_FIELDS)[number]> &
  OrderCustomerFacts &
  Overdue;

/**
 * One order for the admin screen: the whole order, its customer, its timeline, the statuses it may move to, whether it
 * is overdue and the payments recorded for it (pay at harvest; none for cash on delivery).
 */
export type AdminOrder = OrderView &
  OrderCustomerFacts &
  Overdue & { timeline: TrackingEvent[]; payments: OrderPayment[] };

const adminReader = (actor: AdminActor): OrderReader => ({ userId: actor.userId, isAdmin: true });

function customerColumn(sql: Queryable) {
  return sql`json_build_object('id', u.id::text, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'phone', u.phone) as customer,
    (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count`;
}

/**
 * Every order as a row of the admin table, newest first by default. `search` matches the order number, the customer's
 * e-mail or a product's name in either language (Arabic folded on both sides); filters: status, customer (user_id),
 * date range of placing.
 */
export async function listAllOrders(
  sql: Queryable,
  q: AdminOrderListQuery,
  now: Date = new Date(),
): Promise<AdminPage<AdminOrderListItem>> {
  const today = egyptDate(now);
  const like = foldedContaining(q.search);
  const where = sql`
    (${q.status ?? null}::text is null or o.status = ${q.status ?? null})
    and (${q.user_id ?? null}::bigint is null or o.user_id = ${q.user_id ?? null})
    and (${like}::text is null or o.order_number ilike ${like} or u.email::text ilike ${like}
         or exists (select 1 from order_lines l where l.order_id = o.id and (l.name ilike ${like} or arabic_fold(l.name_ar) ilike ${like})))
    and ${withinRange(sql, sql`o.created_at`, q.from, q.to)}`;
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  const column =
    q.sort_by === 'total'
      ? sql`o.total`
      : q.sort_by === 'order_number'
        ? sql`o.order_number`
        : q.sort_by === 'status'
          ? sql`o.status`
          : sql`o.created_at`;
  const found = await sql<(Omit<AdminOrderListItem, 'overdue'> & { full_count: number })[]>`
    select ${adminOrderRowColumns(sql)}, ${customerColumn(sql)}, count(*) over ()::int as full_count
    from orders o join users u on u.id = o.user_id
    where ${where}
    order by ${column} ${dir}, o.id ${dir}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const rows = found.map((row) => ({ ...row, overdue: isOverdue(row, today) }));
  return pageFrom(
    rows,
    q.page,
    q.limit,
    async () =>
      (
        await sql<
          { n: number }[]
        >`select count(*)::int as n from orders o join users u on u.id = o.user_id where ${where}`
      )[0]?.n ?? 0,
  );
}

/** One order (404 'Order not found') with its customer, its timeline from the events and its next statuses. */
export async function getAdminOrder(
  sql: Queryable,
  actor: AdminActor,
  id: string,
  now: Date = new Date(),
): Promise<AdminOrder> {
  const order = await getOrder(sql, adminReader(actor), id);
  const [extra] = await sql<OrderCustomerFacts[]>`
    select ${customerColumn(sql)} from orders o join users u on u.id = o.user_id where o.id = ${order.id}`;
  const { timeline } = await tracking(sql, adminReader(actor), order.id);
  const payments = await orderPayments(sql, order.id);
  return {
    ...order,
    customer: extra!.customer,
    item_count: extra!.item_count,
    overdue: isOverdue(order, egyptDate(now)),
    timeline,
    payments,
  };
}

/** The decider's command for a move to `to`. Nothing moves an order back to pending (409). */
function commandFor(change: OrderStatusChange, metadata: { now: Date; by: string }): OrderCommand {
  const to: OrderStatus = change.status;
  switch (to) {
    case 'pending':
      throw new IllegalStateError(msg('orders.noBackToPending'));
    case 'confirmed':
      return { type: 'ConfirmOrder', data: {}, metadata };
    case 'processing':
      return { type: 'StartProcessing', data: {}, metadata };
    case 'shipped':
      return {
        type: 'ShipOrder',
        data: { tracking_number: change.tracking_number ?? '', carrier: change.carrier ?? null },
        metadata,
      };
    case 'delivered':
      return { type: 'DeliverOrder', data: {}, metadata };
    case 'cancelled':
      return { type: 'CancelOrder', data: { reason: change.reason ?? null }, metadata };
    case 'refunded':
      return { type: 'RefundOrder', data: change.amount === undefined ? {} : { amount: change.amount }, metadata };
    default: {
      const unknown: never = to;
      throw new IllegalStateError(msg('admin.unknownStatus', { status: String(unknown) }));
    }
  }
}

/**
 * Move an order to a status through the order decider. The audit log records the move after the decider's
 * transaction commits (the order's own events already say who moved it and when).
 */
export async function changeOrderStatus(
  sql: Sql,
  actor: AdminActor,
  change: OrderStatusChange,
  origin: Origin & { requestId?: string },
  now: Date,
): Promise<{ message: string; order: AdminOrder }> {
  const before = await getOrder(sql, adminReader(actor), change.id);
  const command = commandFor(change, { now, by: actor.userId });
  await handleOrderCommand(sql, before.id, command, origin.requestId ? { correlationId: origin.requestId } : {});
  const details: Record<string, string | number> = { from: before.status, to: change.status };
  if (change.tracking_number) details.tracking_number = change.tracking_number;
  if (change.carrier) details.carrier = change.carrier;
  if (change.reason) details.reason = change.reason;
  if (change.amount !== undefined) details.amount = change.amount;
  await audit(
    sql,
    { actorId: actor.userId, action: 'admin.order.status_changed', targetType: 'order', targetId: before.id, details },
    origin,
  );
  return {
    message: say('orders.statusChanged', { order: before.order_number, status: change.status }),
    order: await getAdminOrder(sql, actor, before.id),
  };
}
