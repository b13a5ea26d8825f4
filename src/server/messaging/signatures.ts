import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The providers' webhook signatures, as their documentation defines them (the fakes in tests/helpers sign with the same
 * functions' definitions, computed independently there where the format allows).
 */

/** Equal strings, compared in constant time (false when either is missing or their lengths differ). */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Twilio's X-Twilio-Signature: HMAC-SHA1 with the Auth Token over the full URL Twilio requested, followed by every POST
 * parameter's name and value, sorted by name, all concatenated; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * Meta's X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw request body with the app secret.
 */
export function metaSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/**
 * Vonage's signed webhooks (SMS API, "SHA-256 HMAC" chosen in the dashboard): every parameter but `sig`, sorted by
 * name, as `&name=value` (with `&` and `=` in values replaced by `_`), HMAC-SHA256 with the signature secret, hex in
 * upper case. The parameters carry a `timestamp` (Unix seconds) that the receiver checks for freshness.
 */
export function vonageSignature(signatureSecret: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .filter((k) => k !== 'sig')
    .sort()
    .map((k) => `&${k}=${String(params[k]).replace(/[&=]/g, '_')}`)
    .join('');
  return createHmac('sha256', signatureSecret).update(data, 'utf8').digest('hex').toUpperCase();
}
