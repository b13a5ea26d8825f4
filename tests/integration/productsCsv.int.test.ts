import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue, demoCatalogueCrops } from '../../src/server/demo/catalogue';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';
import { PRODUCT_CSV_COLUMNS } from '../../src/shared/productCsv';
import { type TestApp, callerFor, startTestApp } from '../helpers/app';
import { multipartBody } from '../helpers/multipart';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The admin's product CSV: GET /api/admin/products/export and POST /api/admin/products/import (multipart, part `file`,
 * field `dry_run`), and admin.products.exportCsv / importCsv over tRPC. All rows or none: a bad row saves nothing and
 * the 400 names the row and the column; a dry run answers what would change and changes nothing; an exported file
 * imported again changes nothing.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  await loadDataSets(t.db.sql, [referenceKnowledge, demoCatalogue, demoCatalogueCrops]);
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
}, 120_000);
afterAll(() => t?.close());

async function exported(token = admin.token) {
  const res = await t.app.inject({ url: '/api/admin/products/export', headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

async function upload(csv: string, opts: { dryRun?: boolean; language?: string; token?: string } = {}) {
  const { payload, contentType } = multipartBody([
    { name: 'file', filename: 'products.csv', contentType: 'text/csv', data: Buffer.from(csv, 'utf8') },
    ...(opts.dryRun !== undefined ? [{ name: 'dry_run', value: String(opts.dryRun) }] : []),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${opts.token ?? admin.token}`,
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every live product's columns of the file, by slug: what must not move when an import is refused or dry. */
const snapshot = async () =>
  t.db.sql`select ${t.db.sql(PRODUCT_CSV_COLUMNS as unknown as string[])}, updated_at from products
           where deleted_at is null order by slug`;

const rowsOf = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
const toCsv = (rows: string[][]) =>
  rows.map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');

describe('export', () => {
  it('writes every live product, one row each, with English and Arabic columns', async () => {
    const file = await exported();
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    const rows = rowsOf(file.text);
    const [live] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from products where deleted_at is null`;
    expect(rows).toHaveLength(live!.n);
    expect(Object.keys(rows[0]!)).toEqual([...PRODUCT_CSV_COLUMNS]);
    const urea = rows.find((r) => r.slug === 'abu-qir-prilled-urea-46-50kg')!;
    expect(urea.name_ar).toContain('يوريا');
    expect(urea.crops).toBe('wheat|maize|rice');
    expect(urea.is_active).toBe('true');
  });

  it('is for administrators only', async () => {
    expect((await exported(customer.token)).status).toBe(403);
  });
});

describe('round trip', () => {
  it('an exported file imported again (dry run, then for real) changes nothing', async () => {
    const before = await snapshot();
    const file = (await exported()).text;
    const dry = await upload(file, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data.dry_run).toBe(true);
    expect(dry.body.data.created + dry.body.data.updated).toBe(0);
    expect(dry.body.data.unchanged).toBe(before.length);
    const real = await upload(file);
    expect(real.status).toBe(200);
    expect(real.body.data.unchanged).toBe(before.length);
    expect(await snapshot()).toEqual(before);
    expect((await exported()).text).toBe(file);
  });
});

describe('dry run and apply', () => {
  const changed = () =>
    toCsv([
      ['slug', 'price', 'name_ar', 'tags'],
      ['mopco-granular-urea-46-50kg', '٩٩٠', 'يوريا 46% محببة – شيكارة 50 كجم', 'urea|nitrogen'],
      ['abu-qir-prilled-urea-46-50kg', '', '', ''],
    ]);
  const added = toCsv([
    ['slug', 'name', 'name_ar', 'category', 'price', 'crops', 'stock_quantity'],
    [
      'csv-test-tomato-seeds-10g',
      'CSV Test Tomato Seeds – 10 g',
      'بذور طماطم تجريبية – 10 جم',
      'seeds',
      '35',
      'tomato',
      '40',
    ],
  ]);

  it('a dry run says what would be created, updated (field by field) and unchanged, and saves nothing', async () => {
    const before = await snapshot();
    const [urea] = await t.db.sql<{ price: string; name_ar: string }[]>`
      select price::text as price, name_ar from products where slug = 'mopco-granular-urea-46-50kg'`;
    const dry = await upload(changed(), { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.message).toMatch(/nothing was saved/i);
    const [first, second] = dry.body.data.rows;
    expect(first).toMatchObject({ row: 2, slug: 'mopco-granular-urea-46-50kg', status: 'updated' });
    expect(first.changes).toContainEqual({ field: 'price', from: String(Number(urea!.price)), to: '990' });
    expect(first.changes.map((c: { field: string }) => c.field)).toContain('name_ar');
    // Empty price: left as it is; an empty Arabic name clears it; an empty list empties it.
    expect(second.slug).toBe('abu-qir-prilled-urea-46-50kg');
    expect(second.changes.map((c: { field: string }) => c.field).sort()).toEqual(['name_ar', 'tags']);
    const create = await upload(added, { dryRun: true });
    expect(create.body.data).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(create.body.data.rows[0].changes).toContainEqual({ field: 'crops', from: null, to: 'tomato' });
    expect(await snapshot()).toEqual(before);
  });

  it('applied, it creates and changes the products in one go, and the search finds them', async () => {
    const res = await upload(added, { language: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('تم الاستيراد');
    const [made] = await t.db.sql<{ price: string; approval_status: string; crops: string[] }[]>`
      select price::text as price, approval_status, crops from products where slug = 'csv-test-tomato-seeds-10g'`;
    expect(made).toMatchObject({ approval_status: 'approved', crops: ['tomato'] });
    expect(Number(made!.price)).toBe(35);
    const found = (await t.app.inject(`/api/products?search=${encodeURIComponent('قوطة تجريبية')}`)).json();
    expect(found.data.map((p: { slug: string }) => p.slug)).toContain('csv-test-tomato-seeds-10g');

    expect((await upload(changed())).status).toBe(200);
    const [urea] = await t.db.sql<{ price: string; tags: string[] }[]>`
      select price::text as price, tags from products where slug = 'mopco-granular-urea-46-50kg'`;
    expect(Number(urea!.price)).toBe(990);
    expect(urea!.tags).toEqual(['urea', 'nitrogen']);
  });

  it('over tRPC: the same file and the same answer', async () => {
    const caller = callerFor(t, admin);
    const file = await caller.admin.products.exportCsv();
    expect(file.filename).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const answer = await caller.admin.products.importCsv({
      file: { filename: 'p.csv', base64: Buffer.from(file.content).toString('base64') },
      dry_run: true,
    });
    expect(answer.created + answer.updated).toBe(0);
  });
});

describe('refusals: all rows or none, naming the row and the column', () => {
  const refused = async (csv: string, language?: string) => {
    const before = await snapshot();
    const res = await upload(csv, language ? { language } : {});
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    return res.body;
  };

  it('a bad price on row 3 saves nothing, not even the good row 2', async () => {
    const body = await refused(
      toCsv([
        ['slug', 'price'],
        ['mopco-granular-urea-46-50kg', '1000'],
        ['abu-qir-prilled-urea-46-50kg', 'cheap'],
      ]),
    );
    expect(body.message).toMatch(/^Row 3, column price: /);
    expect(body.field).toBe('price');
    expect(body.details?.row ?? body.row).toBe(3);
  });

  it('says it in Arabic for an Arabic reader', async () => {
    const body = await refused(
      toCsv([
        ['slug', 'price'],
        ['mopco-granular-urea-46-50kg', '-5'],
      ]),
      'ar',
    );
    expect(body.message).toMatch(/^السطر 2، العمود price: /);
  });

  it('names an unknown column, a missing slug column, a slug twice, an unknown crop and a new product without a name', async () => {
    expect(
      (
        await refused(
          toCsv([
            ['slug', 'colour'],
            ['x', 'red'],
          ]),
        )
      ).message,
    ).toMatch(/^Row 1: 'colour' is not a column/);
    expect((await refused(toCsv([['name'], ['x']]))).message).toMatch(/^Row 1: the product file needs a 'slug' column/);
    expect(
      (
        await refused(
          toCsv([
            ['slug', 'price'],
            ['mopco-granular-urea-46-50kg', '1'],
            ['mopco-granular-urea-46-50kg', '2'],
          ]),
        )
      ).message,
    ).toBe("Row 3, column slug: 'mopco-granular-urea-46-50kg' is already on row 2");
    expect(
      (
        await refused(
          toCsv([
            ['slug', 'crops'],
            ['mopco-granular-urea-46-50kg', 'wheat|banana-split'],
          ]),
        )
      ).message,
    ).toBe("Row 2, column crops: 'banana-split' is not a crop of the crop guide");
    expect(
      (
        await refused(
          toCsv([
            ['slug', 'category', 'price'],
            ['brand-new-thing', 'tools', '10'],
          ]),
        )
      ).message,
    ).toMatch(/^Row 2, column name: /);
  });

  it('refuses an unclosed quote with its row, and a customer', async () => {
    expect((await refused('slug,price\nmopco-granular-urea-46-50kg,"10\n')).message).toMatch(/^Row 2: a quoted field/);
    expect((await upload('slug\nx', { token: customer.token })).status).toBe(403);
  });
});
