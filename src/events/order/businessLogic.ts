import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../../shared/errors';
import { toPiastres } from '../../shared/money';
import { type MessageKey, msg } from '../../shared/messages';
import type { OrderStatus } from '../../shared/orders';
import { type Decider, decideBy } from '../decider';
import {
  type Order,
  type OrderCancelled,
  type OrderConfirmed,
  type OrderDelivered,
  type OrderPlaced,
  type OrderProcessingStarted,
  type OrderRefunded,
  type OrderShipped,
  type OrderStreamEvent,
  type PaymentFailed,
  type PaymentRefunded,
  type PaymentStarted,
  type PaymentSucceeded,
  evolve,
  initialState,
} from './order';
import { isOnlineMethod } from '../../shared/payments';

/*
 * The order's commands and rules: one function per command, `decide` to dispatch. Moves: pending → confirmed →
 * processing → shipped → delivered → refunded; cancel from pending or confirmed only. A refused move throws an
 * IllegalStateError saying why (409). Pure: who and when come as command metadata.
 */

interface CommandMetadata {
  now: Date;
  /** The acting user's id. */
  by: string;
}

type Placement = Omit<OrderPlaced['data'], 'by' | 'at'>;

export type PlaceOrder = { type: 'PlaceOrder'; data: Placement; metadata: CommandMetadata };
export type ConfirmOrder = { type: 'ConfirmOrder'; data: Record<string, never>; metadata: CommandMetadata };
export type StartProcessing = { type: 'StartProcessing'; data: Record<string, never>; metadata: CommandMetadata };
export type ShipOrder = {
  type: 'ShipOrder';
  data: { tracking_number: string; carrier?: string | null };
  metadata: CommandMetadata;
};
export type DeliverOrder = { type: 'DeliverOrder'; data: Record<string, never>; metadata: CommandMetadata };
export type CancelOrder = { type: 'CancelOrder'; data: { reason?: string | null }; metadata: CommandMetadata };
/** Refund a delivered order; the whole total when no amount is given. */
export type RefundOrder = { type: 'RefundOrder'; data: { amount?: number }; metadata: CommandMetadata };

type PaymentStartData = Omit<PaymentStarted['data'], 'by' | 'at'>;
/** An online order's payment begins (again, after a failure): its provider page or Fawry reference is ready. */
export type StartPayment = { type: 'StartPayment'; data: PaymentStartData; metadata: CommandMetadata };
/** The provider's verified word that the payment went through. */
export type RecordPaymentSuccess = {
  type: 'RecordPaymentSuccess';
  data: Omit<PaymentSucceeded['data'], 'by' | 'at'>;
  metadata: CommandMetadata;
};
/** The provider's verified word that it did not. */
export type RecordPaymentFailure = {
  type: 'RecordPaymentFailure';
  data: Omit<PaymentFailed['data'], 'by' | 'at'>;
  metadata: CommandMetadata;
};
/** Money given back through the provider (done there first), whole or in part. */
export type RecordPaymentRefund = {
  type: 'RecordPaymentRefund';
  data: Omit<PaymentRefunded['data'], 'by' | 'at'>;
  metadata: CommandMetadata;
};

export type OrderCommand =
  | PlaceOrder
  | ConfirmOrder
  | StartProcessing
  | ShipOrder
  | DeliverOrder
  | CancelOrder
  | RefundOrder
  | StartPayment
  | RecordPaymentSuccess
  | RecordPaymentFailure
  | RecordPaymentRefund;

export const ORDER_NOT_FOUND = msg('orders.notFound');

/** The statuses an order in `status` may move to (the admin screen offers only these). */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function allowedNextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status];
}

/** How a refusal names a move ("Cannot ship …") and the order's status ("… an order that is pending"), by key. */
const MOVE_ACTION: Record<Exclude<OrderStatus, 'pending'>, MessageKey> = {
  confirmed: 'orders.actionConfirm',
  processing: 'orders.actionProcess',
  shipped: 'orders.actionShip',
  delivered: 'orders.actionDeliver',
  cancelled: 'orders.actionCancel',
  refunded: 'orders.actionRefund',
};
const STATUS_STATE: Record<OrderStatus, MessageKey> = {
  pending: 'orders.statePending',
  confirmed: 'orders.stateConfirmed',
  processing: 'orders.stateProcessing',
  shipped: 'orders.stateShipped',
  delivered: 'orders.stateDelivered',
  cancelled: 'orders.stateCancelled',
  refunded: 'orders.stateRefunded',
};

type Placed = Exclude<Order, { status: 'none' }>;

/** The placed order, if it may move to `target`; otherwise "Cannot {move} an order that {status}". */
function requireMove(order: Order, target: Exclude<OrderStatus, 'pending'>): Placed {
  if (order.status === 'none') throw new NotFoundError(ORDER_NOT_FOUND);
  if (!NEXT_STATUSES[order.status].includes(target)) {
    throw new IllegalStateError(
      msg('orders.cannotMove', { action: msg(MOVE_ACTION[target]), state: msg(STATUS_STATE[order.status]) }),
    );
  }
  return order;
}

const stamp = (metadata: CommandMetadata) => ({ by: metadata.by, at: metadata.now.toISOString() });

export function placeOrder({ data, metadata }: PlaceOrder, order: Order): [OrderPlaced] {
  if (order.status !== 'none') throw new IllegalStateError(msg('orders.alreadyPlaced'));
  if (data.lines.length === 0) throw new ValidationError(msg('cart.empty'));
  return [{ type: 'OrderPlaced', data: { ...data, lines: data.lines.map((l) => ({ ...l })), ...stamp(metadata) } }];
}

