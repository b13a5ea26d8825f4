import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts } from '../../src/events/projections/priceAlerts';
import { InProcessRunner, drainProjections } from '../../src/server/projections/runner';
import { PRICE_IMPORT_MAX_BYTES } from '../../src/shared/priceAlerts';
import { type TestApp, callerFor, silentLog, startTestApp } from '../helpers/app';
import { multipartBody } from '../helpers/multipart';
import type { JsonAnswer } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The daily price bulletin: POST /api/admin/market-prices/import (multipart, part `file`, field
 * `dry_run`) and marketPrices.import over tRPC, on a database of this file's own. One transaction for all rows: a bad
 * row saves nothing and the 400 names the row and the column. Imported prices append events like single prices, so a
 * bulletin can fire an alert.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const ids = { tomato: '', potato: '', obour: '', giza: '' };

beforeAll(async () => {
  t = await startTestApp({ runner: (db) => new InProcessRunner(db.sql, [], silentLog, 60_000) });
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
  const one = async (q: Promise<{ id: string }[]>) => (await q)[0]!.id;
  ids.tomato = await one(
    t.db
      .sql`insert into crops (slug, name, name_ar, crop_type) values ('bulletin-tomato', 'Tomato', 'طماطم', 'vegetable') returning id::text as id`,
  );
  ids.potato = await one(
    t.db
      .sql`insert into crops (slug, name, name_ar, crop_type) values ('bulletin-potato', 'Potato', 'بطاطس', 'vegetable') returning id::text as id`,
  );
  ids.obour = await one(
    t.db
      .sql`insert into markets (slug, name, name_ar, governorate) values ('bulletin-obour', 'Obour, Qalyubia', 'سوق العبور', 'Qalyubia') returning id::text as id`,
  );
  ids.giza = await one(
    t.db
      .sql`insert into markets (slug, name, name_ar, governorate) values ('bulletin-giza', 'Giza Market', 'سوق الجيزة', 'Giza') returning id::text as id`,
  );
});
afterAll(() => t?.close());

