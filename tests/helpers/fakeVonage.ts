import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CallbackAnswer, type ShopPost, httpPost } from './fakeProviderPost';
import { LocalJsonServer, readBody, sendJson } from './localJsonServer';

/*
 * A local Vonage SMS API for the tests, after its documentation: POST /sms/json (JSON or form) with api_key,
 * api_secret, from, to (digits), text, type (text or unicode), callback; answered 200 with message-count and messages[]
 * (status "0" and message-id, or a non-zero status and error-text: 2 missing parameters, 4 invalid credentials);
 * delivery receipts and inbound messages to the shop, signed (the dashboard's "SHA-256 HMAC"): every parameter but
 * sig, sorted, as &name=value (& and = in values as _), HMAC-SHA256 with the signature secret, upper-case hex, with a
 * `timestamp`. `inbox` is what the shop sent.
 */

export interface VonageSent {
  messageId: string;
  to: string;
  from: string;
  text: string;
  type: string;
  callback: string | undefined;
}

export function signVonage(secret: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .filter((k) => k !== 'sig')
    .sort()
    .map((k) => `&${k}=${params[k]!.replace(/[&=]/g, '_')}`)
    .join('');
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex').toUpperCase();
}

export class FakeVonage extends LocalJsonServer {
  readonly inbox: VonageSent[] = [];
  private next = 1;

  constructor(readonly options: { apiKey: string; apiSecret: string; signatureSecret: string; post?: ShopPost }) {
    super();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    if (req.method !== 'POST' || url.pathname !== '/sms/json') return sendJson(res, 404, { error: 'not found' });
    const p: Record<string, string> = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(raw || '{}') as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    const refuse = (status: string, text: string) =>
      sendJson(res, 200, { 'message-count': '1', messages: [{ status, 'error-text': text }] });
    if (!p.api_key || !p.api_secret || !p.from || !p.to || !p.text) return refuse('2', 'Missing params');
    if (p.api_key !== this.options.apiKey || p.api_secret !== this.options.apiSecret)
      return refuse('4', 'Bad Credentials');
    if (!/^\d{8,15}$/.test(p.to)) return refuse('3', 'Invalid to number');
    const messageId = `${(this.next++).toString(16).toUpperCase().padStart(16, '0')}`;
    this.inbox.push({ messageId, to: p.to, from: p.from, text: p.text, type: p.type ?? 'text', callback: p.callback });
    sendJson(res, 200, {
      'message-count': '1',
      messages: [
        {
          to: p.to,
          'message-id': messageId,
          status: '0',
          'remaining-balance': '3.14159265',
          'message-price': '0.03330000',
          network: '60202',
        },
      ],
    });
  }

  private signed(params: Record<string, string>, forged?: string): Record<string, string> {
    const withTime = { ...params, timestamp: String(Math.floor(Date.now() / 1000)) };
    return { ...withTime, sig: forged ?? signVonage(this.options.signatureSecret, withTime) };
  }

  /** A delivery receipt for a message (to the callback URL it was sent with), as JSON POST. */
  receipt(messageId: string, status: string, opts: { sig?: string } = {}): Promise<CallbackAnswer> {
    const m = this.inbox.find((x) => x.messageId === messageId);
    if (!m?.callback) throw new Error(`no callback for ${messageId}`);
    const params = this.signed(
      {
        msisdn: m.to,
        to: m.from,
        'network-code': '60202',
        messageId,
        price: '0.03330000',
        status,
        scts: '2601011200',
        'err-code': status === 'delivered' ? '0' : '1',
        'api-key': this.options.apiKey,
        'message-timestamp': new Date().toISOString().slice(0, 19).replace('T', ' '),
      },
      opts.sig,
    );
    return (this.options.post ?? httpPost)(m.callback, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
  }

  /** A grower's SMS to the shop's number (GET with the query, as Vonage's default inbound webhook). */
  inbound(url: string, from: string, text: string, opts: { sig?: string } = {}): Promise<CallbackAnswer> {
    const params = this.signed(
      {
        msisdn: from.replace(/^\+/, ''),
        to: 'Fellah',
        messageId: `IN${this.next++}`,
        text,
        type: 'text',
        keyword: text.trim().split(/\s+/)[0]!.toUpperCase(),
        'api-key': this.options.apiKey,
        'message-timestamp': new Date().toISOString().slice(0, 19).replace('T', ' '),
      },
      opts.sig,
    );
    const u = new URL(url);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return (this.options.post ?? httpPost)(u.toString(), { method: 'GET', headers: {} });
  }
}
