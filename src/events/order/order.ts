import type { PaymentMethod } from '../../shared/credit';
import type { OrderAddress, OrderStatus } from '../../shared/orders';
import { unchangedByUnknownEvent } from '../decider';
import type { NewEvent } from '../store';

/*
 * The order as an event-sourced aggregate (Emmett's shape): its events, its state and `evolve`. One stream per order,
 * `order-<id>`. Event data is JSON: times are ISO strings, money plain numbers (EGP). Every event says who (`by`, a
 * user id) and when (`at`, the command's `metadata.now`).
 */

export const ORDER_STREAM_TYPE = 'order';
export const orderStreamId = (orderId: string) => `order-${orderId}`;
export const orderIdOf = (streamId: string) => streamId.slice('order-'.length);

// ─── Events ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * A line of an order: the product as it was when the order was placed. `product_name_ar` is the Arabic name then (null
 * when the product had none); OrderPlaced events written before it was recorded lack it, and read it as null.
 */
export interface OrderLine {
  product_id: string;
  name: string;
  product_name_ar?: string | null;
  price: number;
  image: string | null;
  quantity: number;
}

export interface OrderCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
}

interface Stamp {
  by: string;
  at: string;
}

export type OrderPlaced = NewEvent<
  'OrderPlaced',
  {
    order_id: string;
    order_number: string;
    user_id: string;
    lines: OrderLine[];
    shipping_address: OrderAddress;
    billing_address: OrderAddress;
    shipping_method: string;
    /** 'pay_at_harvest' orders reserve their total on the customer's credit line (src/events/credit) in the same transaction. */
    payment_method: PaymentMethod;
    /** The month a pay-at-harvest order falls due ('YYYY-MM'); absent or null for cash on delivery. */
    harvest_due?: string | null;
    notes: string | null;
    subtotal: number;
    discount: number;
    shipping: number;
    total: number;
    currency: string;
    coupon: OrderCoupon | null;
  } & Stamp
>;
export type OrderConfirmed = NewEvent<'OrderConfirmed', Stamp>;
export type OrderProcessingStarted = NewEvent<'OrderProcessingStarted', Stamp>;
export type OrderShipped = NewEvent<'OrderShipped', { tracking_number: string; carrier: string | null } & Stamp>;
export type OrderDelivered = NewEvent<'OrderDelivered', Stamp>;
export type OrderCancelled = NewEvent<'OrderCancelled', { reason: string | null } & Stamp>;
export type OrderRefunded = NewEvent<'OrderRefunded', { amount: number } & Stamp>;

export type OrderEvent =
  | OrderPlaced
  | OrderConfirmed
  | OrderProcessingStarted
  | OrderShipped
  | OrderDelivered
  | OrderCancelled
  | OrderRefunded;

export const ORDER_EVENT_TYPES: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderConfirmed',
  'OrderProcessingStarted',
  'OrderShipped',
  'OrderDelivered',
  'OrderCancelled',
  'OrderRefunded',
];

// ─── State ───────────────────────────────────────────────────────────────────────────────────────────

/** The status each event leads to. */
export const STATUS_AFTER: Record<OrderEvent['type'], OrderStatus> = {
  OrderPlaced: 'pending',
  OrderConfirmed: 'confirmed',
  OrderProcessingStarted: 'processing',
  OrderShipped: 'shipped',
  OrderDelivered: 'delivered',
  OrderCancelled: 'cancelled',
  OrderRefunded: 'refunded',
};

/** No order yet, or a placed one with what the rules need. */
export type Order =
  | { status: 'none' }
  | { status: OrderStatus; userId: string; total: number; lines: OrderLine[]; trackingNumber: string | null; paymentMethod: PaymentMethod };

export const initialState = (): Order => ({ status: 'none' });

/** Fold one event into the order. Pure: the state given is never changed (lines are copied). */
export function evolve(order: Order, event: OrderEvent): Order {
  const { type, data } = event;
  switch (type) {
    case 'OrderPlaced':
      return {
        status: 'pending',
        userId: data.user_id,
        total: data.total,
        lines: data.lines.map((l) => ({ ...l })),
        trackingNumber: null,
        paymentMethod: data.payment_method ?? 'cod',
      };
    case 'OrderShipped':
      return order.status === 'none' ? order : { ...order, status: 'shipped', trackingNumber: data.tracking_number };
    case 'OrderConfirmed':
    case 'OrderProcessingStarted':
    case 'OrderDelivered':
    case 'OrderCancelled':
    case 'OrderRefunded':
      return order.status === 'none' ? order : { ...order, status: STATUS_AFTER[type] };
    default:
      return unchangedByUnknownEvent(order, type);
  }
}
