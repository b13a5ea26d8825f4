import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, type Socket, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggerOption, buildApp } from '../../src/host/app';
import { loadConfig } from '../../src/server/config';
import type { AppDeps } from '../../src/server/context';
import { unsubscribeSignature } from '../../src/server/learning/newsletter';
import {
  builtPageScriptHashes,
  inlineScripts,
  registerSecurityHeaders,
  scriptHash,
} from '../../src/server/security/headers';
import { storefrontPage } from '../../src/server/storefrontPage';
import { PRERENDER_GATE_SCRIPT, holdEntryScript, prerenderTemplate } from '../../src/shared/prerender';
import { egyptDate } from '../../src/shared/seasonalTasks';
import { rateLimitNameSpace, silentLog, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import {
  type InsightsApp,
  call,
  order,
  product,
  project,
  reportCompleted,
  startInsightsApp,
} from '../helpers/insights';
import { type FormPart, SAMPLE_FILES, multipartBody } from '../helpers/multipart';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Issue 20, point 6, as a hostile client tries it over HTTP (REST at /api and tRPC at /trpc, through app.inject):
 *  a. every answer (pages, /api, /trpc, refusals) carries the CSP (no inline script but the built page's own, by hash),
 *     nosniff, frame and referrer policies; HSTS only on https;
 *  b. an uploaded document is served as an attachment, a picture inline with its type;
 *  c. the daily upload quota refuses the call past the day's files (429) or bytes (413), storing nothing, also when two
 *     calls race for the last place through two app instances on one database;
 *  d. a report's CSV writes a customer's `=cmd|…` city and an `@…` product name as text;
 *  e. reset links never reach the info log (neither the mail kept in the outbox nor the page request carrying the
 *     token), and a sent mail's body is cleared from the outbox (delivered to a real SMTP listener);
 *  f. the newsletter unsubscribes an address only with the signed link of our e-mail;
 *  g. the server-painted pages' cache does not grow, nor render again, for junk query parameters.
 */

let t: InsightsApp;
let admin: TestUser;
const today = egyptDate(new Date());
const cleanup: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  t = await startInsightsApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await t?.close();
});

const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);

/** A tRPC call over HTTP (non-batched): status and the parsed answer. */
async function trpc(app: FastifyInstance, kind: 'query' | 'mutation', path: string, input: unknown, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
          headers,
        })
      : await app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: { json: input } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** A multipart upload over REST on `app`. */
