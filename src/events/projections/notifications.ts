import { resolvePreferences } from '../../shared/preferences';
import type { TransactionSql } from '../db';
import { ORDER_EVENT_TYPES } from '../order/order';
import { type Projection, type ProjectionContext, type ProjectionMail, mailingBatches } from '../projection';
import type { StoredEvent } from '../store';
import { orderNotificationData, orderNotificationText } from './orderNotificationTexts';
import { orderEvents, placedFacts } from './placedOrders';

/*
 * notifications: every order event (placed, confirmed, processing, shipped, delivered, cancelled, refunded) makes one
 * notification for the order's customer, in their language, and an e-mail through the mail port (the server's
 * outbox). Both are side effects, not a read model: reset() keeps them, and a replay skips what exists —
 * notifications.source_position (the event's global position) is unique, and the e-mail is written only when the
 * notification row was really inserted.
 *
 * No e-mail when the customer turned order updates off, when the account is not active, or when the event is older
 * than MAIL_MAX_AGE_MS (a first run over an old log must not mail customers about orders long delivered); the
 * notification is made all the same.
 */

/** Events older than this get a notification but no e-mail. */
export const MAIL_MAX_AGE_MS = 3 * 24 * 3_600_000;

/** A user a notification is for: where to mail, the name to greet, and whether and how to mail (status, preferences). */
interface Recipient {
  id: string;
  email: string;
  first_name: string;
  status: string;
  preferences: unknown;
}

/** The recipients among these users (ids may repeat), by id. */
export async function recipientsOf(tx: TransactionSql, userIds: Iterable<string>): Promise<Map<string, Recipient>> {
  const rows = await tx<Recipient[]>`
    select id::text as id, email::text as email, first_name, status, preferences from users where id = any(${[...new Set(userIds)]}::bigint[])`;
  return new Map(rows.map((u) => [u.id, u]));
}

interface Pending {
  position: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  data: string;
  at: string;
  mail: ProjectionMail | null;
}

async function notify(tx: TransactionSql, events: readonly StoredEvent[], context: ProjectionContext, now: number) {
  const refs = orderEvents(events);
  if (refs.length === 0) return;
  context.orders.remember(events);
  const facts = await context.orders.load(
    tx,
    refs.filter((r) => r.event.type !== 'OrderPlaced').map((r) => r.orderId),
  );
  const orderOf = (r: (typeof refs)[number]) =>
    r.event.type === 'OrderPlaced' ? placedFacts(r.orderId, r.event.data) : facts.get(r.orderId);
  const userIds = new Set<string>();
  for (const r of refs) {
    const order = orderOf(r);
    if (order) userIds.add(order.userId);
  }
  const users = await recipientsOf(tx, userIds);

  const pending: Pending[] = [];
  for (const r of refs) {
    const order = orderOf(r);
    const user = order && users.get(order.userId);
    if (!order || !user) continue;
    const preferences = resolvePreferences(user.preferences);
    const words = orderNotificationText(preferences.language, r.event, order.orderNumber);
    const at = r.event.data.at;
    const fresh = now - Date.parse(at) <= MAIL_MAX_AGE_MS;
    const mail: ProjectionMail | null =
      fresh && user.status === 'active' && preferences.notifications.order_updates
        ? {
            kind: 'order_status',
            to: user.email,
            userId: user.id,
            language: preferences.language,
            firstName: user.first_name,
            orderNumber: order.orderNumber,
            title: words.title,
            message: words.message,
            path: `/orders/${order.orderId}`,
            sourceKey: `order_status:${r.stored.globalPosition}`,
          }
        : null;
    pending.push({
      position: r.stored.globalPosition.toString(),
      userId: user.id,
      type: words.type,
      title: words.title,
      message: words.message,
      data: JSON.stringify(orderNotificationData(r.event, order.orderId, order.orderNumber)),
      at,
      mail,
    });
  }
  if (pending.length === 0) return;

  const inserted = await tx<{ position: string }[]>`
    insert into notifications (user_id, type, title, message, data, source_position, created_at)
    select * from unnest(${pending.map((p) => p.userId)}::bigint[], ${pending.map((p) => p.type)}::text[], ${pending.map((p) => p.title)}::text[],
                         ${pending.map((p) => p.message)}::text[], ${pending.map((p) => p.data)}::text[]::jsonb[], ${pending.map((p) => p.position)}::bigint[],
                         ${pending.map((p) => p.at)}::timestamptz[])
    on conflict (source_position) do nothing
    returning source_position::text as position`;
  const made = new Set(inserted.map((r) => r.position));
  const mails = pending.filter((p) => p.mail && made.has(p.position)).map((p) => p.mail!);
  await context.mail.queue(tx, mails);
}

export const notifications: Projection = {
  name: 'notifications',
  canHandle: ORDER_EVENT_TYPES,
  ...mailingBatches('notifications', notify),

  /** Notifications and e-mails are side effects: a rebuild keeps them (and its replay skips what exists). */
  async reset() {},
};
