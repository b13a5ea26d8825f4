import type { OrderStatus } from '../../events/order/order';
import { readAuthToken } from './authToken';
import type { RouterOutputs } from './trpc';

/** An order as `orders.list` answers it: what its card shows. */
export type OrderSummary = RouterOutputs['orders']['list']['items'][number];
/** The whole order as `orders.get` answers it: lines, totals, addresses and notes for the opened card. */
export type OrderDetail = RouterOutputs['orders']['get'];
export type OrderTracking = RouterOutputs['orders']['tracking'];

/** The statuses the filter offers (all but refunded, storefront.md section 4). */
export const FILTER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

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
export const canTrack = (status: OrderStatus) => status === 'processing' || status === 'shipped' || status === 'delivered';

/** Hand a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header, or null. */
function filenameOf(disposition: string | null): string | null {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * The invoice PDF from `GET /api/orders/{id}/invoice` with the stored bearer token; null when the REST call is refused
 * (an expired token), so the caller can fall back to `orders.invoice`, which renews the session.
 */
export function fetchInvoice(orderId: string, fallbackName: string): Promise<{ blob: Blob; filename: string } | null> {
  return fetchFileWithToken(`/api/orders/${encodeURIComponent(orderId)}/invoice`, 'application/pdf', fallbackName);
}

/**
 * A file from a REST call (`GET path`) with the stored bearer token, named by its Content-Disposition; null when the
 * call is refused (the invoice above; the admin's report CSV in lib/adminDownload.ts).
 */
export async function fetchFileWithToken(path: string, accept: string, fallbackName: string): Promise<{ blob: Blob; filename: string } | null> {
  const token = readAuthToken();
  const response = await fetch(path, { headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) return null;
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/** A base64 file (the tRPC invoice) as a Blob. */
export function blobOfBase64(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