async function upload(app: FastifyInstance, path: 'image' | 'document' | 'multiple', parts: FormPart[], token: string) {
  const { payload, contentType } = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url: `/api/upload/${path}`,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const png = (name = 'leaf.png'): FormPart => ({
  name: 'image',
  filename: name,
  contentType: 'image/png',
  data: SAMPLE_FILES.png,
});
const base64Png = (filename = 'leaf.png') => ({
  filename,
  mimetype: 'image/png',
  base64: SAMPLE_FILES.png.toString('base64'),
});

/** Another app on the same database and data directory (a second app process), its log written into `output`. */
async function secondApp(env: Record<string, string> = {}) {
  const output: string[] = [];
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    JWT_SECRET: t.config.jwtSecret,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const logger = { level: 'info', stream: { write: (line: string) => output.push(line) } };
  const app = await buildApp(
    { config, db: t.db, sql: t.db.sql, runner: t.runner, version: 'test' },
    logger as LoggerOption,
    { rateLimitNameSpace },
  );
  await app.ready();
  cleanup.push(() => app.close());
  return { app, output };
}

// ─── a. Headers ───────────────────────────────────────────────────────────────────────────────────────

/** The CSP's directives by name. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHardened(headers: Record<string, unknown>, what: string) {
  const policy = policyOf(headers['content-security-policy']);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts, `${what}: script-src`).toContain("'self'");
  expect(scripts, `${what}: no inline scripts but by hash`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('worker-src'), what).toEqual(["'self'"]);
  expect(policy.get('manifest-src'), what).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // PUBLIC_URL is http here: no HSTS, no upgrade.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
}

describe('a. security headers on every answer', () => {
  it('on pages, with every inline script of the page allowed by its hash and no other', async () => {
    for (const url of ['/', '/shop', '/crops', '/admin', '/reset-password?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectHardened(res.headers, url);
      const scripts = policyOf(res.headers['content-security-policy']).get('script-src')!;
      if (String(res.headers['content-type']).startsWith('text/html')) {
        for (const body of inlineScripts(res.body))
          expect(scripts, `${url}: an inline script without its hash`).toContain(scriptHash(body));
      }
    }
  });

  it('on /api answers, successes and refusals alike', async () => {
    const customer = await createUser(t);
    const answers = [
      ['GET /api/health', await t.app.inject({ method: 'GET', url: '/api/health' })],
      ['GET /api/products', await t.app.inject({ method: 'GET', url: '/api/products' })],
      ['GET /api/auth/profile without a token', await t.app.inject({ method: 'GET', url: '/api/auth/profile' })],
      [
        'GET /api/admin/users as a customer',
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { authorization: `Bearer ${customer.token}` },
        }),
      ],
      ['GET /api/nothing-here', await t.app.inject({ method: 'GET', url: '/api/nothing-here' })],
      [
        'POST /api/auth/login with a broken body',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
      ],
    ] as const;
    expect(answers.map(([, res]) => res.statusCode)).toEqual([200, 200, 401, 403, 404, 400]);
    for (const [what, res] of answers) expectHardened(res.headers, what);
  });

  it('on answers refused by the rate limit', async () => {
    const limited = await startTestApp({ rateLimitPerMinute: 2 });
    cleanup.push(() => limited.close());
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await limited.app.inject({ method: 'GET', url: '/api/health' }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expectHardened(answers[2]!.headers, 'a 429 of the rate limit');
  });

  it('on /trpc answers, successes and refusals alike', async () => {
    const list = await trpc(t.app, 'query', 'products.list', { page: 1, limit: 2 });
    expect(list.status).toBe(200);
    expectHardened(list.headers, 'products.list');
    const refused = await trpc(t.app, 'query', 'auth.profile', undefined);
    expect(refused.status).toBe(401);
    expectHardened(refused.headers, 'auth.profile without a token');
    const unknown = await t.app.inject({ method: 'GET', url: '/trpc/no.such.procedure' });
    expect(unknown.statusCode).toBe(404);
    expectHardened(unknown.headers, 'an unknown procedure');
  });

  it('allows the built page inline scripts by hash, HSTS and upgrade-insecure-requests only on https', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'fellah-csp-'));
    cleanup.push(() => rmSync(clientDir, { recursive: true, force: true }));
    const inline = "document.documentElement.dataset.ready='1'";
    writeFileSync(
      join(clientDir, 'index.html'),
      `<!doctype html><html><head><script type="application/json" id="data">{"a":1}</script><script src="/assets/x.js"></script></head><body><script>${inline}</script>${PRERENDER_GATE_SCRIPT}</body></html>`,
    );
    const hashes = builtPageScriptHashes(clientDir);
    expect(hashes).toEqual([
      scriptHash(inline),
      scriptHash(PRERENDER_GATE_SCRIPT.replace(/^<script>|<\/script>$/g, '')),
    ]);
    for (const publicUrl of ['http://localhost:3000', 'https://fellah.example']) {
      const app = Fastify();
      await registerSecurityHeaders(app, { clientDir, publicUrl, imageHosts: [] });
      app.get('/', async () => 'page');
      const res = await app.inject('/');
      await app.close();
      const policy = policyOf(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
      const https = publicUrl.startsWith('https');
      expect(policy.has('upgrade-insecure-requests')).toBe(https);
      expect(res.headers['strict-transport-security']).toBe(https ? 'max-age=31536000; includeSubDomains' : undefined);
    }
  });
});

// ─── b. Uploaded files as they are served ─────────────────────────────────────────────────────────────

describe('b. uploaded files', () => {
  it('serves a document as an attachment with nosniff, over REST and tRPC uploads alike', async () => {
    const customer = await createUser(t);
    const rest = await upload(
      t.app,
      'document',
      [
        { name: 'type', value: 'support' },
        { name: 'document', filename: 'invoice.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
      ],
      customer.token,
    );
    expect(rest.status).toBe(201);
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'uploads.document',
      {
        type: 'document',
        document: { filename: 'x.html', mimetype: 'text/html', base64: SAMPLE_FILES.pdf.toString('base64') },
      },
      customer.token,
    );
    expect(viaTrpc.status).toBe(200);
    for (const url of [rest.body.data.url as string, viaTrpc.body.result.data.json.url as string]) {
      // Documents are private to their owner: asked with the owner's token.
      const served = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${customer.token}` } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^application\/pdf/);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(policyOf(served.headers['content-security-policy']).has('sandbox')).toBe(true);
    }
  });

  it('serves a picture inline with its type', async () => {
    const customer = await createUser(t);
    const rest = await upload(t.app, 'image', [png()], customer.token);
    expect(rest.status).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: rest.body.data.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

// ─── c. Daily upload quotas ───────────────────────────────────────────────────────────────────────────

describe('c. daily upload quotas', () => {
  const filesIn = (folder: string) => {
    try {
      return readdirSync(join(t.dataDir, 'uploads', folder)).length;
    } catch {
      return 0;
    }
  };
  const uploadsOf = (user: TestUser) =>
    count(t.db.sql`select count(*)::int as n from uploads where user_id = ${user.id}`);
  const usageOf = async (user: TestUser) =>
    (
      await t.db.sql<{ files: number; bytes: string }[]>`
      select files, bytes::text as bytes from upload_quota_usage where user_id = ${user.id} and day = (now() at time zone 'Africa/Cairo')::date`
    )[0];
  const seedUsage = (user: TestUser, files: number, bytes: number) =>
    t.db
      .sql`insert into upload_quota_usage (user_id, day, files, bytes) values (${user.id}, (now() at time zone 'Africa/Cairo')::date, ${files}, ${bytes})`;

  it("refuses the 51st file of a customer's day with 429 over REST and tRPC, storing nothing", async () => {
    const customer = await createUser(t);
    for (let call = 0; call < 10; call++) {
      const res = await trpc(
        t.app,
        'mutation',
        'uploads.multiple',
        { type: 'general', files: Array.from({ length: 5 }, (_, i) => base64Png(`f${call}-${i}.png`)) },
        customer.token,
      );
      expect(res.status, `call ${call + 1}`).toBe(200);
    }
    expect(await uploadsOf(customer)).toBe(50);
    expect(await usageOf(customer)).toEqual({ files: 50, bytes: String(50 * SAMPLE_FILES.png.length) });
    const stored = filesIn('general');

    const rest = await upload(t.app, 'image', [png()], customer.token);
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: "You have reached today's upload limit of 50 files (50 uploaded today). Please try again tomorrow.",
      details: { files_per_day: 50, files_used_today: 50 },
    });
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'uploads.image',
      { type: 'general', image: base64Png() },
      customer.token,
    );
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.body.error.json.message).toBe(rest.body.message);

    expect(await uploadsOf(customer)).toBe(50);
    expect(filesIn('general')).toBe(stored);
    expect(await usageOf(customer)).toEqual({ files: 50, bytes: String(50 * SAMPLE_FILES.png.length) });
  });

  it("refuses bytes past the day's 50 MB with 413, storing nothing", async () => {
    const customer = await createUser(t);
    const nearlyFull = 50 * 1024 * 1024 - 10;
    await seedUsage(customer, 3, nearlyFull);
    const stored = filesIn('document');
    const res = await upload(
      t.app,
      'document',
      [
        { name: 'type', value: 'document' },
        { name: 'document', filename: 'a.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
      ],
      customer.token,
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/^This upload would pass today's upload limit of 50 MB/),
    });
    expect(await uploadsOf(customer)).toBe(0);
    expect(filesIn('document')).toBe(stored);
    expect(await usageOf(customer)).toEqual({ files: 3, bytes: String(nearlyFull) });
  });

  it('lets exactly one of two racing calls through two app processes take the last place of the day', async () => {
    const customer = await createUser(t);
    await seedUsage(customer, 49, 1000);
    const other = await secondApp();
    const [rest, viaTrpc] = await Promise.all([
      upload(t.app, 'image', [png('first.png')], customer.token),
      trpc(other.app, 'mutation', 'uploads.image', { type: 'general', image: base64Png('second.png') }, customer.token),
    ]);
    // REST answers a stored upload with 201, tRPC with 200: one of the two, and the other refused.
    expect([
      [201, 429],
      [429, 200],
    ]).toContainEqual([rest.status, viaTrpc.status]);
    expect(await uploadsOf(customer)).toBe(1);
    expect((await usageOf(customer))?.files).toBe(50);
  });

  it('refuses a call whose files would pass the day, and takes one that fits', async () => {
    const customer = await createUser(t);
    await seedUsage(customer, 48, 1000);
    const five = await trpc(
      t.app,
      'mutation',
      'uploads.multiple',
      { type: 'general', files: Array.from({ length: 5 }, (_, i) => base64Png(`f${i}.png`)) },
      customer.token,
    );
    expect(five.status).toBe(429);
    expect(five.body.error.json.message).toBe(
      "These 5 files would pass today's upload limit of 50 files (48 uploaded today). Please upload fewer files or try again tomorrow.",
    );
    expect(await uploadsOf(customer)).toBe(0);
    const two = await upload(
      t.app,
      'multiple',
      [
        { name: 'type', value: 'general' },
        { ...png('a.png'), name: 'files' },
        { ...png('b.png'), name: 'files' },
      ],
      customer.token,
    );
    expect(two.status).toBe(201);
    expect(await usageOf(customer)).toEqual({ files: 50, bytes: String(1000 + 2 * SAMPLE_FILES.png.length) });
  });

  it('gives administrators a larger quota', async () => {
    const another = await createUser(t, { role: 'admin' });
    await seedUsage(another, 50, 1000);
    expect((await upload(t.app, 'image', [png()], another.token)).status).toBe(201);
    expect(await uploadsOf(another)).toBe(1);
  });
});

// ─── d. CSV exports ───────────────────────────────────────────────────────────────────────────────────

describe('d. CSV exports', () => {
  it("writes a customer's formula-like city and a formula-like product name as text", async () => {
    const customer = await createUser(t);
    const city = "=cmd|' /C calc'!A0";
    const name = '@SUM(1+1)*cmd|calc';
    const productId = await product(t, name, 'tools', 10);
    await order(t, customer, city, [[productId, 1]]);
    await project(t);

    for (const groupBy of ['city', 'product']) {
      const url = `/api/admin/reports/sales/export?format=csv&from=${today}&to=${today}&group_by=${groupBy}`;
      const first = await call(t, 'GET', url, { token: admin.token });
      if (first.status === 202) {
        const id = first.body.data.report_id as string;
        await reportCompleted(t, admin, id);
      }
      const res = await call(t, 'GET', url, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.text.replace(/^\ufeff/, '').split('\r\n');
      const hostile = groupBy === 'city' ? city : name;
      // The city is the line's first cell; the product's name follows its id.
      expect(
        lines.filter((line) => line.includes(hostile)),
        groupBy,
      ).toEqual([
        groupBy === 'city'
          ? expect.stringMatching(/^'=cmd\|' \/C calc'!A0,1,/)
          : expect.stringMatching(/^\d+,'@SUM\(1\+1\)\*cmd\|calc,1,/),
      ]);
      const cells = lines.flatMap((line) => line.split(','));
      expect(
        cells.filter((cell) => /^"?[=+\-@\t\r]/.test(cell)),
        `${groupBy}: no cell may start a formula`,
      ).toEqual([]);
    }
  });
});

// ─── e. Links out of the log, bodies out of the outbox ────────────────────────────────────────────────

/** A minimal SMTP listener that accepts every message; each message's DATA as received. */
function smtpListener(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let data: string | null = null;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        messages,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** A quoted-printable body as text (soft line breaks joined, =XX decoded). */
const unquote = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('e. reset links out of the log, mail bodies out of the outbox once sent', () => {
  it('without SMTP: the reset mail waits in the outbox, and neither it nor the opened link puts the token in the info log', async () => {
    const { app, output } = await secondApp();
    const user = await createUser(t);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await t.db.sql<{ id: string; body_text: string; status: string }[]>`
      select id::text as id, body_text, status from mail_outbox where to_address = ${user.email} and kind = 'password_reset'`;
    expect(mail?.status).toBe('pending');
    const token = mail!.body_text.match(/\/reset-password\?token=([\w-]+)/)![1]!;
    // The reader opens the link: the page request (and a tRPC call with the token in its address) are logged.
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await app.inject({ method: 'GET', url: `/trpc/auth.profile?token=${token}&x=1` });

    const log = output.join('');
    expect(log).toContain(`"mailId":"${mail!.id}"`);
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(token);
  });

  it('with SMTP: the mail is delivered with its link, then its body is cleared (who, what and when kept); the log never holds the token', async () => {
    const smtp = await smtpListener();
    cleanup.push(() => smtp.close());
    const { app, output } = await secondApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const user = await createUser(t);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);

    const sent = await eventually(async () => {
      const [row] = await t.db.sql<
        {
          status: string;
          body_text: string | null;
          body_html: string | null;
          subject: string;
          kind: string;
          sent_at: Date | null;
        }[]
      >`
        select status, body_text, body_html, subject, kind, sent_at from mail_outbox where to_address = ${user.email}`;
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent).toMatchObject({
      body_text: null,
      body_html: null,
      subject: 'Reset your Fellah password',
      kind: 'password_reset',
      sent_at: expect.any(Date),
    });
    const delivered = smtp.messages.map(unquote).find((m) => m.includes(user.email));
    const token = delivered?.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token, 'the delivered mail carries the link').toBeDefined();
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    expect(output.join('')).not.toContain(token!);
  });
});

// ─── f. Newsletter unsubscribe by signed link only ────────────────────────────────────────────────────

describe('f. newsletter unsubscribe by signed link only', () => {
  const statusOf = async (email: string) =>
    (await t.db.sql<{ status: string }[]>`select status from newsletter_subscribers where email = ${email}`)[0]?.status;

  /** A confirmed subscriber, and the unsubscribe link's token from the e-mail it received. */
  async function confirmedReader(tag: string) {
    const email = `${tag}-${Date.now().toString(36)}@example.com`;
    expect((await call(t, 'POST', '/api/newsletter/subscribe', { body: { email } })).status).toBe(200);
    const [mail] = await t.db.sql<
      { body_text: string }[]
    >`select body_text from mail_outbox where to_address = ${email} and kind = 'newsletter_confirmation'`;
    const confirm = mail!.body_text.match(/\/newsletter\/confirm\?token=([\w-]+)/)![1]!;
    expect((await call(t, 'POST', '/api/newsletter/confirm', { body: { token: confirm } })).status).toBe(200);
    const link = new URL(mail!.body_text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/)![0]);
    expect(link.searchParams.get('email')).toBe(email);
    return { email, token: link.searchParams.get('token')! };
  }

  it('refuses an unsubscribe without a signature or with a forged one, over REST and tRPC, changing nothing', async () => {
    const victim = await confirmedReader('victim');
    const attacker = await confirmedReader('attacker');
    const forged = [
      attacker.token, // a real signature, of another address
      unsubscribeSignature('another-secret-another-secret-another-secret', victim.email),
      `${victim.token.slice(0, -2)}AA`,
      victim.token.slice(0, 20),
      Buffer.from(victim.email).toString('base64url'),
    ];

    const missing = await call(t, 'POST', '/api/newsletter/unsubscribe', { body: { email: victim.email } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, field: 'token' });
    const missingTrpc = await trpc(t.app, 'mutation', 'newsletter.unsubscribe', { email: victim.email });
    expect(missingTrpc.status).toBe(400);
    for (const token of forged) {
      const res = await call(t, 'POST', '/api/newsletter/unsubscribe', { body: { email: victim.email, token } });
      expect(res.status, token).toBe(403);
      expect(res.body).toMatchObject({
        success: false,
        error: 'FORBIDDEN',
        field: 'token',
        message: expect.stringMatching(/^This unsubscribe link is not valid/),
      });
      const viaTrpc = await trpc(t.app, 'mutation', 'newsletter.unsubscribe', { email: victim.email, token });
      expect(viaTrpc.status, token).toBe(403);
    }
    expect(await statusOf(victim.email)).toBe('confirmed');
    expect(await statusOf(attacker.email)).toBe('confirmed');
  });

  it('unsubscribes with the signed link of our e-mail, over REST and over tRPC', async () => {
    const reader = await confirmedReader('reader');
    const res = await call(t, 'POST', '/api/newsletter/unsubscribe', {
      body: { email: reader.email.toUpperCase(), token: reader.token },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'If this address was on our list, it will receive no more newsletters.',
    });
    expect(await statusOf(reader.email)).toBe('unsubscribed');

    const second = await confirmedReader('second');
    const viaTrpc = await trpc(t.app, 'mutation', 'newsletter.unsubscribe', {
      email: second.email,
      token: second.token,
    });
    expect(viaTrpc.status).toBe(200);
    expect(await statusOf(second.email)).toBe('unsubscribed');
  });
});

