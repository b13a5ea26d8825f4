import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CallbackAnswer, type ShopPost, httpPost } from './fakeProviderPost';
import { LocalJsonServer, readBody, sendJson } from './localJsonServer';

/*
 * A local Twilio for the tests, after its documentation: the Messages API (POST /2010-04-01/Accounts/{AccountSid}/
 * Messages.json, form-encoded To, From or MessagingServiceSid, Body, StatusCallback; HTTP Basic with the Account SID
 * and Auth Token; 201 with the message resource, `sid` SM…, status queued), its status callbacks (POST to the
 * StatusCallback URL, form-encoded MessageSid, MessageStatus, …, signed in X-Twilio-Signature: base64 HMAC-SHA1 of the
 * URL followed by the sorted parameters' names and values, with the Auth Token) and inbound messages (the same
 * signature, to the number's messaging webhook). `inbox` is what the shop sent, for tests to read. Nothing here
 * reaches the internet.
 */

export interface TwilioSent {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
}

/** Twilio's signature, computed here from its documentation (not from the shop's code). */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  let data = url;
  for (const key of Object.keys(params).sort()) data += key + params[key];
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export class FakeTwilio extends LocalJsonServer {
  readonly inbox: TwilioSent[] = [];
  readonly requests: { path: string; authorization: string | undefined; form: Record<string, string> }[] = [];
  /** Answers to give before accepting (e.g. [503, 503]: the next two sends fail with 503). */
  readonly failNext: number[] = [];
  private next = 1;

  constructor(readonly options: { accountSid: string; authToken: string; post?: ShopPost }) {
    super();
  }

  /** The messages to one number, oldest first. */
  to(number: string): TwilioSent[] {
    return this.inbox.filter((m) => m.to === number);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const form = Object.fromEntries(new URLSearchParams(raw));
    this.requests.push({ path: url.pathname, authorization: req.headers.authorization, form });
    const path = `/2010-04-01/Accounts/${this.options.accountSid}/Messages.json`;
    if (req.method !== 'POST' || url.pathname !== path)
      return sendJson(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    const basic = `Basic ${Buffer.from(`${this.options.accountSid}:${this.options.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== basic)
      return sendJson(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    const failure = this.failNext.shift();
    if (failure) return sendJson(res, failure, { code: 20500, message: 'Internal Server Error', status: failure });
    if (!form.To || !/^\+\d{8,15}$/.test(form.To))
      return sendJson(res, 400, {
        code: 21211,
        message: `The 'To' number ${form.To ?? ''} is not a valid phone number.`,
        status: 400,
      });
    if (!form.Body) return sendJson(res, 400, { code: 21602, message: 'Message body is required.', status: 400 });
    if (!form.From && !form.MessagingServiceSid)
      return sendJson(res, 400, {
        code: 21603,
        message: "A 'From' or 'MessagingServiceSid' parameter is required",
        status: 400,
      });
    const sid = `SM${(this.next++).toString(16).padStart(32, '0')}`;
    this.inbox.push({
      sid,
      to: form.To,
      from: form.From ?? form.MessagingServiceSid!,
      body: form.Body,
      statusCallback: form.StatusCallback,
    });
    sendJson(res, 201, {
      sid,
      account_sid: this.options.accountSid,
      to: form.To,
      from: form.From ?? null,
      body: form.Body,
      status: 'queued',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
    });
  }

  /** Send a message's status callback, signed (or with `signature` given, e.g. a forged one). */
  async statusCallback(
    sid: string,
    status: string,
    opts: { signature?: string; errorCode?: string } = {},
  ): Promise<CallbackAnswer> {
    const m = this.inbox.find((x) => x.sid === sid);
    if (!m?.statusCallback) throw new Error(`no status callback for ${sid}`);
    const params: Record<string, string> = {
      AccountSid: this.options.accountSid,
      ApiVersion: '2010-04-01',
      From: m.from,
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: m.to,
      ...(opts.errorCode ? { ErrorCode: opts.errorCode } : {}),
    };
    return this.signedPost(m.statusCallback, params, opts.signature);
  }

  /** A grower's SMS to the shop's number, to its inbound webhook `url`. */
  async inbound(url: string, from: string, body: string, opts: { signature?: string } = {}): Promise<CallbackAnswer> {
    const params: Record<string, string> = {
      AccountSid: this.options.accountSid,
      ApiVersion: '2010-04-01',
      Body: body,
      From: from,
      MessageSid: `SM${(this.next++).toString(16).padStart(32, '0')}`,
      NumMedia: '0',
      NumSegments: '1',
      To: '+15005550006',
      ...(body.trim().toUpperCase() === 'STOP' ? { OptOutType: 'STOP' } : {}),
    };
    return this.signedPost(url, params, opts.signature);
  }

  private signedPost(url: string, params: Record<string, string>, signature?: string) {
    return (this.options.post ?? httpPost)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? signTwilio(this.options.authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
  }
}
