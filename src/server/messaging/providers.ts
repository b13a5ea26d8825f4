import type { Channel } from './outbox';
import type { MessagingConfig, TwilioSettings, VonageSettings, WhatsAppSettings } from './config';

/*
 * The providers behind one interface: the deliverer hands a message over and gets the provider's id for it (its
 * delivery-status callbacks name that id). A refusal says whether trying again later can help (the provider or the
 * network failed, a rate limit) or not (a bad number, an opted-out recipient): only the first is retried.
 */

export interface SendableMessage {
  id: string;
  kind: string;
  to: string;
  body: string;
  language: 'en' | 'ar';
  template: { name: string; params: string[] } | null;
}

export interface Accepted {
  providerMessageId: string;
  /** The provider's first status ('queued', 'accepted', 'sent'). */
  status: string;
  price?: { amount: number; unit: string } | undefined;
}

export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface MessageProvider {
  readonly name: 'twilio' | 'vonage' | 'whatsapp';
  readonly channel: Channel;
  send(message: SendableMessage): Promise<Accepted>;
}

/** Every message a provider is asked to deliver carries the shop's callback address for its delivery status. */
export interface ProviderOptions {
  publicUrl: string;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 15_000;

async function call(
  f: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await f(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderRefusal(`provider unreachable: ${(err as Error).message}`, true);
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

/** 429 and 5xx are worth another try; any other refusal is about the message itself. */
const retryableStatus = (status: number) => status === 429 || status >= 500;

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic with SID and token. */
export class TwilioSms implements MessageProvider {
  readonly name = 'twilio' as const;
  readonly channel = 'sms' as const;
  constructor(
    private readonly s: TwilioSettings,
    private readonly o: ProviderOptions,
  ) {}

  async send(m: SendableMessage): Promise<Accepted> {
    const form = new URLSearchParams({
      To: m.to,
      Body: m.body,
      StatusCallback: `${this.o.publicUrl}/api/messaging/twilio/status`,
    });
    form.set(this.s.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.s.from);
    const { status, body } = await call(
      this.o.fetch ?? fetch,
      `${this.s.baseUrl}/2010-04-01/Accounts/${this.s.accountSid}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.s.accountSid}:${this.s.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      },
    );
    if (status >= 300 || typeof body.sid !== 'string') {
      throw new ProviderRefusal(
        `Twilio answered ${status}: ${String(body.code ?? '')} ${String(body.message ?? '')}`.trim(),
        retryableStatus(status),
      );
    }
    const price =
      body.price == null ? undefined : { amount: Math.abs(Number(body.price)), unit: String(body.price_unit ?? 'USD') };
    return { providerMessageId: body.sid, status: String(body.status ?? 'queued'), price };
  }
}

/** Vonage's SMS API: POST /sms/json with api_key and api_secret; `type=unicode` for Arabic. */
export class VonageSms implements MessageProvider {
  readonly name = 'vonage' as const;
  readonly channel = 'sms' as const;
  constructor(
    private readonly s: VonageSettings,
    private readonly o: ProviderOptions,
  ) {}

  async send(m: SendableMessage): Promise<Accepted> {
    const { status, body } = await call(this.o.fetch ?? fetch, `${this.s.baseUrl}/sms/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: this.s.apiKey,
        api_secret: this.s.apiSecret,
        from: this.s.from,
        to: m.to.replace(/^\+/, ''),
        text: m.body,
        type: [...m.body].some((ch) => ch.charCodeAt(0) > 0x7f) ? 'unicode' : 'text',
        callback: `${this.o.publicUrl}/api/messaging/vonage/status`,
        'client-ref': m.id,
      }),
    });
    const first = (body.messages as Record<string, unknown>[] | undefined)?.[0];
    if (status >= 300 || !first) throw new ProviderRefusal(`Vonage answered ${status}`, retryableStatus(status));
    if (String(first.status) !== '0') {
      // 1 Throttled and 5 Internal Error are worth another try; the others (bad number, barred, no credit) are not.
      const code = String(first.status);
      throw new ProviderRefusal(
        `Vonage refused (status ${code}): ${String(first['error-text'] ?? '')}`,
        code === '1' || code === '5',
      );
    }
    const amount = Number(first['message-price']);
    return {
      providerMessageId: String(first['message-id']),
      status: 'accepted',
      price: Number.isFinite(amount) ? { amount, unit: 'EUR' } : undefined,
    };
  }
}

/**
 * Meta's WhatsApp Cloud API: POST /{phone number id}/messages with the bearer token. A message with a template goes as
 * that template (in the message's language, its body parameters in order, and the quick-reply button that stops
 * these messages carrying the payload STOP); one without goes as text (allowed within 24 hours of the grower's own
 * message).
 */
export class WhatsAppCloud implements MessageProvider {
  readonly name = 'whatsapp' as const;
  readonly channel = 'whatsapp' as const;
  constructor(
    private readonly s: WhatsAppSettings,
    private readonly o: ProviderOptions,
  ) {}

  async send(m: SendableMessage): Promise<Accepted> {
    const to = m.to.replace(/^\+/, '');
    const payload = m.template
      ? {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: {
            name: m.template.name,
            language: { code: m.language },
            components: [
              { type: 'body', parameters: m.template.params.map((text) => ({ type: 'text', text })) },
              // A code's authentication template has a copy-code (URL) button carrying the code; the others a Stop button.
              ...(m.kind === 'code'
                ? [
                    {
                      type: 'button',
                      sub_type: 'url',
                      index: '0',
                      parameters: [{ type: 'text', text: m.template.params[0] ?? '' }],
                    },
                  ]
                : [
                    {
                      type: 'button',
                      sub_type: 'quick_reply',
                      index: '0',
                      parameters: [{ type: 'payload', payload: STOP_PAYLOAD }],
                    },
                  ]),
            ],
          },
        }
      : { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body: m.body } };
    const { status, body } = await call(this.o.fetch ?? fetch, `${this.s.baseUrl}/${this.s.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const id = (body.messages as { id?: unknown }[] | undefined)?.[0]?.id;
    if (status >= 300 || typeof id !== 'string') {
      const error = (body.error ?? {}) as { message?: unknown; code?: unknown };
      throw new ProviderRefusal(
        `WhatsApp answered ${status}: ${String(error.code ?? '')} ${String(error.message ?? '')}`.trim(),
        retryableStatus(status),
      );
    }
    return { providerMessageId: id, status: 'accepted' };
  }
}

/** The payload of the "Stop these messages" quick-reply button of every non-code template. */
export const STOP_PAYLOAD = 'STOP';

/** The configured provider of each channel (e-mail has its own sender, src/server/mail/outbox.ts). */
export function providersOf(
  config: MessagingConfig,
  options: ProviderOptions,
): Partial<Record<Channel, MessageProvider>> {
  const out: Partial<Record<Channel, MessageProvider>> = {};
  if (config.sms?.provider === 'twilio') out.sms = new TwilioSms(config.sms, options);
  if (config.sms?.provider === 'vonage') out.sms = new VonageSms(config.sms, options);
  if (config.whatsapp) out.whatsapp = new WhatsAppCloud(config.whatsapp, options);
  return out;
}
