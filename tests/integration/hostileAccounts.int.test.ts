import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openServices } from '../../src/server/services';
import { ensureAdmin } from '../../src/server/users/admin';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

/*
 * Accounts as a hostile client meets them, over HTTP through /api and /trpc: guessing
 * passwords and codes from rotating addresses, in parallel and in batches; a stolen refresh token; a stolen bearer
 * token that wants the account's e-mail; an ADMIN_EMAIL somebody registered first; a closed account that would
 * reopen itself. The server leaves TRUST_PROXY unset, so an attacker's addresses are simulated as TCP peers
 * (app.inject's remoteAddress), never by X-Forwarded-For.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Json = ReturnType<typeof JSON.parse>;
interface Reply {
  status: number;
  body: Json;
  retryAfter?: string | undefined;
}

const PASSWORD = 'green-fields-1';
let seq = 0;
const uniqueEmail = (tag: string) => `hostile-${tag}-${process.pid}-${++seq}@example.com`;
/** A fresh address for each call that asks: an attacker with a pool of addresses. */
let hosts = 0;
const freshAddress = () => `203.0.${113 + Math.floor(hosts / 250)}.${(hosts++ % 250) + 1}`;

async function rest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; ip?: string } = {},
): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    body: res.json(),
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
  };
}

/** One tRPC mutation (superjson): the result's data, or the error's message and code. */
async function trpc(
  path: string,
  input: unknown,
  opts: { token?: string; ip?: string } = {},
): Promise<Reply & { data?: Json; message?: string; code?: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    payload: { json: input },
  });
  const body = res.json();
  if (body.error)
    return { status: res.statusCode, body, message: body.error.json.message, code: body.error.json.data?.code };
  return { status: res.statusCode, body, data: body.result.data.json };
}

