import { CART_BADGE_CAP } from '../../shared/business';
import type { RouterOutputs } from './trpc';

/*
 * What the notification screens need to know of a notification, decided once. Pure: no React, no tRPC calls.
 */

/** One notification as notifications.list answers it (title and message already in the reader's language). */
export type AppNotification = RouterOutputs['notifications']['list']['items'][number];

/** How many notifications the header's dropdown lists. */
export const DROPDOWN_SIZE = 8;
/** A page of the /notifications list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The header badge's refresh while the tab is visible (and on coming back to it): a small call, once a minute. */
export const UNREAD_POLL_MS = 60_000;

/** The order a notification is about (`data.order_id`), or null. */
export function orderIdOf(notification: Pick<AppNotification, 'data'>): string | null {
  const id = (notification.data as Record<string, unknown> | null)?.order_id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return String(id);
  return typeof id === 'string' && /^[1-9]\d{0,17}$/.test(id) ? id : null;
}

const CROP_PATH = /^\/crops\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The crop page a price alert's notification is about: its `data.link` when that is a crop page of this site
 * (`/crops/tomato`), else `/crops/{data.crop_slug}`; null otherwise (never another site or another kind of page).
 */
export function cropPathOf(notification: Pick<AppNotification, 'data'>): string | null {
  const data = notification.data as Record<string, unknown> | null;
  if (typeof data?.link === 'string' && CROP_PATH.test(data.link)) return data.link;
  return typeof data?.crop_slug === 'string' && SLUG.test(data.crop_slug) ? `/crops/${data.crop_slug}` : null;
}

/** Where opening a notification goes: its order's page, its crop's page (a price alert), or nowhere (it is only marked read). */
export function notificationHref(notification: Pick<AppNotification, 'data'>): string | null {
  const orderId = orderIdOf(notification);
  return orderId ? `/orders/${orderId}` : cropPathOf(notification);
}

/** What a notification is about, for the small label beside its time: an order's move, a price alert, a harvest payment reminder, or another kind. */
export type NotificationKind = 'order' | 'price_alert' | 'payment' | 'other';

export function notificationKind(type: string): NotificationKind {
  if (type === 'price_alert') return 'price_alert';
  if (type === 'payment_reminder') return 'payment';
  return type.startsWith('order_') ? 'order' : 'other';
}

/** The badge's text: the count, '99+' above 99 (like the cart's). */
export function unreadBadgeLabel(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** The /notifications address of a page and filter (defaults left out, so the plain link is `/notifications`). */
export function notificationsPath(page: number, unreadOnly: boolean): string {
  const params = new URLSearchParams();
  if (unreadOnly) params.set('filter', 'unread');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/notifications?${query}` : '/notifications';
}

/** The page and filter of a /notifications query string (anything unreadable falls back to page 1, all). */
export function readNotificationsQuery(search: string): { page: number; unreadOnly: boolean } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1, unreadOnly: params.get('filter') === 'unread' };
}
