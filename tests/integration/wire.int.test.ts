import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type AddressInfo, type Server, type Socket, connect as connectTcp, createServer } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/rest-adapter/routes';
import { CLIENT_DIR } from '../../src/host/app';
import { connect, type Sql } from '../../src/server/db';
import { CACHEABLE_READ_PROCEDURES, isCacheableRoute } from '../../src/server/http/cacheableReads';
import { NO_STORE, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../src/server/http/conditional';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type TestUser, createUser } from '../helpers/users';
import { demoCatalogue } from '../../src/server/demo/catalogue';
import { demoPriceSet } from '../../src/server/demo/prices';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { referenceQuizzes } from '../../src/server/reference/quizzes';
import { loadDataSets } from '../../src/server/seed';

/*
 * Issue 21, points 1, 3 and 4: compressed answers on /api and /trpc (and only there), ETags, 304s and Cache-Control on
 * the public reads, and a health check that answers from a status kept in the background.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
/** Real rows of the demo data the reads are asked about. */
let product: { id: string; slug: string; category: string };
let crop: { id: string; slug: string };
let ids: { tag: string; soil: string; quiz: string; guide: string };

beforeAll(async () => {
  t = await startTestApp();
  await loadDataSets(t.db.sql, [demoCatalogue, referenceKnowledge, demoPriceSet, referenceQuizzes]);
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
  const listed = (await t.app.inject('/api/products?limit=1')).json().data[0];
  product = (await t.app.inject(`/api/products/${listed.id}`)).json().data;
  // A crop with guides, prices and soils, so its sub-reads have something to say.
  const [withGuides] = await t.db.sql<{ id: string; slug: string; guide: string }[]>`
    select c.id::text as id, c.slug, g.slug as guide from crops c join guides g on g.crop_id = c.id
    where c.is_active and g.published and exists (select 1 from market_prices p where p.crop_id = c.id) order by c.id limit 1`;
  crop = { id: withGuides!.id, slug: withGuides!.slug };
  const first = async (url: string) => String((await t.app.inject(url)).json().data[0].id);
  ids = {
    tag: await first('/api/tags?limit=1'),
    soil: await first('/api/soil-types?limit=1'),
    quiz: await first('/api/quizzes?limit=1'),
    guide: withGuides!.guide,
  };
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A tRPC GET as the storefront's links send it: one call (`?input=`), or a batch (`?batch=1&input={"0": ...}`). */
function trpcUrl(calls: [name: string, input?: unknown][], batch = calls.length > 1): string {
  const names = calls.map(([name]) => name).join(',');
  if (!batch) {
    const input = calls[0]![1];
    return input === undefined
      ? `/trpc/${names}`
      : `/trpc/${names}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  }
  const inputs = Object.fromEntries(calls.map(([, input], i) => [i, input === undefined ? {} : { json: input }]));
  return `/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

const varyOf = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

// ─── Compression ───────────────────────────────────────────────────────────────────────────────────────────────────

describe('compression of /api and /trpc answers', () => {
  const lists = () => [
    '/api/products?limit=20',
    '/api/crops?limit=20',
    trpcUrl([['products.list', { page: 1, limit: 20 }]]),
    trpcUrl([
      ['crops.list', { page: 1, limit: 20 }],
      ['products.featured', {}],
    ]),
    // Not a cacheable read, and signed in: compressed all the same.
    '/api/openapi.json',
  ];

  it('brotli when asked for it, gzip when only that is taken; the same bytes once decoded', async () => {
    for (const url of lists()) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(() => JSON.parse(plain.body), url).not.toThrow();

      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(varyOf(br), url).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);

      for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
        const gzip = await get(url, { 'accept-encoding': acceptEncoding });
        expect(gzip.headers['content-encoding'], `${url} ${acceptEncoding}`).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload), url).toBe(true);
      }
      // An encoding we do not make is not an encoding we answer in.
      expect((await get(url, { 'accept-encoding': 'compress' })).headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('signed-in answers and writes are compressed too', async () => {
    const shopper = await createUser(t);
    const headers = { authorization: `Bearer ${shopper.token}`, 'accept-encoding': 'br' };
    const [first, second] = (await get('/api/products?limit=2')).json().data as { id: string }[];
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers,
      payload: { product_id: first!.id, quantity: 1 },
    });
    // The answer is the cart, with two products now: over the threshold.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers,
      payload: { product_id: second!.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(added.rawPayload).toString()).success).toBe(true);
    const cart = await get('/api/cart', headers);
    expect(cart.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(cart.rawPayload).toString()).data.items).toHaveLength(2);
  });

  it('leaves answers under 1 kB as they are, on REST and on tRPC', async () => {
    for (const url of [
      '/api/health/live',
      '/trpc/system.live',
      '/api/products/999999999',
      trpcUrl([['products.byId', { id: '999999999' }]]),
    ]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.rawPayload.length, url).toBeLessThan(1024);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(() => JSON.parse(res.body), url).not.toThrow();
    }
  });

  it('sends downloads as they must arrive: the PDF invoice as it is, the JSON export compressed', async () => {
    const buyer = await createUser(t);
    const auth = { authorization: `Bearer ${buyer.token}` };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: auth,
          payload: { product_id: product.id, quantity: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const address = {
      first_name: 'Ahmed',
      last_name: 'Hassan',
      phone: '+20 100 123 4567',
      address: '12 Nile Street',
      city: 'Cairo',
      country: 'Egypt',
    };
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
    });
    expect(order.statusCode).toBe(201);

    const invoice = await get(`/api/orders/${order.json().data.id}/invoice`, {
      ...auth,
      'accept-encoding': 'br, gzip',
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-encoding']).toBeUndefined();
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(invoice.headers['cache-control']).toBe(NO_STORE);

    const exported = await get('/api/auth/export-data', { ...auth, 'accept-encoding': 'br' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="fellah-account-/);
    expect(exported.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(exported.rawPayload).toString()).user.email).toBe(buyer.email);
  });
});

describe.skipIf(!existsSync(join(CLIENT_DIR, 'index.html')))(
  'pages and files keep their own encoding (needs the built storefront)',
  () => {
    it('a server-painted page is compressed once, by the page itself', async () => {
      for (const [acceptEncoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await get('/shop', { 'accept-encoding': acceptEncoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(acceptEncoding);
        expect(decode(res.rawPayload).toString().toLowerCase().startsWith('<!doctype html')).toBe(true);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('a precompressed file goes out as the build wrote it', async () => {
      const assets = join(CLIENT_DIR, 'assets');
      const script = readdirSync(assets).find((name) => name.endsWith('.js') && existsSync(join(assets, `${name}.br`)));
      expect(script).toBeDefined();
      const res = await get(`/assets/${script}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.rawPayload.equals(readFileSync(join(assets, `${script}.br`)))).toBe(true);
    });
  },
);

// ─── Conditional and cacheable reads ───────────────────────────────────────────────────────────────────────────────

/** Every cacheable REST route as a URL to ask (path parameters and required query values from the demo data). */
function restUrls(): string[] {
  const year = new Date().getFullYear();
  const concrete: Record<string, string> = {
    '/products/category/{category}': `/products/category/${product.category}`,
    '/products/slug/{slug}': `/products/slug/${product.slug}`,
    '/products/{id}': `/products/${product.id}`,
    '/products/{id}/related': `/products/${product.id}/related`,
    '/products/{id}/reviews': `/products/${product.id}/reviews`,
    '/crops/slug/{slug}': `/crops/slug/${crop.slug}`,
    '/crops/{id}': `/crops/${crop.id}`,
    '/crops/{id}/guides': `/crops/${crop.id}/guides`,
    '/crops/{id}/market-prices': `/crops/${crop.id}/market-prices`,
    '/crops/{id}/seasonal-tasks': `/crops/${crop.id}/seasonal-tasks`,
    '/tags/{id}': `/tags/${ids.tag}`,
    '/tags/{id}/crops': `/tags/${ids.tag}/crops`,
    '/market-prices/crop/{id}/history': `/market-prices/crop/${crop.id}/history`,
    '/seasonal-tasks/calendar/{year}': `/seasonal-tasks/calendar/${year}`,
    '/seasonal-tasks/by-season/{season}': '/seasonal-tasks/by-season/winter',
    '/soil-types/{id}': `/soil-types/${ids.soil}`,
    '/soil-types/crop/{cropId}': `/soil-types/crop/${crop.id}`,
    '/weather/current': '/weather/current?location=cairo',
    '/weather/forecast': '/weather/forecast?location=cairo',
    '/weather/alerts': '/weather/alerts?location=cairo',
    '/quizzes/{id}/questions': `/quizzes/${ids.quiz}/questions`,
  };
  return routes.filter(isCacheableRoute).map((route) => `/api${concrete[route.path] ?? route.path}`);
}

/** An input for every cacheable procedure (a new one must be given one here, or its test fails). */
function trpcInputs(): Record<string, unknown> {
  const year = new Date().getFullYear();
  return {
    'products.list': { page: 1, limit: 5 },
    'products.byId': { id: product.id },
    'products.bySlug': { slug: product.slug },
    'products.featured': {},
    'products.bestsellers': {},
    'products.byCategory': { category: product.category },
    'products.related': { id: product.id },
    'products.statistics': undefined,
    'products.brands': undefined,
    'products.brandNames': undefined,
    'products.subcategories': {},
    'products.reviews': { id: product.id },
    'crops.list': {},
    'crops.figures': undefined,
    'crops.statistics': undefined,
    'crops.byId': { id: crop.id },
    'crops.bySlug': { slug: crop.slug },
    'crops.guides': { id: crop.id },
    'crops.guide': { ref: ids.guide },
    'crops.marketPrices': { id: crop.id },
    'crops.seasonalTasks': { id: crop.id },
    'tags.list': {},
    'tags.popular': {},
    'tags.byId': { id: ids.tag },
    'tags.crops': { id: ids.tag },
    'soilTypes.list': {},
    'soilTypes.byId': { id: ids.soil },
    'soilTypes.forCrop': { cropId: crop.id },
    'seasonalTasks.list': {},
    'seasonalTasks.current': {},
    'seasonalTasks.upcoming': {},
    'seasonalTasks.calendar': { year },
    'seasonalTasks.bySeason': { season: 'winter' },
    'marketPrices.list': {},
    'marketPrices.latest': {},
    'marketPrices.trending': {},
    'marketPrices.locations': undefined,
    'marketPrices.history': { id: crop.id },
    'weather.current': { location: 'cairo' },
    'weather.forecast': { location: 'cairo' },
    'weather.alerts': { location: 'cairo' },
    'weather.governorates': undefined,
    'quizzes.list': {},
    'quizzes.questions': { id: ids.quiz },
  };
}

/** A 200 with a weak ETag and public Cache-Control, then a bodiless 304 for that ETag and a 200 for another. */
async function expectConditional(
  url: string,
  headers: Record<string, string> = {},
  cacheControl = PUBLIC_CACHE_CONTROL,
): Promise<string> {
  const first = await get(url, headers);
  expect(first.statusCode, url).toBe(200);
  expect(first.headers['cache-control'], url).toBe(cacheControl);
  const etag = String(first.headers.etag);
  expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
  expect(varyOf(first), url).toEqual(expect.arrayContaining(['accept-encoding', 'authorization']));

  const again = await get(url, { ...headers, 'if-none-match': etag });
  expect(again.statusCode, url).toBe(304);
  expect(again.rawPayload.length, url).toBe(0);
  expect(again.headers.etag, url).toBe(etag);
  expect(again.headers['cache-control'], url).toBe(cacheControl);
  expect(again.headers['content-encoding'], url).toBeUndefined();
  // Any of several tags, compressed or not: the weak comparison.
  const compressed = await get(url, { ...headers, 'if-none-match': `"elsewhere", ${etag}`, 'accept-encoding': 'br' });
  expect(compressed.statusCode, url).toBe(304);

  const stale = await get(url, { ...headers, 'if-none-match': 'W/"not-this-one"' });
  expect(stale.statusCode, url).toBe(200);
  expect(stale.headers.etag, url).toBe(etag);
  return etag;
}

describe('ETag, 304 and Cache-Control on the public reads', () => {
  it('every cacheable REST route of the table (asked without a token)', async () => {
    const urls = restUrls();
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const url of urls) {
      expect(url, 'a path parameter without a value in restUrls').not.toMatch(/[{}]/);
      await expectConditional(url);
    }
  });

  it('every cacheable tRPC procedure, one call a request as the storefront sends them, and in batches', async () => {
    const inputs = trpcInputs();
    for (const name of CACHEABLE_READ_PROCEDURES) {
      expect(Object.hasOwn(inputs, name), `${name} has no input in trpcInputs`).toBe(true);
      // The storefront's public-read link: httpBatchLink with maxItems 1 (a batch of one), and a plain GET.
      await expectConditional(trpcUrl([[name, inputs[name]]], true));
      await expectConditional(trpcUrl([[name, inputs[name]]], false));
    }
    await expectConditional(
      trpcUrl([['products.list', { page: 1, limit: 20 }], ['products.statistics'], ['products.brands']]),
    );
  });

  it('a new ETag once an administrator changes the catalogue, and the new answer for the old tag', async () => {
    const reads = [
      `/api/products/${product.id}`,
      '/api/products?limit=20',
      trpcUrl([['products.byId', { id: product.id }]]),
      trpcUrl([['products.list', { page: 1, limit: 20 }]], true),
    ];
    const before = await Promise.all(reads.map((url) => expectConditional(url)));
    const price = Number((await get(`/api/products/${product.id}`)).json().data.price) + 7;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { price },
    });
    expect(updated.statusCode).toBe(200);
    for (const [i, url] of reads.entries()) {
      const res = await get(url, { 'if-none-match': before[i]! });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).not.toBe(before[i]);
      expect(res.body, url).toContain(`"price":${price}`);
    }

    const cropRead = `/api/crops/${crop.id}`;
    const cropBefore = await expectConditional(cropRead);
    const changed = await t.app.inject({
      method: 'PUT',
      url: cropRead,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { description: 'Changed by the wire test.' },
    });
    expect(changed.statusCode).toBe(200);
    const cropAfter = await get(cropRead, { 'if-none-match': cropBefore });
    expect(cropAfter.statusCode).toBe(200);
    expect(cropAfter.json().data.description).toBe('Changed by the wire test.');
  });

  it('never public when an Authorization header is sent (valid or not): private, revalidated each time', async () => {
    for (const authorization of [`Bearer ${customer.token}`, `Bearer ${admin.token}`, 'Bearer not-a-token']) {
      for (const url of [
        '/api/products?limit=5',
        `/api/crops/${crop.id}`,
        trpcUrl([['products.list', { page: 1, limit: 5 }]]),
        trpcUrl([['crops.list', {}]], true),
      ]) {
        const res = await get(url, { authorization });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
        expect(String(res.headers['cache-control']), url).not.toContain('public');
        await expectConditional(url, { authorization }, PRIVATE_CACHE_CONTROL);
      }
    }
  });

  it('errors are never kept, nor answered 304', async () => {
    const refusals = [
      '/api/products/999999999',
      '/api/products?limit=oops',
      '/api/crops/slug/no-such-crop',
      trpcUrl([['products.byId', { id: '999999999' }]]),
      trpcUrl([['crops.bySlug', { slug: 'no-such-crop' }]], true),
      trpcUrl([
        ['products.list', { page: 1 }],
        ['products.byId', { id: '999999999' }],
      ]),
    ];
    for (const url of refusals) {
      for (const headers of [{}, { 'if-none-match': '*' }] as Record<string, string>[]) {
        const res = await get(url, headers);
        // 4xx, or 207 for a batch whose calls did not all succeed.
        expect(res.statusCode, url).not.toBe(200);
        expect(res.headers['cache-control'], url).toBe(NO_STORE);
        expect(res.headers.etag, url).toBeUndefined();
      }
    }
  });

  it('everything else of /api and /trpc is no-store, with no ETag', async () => {
    const auth = { authorization: `Bearer ${customer.token}` };
    const others: [string, Record<string, string>][] = [
      ['/api/health', {}],
      ['/api/info', {}],
      ['/api/cart', auth],
      ['/api/comments/crop/1', {}],
      [trpcUrl([['auth.profile']]), auth],
      // A batch with one call that is not a cacheable read.
      [trpcUrl([['products.list', { page: 1 }], ['system.info']]), {}],
    ];
    for (const [url, headers] of others) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe(NO_STORE);
      expect(res.headers.etag, url).toBeUndefined();
    }
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: auth,
      payload: { product_id: product.id, quantity: 1 },
    });
    expect(written.headers['cache-control']).toBe(NO_STORE);
  });
});

// ─── Health ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A TCP proxy to the database that a test can cut (connections reset, new ones refused) and restore. */
async function databaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore: () => listen(port),
  };
}

/** The pool with its queries counted: the health probes (`select 1`) apart from the rest. */
function countingSql(sql: Sql) {
  const counts = { probes: 0, other: 0 };
  const counted = new Proxy(sql, {
    apply(target, thisArg, args: unknown[]) {
      const strings = args[0];
      if (Array.isArray(strings) && 'raw' in strings) {
        if (strings.join('$').trim() === 'select 1') counts.probes++;
        else counts.other++;
      }
      return Reflect.apply(target, thisArg, args);
    },
  });
  return { sql: counted, counts };
}

describe('health from a status kept in the background, and liveness', () => {
  let h: TestApp;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let counts: { probes: number; other: number };

  beforeAll(async () => {
    // A second app on this file's database, reached through a proxy this test can cut.
    proxy = await databaseProxy(new URL(t.db.url));
    const pool = connect(proxy.url, 4);
    const counted = countingSql(pool);
    counts = counted.counts;
    h = await startTestApp({
      db: { ...t.db, sql: counted.sql, url: proxy.url, close: () => pool.end({ timeout: 1 }) },
    });
  });
  afterAll(() => h?.close());

  const health = (via: 'api' | 'trpc') => h.app.inject(via === 'api' ? '/api/health' : '/trpc/system.health');

  it('answers many health calls with at most one probe a second', async () => {
    // The first check ran when the app became ready; on a busy machine give it time before counting.
    await eventually(async () => (await health('api')).statusCode === 200, {
      timeout: 10_000,
      interval: 100,
      message: 'health said 200',
    });
    counts.probes = 0;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => health(i % 2 ? 'api' : 'trpc')));
    const seconds = (Date.now() - started) / 1000;
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(answers[1]!.json()).toMatchObject({
      success: true,
      status: 'ok',
      database: 'up',
      queue: 'inline',
      data: { status: 'ok', database: 'up' },
    });
    // The background check runs once a second whatever the calls: at most one more than the seconds they took.
    expect(counts.probes).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });

  it('liveness never asks the database', async () => {
    counts.probes = 0;
    counts.other = 0;
    const started = Date.now();
    for (let i = 0; i < 30; i++) {
      const res = await h.app.inject(i % 2 ? '/api/health/live' : '/trpc/system.live');
      expect(res.statusCode).toBe(200);
    }
    expect((await h.app.inject('/api/health/live')).json()).toEqual({ success: true, data: { status: 'alive' } });
    expect(counts.other).toBe(0);
    // Only the background health check's own probes, at most one a second.
    expect(counts.probes).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) + 1);
  });

  it('turns 503 about a second after the database goes away, stays alive, and recovers when it is back', async () => {
    proxy.cut();
    const cutAt = Date.now();
    let res = await eventually(
      async () => {
        const answer = await health('api');
        return answer.statusCode === 200 ? undefined : answer;
      },
      { timeout: 10_000, message: 'health no longer said 200' },
    );
    const flippedAfter = Date.now() - cutAt;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      status: 'error',
      database: 'down',
      data: { status: 'error', database: 'down' },
    });
    // One background period (1 s) plus a probe's wait: a generous bound that still says "about a second".
    expect(flippedAfter).toBeLessThan(3_000);
    expect((await health('trpc')).json().result.data.json).toMatchObject({ status: 'error', database: 'down' });

    const live = await h.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual({ status: 'alive' });

    await proxy.restore();
    res = await eventually(
      async () => {
        const answer = await health('api');
        return answer.statusCode === 200 ? answer : undefined;
      },
      { interval: 100, message: 'health said 200 again' },
    );
    expect(res.statusCode).toBe(200);
  });
});