/** A tRPC batch of mutations as httpBatchLink sends it: one request, one answer per call (or the whole batch refused). */
async function trpcBatch(path: string, inputs: unknown[], ip: string): Promise<{ status: number; answers: Json[] }> {
  const payload = Object.fromEntries(inputs.map((input, i) => [String(i), { json: input }]));
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${inputs.map(() => path).join(',')}?batch=1`,
    remoteAddress: ip,
    payload,
  });
  const body = res.json();
  return { status: res.statusCode, answers: Array.isArray(body) ? body : [] };
}

async function register(tag: string) {
  const email = uniqueEmail(tag);
  const res = await rest('POST', '/api/auth/register', {
    body: { first_name: 'Nour', last_name: 'Farouk', email, password: PASSWORD },
    ip: '192.0.2.1',
  });
  expect(res.status).toBe(200);
  return {
    email,
    id: res.body.user.id as string,
    access: res.body.access_token as string,
    refresh: res.body.refresh_token as string,
  };
}

const loginApi = (email: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  rest('POST', '/api/auth/login', { body: { email, password, ...extra }, ip });
const loginTrpc = (email: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  trpc('auth.login', { email, password, rememberMe: false, ...extra }, { ip });

const count = async (query: Promise<{ n: bigint }[]>) => Number((await query)[0]!.n);
const sessionsOf = (userId: string) => count(t.db.sql`select count(*) as n from sessions where user_id = ${userId}`);
const judged = (userId: string, action: string, reason: string) =>
  count(
    t.db
      .sql`select count(*) as n from login_attempts where user_id = ${userId} and action = ${action} and reason = ${reason}`,
  );
const mailsTo = (to: string, kind: string) =>
  count(t.db.sql`select count(*) as n from mail_outbox where to_address = ${to} and kind = ${kind}`);
const userRow = async (id: string) =>
  (await t.db.sql<Record<string, unknown>[]>`select * from users where id = ${id}`)[0]!;
/** Every attempt of an account as if it had been made `minutes` earlier (the window passing, without waiting). */
const age = (userId: string, minutes: number) =>
  t.db
    .sql`update login_attempts set created_at = created_at - make_interval(mins => ${minutes}) where user_id = ${userId}`;

function expectLocked(reply: Reply & { message?: string; code?: string }, message: RegExp) {
  expect(reply.status).toBe(429);
  if (reply.body.success === false) {
    expect(reply.body).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: expect.stringMatching(message) });
    expect(reply.body.details.retry_after_seconds).toBeGreaterThan(0);
    expect(reply.body.details.retry_after_seconds).toBeLessThanOrEqual(15 * 60);
    expect(reply.retryAfter).toBe(String(reply.body.details.retry_after_seconds));
  } else {
    expect(reply.code).toBe('TOO_MANY_REQUESTS');
    expect(reply.message).toMatch(message);
  }
}

const SIGN_IN_LOCKED = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

// ─── Point 3: password and code guessing ──────────────────────────────────────────────────────────────

describe('password guessing from many addresses', () => {
  it('gives an attacker rotating addresses ten guesses per account; the right password after them is refused, the owner is mailed', async () => {
    const victim = await register('rotating');
    const home = '192.0.2.10';
    expect((await loginApi(victim.email, PASSWORD, home)).status).toBe(200); // the owner's usual address
    const sessionsBefore = await sessionsOf(victim.id);

    for (let i = 0; i < 10; i++) {
      const guess =
        i % 2
          ? await loginTrpc(victim.email, `wrong-${i}`, freshAddress())
          : await loginApi(victim.email, `wrong-${i}`, freshAddress());
      expect(guess.status, `guess ${i + 1}`).toBe(401);
    }
    expectLocked(await loginApi(victim.email, PASSWORD, freshAddress()), SIGN_IN_LOCKED);
    expectLocked(await loginTrpc(victim.email, PASSWORD, freshAddress()), SIGN_IN_LOCKED);

    expect(await judged(victim.id, 'login', 'wrong_password')).toBe(10);
    expect(await judged(victim.id, 'login', 'locked')).toBe(1); // refusals are stored once per window (issue 36.4)
    expect(await sessionsOf(victim.id)).toBe(sessionsBefore);
    expect(
      await count(
        t.db.sql`select count(*) as n from audit_log where action = 'auth.account_locked' and target_id = ${victim.id}`,
      ),
    ).toBe(1);
    const [notice] = await t.db.sql<{ subject: string; body_text: string }[]>`
      select subject, body_text from mail_outbox where to_address = ${victim.email} and kind = 'account_locked'`;
    expect(notice).toMatchObject({ subject: 'We paused sign-in attempts to your Fellah account' });
    expect(notice!.body_text).toContain(`${t.config.publicUrl}/login?mode=forgot`);
    expect(await mailsTo(victim.email, 'account_locked')).toBe(1);

    // The owner still signs in from where they always do; a new place waits, at most until the window has passed.
    expect((await loginApi(victim.email, PASSWORD, home)).status).toBe(200);
    expectLocked(await loginApi(victim.email, PASSWORD, '198.51.100.20'), SIGN_IN_LOCKED);
    await age(victim.id, 16);
    expect((await loginApi(victim.email, PASSWORD, '198.51.100.20')).status).toBe(200);
    expect((await loginTrpc(victim.email, PASSWORD, '198.51.100.21')).data.access_token).toEqual(expect.any(String));
  });

  it('counts an IPv6 attacker by /64: new addresses of one network are one address', async () => {
    const victim = await register('ipv6');
    for (let i = 1; i <= 5; i++)
      expect((await loginApi(victim.email, 'wrong-pass', `2001:db8:7:7::${i.toString(16)}`)).status).toBe(401);
    expectLocked(await loginApi(victim.email, PASSWORD, '2001:db8:7:7:ffff::1'), SIGN_IN_LOCKED);
    expect((await loginApi(victim.email, PASSWORD, '2001:db8:7:8::1')).status).toBe(200);
  });

  it('judges at most five of thirty parallel guesses from one address, and then refuses the right password', async () => {
    const victim = await register('parallel');
    const ip = '198.51.100.30';
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? loginTrpc : loginApi)(victim.email, `wrong-${i}`, ip)),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await judged(victim.id, 'login', 'wrong_password')).toBe(5);
    expectLocked(await loginApi(victim.email, PASSWORD, ip), SIGN_IN_LOCKED);
  });

  it('judges at most ten of thirty parallel guesses from thirty addresses, and then refuses the right password', async () => {
    const victim = await register('parallel-rotating');
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? loginTrpc : loginApi)(victim.email, `wrong-${i}`, freshAddress())),
    );
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(10);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(20);
    expect(await judged(victim.id, 'login', 'wrong_password')).toBe(10);
    expectLocked(await loginTrpc(victim.email, PASSWORD, freshAddress()), SIGN_IN_LOCKED);
    expect(await sessionsOf(victim.id)).toBe(1); // the sign-up's
  });

  it('does not let batched tRPC guesses reach the right password at the end', async () => {
    const victim = await register('batch');
    const wrong = (i: number) => ({ email: victim.email, password: `wrong-${i}`, rememberMe: false });
    const right = { email: victim.email, password: PASSWORD, rememberMe: false };
    // Thirty in one request: refused whole (batches are capped) or judged one by one — never a session.
    const thirty = await trpcBatch(
      'auth.login',
      [...Array.from({ length: 29 }, (_, i) => wrong(i)), right],
      '198.51.100.40',
    );
    expect(thirty.answers.some((a) => a.result?.data?.json?.access_token)).toBe(false);
    expect(thirty.status === 400 || thirty.status === 413 || thirty.answers.length === 30).toBe(true);
    // Two batches of ten wrong guesses at once, from two addresses: no more than ten of the twenty are judged. Then a
    // third batch from a third address with the right password last: the account's ten are spent, so it is refused.
    // (Sent together with the others, the right one could be among the first ten judged — a guess the limit allows.)
    const batches = await Promise.all(
      [0, 1].map((b) =>
        trpcBatch(
          'auth.login',
          Array.from({ length: 10 }, (_, i) => wrong(b * 10 + i)),
          `198.51.100.${41 + b}`,
        ),
      ),
    );
    batches.push(
      await trpcBatch(
        'auth.login',
        Array.from({ length: 10 }, (_, i) => (i === 9 ? right : wrong(20 + i))),
        '198.51.100.43',
      ),
    );
    const answers = batches.flatMap((b) => b.answers);
    expect(answers).toHaveLength(30);
    expect(answers.filter((a) => a.error?.json.data.code === 'UNAUTHORIZED').length).toBeLessThanOrEqual(10);
    expect(await judged(victim.id, 'login', 'wrong_password')).toBeLessThanOrEqual(10);
    expect(answers.at(-1).error.json.data.code).toBe('TOO_MANY_REQUESTS');
    expect(await sessionsOf(victim.id)).toBe(1);
  });
});

describe('two-factor code guessing', () => {
  async function twoFactorAccount(tag: string) {
    const account = await register(tag);
    const enrol = await rest('POST', '/api/auth/2fa/enable', { token: account.access, body: { password: PASSWORD } }); // a step-up
    const totp = new TOTP({
      issuer: 'Fellah',
      label: account.email,
      secret: enrol.body.data.secret,
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const confirmed = await rest('POST', '/api/auth/2fa/confirm', {
      token: account.access,
      body: { code: totp.generate(), secret: enrol.body.data.secret },
      ip: '192.0.2.1',
    });
    expect(confirmed.status).toBe(200);
    // a code that is wrong now and in the neighbouring steps
    const valid = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
    return { ...account, totp, wrongCode };
  }

  it('gives a password thief rotating addresses ten codes at sign-in, then refuses even the right one', async () => {
    const victim = await twoFactorAccount('totp-signin');
    for (let i = 0; i < 10; i++) {
      const guess = (i % 2 ? loginTrpc : loginApi)(victim.email, PASSWORD, freshAddress(), { code: victim.wrongCode });
      expect((await guess).status, `code ${i + 1}`).toBe(401);
    }
    const right = victim.totp.generate({ timestamp: Date.now() + 30_000 });
    expectLocked(
      await loginApi(victim.email, PASSWORD, freshAddress(), { code: right }),
      /^Too many wrong two-factor codes\. Please try again in \d+ minutes?\.$/,
    );
    expect(await judged(victim.id, 'two_factor', 'invalid_two_factor_code')).toBe(10);
    expect(await mailsTo(victim.email, 'account_locked')).toBe(1);
    // the password step was right each time: it does not count as a wrong password
    expect(await judged(victim.id, 'login', 'wrong_password')).toBe(0);
  });

  it('counts the codes that turn two-factor sign-in off (a stolen session guessing from one address)', async () => {
    const victim = await twoFactorAccount('totp-disable');
    const ip = '198.51.100.50';
    for (let i = 0; i < 5; i++) {
      const guess =
        i % 2
          ? await trpc('auth.twoFactorDisable', { code: victim.wrongCode }, { token: victim.access, ip })
          : await rest('POST', '/api/auth/2fa/disable', { token: victim.access, body: { code: victim.wrongCode }, ip });
      expect(guess.status).toBe(400);
    }
    const right = victim.totp.generate({ timestamp: Date.now() + 30_000 });
    expectLocked(
      await rest('POST', '/api/auth/2fa/disable', { token: victim.access, body: { code: right }, ip }),
      /^Too many wrong two-factor codes/,
    );
    expect((await userRow(victim.id)).two_factor_enabled).toBe(true);
  });
});

describe('password confirmations and the verification mail', () => {
  it('counts wrong passwords of change-password, deactivate, delete and e-mail change together, per account', async () => {
    const victim = await register('confirmations');
    const hash = (await userRow(victim.id)).password_hash;
    const wrong = { currentPassword: 'not-it-1', newPassword: 'taken-over-1' };
    for (let i = 0; i < 3; i++)
      expect(
        (await rest('PUT', '/api/auth/change-password', { token: victim.access, body: wrong, ip: freshAddress() }))
          .status,
      ).toBe(400);
    for (let i = 0; i < 3; i++)
      expect(
        (await trpc('auth.deactivate', { password: 'not-it-2' }, { token: victim.access, ip: freshAddress() })).status,
      ).toBe(400);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await rest('DELETE', '/api/auth/account', {
            token: victim.access,
            body: { password: 'not-it-3' },
            ip: freshAddress(),
          })
        ).status,
      ).toBe(400);
    const moved = { first_name: 'Nour', last_name: 'Farouk', email: uniqueEmail('thief'), currentPassword: 'not-it-4' };
    for (let i = 0; i < 2; i++)
      expect((await trpc('auth.updateProfile', moved, { token: victim.access, ip: freshAddress() })).status).toBe(400);

    const PASSWORDS_LOCKED = /^Too many wrong passwords\. Please try again in \d+ minutes?\.$/;
    expectLocked(
      await rest('PUT', '/api/auth/change-password', {
        token: victim.access,
        body: { ...wrong, currentPassword: PASSWORD },
        ip: freshAddress(),
      }),
      PASSWORDS_LOCKED,
    );
    expectLocked(
      await trpc('auth.deactivate', { password: PASSWORD }, { token: victim.access, ip: freshAddress() }),
      PASSWORDS_LOCKED,
    );
    expectLocked(
      await rest('DELETE', `/api/users/${victim.id}`, {
        token: victim.access,
        body: { password: PASSWORD },
        ip: freshAddress(),
      }),
      PASSWORDS_LOCKED,
    );
    expectLocked(
      await rest('PUT', '/api/auth/profile', {
        token: victim.access,
        body: { ...moved, currentPassword: PASSWORD },
        ip: freshAddress(),
      }),
      PASSWORDS_LOCKED,
    );

    const after = await userRow(victim.id);
    expect(after).toMatchObject({ status: 'active', password_hash: hash, email: victim.email });
    expect(await judged(victim.id, 'password_confirm', 'wrong_password')).toBe(10);
    expect(await mailsTo(moved.email, 'email_change')).toBe(0);
  });

  it('sends at most five verification e-mails per account in the window', async () => {
    const account = await register('verify-flood');
    const before = await mailsTo(account.email, 'email_verification');
    for (let i = 0; i < 5; i++) {
      const sent =
        i % 2
          ? await trpc('auth.requestEmailVerification', undefined, { token: account.access, ip: freshAddress() })
          : await rest('POST', '/api/auth/request-email-verification', { token: account.access, ip: freshAddress() });
      expect(sent.status).toBe(200);
    }
    expectLocked(
      await rest('POST', '/api/auth/request-email-verification', { token: account.access, ip: freshAddress() }),
      /^Too many verification e-mails were asked for\./,
    );
    expectLocked(
      await trpc('auth.requestEmailVerification', undefined, { token: account.access, ip: freshAddress() }),
      /^Too many verification e-mails were asked for\./,
    );
    expect(await mailsTo(account.email, 'email_verification')).toBe(before + 5);
  });
});

// ─── Point 4: refresh rotation without forks ──────────────────────────────────────────────────────────

describe('refresh rotation without forks', () => {
  const liveTokens = (sessionId: string) =>
    count(t.db.sql`select count(*) as n from refresh_tokens where session_id = ${sessionId} and rotated_at is null`);
  const sid = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid as string;
  const refreshApi = (token: string, ip = '192.0.2.60') =>
    rest('POST', '/api/auth/refresh', { body: { refresh_token: token }, ip });
  const refreshTrpc = (token: string, ip = '192.0.2.61') => trpc('auth.refresh', { refresh_token: token }, { ip });

  it('two tabs refreshing at once with one token get the same working successor, and one chain lives', async () => {
    const owner = await register('two-tabs');
    const session = sid(owner.access);
    const [a, b] = await Promise.all([refreshApi(owner.refresh), refreshTrpc(owner.refresh)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.data.refresh_token).toBe(a.body.refresh_token);
    expect(sid(a.body.access_token)).toBe(session);
    expect(sid(b.data.access_token)).toBe(session);
    for (const access of [a.body.access_token, b.data.access_token])
      expect((await rest('GET', '/api/auth/profile', { token: access })).status).toBe(200);
    expect(await liveTokens(session)).toBe(1);
    // the shared successor goes on as one chain
    const next = await refreshApi(a.body.refresh_token);
    expect(next.status).toBe(200);
    expect(await liveTokens(session)).toBe(1);
    // after the grace, the first token presented again (a copy somebody kept) ends the session for everyone
    await t.db
      .sql`update refresh_tokens set rotated_at = rotated_at - interval '11 seconds' where session_id = ${session} and rotated_at is not null`;
    const late = await refreshApi(owner.refresh, '203.0.113.251');
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/^This sign-in was ended for your safety/);
    expect((await refreshTrpc(next.body.refresh_token)).status).toBe(401);
    expect(
      await count(
        t.db
          .sql`select count(*) as n from audit_log where action = 'auth.refresh_token_reuse' and target_id = ${session}`,
      ),
    ).toBe(1);
  });

  it('a thief presenting a stolen token inside the grace gets the owner’s own successor, never a chain of his own', async () => {
    const owner = await register('thief-grace');
    const session = sid(owner.access);
    const mine = await refreshApi(owner.refresh);
    const stolen = await refreshTrpc(owner.refresh, '203.0.113.250');
    expect(stolen.status).toBe(200);
    expect(stolen.data.refresh_token).toBe(mine.body.refresh_token);
    expect(await liveTokens(session)).toBe(1);
    // The owner moves on; the thief, holding the owner's old successor, uses it once the grace is over: reuse.
    const moved = await refreshApi(mine.body.refresh_token);
    expect(moved.status).toBe(200);
    await t.db
      .sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where session_id = ${session} and rotated_at is not null`;
    const reuse = await refreshTrpc(stolen.data.refresh_token, '203.0.113.250');
    expect(reuse.status).toBe(401);
    expect(reuse.message).toMatch(/^This sign-in was ended for your safety/);
    // the whole session ended: the thief has nothing, and the owner signs in again
    expect((await refreshApi(moved.body.refresh_token)).status).toBe(401);
    expect((await rest('GET', '/api/auth/profile', { token: moved.body.access_token })).status).toBe(401);
    expect((await t.db.sql`select revoked_reason from sessions where id = ${session}`)[0]!.revoked_reason).toBe(
      'refresh token reuse',
    );
  });
});

