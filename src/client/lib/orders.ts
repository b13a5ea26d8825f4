import type { OrderStatus } from '../../shared/orders';
import { fetchFileWithToken } from './files';
import type { RouterOutputs } from './trpc';

/** An order as `orders.list` answers it: what its card shows. */
export type OrderSummary = RouterOutputs['orders']['list']['items'][number];
/** The whole order as `orders.get` answers it: lines, totals, addresses and notes for the opened card. */
export type OrderDetail = RouterOutputs['orders']['get'];
export type OrderTracking = RouterOutputs['orders']['tracking'];

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
