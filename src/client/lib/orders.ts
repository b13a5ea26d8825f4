import type { OrderStatus } from '../../shared/orders';
import { fetchFileWithToken } from './files';
import type { RouterOutputs } from './trpc';

/** An order as `orders.list` answers it: what its card shows. */
export type OrderSummary = RouterOutputs['orders']['list']['items'][number];
/** The whole order as `orders.get` answers it: lines, totals, addresses and notes for the opened card. */
export type OrderDetail = RouterOutputs['orders']['get'];

/** The statuses the filter offers (all but refunded, storefront.md section 4). */
export const FILTER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export const ORDER_SORTS = {
  newest: { sort_by: 'created_at', sort_order: 'DESC' },
  oldest: { sort_by: 'created_at', sort_order: 'ASC' },
  highest: { sort_by: 'total', sort_order: 'DESC' },
  lowest: { sort_by: 'total', sort_order: 'ASC' },
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'gray',
};

/** Which card actions an order offers (storefront.md section 4). */
export const canCancel = (status: OrderStatus) => status === 'pending' || status === 'confirmed';
export const isDelivered = (status: OrderStatus) => status === 'delivered';
export const canTrack = (status: OrderStatus) =>
  status === 'processing' || status === 'shipped' || status === 'delivered';

/**
 * The invoice PDF from `GET /api/orders/{id}/invoice` with the stored bearer token; null when the REST call is refused
 * (an expired token), so the caller can fall back to `orders.invoice`, which renews the session.
 */
export function fetchInvoice(orderId: string, fallbackName: string): Promise<{ blob: Blob; filename: string } | null> {
  return fetchFileWithToken(`/api/orders/${encodeURIComponent(orderId)}/invoice`, 'application/pdf', fallbackName);
}

/** Where an order's money stands on its card: paid (what was taken), due (what is left to pay), or neither. */
export type PaymentStanding = { kind: 'paid' | 'due'; amount: number } | { kind: 'none' };

/**
 * An order card's paid-or-due line from the server's figures: anything still owed is "left to pay" (cash on delivery
 * before delivery, a harvest order before its payments, an online order not yet paid); otherwise what was paid (an
 * online order once the provider took it, a delivered cash order, a harvest order paid in full); a cancelled order
 * that took nothing says neither.
 */
export function paymentStanding(order: { amount_paid: number; amount_due: number }): PaymentStanding {
  if (order.amount_due > 0) return { kind: 'due', amount: order.amount_due };
  if (order.amount_paid > 0) return { kind: 'paid', amount: order.amount_paid };
  return { kind: 'none' };
}
