import { readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/rest-adapter/routes';
import { createContext } from '../../src/server/context';
import { adminProcedure, createCallerFactory, router } from '../../src/server/trpc';
import { ensureAdmin } from '../../src/server/users/admin';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { type CallOptions, type Method, callLoosely } from '../helpers/rest';
import type { MessageKey } from '../../src/shared/messages';

/*
 * Accounts and sessions through the real server (REST at /api and tRPC at /trpc), on a database of this file's own.
 * Refused calls are checked for their message AND for leaving the stored data as it was.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A call of a client that names itself (a device list shows it), from 127.0.0.1 unless `ip` says otherwise. */
const call = (method: Method, url: string, opts: CallOptions = {}) =>
  callLoosely(t, method, url, { ...opts, userAgent: opts.userAgent ?? 'vitest-agent' });

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;
const PASSWORD = 'green-fields-1';

async function register(tag: string, password = PASSWORD) {
  const email = uniqueEmail(tag);
  const res = await call('POST', '/api/auth/register', {
    body: { first_name: 'Nour', last_name: 'Farouk', email, password },
  });
  expect(res.status).toBe(200);
  return {
    email,
    id: res.body.user.id as string,
    access: res.body.access_token as string,
    refresh: res.body.refresh_token as string,
  };
}

async function login(email: string, password = PASSWORD, extra: Record<string, unknown> = {}, ip?: string) {
  return call('POST', '/api/auth/login', { body: { email, password, ...extra }, ...(ip ? { ip } : {}) });
}

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function latestMail(to: string, kind: string) {
  const [row] = await t.db.sql<{ id: string; subject: string; body_text: string; body_html: string; status: string }[]>`
    select id::text as id, subject, body_text, body_html, status from mail_outbox
    where to_address = ${to} and kind = ${kind} order by id desc limit 1`;
  return row;
}

const count = async (query: Promise<{ n: bigint }[]>) => Number((await query)[0]!.n);
const userRow = async (id: string) =>
  (await t.db.sql<Record<string, unknown>[]>`select * from users where id = ${id}`)[0]!;

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----fellah${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadAvatar(token: string, field: string, filename: string, contentType: string, data: Buffer) {
  const body = multipart(field, filename, contentType, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-avatar',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('sign-up', () => {
  it('creates a customer, signs them in and answers tokens and the user at the top level', async () => {
    const email = uniqueEmail('Signup').replace('signup', 'SignUp');
    const res = await call('POST', '/api/auth/register', {
      body: { first_name: '  Mona ', last_name: ' Adel  ', email: `  ${email} `, password: 'mona-adel-fields' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(res.body.access_token).toEqual(res.body.data.access_token);
    expect(res.body.refresh_token).toEqual(res.body.data.refresh_token);
    expect(res.body.user).toMatchObject({
      first_name: 'Mona',
      last_name: 'Adel',
      email,
      phone: null,
      country: 'Egypt',
      avatar_url: null,
      role: 'customer',
      email_verified: false,
      two_factor_enabled: false,
    });
    expect(typeof res.body.user.id).toBe('string');
    expect(res.raw).not.toMatch(/password_hash|argon2/);
    const stored = await userRow(res.body.user.id);
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses each invalid field with the spec message and its field, creating nothing', async () => {
    const before = await count(t.db.sql`select count(*) as n from users`);
    const valid = { first_name: 'Ali', last_name: 'Omar', email: uniqueEmail('v'), password: 'ali-omar-fields' };
    const tooCommon = 'This password is too common or too easy to guess: choose a longer or less common one';
    const cases: [Record<string, unknown>, string, string, MessageKey][] = [
      [
        { ...valid, password: 'abc12' },
        'Password must be at least 8 characters long',
        'password',
        'form.passwordTooShort',
      ],
      [
        { ...valid, password: 'abcdef1' },
        'Password must be at least 8 characters long',
        'password',
        'form.passwordTooShort',
      ],
      [{ ...valid, password: 'password123' }, tooCommon, 'password', 'form.passwordTooCommon'], // on the breached list
      [{ ...valid, password: 'Password1!' }, tooCommon, 'password', 'form.passwordTooCommon'], // "complex", and guessed at once
      [{ ...valid, password: 'qwertyuiop' }, tooCommon, 'password', 'form.passwordTooCommon'], // a keyboard row
      [{ ...valid, password: 'aaaaaaaaaaaa' }, tooCommon, 'password', 'form.passwordTooCommon'],
      [{ ...valid, first_name: '   ' }, 'First name is required', 'first_name', 'form.firstNameRequired'],
      [{ ...valid, last_name: '' }, 'Last name is required', 'last_name', 'form.lastNameRequired'],
      [
        { email: valid.email, password: 'ali-omar-fields', first_name: 'Ali' },
        'Last name is required',
        'last_name',
        'form.lastNameRequired',
      ],
      [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address', 'email', 'form.emailInvalid'],
      [{ ...valid, email: '' }, 'Email is required', 'email', 'form.emailRequired'],
    ];
    for (const [body, message, field, key] of cases) {
      const res = await call('POST', '/api/auth/register', { body });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message,
        error: 'VALIDATION_ERROR',
        field,
        details: { message_key: key },
      });
    }
    expect(await count(t.db.sql`select count(*) as n from users`)).toBe(before);
  });

  it('refuses an e-mail that is taken in any letter case (409), leaving the first account as it was', async () => {
    const { email, id } = await register('dup');
    const before = await userRow(id);
    const users = await count(t.db.sql`select count(*) as n from users`);
    const res = await call('POST', '/api/auth/register', {
      body: { first_name: 'X', last_name: 'Y', email: email.toUpperCase(), password: 'another-one-2' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: 'An account with this email already exists',
      error: 'CONFLICT',
      field: 'email',
    });
    expect(await count(t.db.sql`select count(*) as n from users`)).toBe(users);
    expect(await userRow(id)).toEqual(before);
  });
});

describe('sign-in, refresh rotation, reuse detection and logout', () => {
  it('goes register → login → refresh → reuse detection → logout', async () => {
    const { email, id } = await register('flow');

    // login, remember me: a 15-minute access token with the session id, a 30-day refresh token
    const signIn = await login(email, PASSWORD, { rememberMe: true });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ success: true, message: 'Login successful', user: { id, email } });
    const access1 = signIn.body.access_token as string;
    const refresh1 = signIn.body.refresh_token as string;
    const c = claims(access1);
    expect(c).toMatchObject({ sub: id, role: 'customer' });
    expect(Number(c.exp) - Number(c.iat)).toBe(15 * 60);
    const sid = c.sid as string;
    const [session] = await t.db.sql<
      { days: number }[]
    >`select extract(epoch from expires_at - created_at) / 86400 as days from sessions where id = ${sid}`;
    expect(Math.round(Number(session!.days))).toBe(30);
    expect(await count(t.db.sql`select count(*) as n from refresh_tokens where token_hash = ${refresh1}`)).toBe(0); // stored hashed
    expect((await call('GET', '/api/auth/profile', { token: access1 })).body.data.email).toBe(email);

    // refresh rotates: a new pair, same session
    const r1 = await call('POST', '/api/auth/refresh', { body: { refresh_token: refresh1 } });
    expect(r1.status).toBe(200);
    expect(r1.body.access_token).toBeTruthy();
    expect(r1.body.refresh_token).not.toBe(refresh1);
    expect(claims(r1.body.access_token).sid).toBe(sid);
    const refresh2 = r1.body.refresh_token as string;

    // the rotated token presented again after the grace period: the whole session is revoked
    await t.db
      .sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where session_id = ${sid} and rotated_at is not null`;
    const reuse = await call('POST', '/api/auth/refresh', { body: { refresh_token: refresh1 } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toMatch(/^This sign-in was ended for your safety/);
    expect((await call('POST', '/api/auth/refresh', { body: { refresh_token: refresh2 } })).status).toBe(401);
    const dead = await call('GET', '/api/auth/profile', { token: r1.body.access_token });
    expect(dead.status).toBe(401);
    expect(dead.body).toMatchObject({
      message: 'Your session has expired. Please log in again.',
      error: 'UNAUTHORIZED',
    });
    const [revoked] = await t.db.sql`select revoked_reason from sessions where id = ${sid}`;
    expect(revoked!.revoked_reason).toBe('refresh token reuse');
    expect(
      await count(
        t.db.sql`select count(*) as n from audit_log where action = 'auth.refresh_token_reuse' and target_id = ${sid}`,
      ),
    ).toBe(1);

    // a new sign-in, then logout: that session's access and refresh tokens stop working at once
    const again = await login(email);
    expect(again.status).toBe(200);
    const [oneDay] = await t.db.sql<{ hours: number }[]>`
      select extract(epoch from expires_at - created_at) / 3600 as hours from sessions where id = ${claims(again.body.access_token).sid as string}`;
    expect(Math.round(Number(oneDay!.hours))).toBe(24);
    const out = await call('POST', '/api/auth/logout', { token: again.body.access_token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, message: 'Logged out successfully' });
    expect((await call('GET', '/api/auth/profile', { token: again.body.access_token })).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/refresh', { body: { refresh_token: again.body.refresh_token } })).status,
    ).toBe(401);
    expect((await call('POST', '/api/auth/logout', { token: again.body.access_token })).status).toBe(401);
  });

  it('lets two tabs refresh with the same token at once (grace period), keeping the session', async () => {
    const { email } = await register('tabs');
    const s = await login(email);
    const token = s.body.refresh_token as string;
    const [a, b] = await Promise.all([
      call('POST', '/api/auth/refresh', { body: { refresh_token: token } }),
      call('POST', '/api/auth/refresh', { body: { refresh_token: token } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // both tabs get the same successor: one chain, not two
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    const nextA = await call('POST', '/api/auth/refresh', { body: { refresh_token: a.body.refresh_token } });
    const nextB = await call('POST', '/api/auth/refresh', { body: { refresh_token: b.body.refresh_token } });
    expect([nextA.status, nextB.status]).toEqual([200, 200]);
    expect(nextA.body.refresh_token).toBe(nextB.body.refresh_token);
    expect((await call('GET', '/api/auth/profile', { token: nextB.body.access_token })).status).toBe(200);
    const [session] = await t.db
      .sql`select revoked_at from sessions where id = ${claims(s.body.access_token).sid as string}`;
    expect(session!.revoked_at).toBeNull();
  });

  it('refuses wrong passwords and unknown e-mails with one message, recording each failure', async () => {
    const { email, id } = await register('wrong');
    const wrong = await login(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      message: 'Invalid email or password',
      error: 'UNAUTHORIZED',
      details: { message_key: 'accounts.invalidCredentials' },
    });
    const unknown = await login(uniqueEmail('nobody'), 'whatever');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
    expect(await count(t.db.sql`select count(*) as n from sessions where user_id = ${id}`)).toBe(1); // only the sign-up's
    const attempts = await t.db.sql`select success, reason from login_attempts where email = ${email}`;
    expect(attempts.map((a) => a.reason)).toEqual(['wrong_password']);
  });

  it('ends a banned user’s tokens at once and refuses their sign-in', async () => {
    const { email, id, access, refresh } = await register('banned');
    await t.db.sql`update users set status = 'banned' where id = ${id}`;
    const res = await call('GET', '/api/auth/profile', { token: access });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This account is not active.');
    expect((await call('POST', '/api/auth/refresh', { body: { refresh_token: refresh } })).status).toBe(401);
    const signIn = await login(email);
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('This account has been suspended. Please contact support.');
  });

  it('answers the same over tRPC (superjson)', async () => {
    const { email } = await register('trpc');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email, password: PASSWORD, rememberMe: false } },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().result.data.json;
    expect(data.user.email).toBe(email);
    expect(typeof data.access_token).toBe('string');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.profile',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(profile.json().result.data.json.email).toBe(email);
    const none = await t.app.inject({ method: 'GET', url: '/trpc/auth.profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.json.message).toBe('Please log in to continue.');
  });
});

describe('sign-in throttling', () => {
  it('locks an e-mail from one address after 5 failures (429 with a retry time), recording every failure and the lock-out', async () => {
    const { email, id } = await register('throttle');
    const ip = '10.9.8.7';
    for (let i = 0; i < 5; i++) expect((await login(email, 'bad-password', {}, ip)).status).toBe(401);
    const sessionsBefore = await count(t.db.sql`select count(*) as n from sessions where user_id = ${id}`);

    const locked = await login(email, PASSWORD, {}, ip); // even the right password
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(locked.body.details.retry_after_seconds).toBeGreaterThan(14 * 60);
    expect(locked.body.details.retry_after_seconds).toBeLessThanOrEqual(15 * 60);
    expect(await count(t.db.sql`select count(*) as n from sessions where user_id = ${id}`)).toBe(sessionsBefore);

    const attempts = await t.db.sql`select reason, ip from login_attempts where email = ${email} order by id`;
    expect(attempts.map((a) => a.reason)).toEqual([...Array(5).fill('wrong_password'), 'locked']);
    expect(attempts.every((a) => a.ip === ip)).toBe(true);
    expect(
      await count(t.db.sql`select count(*) as n from audit_log where action = 'auth.lockout' and target_id = ${id}`),
    ).toBe(1);

    // another address is not locked; and once the failures leave the 15-minute window, this one is free again
    expect((await login(email, PASSWORD, {}, '10.1.1.1')).status).toBe(200);
    await t.db
      .sql`update login_attempts set created_at = created_at - interval '16 minutes' where email = ${email} and ip = ${ip}`;
    expect((await login(email, PASSWORD, {}, ip)).status).toBe(200);
  });

  it('counts failures since the last successful sign-in only', async () => {
    const { email } = await register('reset-count');
    for (let i = 0; i < 4; i++) await login(email, 'bad-password');
    expect((await login(email)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(email, 'bad-password');
    expect((await login(email)).status).toBe(200);
  });
});

describe('password reset through the outbox', () => {
  it('answers the same for unknown and known e-mails, and mails a single-use hashed token for one hour', async () => {
    const stranger = uniqueEmail('stranger');
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: stranger } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({
      success: true,
      message: 'If an account exists for this e-mail, a reset link is on its way.',
    });
    expect(await latestMail(stranger, 'password_reset')).toBeUndefined();

    const { email, id, access } = await register('reset');
    const known = await call('POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } });
    expect(known.body).toEqual(unknown.body);
    const mail = await latestMail(email, 'password_reset');
    expect(mail).toMatchObject({ subject: 'Reset your Fellah password', status: 'pending' });
    const token = mail!.body_text.match(/\/reset-password\?token=([\w-]+)/)![1]!;
    expect(mail!.body_text).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);
    expect(mail!.body_html).toContain(`/reset-password?token=${token}`);
    const [stored] = await t.db.sql<{ token_hash: string; minutes: number }[]>`
      select token_hash, extract(epoch from expires_at - created_at) / 60 as minutes from password_resets where user_id = ${id}`;
    expect(stored!.token_hash).not.toBe(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(Number(stored!.minutes))).toBe(60);

    // a wrong token and a too-short password change nothing
    const hashBefore = (await userRow(id)).password_hash;
    const bad = await call('POST', '/api/auth/reset-password', {
      body: { token: 'x'.repeat(43), newPassword: 'brand-new-1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'This reset link is invalid or has expired.', field: 'token' });
    const short = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: '123' } });
    expect(short.body).toMatchObject({ message: 'Password must be at least 8 characters long', field: 'newPassword' });
    expect((await userRow(id)).password_hash).toBe(hashBefore);

    // the right token: new password, every session ended, token used up
    const ok = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'brand-new-1' } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your password has been reset. You can now log in with your new password.');
    expect((await call('GET', '/api/auth/profile', { token: access })).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, 'brand-new-1')).status).toBe(200);
    const twice = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'another-one-2' } });
    expect(twice.status).toBe(400);
    expect((await login(email, 'brand-new-1')).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const { email, id } = await register('expired');
    await call('POST', '/api/auth/forgot-password', { body: { email } });
    const token = (await latestMail(email, 'password_reset'))!.body_text.match(/token=([\w-]+)/)![1]!;
    await t.db.sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${id}`;
    const res = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'brand-new-1' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This reset link is invalid or has expired.');
    expect((await login(email)).status).toBe(200);
  });
});

describe('the account e-mails in the language the account saved', () => {
  it('writes the reset and verification e-mails of an Arabic account in Arabic, right to left, with /ar links', async () => {
    const { email, id, access } = await register('arabic');
    await t.db.sql`update users set preferences = ${t.db.sql.json({ language: 'ar' })} where id = ${id}`;
    await call('POST', '/api/auth/forgot-password', { body: { email } });
    const reset = await latestMail(email, 'password_reset');
    expect(reset).toMatchObject({ subject: 'إعادة تعيين كلمة المرور لحسابك في فلّاح' });
    expect(reset!.body_text).toContain(`إعادة تعيين كلمة المرور: ${t.config.publicUrl}/ar/reset-password?token=`);
    expect(reset!.body_html).toContain('<html lang="ar" dir="rtl">');

    await call('POST', '/api/auth/request-email-verification', { token: access });
    const verify = await latestMail(email, 'email_verification');
    expect(verify).toMatchObject({ subject: 'أكّد بريدك الإلكتروني في فلّاح' });
    expect(verify!.body_text).toContain(`تأكيد البريد الإلكتروني: ${t.config.publicUrl}/ar/verify-email?token=`);
    expect(verify!.body_html).toContain('dir="rtl"');
  });
});

describe('e-mail verification through the outbox', () => {
  it('mails a link at sign-up and on request; the link verifies once, signed out', async () => {
    const { email, access } = await register('verify');
    expect(await latestMail(email, 'email_verification')).toMatchObject({
      subject: 'Confirm your e-mail address for Fellah',
    });
    const again = await call('POST', '/api/auth/request-email-verification', { token: access });
    expect(again.body).toMatchObject({ success: true, message: `A verification link has been sent to ${email}.` });
    const mail = await latestMail(email, 'email_verification');
    const token = mail!.body_text.match(/\/verify-email\?token=([\w-]+)/)![1]!;

    const wrong = await call('POST', '/api/auth/verify-email', { body: { token: 'y'.repeat(43) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'This verification link is invalid or has expired.', field: 'token' });
    expect((await call('GET', '/api/auth/profile', { token: access })).body.data.email_verified).toBe(false);

    const ok = await call('POST', '/api/auth/verify-email', { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Thank you: your e-mail address is verified.');
    expect((await call('GET', '/api/auth/profile', { token: access })).body.data.email_verified).toBe(true);
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);

    const mailsBefore = await count(t.db.sql`select count(*) as n from mail_outbox where to_address = ${email}`);
    const done = await call('POST', '/api/auth/request-email-verification', { token: access });
    expect(done.body.message).toBe('Your e-mail address is already verified.');
    expect(await count(t.db.sql`select count(*) as n from mail_outbox where to_address = ${email}`)).toBe(mailsBefore);
  });

  it('a changed e-mail address is verified by its confirmation link, and a link sent to the old one no longer works', async () => {
    const { email, access } = await register('change');
    const token = (await latestMail(email, 'email_verification'))!.body_text.match(/token=([\w-]+)/)![1]!;
    const moved = uniqueEmail('moved');
    const res = await call('PUT', '/api/auth/profile', {
      token: access,
      body: { first_name: 'Nour', last_name: 'Farouk', email: moved, currentPassword: PASSWORD },
    });
    expect(res.body.data).toMatchObject({ email, email_verified: false, pending_email: moved });
    const link = (await latestMail(moved, 'email_change'))!.body_text.match(
      /\/confirm-email-change\?token=([\w-]+)/,
    )![1]!;
    expect((await call('POST', '/api/auth/confirm-email-change', { body: { token: link } })).status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { token: access })).body.data).toMatchObject({
      email: moved,
      email_verified: true,
    });
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);
  });
});

describe('two-factor sign-in', () => {
  it('enables with a code from an authenticator, then asks for it at sign-in', async () => {
    const { email, id, access } = await register('totp');
    expect((await call('GET', '/api/auth/2fa/status', { token: access })).body.data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });

    // the password again first (a step-up); the confirmation within the next minutes needs no second one
    const enrol = await call('POST', '/api/auth/2fa/enable', { token: access, body: { password: PASSWORD } });
    expect(enrol.status).toBe(200);
    const { secret, otpauth_url, qr_code } = enrol.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Fellah:/);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await call('GET', '/api/auth/2fa/status', { token: access })).body.data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });

    const totp = new TOTP({ issuer: 'Fellah', label: email, secret, digits: 6, period: 30, algorithm: 'SHA1' });
    const now = Date.now();
    const wrongCode = (Number(totp.generate({ timestamp: now })) + 1) % 1_000_000;
    const bad = await call('POST', '/api/auth/2fa/confirm', {
      token: access,
      body: { code: String(wrongCode).padStart(6, '0'), secret },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Invalid two-factor code', field: 'code' });
    expect((await userRow(id)).two_factor_enabled).toBe(false);

    const ok = await call('POST', '/api/auth/2fa/confirm', {
      token: access,
      body: { code: totp.generate({ timestamp: now }), secret },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      data: { enabled: true },
      message: expect.stringMatching(/^Two-factor sign-in is on/),
    });
    expect(ok.body.data.recovery_codes).toHaveLength(10);
    expect((await call('GET', '/api/auth/profile', { token: access })).body.data.two_factor_enabled).toBe(true);

    // the second step: no code → asked for one (no session); wrong code → 401; a fresh code → signed in
    const sessions = () => count(t.db.sql`select count(*) as n from sessions where user_id = ${id}`);
    const before = await sessions();
    const step1 = await login(email);
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({
      success: true,
      two_factor_required: true,
      message: 'Enter the 6-digit code from your authenticator app',
    });
    expect(step1.body.access_token).toBeUndefined();
    const wrong = await login(email, PASSWORD, { code: '000000' === totp.generate() ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid two-factor code');
    expect(await sessions()).toBe(before);

    // the confirming code is used up; the next time step's code (within the allowed drift) signs in, once
    const next = totp.generate({ timestamp: now + 30_000 });
    const step2 = await login(email, PASSWORD, { code: next });
    expect(step2.status).toBe(200);
    expect(step2.body.user.two_factor_enabled).toBe(true);
    expect(await sessions()).toBe(before + 1);
    expect((await login(email, PASSWORD, { code: next })).body.message).toBe('Invalid two-factor code');

    // the sign-in history: the first step asked for the code, then a wrong code twice; the codes were counted on their own
    const reasons = await t.db
      .sql`select reason from login_attempts where user_id = ${id} and action = 'login' and not success order by id`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'two_factor_required',
      'invalid_two_factor_code',
      'invalid_two_factor_code',
    ]);
    const codes = await t.db
      .sql`select success, reason from login_attempts where user_id = ${id} and action = 'two_factor' order by id`;
    expect(codes.map((r) => r.reason ?? 'ok')).toEqual([
      'invalid_two_factor_code',
      'ok',
      'invalid_two_factor_code',
      'ok',
      'invalid_two_factor_code',
    ]);

    // turning it off needs a valid code too
    const notOff = await call('POST', '/api/auth/2fa/disable', { token: access, body: { code: next } });
    expect(notOff.status).toBe(400);
    expect((await userRow(id)).two_factor_enabled).toBe(true);
    // as if the next time step had come: the current code is newer than the last one used
    await t.db.sql`update users set two_factor_last_step = two_factor_last_step - 2 where id = ${id}`;
    const off = await call('POST', '/api/auth/2fa/disable', { token: access, body: { code: totp.generate() } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ data: { enabled: false }, message: 'Two-factor sign-in is off.' });
    expect((await userRow(id)).two_factor_secret).toBeNull();
    const actions = await t.db
      .sql`select action from audit_log where target_id = ${id} and action like 'auth.two_factor%' order by id`;
    expect(actions.map((a) => a.action)).toEqual(['auth.two_factor_enabled', 'auth.two_factor_disabled']);
  });
});

