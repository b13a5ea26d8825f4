import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerified } from '../../src/server/users/verified';
import { messagesAr } from '../../src/shared/messagesAr';
import { type TestApp, startTestApp } from '../helpers/app';
import { type CallOptions, type JsonAnswer, type Method, restRequest } from '../helpers/rest';
import { createUser } from '../helpers/users';

/*
 * The phone as an identity: sign-up, sign-in and password reset with an Egyptian mobile
 * number, codes by SMS through the messaging outbox (hashed, 10 minutes, 5 tries), adding and changing a number, and
 * the limits against SMS pumping — each limit's test fails when that limit is removed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'green-fields-1';
let seq = 0;
/** A fresh Egyptian mobile number of this file (E.164), and the ways a grower may type it. */
function newNumber(prefix = '10') {
  const national = `${prefix}${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
  return { e164: `+20${national}`, local: `0${national}` };
}
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
/** Each test its own client address, so the per-address cap of one test does not spend another's. */
let ipSeq = 0;
const newIp = () => `198.51.100.${++ipSeq}`;

async function call(
  method: Method,
  url: string,
  opts: CallOptions & { language?: 'en' | 'ar' } = {},
): Promise<{ status: number; body: JsonAnswer; headers: Record<string, unknown> }> {
  const request = restRequest(method, url, { ip: newIp(), ...opts });
  if (opts.language) request.headers = { ...request.headers, 'accept-language': opts.language };
  const res = await t.app.inject(request);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The newest code the outbox holds for `phone`. */
async function codeSentTo(phone: string): Promise<string> {
  const [row] = await t.db.sql<{ body_text: string; kind: string; sensitive: boolean; channel: string }[]>`
    select body_text, kind, sensitive, channel from mail_outbox where to_address = ${phone} order by id desc limit 1`;
  expect(row).toMatchObject({ kind: 'code', sensitive: true, channel: 'sms' });
  return /\b(\d{6})\b/.exec(row!.body_text)![1]!;
}
const codesSentTo = async (phone: string) =>
  (await t.db.sql<{ n: number }[]>`select count(*)::int as n from mail_outbox where to_address = ${phone}`)[0]!.n;

async function registerByPhone(typed: string, ip = newIp()) {
  return call('POST', '/api/auth/register', {
    ip,
    body: { first_name: 'Saeed', last_name: 'Hassan', phone: typed, password: PASSWORD },
  });
}

/** Any other code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function setSetting(key: string, value: unknown) {
  const admin = await createUser(t, { role: 'admin' });
  const res = await call('PUT', `/api/admin/settings/${key}`, { token: admin.token, body: { value } });
  expect(res.status).toBe(200);
}

describe('signing up with a mobile number', () => {
  it('takes a number typed in Arabic-Indic digits with spaces, keeps it in E.164, sends a 6-digit code by SMS', async () => {
    const n = newNumber();
    const typed = arabicDigits(`${n.local.slice(0, 4)} ${n.local.slice(4, 7)} ${n.local.slice(7)}`);
    const res = await registerByPhone(typed);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: null, phone: n.e164, phone_verified: false, email_verified: false });
    expect(res.body.access_token).toEqual(expect.any(String));
    const code = await codeSentTo(n.e164);
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed: the digits are nowhere in the codes' table.
    const rows = await t.db.sql<{ code_hash: string }[]>`select code_hash from phone_codes where phone = ${n.e164}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);

    const verified = await call('POST', '/api/auth/phone/verify', { body: { phone: typed, code: arabicDigits(code) } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ phone: n.e164, phone_verified: true });
    expect(await emailVerified(t.db.sql, res.body.user.id)).toBe(true);
  });

  it('signs in with the number (leading 0, +20 or 0020) and the password; a wrong password is 401 in both languages', async () => {
    const n = newNumber('11');
    expect((await registerByPhone(n.local)).status).toBe(200);
    for (const typed of [n.local, n.e164, `0020${n.e164.slice(3)}`]) {
      const ok = await call('POST', '/api/auth/login', { body: { phone: typed, password: PASSWORD } });
      expect(ok.status).toBe(200);
      expect(ok.body.user.phone).toBe(n.e164);
    }
    const bad = await call('POST', '/api/auth/login', { body: { phone: n.local, password: 'not-it-at-all' } });
    expect(bad).toMatchObject({ status: 401, body: { success: false, message: 'Invalid mobile number or password' } });
    const badAr = await call('POST', '/api/auth/login', {
      language: 'ar',
      body: { phone: n.local, password: 'not-it-at-all' },
    });
    expect(badAr.body.message).toBe(messagesAr['phone.invalidCredentials']);
  });

  it('refuses a number that already signs an account in (409), and a sign-up with neither e-mail nor phone (400)', async () => {
    const n = newNumber('12');
    expect((await registerByPhone(n.local)).status).toBe(200);
    const again = await registerByPhone(n.e164);
    expect(again).toMatchObject({ status: 409, body: { error: 'CONFLICT', field: 'phone' } });
    const none = await call('POST', '/api/auth/register', {
      body: { first_name: 'Saeed', last_name: 'Hassan', password: PASSWORD },
    });
    expect(none).toMatchObject({ status: 400, body: { field: 'email' } });
    expect(none.body.message).toBe('Please enter your e-mail address or your mobile number.');
  });

  it('takes only Egyptian mobiles (010, 011, 012, 015) unless the setting widens it', async () => {
    const saudi = '+966501234567';
    const refused = await registerByPhone(saudi);
    expect(refused).toMatchObject({ status: 400, body: { field: 'phone' } });
    expect(refused.body.message).toContain('Egyptian mobile');
    expect(await codesSentTo(saudi)).toBe(0);
    // A landline (Cairo 02) is no mobile.
    expect((await registerByPhone('0223456789')).status).toBe(400);
    await setSetting('phone_codes_any_country', true);
    try {
      expect((await registerByPhone(saudi)).status).toBe(200);
      expect(await codesSentTo(saudi)).toBe(1);
    } finally {
      await setSetting('phone_codes_any_country', false);
    }
  });
});

