import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';

/*
 * The storefront pages the server paints (with their first data read from the database) are under the
 * client's request budget like the API calls: a client that spent its budget on pages is refused the next page and the
 * next call, and one that spent it on calls is refused the next page, in the documented shape with Retry-After. The
 * built files (scripts, styles, pictures) and the routes that are not pages cost nothing.
 */

const LIMIT = 6;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: LIMIT });
});
afterAll(() => t?.close());

/** Each case from an address of its own (127.0.0.0/8 is all loopback), so each starts with a whole budget. */
let nextAddress = 10;
const freshClient = () => `127.0.1.${nextAddress++}`;
const get = (url: string, from: string) => t.app.inject({ method: 'GET', url, remoteAddress: from });

function expectRefused(res: Awaited<ReturnType<typeof get>>, what: string) {
  expect(res.statusCode, what).toBe(429);
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
  expect(res.json(), what).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS' });
}

describe('storefront pages under the per-client request budget', () => {
  it('pages alone: the page past the budget is refused with 429, and so is the next API call', async () => {
    const from = freshClient();
    const pages = ['/ar/shop', '/shop', '/crops/tomato', '/ar', '/cart', '/products/some-seeds'];
    for (const page of pages) {
      const res = await get(page, from);
      expect(res.statusCode, page).not.toBe(429);
      expect(res.headers['x-ratelimit-limit'], page).toBe(String(LIMIT));
    }
    expectRefused(await get('/ar/shop', from), 'the 7th page');
    expectRefused(await get('/api/health/live', from), 'an API call after 6 pages');
  });

  it('calls then a page: one budget for both, however the page is spelled', async () => {
    const from = freshClient();
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/health/live', from)).statusCode).not.toBe(429);
    expectRefused(await get('/ar/shop', from), 'a page after 6 calls');
    expectRefused(await get('/%61r/%73hop?x=1', from), 'a respelled page after 6 calls');
  });

  it("the built files and other clients' budgets are not spent by pages", async () => {
    const from = freshClient();
    for (let i = 0; i < LIMIT; i++) await get('/ar/shop', from);
    for (const file of ['/assets/index-abc123.js', '/favicon.ico', '/icons/icon-192.png']) {
      const res = await get(file, from);
      expect(res.statusCode, file).not.toBe(429);
      expect(res.headers['x-ratelimit-limit'], file).toBeUndefined();
    }
    expect((await get('/ar/shop', freshClient())).statusCode).not.toBe(429);
  });
});
