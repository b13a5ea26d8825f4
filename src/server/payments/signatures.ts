import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The providers' documented signatures, pure so the tests check them against the documentation's samples.
 *
 * Paymob, Transaction Processed callback: HMAC-SHA512, keyed by the HMAC secret, over the values of 20 fields of the
 * transaction concatenated in this order without separators (booleans as `true`/`false`), hex; sent as the `hmac`
 * query parameter (developers.paymob.com, "HMAC Transaction Callback").
 *
 * Fawry: SHA-256 hex of fields concatenated with the security key last — the charge request (merchantCode +
 * merchantRefNum + customerProfileId + paymentMethod + amount with two decimals + secureKey), the server notification
 * V2's messageSignature (fawryRefNumber + merchantRefNumber + paymentAmount + orderAmount, both with two decimals,
 * + orderStatus + paymentMethod + paymentRefrenceNumber when present + secureKey), and the refund (merchantCode +
 * referenceNumber + refundAmount with two decimals + reason + secureKey).
 */

export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

const valueAt = (obj: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, key) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined), obj);

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v));

/** The string Paymob signs: the 20 fields' values of a transaction (the callback's `obj`), in order. */
export function paymobHmacString(transaction: unknown): string {
  return PAYMOB_HMAC_FIELDS.map((field) => text(valueAt(transaction, field))).join('');
}

export const paymobHmac = (transaction: unknown, secret: string) =>
  createHmac('sha512', secret).update(paymobHmacString(transaction), 'utf8').digest('hex');

/** Two hex signatures compared in constant time (a different length, or anything not hex, is simply unequal). */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase(), 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

export const verifyPaymobHmac = (transaction: unknown, hmac: unknown, secret: string) =>
  sameSignature(paymobHmac(transaction, secret), hmac);

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
/** An amount as Fawry signs it: two decimals. */
export const twoDecimals = (amount: number | string) => Number(amount).toFixed(2);

export const fawryChargeSignature = (
  c: { merchantCode: string; merchantRefNum: string; customerProfileId: string; paymentMethod: string; amount: number },
  key: string,
) =>
  sha256(`${c.merchantCode}${c.merchantRefNum}${c.customerProfileId}${c.paymentMethod}${twoDecimals(c.amount)}${key}`);

export interface FawryNotification {
  fawryRefNumber: string | number;
  merchantRefNumber: string;
  paymentAmount: number | string;
  orderAmount: number | string;
  orderStatus: string;
  paymentMethod: string;
  paymentRefrenceNumber?: string | number | null;
  messageSignature?: string;
}

export const fawryNotificationSignature = (n: FawryNotification, key: string) =>
  sha256(
    `${n.fawryRefNumber}${n.merchantRefNumber}${twoDecimals(n.paymentAmount)}${twoDecimals(n.orderAmount)}${n.orderStatus}${n.paymentMethod}${n.paymentRefrenceNumber ?? ''}${key}`,
  );

export const fawryRefundSignature = (
  r: { merchantCode: string; referenceNumber: string; refundAmount: number; reason: string },
  key: string,
) => sha256(`${r.merchantCode}${r.referenceNumber}${twoDecimals(r.refundAmount)}${r.reason}${key}`);
