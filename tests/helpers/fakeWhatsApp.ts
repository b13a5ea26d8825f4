import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CallbackAnswer, type ShopPost, httpPost } from './fakeProviderPost';
import { LocalJsonServer, readBody, sendJson } from './localJsonServer';

/*
 * A local WhatsApp Cloud API (Meta) for the tests, after its documentation: POST /{phone number id}/messages with
 * `Authorization: Bearer <token>` and a JSON message (`messaging_product: whatsapp`, `to`, `type` template — name,
 * language code, components with body parameters and buttons — or text), answered with contacts and messages[0].id
 * (wamid.…); and its webhooks to the shop (POST, JSON `object: whatsapp_business_account` with entry[].changes[].value
 * statuses or messages, signed in X-Hub-Signature-256: `sha256=` hex HMAC-SHA256 of the raw body with the app secret;
 * GET with hub.mode, hub.verify_token and hub.challenge to verify the subscription). `inbox` is what the shop sent,
 * with each template's parameters, for tests to read.
 */

export interface WhatsAppSent {
  id: string;
  to: string;
  type: 'template' | 'text';
  template?: { name: string; language: string; params: string[]; buttons: unknown[] };
  text?: string;
}

export class FakeWhatsApp extends LocalJsonServer {
  readonly inbox: WhatsAppSent[] = [];
  readonly requests: { path: string; authorization: string | undefined; body: unknown }[] = [];
  readonly failNext: number[] = [];
  private next = 1;

  constructor(
    readonly options: { token: string; phoneNumberId: string; appSecret: string; webhookUrl: string; post?: ShopPost },
  ) {
    super();
  }

  /** The messages to one number (digits, as WhatsApp writes it, with or without +), oldest first. */
  to(number: string): WhatsAppSent[] {
    return this.inbox.filter((m) => m.to === number.replace(/^\+/, ''));
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { error: { message: 'Invalid JSON', type: 'OAuthException', code: 100 } });
    }
    this.requests.push({ path: url.pathname, authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || url.pathname !== `/${this.options.phoneNumberId}/messages`)
      return sendJson(res, 404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
    if (req.headers.authorization !== `Bearer ${this.options.token}`)
      return sendJson(res, 401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
    const failure = this.failNext.shift();
    if (failure) return sendJson(res, failure, { error: { message: 'Service temporarily unavailable', code: 2 } });
    const to = String(body.to ?? '');
    if (body.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to))
      return sendJson(res, 400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
    const id = `wamid.HBgM${(this.next++).toString().padStart(12, '0')}`;
    if (body.type === 'template') {
      const t = body.template as {
        name?: string;
        language?: { code?: string };
        components?: Record<string, unknown>[];
      };
      if (!t?.name || !t.language?.code)
        return sendJson(res, 400, { error: { message: '(#132000) Template name or language missing', code: 132000 } });
      const bodyParams = (t.components ?? []).find((c) => c.type === 'body')?.parameters as
        | { text?: string }[]
        | undefined;
      this.inbox.push({
        id,
        to,
        type: 'template',
        template: {
          name: t.name,
          language: t.language.code,
          params: (bodyParams ?? []).map((p) => String(p.text ?? '')),
          buttons: (t.components ?? []).filter((c) => c.type === 'button'),
        },
      });
    } else if (body.type === 'text') {
      this.inbox.push({ id, to, type: 'text', text: String((body.text as { body?: string } | undefined)?.body ?? '') });
    } else return sendJson(res, 400, { error: { message: '(#100) Invalid message type', code: 100 } });
    sendJson(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
  }

  private webhook(value: Record<string, unknown>, signature?: string): Promise<CallbackAnswer> {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: this.options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const signed = `sha256=${createHmac('sha256', this.options.appSecret).update(raw, 'utf8').digest('hex')}`;
    return (this.options.post ?? httpPost)(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signed },
      body: raw,
    });
  }

  /** A message's status (sent, delivered, read, failed) to the shop's webhook, signed unless `signature` is given. */
  status(id: string, status: string, opts: { signature?: string } = {}): Promise<CallbackAnswer> {
    const m = this.inbox.find((x) => x.id === id);
    if (!m) throw new Error(`no message ${id}`);
    return this.webhook(
      {
        statuses: [
          {
            id,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: m.to,
            ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
            pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
          },
        ],
      },
      opts.signature,
    );
  }

  /** The grower pressed the template's quick-reply button (its payload, STOP for the shop's stop button). */
  pressButton(from: string, payload: string, text = 'Stop'): Promise<CallbackAnswer> {
    return this.webhook({
      contacts: [{ profile: { name: 'Grower' }, wa_id: from.replace(/^\+/, '') }],
      messages: [
        {
          from: from.replace(/^\+/, ''),
          id: `wamid.IN${(this.next++).toString().padStart(12, '0')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'button',
          button: { payload, text },
        },
      ],
    });
  }

  /** Meta's subscription check (GET with hub.mode, hub.verify_token, hub.challenge). */
  verifySubscription(verifyToken: string, challenge: string): Promise<CallbackAnswer> {
    const u = new URL(this.options.webhookUrl);
    u.searchParams.set('hub.mode', 'subscribe');
    u.searchParams.set('hub.verify_token', verifyToken);
    u.searchParams.set('hub.challenge', challenge);
    return (this.options.post ?? httpPost)(u.toString(), { method: 'GET', headers: {} });
  }
}
