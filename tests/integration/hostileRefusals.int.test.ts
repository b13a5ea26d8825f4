import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { ARABIC, arabicProblem } from '../helpers/arabicMessages';

/*
 * Issue 36, point 7: every refusal in the documented shape `{success:false, message, error}`, also those Node's HTTP
 * parser makes before fastify sees the request (431 for an address or headers past the header limit, 400 for a request
 * it cannot read) and fastify's own (413 for a body past its limit, 415 for a media type nobody reads) outside /api.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

/** Write `request` as it is and read the whole answer (the server closes the connection after these refusals). */
function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
    socket.end(request);
  });
}

const LONG = 'a'.repeat(20_000);

describe("Node's own refusals, in the documented shape", () => {
  it('an address past the header limit: 431', async () => {
    const res = await rawExchange(`GET /api/products?q=${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      message: 'The request’s address or headers are too large.',
      error: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      details: { message_key: 'call.headersTooLarge' },
    });
  });

  it('a header past the limit: 431, in Arabic when the request asks for it', async () => {
    const english = await rawExchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: ${LONG}\r\n\r\n`);
    expect(english.status).toBe(431);
    expect(JSON.parse(english.body)).toMatchObject({ success: false, error: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
    const arabic = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: ar-EG,ar;q=0.9\r\nX-Long: ${LONG}\r\n\r\n`,
    );
    expect(arabic.status).toBe(431);
    const body = JSON.parse(arabic.body);
    expect(body).toMatchObject({ success: false, error: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
    expect(arabicProblem(body, [])).toBeNull();
  });

  it('a request Node cannot read: 400', async () => {
    const res = await rawExchange('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      success: false,
      error: 'BAD_REQUEST',
      details: { message_key: 'call.requestUnreadable' },
    });
  });

  it('the server answers on afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
  });
});

describe('addresses the router cannot read, in the documented shape and the caller’s language', () => {
  it('a broken %-escape: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'BAD_REQUEST',
      details: { message_key: 'call.addressInvalid' },
    });
  });

  it('a path segment past the router’s limit: 400, in Arabic when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'1'.repeat(600)}`, headers: ARABIC });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      error: 'BAD_REQUEST',
      details: { message_key: 'call.addressPartTooLong' },
    });
    expect(arabicProblem(body, [])).toBeNull();
  });
});

describe("fastify's own refusals outside /api, in the documented shape", () => {
  it('a text body past the limit to a page: 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/about',
      payload: 'x'.repeat(100_000),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('a media type nobody reads: 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: 'x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a JSON body that is not JSON, to tRPC: 400 in the shape tRPC answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: '{"json":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
