import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { registerCache } from '../cache';
import type { Config } from '../config';
import type { Queryable, Sql } from '../db';
import type { MailContent } from './templates';
import type { Channel } from '../messaging/outbox';

/** The sender shown on every e-mail. */
export const MAIL_FROM = 'Fellah <no-reply@fellah.eg>';
/** Attempts before a message is marked failed. */
const MAX_ATTEMPTS = 5;

export type MailKind =
  | 'password_reset'
  | 'email_verification'
  | 'newsletter_confirmation'
  | 'project_follow_confirmation'
  | 'contact_message'
  | 'support_reply'
  | 'order_status'
  | 'price_alert'
  | 'payment_reminder'
  | 'account_locked'
  | 'email_change'
  | 'email_changed'
  | 'password_changed'
  | 'new_device_sign_in'
  | 'two_factor_changed';

export interface OutgoingMail extends MailContent {
  kind: MailKind;
  to: string;
  userId: string | null;
  /**
   * The event a projection's e-mail comes from (`order_status:<position>`): the outbox holds one mail per key, so a
   * projection applied twice queues it once. The server's own mail (accounts, reminders) has none.
   */
  sourceKey?: string;
}

export interface QueuedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Absent for e-mail; an SMS or WhatsApp message queued beside it is handed to its own deliverer. */
  channel?: Channel;
}

/**
 * Write an e-mail to the outbox, in the caller's transaction: it is sent only if that transaction commits.
 * Call `dispatchMail` after the commit.
 */
export async function queueMail(sql: Queryable, mail: OutgoingMail): Promise<QueuedMail> {
  const [row] = await sql<{ id: string }[]>`
    insert into mail_outbox (user_id, kind, to_address, subject, body_text, body_html)
    values (${mail.userId}, ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html})
    returning id::text as id`;
  return { id: row!.id, to: mail.to, subject: mail.subject, text: mail.text };
}

/** Several e-mails at once, in one statement and in the caller's transaction (a projection's batch). */
export async function queueMails(sql: Queryable, mails: readonly OutgoingMail[]): Promise<QueuedMail[]> {
  if (mails.length === 0) return [];
  return sql<QueuedMail[]>`
    insert into mail_outbox (user_id, kind, to_address, subject, body_text, body_html, source_key)
    select * from unnest(${mails.map((m) => m.userId)}::bigint[], ${mails.map((m) => m.kind)}::text[], ${mails.map((m) => m.to)}::text[],
                         ${mails.map((m) => m.subject)}::text[], ${mails.map((m) => m.text)}::text[], ${mails.map((m) => m.html)}::text[],
                         ${mails.map((m) => m.sourceKey ?? null)}::text[])
    on conflict (source_key) do nothing
    returning id::text as id, to_address as "to", subject, body_text as text`;
}

const transports = new Map<string, Transporter>();
registerCache('mail-transports', () => {
  const entries = transports.size;
  for (const t of transports.values()) t.close();
  transports.clear();
  return entries;
});

/** One nodemailer transport per SMTP URL, kept for the process. */
export function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

/**
 * After a commit that queued mail: with SMTP_URL set, deliver what is pending (in the background); without it,
 * the mail stays in the outbox. The info log says which mail waits (id, address, subject), never its text: the text
 * holds working links (reset, verification), and logs travel further than the database. At debug level, on a
 * developer's machine, the text is logged too so its link can be followed.
 */
export function dispatchMail(
  deps: { sql: Sql; config: Config; log: FastifyBaseLogger },
  all: readonly QueuedMail[],
): void {
  const queued = all.filter((m) => (m.channel ?? 'email') === 'email');
  if (queued.length === 0) return;
  if (!deps.config.smtpUrl) {
    for (const m of queued) {
      deps.log.info({ mailId: m.id, to: m.to, subject: m.subject }, 'e-mail kept in the outbox (SMTP_URL is not set)');
      deps.log.debug({ mailId: m.id, text: m.text }, 'e-mail text (debug level only)');
    }
    return;
  }
  void sendPendingMail(deps.sql, transportFor(deps.config.smtpUrl), deps.log).catch((err) =>
    deps.log.error({ err }, 'sending e-mail failed'),
  );
}

/**
 * Deliver whatever e-mail is pending, in the background, when SMTP_URL is set (the messaging outbox's `deliverSoon` and
 * its periodic sweep call this for e-mail written by `enqueueMessage` and for retries); nothing is logged of any text.
 */
export function sendMailSoon(deps: { sql: Sql; config: Config; log: FastifyBaseLogger }): boolean {
  if (!deps.config.smtpUrl) return false;
  void sendPendingMail(deps.sql, transportFor(deps.config.smtpUrl), deps.log).catch((err) =>
    deps.log.error({ err }, 'sending e-mail failed'),
  );
  return true;
}

/**
 * Deliver pending outbox messages through a nodemailer transport. Rows are claimed first (status 'sending', in
 * their own statement, so no transaction is held open while talking to the mail server); a claim older than
 * ten minutes is taken over. A failure puts the row back to pending until MAX_ATTEMPTS, then 'failed'. Once sent, the
 * body (text and HTML, with their links) is cleared: who, what kind, the subject and when are kept.
 */
export async function sendPendingMail(
  sql: Sql,
  transport: Transporter,
  log: FastifyBaseLogger,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const claimed = await sql<
    {
      id: string;
      to_address: string;
      subject: string;
      body_text: string | null;
      body_html: string | null;
      attempts: number;
    }[]
  >`
    update mail_outbox set status = 'sending', attempts = attempts + 1, last_attempt_at = now()
    where id in (
      select id from mail_outbox
      where channel = 'email'
        and (status = 'pending' or (status = 'sending' and last_attempt_at < now() - interval '10 minutes'))
      order by created_at limit ${batch} for update skip locked)
    returning id::text as id, to_address, subject, body_text, body_html, attempts`;
  let sent = 0;
  let failed = 0;
  for (const m of claimed) {
    try {
      await transport.sendMail({
        from: MAIL_FROM,
        to: m.to_address,
        subject: m.subject,
        text: m.body_text ?? '',
        html: m.body_html ?? undefined,
      });
      await sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null, body_text = null, body_html = null where id = ${m.id}`;
      sent++;
    } catch (err) {
      const giveUp = m.attempts >= MAX_ATTEMPTS;
      await sql`update mail_outbox set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${String((err as Error).message).slice(0, 500)}
                where id = ${m.id}`;
      log.warn({ err, mailId: m.id, attempts: m.attempts }, 'e-mail not sent');
      failed++;
    }
  }
  return { sent, failed };
}
