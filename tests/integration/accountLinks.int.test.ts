import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';

/*
 * Links and sessions that end: a password change, a reset or an e-mail change spends every link
 * still waiting (reset, verification) and ends the other sessions; the owner is told of a password change and of a
 * sign-in from a new device.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'green-fields-1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
let seq = 0;
const uniqueEmail = (tag: string) => `links-${tag}-${process.pid}-${++seq}@example.com`;

type Json = ReturnType<typeof JSON.parse>;
async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { body?: unknown; token?: string; ip?: string; userAgent?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '192.0.2.1',
    headers: {
      'user-agent': opts.userAgent ?? CHROME_WINDOWS,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function register(tag: string) {
  const email = uniqueEmail(tag);
  const res = await call('POST', '/api/auth/register', {
    body: { first_name: 'Nour', last_name: 'Farouk', email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return {
    email,
    id: res.body.user.id as string,
    access: res.body.access_token as string,
    refresh: res.body.refresh_token as string,
  };
}

const login = (email: string, password = PASSWORD, opts: { ip?: string; userAgent?: string } = {}) =>
  call('POST', '/api/auth/login', { body: { email, password }, ...opts });

async function mails(to: string, kind: string) {
  return t.db.sql<
    { subject: string; body_text: string }[]
  >`select subject, body_text from mail_outbox where to_address = ${to} and kind = ${kind} order by id`;
}

/** The token of the newest link of `kind` mailed to `to`. */
async function mailedToken(to: string, kind: string): Promise<string> {
  const list = await mails(to, kind);
  const token = list.at(-1)?.body_text.match(/token=([\w-]+)/)?.[1];
  expect(token, `a ${kind} link to ${to}`).toBeDefined();
  return token!;
}

describe('a password change', () => {
  it('spends the reset and verification links sent before it, ends the other sessions and tells the owner', async () => {
    const owner = await register('change');
    const other = await login(owner.email, PASSWORD, { ip: '198.51.100.9' });
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: owner.email } })).status).toBe(200);
    const resetToken = await mailedToken(owner.email, 'password_reset');
    const verifyToken = await mailedToken(owner.email, 'email_verification');

    const changed = await call('PUT', '/api/auth/change-password', {
      token: owner.access,
      body: { currentPassword: PASSWORD, newPassword: 'nile-barley-2028' },
    });
    expect(changed.status).toBe(200);

    // The links asked for before the change no longer work, and change nothing.
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: resetToken, newPassword: 'stolen-reset-2028' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'This reset link is invalid or has expired.',
      field: 'token',
    });
    expect((await call('POST', '/api/auth/verify-email', { body: { token: verifyToken } })).status).toBe(400);
    expect((await login(owner.email, 'nile-barley-2028')).status).toBe(200);

    // The other session's tokens are refused at once; the caller's stays.
    expect((await call('GET', '/api/auth/profile', { token: other.body.access_token })).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/refresh', { body: { refresh_token: other.body.refresh_token } })).status,
    ).toBe(401);
    expect((await call('GET', '/api/auth/profile', { token: owner.access })).status).toBe(200);

    const [notice] = await mails(owner.email, 'password_changed');
    expect(notice).toMatchObject({ subject: 'Your Fellah password was changed' });
    expect(notice!.body_text).toContain(`${t.config.publicUrl}/login?mode=forgot`);
  });

  it('by reset link spends the other links too, ends every session and tells the owner', async () => {
    const owner = await register('reset');
    await call('POST', '/api/auth/forgot-password', { body: { email: owner.email } });
    const first = await mailedToken(owner.email, 'password_reset');
    await call('POST', '/api/auth/forgot-password', { body: { email: owner.email } });
    const second = await mailedToken(owner.email, 'password_reset');
    expect(
      (await call('POST', '/api/auth/reset-password', { body: { token: second, newPassword: 'nile-barley-2029' } }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/api/auth/reset-password', { body: { token: first, newPassword: 'stolen-reset-2029' } }))
        .status,
    ).toBe(400);
    expect((await call('GET', '/api/auth/profile', { token: owner.access })).status).toBe(401);
    expect(await mails(owner.email, 'password_changed')).toHaveLength(1);
  });
});

describe('an e-mail change', () => {
  it('spends the reset links sent to the old address', async () => {
    const owner = await register('email');
    await call('POST', '/api/auth/forgot-password', { body: { email: owner.email } });
    const oldReset = await mailedToken(owner.email, 'password_reset');
    const newEmail = uniqueEmail('moved');
    const asked = await call('PUT', '/api/auth/profile', {
      token: owner.access,
      body: { first_name: 'Nour', last_name: 'Farouk', email: newEmail, currentPassword: PASSWORD },
    });
    expect(asked.status).toBe(200);
    const confirmed = await call('POST', '/api/auth/confirm-email-change', {
      body: { token: await mailedToken(newEmail, 'email_change') },
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await call('POST', '/api/auth/reset-password', { body: { token: oldReset, newPassword: 'stolen-reset-2030' } }))
        .status,
    ).toBe(400);
    expect((await login(newEmail)).status).toBe(200);
  });
});

describe('a sign-in from a new device', () => {
  it('tells the owner about a new browser or a new network, not about a new address in a known network', async () => {
    const owner = await register('device'); // Chrome on Windows from 192.0.2.1: the account's first device, no notice
    expect(await mails(owner.email, 'new_device_sign_in')).toHaveLength(0);

    expect((await login(owner.email, PASSWORD, { ip: '192.0.2.77' })).status).toBe(200); // the same /24
    expect(await mails(owner.email, 'new_device_sign_in')).toHaveLength(0);

    expect((await login(owner.email, PASSWORD, { ip: '192.0.2.77', userAgent: FIREFOX_ANDROID })).status).toBe(200);
    const [notice] = await mails(owner.email, 'new_device_sign_in');
    expect(notice).toMatchObject({ subject: 'New sign-in to your Fellah account' });
    expect(notice!.body_text).toContain('Firefox on Android, from the network 192.0.2.0/24');

    expect((await login(owner.email, PASSWORD, { ip: '2001:db8:5:6::1' })).status).toBe(200); // a new network
    expect(await mails(owner.email, 'new_device_sign_in')).toHaveLength(2);
    expect((await login(owner.email, PASSWORD, { ip: '2001:db8:5:6::ff' })).status).toBe(200); // the same /64
    expect(await mails(owner.email, 'new_device_sign_in')).toHaveLength(2);
  });

  it('writes the notice in the account’s language', async () => {
    const owner = await register('device-ar');
    expect((await call('PUT', '/api/auth/preferences', { token: owner.access, body: { language: 'ar' } })).status).toBe(
      200,
    );
    expect((await login(owner.email, PASSWORD, { ip: '203.0.113.5', userAgent: FIREFOX_ANDROID })).status).toBe(200);
    const [notice] = await mails(owner.email, 'new_device_sign_in');
    expect(notice!.subject).toBe('دخول جديد إلى حسابك في فلّاح');
    expect(notice!.body_text).toContain('/ar/login?mode=forgot');
  });
});