describe('codes', () => {
  it('allow 5 tries: a wrong code is 400 in both languages, and after 5 wrong ones the right code no longer works', async () => {
    const n = newNumber();
    const reg = await registerByPhone(n.local);
    const code = await codeSentTo(n.e164);
    const ar = await call('POST', '/api/auth/phone/verify', {
      language: 'ar',
      body: { phone: n.local, code: wrong(code) },
    });
    expect(ar).toMatchObject({ status: 400, body: { field: 'code', message: messagesAr['phone.codeInvalid'] } });
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/api/auth/phone/verify', { body: { phone: n.local, code: wrong(code) } });
      expect(res).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR', field: 'code' } });
    }
    const late = await call('POST', '/api/auth/phone/verify', { body: { phone: n.local, code } });
    expect(late.status).toBe(400);
    const profile = await call('GET', '/api/auth/profile', { token: reg.body.access_token });
    expect(profile.body.data.phone_verified).toBe(false);
  });

  it('expire after 10 minutes, and a new code spends the one before it', async () => {
    const n = newNumber();
    await registerByPhone(n.local);
    const first = await codeSentTo(n.e164);
    const reg = await call('POST', '/api/auth/login', { body: { phone: n.local, password: PASSWORD } });
    const again = await call('POST', '/api/auth/phone/send-code', {
      token: reg.body.access_token,
      body: { phone: n.local, purpose: 'verify' },
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(
      `We sent a 6-digit code to ${n.local.slice(0, 4)} ${n.local.slice(4, 7)} ${n.local.slice(7)} by SMS. It is valid for 10 minutes.`,
    );
    const second = await codeSentTo(n.e164);
    if (first !== second) {
      const old = await call('POST', '/api/auth/phone/verify', { body: { phone: n.local, code: first } });
      expect(old.status).toBe(400);
    }
    // Eleven minutes later: the code was made 11 minutes ago and lived 10.
    await t.db
      .sql`update phone_codes set created_at = created_at - interval '11 minutes', expires_at = created_at - interval '1 minute'
                   where phone = ${n.e164}`;
    const expired = await call('POST', '/api/auth/phone/verify', { body: { phone: n.local, code: second } });
    expect(expired.status).toBe(400);
    const [row] = await t.db.sql<{ minutes: number }[]>`
      select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from phone_codes where phone = ${n.e164} order by id desc limit 1`;
    expect(row!.minutes).toBe(10);
  });
});

describe('password reset by phone', () => {
  it('sends a code to the account’s number, sets the new password, ends every session; the answer is the same for an unknown number', async () => {
    const n = newNumber();
    const reg = await registerByPhone(n.local);
    const send = await call('POST', '/api/auth/phone/send-code', { body: { phone: n.local, purpose: 'reset' } });
    const unknown = newNumber();
    const sendUnknown = await call('POST', '/api/auth/phone/send-code', {
      body: { phone: unknown.local, purpose: 'reset' },
    });
    expect(send.status).toBe(200);
    expect(sendUnknown).toMatchObject({ status: 200, body: { message: send.body.message } });
    expect(await codesSentTo(unknown.e164)).toBe(0);
    const code = await codeSentTo(n.e164);
    const newPassword = 'sakha-wheat-2027';
    const reset = await call('POST', '/api/auth/phone/reset-password', {
      body: { phone: n.local, code, newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { token: reg.body.access_token })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { phone: n.local, password: PASSWORD } })).status).toBe(401);
    const login = await call('POST', '/api/auth/login', { body: { phone: n.local, password: newPassword } });
    expect(login.status).toBe(200);
    expect(login.body.user.phone_verified).toBe(true);
    // The code was used once.
    const twice = await call('POST', '/api/auth/phone/reset-password', {
      body: { phone: n.local, code, newPassword: 'another-good-pass-9' },
    });
    expect(twice.status).toBe(400);
  });
});

