import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_TABLES, PUBLIC_CONTENT_CHANNEL } from '../../src/server/publicContent';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type TestUser, createUser } from '../helpers/users';
import { demoCatalogue } from '../../src/server/demo/catalogue';
import { demoPriceSet } from '../../src/server/demo/prices';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';

/*
 * Issue 21: the public reads answered from memory (src/server/http/answerCache.ts). What is kept is the answer as it
 * was, dropped when the public content changes — told by the database (any process's commit), by this process's own
 * write calls, and by its projections — and never shared with a caller who sends a token.
 */

let t: TestApp;
let admin: TestUser;
let product: { id: string; name: string };

beforeAll(async () => {
  t = await startTestApp();
  await loadDataSets(t.db.sql, [demoCatalogue, referenceKnowledge, demoPriceSet]);
  admin = await createUser(t, { role: 'admin' });
  const [row] = await t.db.sql<
    { id: string; name: string }[]
  >`select id::text, name from products where is_active order by id limit 1`;
  product = row!;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const nameOf = async (headers: Record<string, string> = {}) =>
  (await get(`/api/products/${product.id}`, headers)).json().data.name as string;

/** Change a product's name behind the server's back: no trigger fires (replica mode), so nobody is told. */
async function renameSilently(name: string) {
  await t.db.sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`update products set name = ${name} where id = ${product.id}`;
  });
}

/**
 * The product's name, once it is kept in memory: a read, then a change behind the server's back that the next read must
 * not see. A notification still on its way from an earlier test's writes may drop the cache in between: then again.
 */
function keptName(): Promise<string> {
  return eventually(
    async () => {
      const name = await nameOf();
      await renameSilently(`${name} (probe)`);
      const again = await nameOf();
      await renameSilently(name);
      return again === name ? name : undefined;
    },
    { timeout: 5_000, message: 'the answer kept in memory' },
  );
}

describe('the answer cache', () => {
  it('answers a repeated public read from memory, until the database says the content changed', async () => {
    const before = await keptName();
    await renameSilently(`${before} (renamed quietly)`);
    // Kept: the first answer comes back although the row changed (nobody told the cache).
    expect(await nameOf()).toBe(before);
    // A commit that notifies (any process's, here psql-like) drops it.
    await t.db.sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`;
    await eventually(async () => (await nameOf()) === `${before} (renamed quietly)`);
    await renameSilently(before);
    await t.db.sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`;
    await eventually(async () => (await nameOf()) === before);
  });

  it('drops what it kept when a change commits through an ordinary statement (the tables are watched)', async () => {
    const before = await nameOf();
    await t.db.sql`update products set name = ${`${before}!`} where id = ${product.id}`;
    await eventually(async () => (await nameOf()) === `${before}!`);
    await t.db.sql`update products set name = ${before} where id = ${product.id}`;
    await eventually(async () => (await nameOf()) === before);
  });

  it('shows an administrator their change at once: a write call drops the cache before it answers', async () => {
    const before = await nameOf();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { name: `${before} — edited` },
    });
    expect(put.statusCode).toBe(200);
    expect(await nameOf()).toBe(`${before} — edited`);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { name: before },
    });
    expect(await nameOf()).toBe(before);
  });

  it('never answers a caller with a token from memory, nor keeps what it read for them', async () => {
    const before = await keptName();
    await renameSilently(`${before} (for the token)`);
    const auth = { authorization: `Bearer ${admin.token}` };
    expect(await nameOf(auth)).toBe(`${before} (for the token)`);
    expect(await nameOf()).toBe(before);
    await renameSilently(before);
    await t.db.sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`;
    await eventually(async () => (await nameOf()) === before);
  });

  it('sends the kept answer in each encoding asked, with the same ETag, and a 304 to a matching If-None-Match', async () => {
    const url = '/api/products?limit=20';
    const fresh = await get(url, { 'accept-encoding': 'identity' });
    const plain = await get(url, { 'accept-encoding': 'identity' });
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const json = fresh.body;
    expect(plain.body).toBe(json);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
    for (const r of [plain, br, gz]) {
      expect(r.headers.etag).toBe(fresh.headers.etag);
      expect(r.headers['cache-control']).toBe(fresh.headers['cache-control']);
      expect(r.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    }
    const again = await get(url, { 'if-none-match': String(fresh.headers.etag), 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps tRPC public reads too, answer for answer', async () => {
    const url = `/trpc/crops.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 5 } }))}`;
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keeps no error answer', async () => {
    const missing = await get('/api/products/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('watches every table but the ones named private, and names no table that does not exist', async () => {
    const tables = await t.db.sql<{ name: string; watched: boolean }[]>`
      select c.relname as name, exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'public_content_changed') as watched
      from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'`;
    const unwatched = tables
      .filter((r) => !r.watched)
      .map((r) => r.name)
      .sort();
    expect(unwatched).toEqual([...PRIVATE_TABLES].sort());
    for (const public_ of [
      'products',
      'crops',
      'guides',
      'market_prices',
      'quizzes',
      'tags',
      'product_reviews',
      'settings',
    ]) {
      expect(tables.find((r) => r.name === public_)?.watched, public_).toBe(true);
    }
  });
});
