import type { Sql, TransactionSql } from '../db';
import { PAY_AT_HARVEST } from '../../shared/credit';
import { decideCreditIn } from '../credit/commandHandler';
import { type HandleResult, handleCommand } from '../decider';
import { inlineProjections } from '../projections';
import { applyInline } from '../projection';
import { type EventMetadata, type StoredEvent, appendToStream } from '../store';
import { type OrderCommand, type PlaceOrder, orderDecider } from './businessLogic';
import { giveBackStock } from './stock';
import {
  type Order,
  type OrderPlaced,
  ORDER_STREAM_TYPE,
  type PaymentEvent,
  initialState,
  orderStreamId,
} from './order';

/*
 * Running order commands. The read model (orders, order_lines) is kept inline; what a move does beyond the order
 * happens in the same transaction, as named steps after the append:
 *   cancel:   give the stock back (./stock.ts) → cancel the payment intents → release the credit still owed
 *   refund:   release the credit still owed
 *   deliver:  settle the cash-on-delivery intents
 *   payment:  record the payment (order_payments)
 * A credit release is an append to the credit stream at its expected version: a conflict drops the whole transaction
 * and the command is decided again (handleCommand's retry), so the order never moves without its release nor the
 * other way.
 */

/** After an append: the inline projections, then each new event's consequences, in the order listed above. */
async function afterOrderEvents(tx: TransactionSql, events: StoredEvent[], order: Order, orderId: string) {
  if (events.length === 0) return;
  await applyInline(tx, events, inlineProjections);
  for (const event of events) {
    if (event.type === 'OrderCancelled' && order.status !== 'none') {
      await giveBackStock(tx, order.lines);
      await cancelPaymentIntents(tx, orderId);
    }
    if (event.type === 'OrderCancelled' || event.type === 'OrderRefunded')
      await releaseCredit(tx, order, orderId, event);
    if (event.type.startsWith('Payment')) await recordPayment(tx, orderId, event);
    if (event.type === 'OrderDelivered') await settlePaymentIntents(tx, orderId);
  }
}

/** A cancelled order's intents still open will never be paid. */
async function cancelPaymentIntents(tx: TransactionSql, orderId: string) {
  await tx`update payment_intents set status = 'cancelled' where order_id = ${orderId} and status in ('requires_confirmation', 'confirmed')`;
}

/** A delivered order's cash-on-delivery intents are paid. */
async function settlePaymentIntents(tx: TransactionSql, orderId: string) {
  await tx`update payment_intents set status = 'settled', settled_at = now() where order_id = ${orderId} and status in ('requires_confirmation', 'confirmed')`;
}

/** A pay-at-harvest order cancelled or refunded: what it still owes is released on the customer's credit line. */
async function releaseCredit(tx: TransactionSql, order: Order, orderId: string, event: StoredEvent) {
  if (order.status === 'none' || order.paymentMethod !== PAY_AT_HARVEST) return;
  const data = event.data as { by: string; at: string; amount?: number };
  await decideCreditIn(
    tx,
    order.userId,
    {
      type: 'ReleaseCredit',
      data: {
        order_id: orderId,
        reason: event.type === 'OrderCancelled' ? 'cancelled' : 'refunded',
        amount: data.amount,
      },
      metadata: { now: new Date(data.at), by: data.by },
    },
    event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {},
  );
}

/** An online order's payment as its events tell it (table order_payments), in the transaction that appends them. */
async function recordPayment(tx: TransactionSql, orderId: string, stored: StoredEvent) {
  const event = { type: stored.type, data: stored.data } as PaymentEvent;
  switch (event.type) {
    case 'PaymentStarted': {
      const d = event.data;
      await tx`
        insert into order_payments (order_id, provider, method, state, amount, currency, reference, provider_order_id, redirect_url,
                                    fawry_reference, expires_at, started_at, updated_at)
        values (${orderId}, ${d.provider}, ${d.method}, 'awaiting', ${d.amount}, ${d.currency}, ${d.reference}, ${d.provider_order_id},
                ${d.redirect_url}, ${d.fawry_reference}, ${d.expires_at}, ${d.at}, ${d.at})
        on conflict (order_id) do update set provider = excluded.provider, method = excluded.method, state = 'awaiting',
          reference = excluded.reference, provider_order_id = excluded.provider_order_id, redirect_url = excluded.redirect_url,
          fawry_reference = excluded.fawry_reference, expires_at = excluded.expires_at, failure_reason = null, updated_at = excluded.updated_at`;
      return;
    }
    case 'PaymentSucceeded':
      await tx`update order_payments set state = 'paid', transaction_id = ${event.data.transaction_id}, paid_amount = ${event.data.amount},
                 paid_at = ${event.data.at}, updated_at = ${event.data.at} where order_id = ${orderId}`;
      return;
    case 'PaymentFailed':
      await tx`update order_payments set state = 'failed', failure_reason = ${event.data.reason}, updated_at = ${event.data.at}
               where order_id = ${orderId} and state <> 'paid'`;
      return;
    case 'PaymentRefunded':
      await tx`update order_payments set refunded_amount = refunded_amount + ${event.data.amount},
                 state = case when refunded_amount + ${event.data.amount} >= paid_amount then 'refunded' else 'partially_refunded' end,
                 updated_at = ${event.data.at} where order_id = ${orderId}`;
      return;
  }
}

/** Run a command on an existing order, in a transaction of its own, retried on conflict. */
export function handleOrderCommand(
  sql: Sql,
  orderId: string,
  command: OrderCommand,
  metadata: EventMetadata = {},
): Promise<HandleResult<Order>> {
  return handleCommand(sql, {
    decider: orderDecider,
    command,
    stream: { id: orderStreamId(orderId), type: ORDER_STREAM_TYPE },
    metadata: { userId: command.metadata.by, ...metadata },
    afterAppend: (tx, events, order) => afterOrderEvents(tx, events, order, orderId),
  });
}

/**
 * Place an order inside the caller's transaction (checkout reserves stock and checks the cart out in it too). A new
 * order's stream is empty, so nothing is read: the decision is made on the initial state and appended at version 0.
 */
export async function placeOrderIn(
  tx: TransactionSql,
  orderId: string,
  command: PlaceOrder,
  metadata: EventMetadata = {},
): Promise<OrderPlaced> {
  const [placed] = orderDecider.decide(command, initialState()) as [OrderPlaced];
  const stored = await appendToStream(tx, { id: orderStreamId(orderId), type: ORDER_STREAM_TYPE }, 0, [placed], {
    userId: command.metadata.by,
    ...metadata,
  });
  await applyInline(tx, stored, inlineProjections);
  return placed;
}
