import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, messageDetails, msg, preferredLanguage } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import type { Config } from '../config';
import type { Sql } from '../db';
import { optOut } from './preferences';
import { STOP_PAYLOAD } from './providers';
import { metaSignature, sameSignature, twilioSignature, vonageSignature } from './signatures';

/*
 * The providers' callbacks, under /api/messaging: delivery statuses (Twilio's status callback, Vonage's delivery
 * receipt, the statuses of Meta's WhatsApp webhook) and inbound messages (an SMS "STOP" through Twilio or Vonage, the
 * WhatsApp template's Stop button). Each is verified by the provider's signature before anything is read — a forged or
 * unsigned one is 401 and changes nothing — and each is taken once (message_callbacks): a provider's retry of a
 * callback changes nothing twice, and a late status never takes a message back (delivered stays delivered when a
 * late "sent" arrives). Bodies are read raw here (the signatures are over the raw form or JSON), within 64 KB.
 */

const BODY_LIMIT = 64 * 1024;
/** Vonage's signed callbacks older than this are refused (replays). */
const VONAGE_MAX_AGE_S = 5 * 60;

/** Words that stop messages, as growers may write them (the carriers' keywords and their Arabic). */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'ايقاف',
  'إيقاف',
  'توقف',
  'الغاء',
  'إلغاء',
]);
const isStop = (text: string | undefined) =>
  !!text &&
  STOP_WORDS.has(
    text
      .trim()
      .replace(/[.!]+$/, '')
      .toUpperCase(),
  );

/** Later statuses rank higher; a callback with a lower rank than the message's present one changes nothing. */
const RANK: Record<string, number> = {
  accepted: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  buffered: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  rejected: 3,
  expired: 3,
  read: 4,
};
const FINAL_FAILURES = new Set(['undelivered', 'failed', 'rejected', 'expired']);

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

const ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  500: 'INTERNAL_ERROR',
};

function refuse(req: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) {
  const said = msg(key);
  const language = preferredLanguage(req.headers['accept-language']) ?? 'en';
  return reply.status(status).send({
    success: false,
    message: renderMessage(said, language),
    error: ERROR_CODES[status] ?? 'BAD_REQUEST',
    details: messageDetails(said),
  });
}

/** Record a callback once; false when it was taken before. */
async function firstTime(sql: Sql, provider: string, key: string): Promise<boolean> {
  const rows = await sql`
    insert into message_callbacks (provider, callback_key) values (${provider}, ${key.slice(0, 300)})
    on conflict do nothing returning 1`;
  return rows.length > 0;
}

/** Apply a provider's delivery status to its message (never backwards). */
async function recordDeliveryStatus(
  sql: Sql,
  provider: 'twilio' | 'vonage' | 'whatsapp',
  providerMessageId: string,
  status: string,
  extra: { error?: string | undefined; price?: { amount: number; unit: string } | undefined } = {},
): Promise<boolean> {
  const rank = RANK[status];
  if (rank === undefined) return false;
  const lowerRanks = Object.entries(RANK)
    .filter(([, r]) => r < rank)
    .map(([s]) => s);
  const rows = await sql`
    update mail_outbox set
      delivery_status = ${status},
      delivered_at = case when ${status} in ('delivered', 'read') then coalesce(delivered_at, now()) else delivered_at end,
      last_error = case when ${FINAL_FAILURES.has(status)} then ${extra.error ?? status} else last_error end,
      price = coalesce(${extra.price?.amount ?? null}, price),
      price_unit = coalesce(${extra.price?.unit ?? null}, price_unit),
      body_text = case when sensitive then null else body_text end
    where provider = ${provider} and provider_message_id = ${providerMessageId}
      and (delivery_status is null or delivery_status = any(${lowerRanks}::text[]))
    returning 1`;
  return rows.length > 0;
}

/** The raw text of a request's body (the signatures are over it), within BODY_LIMIT. */
function rawBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  const keep = (_req: FastifyRequest, body: string | Buffer, done: (err: null, body: string) => void) =>
    done(null, String(body));
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, keep);
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, keep);
}

const formOf = (raw: unknown): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(typeof raw === 'string' ? raw : ''));

