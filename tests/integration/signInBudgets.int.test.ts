import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashing } from '../../src/server/auth/password';
import {
  ADDRESS_SIGN_IN_BUDGET,
  ATTEMPTS_KEPT_PER_ACCOUNT,
  USER_AGENT_MAX_CHARS,
} from '../../src/server/accounts/rules';
import { buildApp } from '../../src/host/app';
import { InProcessRunner } from '../../src/server/projections/runner';
import { asyncProjections } from '../../src/events/projections';
import { type TestApp, rateLimitNameSpace, silentLog, startTestApp } from '../helpers/app';

/*
 * Spraying and hashing under control, over HTTP through /api and /trpc. The server leaves
 * TRUST_PROXY unset, so a client's address is the TCP peer (app.inject's remoteAddress).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'green-fields-1';
let seq = 0;
const uniqueEmail = (tag: string) => `budget-${tag}-${process.pid}-${++seq}@example.com`;

type Json = ReturnType<typeof JSON.parse>;
async function call(
  app: TestApp['app'],
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; ip?: string; token?: string; userAgent?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}),
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    body: res.json() as Json,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
  };
}

async function register(tag: string) {
  const email = uniqueEmail(tag);
  const res = await call(t.app, 'POST', '/api/auth/register', {
    body: { first_name: 'Nour', last_name: 'Farouk', email, password: PASSWORD },
    ip: '192.0.2.1',
  });
  expect(res.status).toBe(200);
  return { email, id: res.body.user.id as string, access: res.body.access_token as string };
}

const login = (email: string, password: string, ip: string, userAgent?: string) =>
  call(t.app, 'POST', '/api/auth/login', { body: { email, password }, ip, ...(userAgent ? { userAgent } : {}) });
const loginTrpc = async (app: TestApp['app'], email: string, password: string, ip: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    remoteAddress: ip,
    payload: { json: { email, password, rememberMe: false } },
  });
  return { status: res.statusCode, body: res.json() as Json, retryAfter: res.headers['retry-after'] };
};
const count = async (query: Promise<{ n: bigint }[]>) => Number((await query)[0]!.n);

const FROM_NETWORK = /^Too many failed sign-in attempts from your network\. Please try again in \d+ minutes?\.$/;

describe('a budget of failed sign-ins per address, across all accounts', () => {
  it('stops a sprayer trying two passwords on each of many accounts, counting an IPv6 /64 as one address; others are not affected', async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, (_, i) => register(`spray${i}`)));
    const sprayer = '2001:db8:77:1::';
    let refused: Awaited<ReturnType<typeof login>> | undefined;
    let failures = 0;
    for (const [i, account] of accounts.entries()) {
      for (const guess of ['Summer2026!', 'Password1!']) {
        const ip = `${sprayer}${((i * 2 + failures) % 9) + 1}`; // a new address of the same /64 each time
        const res = await login(account.email, guess, ip);
        if (res.status === 429) {
          refused = res;
          break;
        }
        expect(res.status).toBe(401);
        failures += 1;
      }
      if (refused) break;
    }
    expect(failures).toBe(ADDRESS_SIGN_IN_BUDGET.failures);
    expect(refused!.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(FROM_NETWORK),
    });
    expect(refused!.body.details.retry_after_seconds).toBeGreaterThan(0);
    expect(refused!.body.details.retry_after_seconds).toBeLessThanOrEqual(ADDRESS_SIGN_IN_BUDGET.windowMinutes * 60);
    expect(refused!.retryAfter).toBe(String(refused!.body.details.retry_after_seconds));

    // The right password from the sprayer's network waits too (unknown e-mails as well); tRPC answers the same.
    expect((await login(accounts[11]!.email, PASSWORD, `${sprayer}99`)).status).toBe(429);
    expect((await login(uniqueEmail('nobody'), PASSWORD, `${sprayer}98`)).status).toBe(429);
    const viaTrpc = await loginTrpc(t.app, accounts[11]!.email, PASSWORD, `${sprayer}97`);
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.body.error.json.message).toMatch(FROM_NETWORK);
    expect(viaTrpc.retryAfter).toBe(String(viaTrpc.body.error.json.data.details.retry_after_seconds));
    // The refusals are stored once for the window, not once per try.
    expect(
      await count(
        t.db
          .sql`select count(*) as n from login_attempts where client_key = '2001:db8:77:1::/64' and reason = 'locked'`,
      ),
    ).toBe(1);

    // The owners sign in from their own networks.
    expect((await login(accounts[0]!.email, PASSWORD, '198.51.100.7')).status).toBe(200);

    // When the window has passed, the network may try again.
    await t.db
      .sql`update login_attempts set created_at = created_at - interval '16 minutes' where client_key = '2001:db8:77:1::/64'`;
    expect((await login(accounts[11]!.email, PASSWORD, `${sprayer}5`)).status).toBe(200);
  });

  it('is kept in the database: a second app process on the same database sees the first one’s count', async () => {
    const runner = new InProcessRunner(t.db.sql, asyncProjections, silentLog, 60_000);
    const second = await buildApp({ config: t.config, db: t.db, sql: t.db.sql, runner, version: 'test' }, false, {
      rateLimitNameSpace,
    });
    await second.ready();
    try {
      const ip = '203.0.113.88';
      for (let i = 0; i < ADDRESS_SIGN_IN_BUDGET.failures; i++) {
        const app = i % 2 ? second : t.app;
        expect((await loginTrpc(app, uniqueEmail('twoprocs'), 'not-the-password', ip)).status).toBe(401);
      }
      expect((await loginTrpc(second, uniqueEmail('twoprocs'), 'not-the-password', ip)).status).toBe(429);
      expect((await loginTrpc(t.app, uniqueEmail('twoprocs'), 'not-the-password', ip)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('what a guesser can make the shop store', () => {
  it('stores a locked account’s refused attempts once per window, whatever the number of tries and addresses', async () => {
    const victim = await register('locked');
    for (let i = 0; i < 10; i++) expect((await login(victim.email, `wrong-${i}`, `198.18.${i}.1`)).status).toBe(401);
    for (let i = 0; i < 25; i++)
      expect((await login(victim.email, `wrong-again-${i}`, `198.19.${i}.1`)).status).toBe(429);
    expect(
      await count(
        t.db.sql`select count(*) as n from login_attempts where user_id = ${victim.id} and reason = 'locked'`,
      ),
    ).toBe(1);
    expect(await count(t.db.sql`select count(*) as n from login_attempts where user_id = ${victim.id}`)).toBe(11);
  });

  it('cuts User-Agents to 256 characters in attempts, sessions and activity', async () => {
    const owner = await register('agent');
    const agent = `Mozilla/5.0 ${'x'.repeat(20_000)}`;
    expect((await login(owner.email, 'not-it-at-all', '198.51.100.31', agent)).status).toBe(401);
    expect((await login(owner.email, PASSWORD, '198.51.100.31', agent)).status).toBe(200);
    const [longest] = await t.db.sql<{ attempts: number; sessions: number; activity: number }[]>`
      select (select max(length(user_agent)) from login_attempts where user_id = ${owner.id}) as attempts,
             (select max(length(user_agent)) from sessions where user_id = ${owner.id}) as sessions,
             (select max(length(user_agent)) from user_activity where user_id = ${owner.id}) as activity`;
    expect(longest).toEqual({
      attempts: USER_AGENT_MAX_CHARS,
      sessions: USER_AGENT_MAX_CHARS,
      activity: USER_AGENT_MAX_CHARS,
    });
  });

  it('keeps the newest attempts of an account, and its export holds no more than those', async () => {
    const owner = await register('bounded');
    // A long history of failures, older than any window (as months of guessing would leave).
    await t.db.sql`
      insert into login_attempts (action, email, user_id, ip, client_key, user_agent, success, reason, counted, created_at)
      select 'login', ${owner.email}, ${owner.id}, '198.51.100.40', '198.51.100.40', 'old', false, 'wrong_password', true, now() - interval '2 days' - make_interval(secs => g)
      from generate_series(1, ${ATTEMPTS_KEPT_PER_ACCOUNT + 150}) g`;
    expect((await login(owner.email, 'still-not-it', '198.51.100.41')).status).toBe(401);
    expect((await login(owner.email, PASSWORD, '198.51.100.41')).status).toBe(200);
    const failures = await count(
      t.db.sql`select count(*) as n from login_attempts where user_id = ${owner.id} and not success`,
    );
    // At most the kept number (the attempt being made counts among them while it is pending).
    expect(failures).toBeLessThanOrEqual(ATTEMPTS_KEPT_PER_ACCOUNT);
    expect(failures).toBeGreaterThanOrEqual(ATTEMPTS_KEPT_PER_ACCOUNT - 1);
    const [newest] = await t.db.sql<
      { reason: string }[]
    >`select reason from login_attempts where user_id = ${owner.id} and not success order by id desc limit 1`;
    expect(newest!.reason).toBe('wrong_password');
    const exported = await call(t.app, 'GET', '/api/auth/export-data', { token: owner.access });
    expect(exported.status).toBe(200);
    expect(exported.body.login_history.length).toBeLessThanOrEqual(ATTEMPTS_KEPT_PER_ACCOUNT);
  });
});

describe('password hashing under a concurrency cap', () => {
  it('refuses a sign-in with 503 and Retry-After while the hashing queue is full (an unknown e-mail too), leaving no attempt behind', async () => {
    const owner = await register('hashing');
    const release: (() => void)[] = [];
    const held = Array.from({ length: passwordHashing.concurrency + passwordHashing.queueLength }, () =>
      passwordHashing.run(() => new Promise<void>((resolve) => release.push(resolve))),
    );
    try {
      expect(passwordHashing.load).toEqual({
        active: passwordHashing.concurrency,
        waiting: passwordHashing.queueLength,
      });
      const attemptsBefore = await count(t.db.sql`select count(*) as n from login_attempts`);
      for (const email of [owner.email, uniqueEmail('unknown')]) {
        const res = await login(email, PASSWORD, '198.51.100.50');
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          success: false,
          error: 'SERVICE_UNAVAILABLE',
          message: expect.stringMatching(/^Many sign-ins are being checked right now/),
        });
        expect(res.retryAfter).toBe('2');
      }
      const viaTrpc = await loginTrpc(t.app, owner.email, PASSWORD, '198.51.100.50');
      expect(viaTrpc.status).toBe(503);
      expect(viaTrpc.retryAfter).toBe('2');
      expect(await count(t.db.sql`select count(*) as n from login_attempts`)).toBe(attemptsBefore);
    } finally {
      // Each held task registers its release when it starts; releasing one lets the next waiting one start.
      for (let i = 0; i < held.length; i++) {
        while (release.length === 0) await new Promise((r) => setImmediate(r));
        release.shift()!();
      }
      await Promise.all(held);
    }
    expect(passwordHashing.load).toEqual({ active: 0, waiting: 0 });
    expect((await login(owner.email, PASSWORD, '198.51.100.50')).status).toBe(200);
  });
});
