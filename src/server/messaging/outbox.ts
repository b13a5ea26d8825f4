import type { Queryable } from '../db';

/*
 * One outbox for every channel (table mail_outbox, migration 0045): e-mail, SMS and WhatsApp are written here in the
 * transaction that decided to send them, and the deliverer (deliver.ts) hands them to the configured provider after
 * the commit, with retries and backoff. A message whose channel has no provider configured waits here.
 */

export type Channel = 'email' | 'sms' | 'whatsapp';
export const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];

type MessageKind = 'code' | 'order_status' | 'payment_reminder' | 'price_alert' | 'account';

interface OutgoingMessage {
  channel: Channel;
  /** E.164 number for SMS and WhatsApp, an e-mail address for e-mail. */
  to: string;
  kind: MessageKind;
  language: 'en' | 'ar';
  /** The text: the SMS itself, the WhatsApp text when no template is named, the e-mail's plain text. */
  body: string;
  /** E-mail only. */
  subject?: string;
  /** WhatsApp template (Meta's approved template name and its body parameters, in order). */
  template?: { name: string; params: string[] };
  /** One message per key: enqueueing a key the outbox holds returns the first message. */
  sourceKey?: string;
  /** A code or a link that opens an account: never logged, its body cleared once delivered. */
  sensitive?: boolean;
}

/**
 * Write a message to the outbox in the caller's transaction (it leaves only if that commits); idempotent on
 * `sourceKey`. Call `deliverSoon` (deliver.ts) after the commit, or let the periodic sweep pick it up.
 */
export async function enqueueMessage(
  db: Queryable,
  m: {
    channel: Channel;
    to: string;
    kind: 'code' | 'order_status' | 'payment_reminder' | 'price_alert' | 'account';
    language: 'en' | 'ar';
    body: string;
    subject?: string;
    template?: { name: string; params: string[] };
    sourceKey?: string;
    sensitive?: boolean;
  },
): Promise<{ id: number }> {
  return insertMessage(db, { ...m, userId: null });
}

/** enqueueMessage for a known user (their row is kept with the message, for the admin's view and STOP replies). */
export async function insertMessage(
  db: Queryable,
  m: OutgoingMessage & { userId: string | null },
): Promise<{ id: number }> {
  if (!CHANNELS.includes(m.channel)) throw new Error(`unknown channel ${String(m.channel)}`);
  if (m.to.trim() === '') throw new Error('a message needs an address');
  if (m.channel === 'email' && !m.subject) throw new Error('an e-mail needs a subject');
  const [row] = await db<{ id: string }[]>`
    insert into mail_outbox (user_id, kind, to_address, subject, body_text, channel, language, template, sensitive, source_key)
    values (${m.userId}, ${m.kind}, ${m.to}, ${m.subject ?? ''}, ${m.body}, ${m.channel}, ${m.language},
            ${m.template ? db.json(m.template) : null}, ${m.sensitive ?? false}, ${m.sourceKey ?? null})
    on conflict (source_key) do nothing
    returning id::text as id`;
  if (row) return { id: Number(row.id) };
  const [first] = await db<
    { id: string }[]
  >`select id::text as id from mail_outbox where source_key = ${m.sourceKey ?? null}`;
  if (!first) throw new Error('the outbox refused a message without saying why');
  return { id: Number(first.id) };
}