/** Vonage sends its callbacks as GET query, form or JSON, as its dashboard says: all read as one flat record. */
function vonageParams(req: FastifyRequest): Record<string, string> {
  const query = Object.fromEntries(
    Object.entries((req.query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  const raw = typeof req.body === 'string' ? req.body : '';
  if (!raw) return query;
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      const json = JSON.parse(raw) as Record<string, unknown>;
      return { ...query, ...Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)])) };
    } catch {
      return query;
    }
  }
  return { ...query, ...formOf(raw) };
}

/**
 * Register the providers' callbacks on `app` (their own scope: raw bodies). What queues a message rings the deliverer
 * itself after its commit (`deliverSoon`); the one-minute sweep takes what nobody rang for.
 */
export async function registerMessagingWebhooks(
  app: FastifyInstance,
  deps: { sql: Sql; config: Config; log: FastifyBaseLogger },
) {
  const { sql, config } = deps;
  await app.register(
    async (scope) => {
      rawBodies(scope);

      // ─── Twilio ───────────────────────────────────────────────────────────────────────────────────────────────
      const twilioVerified = (req: FastifyRequest): Record<string, string> | null => {
        const s = config.messaging.sms;
        if (s?.provider !== 'twilio') throw new Refused(404, 'messaging.providerNotConfigured');
        const params = formOf(req.body);
        const header = req.headers['x-twilio-signature'];
        const url = `${config.publicUrl}${req.url}`;
        return sameSignature(twilioSignature(s.authToken, url, params), typeof header === 'string' ? header : undefined)
          ? params
          : null;
      };
      scope.post('/twilio/status', async (req, reply) => {
        const p = twilioVerified(req);
        if (!p) return refuse(req, reply, 401, 'messaging.badSignature');
        const sid = p.MessageSid ?? p.SmsSid;
        const status = p.MessageStatus ?? p.SmsStatus;
        if (sid && status && (await firstTime(sql, 'twilio', `${sid}:${status}`)))
          await recordDeliveryStatus(sql, 'twilio', sid, status, {
            error: p.ErrorCode ? `Twilio error ${p.ErrorCode}` : undefined,
          });
        return reply.status(204).send();
      });
      scope.post('/twilio/inbound', async (req, reply) => {
        const p = twilioVerified(req);
        if (!p) return refuse(req, reply, 401, 'messaging.badSignature');
        const sid = p.MessageSid ?? p.SmsSid ?? '';
        if ((isStop(p.Body) || p.OptOutType === 'STOP') && p.From && (await firstTime(sql, 'twilio', `in:${sid}`)))
          await optOut(sql, 'sms', p.From, 'twilio STOP');
        return reply
          .header('content-type', 'text/xml')
          .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      });

      // ─── Vonage ───────────────────────────────────────────────────────────────────────────────────────────────
      const vonageVerified = (req: FastifyRequest): Record<string, string> | null => {
        const s = config.messaging.sms;
        if (s?.provider !== 'vonage') throw new Refused(404, 'messaging.providerNotConfigured');
        const params = vonageParams(req);
        const age = Math.abs(Date.now() / 1000 - Number(params.timestamp));
        if (!(age <= VONAGE_MAX_AGE_S)) return null;
        return sameSignature(vonageSignature(s.signatureSecret, params), params.sig?.toUpperCase()) ? params : null;
      };
      const vonageStatus = async (req: FastifyRequest, reply: FastifyReply) => {
        const p = vonageVerified(req);
        if (!p) return refuse(req, reply, 401, 'messaging.badSignature');
        const id = p.messageId;
        const status = p.status;
        const price = Number(p.price);
        if (id && status && (await firstTime(sql, 'vonage', `${id}:${status}`)))
          await recordDeliveryStatus(sql, 'vonage', id, status, {
            error: p['err-code'] && p['err-code'] !== '0' ? `Vonage error ${p['err-code']}` : undefined,
            price: Number.isFinite(price) ? { amount: price, unit: 'EUR' } : undefined,
          });
        return reply.status(204).send();
      };
      scope.get('/vonage/status', vonageStatus);
      scope.post('/vonage/status', vonageStatus);
      const vonageInbound = async (req: FastifyRequest, reply: FastifyReply) => {
        const p = vonageVerified(req);
        if (!p) return refuse(req, reply, 401, 'messaging.badSignature');
        if (isStop(p.text ?? p.keyword) && p.msisdn && (await firstTime(sql, 'vonage', `in:${p.messageId ?? ''}`)))
          await optOut(sql, 'sms', `+${p.msisdn.replace(/^\+/, '')}`, 'vonage STOP');
        return reply.status(204).send();
      };
      scope.get('/vonage/inbound', vonageInbound);
      scope.post('/vonage/inbound', vonageInbound);

      // ─── WhatsApp (Meta) ──────────────────────────────────────────────────────────────────────────────────────
      scope.get('/whatsapp/webhook', async (req, reply) => {
        const w = config.messaging.whatsapp;
        if (!w) return refuse(req, reply, 404, 'messaging.providerNotConfigured');
        const q = (req.query ?? {}) as Record<string, string | undefined>;
        if (q['hub.mode'] !== 'subscribe' || !w.verifyToken || !sameSignature(w.verifyToken, q['hub.verify_token']))
          return refuse(req, reply, 403, 'messaging.badVerifyToken');
        return reply.header('content-type', 'text/plain').send(String(q['hub.challenge'] ?? ''));
      });
      scope.post('/whatsapp/webhook', async (req, reply) => {
        const w = config.messaging.whatsapp;
        if (!w) return refuse(req, reply, 404, 'messaging.providerNotConfigured');
        const raw = typeof req.body === 'string' ? req.body : '';
        const header = req.headers['x-hub-signature-256'];
        if (!sameSignature(metaSignature(w.appSecret, raw), typeof header === 'string' ? header : undefined))
          return refuse(req, reply, 401, 'messaging.badSignature');
        let body: WhatsAppWebhook;
        try {
          body = JSON.parse(raw) as WhatsAppWebhook;
        } catch {
          return refuse(req, reply, 400, 'call.invalidJson');
        }
        for (const entry of body.entry ?? [])
          for (const change of entry.changes ?? []) {
            const value = change.value ?? {};
            for (const s of value.statuses ?? []) {
              if (!s.id || !s.status || !(await firstTime(sql, 'whatsapp', `${s.id}:${s.status}`))) continue;
              const error = s.errors?.[0];
              await recordDeliveryStatus(sql, 'whatsapp', s.id, s.status, {
                error: error
                  ? `WhatsApp error ${String(error.code ?? '')} ${String(error.title ?? '')}`.trim()
                  : undefined,
              });
            }
            for (const m of value.messages ?? []) {
              const said = m.button?.payload ?? m.interactive?.button_reply?.id ?? m.text?.body;
              const stop = said === STOP_PAYLOAD || isStop(m.button?.text) || isStop(said);
              if (stop && m.from && m.id && (await firstTime(sql, 'whatsapp', `in:${m.id}`)))
                await optOut(sql, 'whatsapp', `+${m.from.replace(/^\+/, '')}`, 'whatsapp button');
            }
          }
        return reply.status(200).send({ success: true });
      });

      scope.setErrorHandler((err, req, reply) => {
        if (err instanceof Refused) return refuse(req, reply, err.status, err.key);
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 413) return refuse(req, reply, 413, 'call.bodyTooLarge');
        req.log.error({ err }, 'messaging callback failed');
        return refuse(req, reply, 500, 'call.serverProblem');
      });
    },
    { prefix: '/api/messaging' },
  );
}

interface WhatsAppWebhook {
  object?: string;
  entry?: {
    id?: string;
    changes?: {
      field?: string;
      value?: {
        statuses?: {
          id?: string;
          status?: string;
          recipient_id?: string;
          errors?: { code?: number; title?: string }[];
        }[];
        messages?: {
          from?: string;
          id?: string;
          type?: string;
          text?: { body?: string };
          button?: { payload?: string; text?: string };
          interactive?: { button_reply?: { id?: string; title?: string } };
        }[];
      };
    }[];
  }[];
}