// ─── g. The server-painted pages' cache ───────────────────────────────────────────────────────────────

describe("g. the server-painted pages' cache", () => {
  it('keys the painted screens on the canonical address: junk parameters neither render again nor add entries', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fellah-page-'));
    cleanup.push(() => rmSync(root, { recursive: true, force: true }));
    const clientDir = join(root, 'client');
    mkdirSync(clientDir);
    mkdirSync(join(root, 'ssr'));
    // The built page's shape (vite.config.ts, prerenderHome): the home's first paint, the gate, the held entry script.
    const built = holdEntryScript(
      `<!doctype html><html><head><title>Fellah</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-x.js"></script></body></html>`,
    ).replace(
      '<div id="root"></div>',
      `<div id="root"></div>${prerenderTemplate('/', '<p>home</p>')}${PRERENDER_GATE_SCRIPT}`,
    );
    writeFileSync(join(clientDir, 'index.html'), built);
    // A renderer that counts its renders.
    const counter = `fellahRenders${Date.now()}`;
    writeFileSync(
      join(root, 'ssr', 'prerender.mjs'),
      `export async function renderScreen(url) { globalThis.${counter} = (globalThis.${counter} ?? 0) + 1; return '<main>' + url + '</main>'; }\n`,
    );
    const renders = () => (globalThis as unknown as Record<string, number | undefined>)[counter] ?? 0;

    const productId = await product(t, 'Drip Kit', 'irrigation', 450);
    const slug = (await t.db.sql<{ slug: string }[]>`select slug from products where id = ${productId}`)[0]!.slug;
    const deps: AppDeps = {
      config: t.config,
      db: t.db,
      sql: t.db.sql,
      runner: t.runner,
      log: silentLog,
      limits: t.app.requestLimits,
      version: 'test',
    };
    const page = storefrontPage(deps, clientDir);
    const request = { ip: '127.0.0.1', userAgent: 'vitest', requestId: 'page' };
    const hashes = builtPageScriptHashes(clientDir);

    const first = String((await page.render(`/shop/${slug}`, undefined, request)).body);
    expect(first).toContain(`<main>/shop/${slug}</main>`);
    expect(renders()).toBe(1);
    for (let i = 0; i < 40; i++) {
      const url = i % 2 ? `/shop/${slug}?x=${i}` : `/shop/${slug}?utm_source=${i}&b=${i}`;
      const body = String((await page.render(url, undefined, request)).body);
      // The same screen, and the template names the address asked for, so the browser's gate still uses it.
      expect(body).toContain(`<main>/shop/${slug}</main>`);
      expect(body).toContain(`data-path="${url.replace(/&/g, '&amp;')}"`);
      for (const script of inlineScripts(body)) expect(hashes).toContain(scriptHash(script));
    }
    expect(renders()).toBe(1);
    expect(page.cachedScreens()).toBe(1);

    await page.render('/shop', undefined, request);
    for (let i = 0; i < 40; i++) await page.render(`/shop?x=${i}&page=1&view=grid`, undefined, request);
    expect(renders()).toBe(2);
    expect(page.cachedScreens()).toBe(2);

    // Filtered lists and unknown products are not painted at all.
    for (let i = 0; i < 10; i++) {
      await page.render(`/shop?search=junk${i}`, undefined, request);
      await page.render(`/shop/no-such-product-${i}`, undefined, request);
    }
    expect(renders()).toBe(2);
    expect(page.cachedScreens()).toBe(2);
  });
});
