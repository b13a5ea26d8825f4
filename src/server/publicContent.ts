import type { Queryable, Sql } from './db';

/*
 * When the public content changes (migrations/0018_public_content_changes.sql): every table the public reads could show
 * is watched by a statement trigger that notifies one channel at commit. This module names the tables that are NOT
 * watched (private to an account, or the log and its bookkeeping, written on every checkout or sign-in and never shown
 * by a public read), attaches the triggers after migrations, and listens for the notifications.
 */

/** The channel the triggers notify. */
export const PUBLIC_CONTENT_CHANNEL = 'fellah_public_content';

/**
 * Tables no cacheable public read (src/shared/publicReads.ts) reads. A table missing here is watched: the answer cache
 * is then dropped more often than it needs to be, never kept stale. Naming a table here that a public read does read
 * would keep stale answers for up to a minute: check the reads before adding one.
 */
export const PRIVATE_TABLES: readonly string[] = [
  // The event log and the projections' bookkeeping.
  'events',
  'projection_checkpoints',
  'event_type_counts',
  'demo_data_loads',
  // Accounts' secrets and sessions.
  'sessions',
  'refresh_tokens',
  'password_resets',
  'email_verifications',
  'email_changes',
  'login_attempts',
  'user_activity',
  'addresses',
  'audit_log',
  'upload_quota_usage',
  'uploads',
  // Mail, messages and notifications.
  'mail_outbox',
  'notifications',
  'newsletter_subscribers',
  'contact_messages',
  'support_tickets',
  'support_messages',
  'project_followers',
  'analytics_events',
  'report_runs',
  // Carts, orders and their read models (the catalogue's own figures live on products and are watched there).
  'carts',
  'cart_items',
  'cart_coupons',
  'favorites',
  'orders',
  'order_lines',
  'coupon_redemptions',
  'payment_intents',
  'payment_methods',
  'customer_summaries',
  'customer_products',
  'sales_daily',
  'sales_daily_category',
  'sales_daily_product',
  'sales_daily_city',
  'order_status_counts',
  'admin_stats_orders',
  'admin_stats_customers',
  'quiz_attempts',
  // Growers' price alerts and their evaluation (the prices themselves are public).
  'price_alerts',
  'price_alert_marks',
  'price_alert_firings',
  // Pay-at-harvest credit lines, their orders and payments, and the reminders sent (issue 24).
  'credit_lines',
  'credit_orders',
  'credit_payments',
  'credit_reminders',
];

/**
 * Watch every table that is not private (run by the migration runner in its transaction, after the migrations).
 * Databases migrated before 0018 have no such function yet: nothing to do there.
 */
export async function watchPublicContent(sql: Queryable): Promise<number> {
  const [fn] = await sql<{ present: boolean }[]>`select to_regprocedure('watch_public_content(text[])') is not null as present`;
  if (!fn?.present) return 0;
  const [row] = await sql<{ changed: number }[]>`select watch_public_content(${PRIVATE_TABLES as string[]}::text[]) as changed`;
  return row?.changed ?? 0;
}

/** A listener of the public-content channel: `changed` on every notification and again on every (re)connection. */
export interface PublicContentListener {
  stop(): Promise<void>;
}

/**
 * Listen for public-content changes on a connection of its own. `changed` is called for every notification, and when
 * the listening connection is (re)established — notifications sent while it was down are lost, so a reconnection
 * counts as a change. postgres.js reconnects the listener by itself.
 */
export async function listenForPublicContent(sql: Sql, changed: () => void): Promise<PublicContentListener> {
  const listening = await sql.listen(PUBLIC_CONTENT_CHANNEL, () => changed(), changed);
  return { stop: () => listening.unlisten() };
}
