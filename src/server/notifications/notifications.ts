import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import type { Queryable } from '../db';
import { storedOrderNotificationText } from '../../events/projections/orderNotificationTexts';
import { languageOfCall, say } from '../language';

/*
 * The Notifications group: the signed-in user's own notifications, newest first. The rows are made by the
 * notifications projection (src/events/projections/, one per order status change); this side only reads them and
 * writes their reader's state: read_at and deleted_at. A deleted notification is a tombstone (so a rebuild does not
 * bring it back): never listed, never counted, and 404 like another user's.
 */

export interface Notification {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  is_read: boolean;
  read_at: Date | null;
  created_at: Date;
}

export interface NotificationListQuery {
  page: number;
  limit: number;
  unread_only: boolean;
}

export const NOTIFICATION_NOT_FOUND = msg('notifications.notFound');

/** The columns of a notification, read from the table aliased `n`. */
const columns = (sql: Queryable) =>
  sql`n.id::text as id, n.type, n.title, n.message, n.data, n.read_at is not null as is_read, n.read_at, n.created_at`;

/** A notification's words in the caller's language (an order's are made again from its data; others as stored). */
function inCallLanguage(row: Notification): Notification {
  const words = storedOrderNotificationText(languageOfCall(), row.type, row.data);
  return words ? { ...row, ...words } : row;
}

/** How many of the user's notifications are unread (deleted ones never count). */
/**
 * The notifications the grower keeps in the app: a kind whose in-app channel they turned off in the profile's Messages
 * tab (order updates, pay-at-harvest reminders, price alerts) is not listed or counted (src/server/messaging).
 */
const shownInApp = (sql: Queryable, table: 'n' | 'notifications' = 'notifications') => sql`
  not exists (
    select 1 from message_channel_choices c
    where c.user_id = ${sql(table)}.user_id and c.channel = 'in_app' and not c.enabled
      and c.kind = case when ${sql(table)}.type like 'order\_%' then 'order_status' else ${sql(table)}.type end)`;

export async function countUnread(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from notifications
    where user_id = ${userId} and read_at is null and deleted_at is null and ${shownInApp(sql)}`;
  return row?.n ?? 0;
}

/** A page of the user's notifications, newest first (only unread ones with `unread_only`), with the unread count. */
export async function listNotifications(
  sql: Queryable,
  userId: string,
  q: NotificationListQuery,
): Promise<{ items: Notification[]; pagination: Pagination; total: number; totalPages: number; unread_count: number }> {
  const [counts] = await sql<{ total: number; unread: number }[]>`
    select count(*) filter (where ${!q.unread_only} or read_at is null)::int as total,
           count(*) filter (where read_at is null)::int as unread
    from notifications where user_id = ${userId} and deleted_at is null and ${shownInApp(sql)}`;
  const items = await sql<Notification[]>`
    select ${columns(sql)} from notifications n
    where n.user_id = ${userId} and n.deleted_at is null and (${!q.unread_only} or n.read_at is null)
      and ${shownInApp(sql, 'n')}
    order by n.created_at desc, n.id desc
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const pagination = paginate(q.page, q.limit, counts?.total ?? 0);
  return {
    items: items.map(inCallLanguage),
    pagination,
    total: pagination.total,
    totalPages: pagination.totalPages,
    unread_count: counts?.unread ?? 0,
  };
}

/** Mark one of the user's notifications read (again: it keeps its first read time); 404 for another's or a deleted one. */
export async function markNotificationRead(
  sql: Queryable,
  userId: string,
  id: string,
): Promise<{ message: string; notification: Notification; unread_count: number }> {
  const [row] = await sql<Notification[]>`
    update notifications n set read_at = coalesce(n.read_at, now())
    where n.id = ${id} and n.user_id = ${userId} and n.deleted_at is null
    returning ${columns(sql)}`;
  if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return {
    message: say('notifications.markedRead'),
    notification: inCallLanguage(row),
    unread_count: await countUnread(sql, userId),
  };
}

/** Mark every unread notification of the user read. */
export async function markAllNotificationsRead(
  sql: Queryable,
  userId: string,
): Promise<{ message: string; updated: number; unread_count: number }> {
  const rows = await sql`
    update notifications set read_at = now()
    where user_id = ${userId} and read_at is null and deleted_at is null
    returning id`;
  return {
    message: say('notifications.allMarkedRead'),
    updated: rows.length,
    unread_count: await countUnread(sql, userId),
  };
}

/** Delete one of the user's notifications (a tombstone: deleted_at is set); 404 for another's or one already deleted. */
export async function deleteNotification(
  sql: Queryable,
  userId: string,
  id: string,
): Promise<{ message: string; id: string; unread_count: number }> {
  const [row] = await sql<{ id: string }[]>`
    update notifications set deleted_at = now()
    where id = ${id} and user_id = ${userId} and deleted_at is null
    returning id::text as id`;
  if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return { message: say('notifications.deleted'), id: row.id, unread_count: await countUnread(sql, userId) };
}
