import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { type TestDatabase, createTestDatabase, postgresServer, redisServer } from '../helpers/services';
import { createUser } from '../helpers/users';
import { freePort } from '../../scripts/run-server.mjs';

/*
 * The edge of the server as a hostile client meets it, over HTTP through /api and /trpc:
 * who the client is (X-Forwarded-For believed only from named proxies, IPv6 counted by /64), one rate-limit budget
 * per client shared by every app process (through Redis), every call of a tRPC batch counted and batches capped,
 * a stricter budget for upload calls, and a production start that refuses a guessable setup.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const redis = await redisServer();
const pgServer = await postgresServer();

type Hit = { via: 'api' | 'trpc'; remoteAddress?: string; headers?: Record<string, string> };

/** One cheap call, over REST or tRPC, from `remoteAddress` (the TCP peer) with the headers the attacker chose. */
const health = (t: TestApp, { via, remoteAddress = '127.0.0.1', headers = {} }: Hit) =>
  t.app.inject({ method: 'GET', url: via === 'api' ? '/api/health' : '/trpc/system.health', remoteAddress, headers });

/** A batched tRPC GET of `names` (as httpBatchLink writes it). */
const batch = (t: TestApp, names: string[], remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`,
    remoteAddress,
  });

const remaining = (res: LightMyRequestResponse) => Number(res.headers['x-ratelimit-remaining']);

function expectTooMany(
  res: LightMyRequestResponse,
  message: RegExp = /^Too many requests\. Please wait \d+ seconds and try again\.$/,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message), error: 'TOO_MANY_REQUESTS' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

// ─── Who the client is ───────────────────────────────────────────────────────────────────────────────

describe('TRUST_PROXY unset: the TCP peer is the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 5 });
  });
  afterAll(() => t?.close());

  it('a client writing a new X-Forwarded-For into every request still spends one budget, on /api and /trpc alike', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await health(t, {
        via: i % 2 ? 'trpc' : 'api',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      codes.push(res.statusCode);
      if (i === 0) expect(res.headers).toMatchObject({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '4' });
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expectTooMany(
      await health(t, {
        via: 'api',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '10.9.9.8' },
      }),
    );
    expectTooMany(
      await health(t, { via: 'trpc', remoteAddress: '198.51.100.7', headers: { forwarded: 'for=10.9.9.7' } }),
    );
    // Another peer is another client: it was not charged for the spoofer's calls.
    expect((await health(t, { via: 'api', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('the rate-limit report names the peer, not the forwarded address', async () => {
    for (let i = 0; i < 2; i++)
      await health(t, { via: 'trpc', remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.99' } });
    const info = await t.app.inject({
      url: '/api/rate-limit-info',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.100' },
    });
    // Two calls, then this one: the report itself is counted once, by the edge, and reads without counting again.
    expect(info.json().data).toMatchObject({ scope: 'ip', limit: 5, remaining: 2, window_seconds: 60 });
    expect(remaining(info)).toBe(2);
  });

  it('counts every IPv6 address of one /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const sameNetwork = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2:ffff::9',
      '2001:db8:1:2::5',
    ];
    for (const [i, address] of sameNetwork.entries()) {
      expect((await health(t, { via: i % 2 ? 'api' : 'trpc', remoteAddress: address })).statusCode).toBe(200);
    }
    expectTooMany(await health(t, { via: 'api', remoteAddress: '2001:db8:1:2:1234::1' }));
    expectTooMany(await health(t, { via: 'trpc', remoteAddress: '2001:0db8:0001:0002::77' }));
    expect((await health(t, { via: 'api', remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);

    for (let i = 0; i < 5; i++)
      expect((await health(t, { via: 'trpc', remoteAddress: '::ffff:192.0.2.44' })).statusCode).toBe(200);
    expectTooMany(await health(t, { via: 'api', remoteAddress: '192.0.2.44' }));
  });
});

describe('TRUST_PROXY names the proxy: the client it forwards is counted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 3, env: { TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => t?.close());

  it('counts each forwarded client on its own; a forged hop in front of the real one changes nothing', async () => {
    const viaProxy = (client: string, via: Hit['via'] = 'api') =>
      health(t, { via, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
    expect([
      (await viaProxy('203.0.113.5')).statusCode,
      (await viaProxy('203.0.113.5', 'trpc')).statusCode,
      (await viaProxy('203.0.113.5')).statusCode,
    ]).toEqual([200, 200, 200]);
    // The client adds its own X-Forwarded-For; the proxy appends the address it saw, and only that one is believed.
    expectTooMany(await viaProxy('10.77.0.1, 203.0.113.5', 'trpc'));
    expectTooMany(await viaProxy('203.0.113.5'));
    expect((await viaProxy('203.0.113.6', 'trpc')).statusCode).toBe(200);
    const info = await t.app.inject({
      url: '/api/rate-limit-info',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.6' },
    });
    expect(info.json().data).toMatchObject({ limit: 3, remaining: 1 });
  });

  it('believes no X-Forwarded-For from a peer that is not the proxy', async () => {
    const direct = (i: number) =>
      health(t, {
        via: i % 2 ? 'trpc' : 'api',
        remoteAddress: '198.51.100.50',
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await direct(i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});

// ─── Batches ─────────────────────────────────────────────────────────────────────────────────────────

describe('tRPC batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 1_000, uploadRateLimitPerMinute: 3 });
  });
  afterAll(() => t?.close());

  it('count every call they carry', async () => {
    const first = await batch(t, ['system.health', 'system.health', 'system.health'], '198.51.100.60');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(3);
    expect(remaining(first)).toBe(997);
    // Commas sent percent-encoded are still separate calls to tRPC, so they are counted as such.
    const encoded = await t.app.inject({
      url: `/trpc/system.health%2Csystem.health?batch=1&input=${encodeURIComponent('{}')}`,
      remoteAddress: '198.51.100.60',
    });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toHaveLength(2);
    expect(remaining(encoded)).toBe(995);
    expect(remaining(await health(t, { via: 'api', remoteAddress: '198.51.100.60' }))).toBe(994);
  });

  it('refuse thirty password guesses sent as one batch: none is judged, all are counted', async () => {
    const email = 'victim-of-a-batch@example.com';
    const guesses = Array.from({ length: 30 }, (_, i) => ({ json: { email, password: `guess-${i}` } }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${Array(30).fill('auth.login').join(',')}?batch=1`,
      remoteAddress: '198.51.100.61',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(Object.fromEntries(guesses.map((g, i) => [i, g]))),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Batch call exceeds maximum size');
    expect(remaining(res)).toBe(970);
    const [attempts] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from login_attempts where email = ${email}`;
    expect(attempts!.n).toBe(0);
  });

  it('of ten calls pass; of eleven are refused before any call runs', async () => {
    expect((await batch(t, Array(10).fill('system.health'), '198.51.100.62')).statusCode).toBe(200);
    const eleven = await batch(t, Array(11).fill('system.health'), '198.51.100.62');
    expect(eleven.statusCode).toBe(400);
  });

  it('a budget of upload calls apart: REST uploads and tRPC upload procedures (each of a batch) spend it', async () => {
    const uploader = await createUser(t);
    const uploadsBefore = await t.db.sql<{ n: number }[]>`select count(*)::int as n from uploads`;
    const image = () => {
      const { payload, contentType } = multipartBody([
        { name: 'image', filename: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.png },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        remoteAddress: '198.51.100.63',
        headers: { authorization: `Bearer ${uploader.token}`, 'content-type': contentType },
        payload,
      });
    };
    expect((await image()).statusCode).toBe(201);
    const two = await t.app.inject({
      method: 'POST',
      url: '/trpc/uploads.image,uploads.document?batch=1',
      remoteAddress: '198.51.100.63',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { json: {} }, 1: { json: {} } }),
    });
    expect(two.statusCode).not.toBe(429);
    const refused = await image();
    expectTooMany(refused, /^Too many uploads: at most 3 a minute\. Please wait \d+ seconds and try again\.$/);
    expectTooMany(
      await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.uploadAvatar',
        remoteAddress: '198.51.100.63',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ json: {} }),
      }),
      /^Too many uploads/,
    );
    const uploadsAfter = await t.db.sql<{ n: number }[]>`select count(*)::int as n from uploads`;
    expect(uploadsAfter[0]!.n).toBe(uploadsBefore[0]!.n + 1);
    // Other calls of the same client go on.
    expect((await health(t, { via: 'api', remoteAddress: '198.51.100.63' })).statusCode).toBe(200);
  });
});

// ─── One budget across processes ─────────────────────────────────────────────────────────────────────

describe.skipIf(!redis)('two app processes on one Redis (skipped without Redis: REDIS_URL or 127.0.0.1:6379)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redis as string };
    [a, b] = await Promise.all([
      startTestApp({ rateLimitPerMinute: 6, env }),
      startTestApp({ rateLimitPerMinute: 6, env }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share one budget: calls spent on one are missing on the other, batches included, and the report reads the shared state', async () => {
    const client = '198.51.100.70';
    expect((await health(a, { via: 'api', remoteAddress: client })).statusCode).toBe(200);
    expect((await batch(a, ['system.health', 'system.health'], client)).statusCode).toBe(200);
    const info = await b.app.inject({ url: '/api/rate-limit-info', remoteAddress: client });
    expect(info.json().data).toMatchObject({ limit: 6, remaining: 2 });
    expect(Date.parse(info.json().data.reset_at) - Date.now()).toBeGreaterThan(0);
    expect((await health(b, { via: 'trpc', remoteAddress: client })).statusCode).toBe(200);
    expect(remaining(await health(a, { via: 'trpc', remoteAddress: client }))).toBe(0);
    expectTooMany(await health(b, { via: 'api', remoteAddress: client }));
    expectTooMany(await health(a, { via: 'api', remoteAddress: client }));
    // Another client on the same two processes has its own budget.
    expect((await health(b, { via: 'api', remoteAddress: '198.51.100.71' })).statusCode).toBe(200);
  });
});

describe('a limit store that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 4, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t?.close());

  it('counts calls in this process at the stricter fallback budget, at once (never "no limit"; issue 36, point 6)', async () => {
    const started = Date.now();
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await health(t, { via: i % 2 ? 'trpc' : 'api', remoteAddress: '198.51.100.80' })).statusCode);
    // Half of the budget of 4: two calls, then refused.
    expect(codes).toEqual([200, 200, 429, 429]);
    // A bound that catches a hanging store (each call would wait seconds), not a speed target.
    expect(Date.now() - started).toBeLessThan(5_000);
    const info = await t.app.inject({ url: '/api/rate-limit-info', remoteAddress: '198.51.100.81' });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ limit: 2 });
  });
});

// ─── Starting in production ──────────────────────────────────────────────────────────────────────────

interface Started {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

/** `src/host/main.ts` as an operator starts it: this environment only (no REDIS_URL, no inherited DATABASE_URL). */
function startMain(env: Record<string, string>): Started {
  const dataDir = mkdtempSync(join(tmpdir(), 'fellah-hostile-'));
  const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'DEMO_DATA',
    'TRUST_PROXY',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
  ])
    delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/host/main.ts'], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => err, exited, dataDir };
}

/** The exit code within `ms`, or 'still running' (then the process is stopped). */
async function exitCode(s: Started, ms = 25_000): Promise<number | null | 'still running'> {
  const timeout = new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms).unref());
  const result = await Promise.race([s.exited, timeout]);
  if (result === 'still running') {
    s.child.kill('SIGKILL');
    await s.exited;
  }
  rmSync(s.dataDir, { recursive: true, force: true });
  return result;
}

describe('the server refuses to start on a configuration an attacker could exploit', () => {
  it('TRUST_PROXY=true (any client could pick its address): exit 2 with a message naming the variable', async () => {
    const started = startMain({ PORT: String(await freePort()), TRUST_PROXY: 'true' });
    expect(await exitCode(started)).toBe(2);
    expect(started.stderr()).toMatch(
      /TRUST_PROXY: 'true' would believe any client's X-Forwarded-For: name your reverse proxies/,
    );
  });

  it.skipIf(!pgServer)(
    'DATABASE_URL without JWT_SECRET (each process would sign with a secret of its own): exit 2 with a message',
    async () => {
      const started = startMain({ PORT: String(await freePort()), DATABASE_URL: pgServer as string });
      expect(await exitCode(started)).toBe(2);
      expect(started.stderr()).toMatch(/JWT_SECRET: must be set when DATABASE_URL is set/);
    },
  );
});

describe.skipIf(!pgServer)('a production start on DATABASE_URL (skipped without a PostgreSQL server)', () => {
  let db: TestDatabase;
  let started: Started;
  let base: string;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    const port = await freePort();
    started = startMain({
      PORT: String(port),
      DATABASE_URL: db.url as string,
      JWT_SECRET: 'hostile-edge-secret-hostile-edge-secret-0123',
    });
    base = `http://127.0.0.1:${port}`;
    await eventually(
      async () => {
        if (started.child.exitCode !== null)
          throw new Error(`the server exited (${started.child.exitCode}): ${started.stderr()}`);
        return fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 60_000, interval: 250, message: 'the server healthy' },
    );
  }, 90_000);
  afterAll(async () => {
    if (started && started.child.exitCode === null) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
    if (started) rmSync(started.dataDir, { recursive: true, force: true });
    await db?.close();
  });

  it('loads no demo data: no demo catalogue, and the published demo password opens nothing; the crop guide is there', async () => {
    const products = await (await fetch(`${base}/api/products`)).json();
    expect(products.pagination.total).toBe(0);
    // Reference content (crops, guides, quizzes) is the product, not a demo fixture: it loads with DEMO_DATA=0 too.
    const crops = await (await fetch(`${base}/api/crops`)).json();
    expect(crops.pagination?.total ?? crops.data.length).toBeGreaterThan(0);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@fellah.eg', password: 'fellah-demo' }),
    });
    expect(login.status).toBe(401);
    const [users] = await db.sql<{ n: number }[]>`select count(*)::int as n from users`;
    expect(users!.n).toBe(0);
  });
});
