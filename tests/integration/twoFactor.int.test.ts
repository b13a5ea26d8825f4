import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';

/*
 * Two-factor sign-in done properly, over HTTP: what a stolen access token can no longer do, the
 * recovery codes, the notices, the administrator's reset, the secret kept encrypted, and ADMIN_REQUIRE_2FA.
 */

let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  strict = await startTestApp({
    env: {
      ADMIN_REQUIRE_2FA: '1',
      DATA_ENCRYPTION_KEY: 'another-data-encryption-key-for-tests-0123',
      // Redis mounts the queue board (/admin/queues), part of the admin area too.
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
});

const PASSWORD = 'green-fields-1';
let seq = 0;
const uniqueEmail = (tag: string) => `tfa-${tag}-${process.pid}-${++seq}@example.com`;

type Json = ReturnType<typeof JSON.parse>;
async function call(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await app.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '192.0.2.1',
    headers: { 'user-agent': 'vitest', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function register(app: TestApp, tag: string) {
  const email = uniqueEmail(tag);
  const res = await call(app, 'POST', '/api/auth/register', {
    body: { first_name: 'Nour', last_name: 'Farouk', email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return { email, id: res.body.user.id as string, access: res.body.access_token as string };
}

const totpFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
const userRow = async (app: TestApp, id: string) =>
  (await app.db.sql<Record<string, unknown>[]>`select * from users where id = ${id}`)[0]!;
const mails = (app: TestApp, to: string, kind: string) =>
  app.db.sql<
    { subject: string; body_text: string }[]
  >`select subject, body_text from mail_outbox where to_address = ${to} and kind = ${kind} order by id`;

/** An account with two-factor sign-in on (through the API); its authenticator and recovery codes. */
async function withTwoFactor(app: TestApp, tag: string) {
  const account = await register(app, tag);
  const enrol = await call(app, 'POST', '/api/auth/2fa/enable', {
    token: account.access,
    body: { password: PASSWORD },
  });
  expect(enrol.status).toBe(200);
  const secret = enrol.body.data.secret as string;
  const totp = totpFor(secret);
  const confirmed = await call(app, 'POST', '/api/auth/2fa/confirm', {
    token: account.access,
    body: { secret, code: totp.generate() },
  });
  expect(confirmed.status).toBe(200);
  return { ...account, secret, totp, codes: confirmed.body.data.recovery_codes as string[] };
}

describe('a stolen access token', () => {
  it('cannot turn two-factor sign-in on (the password is asked again), and nothing changes', async () => {
    const victim = await register(t, 'stolen');
    const refused = await call(t, 'POST', '/api/auth/2fa/enable', { token: victim.access });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'FORBIDDEN',
      field: 'password',
      message: 'Please confirm your password first: it stays confirmed for 5 minutes.',
      details: { step_up_required: true },
    });
    const secret = new Secret({ size: 20 }).base32;
    const confirm = await call(t, 'POST', '/api/auth/2fa/confirm', {
      token: victim.access,
      body: { secret, code: totpFor(secret).generate() },
    });
    expect(confirm.status).toBe(403);
    const wrong = await call(t, 'POST', '/api/auth/2fa/enable', {
      token: victim.access,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Incorrect password', field: 'password' });
    expect((await userRow(t, victim.id)).two_factor_enabled).toBe(false);
    expect(await mails(t, victim.email, 'two_factor_changed')).toHaveLength(0);
  });

  it('cannot turn it off either; a step-up lasts five minutes', async () => {
    const owner = await withTwoFactor(t, 'off');
    await t.db.sql`update sessions set stepped_up_at = now() - interval '6 minutes' where user_id = ${owner.id}`;
    const refused = await call(t, 'POST', '/api/auth/2fa/disable', {
      token: owner.access,
      body: { code: owner.totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(refused.status).toBe(403);
    expect((await userRow(t, owner.id)).two_factor_enabled).toBe(true);

    const stepped = await call(t, 'POST', '/api/auth/step-up', { token: owner.access, body: { password: PASSWORD } });
    expect(stepped.body).toMatchObject({ success: true, message: 'Password confirmed.', data: { valid_minutes: 5 } });
    const off = await call(t, 'POST', '/api/auth/2fa/disable', {
      token: owner.access,
      body: { code: owner.totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(off.status).toBe(200);
    expect((await userRow(t, owner.id)).two_factor_enabled).toBe(false);
    expect(await t.db.sql`select 1 from two_factor_recovery_codes where user_id = ${owner.id}`).toHaveLength(0);
  });
});

describe('recovery codes', () => {
  it('are ten, stored hashed, each signing in once instead of a code; the owner is told when one is used', async () => {
    const owner = await withTwoFactor(t, 'codes');
    expect(owner.codes).toHaveLength(10);
    expect(new Set(owner.codes).size).toBe(10);
    for (const code of owner.codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.db.sql<
      { code_hash: string }[]
    >`select code_hash from two_factor_recovery_codes where user_id = ${owner.id}`;
    expect(stored).toHaveLength(10);
    for (const row of stored)
      for (const code of owner.codes) expect(row.code_hash).not.toContain(code.replace('-', ''));

    const login = (code: string) =>
      call(t, 'POST', '/api/auth/login', { body: { email: owner.email, password: PASSWORD, code } });
    const first = await login(owner.codes[3]!.toUpperCase()); // as typed, in capitals
    expect(first.status).toBe(200);
    expect(first.body.access_token).toEqual(expect.any(String));
    expect((await login(owner.codes[3]!)).status).toBe(401); // once only
    expect((await login('abcde-fghij')).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/2fa/status', { token: owner.access })).body.data).toEqual({
      enabled: true,
      recovery_codes_left: 9,
    });
    expect((await mails(t, owner.email, 'two_factor_changed')).map((m) => m.subject)).toEqual([
      'Two-factor sign-in is on for your Fellah account',
      'A recovery code was used to sign in to your Fellah account',
    ]);
  });

  it('can be made anew after a step-up: the earlier ones stop working', async () => {
    const owner = await withTwoFactor(t, 'renew');
    const renewed = await call(t, 'POST', '/api/auth/2fa/recovery-codes', {
      token: owner.access,
      body: { password: PASSWORD },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    const login = (code: string) =>
      call(t, 'POST', '/api/auth/login', { body: { email: owner.email, password: PASSWORD, code } });
    expect((await login(owner.codes[0]!)).status).toBe(401);
    expect((await login(renewed.body.data.recovery_codes[0])).status).toBe(200);
  });
});

describe('the secret at rest', () => {
  it('is stored encrypted, never as the key the authenticator holds; a secret stored in the clear before is sealed at the next sign-in', async () => {
    const owner = await withTwoFactor(t, 'sealed');
    const stored = String((await userRow(t, owner.id)).two_factor_secret);
    expect(stored.startsWith('enc1.')).toBe(true);
    expect(stored).not.toContain(owner.secret);

    const old = await register(t, 'plain');
    const secret = new Secret({ size: 20 }).base32;
    await t.db.sql`update users set two_factor_secret = ${secret}, two_factor_enabled = true where id = ${old.id}`;
    const signedIn = await call(t, 'POST', '/api/auth/login', {
      body: { email: old.email, password: PASSWORD, code: totpFor(secret).generate() },
    });
    expect(signedIn.status).toBe(200);
    const sealed = String((await userRow(t, old.id)).two_factor_secret);
    expect(sealed.startsWith('enc1.')).toBe(true);
    expect(sealed).not.toContain(secret);
  });
});

describe('notices', () => {
  it('tell the owner of every change, in their language', async () => {
    const owner = await register(t, 'notices');
    await t.db.sql`update users set preferences = preferences || '{"language":"ar"}'::jsonb where id = ${owner.id}`;
    const enrol = await call(t, 'POST', '/api/auth/2fa/enable', { token: owner.access, body: { password: PASSWORD } });
    const totp = totpFor(enrol.body.data.secret);
    await call(t, 'POST', '/api/auth/2fa/confirm', {
      token: owner.access,
      body: { secret: enrol.body.data.secret, code: totp.generate() },
    });
    await call(t, 'POST', '/api/auth/2fa/recovery-codes', { token: owner.access, body: {} });
    await call(t, 'POST', '/api/auth/2fa/disable', {
      token: owner.access,
      body: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect((await mails(t, owner.email, 'two_factor_changed')).map((m) => m.subject)).toEqual([
      'تم تفعيل التحقق بخطوتين لحسابك في فلّاح',
      'رموز استرداد جديدة لحسابك في فلّاح',
      'تم إيقاف التحقق بخطوتين لحسابك في فلّاح',
    ]);
  });
});

describe('an administrator’s reset', () => {
  async function admin(app: TestApp) {
    const account = await register(app, 'admin');
    await app.db.sql`update users set role = 'admin' where id = ${account.id}`;
    return account;
  }

  it('turns a user’s two-factor sign-in off with the administrator’s own password, audited, the user told', async () => {
    const boss = await admin(t);
    const user = await withTwoFactor(t, 'lost-phone');
    const url = `/api/admin/users/${user.id}/2fa/reset`;
    expect((await call(t, 'POST', url, { token: user.access, body: { password: PASSWORD } })).status).toBe(403); // not an administrator
    const wrong = await call(t, 'POST', url, { token: boss.access, body: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect((await userRow(t, user.id)).two_factor_enabled).toBe(true);

    const reset = await call(t, 'POST', url, { token: boss.access, body: { password: PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Two-factor sign-in is off for this account. Its owner has been told by e-mail.');
    expect((await userRow(t, user.id)).two_factor_enabled).toBe(false);
    const [entry] = await t.db
      .sql`select actor_id::text as actor, target_id from audit_log where action = 'admin.user.two_factor_reset'`;
    expect(entry).toEqual({ actor: boss.id, target_id: user.id });
    expect((await mails(t, user.email, 'two_factor_changed')).at(-1)!.subject).toBe(
      'Two-factor sign-in was reset for your Fellah account',
    );
    expect(
      (await call(t, 'POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } })).body.access_token,
    ).toEqual(expect.any(String));
  });
});

describe('ADMIN_REQUIRE_2FA=1', () => {
  it('refuses the admin area to an administrator without two-factor sign-in, with a clear message, until they enrol', async () => {
    const account = await register(strict, 'strict-admin');
    await strict.db.sql`update users set role = 'admin' where id = ${account.id}`;
    const refused = await call(strict, 'GET', '/api/admin/users', { token: account.access });
    expect(refused.status).toBe(403);
    const board = async () =>
      (
        await strict.app.inject({
          method: 'GET',
          url: '/admin/queues',
          headers: { authorization: `Bearer ${account.access}` },
        })
      ).statusCode;
    if (process.env.REDIS_URL) expect(await board()).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'FORBIDDEN',
      message: 'The admin area needs two-factor sign-in: turn it on in your profile (Security tab) first.',
      details: { two_factor_required_for_admin: true },
    });
    const enrol = await call(strict, 'POST', '/api/auth/2fa/enable', {
      token: account.access,
      body: { password: PASSWORD },
    });
    const secret = enrol.body.data.secret as string;
    expect(
      (
        await call(strict, 'POST', '/api/auth/2fa/confirm', {
          token: account.access,
          body: { secret, code: totpFor(secret).generate() },
        })
      ).status,
    ).toBe(200);
    expect((await call(strict, 'GET', '/api/admin/users', { token: account.access })).status).toBe(200);
    if (process.env.REDIS_URL) expect(await board()).toBe(200);
  });

  it('is off by default: an administrator without two-factor sign-in is let in', async () => {
    const account = await register(t, 'lax-admin');
    await t.db.sql`update users set role = 'admin' where id = ${account.id}`;
    expect((await call(t, 'GET', '/api/admin/users', { token: account.access })).status).toBe(200);
  });
});
