import type { IncomingMessage, ServerResponse } from 'node:http';
import { paymobHmac } from '../../src/server/payments/signatures';
import { LocalJsonServer, readBody, sendJson } from './localJsonServer';

/*
 * A local Paymob for the tests, following its documentation: the Intention API (POST /v1/intention/ with
 * `Authorization: Token <secret key>`, amount in cents equal to its items' sum, billing_data with a phone number;
 * 201 with id, client_secret and intention_order_id), the Unified Checkout page (GET /unifiedcheckout/?publicKey&
 * clientSecret: a page with Pay and Decline), the Transaction Processed callback it sends (POST to notification_url
 * with ?hmac=…, HMAC-SHA512 over the 20 documented fields) and the Transaction Response redirect (GET to
 * redirection_url with the transaction's fields and hmac), and refunds (POST /api/acceptance/void_refund/refund).
 * Nothing here reaches the internet.
 */

export interface FakePaymobOptions {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
}

interface Intention {
  id: string;
  client_secret: string;
  intention_order_id: number;
  amount: number;
  integration_id: number;
  special_reference: string;
  notification_url: string;
  redirection_url: string;
}

interface Transaction {
  id: number;
  order_id: number;
  amount_cents: number;
  success: boolean;
  refunded_cents: number;
}

/** The shop's own address as the browser and this process reach it: `localhost` (PUBLIC_URL's default) as 127.0.0.1. */
const reachable = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

const send = sendJson;

export class FakePaymob extends LocalJsonServer {
  readonly intentions: Intention[] = [];
  readonly transactions: Transaction[] = [];
  readonly refunds: { transaction_id: string; amount_cents: number }[] = [];
  /** What the shop asked, for the tests to read (bodies of the intention calls). */
  readonly requests: { path: string; authorization: string | undefined; body: unknown }[] = [];
  private nextOrder = 217_503_754;
  private nextTransaction = 192_036_465;

  constructor(readonly options: FakePaymobOptions) {
    super();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    if (req.method === 'POST' && url.pathname === '/v1/intention/') return this.createIntention(req, res, raw);
    if (req.method === 'POST' && url.pathname === '/api/acceptance/void_refund/refund')
      return this.refund(req, res, raw);
    if (req.method === 'GET' && url.pathname === '/unifiedcheckout/') return this.page(res, url);
    if (req.method === 'POST' && url.pathname === '/fake/pay') {
      const form = new URLSearchParams(raw);
      const { redirect } = await this.pay(form.get('clientSecret') ?? '', form.get('outcome') === 'pay');
      res.writeHead(303, { location: redirect });
      return res.end();
    }
    send(res, 404, { detail: 'Not found.' });
  }