describe('adding and changing a number', () => {
  it('an e-mail account adds a number and confirms it; then its profile cannot move it without a code', async () => {
    const user = await createUser(t);
    const n = newNumber('15');
    const send = await call('POST', '/api/auth/phone/send-code', {
      token: user.token,
      body: { phone: n.local, purpose: 'verify' },
    });
    expect(send.status).toBe(200);
    const verified = await call('POST', '/api/auth/phone/verify', {
      body: { phone: n.local, code: await codeSentTo(n.e164) },
    });
    expect(verified.body.data.user).toMatchObject({ email: user.email, phone: n.e164, phone_verified: true });
    const other = newNumber('15');
    const moved = await call('PUT', '/api/auth/profile', {
      token: user.token,
      body: { first_name: 'Test', last_name: 'Grower', email: user.email, phone: other.local },
    });
    expect(moved).toMatchObject({ status: 400, body: { field: 'phone' } });
  });

  it('changing needs the password and a code to the new number; then the new number signs in, the old one not', async () => {
    const n = newNumber();
    const reg = await registerByPhone(n.local);
    await call('POST', '/api/auth/phone/verify', { body: { phone: n.local, code: await codeSentTo(n.e164) } });
    const token = reg.body.access_token as string;
    const next = newNumber();
    const noPassword = await call('POST', '/api/auth/phone/send-code', {
      token,
      body: { phone: next.local, purpose: 'change' },
    });
    expect(noPassword).toMatchObject({ status: 400, body: { field: 'currentPassword' } });
    const wrongPassword = await call('POST', '/api/auth/phone/send-code', {
      token,
      body: { phone: next.local, purpose: 'change', currentPassword: 'not-the-password' },
    });
    expect(wrongPassword).toMatchObject({ status: 400, body: { field: 'currentPassword' } });
    expect(await codesSentTo(next.e164)).toBe(0);
    const signedOut = await call('POST', '/api/auth/phone/send-code', {
      body: { phone: next.local, purpose: 'change', currentPassword: PASSWORD },
    });
    expect(signedOut.status).toBe(401);
    const send = await call('POST', '/api/auth/phone/send-code', {
      token,
      body: { phone: next.local, purpose: 'change', currentPassword: PASSWORD },
    });
    expect(send.status).toBe(200);
    const changed = await call('POST', '/api/auth/phone/verify', {
      body: { phone: next.local, code: await codeSentTo(next.e164) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user).toMatchObject({ phone: next.e164, phone_verified: true });
    expect((await call('POST', '/api/auth/login', { body: { phone: n.local, password: PASSWORD } })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { phone: next.local, password: PASSWORD } })).status).toBe(
      200,
    );
  });

  it('refuses (409) a number that signs another account in', async () => {
    const n = newNumber();
    await registerByPhone(n.local);
    const user = await createUser(t);
    const res = await call('POST', '/api/auth/phone/send-code', {
      token: user.token,
      body: { phone: n.local, purpose: 'verify' },
    });
    expect(res).toMatchObject({ status: 409, body: { field: 'phone' } });
  });
});