// ─── Point 5: account changes that need proof ─────────────────────────────────────────────────────────

describe('changing the e-mail address', () => {
  const changeLink = async (to: string) => {
    const [mail] = await t.db.sql<
      { body_text: string }[]
    >`select body_text from mail_outbox where to_address = ${to} and kind = 'email_change' order by id desc limit 1`;
    return mail?.body_text.match(/\/confirm-email-change\?token=([\w-]+)/)?.[1];
  };
  const profile = (email: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Nour',
    last_name: 'Farouk',
    email,
    ...extra,
  });

  it('needs the current password, waits for the link sent to the new address, tells the old one and ends the other sessions', async () => {
    const owner = await register('email-owner');
    const phone = await loginApi(owner.email, PASSWORD, '192.0.2.70'); // another device
    const target = uniqueEmail('email-new');

    // a bearer token alone changes nothing, over either path
    const bare = await rest('PUT', '/api/auth/profile', { token: owner.access, body: profile(target) });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({
      message: 'Please enter your current password to change your e-mail address',
      field: 'currentPassword',
    });
    const bareTrpc = await trpc('auth.updateProfile', profile(target), { token: owner.access });
    expect(bareTrpc.status).toBe(400);
    const wrong = await rest('PUT', '/api/auth/profile', {
      token: owner.access,
      body: profile(target, { currentPassword: 'not-mine-1' }),
    });
    expect(wrong.body).toMatchObject({ message: 'Current password is incorrect', field: 'currentPassword' });
    expect((await userRow(owner.id)).email).toBe(owner.email);
    expect(await changeLink(target)).toBeUndefined();

    // with the password: asked, not done
    const asked = await trpc('auth.updateProfile', profile(target, { currentPassword: PASSWORD, city: 'Minya' }), {
      token: owner.access,
    });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ email: owner.email, pending_email: target, city: 'Minya' });
    expect((await userRow(owner.id)).email).toBe(owner.email);
    expect((await loginApi(target, PASSWORD, '192.0.2.71')).status).toBe(401);
    const token = (await changeLink(target))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await count(t.db.sql`select count(*) as n from email_changes where token_hash = ${token}`)).toBe(0); // stored hashed

    expect(
      (await rest('POST', '/api/auth/confirm-email-change', { body: { token: 'x'.repeat(43) } })).body,
    ).toMatchObject({
      success: false,
      message: 'This e-mail change link is invalid or has expired.',
      field: 'token',
    });

    // the link, opened signed out: done; the old address is told; the phone's session is over, the asking one is not
    const done = await rest('POST', '/api/auth/confirm-email-change', { body: { token }, ip: '192.0.2.72' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      message: `Your e-mail address is now ${target}.`,
      data: { email: target },
    });
    expect(await userRow(owner.id)).toMatchObject({ email: target, email_verified_at: expect.any(Date) });
    const [notice] = await t.db.sql<{ subject: string; body_text: string }[]>`
      select subject, body_text from mail_outbox where to_address = ${owner.email} and kind = 'email_changed'`;
    expect(notice?.subject).toBe('The e-mail address of your Fellah account was changed');
    expect(notice?.body_text).toContain(target);
    expect((await rest('GET', '/api/auth/profile', { token: phone.body.access_token })).status).toBe(401);
    expect((await rest('GET', '/api/auth/profile', { token: owner.access })).body.data.email).toBe(target);
    expect((await loginApi(target, PASSWORD, '192.0.2.73')).status).toBe(200);
    expect((await loginApi(owner.email, PASSWORD, '192.0.2.74')).status).toBe(401);
    // single use
    expect((await trpc('auth.confirmEmailChange', { token })).status).toBe(400);
  });

  it('a link expires, and a newer request or a password change spends the older one', async () => {
    const owner = await register('email-spent');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect(
      (
        await rest('PUT', '/api/auth/profile', {
          token: owner.access,
          body: profile(first, { currentPassword: PASSWORD }),
        })
      ).status,
    ).toBe(200);
    const firstToken = (await changeLink(first))!;
    expect(
      (
        await rest('PUT', '/api/auth/profile', {
          token: owner.access,
          body: profile(second, { currentPassword: PASSWORD }),
        })
      ).body.message,
    ).toBe(`Check your new address: we sent a link to ${second}. Your e-mail address changes when you open it.`);
    expect((await rest('POST', '/api/auth/confirm-email-change', { body: { token: firstToken } })).status).toBe(400);
    const secondToken = (await changeLink(second))!;
    expect(
      (
        await rest('PUT', '/api/auth/change-password', {
          token: owner.access,
          body: { currentPassword: PASSWORD, newPassword: 'fresh-pass-2' },
        })
      ).status,
    ).toBe(200);
    expect((await rest('POST', '/api/auth/confirm-email-change', { body: { token: secondToken } })).status).toBe(400);

    const third = uniqueEmail('third');
    expect(
      (
        await rest('PUT', '/api/auth/profile', {
          token: owner.access,
          body: profile(third, { currentPassword: 'fresh-pass-2' }),
        })
      ).status,
    ).toBe(200);
    await t.db.sql`update email_changes set expires_at = now() - interval '1 second' where user_id = ${owner.id}`;
    expect(
      (await rest('POST', '/api/auth/confirm-email-change', { body: { token: (await changeLink(third))! } })).status,
    ).toBe(400);
    expect((await userRow(owner.id)).email).toBe(owner.email);
  });

  it('an administrator’s change of a user’s e-mail waits for the link too', async () => {
    const user = await register('email-by-admin');
    const admin = await createUser(t, { role: 'admin' });
    const target = uniqueEmail('admin-set');
    const res = await rest('PUT', `/api/users/${user.id}`, { token: admin.token, body: { email: target } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: user.email, pending_email: target });
    expect((await userRow(user.id)).email).toBe(user.email);
    expect(await changeLink(target)).toMatch(/^[\w-]{43}$/);
  });
});