  private createIntention(req: IncomingMessage, res: ServerResponse, raw: string) {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    this.requests.push({ path: '/v1/intention/', authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Token ${this.options.secretKey}`)
      return send(res, 401, { detail: 'Authentication credentials were not provided.' });
    const items = (body.items ?? []) as { name?: string; amount?: number; quantity?: number }[];
    if (items.some((i) => !i.name)) return send(res, 400, { items: { name: ['This field is required.'] } });
    if (items.some((i) => typeof i.amount !== 'number'))
      return send(res, 400, { items: { amount: ['This field is required.'] } });
    const billing = (body.billing_data ?? {}) as Record<string, unknown>;
    if (!billing.phone_number) return send(res, 400, { billing_data: { phone_number: ['This field is required.'] } });
    if (
      !Number.isInteger(body.amount) ||
      items.reduce((s, i) => s + (i.amount ?? 0) * (i.quantity ?? 1), 0) !== body.amount
    ) {
      return send(res, 400, { detail: 'The amount must equal the sum of the items.' });
    }
    if (body.currency !== 'EGP') return send(res, 400, { detail: 'Currency must match the integration.' });
    const methods = body.payment_methods as unknown[];
    if (!Array.isArray(methods) || typeof methods[0] !== 'number')
      return send(res, 404, { detail: 'Integration ID/Name does not exist in our system .' });
    const intention: Intention = {
      id: `pi_test_${Math.random().toString(16).slice(2, 18)}`,
      client_secret: `egy_csk_test_${Math.random().toString(16).slice(2, 18)}`,
      intention_order_id: this.nextOrder++,
      amount: body.amount as number,
      integration_id: methods[0] as number,
      special_reference: String(body.special_reference ?? ''),
      notification_url: String(body.notification_url ?? ''),
      redirection_url: String(body.redirection_url ?? ''),
    };
    this.intentions.push(intention);
    send(res, 201, {
      id: intention.id,
      client_secret: intention.client_secret,
      intention_order_id: intention.intention_order_id,
      amount: intention.amount,
      currency: 'EGP',
      status: 'intended',
      special_reference: intention.special_reference,
      payment_methods: [
        { integration_id: intention.integration_id, name: 'Test', method_type: 'card', currency: 'EGP' },
      ],
    });
  }

  private page(res: ServerResponse, url: URL) {
    const intention = this.intentions.find((i) => i.client_secret === url.searchParams.get('clientSecret'));
    if (!intention || url.searchParams.get('publicKey') !== this.options.publicKey)
      return send(res, 404, { detail: 'Not found.' });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Paymob test checkout</title></head>
<body><h1>Paymob test checkout</h1><p data-testid="fake-amount">${(intention.amount / 100).toFixed(2)} EGP</p>
<form method="post" action="/fake/pay"><input type="hidden" name="clientSecret" value="${intention.client_secret}">
<button name="outcome" value="pay" data-testid="fake-pay">Pay</button> <button name="outcome" value="decline" data-testid="fake-decline">Decline</button></form></body></html>`);
  }

  /** A transaction as Paymob's callbacks carry it (the documentation's sample, with this payment's figures). */
  transactionObj(t: Transaction, integrationId: number, special: string): Record<string, unknown> {
    return {
      id: t.id,
      pending: false,
      amount_cents: t.amount_cents,
      success: t.success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: integrationId,
      profile_id: 302852,
      has_parent_transaction: false,
      order: { id: t.order_id, merchant_order_id: special, amount_cents: t.amount_cents, currency: 'EGP' },
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      error_occured: false,
      owner: 302852,
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      data: { message: t.success ? 'Approved' : 'Do not honour' },
    };
  }

  /** The body and query of a Transaction Processed callback, signed as Paymob signs it. */
  callbackFor(obj: Record<string, unknown>): {
    body: { type: 'TRANSACTION'; obj: Record<string, unknown> };
    hmac: string;
  } {
    return { body: { type: 'TRANSACTION', obj }, hmac: paymobHmac(obj, this.options.hmacSecret) };
  }

  /**
   * The grower pays (or is declined) on the page of an intention: the transaction is made, its Processed callback is
   * sent to the notification URL (when `deliver`), and the Response redirect's address is answered.
   */
  async pay(clientSecret: string, success: boolean, opts: { deliver?: boolean; amountCents?: number } = {}) {
    const intention = this.intentions.find((i) => i.client_secret === clientSecret);
    if (!intention) throw new Error(`no intention ${clientSecret}`);
    const t: Transaction = {
      id: this.nextTransaction++,
      order_id: intention.intention_order_id,
      amount_cents: opts.amountCents ?? intention.amount,
      success,
      refunded_cents: 0,
    };
    this.transactions.push(t);
    const obj = this.transactionObj(t, intention.integration_id, intention.special_reference);
    const callback = this.callbackFor(obj);
    if (opts.deliver !== false && intention.notification_url) {
      await fetch(`${reachable(intention.notification_url)}?hmac=${callback.hmac}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callback.body),
      });
    }
    const back = new URL(reachable(intention.redirection_url || 'http://127.0.0.1/'));
    for (const [k, v] of Object.entries({
      id: t.id,
      success: t.success,
      amount_cents: t.amount_cents,
      order: t.order_id,
      currency: 'EGP',
      pending: false,
    }))
      back.searchParams.set(k, String(v));
    back.searchParams.set('hmac', callback.hmac);
    return { transaction: t, callback, redirect: back.toString() };
  }

  private refund(req: IncomingMessage, res: ServerResponse, raw: string) {
    const body = JSON.parse(raw || '{}') as { transaction_id?: string | number; amount_cents?: number };
    if (req.headers.authorization !== `Token ${this.options.secretKey}`)
      return send(res, 401, { detail: 'Authentication credentials were not provided.' });
    const t = this.transactions.find((x) => String(x.id) === String(body.transaction_id));
    if (!t?.success) return send(res, 404, { detail: 'Transaction not found.' });
    const amount = Number(body.amount_cents);
    if (!Number.isInteger(amount) || amount <= 0 || t.refunded_cents + amount > t.amount_cents)
      return send(res, 400, { detail: 'Refund amount exceeds the captured amount.' });
    t.refunded_cents += amount;
    this.refunds.push({ transaction_id: String(t.id), amount_cents: amount });
    send(res, 200, {
      id: this.nextTransaction++,
      success: true,
      amount_cents: amount,
      is_refund: true,
      parent_transaction: t.id,
      currency: 'EGP',
    });
  }
}