/** POST the file (and dry_run when given) as multipart, as `who`. */
async function upload(
  csv: string | Buffer,
  opts: { token?: string | undefined; dryRun?: string; language?: string } = {},
) {
  const { payload, contentType } = multipartBody([
    {
      name: 'file',
      filename: 'bulletin.csv',
      contentType: 'text/csv',
      data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'),
    },
    ...(opts.dryRun !== undefined ? [{ name: 'dry_run', value: opts.dryRun }] : []),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/market-prices/import',
    headers: {
      'content-type': contentType,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as JsonAnswer };
}

const counts = async () => {
  const [row] = await t.db.sql<{ prices: number; events: number }[]>`
    select (select count(*)::int from market_prices) as prices, (select count(*)::int from events where type = 'MarketPriceRecorded') as events`;
  return row!;
};
const quote = async (crop: string, market: string, date: string) =>
  (
    await t.db.sql<{ unit: string; min_price: number; max_price: number; avg_price: number }[]>`
      select unit, min_price::float8 as min_price, max_price::float8 as max_price, avg_price::float8 as avg_price
      from market_prices where crop_id = ${crop} and market_id = ${market} and price_date = ${date}`
  )[0];

// A bulletin as a spreadsheet saves it: byte-order mark, CRLF, quoted cells (a comma in a market's name), columns in
// another order and capitalised, crops and markets by id, slug, English and Arabic name, avg_price sometimes empty.
const GOOD = [
  '\ufeffPrice_Date, Crop ,Market,unit,min_price,max_price,avg_price',
  `2032-01-10,طماطم,"Obour, Qalyubia",kg,8,12,`,
  `2032-01-10,bulletin-potato,سوق الجيزة,kg,5.5,7.5,7`,
  `"2032-01-10","tomato",bulletin-giza,"crate",150,180,160`,
  `2032-01-11,${'POTATO'},${'giza market'},ton,"5000","6000",`,
].join('\r\n');

describe('POST /admin/market-prices/import', () => {
  it('dry_run reads and checks the rows and saves nothing', async () => {
    const before = await counts();
    const res = await upload(GOOD, { token: admin.token, dryRun: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Price bulletin checked: nothing was saved');
    expect(res.body.data.dry_run).toBe(true);
    expect(res.body.data.imported).toBe(0);
    expect(res.body.data.rows).toEqual([
      {
        row: 2,
        crop_id: Number(ids.tomato),
        crop_name: 'Tomato',
        crop_name_ar: 'طماطم',
        market_id: Number(ids.obour),
        market_name: 'Obour, Qalyubia',
        market_name_ar: 'سوق العبور',
        unit: 'kg',
        min_price: 8,
        max_price: 12,
        avg_price: 10,
        price_date: '2032-01-10',
      },
      expect.objectContaining({ row: 3, crop_id: Number(ids.potato), market_id: Number(ids.giza), avg_price: 7 }),
      expect.objectContaining({
        row: 4,
        crop_id: Number(ids.tomato),
        market_id: Number(ids.giza),
        unit: 'crate',
        avg_price: 160,
      }),
      expect.objectContaining({
        row: 5,
        crop_id: Number(ids.potato),
        unit: 'ton',
        min_price: 5000,
        avg_price: 5500,
        price_date: '2032-01-11',
      }),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('imports every row in one go, with one MarketPriceRecorded each, and replaces a quote of the same crop, market and date', async () => {
    await t.db.sql`
      insert into market_prices (crop_id, market_id, unit, min_price, max_price, avg_price, price_date)
      values (${ids.tomato}, ${ids.obour}, 'kg', 1, 2, 1.5, '2032-01-10')`;
    const before = await counts();
    const res = await upload(GOOD, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Price bulletin imported successfully: 4 prices saved');
    expect(res.body.data).toMatchObject({ dry_run: false, imported: 4 });
    expect(await counts()).toEqual({ prices: before.prices + 3, events: before.events + 4 });
    expect(await quote(ids.tomato, ids.obour, '2032-01-10')).toEqual({
      unit: 'kg',
      min_price: 8,
      max_price: 12,
      avg_price: 10,
    });
    expect(await quote(ids.potato, ids.giza, '2032-01-11')).toEqual({
      unit: 'ton',
      min_price: 5000,
      max_price: 6000,
      avg_price: 5500,
    });
    const [event] = await t.db.sql<{ stream_id: string; data: Record<string, unknown> }[]>`
      select stream_id, data from events where type = 'MarketPriceRecorded' and data->>'price_date' = '2032-01-11'`;
    expect(event!.stream_id).toBe(`market-price-${ids.potato}-${ids.giza}`);
    expect(event!.data).toMatchObject({
      crop_id: ids.potato,
      market_id: ids.giza,
      unit: 'ton',
      avg_price: 5500,
      recorded_by: 'imported',
    });
  });

  it('one bad row saves nothing; the 400 names the row (header = row 1) and the column', async () => {
    const before = await counts();
    const csv = [
      'crop,market,unit,min_price,max_price,price_date',
      `${ids.tomato},${ids.obour},kg,8,12,2032-02-01`,
      `${ids.potato},${ids.obour},kg,8,12,2032-02-01`,
      `${ids.tomato},${ids.giza},kg,abc,12,2032-02-01`,
      `${ids.tomato},${ids.giza},kg,8,12,2032-02-31`,
    ].join('\n');
    const res = await upload(csv, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Row 4: min_price must be a number',
      field: 'min_price',
    });
    const minPrice = { key: 'crops.columnMinPrice', params: {} };
    expect(res.body.details).toMatchObject({
      row: 4,
      problems_count: 2,
      message_key: 'crops.rowNumber',
      field: minPrice,
      problems: [
        {
          row: 4,
          field: 'min_price',
          message: 'Row 4: min_price must be a number',
          message_key: 'crops.rowNumber',
          message_params: { row: 4, field: minPrice },
        },
        {
          row: 5,
          field: 'price_date',
          message: 'Row 5: price_date must be a date written YYYY-MM-DD',
          message_key: 'crops.rowDate',
          message_params: { row: 5 },
        },
      ],
    });
    // The same refusal in Arabic: the column named by its Arabic word, the code unchanged.
    const arabic = await upload(csv, { token: admin.token, language: 'ar' });
    expect(arabic.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      field: 'min_price',
      message: 'السطر 4: يجب أن يكون أقل سعر (min_price) رقمًا',
    });
    expect(await counts()).toEqual(before);
  });

  it('names each kind of bad cell', async () => {
    const header = 'crop,market,unit,min_price,max_price,price_date,avg_price';
    const cases: [string, string, string][] = [
      [
        `no-such-crop,${ids.obour},kg,1,2,2032-03-01,`,
        'crop',
        "Row 2: crop 'no-such-crop' is not a known crop (give its id, slug, English or Arabic name)",
      ],
      [
        `${ids.tomato},Nowhere,kg,1,2,2032-03-01,`,
        'market',
        "Row 2: market 'Nowhere' is not a known market (give its id, slug, English or Arabic name)",
      ],
      [
        `${ids.tomato},${ids.obour},sack,1,2,2032-03-01,`,
        'unit',
        'Row 2: unit must be one of: kg, ton, ardab, crate, bunch, piece',
      ],
      [`${ids.tomato},${ids.obour},kg,,2,2032-03-01,`, 'min_price', 'Row 2: min_price is required'],
      [`${ids.tomato},${ids.obour},kg,-1,2,2032-03-01,`, 'min_price', 'Row 2: min_price must be 0 or more'],
      [
        `${ids.tomato},${ids.obour},kg,3,2,2032-03-01,`,
        'max_price',
        'Row 2: max_price must be greater than or equal to min_price',
      ],
      [
        `${ids.tomato},${ids.obour},kg,1,2,2032-03-01,5`,
        'avg_price',
        'Row 2: avg_price must lie between min_price and max_price',
      ],
      [
        `${ids.tomato},${ids.obour},kg,1,2,01/03/2032,`,
        'price_date',
        'Row 2: price_date must be a date written YYYY-MM-DD',
      ],
    ];
    for (const [line, field, message] of cases) {
      const res = await upload(`${header}\n${line}\n`, { token: admin.token });
      expect(res.status, line).toBe(400);
      expect(res.body, line).toMatchObject({ error: 'VALIDATION_ERROR', field, message });
    }
    const twice = await upload(
      `${header}\n${ids.tomato},${ids.obour},kg,1,2,2032-03-01,\nTomato,bulletin-obour,kg,1,3,2032-03-01,\n`,
      { token: admin.token },
    );
    expect(twice.body).toMatchObject({
      field: 'price_date',
      message: 'Row 3: the same crop, market and date as row 2',
    });
    const missing = await upload('crop,market,unit,min_price,price_date\nx,y,kg,1,2032-01-01\n', {
      token: admin.token,
    });
    expect(missing.body).toMatchObject({ field: 'file', message: 'Row 1: the header lacks the column max_price' });
    const unknown = await upload('crop,market,unit,min_price,max_price,price_date,notes\n', { token: admin.token });
    expect(unknown.body.message).toBe(
      "Row 1: unknown column 'notes'. The columns are: crop, market, unit, min_price, max_price, price_date, avg_price",
    );
    expect(
      (await upload('crop,market,unit,min_price,max_price,price_date\r\n', { token: admin.token })).body.message,
    ).toBe('The file has no price rows under its header');
    const unclosed = await upload(`crop,market,unit,min_price,max_price,price_date\n"${ids.tomato},x\n`, {
      token: admin.token,
    });
    expect(unclosed.body).toMatchObject({
      field: 'file',
      message: 'Row 2: a quoted field is not closed (a " is missing)',
    });
    expect((await upload(Buffer.from([0xff, 0xfe, 0x00, 0x61]), { token: admin.token })).body.message).toBe(
      'The file must be a CSV file saved as UTF-8 text',
    );
  });

  it('refuses a file over 2 MB with a 413', async () => {
    const big = Buffer.alloc(PRICE_IMPORT_MAX_BYTES + 10, 'a');
    const res = await upload(big, { token: admin.token });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: at most 2 MB' });
  });

  it('is for administrators: a customer gets 403, a visitor 401, and nothing is saved', async () => {
    const before = await counts();
    expect((await upload(GOOD, { token: customer.token })).status).toBe(403);
    expect((await upload(GOOD)).status).toBe(401);
    const file = { fieldname: 'file', filename: 'b.csv', base64: Buffer.from(GOOD).toString('base64') };
    await expect(callerFor(t, customer).marketPrices.import({ file })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await counts()).toEqual(before);
  });

  it('over tRPC the same file is imported, and the imported prices fire the alerts they cross', async () => {
    const grower = await createUser(t, { firstName: 'Samir' });
    const created = await callerFor(t, grower).priceAlerts.create({
      crop_id: 'bulletin-potato',
      market_id: 'bulletin-giza',
      direction: 'above',
      price: 9,
    });
    const csv = `crop,market,unit,min_price,max_price,price_date\nbulletin-potato,bulletin-giza,kg,9,11,2032-04-01\n`;
    const result = await callerFor(t, admin).marketPrices.import({
      file: { fieldname: 'file', filename: 'b.csv', base64: Buffer.from(csv).toString('base64') },
    });
    expect(result).toMatchObject({ dry_run: false, imported: 1, rows: [{ row: 2, avg_price: 10 }] });
    await drainProjections(t.db.sql, [priceAlerts]);
    const notes = await t.db.sql<
      { title: string }[]
    >`select title from notifications where user_id = ${grower.id} and type = 'price_alert'`;
    expect(notes.map((n) => n.title)).toEqual(['Price alert: Potato above 9.00 EGP/kg']);
    const [alert] = (await callerFor(t, grower).priceAlerts.list()).alerts;
    expect(alert).toMatchObject({ id: created.id, last_fired_price: 10, unit: 'kg' });
  });
});