describe('limits against SMS pumping', () => {
  /** Ask for reset codes for `phone` from `ip` (an account's number: each is a sent code). */
  const askReset = (phone: string, ip: string) =>
    call('POST', '/api/auth/phone/send-code', { ip, body: { phone, purpose: 'reset' } });

  it('a number gets at most 5 codes an hour: the 6th is 429 with Retry-After, in both languages', async () => {
    const n = newNumber();
    await registerByPhone(n.local);
    for (let i = 0; i < 4; i++) expect((await askReset(n.local, newIp())).status).toBe(200);
    const refused = await askReset(n.local, newIp());
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, error: 'TOO_MANY_REQUESTS', field: 'phone' },
    });
    expect(refused.body.message).toMatch(
      /^Too many codes were sent to this number\. Please try again in \d+ minutes\.$/,
    );
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3000);
    expect(seconds).toBeLessThanOrEqual(3600);
    const ar = await call('POST', '/api/auth/phone/send-code', {
      language: 'ar',
      body: { phone: n.local, purpose: 'reset' },
    });
    expect(ar.status).toBe(429);
    expect(ar.body.message).toContain('أُرسل عدد كبير من الرموز');
    expect(await codesSentTo(n.e164)).toBe(5);
  });

  it('a number gets at most 10 codes a day', async () => {
    const n = newNumber();
    await registerByPhone(n.local);
    // Nine more, spread over the day before this hour (the hourly limit is not what is tested here).
    await t.db.sql`update phone_codes set created_at = now() - interval '5 hours' where phone = ${n.e164}`;
    for (let i = 0; i < 4; i++) expect((await askReset(n.local, newIp())).status).toBe(200);
    await t.db
      .sql`update phone_codes set created_at = now() - interval '3 hours' where phone = ${n.e164} and created_at > now() - interval '1 hour'`;
    for (let i = 0; i < 5; i++) expect((await askReset(n.local, newIp())).status).toBe(200);
    await t.db
      .sql`update phone_codes set created_at = now() - interval '2 hours' where phone = ${n.e164} and created_at > now() - interval '1 hour'`;
    const refused = await askReset(n.local, newIp());
    expect(refused).toMatchObject({ status: 429, body: { details: { reason: 'number_limit' } } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(18 * 3600);
    expect(await codesSentTo(n.e164)).toBe(10);
  });

  it('one client address asks for at most phone_codes_per_address_day codes a day, whatever the numbers', async () => {
    await setSetting('phone_codes_per_address_day', 3);
    try {
      const ip = newIp();
      const numbers = [newNumber(), newNumber(), newNumber(), newNumber()];
      for (const n of numbers.slice(0, 3)) expect((await askReset(n.local, ip)).status).toBe(200);
      const refused = await askReset(numbers[3]!.local, ip);
      expect(refused).toMatchObject({ status: 429, body: { details: { reason: 'address_limit' } } });
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address is not held back by it.
      expect((await askReset(numbers[3]!.local, newIp())).status).toBe(200);
    } finally {
      await setSetting('phone_codes_per_address_day', 20);
    }
  });

  it('the shop sends at most phone_codes_per_day codes a day; a sign-up past it creates nothing', async () => {
    const [counted] = await t.db.sql<{ sent: number }[]>`
      select count(*)::int as sent from phone_codes where sent and created_at > now() - interval '1 day'`;
    const sent = counted!.sent;
    await setSetting('phone_codes_per_day', sent + 1);
    try {
      expect((await registerByPhone(newNumber().local)).status).toBe(200);
      const n = newNumber();
      const refused = await registerByPhone(n.local);
      expect(refused).toMatchObject({ status: 429, body: { details: { reason: 'shop_limit' } } });
      expect(refused.body.message).toContain('The shop cannot send more codes today');
      const [account] = await t.db.sql`select 1 from users where phone = ${n.e164}`;
      expect(account).toBeUndefined();
    } finally {
      await setSetting('phone_codes_per_day', 2000);
    }
  });
});

describe('the admins’ daily figures', () => {
  it('GET /api/admin/phone-codes counts the codes sent today, by channel, and the limits in force; customers get 403', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const res = await call('GET', '/api/admin/phone-codes?days=7', { token: admin.token });
    expect(res.status).toBe(200);
    const [today] = res.body.data.days;
    const [counted] = await t.db.sql<{ sent: number }[]>`
      select count(*)::int as sent from phone_codes
      where sent and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
    expect(counted!.sent).toBeGreaterThan(0);
    expect(today).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      sent: counted!.sent,
      sms: counted!.sent,
    });
    expect(res.body.data).toMatchObject({ per_number_hour: 5, per_number_day: 10, per_address_day: 20 });
    const customer = await createUser(t);
    expect((await call('GET', '/api/admin/phone-codes', { token: customer.token })).status).toBe(403);
  });
});
