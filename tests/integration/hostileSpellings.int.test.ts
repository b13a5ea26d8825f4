import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';

/*
 * Issue 36, point 3: one budget per client however the address is spelled. The call and upload budgets decide on the
 * route fastify matched (its path decoded), so a %-escaped letter, an absolute-form target or a mix of both is the
 * same call as the plain path, over REST and tRPC alike. Sent over a real connection with the path exactly as written
 * (no client library normalises it).
 */

const LIMIT = 4;
const UPLOADS = 2;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let t: TestApp;
let port: number;

/** One request with its target written as given (`/%61pi/…`, `http://host/api/…`), from its own loopback address. */
function raw(method: string, target: string, from: string, body?: { type: string; data: Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        localAddress: from,
        headers: body ? { 'content-type': body.type, 'content-length': String(body.data.length) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body?.data);
  });
}

beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: LIMIT, uploadRateLimitPerMinute: UPLOADS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

/** Each case from an address of its own (127.0.0.0/8 is all loopback), so each starts with a whole budget. */
let nextAddress = 10;
const freshClient = () => `127.0.0.${nextAddress++}`;

/** Spend the budget with the plain path, then ask with `spelled`: counted with it, so refused. */
async function spelledAfterPlain(method: string, plain: string, spelled: string) {
  const from = freshClient();
  for (let i = 0; i < LIMIT; i++) expect((await raw(method, plain, from)).status).not.toBe(429);
  const res = await raw(method, spelled, from);
  expect(res.status, `${method} ${spelled} after ${LIMIT} × ${plain}`).toBe(429);
  expect(JSON.parse(res.body)).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS' });
}

/** Only the spelled path, past the limit: every request counted. */
async function spelledAlone(method: string, spelled: string) {
  const from = freshClient();
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) statuses.push((await raw(method, spelled, from)).status);
  expect(statuses.slice(0, LIMIT)).not.toContain(429);
  expect(statuses[LIMIT], `the ${LIMIT + 1}th ${method} ${spelled}`).toBe(429);
}

const REST = [
  ['a %-escaped letter', '/%61pi/health/live'],
  ['every letter escaped', '/%61%70%69/%68ealth/live'],
  ['an escaped letter further on', '/api/%68ealth/live'],
  ['absolute form', 'http://shop.example/api/health/live'],
  ['absolute form with an escape', 'http://shop.example/%61pi/health/live'],
  ['absolute form, https and a port', 'https://127.0.0.1:1/api/health/live'],
] as const;

const TRPC = [
  ['a %-escaped letter', '/%74rpc/system.health'],
  ['an escaped procedure name', '/trpc/%73ystem.health'],
  ['absolute form', 'http://shop.example/trpc/system.health'],
  ['absolute form with an escape', 'http://shop.example/%74rpc/system.health'],
] as const;

describe('REST: every spelling of GET /api/health/live is one budget', () => {
  for (const [name, spelled] of REST) {
    it(`${name}: ${spelled} is counted with the plain path`, () =>
      spelledAfterPlain('GET', '/api/health/live', spelled));
    it(`${name}: ${spelled} alone is counted`, () => spelledAlone('GET', spelled));
  }

  it('a sign-in respelled is refused once the plain sign-in is', async () => {
    await spelledAfterPlain('POST', '/api/auth/login', '/%61pi/auth/login');
  });

  it('a respelled address no route answers (404) is counted too', () => spelledAlone('GET', '/%61pi/no-such-route'));
});

describe('tRPC: every spelling of /trpc/system.health is one budget', () => {
  for (const [name, spelled] of TRPC) {
    it(`${name}: ${spelled} is counted with the plain path`, () =>
      spelledAfterPlain('GET', '/trpc/system.health', spelled));
    it(`${name}: ${spelled} alone is counted`, () => spelledAlone('GET', spelled));
  }
});

describe('the upload budget, respelled', () => {
  const image = () => {
    const form = multipartBody([
      { name: 'image', filename: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.png },
    ]);
    return { type: form.contentType, data: form.payload };
  };

  for (const [plain, spelled] of [
    ['/api/upload/image', '/%61pi/upload/image'],
    ['/api/upload/image', 'http://shop.example/%61pi/upload/%69mage'],
    ['/trpc/uploads.image', '/%74rpc/uploads.image'],
    ['/trpc/uploads.image', 'http://shop.example/trpc/%75ploads.image'],
  ] as const) {
    it(`${spelled} is an upload like ${plain}`, async () => {
      const from = freshClient();
      for (let i = 0; i < UPLOADS; i++) expect((await raw('POST', plain, from, image())).status).not.toBe(429);
      const res = await raw('POST', spelled, from, image());
      expect(res.status).toBe(429);
      expect(JSON.parse(res.body).message).toMatch(/^Too many uploads/);
    });
  }
});
