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

/*
 * Paying online: the payment's events share the order's stream. They are kept apart from OrderEvent, the
 * lifecycle the projections read (their `canHandle` lists name only those), so a payment never moves an order's
 * status by itself: `awaiting` is a pending online order whose payment has not been confirmed by the provider.
 */
type Provider = 'paymob' | 'fawry';
export type PaymentStarted = NewEvent<
  'PaymentStarted',
  {
    provider: Provider;
    method: string;
    amount: number;
    currency: string;
    /** Our reference at the provider (Paymob's special_reference, Fawry's merchantRefNum). */
    reference: string;
    /** The provider's id of the payment (Paymob's order id, Fawry's reference number). */
    provider_order_id: string;
    /** Where the grower pays (Paymob's checkout page); null for a Fawry reference. */
    redirect_url: string | null;
    /** The number the grower pays at a Fawry kiosk or in an app; null for Paymob. */
    fawry_reference: string | null;
    expires_at: string;
  } & Stamp
>;
export type PaymentSucceeded = NewEvent<
  'PaymentSucceeded',
  { provider: Provider; transaction_id: string; amount: number; currency: string } & Stamp
>;
export type PaymentFailed = NewEvent<
  'PaymentFailed',
  { provider: Provider; transaction_id: string | null; reason: string } & Stamp
>;
export type PaymentRefunded = NewEvent<
  'PaymentRefunded',
  { provider: Provider; amount: number; refund_id: string | null } & Stamp
>;
export type PaymentEvent = PaymentStarted | PaymentSucceeded | PaymentFailed | PaymentRefunded;
/** Every event of an order's stream. */
export type OrderStreamEvent = OrderEvent | PaymentEvent;

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
  | {
      status: OrderStatus;
      userId: string;
      total: number;
      lines: OrderLine[];
      trackingNumber: string | null;
      paymentMethod: PaymentMethod;
      payment?: OnlinePayment;
    };

/** An online order's payment as the rules need it. */
export interface OnlinePayment {
  state: 'awaiting' | 'paid' | 'failed';
  provider: Provider;
  /** The provider's id of the current attempt. */
  providerOrderId: string;
  /** The successful transaction, once paid. */
  transactionId: string | null;
  paid: number;
  refunded: number;
}

export const initialState = (): Order => ({ status: 'none' });

/** Fold one event into the order. Pure: the state given is never changed (lines are copied). */
export function evolve(order: Order, event: OrderStreamEvent): Order {
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
    case 'PaymentStarted':
      return order.status === 'none' || order.payment?.state === 'paid'
        ? order
        : {
            ...order,
            payment: {
              state: 'awaiting',
              provider: data.provider,
              providerOrderId: data.provider_order_id,
              transactionId: null,
              paid: 0,
              refunded: 0,
            },
          };
    case 'PaymentSucceeded':
      return order.status === 'none'
        ? order
        : {
            ...order,
            payment: {
              ...(order.payment ?? { provider: data.provider, providerOrderId: '', refunded: 0 }),
              state: 'paid',
              transactionId: data.transaction_id,
              paid: data.amount,
            },
          };
    case 'PaymentFailed':
      return order.status === 'none' || !order.payment || order.payment.state === 'paid'
        ? order
        : { ...order, payment: { ...order.payment, state: 'failed' } };
    case 'PaymentRefunded':
      return order.status === 'none' || !order.payment
        ? order
        : {
            ...order,
            payment: { ...order.payment, refunded: Math.round((order.payment.refunded + data.amount) * 100) / 100 },
          };
    default:
      return unchangedByUnknownEvent(order, type);
  }
}
