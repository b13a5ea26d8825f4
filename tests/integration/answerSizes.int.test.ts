import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShopQuery, productListInput } from '../../src/shared/shopQuery';
import { cropListInput } from '../../src/shared/cropsQuery';
import { BROTLI_QUALITY } from '../../src/host/wire';
import { PAGE_SIZE } from '../../src/shared/business';
import { type TestApp, startTestApp } from '../helpers/app';
import { type TestUser, createUser } from '../helpers/users';
import { demoCatalogue } from '../../src/server/demo/catalogue';
import { demoPriceSet } from '../../src/server/demo/prices';
import { demoReviewSet } from '../../src/server/demo/reviews';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';

/*
 * Issue 21, point 2: how many bytes each list answer puts on the wire, on the demo catalogue and crop guide as a fresh
 * install has them — uncompressed, and brotli-compressed at the server's quality (src/host/wire.ts). Lists carry
 * the fields of their cards and rows, details the records; the bounds sit a little above today's sizes, so a fat field
 * that creeps back into a list (a description, a gallery, the addresses of an order) fails here. The 20-product list's
 * compressed bounds are the targets: 5 KB over tRPC as the storefront asks it, 6 KB over REST.
 */

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

/** Up to how many bytes an answer may take, uncompressed and compressed. */
interface Budget {
  raw: number;
  brotli: number;
}

const brotliSize = (body: string) =>
  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;

/** A GET as the storefront or a REST client sends it (no Accept-Encoding: the body as the server wrote it). */
async function answer(url: string, token?: string): Promise<{ body: string; json: unknown }> {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-encoding'], url).toBeUndefined();
  return { body: res.body, json: res.json() };
}

/** A query over /trpc as the storefront's batch link sends it (one call of a batch), and the call's data. */
async function trpcQuery(path: string, input: unknown, token?: string) {
  const encoded = encodeURIComponent(JSON.stringify({ 0: input === undefined ? {} : { json: input } }));
  const { body, json } = await answer(`/trpc/${path}?batch=1&input=${encoded}`, token);
  return { body, data: (json as [{ result: { data: { json: unknown } } }])[0].result.data.json };
}

const sizes: string[] = [];

/** Assert an answer within its budget, and keep its sizes for the summary. */
function withinBudget(name: string, body: string, budget: Budget) {
  const measured = { raw: Buffer.byteLength(body), brotli: brotliSize(body) };
  sizes.push(`${name.padEnd(44)} ${String(measured.raw).padStart(7)} B ${String(measured.brotli).padStart(6)} B br`);
  expect(measured.raw, `${name}: uncompressed bytes`).toBeLessThanOrEqual(budget.raw);
  expect(measured.brotli, `${name}: brotli bytes`).toBeLessThanOrEqual(budget.brotli);
}

const itemsOf = (data: unknown) => (data as { items: unknown[] }).items;
const dataOf = (json: unknown) => (json as { data: unknown[] }).data;