export function confirmOrder({ metadata }: ConfirmOrder, order: Order): [OrderConfirmed] {
  const placed = requireMove(order, 'confirmed');
  // An online order is confirmed once its provider has said it is paid.
  if (isOnlineMethod(placed.paymentMethod) && placed.payment?.state !== 'paid')
    throw new IllegalStateError(msg('payments.awaitingPayment'));
  return [{ type: 'OrderConfirmed', data: stamp(metadata) }];
}

export function startProcessing({ metadata }: StartProcessing, order: Order): [OrderProcessingStarted] {
  requireMove(order, 'processing');
  return [{ type: 'OrderProcessingStarted', data: stamp(metadata) }];
}

export function shipOrder({ data, metadata }: ShipOrder, order: Order): [OrderShipped] {
  requireMove(order, 'shipped');
  const trackingNumber = data.tracking_number?.trim() ?? '';
  if (!trackingNumber) throw new ValidationError(msg('orders.trackingRequired'), 'tracking_number');
  return [
    {
      type: 'OrderShipped',
      data: { tracking_number: trackingNumber, carrier: data.carrier?.trim() || null, ...stamp(metadata) },
    },
  ];
}

export function deliverOrder({ metadata }: DeliverOrder, order: Order): [OrderDelivered] {
  requireMove(order, 'delivered');
  return [{ type: 'OrderDelivered', data: stamp(metadata) }];
}

export function cancelOrder({ data, metadata }: CancelOrder, order: Order): [OrderCancelled] {
  requireMove(order, 'cancelled');
  return [{ type: 'OrderCancelled', data: { reason: data.reason?.trim() || null, ...stamp(metadata) } }];
}

export function refundOrder({ data, metadata }: RefundOrder, order: Order): [OrderRefunded] {
  const placed = requireMove(order, 'refunded');
  const amount = data.amount ?? placed.total;
  if (!(amount > 0) || amount > placed.total) {
    throw new ValidationError(msg('orders.refundRange', { total: placed.total }), 'amount');
  }
  return [{ type: 'OrderRefunded', data: { amount, ...stamp(metadata) } }];
}

/** The placed online order a payment command is about. */
function onlineOrder(order: Order) {
  if (order.status === 'none') throw new NotFoundError(ORDER_NOT_FOUND);
  if (!isOnlineMethod(order.paymentMethod)) throw new IllegalStateError(msg('payments.notOnline'));
  return order;
}

export function startPayment({ data, metadata }: StartPayment, order: Order): [PaymentStarted] {
  const placed = onlineOrder(order);
  if (placed.payment?.state === 'paid') throw new IllegalStateError(msg('payments.alreadyPaid'));
  if (placed.status !== 'pending') throw new IllegalStateError(msg('payments.notPayable'));
  if (toPiastres(data.amount) !== toPiastres(placed.total))
    throw new ValidationError(msg('payments.amountMismatch'), 'amount');
  return [{ type: 'PaymentStarted', data: { ...data, ...stamp(metadata) } }];
}

/**
 * The provider says the payment went through. Told again (a repeated callback): nothing. Its amount or currency not
 * the order's: refused. Late, after the order expired: recorded all the same (the money was taken; an admin refunds it).
 */
export function recordPaymentSuccess({ data, metadata }: RecordPaymentSuccess, order: Order): PaymentSucceeded[] {
  const placed = onlineOrder(order);
  if (placed.payment?.state === 'paid') {
    if (placed.payment.transactionId === data.transaction_id) return [];
    throw new ConflictError(msg('payments.alreadyPaid'));
  }
  if (toPiastres(data.amount) !== toPiastres(placed.total) || data.currency !== 'EGP')
    throw new ValidationError(msg('payments.amountMismatch'), 'amount');
  return [{ type: 'PaymentSucceeded', data: { ...data, ...stamp(metadata) } }];
}

/** The provider says it did not: recorded while the payment is not paid (a failure told after a success changes nothing). */
export function recordPaymentFailure({ data, metadata }: RecordPaymentFailure, order: Order): PaymentFailed[] {
  const placed = onlineOrder(order);
  if (placed.payment?.state === 'paid' || placed.payment?.state === 'failed') return [];
  return [{ type: 'PaymentFailed', data: { ...data, ...stamp(metadata) } }];
}

/** A refund, never more than what was paid and not yet refunded. */
export function recordPaymentRefund({ data, metadata }: RecordPaymentRefund, order: Order): [PaymentRefunded] {
  const placed = onlineOrder(order);
  const paid = placed.payment?.state === 'paid' ? placed.payment : null;
  const left = paid ? toPiastres(paid.paid) - toPiastres(paid.refunded) : 0;
  if (!paid || !(toPiastres(data.amount) > 0) || toPiastres(data.amount) > left) {
    throw new ValidationError(msg('payments.refundRange', { left: left / 100 }), 'amount');
  }
  return [{ type: 'PaymentRefunded', data: { ...data, ...stamp(metadata) } }];
}

export const decide = decideBy<Order, OrderCommand, OrderStreamEvent>('order', {
  PlaceOrder: placeOrder,
  ConfirmOrder: confirmOrder,
  StartProcessing: startProcessing,
  ShipOrder: shipOrder,
  DeliverOrder: deliverOrder,
  CancelOrder: cancelOrder,
  RefundOrder: refundOrder,
  StartPayment: startPayment,
  RecordPaymentSuccess: recordPaymentSuccess,
  RecordPaymentFailure: recordPaymentFailure,
  RecordPaymentRefund: recordPaymentRefund,
});

/** The order decider: what handleCommand runs. */
export const orderDecider: Decider<Order, OrderCommand, OrderStreamEvent> = { decide, evolve, initialState };
