import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Sql } from '../db';
import { sendMailSoon, sendPendingMail, transportFor } from '../mail/outbox';
import type { Channel } from './outbox';
import { type MessageProvider, ProviderRefusal, providersOf } from './providers';

/*
 * The deliverer of SMS and WhatsApp messages (e-mail keeps its nodemailer sender, src/server/mail/outbox.ts). Due rows
 * of a channel whose provider is configured are claimed ('sending', in their own statement, so no transaction stays
 * open while the provider answers; a claim older than ten minutes is taken over), handed to the provider, and marked
 * 'sent' with the provider's id, or put back with a later next_attempt_at (backoff: 1, 2, 4, 8 minutes…) until
 * MAX_ATTEMPTS, then 'failed'. A refusal the provider says is final (a bad number) fails at once. A message to an
 * address that opted out of the channel is not sent unless it is a code.
 *
 * Logs name the message (id, channel, kind), never its body; a sensitive body (a code) is cleared once sent.
 */

const MAX_ATTEMPTS = 5;
/** The wait before the n-th retry: one minute, doubled each time, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);

interface Claimed {
  id: string;
  channel: Channel;
  kind: string;
  to_address: string;
  body_text: string | null;
  language: 'en' | 'ar' | null;
  template: { name: string; params: string[] } | null;
  attempts: number;
  opted_out: boolean;
}

/** Deliver the due messages of the channels `providers` serve; answers how many were sent, retried and failed. */
export async function deliverPendingMessages(
  sql: Sql,
  providers: Partial<Record<Channel, MessageProvider>>,
  log: FastifyBaseLogger,
  batch = 20,
): Promise<{ sent: number; retried: number; failed: number }> {
  const channels = (Object.keys(providers) as Channel[]).filter((c) => c !== 'email');
  const result = { sent: 0, retried: 0, failed: 0 };
  if (channels.length === 0) return result;
  const claimed = await sql<Claimed[]>`
    update mail_outbox o set status = 'sending', attempts = attempts + 1, last_attempt_at = now()
    where id in (
      select id from mail_outbox
      where channel = any(${channels}::text[]) and next_attempt_at <= now()
        and (status = 'pending' or (status = 'sending' and last_attempt_at < now() - interval '10 minutes'))
      order by next_attempt_at, id limit ${batch} for update skip locked)
    returning id::text as id, channel, kind, to_address, body_text, language, template, attempts,
      exists (select 1 from message_opt_outs x where x.channel = o.channel and x.address = o.to_address) as opted_out`;
  for (const m of claimed) {
    const provider = providers[m.channel]!;
    if (m.opted_out && m.kind !== 'code') {
      await sql`update mail_outbox set status = 'failed', last_error = 'the recipient opted out (STOP)', body_text = null
                where id = ${m.id}`;
      result.failed++;
      continue;
    }
    if (m.body_text == null) {
      await sql`update mail_outbox set status = 'failed', last_error = 'no body left to send' where id = ${m.id}`;
      result.failed++;
      continue;
    }
    try {
      const accepted = await provider.send({
        id: m.id,
        kind: m.kind,
        to: m.to_address,
        body: m.body_text,
        language: m.language ?? 'ar',
        template: m.template,
      });
      await sql`
        update mail_outbox set status = 'sent', sent_at = now(), last_error = null, provider = ${provider.name},
          provider_message_id = ${accepted.providerMessageId}, delivery_status = ${accepted.status},
          price = ${accepted.price?.amount ?? null}, price_unit = ${accepted.price?.unit ?? null},
          body_text = case when sensitive then null else body_text end
        where id = ${m.id}`;
      result.sent++;
    } catch (err) {
      const retryable = !(err instanceof ProviderRefusal) || err.retryable;
      const giveUp = !retryable || m.attempts >= MAX_ATTEMPTS;
      const reason = String((err as Error).message).slice(0, 500);
      await sql`
        update mail_outbox set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${reason}, provider = ${provider.name},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(m.attempts)}),
          body_text = case when ${giveUp} and sensitive then null else body_text end
        where id = ${m.id}`;
      log.warn({ messageId: m.id, channel: m.channel, kind: m.kind, attempts: m.attempts, reason }, 'message not sent');
      if (giveUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

const UNCONFIGURED: Record<Channel, string> = {
  email: 'e-mail kept in the outbox (SMTP_URL is not set): it leaves once SMTP_URL is set',
  sms: 'SMS kept in the outbox (SMS_PROVIDER is not set): they leave once a provider is configured',
  whatsapp: 'WhatsApp messages kept in the outbox (WHATSAPP_TOKEN is not set): they leave once it is configured',
};

/** Channels already reported as unconfigured by this process: the log says it once, not per message. */
const toldUnconfigured = new Set<Channel>();

/**
 * After a commit that queued messages: deliver what is due, in the background. A channel without a provider keeps its
 * messages in the outbox, and the log says so once per process.
 */
export function deliverSoon(
  deps: { sql: Sql; config: Config; log: FastifyBaseLogger },
  channels: Iterable<Channel>,
): void {
  const providers = providersOf(deps.config.messaging, { publicUrl: deps.config.publicUrl });
  const wanted = new Set(channels);
  if (wanted.has('email')) sendMailSoon(deps);
  for (const channel of wanted) {
    const configured = channel === 'email' ? !!deps.config.smtpUrl : !!providers[channel];
    if (configured || toldUnconfigured.has(channel)) continue;
    toldUnconfigured.add(channel);
    deps.log.info({ channel }, UNCONFIGURED[channel]);
  }
  if (!providers.sms && !providers.whatsapp) return;
  void deliverPendingMessages(deps.sql, providers, deps.log).catch((err) =>
    deps.log.error({ err }, 'delivering messages failed'),
  );
}

/**
 * The periodic sweep (every minute in the workers): retries whose backoff is over, and what nobody rang for — e-mail
 * too when SMTP_URL is set.
 */
export function messageDeliveryJob(sql: Sql, config: Config, log: FastifyBaseLogger) {
  return {
    name: 'message-delivery',
    everyMs: 60_000,
    run: async () => {
      const mail = config.smtpUrl ? await sendPendingMail(sql, transportFor(config.smtpUrl), log, 100) : null;
      const providers = providersOf(config.messaging, { publicUrl: config.publicUrl });
      const phone = providers.sms || providers.whatsapp ? await deliverPendingMessages(sql, providers, log, 100) : null;
      return { mail, phone };
    },
  };
}