beforeAll(async () => {
  t = await startTestApp();
  await loadDataSets(t.db.sql, [demoCatalogue, demoReviewSet, referenceKnowledge, demoPriceSet]);
  customer = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${customer.token}` }, payload });
  const products = dataOf((await answer('/api/products?limit=20')).json) as { id: string }[];
  // Twelve favourites, and ten orders of three lines each: a grower's usual lists.
  for (const product of products.slice(0, 12))
    expect((await post('/api/favorites/add', { product_id: product.id })).statusCode).toBe(201);
  const address = {
    first_name: 'Ahmed',
    last_name: 'Hassan',
    phone: '+20 100 123 4567',
    address: '12 Nile Street',
    city: 'Cairo',
    country: 'Egypt',
  };
  for (let order = 0; order < 10; order++) {
    for (const product of products.slice(order, order + 3))
      expect((await post('/api/cart/add', { product_id: product.id, quantity: 1 })).statusCode).toBe(200);
    const placed = await post('/api/orders', {
      shipping_address: address,
      same_as_shipping: true,
      payment_method: 'cod',
      notes: 'Call before delivery',
    });
    expect(placed.statusCode).toBe(201);
  }
}, 180_000);
afterAll(async () => {
  if (sizes.length > 0) console.log(`list answers (uncompressed, brotli q${BROTLI_QUALITY}):\n${sizes.join('\n')}`);
  await t?.close();
});

describe('the bytes of the list answers', () => {
  it('tRPC products.list as the storefront asks it (20 products): within 5 KB compressed', async () => {
    const { body, data } = await trpcQuery('products.list', productListInput(parseShopQuery('')));
    expect(itemsOf(data)).toHaveLength(PAGE_SIZE.products);
    withinBudget('tRPC products.list (shop, 20)', body, { raw: 14_500, brotli: 5_000 });
  });

  it('REST /api/products, default page (20 under data and products): within 6 KB compressed', async () => {
    const { body, json } = await answer('/api/products');
    expect(dataOf(json)).toHaveLength(20);
    expect((json as { products: unknown }).products).toEqual(dataOf(json));
    withinBudget('REST /api/products (20, data + products)', body, { raw: 29_000, brotli: 6_000 });
  });

  it('a search and the related products', async () => {
    const search = await trpcQuery('products.list', { ...productListInput(parseShopQuery('')), search: 'seeds' });
    expect(itemsOf(search.data).length).toBeGreaterThanOrEqual(10);
    withinBudget('tRPC products.list (search "seeds")', search.body, { raw: 14_500, brotli: 5_000 });
    const [first] = dataOf((await answer('/api/products?limit=1')).json) as { id: string }[];
    const related = await answer(`/api/products/${first!.id}/related?limit=4`);
    expect((related.json as { related_products: unknown[] }).related_products).toHaveLength(4);
    withinBudget('REST /api/products/{id}/related (4)', related.body, { raw: 5_800, brotli: 1_400 });
  });

  it('the crops list (20 crops), over tRPC as the storefront asks it and over REST', async () => {
    const trpc = await trpcQuery('crops.list', cropListInput({ page: 1 }, 'en'));
    expect(itemsOf(trpc.data)).toHaveLength(PAGE_SIZE.crops);
    withinBudget('tRPC crops.list (20)', trpc.body, { raw: 24_500, brotli: 9_000 });
    const rest = await answer('/api/crops');
    expect(dataOf(rest.json)).toHaveLength(20);
    withinBudget('REST /api/crops (20, data + crops)', rest.body, { raw: 49_000, brotli: 9_000 });
  });

  it("a grower's favourites (12 products)", async () => {
    const { body, data } = await trpcQuery('favorites.list', undefined, customer.token);
    expect(data).toHaveLength(12);
    withinBudget('tRPC favorites.list (12)', body, { raw: 12_500, brotli: 3_500 });
  });

  it("a grower's orders list (10 orders of 3 lines)", async () => {
    const trpc = await trpcQuery(
      'orders.list',
      { page: 1, limit: PAGE_SIZE.orders, sort_by: 'created_at', sort_order: 'DESC' },
      customer.token,
    );
    expect(itemsOf(trpc.data)).toHaveLength(10);
    withinBudget('tRPC orders.list (10)', trpc.body, { raw: 11_500, brotli: 2_200 });
    const rest = await answer('/api/orders', customer.token);
    expect(dataOf(rest.json)).toHaveLength(10);
    withinBudget('REST /api/orders (10, data + orders)', rest.body, { raw: 22_000, brotli: 2_200 });
  });

  it('the admin lists of products (20) and orders (10)', async () => {
    const products = await answer('/api/admin/products', admin.token);
    expect(dataOf(products.json)).toHaveLength(20);
    withinBudget('REST /api/admin/products (20)', products.body, { raw: 14_500, brotli: 2_500 });
    const orders = await answer('/api/admin/orders', admin.token);
    expect(dataOf(orders.json)).toHaveLength(10);
    // Issue 24 added how each order is paid (method, due month, paid, due, overdue): about 80 bytes a row.
    withinBudget('REST /api/admin/orders (10)', orders.body, { raw: 7_500, brotli: 750 });
  });
});
