import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, LARGE_JSON_CALLS, MAX_JSON_DEPTH, MAX_JSON_ELEMENTS } from '../../src/server/http/bodyBudget';
import { type TestApp, startTestApp } from '../helpers/app';
import { ARABIC, arabicProblem } from '../helpers/arabicMessages';

/*
 * Issue 36, point 1: JSON bodies within reason. The body that ended the process (an array of a million empty arrays,
 * 3.4 MB, sent to the sign-in over REST and over tRPC), bodies too deep or with too many elements within the size, and
 * the calls named to take more: each refused in the documented shape before anything walks it, the server answering
 * on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** `[[],[],…]`: `count` empty arrays in one array. */
const emptyArrays = (count: number) => `[${'[],'.repeat(count - 1)}[]]`;
/** An array nested `depth` deep. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

function expectRefused(res: LightMyRequestResponse, status: 400 | 413, key: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({
    success: false,
    error: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
    details: { message_key: key },
  });
  expect(typeof body.message).toBe('string');
  return body as { message: string; details: Record<string, unknown> };
}

async function stillAnswers() {
  const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
  expect(res.statusCode).toBe(200);
}

describe('the body that ended the process', () => {
  const million = emptyArrays(1_000_000);

  it('is 3.4 MB, as reported', () => {
    expect(million.length).toBeGreaterThan(3_000_000);
  });

  it('is refused with 413 on POST /api/auth/login, and the server answers on', async () => {
    const body = expectRefused(await post('/api/auth/login', million), 413, 'call.bodyOverLimit');
    expect(body.message).toBe(`The request body is too large: at most ${JSON_BODY_LIMIT / 1024} KB for this call.`);
    await stillAnswers();
  });

  it('is refused with 413 on POST /trpc/auth.login wrapped as {"json": …}, and the server answers on', async () => {
    expectRefused(await post('/trpc/auth.login', `{"json":${million}}`), 413, 'call.bodyOverLimit');
    await stillAnswers();
  });

  it('is refused in Arabic to a caller who reads Arabic', async () => {
    const body = expectRefused(await post('/api/auth/login', million, ARABIC), 413, 'call.bodyOverLimit');
    expect(arabicProblem(body, [])).toBeNull();
  });
});

describe('within the size, the shape is checked before anything walks it', () => {
  it('too many elements: 400, over REST and tRPC', async () => {
    const many = emptyArrays(MAX_JSON_ELEMENTS + 10);
    expect(many.length).toBeLessThan(JSON_BODY_LIMIT);
    expectRefused(await post('/api/auth/login', many), 400, 'call.bodyTooManyElements');
    expectRefused(await post('/trpc/auth.login', `{"json":${many}}`), 400, 'call.bodyTooManyElements');
    expectRefused(
      await post('/api/auth/login', `{"email":[${'1,'.repeat(MAX_JSON_ELEMENTS)}1]}`),
      400,
      'call.bodyTooManyElements',
    );
  });

  it('too deep: 400, over REST and tRPC, in the body and in a query’s input', async () => {
    const deep = deepArray(MAX_JSON_DEPTH + 1);
    expectRefused(await post('/api/auth/login', deep), 400, 'call.bodyTooDeep');
    expectRefused(await post('/trpc/auth.login', `{"json":${deep}}`), 400, 'call.bodyTooDeep');
    const query = await t.app.inject({
      method: 'GET',
      url: `/trpc/crops.list?input=${encodeURIComponent(`{"json":${deepArray(2000)}}`)}`,
    });
    expectRefused(query, 400, 'call.bodyTooDeep');
    const arabic = expectRefused(await post('/api/auth/login', deep, ARABIC), 400, 'call.bodyTooDeep');
    expect(arabicProblem(arabic, [])).toBeNull();
  });

  it('brackets and commas inside strings are text, not structure', async () => {
    const text = `${'[,{'.repeat(MAX_JSON_ELEMENTS)}"\\"]`;
    const res = await post(
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@example.com', password: text.slice(0, 150) + text }),
    );
    // Past the budget checks: the sign-in's own answer (a field refused, or the credentials), never a body refusal.
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().details?.message_key).not.toMatch(/^call\.body/);
  });

  it('an ordinary sign-in still goes through to the procedure', async () => {
    const res = await post(
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('the calls that take more', () => {
  it('a body past 64 KB is refused on an ordinary call but read on a named one (then refused for who sends it)', async () => {
    const picture = 'A'.repeat(200 * 1024);
    const avatar = JSON.stringify({
      json: { file: { fieldname: 'avatar', filename: 'me.png', mimetype: 'image/png', base64: picture } },
    });
    expect(LARGE_JSON_CALLS['auth.uploadAvatar']).toBeGreaterThan(avatar.length);
    expectRefused(await post('/trpc/auth.login', avatar), 413, 'call.bodyOverLimit');
    expectRefused(await post('/trpc/auth.me', avatar), 413, 'call.bodyOverLimit');
    const named = await post('/trpc/auth.uploadAvatar', avatar);
    expect(named.statusCode).toBe(401);
    // A batch takes the largest limit of its calls; a REST JSON route has no larger limit.
    expect(
      (await post('/trpc/auth.uploadAvatar,auth.me?batch=1', JSON.stringify({ 0: JSON.parse(avatar) }))).statusCode,
    ).not.toBe(413);
    expectRefused(await post('/api/auth/register', avatar), 413, 'call.bodyOverLimit');
  });

  it('a call named like a member of every object (toString, constructor) gets the ordinary limit', async () => {
    const big = `{"json":"${'A'.repeat(100 * 1024)}"}`;
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expectRefused(await post(`/trpc/${name}`, big), 413, 'call.bodyOverLimit');
    }
  });

  it('a named call is refused past its own limit', async () => {
    const limit = LARGE_JSON_CALLS['auth.uploadAvatar'] as number;
    expectRefused(await post('/trpc/auth.uploadAvatar', `{"json":"${'A'.repeat(limit)}"}`), 413, 'call.bodyOverLimit');
  });

  it('multipart is not a way around the budget on /trpc (415, nothing read)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: 'x'.repeat(1000),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /**
   * Send `head` and the first `part` of a body that is never finished, and resolve with what the server answers: it
   * must answer without waiting for the rest (a server that waited would leave this test to its timeout).
   */
  function answerTo(head: string, part: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => {
        answer += d.toString('latin1');
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer));
      socket.write(head + part);
    });
  }

  it('a 1.7-million-deep array declared by its Content-Length is refused before it is sent, and the connection closed', async () => {
    const depth = 1_700_000;
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${depth * 2}\r\n\r\n`;
    const answer = await answerTo(head, '['.repeat(1000));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toMatch(/"call\.bodyOverLimit"/);
    await stillAnswers();
  });

  it('the same sent in chunks (no Content-Length) is refused once 64 KB have arrived', async () => {
    const head =
      'POST /trpc/auth.login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const piece = '['.repeat(16_384);
    const answer = await answerTo(head, `${piece.length.toString(16)}\r\n${piece}\r\n`.repeat(5));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/"call\.bodyOverLimit"/);
    await stillAnswers();
  });
});
