import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { bodyQueryAndParams, queryWithNumbers } from '../../src/rest-adapter/envelope';
import { daysBetween, judgeRefresh } from '../../src/server/accounts/rules';
import { DEFAULT_PREFERENCES, mergePreferences, resolvePreferences } from '../../src/shared/preferences';
import { isTotpSecret, newTotpEnrolment, totpStep } from '../../src/server/auth/totp';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from '../../src/server/auth/tokens';
import { loadConfig } from '../../src/server/config';
import { mailLink } from '../../src/server/mail/links';
import { emailVerificationMail, passwordResetMail } from '../../src/server/mail/templates';
import {
  ZAddressPatchInput,
  ZLimitInput,
  ZProfilePatch,
  ZUploadAvatarInput,
} from '../../src/server/routers/auth.schema';

const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
describe('refresh-token rotation', () => {
  const live = { expires_at: new Date(NOW.getTime() + 86_400_000), revoked_at: null };
  const token = (rotatedSecondsAgo: number | null, expiresInSeconds = 3600) => ({
    expires_at: new Date(NOW.getTime() + expiresInSeconds * 1000),
    rotated_at: rotatedSecondsAgo === null ? null : new Date(NOW.getTime() - rotatedSecondsAgo * 1000),
  });

  it('rotates the current token', () => expect(judgeRefresh(token(null), live, NOW)).toBe('rotate'));
  it('honours a token rotated within the 10-second grace (two tabs)', () => {
    expect(judgeRefresh(token(0), live, NOW)).toBe('grace');
    expect(judgeRefresh(token(10), live, NOW)).toBe('grace');
  });
  it('treats a rotated token presented after the grace as reuse', () =>
    expect(judgeRefresh(token(11), live, NOW)).toBe('reuse'));
  it('refuses an expired token, an expired session and a revoked session', () => {
    expect(judgeRefresh(token(null, -1), live, NOW)).toBe('dead');
    expect(judgeRefresh(token(null), { ...live, expires_at: ago(1) }, NOW)).toBe('dead');
    expect(judgeRefresh(token(null), { ...live, revoked_at: ago(1) }, NOW)).toBe('dead');
    expect(judgeRefresh(token(60), { ...live, revoked_at: ago(1) }, NOW)).toBe('dead');
  });
});

describe('preferences', () => {
  it('completes stored values with the defaults and drops anything malformed', () => {
    expect(resolvePreferences({})).toEqual(DEFAULT_PREFERENCES);
    expect(resolvePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(
      resolvePreferences({ language: 'fr', newsletter: 'yes', notifications: { promotions: true }, extra: 1 }),
    ).toEqual({
      ...DEFAULT_PREFERENCES,
      notifications: { ...DEFAULT_PREFERENCES.notifications, promotions: true },
    });
  });

  it('changes only the keys sent', () => {
    const next = mergePreferences(DEFAULT_PREFERENCES, { newsletter: true, notifications: { crop_tips: false } });
    expect(next).toEqual({
      language: 'en',
      newsletter: true,
      notifications: { order_updates: true, promotions: false, crop_tips: false },
    });
  });

  it('counts whole days of account age', () => {
    expect(daysBetween(ago(60 * 24 * 3 + 5), NOW)).toBe(3);
    expect(daysBetween(ago(5), NOW)).toBe(0);
  });
});

describe('tokens', () => {
  it('makes 256-bit URL-safe opaque tokens and stores only their SHA-256', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });

  it('carries the session id in the access token, and refuses another key', async () => {
    const secret = 'x'.repeat(40);
    const jwt = await signAccessToken({ userId: '7', role: 'customer', sessionId: '42' }, secret);
    expect(await verifyAccessToken(jwt, secret)).toEqual({ userId: '7', role: 'customer', sessionId: '42' });
    expect(await verifyAccessToken(jwt, 'y'.repeat(40))).toBeNull();
  });
});

describe('TOTP', () => {
  it('enrols with a base32 secret, an otpauth URL and a QR code PNG', async () => {
    const e = await newTotpEnrolment('farmer@example.com');
    expect(isTotpSecret(e.secret)).toBe(true);
    expect(e.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Fellah:farmer%40example\.com\?.*secret=/);
    expect(e.qrCode).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('accepts codes of this step and the neighbouring ones, telling which step', async () => {
    const { secret } = await newTotpEnrolment('a@b.c');
    const totp = new TOTP({ secret, issuer: 'Fellah', label: 'a@b.c' });
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, totp.generate({ timestamp: now + 90_000 }), now)).toBeNull();
    expect(isTotpSecret('not a secret')).toBe(false);
  });
});

describe('input schemas', () => {
  it('a partial profile or address update does not reset the country', () => {
    expect(ZProfilePatch.parse({ city: 'Aswan' })).toEqual({ city: 'Aswan' });
    expect(ZAddressPatchInput.parse({ id: '5', label: 'Farm' })).toEqual({ id: '5', label: 'Farm' });
  });

  it('limits default to 10 and stay within 1..100', () => {
    expect(ZLimitInput.parse(undefined)).toEqual({ limit: 10 });
    expect(ZLimitInput.parse({})).toEqual({ limit: 10 });
    expect(ZLimitInput.safeParse({ limit: 101 }).success).toBe(false);
  });

  it('asks for an image when the avatar upload has none', () => {
    expect(ZUploadAvatarInput.safeParse({}).error?.issues[0]?.message).toBe('Please choose an image to upload');
  });
});