describe('ADMIN_EMAIL at start-up', () => {
  it('refuses to start when ADMIN_EMAIL names an account somebody registered, leaving it as it was; creates a free one', async () => {
    const squatter = await register('squatter');
    const before = await userRow(squatter.id);
    const config = loadConfig({
      DATABASE_URL: t.db.url!,
      DATA_DIR: `/tmp/fellah-test-data-${process.pid}`,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      ADMIN_EMAIL: squatter.email,
      ADMIN_PASSWORD: 'operator-password-1',
      LOG_LEVEL: 'silent',
    });
    await expect(openServices(config, silentLog, { worker: false })).rejects.toMatchObject({
      name: 'ConfigError',
      message: expect.stringMatching(
        /^ADMIN_EMAIL names an account that is not an administrator \(hostile-squatter-.*\): somebody registered it/,
      ),
    });
    expect(await userRow(squatter.id)).toEqual(before);
    expect((await rest('GET', '/api/auth/profile', { token: squatter.access })).body.data.role).toBe('customer');
    expect((await loginApi(squatter.email, 'operator-password-1', '192.0.2.80')).status).toBe(401);

    // a free address is created as the administrator; an existing administrator is kept in line
    const email = uniqueEmail('operator');
    expect(await ensureAdmin(t.db.sql, email, 'operator-password-1')).toBe('created');
    expect(await ensureAdmin(t.db.sql, email, 'operator-password-1')).toBe('unchanged');
    // ADMIN_PASSWORD only sets a new administrator's password: a later start with another one changes nothing
    expect(await ensureAdmin(t.db.sql, email, 'operator-password-2')).toBe('unchanged');
    expect((await loginApi(email, 'operator-password-2', '192.0.2.81')).status).toBe(401);
    expect((await loginApi(email, 'operator-password-1', '192.0.2.81')).body.user.role).toBe('admin');
    // nor does it lift a ban or a deactivation
    await t.db.sql`update users set status = 'banned', banned_at = now(), ban_reason = 'test' where email = ${email}`;
    expect(await ensureAdmin(t.db.sql, email, 'operator-password-1')).toBe('unchanged');
    expect((await t.db.sql<{ status: string }[]>`select status from users where email = ${email}`)[0]!.status).toBe(
      'banned',
    );
  });
});

