import type { FawrySettings, PaymobSettings } from './config';
import { fawryChargeSignature, fawryRefundSignature } from './signatures';

/*
 * The providers' calls: Paymob's Intention API (POST /v1/intention/, `Authorization: Token <secret key>`;
 * the grower pays on Paymob's Unified Checkout at /unifiedcheckout/?publicKey=…&clientSecret=…) and its refund
 * (POST /api/acceptance/void_refund/refund); Fawry's charge with a reference to pay at a kiosk
 * (POST /ECommerceWeb/Fawry/payments/charge, paymentMethod PAYATFAWRY) and its refund
 * (POST /ECommerceWeb/Fawry/payments/refund). No card data ever passes here.
 */

const TIMEOUT_MS = 10_000;

export class ProviderError extends Error {
  override name = 'ProviderError';
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`${url}: ${(err as Error).message}`);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError(`${url} answered ${res.status} with no JSON`);
  }
  if (!res.ok) throw new ProviderError(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return json as Record<string, unknown>;
}

export interface IntentionRequest {
  amountCents: number;
  integrationId: number;
  reference: string;
  items: { name: string; amount: number; quantity: number }[];
  billing: {
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    city: string;
    street: string;
    country: string;
  };
  notificationUrl: string;
  redirectionUrl: string;
}

/** Create a Paymob intention: its order id and the page the grower pays on. */
export async function createPaymobIntention(
  s: PaymobSettings,
  r: IntentionRequest,
): Promise<{ providerOrderId: string; redirectUrl: string }> {
  const answer = await postJson(
    `${s.baseUrl}/v1/intention/`,
    {
      amount: r.amountCents,
      currency: 'EGP',
      payment_methods: [r.integrationId],
      items: r.items,
      billing_data: { ...r.billing, apartment: 'NA', floor: 'NA', building: 'NA' },
      special_reference: r.reference,
      notification_url: r.notificationUrl,
      redirection_url: r.redirectionUrl,
    },
    { authorization: `Token ${s.secretKey}` },
  );
  const clientSecret = answer.client_secret;
  const orderId = answer.intention_order_id;
  if (typeof clientSecret !== 'string' || (typeof orderId !== 'number' && typeof orderId !== 'string'))
    throw new ProviderError('Paymob intention without client_secret or intention_order_id');
  const page = new URL(`${s.baseUrl}/unifiedcheckout/`);
  page.searchParams.set('publicKey', s.publicKey);
  page.searchParams.set('clientSecret', clientSecret);
  return { providerOrderId: String(orderId), redirectUrl: page.toString() };
}

/** Refund part or all of a Paymob transaction: the refund transaction's id. */
export async function refundPaymob(s: PaymobSettings, transactionId: string, amountCents: number): Promise<string> {
  const answer = await postJson(
    `${s.baseUrl}/api/acceptance/void_refund/refund`,
    { transaction_id: transactionId, amount_cents: amountCents },
    { authorization: `Token ${s.secretKey}` },
  );
  if (answer.success !== true)
    throw new ProviderError(`Paymob refused the refund: ${JSON.stringify(answer).slice(0, 300)}`);
  return String(answer.id ?? '');
}

export interface FawryChargeRequest {
  merchantRefNum: string;
  customerProfileId: string;
  customerMobile: string;
  customerEmail: string;
  customerName: string;
  amount: number;
  description: string;
  paymentExpiry: number;
  chargeItems: { itemId: string; description: string; price: number; quantity: number }[];
}

/** Ask Fawry for a reference the grower pays at a kiosk or in an app. */
export async function chargeFawry(
  s: FawrySettings,
  r: FawryChargeRequest,
): Promise<{ referenceNumber: string; expiresAt: number | null }> {
  const signature = fawryChargeSignature(
    {
      merchantCode: s.merchantCode,
      merchantRefNum: r.merchantRefNum,
      customerProfileId: r.customerProfileId,
      paymentMethod: 'PAYATFAWRY',
      amount: r.amount,
    },
    s.securityKey,
  );
  const answer = await postJson(`${s.baseUrl}/ECommerceWeb/Fawry/payments/charge`, {
    merchantCode: s.merchantCode,
    ...r,
    paymentMethod: 'PAYATFAWRY',
    amount: Number(r.amount.toFixed(2)),
    currencyCode: 'EGP',
    language: 'ar-eg',
    signature,
  });
  if (
    answer.statusCode !== 200 ||
    (typeof answer.referenceNumber !== 'string' && typeof answer.referenceNumber !== 'number')
  ) {
    throw new ProviderError(`Fawry refused the charge: ${answer.statusCode} ${String(answer.statusDescription ?? '')}`);
  }
  return {
    referenceNumber: String(answer.referenceNumber),
    expiresAt: typeof answer.expirationTime === 'number' ? answer.expirationTime : null,
  };
}

/** Refund part or all of a paid Fawry reference. */
export async function refundFawry(
  s: FawrySettings,
  referenceNumber: string,
  amount: number,
  reason: string,
): Promise<void> {
  const signature = fawryRefundSignature(
    { merchantCode: s.merchantCode, referenceNumber, refundAmount: amount, reason },
    s.securityKey,
  );
  const answer = await postJson(`${s.baseUrl}/ECommerceWeb/Fawry/payments/refund`, {
    merchantCode: s.merchantCode,
    referenceNumber,
    refundAmount: Number(amount.toFixed(2)),
    reason,
    signature,
  });
  if (answer.statusCode !== 200)
    throw new ProviderError(`Fawry refused the refund: ${answer.statusCode} ${String(answer.statusDescription ?? '')}`);
}