describe('REST input helpers', () => {
  it('reads named query values as numbers, path params winning', () => {
    const input = queryWithNumbers('limit')({
      query: { limit: '3', q: 'x' },
      params: { id: '9' },
      body: undefined,
      headers: {},
    });
    expect(input).toEqual({ limit: 3, q: 'x', id: '9' });
  });

  it('merges the body of a DELETE with the query and path', () => {
    expect(
      bodyQueryAndParams({ query: { a: '1' }, params: { id: '2' }, body: { password: 'p' }, headers: {} }),
    ).toEqual({ a: '1', id: '2', password: 'p' });
    expect(bodyQueryAndParams({ query: {}, params: { id: '2' }, body: undefined, headers: {} })).toEqual({ id: '2' });
  });
});

describe('e-mails', () => {
  it('put the link in both parts and escape the name in HTML', () => {
    const reset = passwordResetMail({
      language: 'en',
      firstName: '<Omar>',
      link: 'https://fellah.example/reset-password?token=abc',
    });
    expect(reset.text).toContain('https://fellah.example/reset-password?token=abc');
    expect(reset.html).toContain('href="https://fellah.example/reset-password?token=abc"');
    // A name with markup is not a plain name: left out of the mail altogether, not even escaped.
    expect(reset.html).not.toContain('Omar');
    expect(reset.text.startsWith('Hello,\n')).toBe(true);
    // A plain name is said, escaped in the HTML.
    expect(passwordResetMail({ language: 'en', firstName: "O'Neil", link: 'https://x/r' }).html).toContain(
      'Hello O&#39;Neil,',
    );
    expect(
      emailVerificationMail({ language: 'en', firstName: 'Omar', link: 'https://x/verify-email?token=t', hours: 24 })
        .text,
    ).toContain('/verify-email?token=t');
  });

  const arabicLetters = /[\u0600-\u06FF]/;
  /** An Arabic mail has no English left once its link is taken out. */
  const withoutLink = (text: string, link: string) => text.replaceAll(link, '');

  it('write the password reset in the account language: Arabic right to left with its /ar link, English as before', () => {
    const link = mailLink('https://fellah.example', 'ar', '/reset-password?token=abc');
    expect(link).toBe('https://fellah.example/ar/reset-password?token=abc');
    const ar = passwordResetMail({ language: 'ar', firstName: 'أمينة', link });
    expect(ar.subject).toBe('إعادة تعيين كلمة المرور لحسابك في فلّاح');
    expect(ar.text.startsWith('مرحبًا أمينة،\n\n')).toBe(true);
    expect(ar.text).toContain('خلال ساعة واحدة');
    expect(ar.text).toContain(`إعادة تعيين كلمة المرور: ${link}`);
    expect(ar.text.endsWith('— فلّاح')).toBe(true);
    expect(withoutLink(ar.text, link)).not.toMatch(/[A-Za-z]/);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain(`href="${link}"`);

    const en = passwordResetMail({
      language: 'en',
      firstName: 'Omar',
      link: 'https://fellah.example/reset-password?token=abc',
    });
    expect(en.subject).toBe('Reset your Fellah password');
    expect(en.text).toContain('Hello Omar,');
    expect(en.text).toContain('Open this link within one hour to choose a new password. It works once.');
    expect(en.text).toContain('If you did not ask for this, ignore this e-mail: your password stays as it is.');
    expect(en.text).not.toMatch(arabicLetters);
    expect(en.html).toContain('<html lang="en" dir="ltr">');
  });

  it('write the e-mail verification in the account language, with the hours it works', () => {
    const link = mailLink('https://fellah.example', 'ar', '/verify-email?token=t');
    const ar = emailVerificationMail({ language: 'ar', firstName: 'أمينة', link, hours: 24 });
    expect(ar.subject).toBe('أكّد بريدك الإلكتروني في فلّاح');
    expect(ar.text).toContain('يعمل الرابط لمدة 24 ساعة.');
    expect(ar.text).toContain(`تأكيد البريد الإلكتروني: https://fellah.example/ar/verify-email?token=t`);
    expect(withoutLink(ar.text, link)).not.toMatch(/[A-Za-z]/);
    expect(ar.html).toContain('dir="rtl"');

    const en = emailVerificationMail({
      language: 'en',
      firstName: 'Omar',
      link: 'https://fellah.example/verify-email?token=t',
      hours: 24,
    });
    expect(en.subject).toBe('Confirm your e-mail address for Fellah');
    expect(en.text).toContain('The link works for 24 hours.');
    expect(en.text).not.toMatch(arabicLetters);
    expect(en.html).toContain('dir="ltr"');
  });

  it('links go to PUBLIC_URL, by default the local port', () => {
    expect(loadConfig({ JWT_SECRET: 'z'.repeat(40), PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ JWT_SECRET: 'z'.repeat(40), PUBLIC_URL: 'https://fellah.eg/' }).publicUrl).toBe(
      'https://fellah.eg',
    );
    expect(() => loadConfig({ JWT_SECRET: 'z'.repeat(40), PUBLIC_URL: 'fellah.eg' })).toThrow(
      /PUBLIC_URL: must be an http/,
    );
  });
});