describe('closed accounts', () => {
  it('an account an administrator deactivated or banned does not reopen by signing in; one its owner closed does', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const closed = await register('closed-by-admin');
    expect(
      (await rest('PUT', `/api/admin/users/${closed.id}`, { token: admin.token, body: { status: 'deactivated' } }))
        .status,
    ).toBe(200);
    const viaApi = await loginApi(closed.email, PASSWORD, '192.0.2.90');
    expect(viaApi.status).toBe(403);
    expect(viaApi.body.message).toBe('This account has been deactivated by an administrator. Please contact support.');
    const viaTrpc = await loginTrpc(closed.email, PASSWORD, '192.0.2.90');
    expect(viaTrpc.status).toBe(403);
    expect(await userRow(closed.id)).toMatchObject({ status: 'deactivated', deactivated_by: BigInt(admin.id) });
    expect(await sessionsOf(closed.id)).toBe(1); // the sign-up's, ended by the deactivation
    // nor through a password reset
    await rest('POST', '/api/auth/forgot-password', { body: { email: closed.email } });
    expect(await mailsTo(closed.email, 'password_reset')).toBe(0);

    const banned = await register('banned');
    expect(
      (await rest('PUT', `/api/admin/users/${banned.id}/ban`, { token: admin.token, body: { reason: 'Spam' } })).status,
    ).toBe(200);
    expect((await loginTrpc(banned.email, PASSWORD, '192.0.2.91')).status).toBe(403);
    expect((await userRow(banned.id)).status).toBe('banned');

    const selfClosed = await register('closed-by-owner');
    expect((await trpc('auth.deactivate', { password: PASSWORD }, { token: selfClosed.access })).status).toBe(200);
    expect((await loginApi(selfClosed.email, PASSWORD, '192.0.2.92')).status).toBe(200);
    expect(await userRow(selfClosed.id)).toMatchObject({ status: 'active', deactivated_by: null });

    // an administrator reopens what an administrator closed
    expect(
      (await rest('PUT', `/api/admin/users/${closed.id}`, { token: admin.token, body: { status: 'active' } })).status,
    ).toBe(200);
    expect((await loginApi(closed.email, PASSWORD, '192.0.2.93')).status).toBe(200);
  });
});
