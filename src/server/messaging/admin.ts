import type { Config } from '../config';
import type { Sql } from '../db';
import { NotFoundError, ConflictError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Channel } from './outbox';

/*
 * The administrators' view of the outbox: every message of every channel with its state (waiting, sending, sent,
 * delivered, failed), newest first, filtered by channel and state; the figures per day and channel (how many queued,
 * sent, delivered, failed, waiting, and what the providers charged); and a retry of a failed message. A sensitive
 * body (a code) is never shown, nor is any body once cleared.
 */

type OutboxState = 'waiting' | 'sent' | 'delivered' | 'failed';

interface OutboxRow {
  id: string;
  channel: Channel;
  kind: string;
  to: string;
  subject: string;
  body: string | null;
  sensitive: boolean;
  status: string;
  delivery_status: string | null;
  attempts: number;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  next_attempt_at: string | null;
}

interface OutboxDay {
  day: string;
  channel: Channel;
  queued: number;
  sent: number;
  delivered: number;
  failed: number;
  waiting: number;
  cost: number;
  cost_unit: string | null;
}

const STATE_SQL = {
  waiting: `status in ('pending', 'sending')`,
  sent: `status = 'sent' and coalesce(delivery_status, '') not in ('delivered', 'read', 'failed', 'undelivered')`,
  delivered: `delivery_status in ('delivered', 'read')`,
  failed: `(status = 'failed' or delivery_status in ('failed', 'undelivered'))`,
} as const;

export async function listOutbox(
  sql: Sql,
  input: { channel?: Channel | undefined; state?: OutboxState | undefined; page: number; limit: number },
): Promise<{ items: OutboxRow[]; total: number }> {
  const channel = input.channel ? sql`and channel = ${input.channel}` : sql``;
  const state = input.state ? sql`and ${sql.unsafe(STATE_SQL[input.state])}` : sql``;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from mail_outbox where true ${channel} ${state}`;
  const items = await sql<OutboxRow[]>`
    select id::text as id, channel, kind, to_address as to, subject,
           case when sensitive then null else body_text end as body, sensitive, status, delivery_status, attempts,
           last_error, provider, provider_message_id, created_at::text as created_at, sent_at::text as sent_at,
           delivered_at::text as delivered_at,
           case when status = 'pending' then next_attempt_at::text end as next_attempt_at
    from mail_outbox where true ${channel} ${state}
    order by id desc limit ${input.limit} offset ${(input.page - 1) * input.limit}`;
  return { items, total: count!.n };
}

/** The figures of the last `days` days (Cairo's days), per channel. */
export async function outboxDays(sql: Sql, days: number): Promise<OutboxDay[]> {
  return sql<OutboxDay[]>`
    select to_char((created_at at time zone 'Africa/Cairo')::date, 'YYYY-MM-DD') as day, channel,
           count(*)::int as queued,
           count(*) filter (where status = 'sent')::int as sent,
           count(*) filter (where delivery_status in ('delivered', 'read'))::int as delivered,
           count(*) filter (where status = 'failed' or delivery_status in ('failed', 'undelivered'))::int as failed,
           count(*) filter (where status in ('pending', 'sending'))::int as waiting,
           coalesce(sum(price), 0)::float8 as cost, max(price_unit) as cost_unit
    from mail_outbox
    where created_at >= now() - make_interval(days => ${days})
    group by 1, 2 order by 1 desc, 2`;
}

/** Put a failed message back in the queue (its attempts counted anew). Refused when it did not fail or lost its body. */
export async function retryMessage(sql: Sql, id: string): Promise<Channel> {
  const [row] = await sql<{ channel: Channel; status: string; has_body: boolean }[]>`
    select channel, status, body_text is not null as has_body from mail_outbox where id = ${id}`;
  if (!row) throw new NotFoundError(msg('messaging.messageNotFound'));
  if (row.status !== 'failed' || !row.has_body) throw new ConflictError(msg('messaging.notRetryable'));
  await sql`
    update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null,
      delivery_status = null
    where id = ${id} and status = 'failed'`;
  return row.channel;
}

/** Which channels have a provider (the admin screen says which wait for configuration). */
export function configuredChannels(config: Config): Record<Channel, boolean> {
  return { email: !!config.smtpUrl, sms: !!config.messaging.sms, whatsapp: !!config.messaging.whatsapp };
}
