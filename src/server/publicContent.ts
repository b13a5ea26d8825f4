import type { Queryable, Sql } from './sqlTypes';

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
  'known_devices',
  'two_factor_recovery_codes',
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
  // The process's own per-minute samples (the admin System page), written every minute by every app process.
  'system_samples',
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
  // Pay-at-harvest credit lines, their orders and payments, and the reminders sent.
  'credit_lines',
  'credit_orders',
  'credit_payments',
  'credit_reminders',
];

/**
 * Columns ('table.column') of watched tables that no cacheable public read reads: an update that sets only these does
 * not drop the answer cache (migrations/0038_public_content_columns.sql). A sign-in writes them, and would otherwise
 * empty the cache of every app process. The same care as for PRIVATE_TABLES: check the reads before adding one.
 */
export const PRIVATE_COLUMNS: readonly string[] = ['users.last_login_at', 'users.two_factor_last_step'];

/**
 * Watch every table that is not private, and on it every column that is not (run by the migration runner in its
 * transaction, after the migrations). Databases migrated before 0038 have no such function yet: nothing to do there.
 */
export async function watchPublicContent(sql: Queryable): Promise<number> {
  const [fn] = await sql<
    { present: boolean }[]
  >`select to_regprocedure('watch_public_content(text[], text[])') is not null as present`;
  if (!fn?.present) return 0;
  const [row] = await sql<
    { changed: number }[]
  >`select watch_public_content(${PRIVATE_TABLES as string[]}::text[], ${PRIVATE_COLUMNS as string[]}::text[]) as changed`;
  return row?.changed ?? 0;
}

/** A listener of the public-content channel: `changed` on every notification and again on every (re)connection. */
export interface PublicContentListener {
  /**
   * Resolves once every notification committed before the call has been heard (a marker sent on a second channel
   * comes back on the same connection after them): a write call waits for it before it answers, so its caller's next
   * read sees the change. Past `BARRIER_TIMEOUT_MS` the cache is dropped instead (safe, and never stale).
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** The channel of the markers that `caughtUp` sends itself. */
const BARRIER_CHANNEL = `${PUBLIC_CONTENT_CHANNEL}_heard`;
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * Listen for public-content changes on a connection of its own. `changed` is called for every notification, and when
 * the listening connection is (re)established — notifications sent while it was down are lost, so a reconnection
 * counts as a change. postgres.js reconnects the listener by itself.
 */
export async function listenForPublicContent(
  sql: Sql,
  changed: () => void,
  /** The database is known to be away (its breaker open): `caughtUp` then waits for nothing. */
  databaseAway: () => boolean = () => false,
): Promise<PublicContentListener> {
  const listening = await sql.listen(PUBLIC_CONTENT_CHANNEL, () => changed(), changed);
  const waiting = new Map<string, () => void>();
  let next = 0;
  const markers = await sql.listen(BARRIER_CHANNEL, (marker) => waiting.get(marker)?.());
  const prefix = `${process.pid}:${Math.random().toString(36).slice(2)}:`;
  return {
    async caughtUp() {
      // While the database is away the marker could only wait out a connection attempt: drop the cache instead, which
      // is never stale, and answer at once.
      if (databaseAway()) {
        changed();
        return;
      }
      const marker = `${prefix}${next++}`;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
        waiting.set(marker, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await sql`select pg_notify(${BARRIER_CHANNEL}, ${marker})`;
        if (!(await heard)) changed();
      } catch {
        changed();
      } finally {
        waiting.delete(marker);
      }
    },
    stop: async () => {
      await markers.unlisten();
      await listening.unlisten();
    },
  };
}

// ─── The embedded database ───────────────────────────────────────────────────────────────────────────────────────────

/** What the embedded database tells about its public content: `subscribe` returns the unsubscription. */
export interface PublicContentNotifications {
  subscribe(changed: () => void): () => void;
}

/** The part of a PGlite instance the watch needs (its raw protocol stream, as pglite-socket drives it). */
interface RawProtocolDb {
  exec(query: string): Promise<unknown>;
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void; syncToFs?: boolean },
  ): Promise<void>;
}

/**
 * The public-content notifications of an embedded PGlite. PGlite is one backend session shared by every socket
 * connection, and postgres.js drops a notification that arrives on a connection that did not ask for it, so
 * `sql.listen` hears nothing there. Instead the session LISTENs once, and every answer the socket server relays is
 * read as it passes for NotificationResponse messages ('A') on PUBLIC_CONTENT_CHANNEL: a commit that changed a watched
 * table is heard as it is answered, whoever made it.
 */
export async function watchEmbeddedPublicContent(db: RawProtocolDb): Promise<PublicContentNotifications> {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const relay = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = (message, options) => {
    const scan = notificationScanner(PUBLIC_CONTENT_CHANNEL, tell);
    return relay(message, {
      ...options,
      onRawData: (data) => {
        scan(data);
        options.onRawData(data);
      },
    });
  };
  await db.exec(`listen ${PUBLIC_CONTENT_CHANNEL}`);
  return {
    subscribe(changed) {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
  };
}

/**
 * A reader of one answer's backend messages, chunk by chunk (a message may be split between chunks): calls `heard`
 * for each NotificationResponse on `channel`. Other messages are skipped by their length, without copying.
 */
export function notificationScanner(channel: string, heard: () => void): (chunk: Uint8Array) => void {
  const wanted = Buffer.from(`${channel}\0`, 'utf8');
  const header: number[] = [];
  let remaining = 0;
  let notification: Buffer[] | null = null;
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      if (remaining === 0) {
        header.push(chunk[i++] as number);
        if (header.length < 5) continue;
        const [type = 0, a = 0, b = 0, c = 0, d = 0] = header;
        header.length = 0;
        remaining = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
        notification = type === 0x41 ? [] : null;
        if (remaining <= 0) remaining = 0;
        continue;
      }
      const n = Math.min(remaining, chunk.length - i);
      notification?.push(Buffer.from(chunk.subarray(i, i + n)));
      i += n;
      remaining -= n;
      if (remaining === 0 && notification) {
        // Int32 process id, then the channel's name and the payload, each ended by a NUL.
        const body = Buffer.concat(notification);
        if (body.subarray(4, 4 + wanted.length).equals(wanted)) heard();
        notification = null;
      }
    }
  };
}