describe('who may read and change what', () => {
  let a: Awaited<ReturnType<typeof register>>;
  let b: Awaited<ReturnType<typeof register>>;
  let adminToken: string;
  let bAddressId: string;

  beforeAll(async () => {
    a = await register('alice');
    b = await register('bob');
    await ensureAdmin(t.db.sql, 'admin@fellah.test', 'admin-password-1');
    adminToken = (await login('admin@fellah.test', 'admin-password-1')).body.access_token;
    const added = await call('POST', '/api/auth/addresses', {
      token: b.access,
      body: { first_name: 'Bob', last_name: 'B', phone: '+20 100 000 0000', address: '1 Nile St', city: 'Giza' },
    });
    bAddressId = added.body.data.id;
  });

  it('refuses to show or change another user (403), and allows the user themself', async () => {
    const before = await userRow(b.id);
    const read = await call('GET', `/api/users/${b.id}`, { token: a.access });
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ message: 'You can only access your own account.', error: 'FORBIDDEN' });
    expect((await call('PUT', `/api/users/${b.id}`, { token: a.access, body: { first_name: 'Hacked' } })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/users/${b.id}`, { token: a.access })).status).toBe(403);
    expect(await userRow(b.id)).toEqual(before);
    const self = await call('GET', `/api/users/${a.id}`, { token: a.access });
    expect(self.status).toBe(200);
    expect(self.body.data.id).toBe(a.id);
    expect((await call('GET', `/api/users/${b.id}`)).status).toBe(401);
  });

  it('lets an administrator read and change another user, recorded in the audit log', async () => {
    const read = await call('GET', `/api/users/${b.id}`, { token: adminToken });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: b.id, email: b.email });
    const changed = await call('PUT', `/api/users/${b.id}`, { token: adminToken, body: { city: 'Aswan' } });
    expect(changed.body.data).toMatchObject({ city: 'Aswan', email: b.email, country: 'Egypt' });
    expect(
      await count(t.db.sql`select count(*) as n from audit_log where action = 'user.updated' and target_id = ${b.id}`),
    ).toBe(1);
    expect((await call('GET', '/api/users/999999999', { token: adminToken })).status).toBe(404);
  });

  it('guards administrator procedures: UNAUTHORIZED without a token, FORBIDDEN for a customer', async () => {
    const probe = createCallerFactory(router({ secret: adminProcedure.query(() => 'for admins') }));
    const deps = {
      config: t.config,
      db: t.db,
      sql: t.db.sql,
      runner: t.runner,
      log: silentLog,
      limits: t.app.requestLimits,
      version: 'test',
    };
    const as = (token?: string) =>
      createContext(deps, {
        authorization: token ? `Bearer ${token}` : undefined,
        ip: '127.0.0.1',
        userAgent: 'vitest',
        requestId: 'probe',
      }).then(probe);
    await expect((await as()).secret()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
    await expect((await as(a.access)).secret()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This action is for administrators only.',
    });
    await expect((await as(adminToken)).secret()).resolves.toBe('for admins');
  });

  it("does not find another user's address (404) and leaves it as it was", async () => {
    const before = await t.db.sql`select * from addresses where id = ${bAddressId}`;
    const put = await call('PUT', `/api/auth/addresses/${bAddressId}`, { token: a.access, body: { city: 'Luxor' } });
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ message: 'Address not found', error: 'NOT_FOUND' });
    expect((await call('DELETE', `/api/auth/addresses/${bAddressId}`, { token: a.access })).status).toBe(404);
    expect((await call('PUT', `/api/auth/addresses/${bAddressId}/default`, { token: a.access })).status).toBe(404);
    expect((await call('GET', '/api/auth/addresses', { token: a.access })).body.data).toEqual([]);
    expect(await t.db.sql`select * from addresses where id = ${bAddressId}`).toEqual(before);
  });

  it("does not find another user's session (404) and leaves it open", async () => {
    const bSessions = await call('GET', '/api/auth/sessions', { token: b.access });
    const bSid = bSessions.body.data[0].id as string;
    const res = await call('DELETE', `/api/auth/sessions/${bSid}`, { token: a.access });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Session not found');
    expect((await call('GET', '/api/auth/profile', { token: b.access })).status).toBe(200);
    expect(
      (await call('GET', '/api/auth/sessions', { token: a.access })).body.data.map((s: { id: string }) => s.id),
    ).not.toContain(bSid);
  });
});

describe('profile, password, stats, activity and preferences', () => {
  it('updates the profile, refusing a taken e-mail and a country off the list without changing anything', async () => {
    const other = await register('taken');
    const { id, email, access } = await register('profile');
    const body = {
      first_name: ' Hoda ',
      last_name: 'Kamal',
      email,
      phone: '+20 1234567890',
      address: '5 Tahrir Sq',
      city: 'Cairo',
      country: 'Jordan',
    };
    const res = await call('PUT', '/api/auth/profile', { token: access, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.data).toMatchObject({ ...body, first_name: 'Hoda', phone: '+201234567890', pending_email: null }); // the phone in E.164

    const before = await userRow(id);
    const taken = await call('PUT', '/api/auth/profile', {
      token: access,
      body: { ...body, email: other.email.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    const country = await call('PUT', '/api/auth/profile', { token: access, body: { ...body, country: 'France' } });
    expect(country.body).toMatchObject({ message: 'Please choose a country from the list', field: 'country' });
    const phone = await call('PUT', '/api/auth/profile', { token: access, body: { ...body, phone: 'call me' } });
    expect(phone.body).toMatchObject({
      message: expect.stringContaining(
        'Please enter a mobile number the courier can call: 11 digits starting with 010',
      ),
      field: 'phone',
    });
    expect(await userRow(id)).toEqual(before);
  });

  it('changes the password only with the right current one, ending the other sessions', async () => {
    const { email, id, access } = await register('pw');
    const other = await login(email);
    const hash = (await userRow(id)).password_hash;
    const wrong = await call('PUT', '/api/auth/change-password', {
      token: access,
      body: { currentPassword: 'nope-nope', newPassword: 'newer-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Current password is incorrect', field: 'currentPassword' });
    const short = await call('PUT', '/api/auth/change-password', {
      token: access,
      body: { currentPassword: PASSWORD, newPassword: '12345' },
    });
    expect(short.body).toMatchObject({ message: 'Password must be at least 8 characters long', field: 'newPassword' });
    expect((await userRow(id)).password_hash).toBe(hash);

    const ok = await call('PUT', '/api/auth/change-password', {
      token: access,
      body: { currentPassword: PASSWORD, newPassword: 'newer-pass-1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password updated successfully!');
    expect((await call('GET', '/api/auth/profile', { token: access })).status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { token: other.body.access_token })).status).toBe(401);
    expect((await login(email, 'newer-pass-1')).status).toBe(200);
  });

  it('reports stats, activity and sign-in history with their limits', async () => {
    const { email, access } = await register('stats');
    for (let i = 0; i < 11; i++) await login(email, PASSWORD, {}, '10.0.0.5');
    await login(email, 'wrong-password', {}, '10.0.0.5');
    const stats = await call('GET', '/api/auth/stats', { token: access });
    expect(stats.body.data).toEqual({ totalOrders: 0, totalSpent: 0, favoriteItems: 0, accountAge: 0 });

    const activity = await call('GET', '/api/auth/activity', { token: access });
    expect(activity.body.data).toHaveLength(10);
    expect(activity.body.data[0]).toMatchObject({ action: 'auth.login', ip: '10.0.0.5' });
    expect((await call('GET', '/api/auth/activity?limit=3', { token: access })).body.data).toHaveLength(3);
    const tooMany = await call('GET', '/api/auth/activity?limit=500', { token: access });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('limit');

    const history = await call('GET', '/api/auth/login-history', { token: access });
    expect(history.body.data).toHaveLength(10);
    expect(history.body.data[0]).toMatchObject({
      success: false,
      reason: 'wrong_password',
      ip: '10.0.0.5',
      user_agent: 'vitest-agent',
    });
    expect(history.body.data[1]).toMatchObject({ success: true, reason: null });
    expect((await call('GET', '/api/auth/login-history?limit=2', { token: access })).body.data).toHaveLength(2);
  });

  it('keeps preferences with defaults, changing only what is sent', async () => {
    const { access } = await register('prefs');
    const initial = await call('GET', '/api/auth/preferences', { token: access });
    expect(initial.body.data).toEqual({
      language: 'en',
      newsletter: false,
      notifications: { order_updates: true, promotions: false, crop_tips: true },
    });
    const put = await call('PUT', '/api/auth/preferences', {
      token: access,
      body: { language: 'ar', notifications: { promotions: true } },
    });
    expect(put.body.data).toEqual({
      language: 'ar',
      newsletter: false,
      notifications: { order_updates: true, promotions: true, crop_tips: true },
    });
    expect((await call('GET', '/api/auth/preferences', { token: access })).body.data).toEqual(put.body.data);
    expect((await call('PUT', '/api/auth/preferences', { token: access, body: { language: 'fr' } })).status).toBe(400);
    const kinds = await t.db
      .sql`select distinct jsonb_typeof(details) as kind from user_activity union select distinct jsonb_typeof(preferences) from users union select distinct jsonb_typeof(details) from audit_log`;
    expect(kinds.map((k) => k.kind)).toEqual(['object']);
  });
});

describe('avatar upload (REST multipart)', () => {
  it('accepts a real PNG and serves it back', async () => {
    const { id, access } = await register('avatar');
    const res = await uploadAvatar(access, 'avatar', 'me.png', 'image/png', TINY_PNG);
    expect(res.status).toBe(200);
    expect(res.body.data.avatar_url).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    expect((await userRow(id)).avatar_url).toBe(res.body.data.avatar_url);
    const served = await t.app.inject(res.body.data.avatar_url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(
      await count(
        t.db.sql`select count(*) as n from user_activity where user_id = ${id} and action = 'avatar.updated'`,
      ),
    ).toBe(1);
  });

  it('refuses a text file named .png (400), a file over 2 MB (413) and no file at all, changing nothing', async () => {
    const { id, access } = await register('avatar-bad');
    const fake = await uploadAvatar(
      access,
      'avatar',
      'evil.png',
      'image/png',
      Buffer.from('just some text, not an image'),
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({
      success: false,
      message: 'This type of file is not accepted. Allowed: png, jpeg, webp',
      error: 'VALIDATION_ERROR',
    });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(access, 'avatar', 'big.png', 'image/png', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ message: 'The file is too large: at most 2 MB', error: 'PAYLOAD_TOO_LARGE' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-avatar',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--zz--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Please choose an image to upload', field: 'file' });
    expect((await userRow(id)).avatar_url).toBeNull();
  });
});

describe('saved addresses', () => {
  it('keeps exactly one default through adds, updates, default changes and deletes', async () => {
    const { id, access } = await register('addr');
    const base = {
      first_name: 'Sara',
      last_name: 'Nabil',
      phone: '+20 111 222 3333',
      address: '12 Corniche',
      city: 'Alexandria',
    };
    const first = await call('POST', '/api/auth/addresses', { token: access, body: base });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      ...base,
      phone: '+201112223333',
      country: 'Egypt',
      is_default: true,
      label: null,
      postal_code: null,
    }); // E.164
    const second = await call('POST', '/api/auth/addresses', {
      token: access,
      body: { ...base, city: 'Tanta', country: 'UAE', is_default: true },
    });
    expect(second.body.data.is_default).toBe(true);
    const defaults = () => t.db.sql`select id::text as id from addresses where user_id = ${id} and is_default`;
    expect((await defaults()).map((r) => r.id)).toEqual([second.body.data.id]);

    const updated = await call('PUT', `/api/auth/addresses/${second.body.data.id}`, {
      token: access,
      body: { label: 'Farm' },
    });
    expect(updated.body.data).toMatchObject({ label: 'Farm', city: 'Tanta', country: 'UAE', is_default: true });

    const made = await call('PUT', `/api/auth/addresses/${first.body.data.id}/default`, { token: access });
    expect(made.body.data.is_default).toBe(true);
    expect((await defaults()).map((r) => r.id)).toEqual([first.body.data.id]);

    const list = await call('GET', '/api/auth/addresses', { token: access });
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([first.body.data.id, second.body.data.id]);

    const del = await call('DELETE', `/api/auth/addresses/${first.body.data.id}`, { token: access });
    expect(del.body).toMatchObject({ success: true, message: 'Address deleted' });
    expect((await defaults()).map((r) => r.id)).toEqual([second.body.data.id]);
    const actions = await t.db
      .sql`select action from user_activity where user_id = ${id} and action like 'address.%' order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'address.added',
      'address.added',
      'address.updated',
      'address.default_set',
      'address.deleted',
    ]);
  });

  it('refuses an incomplete address with the checkout message, saving nothing', async () => {
    const { id, access } = await register('addr-bad');
    const res = await call('POST', '/api/auth/addresses', {
      token: access,
      body: { first_name: 'Sara', last_name: 'Nabil', phone: '+20 111 222 3333', address: '12 Corniche', city: ' ' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please fill in city', field: 'city' });
    expect(await count(t.db.sql`select count(*) as n from addresses where user_id = ${id}`)).toBe(0);
  });
});

describe('sessions, export, deactivation and deletion', () => {
  it('lists open sessions with the current one marked, and revokes another', async () => {
    const { email, access } = await register('sessions');
    const phone = await login(email, PASSWORD, {}, '10.2.2.2');
    const list = await call('GET', '/api/auth/sessions', { token: access });
    expect(list.body.data).toHaveLength(2);
    const current = list.body.data.find((s: { current: boolean }) => s.current);
    expect(current.id).toBe(claims(access).sid);
    const other = list.body.data.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ ip: '10.2.2.2', user_agent: 'vitest-agent' });
    const revoked = await call('DELETE', `/api/auth/sessions/${other.id}`, { token: access });
    expect(revoked.body).toMatchObject({ success: true, message: 'Session revoked' });
    expect((await call('GET', '/api/auth/profile', { token: phone.body.access_token })).status).toBe(401);
    expect((await call('DELETE', `/api/auth/sessions/${other.id}`, { token: access })).status).toBe(404);
    expect((await call('GET', '/api/auth/sessions', { token: access })).body.data).toHaveLength(1);
  });

  it('exports everything held on the user as a JSON download, without secrets', async () => {
    const { email, access } = await register('export');
    await call('POST', '/api/auth/addresses', {
      token: access,
      body: { first_name: 'A', last_name: 'B', phone: '+20 100 000 0000', address: 'X', city: 'Y' },
    });
    const res = await call('GET', '/api/auth/export-data', { token: access });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fellah-account-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(res.raw);
    expect(data.user.email).toBe(email);
    expect(data.addresses).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.activity.map((a: { action: string }) => a.action)).toContain('account.registered');
    expect(data.preferences.language).toBe('en');
    expect(data.known_devices).toEqual([
      { device: expect.stringMatching(/\|/), first_seen_at: expect.any(String), last_seen_at: expect.any(String) },
    ]);
    expect(res.raw).not.toMatch(/password_hash|two_factor_secret|token_hash|code_hash/);
  });

  it('deactivates with the password; signing in again reactivates', async () => {
    const { email, id, access } = await register('deact');
    const wrong = await call('PUT', '/api/auth/deactivate', { token: access, body: { password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Incorrect password', field: 'password' });
    expect((await userRow(id)).status).toBe('active');
    const ok = await call('PUT', '/api/auth/deactivate', { token: access, body: { password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect((await userRow(id)).status).toBe('deactivated');
    expect((await call('GET', '/api/auth/profile', { token: access })).status).toBe(401);
    expect((await login(email)).status).toBe(200);
    expect((await userRow(id)).status).toBe('active');
  });

  it('deletes with the password: personal data anonymised, row kept, tokens dead, e-mail free again', async () => {
    const { email, id, access } = await register('delete');
    await call('PUT', '/api/auth/profile', {
      token: access,
      body: { first_name: 'Dina', last_name: 'Samy', email, phone: '+20 1000000000', city: 'Minya' },
    });
    await call('POST', '/api/auth/addresses', {
      token: access,
      body: { first_name: 'D', last_name: 'S', phone: '+20 100 000 0000', address: 'X', city: 'Y' },
    });
    const before = await userRow(id);
    const wrong = await call('DELETE', '/api/auth/account', { token: access, body: { password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect password');
    expect(await userRow(id)).toEqual(before);

    const ok = await call('DELETE', '/api/auth/account', { token: access, body: { password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your account has been deleted.');
    const after = await userRow(id);
    expect(after).toMatchObject({
      status: 'deleted',
      first_name: 'Deleted',
      last_name: 'User',
      phone: null,
      city: null,
      avatar_url: null,
    });
    expect(after.email).toBe(`deleted-user-${id}@deleted.invalid`);
    expect(after.deleted_at).toBeInstanceOf(Date);
    expect(await count(t.db.sql`select count(*) as n from addresses where user_id = ${id}`)).toBe(0);
    expect(await count(t.db.sql`select count(*) as n from login_attempts where email = ${email}`)).toBe(0);
    expect(
      await count(
        t.db.sql`select count(*) as n from login_attempts where user_id = ${id} and (ip <> '' or client_key <> '')`,
      ),
    ).toBe(0);
    expect((await call('GET', '/api/auth/profile', { token: access })).status).toBe(401);
    expect((await login(email)).body.message).toBe('Invalid email or password');
    expect(
      (
        await call('POST', '/api/auth/register', {
          body: { first_name: 'New', last_name: 'Person', email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('deleting an account also removes favourites, newsletter, contact and support texts, uploads and notifications', async () => {
    const { email, id, access } = await register('delete-all');
    const other = await register('delete-other');
    const sql = t.db.sql;
    await sql`insert into favorites (user_id, item_type, item_id) values (${id}, 'crop', 1), (${other.id}, 'crop', 1)`;
    await sql`insert into newsletter_subscribers (email, user_id) values (${email}, ${id})`;
    await sql`insert into contact_messages (name, email, subject, message, user_id, ip) values ('Dina', ${email}, 'Hi', 'My farm is in Minya', ${id}, '10.0.0.1')`;
    const [ticket] = await sql<
      { id: string }[]
    >`insert into support_tickets (user_id, subject, category) values (${id}, 'Late', 'delivery') returning id`;
    await sql`insert into support_messages (ticket_id, author_id, body) values (${ticket!.id}, ${id}, 'Call me on 0100 000 0000')`;
    await sql`insert into support_messages (ticket_id, author_id, is_staff, body) values (${ticket!.id}, ${other.id}, true, 'We will call you')`;
    await sql`insert into uploads (user_id, kind, url, content_type, size) values (${id}, 'image', '/uploads/general/x-delete-all.png', 'image/png', 10)`;
    await sql`insert into notifications (user_id, type, title, message, created_at) values (${id}, 'order', 'Shipped', 'On its way', now())`;
    await sql`insert into analytics_events (user_id, session_id, event, path) values (${id}, 's-1', 'page_view', '/shop')`;

    expect((await call('DELETE', '/api/auth/account', { token: access, body: { password: PASSWORD } })).status).toBe(
      200,
    );

    expect(await count(sql`select count(*) as n from favorites where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from favorites where user_id = ${other.id}`)).toBe(1);
    expect(await count(sql`select count(*) as n from newsletter_subscribers where email = ${email}`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from contact_messages where email = ${email} or message like '%Minya%'`),
    ).toBe(0);
    const bodies = await sql<
      { body: string }[]
    >`select body from support_messages where ticket_id = ${ticket!.id} order by id`;
    expect(bodies.map((b) => b.body)).toEqual(['[deleted]', 'We will call you']);
    expect(await count(sql`select count(*) as n from uploads where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from notifications where user_id = ${id}`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from analytics_events where user_id = ${id} or session_id = 's-1'`),
    ).toBe(0);
  });

  it('a user deleting themself through /users/{id} must give the password', async () => {
    const { id, access } = await register('self-delete');
    const res = await call('DELETE', `/api/users/${id}`, { token: access });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please enter your password to confirm', field: 'password' });
    expect((await userRow(id)).status).toBe('active');
    expect((await call('DELETE', `/api/users/${id}`, { token: access, body: { password: PASSWORD } })).status).toBe(
      200,
    );
    expect((await userRow(id)).status).toBe('deleted');
  });
});

describe('the Auth and Users rows of rest-calls.tsv', () => {
  it('are all in the route table', () => {
    const tsv = readFileSync(new URL('../../docs/spec/rest-calls.tsv', import.meta.url), 'utf8');
    const rows = tsv
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
      .filter(([group]) => group === 'Auth' || group === 'Users')
      .map(([, method, path]) => `${method} ${path}`);
    expect(rows).toHaveLength(35);
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(rows.filter((r) => !served.has(r))).toEqual([]);
  });

  it('all answer (none is ROUTE_NOT_FOUND)', async () => {
    const { id, access } = await register('rows');
    for (const route of routes.filter((r) => r.group === 'Auth' || r.group === 'Users')) {
      if (route.path === '/auth/logout' || route.path === '/auth/account' || route.method === 'DELETE') continue;
      const url = `/api${route.path.replace('{id}', id)}`;
      const res = await call(route.method, url, { token: access, ...(route.method === 'GET' ? {} : { body: {} }) });
      expect(res.body.error, `${route.method} ${route.path}`).not.toBe('ROUTE_NOT_FOUND');
      expect(res.status, `${route.method} ${route.path}`).not.toBe(500);
    }
    for (const url of ['/api/auth/sessions/1', '/api/auth/addresses/1', `/api/users/${id}`, '/api/auth/account']) {
      const res = await call('DELETE', url, { body: {} });
      expect(res.status, `DELETE ${url}`).toBe(401);
    }
    expect((await call('POST', '/api/auth/logout', {})).status).toBe(401);
  });
});
