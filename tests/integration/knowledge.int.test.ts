import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_FOR_REVIEW, NOT_YOUR_COMMENT } from '../../src/server/crops/comments';
import { addDays, currentTasks, egyptDate, upcomingTasks } from '../../src/shared/seasonalTasks';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import { demoPriceSet } from '../../src/server/demo/prices';
import { referenceFiles } from '../../src/server/reference/content';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';
import { keyedDetails } from '../helpers/refusals';

const referenceTasks = referenceFiles.seasonalTasks.load();

/*
 * Market prices, the farm calendar, comments and the weather through the real server (REST at /api), on a database
 * of this file's own holding the demo knowledge base (prices for the 180 days up to today).
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
const cropIds: Record<string, string> = {};
let today: string;

const sqlCount = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t, { firstName: 'Mona', lastName: 'Adel' });
  other = await createUser(t, { firstName: 'Karim', lastName: 'Said' });
  await loadDataSets(t.db.sql, [referenceKnowledge, demoPriceSet]);
  for (const row of await t.db.sql<{ id: string; slug: string }[]>`select id::text as id, slug from crops`)
    cropIds[row.slug] = row.id;
  today = egyptDate(new Date());
  // Generous: on the embedded database, with other test files running, writing the ~30,000 demo prices takes a while.
}, 180_000);
afterAll(() => t?.close());

// ─── Market prices ──────────────────────────────────────────────────────────────────────────────────

describe('GET /api/market-prices', () => {
  it('lists quotes newest first under data and prices, with the pagination object', async () => {
    const total = await sqlCount(t.db.sql<{ n: number }[]>`select count(*)::int as n from market_prices`);
    const res = await api.get('/api/market-prices');
    expect(res.status).toBe(200);
    expect(res.body.prices).toEqual(res.body.data);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total,
      totalPages: Math.ceil(total / 20),
      hasNext: true,
      hasPrev: false,
    });
    expect(res.body.data.every((p: { price_date: string }) => p.price_date === today)).toBe(true);
    expect(res.body.data[0]).toMatchObject({
      crop: { slug: expect.any(String) },
      market: { governorate: expect.any(String) },
      currency: 'EGP',
    });
  });

  it('filters by crop and market (id or slug) and by dates, both ends included', async () => {
    const all = await api.get('/api/market-prices?crop=tomato&market=obour&limit=100');
    expect(all.body.pagination.total).toBe(180);
    expect(all.body.data.every((p: JsonAnswer) => p.crop.slug === 'tomato' && p.market.slug === 'obour')).toBe(true);
    const week = await api.get(
      `/api/market-prices?crop=${cropIds.tomato}&market=obour&from=${addDays(today, -6)}&to=${today}`,
    );
    expect(week.body.data.map((p: { price_date: string }) => p.price_date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, -i)),
    );
    expect((await api.get('/api/market-prices?crop=no-such-crop')).body.pagination.total).toBe(0);
  });

  it('keeps the page size and gives an empty page past the end', async () => {
    const res = await api.get('/api/market-prices?crop=tomato&market=obour&limit=50&page=5');
    expect(res.body).toMatchObject({
      data: [],
      pagination: { page: 5, limit: 50, total: 180, totalPages: 4, hasNext: false, hasPrev: true },
    });
  });

  it.each([
    ['from=2026-02-30', 'from', 'from must be a date written YYYY-MM-DD'],
    ['to=yesterday', 'to', 'to must be a date written YYYY-MM-DD'],
    ['from=2026-05-02&to=2026-05-01', 'to', 'to must be on or after from'],
    ['limit=500', 'limit', 'limit must be a whole number from 1 to 100'],
  ])('refuses %s naming %s', async (query, field, message) => {
    expect((await api.get(`/api/market-prices?${query}`)).body).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      field,
      message,
      details: keyedDetails(),
    });
  });
});

describe('GET /api/market-prices/latest, trending, locations and history', () => {
  it('latest: one quote per crop and market, with the change from the quote before', async () => {
    const pairs = await sqlCount(
      t.db.sql<
        { n: number }[]
      >`select count(*)::int as n from (select distinct crop_id, market_id from market_prices) x`,
    );
    const res = await api.get('/api/market-prices/latest');
    expect(res.body.data).toHaveLength(pairs);
    const tomato = await api.get('/api/market-prices/latest?crop=tomato&market=obour');
    expect(tomato.body.data).toHaveLength(1);
    const [quote] = tomato.body.data;
    const [before] = await t.db.sql<{ avg: number }[]>`
      select avg_price::float8 as avg from market_prices where crop_id = ${cropIds.tomato!}
        and market_id = (select id from markets where slug = 'obour') and price_date = ${addDays(today, -1)}::date`;
    expect(quote).toMatchObject({ price_date: today, previous_avg_price: before!.avg });
    expect(quote.change_percent).toBeCloseTo(((quote.avg_price - before!.avg) / before!.avg) * 100, 1);
  });

  it('trending: the first and last quote of the window per crop and market, largest relative change first', async () => {
    const res = await api.get('/api/market-prices/trending');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
    const sizes = res.body.data.map((r: { change_percent: number }) => Math.abs(r.change_percent));
    expect(sizes).toEqual([...sizes].sort((a: number, b: number) => b - a));
    for (const row of res.body.data) {
      expect(row.first_date >= addDays(today, -29)).toBe(true);
      expect(row.last_date <= today && row.last_date > row.first_date).toBe(true);
      expect(row.change).toBeCloseTo(row.last_price - row.first_price, 2);
      expect(row.direction).toBe(row.change > 0 ? 'up' : row.change < 0 ? 'down' : 'flat');
    }
    const week = await api.get('/api/market-prices/trending?days=7&crop=wheat&limit=100');
    expect(week.body.data).toHaveLength(6);
    expect(
      week.body.data.every((r: JsonAnswer) => r.first_date === addDays(today, -6) && r.crop.slug === 'wheat'),
    ).toBe(true);
  });

  it.each([
    ['/api/market-prices/trending?days=0', 'days'],
    ['/api/market-prices/trending?days=abc', 'days'],
    ['/api/market-prices/trending?days=731', 'days'],
    ['/api/market-prices/trending?limit=0', 'limit'],
    [`/api/market-prices/crop/1/history?days=0`, 'days'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await api.get(url);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('locations: the six markets, Obour among them, with their quotes', async () => {
    const res = await api.get('/api/market-prices/locations');
    expect(res.body.data).toHaveLength(6);
    expect(res.body.data.find((m: { slug: string }) => m.slug === 'obour')).toMatchObject({
      name: 'Obour Wholesale Market',
      governorate: 'Qalyubia',
      governorate_ar: 'القليوبية',
      latest_price_date: today,
      crops_count: expect.any(Number),
    });
  });

  it('history: a crop’s quotes per market over 90 days by default, oldest first', async () => {
    const res = await api.get(`/api/market-prices/crop/${cropIds.wheat}/history`);
    expect(res.body.data).toMatchObject({ crop: { slug: 'wheat' }, days: 90, from: addDays(today, -89), to: today });
    expect(res.body.data.markets).toHaveLength(6);
    for (const series of res.body.data.markets) {
      expect(series.unit).toBe('ardab');
      expect(series.prices).toHaveLength(90);
      expect(series.prices[0].price_date).toBe(addDays(today, -89));
      expect(series.prices.at(-1).price_date).toBe(today);
    }
    const week = await api.get(`/api/market-prices/crop/${cropIds.wheat}/history?days=7&market=alexandria-el-nozha`);
    expect(week.body.data.markets.map((m: JsonAnswer) => [m.market.slug, m.prices.length])).toEqual([
      ['alexandria-el-nozha', 7],
    ]);
    expect((await api.get('/api/market-prices/crop/wheat/history')).status).toBe(404);
    expect((await api.get('/api/market-prices/crop/987654321/history')).status).toBe(404);
  });
});

describe('market prices written by administrators', () => {
  const quote = {
    crop_id: 'wheat',
    market_id: 'obour',
    unit: 'ardab',
    min_price: 2200,
    max_price: 2400,
    price_date: '2020-01-05',
  };

  it('refuses anonymous callers and customers, writing nothing', async () => {
    const before = await sqlCount(t.db.sql<{ n: number }[]>`select count(*)::int as n from market_prices`);
    expect((await api.post('/api/market-prices', quote)).status).toBe(401);
    expect((await api.post('/api/market-prices', quote, customer.token)).status).toBe(403);
    expect(await sqlCount(t.db.sql<{ n: number }[]>`select count(*)::int as n from market_prices`)).toBe(before);
  });

  it.each([
    [{ ...quote, crop_id: undefined }, 'crop_id', 'Please choose a crop (crop_id)'],
    [{ ...quote, crop_id: 'no-such-crop' }, 'crop_id', "No crop with the id or slug 'no-such-crop'"],
    [{ ...quote, market_id: '987654321' }, 'market_id', "No market with the id or slug '987654321'"],
    [{ ...quote, unit: 'sack' }, 'unit', 'unit must be one of: kg, ton, ardab, crate, bunch, piece'],
    [{ ...quote, min_price: 2500 }, 'max_price', 'max_price must be greater than or equal to min_price'],
    [{ ...quote, avg_price: 2500 }, 'avg_price', 'avg_price must lie between min_price and max_price'],
    [{ ...quote, min_price: -1 }, 'min_price', 'min_price must be 0 or more'],
    [{ ...quote, price_date: '05/01/2020' }, 'price_date', 'price_date must be a date written YYYY-MM-DD'],
  ])('refuses %j naming %s', async (body, field, message) => {
    const res = await api.post('/api/market-prices', body, admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it('adds, changes and deletes a quote; one quote per crop, market and day', async () => {
    const created = await api.post('/api/market-prices', quote, admin.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Market price created successfully',
      data: { avg_price: 2300, price_date: '2020-01-05', source: null },
    });
    const id = created.body.data.id;
    const twice = await api.post('/api/market-prices', quote, admin.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: 'CONFLICT', field: 'price_date' });

    expect((await api.put(`/api/market-prices/${id}`, { max_price: 2600 }, customer.token)).status).toBe(403);
    const recentred = await api.put(`/api/market-prices/${id}`, { max_price: 2600 }, admin.token);
    expect(recentred.body.data).toMatchObject({ min_price: 2200, max_price: 2600, avg_price: 2400 });
    expect((await api.put(`/api/market-prices/${id}`, { min_price: 3000 }, admin.token)).body.field).toBe('max_price');
    const sourced = await api.put(
      `/api/market-prices/${id}`,
      { source: 'Ministry bulletin', avg_price: 2350 },
      admin.token,
    );
    expect(sourced.body.data).toMatchObject({ source: 'Ministry bulletin', avg_price: 2350, max_price: 2600 });

    expect((await api.del(`/api/market-prices/${id}`, customer.token)).status).toBe(403);
    expect((await api.del(`/api/market-prices/${id}`, admin.token)).body).toMatchObject({
      success: true,
      message: 'Market price deleted successfully',
    });
    expect((await api.del(`/api/market-prices/${id}`, admin.token)).status).toBe(404);
    expect((await api.put('/api/market-prices/abc', { max_price: 1 }, admin.token)).status).toBe(404);
  });
});

// ─── Seasonal tasks ─────────────────────────────────────────────────────────────────────────────────

describe('seasonal tasks', () => {
  const allTasks = async () => (await api.get('/api/seasonal-tasks?limit=100')).body.data as JsonAnswer[];

  it('GET /api/seasonal-tasks lists every task in calendar order, paginated under data and tasks', async () => {
    const res = await api.get('/api/seasonal-tasks');
    expect(res.body.tasks).toEqual(res.body.data);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: referenceTasks.length,
      totalPages: 5,
      hasNext: true,
      hasPrev: false,
    });
    const past = await api.get('/api/seasonal-tasks?page=6');
    expect(past.body).toMatchObject({
      data: [],
      pagination: { page: 6, total: referenceTasks.length, hasNext: false, hasPrev: true },
    });
    const months = (await allTasks()).map((task) => task.month);
    expect(months).toEqual([...months].sort((a, b) => a - b));
  });

  it('filters by month, season, crop, climate zone (and every zone) and priority', async () => {
    const january = await api.get('/api/seasonal-tasks?month=1&limit=100');
    expect(january.body.pagination.total).toBe(referenceTasks.filter((task) => task.month === 1).length);
    const nili = await api.get('/api/seasonal-tasks?season=nili&limit=100');
    expect(nili.body.data.every((task: JsonAnswer) => task.season === 'nili')).toBe(true);
    expect((await api.get('/api/seasonal-tasks?crop=wheat&limit=100')).body.pagination.total).toBe(
      referenceTasks.filter((task) => task.crop_slug === 'wheat').length,
    );
    const zone = await api.get('/api/seasonal-tasks?climate_zone=subtropical&limit=100');
    expect(
      zone.body.data.every((task: JsonAnswer) => task.climate_zone === 'subtropical' || task.climate_zone === null),
    ).toBe(true);
    expect(zone.body.pagination.total).toBe(
      referenceTasks.filter((task) => task.climate_zone === 'subtropical').length,
    );
    const high = await api.get('/api/seasonal-tasks?priority=high&limit=100');
    expect(high.body.pagination.total).toBe(referenceTasks.filter((task) => task.priority === 'high').length);
  });

  it('current and upcoming follow today’s date in Egypt', async () => {
    const tasks = await allTasks();
    const now = new Date();
    const current = await api.get('/api/seasonal-tasks/current');
    expect(current.body.data.map((task: JsonAnswer) => task.id)).toEqual(
      currentTasks(tasks as never[], now).map((task: JsonAnswer) => task.id),
    );
    for (const task of current.body.data) expect(task.start_date <= today && today <= task.end_date).toBe(true);
    const upcoming = await api.get('/api/seasonal-tasks/upcoming');
    expect(upcoming.body.data.map((task: JsonAnswer) => task.id)).toEqual(
      upcomingTasks(tasks as never[], now, 45).map((task: JsonAnswer) => task.id),
    );
    for (const task of upcoming.body.data) {
      expect(task.start_date > today && task.start_date <= addDays(today, 45)).toBe(true);
      expect(task.starts_in_days).toBeGreaterThan(0);
    }
    const longer = await api.get('/api/seasonal-tasks/upcoming?days=120');
    expect(longer.body.data.length).toBeGreaterThanOrEqual(upcoming.body.data.length);
  });

  it('current and upcoming of a climate zone keep that zone’s tasks and those for every zone', async () => {
    for (const url of [
      '/api/seasonal-tasks/current?climate_zone=mediterranean',
      '/api/seasonal-tasks/upcoming?climate_zone=mediterranean&days=120',
    ]) {
      const res = await api.get(url);
      expect(res.status).toBe(200);
      expect(
        res.body.data.every((task: JsonAnswer) => task.climate_zone === 'mediterranean' || task.climate_zone === null),
      ).toBe(true);
    }
  });

  it('calendar/{year}: twelve months with every task on that year’s dates', async () => {
    const res = await api.get('/api/seasonal-tasks/calendar/2027');
    expect(res.body.data.year).toBe(2027);
    expect(res.body.data.months.map((m: JsonAnswer) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const placed = res.body.data.months.flatMap((m: JsonAnswer) => m.tasks);
    expect(placed).toHaveLength(referenceTasks.length);
    expect(
      placed.every((task: JsonAnswer) => task.start_date.startsWith('2027-') && task.end_date >= task.start_date),
    ).toBe(true);
  });

  it('by-season/{season}: the tasks of one of Egypt’s seasons', async () => {
    for (const season of ['winter', 'summer', 'nili', 'spring', 'fall']) {
      const res = await api.get(`/api/seasonal-tasks/by-season/${season}`);
      expect(res.body.data.length).toBe(referenceTasks.filter((task) => task.season === season).length);
    }
  });

  it.each([
    ['/api/seasonal-tasks/by-season/monsoon', 'season', 'season must be one of: winter, summer, nili, spring, fall'],
    ['/api/seasonal-tasks/calendar/1999', 'year', 'year must be a whole number from 2000 to 2100'],
    ['/api/seasonal-tasks/calendar/next', 'year', 'year must be a whole number from 2000 to 2100'],
    [
      '/api/seasonal-tasks/current?climate_zone=polar',
      'climate_zone',
      'climate_zone must be one of: arid, semi_arid, mediterranean, temperate, subtropical, tropical',
    ],
    ['/api/seasonal-tasks/upcoming?days=0', 'days', 'days must be a whole number from 1 to 120'],
    ['/api/seasonal-tasks?month=13', 'month', 'month must be a whole number from 1 to 12'],
    ['/api/seasonal-tasks?priority=urgent', 'priority', 'priority must be one of: high, medium, low'],
  ])('%s is a 400 naming %s', async (url, field, message) => {
    const res = await api.get(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'VALIDATION_ERROR', field, message, details: keyedDetails() });
  });

  it('lets administrators add, change and delete tasks, checking the week window; others are refused', async () => {
    const task = {
      title: 'Check drip lines',
      title_ar: 'افحص خطوط التنقيط',
      season: 'summer',
      month: 6,
      week_start: 2,
      week_end: 3,
      crop_id: 'tomato',
      priority: 'high',
    };
    expect((await api.post('/api/seasonal-tasks', task)).status).toBe(401);
    expect((await api.post('/api/seasonal-tasks', task, customer.token)).status).toBe(403);
    expect((await api.post('/api/seasonal-tasks', { ...task, week_start: 4 }, admin.token)).body).toMatchObject({
      field: 'week_end',
    });
    expect(
      (await api.post('/api/seasonal-tasks', { ...task, crop_id: 'no-such-crop' }, admin.token)).body,
    ).toMatchObject({ field: 'crop_id' });
    expect((await api.post('/api/seasonal-tasks', { ...task, season: 'rainy' }, admin.token)).body).toMatchObject({
      field: 'season',
    });
    const created = await api.post('/api/seasonal-tasks', task, admin.token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Check drip lines',
      crop_slug: 'tomato',
      climate_zone: null,
      week_start: 2,
      week_end: 3,
    });
    const id = created.body.data.id;
    expect((await api.put(`/api/seasonal-tasks/${id}`, { week_start: 4 }, admin.token)).body).toMatchObject({
      field: 'week_end',
    });
    const general = await api.put(`/api/seasonal-tasks/${id}`, { crop_id: null, climate_zone: 'arid' }, admin.token);
    expect(general.body.data).toMatchObject({ crop_id: null, crop_slug: null, climate_zone: 'arid' });
    expect((await api.del(`/api/seasonal-tasks/${id}`, customer.token)).status).toBe(403);
    expect((await api.del(`/api/seasonal-tasks/${id}`, admin.token)).body.message).toBe(
      'Seasonal task deleted successfully',
    );
    expect((await api.put(`/api/seasonal-tasks/${id}`, { title: 'x' }, admin.token)).status).toBe(404);
  });
});

// ─── Comments ───────────────────────────────────────────────────────────────────────────────────────

describe('comments', () => {
  let productId: string;
  let guideId: string;

  beforeAll(async () => {
    const [product] = await t.db.sql<{ id: string }[]>`
      insert into products (slug, name, category, price) values ('comment-test-seeds', 'Comment Test Seeds', 'seeds', 25) returning id::text as id`;
    productId = product!.id;
    const [guide] = await t.db.sql<{ id: string }[]>`select id::text as id from guides where slug = 'winter-onions'`;
    guideId = guide!.id;
  });

  const listOf = async (url: string) => (await api.get(url)).body.data.map((c: { body: string }) => c.body);

  it('signed-in users comment on crops, guides and products; the newest is shown first', async () => {
    expect((await api.post(`/api/comments/crop/${cropIds.onion}`, { body: 'Hello' })).status).toBe(401);
    const first = await api.post(
      `/api/comments/crop/${cropIds.onion}`,
      { body: 'Giza 20 did well for us.' },
      customer.token,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Comment posted successfully',
      data: {
        target_type: 'crop',
        target_id: cropIds.onion,
        user_id: customer.id,
        author_name: 'Mona A.',
        status: 'approved',
        body: 'Giza 20 did well for us.',
      },
    });
    await api.post(`/api/comments/crop/${cropIds.onion}`, { body: 'Which spacing on beds?' }, other.token);
    await api.post(`/api/comments/crop/${cropIds.onion}`, { body: 'Thanks!' }, customer.token);
    expect(await listOf(`/api/comments/crop/${cropIds.onion}`)).toEqual([
      'Thanks!',
      'Which spacing on beds?',
      'Giza 20 did well for us.',
    ]);
    expect((await api.post(`/api/comments/guide/${guideId}`, { body: 'Clear guide.' }, customer.token)).status).toBe(
      201,
    );
    expect(await listOf(`/api/comments/guide/${guideId}`)).toEqual(['Clear guide.']);
    expect(
      (await api.post(`/api/comments/product/${productId}`, { body: 'Good germination.' }, other.token)).status,
    ).toBe(201);
    expect(await listOf(`/api/comments/product/${productId}`)).toEqual(['Good germination.']);
  });

  it('pages comments, and a page past the end is empty with the right pagination', async () => {
    const page2 = await api.get(`/api/comments/crop/${cropIds.onion}?limit=2&page=2`);
    expect(page2.body).toMatchObject({
      pagination: { page: 2, limit: 2, total: 3, totalPages: 2, hasNext: false, hasPrev: true },
    });
    expect(page2.body.comments).toEqual(page2.body.data);
    expect(page2.body.data.map((c: { body: string }) => c.body)).toEqual(['Giza 20 did well for us.']);
    expect((await api.get(`/api/comments/crop/${cropIds.onion}?limit=2&page=3`)).body).toMatchObject({
      data: [],
      pagination: { page: 3, total: 3 },
    });
  });

  it.each([
    ['GET', '/api/comments/animal/1', 400, 'type'],
    ['GET', '/api/comments/crop/onion', 404, undefined],
    ['GET', '/api/comments/crop/987654321', 404, undefined],
    ['GET', '/api/comments/guide/987654321', 404, undefined],
    ['GET', '/api/comments/product/987654321', 404, undefined],
    ['GET', '/api/comments/crop/1?limit=101', 400, 'limit'],
  ])('%s %s is a %i', async (_method, url, status, field) => {
    const res = await api.get(url);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe(field);
  });

  it('refuses an empty comment and one over 2,000 characters, naming body', async () => {
    const empty = await api.post(`/api/comments/crop/${cropIds.onion}`, { body: '   ' }, customer.token);
    expect(empty.body).toMatchObject({ field: 'body', message: 'Please write a comment' });
    const long = await api.post(`/api/comments/crop/${cropIds.onion}`, { body: 'x'.repeat(2001) }, customer.token);
    expect(long.body).toMatchObject({ field: 'body', message: 'A comment must be at most 2,000 characters' });
    expect(
      (await api.post(`/api/comments/crop/${cropIds.onion}`, { body: 'x'.repeat(2000) }, customer.token)).status,
    ).toBe(201);
  });

  it('only the author or an administrator changes or deletes a comment (403 for others, 404 unknown)', async () => {
    const { body } = await api.post(`/api/comments/guide/${guideId}`, { body: 'Original text' }, customer.token);
    const id = body.data.id;
    const refused = await api.put(`/api/comments/${id}`, { body: 'Vandalised' }, other.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error: 'FORBIDDEN',
      message: NOT_YOUR_COMMENT,
      details: { message_key: 'crops.notYourComment' },
    });
    expect((await api.del(`/api/comments/${id}`, other.token)).status).toBe(403);
    expect((await api.put(`/api/comments/${id}`, { body: 'x' })).status).toBe(401);
    const [stored] = await t.db.sql<
      { body: string; deleted_at: Date | null }[]
    >`select body, deleted_at from comments where id = ${id}`;
    expect(stored).toEqual({ body: 'Original text', deleted_at: null });

    const edited = await api.put(`/api/comments/${id}`, { body: 'Edited by me' }, customer.token);
    expect(edited.body).toMatchObject({
      message: 'Comment updated successfully',
      data: { body: 'Edited by me', status: 'approved' },
    });
    expect((await api.put(`/api/comments/${id}`, { body: 'Tidied by staff' }, admin.token)).body.data.body).toBe(
      'Tidied by staff',
    );
    expect((await api.put(`/api/comments/${id}`, { body: '' }, customer.token)).body.field).toBe('body');

    expect((await api.del(`/api/comments/${id}`, customer.token)).body).toMatchObject({
      success: true,
      message: 'Comment deleted successfully',
    });
    expect(await listOf(`/api/comments/guide/${guideId}`)).not.toContain('Tidied by staff');
    expect((await api.put(`/api/comments/${id}`, { body: 'Back' }, customer.token)).status).toBe(404);
    expect((await api.del(`/api/comments/${id}`, admin.token)).status).toBe(404);
    expect((await api.put('/api/comments/987654321', { body: 'x' }, customer.token)).status).toBe(404);
    expect((await api.del('/api/comments/abc', customer.token)).status).toBe(404);

    const another = await api.post(`/api/comments/guide/${guideId}`, { body: 'Spam' }, other.token);
    expect((await api.del(`/api/comments/${another.body.data.id}`, admin.token)).status).toBe(200);
  });

  it('holds comments as pending while the moderation setting is on, and shows them only once approved', async () => {
    expect((await api.put('/api/admin/settings/moderation_enabled', { value: true }, admin.token)).status).toBe(200);
    try {
      const held = await api.post(`/api/comments/product/${productId}`, { body: 'Held for review' }, customer.token);
      expect(held.status).toBe(201);
      expect(held.body).toMatchObject({ message: HELD_FOR_REVIEW, data: { status: 'pending' } });
      expect(await listOf(`/api/comments/product/${productId}`)).not.toContain('Held for review');

      const staff = await api.post(`/api/comments/product/${productId}`, { body: 'From the shop' }, admin.token);
      expect(staff.body.data.status).toBe('approved');

      const shown = (await api.get(`/api/comments/product/${productId}`)).body.data.find(
        (c: { body: string }) => c.body === 'Good germination.',
      );
      const reEdited = await api.put(`/api/comments/${shown.id}`, { body: 'Good germination, 90%.' }, other.token);
      expect(reEdited.body).toMatchObject({ message: HELD_FOR_REVIEW, data: { status: 'pending' } });

      await t.db.sql`update comments set status = 'approved' where id = ${held.body.data.id}`;
      expect(await listOf(`/api/comments/product/${productId}`)).toEqual(['From the shop', 'Held for review']);
    } finally {
      expect((await api.put('/api/admin/settings/moderation_enabled', { value: false }, admin.token)).status).toBe(200);
    }
    expect(
      (await api.post(`/api/comments/product/${productId}`, { body: 'Straight in' }, customer.token)).body.data.status,
    ).toBe('approved');
  });
});

// ─── Weather ────────────────────────────────────────────────────────────────────────────────────────

describe('weather', () => {
  it('GET /api/weather/current answers a climatological estimate for a governorate named in English or Arabic', async () => {
    const res = await api.get('/api/weather/current?location=Cairo');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      location: { id: 1, slug: 'cairo', name: 'Cairo', name_ar: 'القاهرة' },
      source: 'climatological-model',
      note: expect.stringMatching(/climatological estimate/i),
      current: {
        date: today,
        temperature: expect.any(Number),
        humidity: expect.any(Number),
        condition: expect.any(String),
      },
    });
    const arabic = await api.get(`/api/weather/current?location=${encodeURIComponent('القاهرة')}`);
    expect(arabic.body.data.location.slug).toBe('cairo');
  });

  it('GET /api/weather/forecast answers 7 days by default, up to 14, the same every time', async () => {
    const week = await api.get('/api/weather/forecast?location=aswan');
    expect(week.body.data.forecast.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i)),
    );
    const again = await api.get('/api/weather/forecast?location=28&days=7');
    expect(again.body.data.forecast).toEqual(week.body.data.forecast);
    expect((await api.get('/api/weather/forecast?location=Aswan&days=14')).body.data.forecast).toHaveLength(14);
  });

  it('GET /api/weather/alerts answers the alerts of the coming week with advice', async () => {
    const res = await api.get('/api/weather/alerts?location=Minya');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      location: { slug: 'minya' },
      source: 'climatological-model',
      from: today,
      to: addDays(today, 6),
    });
    expect(Array.isArray(res.body.data.alerts)).toBe(true);
  });

  it.each([
    ['/api/weather/forecast?location=Cairo&days=15', 400, 'days'],
    ['/api/weather/forecast?location=Cairo&days=0', 400, 'days'],
    ['/api/weather/current', 400, 'location'],
    ['/api/weather/alerts?location=', 400, 'location'],
  ])('%s is a %i naming %s', async (url, status, field) => {
    const res = await api.get(url);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe(field);
  });

  it('answers an unknown location with a 404 that explains how to name a governorate', async () => {
    const res = await api.get('/api/weather/current?location=Atlantis');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: 'NOT_FOUND', field: 'location' });
    expect(res.body.message).toMatch(/Name an Egyptian governorate in English or Arabic/);
    expect(res.body.details.governorates).toHaveLength(27);
  });

  it('GET /api/weather/governorates lists the 27 governorates', async () => {
    expect((await api.get('/api/weather/governorates')).body.data).toHaveLength(27);
  });
});

// ─── Guides by author (Users group) ──────────────────────────────────────────────────────────────────

describe('GET /api/users/{id}/crop-guides', () => {
  it("lists the guides a user wrote (the demo guides are the administrator's), paginated", async () => {
    const total = await sqlCount(
      t.db.sql<{ n: number }[]>`select count(*)::int as n from guides where author_id = ${admin.id}`,
    );
    expect(total).toBeGreaterThanOrEqual(10);
    const res = await api.get(`/api/users/${admin.id}/crop-guides?limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 5, total });
    expect(res.body.data).toHaveLength(5);
    const none = await api.get(`/api/users/${customer.id}/crop-guides`);
    expect(none.body.pagination.total).toBe(0);
  });
});
