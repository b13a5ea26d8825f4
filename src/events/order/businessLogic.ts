import { IllegalStateError, NotFoundError, ValidationError } from '../../shared/errors';
import type { Decider } from '../decider';
import {
  type Order,
  type OrderCancelled,
  type OrderConfirmed,
  type OrderDelivered,
  type OrderEvent,
  type OrderPlaced,
  type OrderProcessingStarted,
  type OrderRefunded,
  type OrderShipped,
  type OrderStatus,
  evolve,
  initialState,
} from './order';

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
export type ShipOrder = { type: 'ShipOrder'; data: { tracking_number: string; carrier?: string | null }; metadata: CommandMetadata };
export type DeliverOrder = { type: 'DeliverOrder'; data: Record<string, never>; metadata: CommandMetadata };
export type CancelOrder = { type: 'CancelOrder'; data: { reason?: string | null }; metadata: CommandMetadata };
/** Refund a delivered order; the whole total when no amount is given. */
export type RefundOrder = { type: 'RefundOrder'; data: { amount?: number }; metadata: CommandMetadata };

export type OrderCommand = PlaceOrder | ConfirmOrder | StartProcessing | ShipOrder | DeliverOrder | CancelOrder | RefundOrder;

export const ORDER_NOT_FOUND = 'Order not found';

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

/** "has been shipped", "is pending": how a refusal names the order's status. */
const STATUS_PHRASE: Record<OrderStatus, string> = {
  pending: 'is pending',
  confirmed: 'has been confirmed',
  processing: 'is being processed',
  shipped: 'has been shipped',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
  refunded: 'has been refunded',
};

type Placed = Exclude<Order, { status: 'none' }>;

/** The placed order, if it may move to `target`; otherwise "Cannot {verb} an order that {status phrase}". */
function requireMove(order: Order, target: OrderStatus, verb: string): Placed {
  if (order.status === 'none') throw new NotFoundError(ORDER_NOT_FOUND);
  if (!NEXT_STATUSES[order.status].includes(target)) throw new IllegalStateError(`Cannot ${verb} an order that ${STATUS_PHRASE[order.status]}`);
  return order;
}

const stamp = (metadata: CommandMetadata) => ({ by: metadata.by, at: metadata.now.toISOString() });

export function placeOrder({ data, metadata }: PlaceOrder, order: Order): [OrderPlaced] {
  if (order.status !== 'none') throw new IllegalStateError('This order has already been placed');
  if (data.lines.length === 0) throw new ValidationError('Your cart is empty');
  return [{ type: 'OrderPlaced', data: { ...data, lines: data.lines.map((l) => ({ ...l })), ...stamp(metadata) } }];
}

export function confirmOrder({ metadata }: ConfirmOrder, order: Order): [OrderConfirmed] {
  requireMove(order, 'confirmed', 'confirm');
  return [{ type: 'OrderConfirmed', data: stamp(metadata) }];
}

export function startProcessing({ metadata }: StartProcessing, order: Order): [OrderProcessingStarted] {
  requireMove(order, 'processing', 'process');
  return [{ type: 'OrderProcessingStarted', data: stamp(metadata) }];
}

export function shipOrder({ data, metadata }: ShipOrder, order: Order): [OrderShipped] {
  requireMove(order, 'shipped', 'ship');
  const trackingNumber = data.tracking_number?.trim() ?? '';
  if (!trackingNumber) throw new ValidationError('A tracking number is required to ship an order', 'tracking_number');
  return [{ type: 'OrderShipped', data: { tracking_number: trackingNumber, carrier: data.carrier?.trim() || null, ...stamp(metadata) } }];
}

export function deliverOrder({ metadata }: DeliverOrder, order: Order): [OrderDelivered] {
  requireMove(order, 'delivered', 'deliver');
  return [{ type: 'OrderDelivered', data: stamp(metadata) }];
}

export function cancelOrder({ data, metadata }: CancelOrder, order: Order): [OrderCancelled] {
  requireMove(order, 'cancelled', 'cancel');
  return [{ type: 'OrderCancelled', data: { reason: data.reason?.trim() || null, ...stamp(metadata) } }];
}

export function refundOrder({ data, metadata }: RefundOrder, order: Order): [OrderRefunded] {
  const placed = requireMove(order, 'refunded', 'refund');
  const amount = data.amount ?? placed.total;
  if (!(amount > 0) || amount > placed.total) {
    throw new ValidationError(`The refund must be more than 0 and at most the order's total (${placed.total} EGP)`, 'amount');
  }
  return [{ type: 'OrderRefunded', data: { amount, ...stamp(metadata) } }];
}

export function decide(command: OrderCommand, order: Order): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, order);
    case 'ConfirmOrder':
      return confirmOrder(command, order);
    case 'StartProcessing':
      return startProcessing(command, order);
    case 'ShipOrder':
      return shipOrder(command, order);
    case 'DeliverOrder':
      return deliverOrder(command, order);
    case 'CancelOrder':
      return cancelOrder(command, order);
    case 'RefundOrder':
      return refundOrder(command, order);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown order command: ${(unknown as { type: string }).type}`);
    }
  }
}

/** The order decider: what handleCommand runs. */
export const orderDecider: Decider<Order, OrderCommand, OrderEvent> = { decide, evolve, initialState };
