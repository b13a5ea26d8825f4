import { handleCreditCommand } from '../../events/credit/commandHandler';
import { CURRENCY } from '../../shared/business';
import { PAY_AT_HARVEST, formatEgp, harvestDueMonths, isOverdue } from '../../shared/credit';
import { IllegalStateError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { fromPiastres, toPiastres } from '../../shared/money';
import { egyptDate } from '../../shared/seasonalTasks';
import { type Origin, audit } from '../accounts/activity';
import { say } from '../language';
import { requireUser } from '../accounts/userRecord';
import type { Queryable, Sql } from '../db';
import { getOrder } from '../orders/views';

/*
 * Pay at harvest, the calls around the credit line: the caller's line (`credit.mine`), an administrator's
 * view and change of a customer's line (`admin.users.credit`, `admin.users.setCredit`), and payments received
 * (`admin.orders.recordPayment`). Changes are commands to the credit decider (src/events/credit), run with their
 * retries on a version conflict; the answers read the inline read model (credit_lines, credit_orders, credit_payments),
 * which the command's own transaction wrote. The audit log records a change after it commits, as order moves do.
 */

/** A pay-at-harvest order as the credit line shows it. */
export interface CreditOrderView {
  id: string;
  order_number: string;
  status: string;
  created_at: Date;
  total: number;
  amount_paid: number;
  amount_due: number;
  harvest_due: string;
  overdue: boolean;
}

/** A customer's credit line: the limit, what is owed on it and what is left, and its harvest orders. */
export interface CreditSummary {
  user_id: string;
  currency: string;
  /** 0 when the customer has no line or it was closed. */
  limit: number;
  /** Reserved − paid − released over every harvest order. */
  outstanding: number;
  /** What a new harvest order may take: limit − outstanding, never below 0. */
  available: number;
  /** Outstanding above the limit (an administrator lowered it): no new harvest order until it is paid down. */
  over_limit: boolean;
  /** What is owed on orders past their due month. */
  overdue_amount: number;
  /** The months a harvest order placed today may fall due (next month … 9 months ahead). */
  harvest_due_months: string[];
  /** The harvest orders: those still owing first (earliest due first), then the settled ones, newest first (at most 100). */
  orders: CreditOrderView[];
}

/** The line as an administrator sees it: with the note and who changed it last. */
export interface AdminCreditSummary extends CreditSummary {
  note: string | null;
  updated_at: Date | null;
  updated_by: string | null;
}

/** A payment received for a harvest order. */
export interface OrderPayment {
  /** The PaymentRecorded event's global position (digits as text). */
  id: string;
  amount: number;
  note: string | null;
  recorded_by: string | null;
  recorded_at: Date;
}

/** A harvest order's payment state (the answer of recording a payment). */
export interface OrderPaymentState {
  order_id: string;
  order_number: string;
  user_id: string;
  status: string;
  payment_method: string;
  harvest_due: string | null;
  total: number;
  amount_paid: number;
  amount_due: number;
  overdue: boolean;
  payments: OrderPayment[];
}

const CREDIT_ORDERS_SHOWN = 100;

/** The credit line of a user (the read model; a user never granted one has limit 0 and nothing owed). */
async function readLine(sql: Queryable, userId: string, now: Date): Promise<AdminCreditSummary> {
  const today = egyptDate(now);
  const [[line], orders] = await Promise.all([
    sql<
      { limit: number; outstanding: number; note: string | null; updated_at: Date | null; updated_by: string | null }[]
    >`
      select coalesce(l.credit_limit, 0)::float8 as "limit", coalesce(l.reserved - l.paid - l.released, 0)::float8 as outstanding,
             l.note, l.updated_at, l.updated_by::text as updated_by
      from (select ${userId}::bigint as id) u left join credit_lines l on l.user_id = u.id`,
    sql<Omit<CreditOrderView, 'overdue'>[]>`
      select o.id::text as id, o.order_number, o.status, o.created_at, o.total::float8 as total, c.paid::float8 as amount_paid,
             (c.amount - c.paid - c.released)::float8 as amount_due, c.harvest_due
      from credit_orders c join orders o on o.id = c.order_id
      where c.user_id = ${userId}
      order by (c.amount > c.paid + c.released) desc,
               case when c.amount > c.paid + c.released then c.harvest_due end asc, o.id desc
      limit ${CREDIT_ORDERS_SHOWN}`,
  ]);
  const limit = line?.limit ?? 0;
  const outstanding = line?.outstanding ?? 0;
  const views = orders.map((o) => ({ ...o, overdue: isOverdue({ ...o, payment_method: PAY_AT_HARVEST }, today) }));
  return {
    user_id: userId,
    currency: CURRENCY,
    limit,
    outstanding,
    available: fromPiastres(Math.max(0, toPiastres(limit) - toPiastres(outstanding))),
    over_limit: toPiastres(outstanding) > toPiastres(limit),
    overdue_amount: fromPiastres(views.reduce((sum, o) => sum + (o.overdue ? toPiastres(o.amount_due) : 0), 0)),
    harvest_due_months: harvestDueMonths(now),
    orders: views,
    note: line?.note ?? null,
    updated_at: line?.updated_at ?? null,
    updated_by: line?.updated_by ?? null,
  };
}

/** The caller's own credit line (`GET /auth/credit`). */
export async function myCredit(sql: Queryable, userId: string, now: Date): Promise<CreditSummary> {
  const { note: _note, updated_at: _at, updated_by: _by, ...mine } = await readLine(sql, userId, now);
  return mine;
}

/** A customer's credit line for an administrator (404 for an unknown user). */
export async function userCredit(sql: Queryable, userId: string, now: Date): Promise<AdminCreditSummary> {
  await requireUser(sql, userId);
  return readLine(sql, userId, now);
}

/** What an administrator is told after setting a limit (the lowered-under-outstanding case said plainly). */
function limitMessage(limit: number, outstanding: number): string {
  const owed = formatEgp(outstanding);
  if (limit === 0) return outstanding > 0 ? say('credit.closedOwing', { owed }) : say('credit.closed');
  if (toPiastres(outstanding) > toPiastres(limit)) return say('credit.setUnderOwed', { limit: formatEgp(limit), owed });
  return say('credit.set', { limit: formatEgp(limit) });
}

/**
 * Grant, change or close (0) a customer's credit line (`PUT /admin/users/{id}/credit`). Lowering it under what is owed
 * is allowed (nothing owed is taken back) and then blocks new harvest orders — the message says so. A deleted account
 * is refused (409). Audited as `admin.user.credit_set`.
 */
export async function setUserCredit(
  sql: Sql,
  actor: { userId: string },
  input: { id: string; limit: number; note: string | null },
  origin: Origin & { requestId?: string },
  now: Date,
): Promise<{ message: string; credit: AdminCreditSummary }> {
  const user = await requireUser(sql, input.id);
  if (user.status === 'deleted') throw new IllegalStateError(msg('accounts.accountDeletedAlready'));
  const result = await handleCreditCommand(
    sql,
    input.id,
    {
      type: 'SetCreditLimit',
      data: { user_id: input.id, limit: input.limit, note: input.note },
      metadata: { now, by: actor.userId },
    },
    origin.requestId ? { correlationId: origin.requestId } : {},
  );
  const set = result.events[0]!.data as { limit: number; previous_limit: number | null; note: string | null };
  const credit = await readLine(sql, input.id, now);
  await audit(
    sql,
    {
      actorId: actor.userId,
      action: 'admin.user.credit_set',
      targetType: 'user',
      targetId: input.id,
      details: {
        limit: set.limit,
        previous_limit: set.previous_limit,
        note: set.note,
        outstanding: credit.outstanding,
      },
    },
    origin,
  );
  return { message: limitMessage(credit.limit, credit.outstanding), credit };
}

/** The payments recorded for an order, oldest first. */
export async function orderPayments(sql: Queryable, orderId: string): Promise<OrderPayment[]> {
  return sql<OrderPayment[]>`
    select source_position::text as id, amount::float8 as amount, note, recorded_by::text as recorded_by, recorded_at
    from credit_payments where order_id = ${orderId} order by recorded_at, source_position`;
}

/** An order's payment state, for an administrator. */
async function paymentState(sql: Queryable, orderId: string, now: Date): Promise<OrderPaymentState> {
  const order = await getOrder(sql, { userId: '0', isAdmin: true }, orderId);
  return {
    order_id: order.id,
    order_number: order.order_number,
    user_id: order.user_id,
    status: order.status,
    payment_method: order.payment_method,
    harvest_due: order.harvest_due,
    total: order.total,
    amount_paid: order.amount_paid,
    amount_due: order.amount_due,
    overdue: isOverdue(order, egyptDate(now)),
    payments: await orderPayments(sql, order.id),
  };
}

export const NOT_A_HARVEST_ORDER = msg('credit.notHarvestOrder');

/**
 * Record money received for a pay-at-harvest order (`POST /admin/orders/{id}/payments`): partial payments are allowed,
 * more than the order still owes is 409 (nothing recorded), and so is a cash-on-delivery order. Audited as
 * `admin.order.payment_recorded`.
 */
export async function recordOrderPayment(
  sql: Sql,
  actor: { userId: string },
  input: { id: string; amount: number; note: string | null },
  origin: Origin & { requestId?: string },
  now: Date,
): Promise<{ message: string; payment: OrderPaymentState }> {
  const order = await getOrder(sql, { userId: actor.userId, isAdmin: true }, input.id);
  if (order.payment_method !== PAY_AT_HARVEST) throw new IllegalStateError(NOT_A_HARVEST_ORDER, 'payment_method');
  await handleCreditCommand(
    sql,
    order.user_id,
    {
      type: 'RecordPayment',
      data: { order_id: order.id, amount: input.amount, note: input.note },
      metadata: { now, by: actor.userId },
    },
    origin.requestId ? { correlationId: origin.requestId } : {},
  );
  const payment = await paymentState(sql, order.id, now);
  await audit(
    sql,
    {
      actorId: actor.userId,
      action: 'admin.order.payment_recorded',
      targetType: 'order',
      targetId: order.id,
      details: { amount: input.amount, note: input.note, amount_due: payment.amount_due },
    },
    origin,
  );
  const paid = { amount: formatEgp(input.amount), order: order.order_number };
  const message =
    payment.amount_due > 0
      ? say('credit.paymentRecordedOwing', { ...paid, left: formatEgp(payment.amount_due) })
      : say('credit.paymentRecordedPaid', paid);
  return { message, payment };
}
