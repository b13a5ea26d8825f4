import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROP_CARD_FIELDS, CROP_FIGURES_FIELDS } from '../../src/server/crops/crops';
import { searchCrops, searchGuides } from '../../src/server/crops/search';
import { CROP_TYPES } from '../../src/shared/crops';
import { addDays, egyptDate } from '../../src/shared/seasonalTasks';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import { demoFiles } from '../../src/server/demo/content';
import { DEMO_PRICE_DAYS, demoPriceSet } from '../../src/server/demo/prices';
import { referenceFiles, referenceGuides } from '../../src/server/reference/content';
import { referenceKnowledge } from '../../src/server/reference/knowledge';
import { loadDataSets } from '../../src/server/seed';
import { keyedDetails } from '../helpers/refusals';

const referenceCrops = referenceFiles.crops.load();
const referenceSoils = referenceFiles.soils.load();

/*
 * Crops, tags, soil types, guides and their search through the real server (REST at /api, one call over /trpc), on a
 * database of this file's own holding the demo knowledge base. Refused calls are checked for status, message and
 * field, and for leaving the stored data as it was.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;
let customer: TestUser;
const cropIds: Record<string, string> = {};

const slugs = (body: JsonAnswer) => (body.data as { slug: string }[]).map((c) => c.slug);
const count = async (table: string) =>
  (await t.db.sql<{ n: number }[]>`select count(*)::int as n from ${t.db.sql(table)}`)[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin', firstName: 'Amal', lastName: 'Farouk' });
  customer = await createUser(t);
  await loadDataSets(t.db.sql, [referenceKnowledge, demoPriceSet]);
  for (const row of await t.db.sql<{ id: string; slug: string }[]>`select id::text as id, slug from crops`)
    cropIds[row.slug] = row.id;
  // Generous: on the embedded database, with other test files running, writing the ~30,000 demo prices takes a while.
}, 180_000);
afterAll(() => t?.close());

// ─── The demo knowledge base ────────────────────────────────────────────────────────────────────────

describe('the demo knowledge base', () => {
  it('holds at least 30 crops, guides for 10 of them, 8 soils and a year of tasks', async () => {
    expect(await count('crops')).toBe(referenceCrops.length);
    expect(referenceCrops.length).toBeGreaterThanOrEqual(30);
    const [guided] = await t.db.sql<
      { n: number }[]
    >`select count(distinct crop_id)::int as n from guides where published`;
    expect(guided!.n).toBeGreaterThanOrEqual(10);
    expect(await count('soil_types')).toBe(referenceSoils.length);
    expect(referenceSoils.length).toBeGreaterThanOrEqual(8);
    const months = await t.db.sql<
      { month: number }[]
    >`select distinct month::int as month from seasonal_tasks order by 1`;
    expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await count('seasonal_tasks')).toBe(referenceFiles.seasonalTasks.load().length);
  });

  it('has sample prices for 15+ crops in 5+ markets, Obour among them, over the last 180 days, labelled as samples', async () => {
    const [facts] = await t.db.sql<
      { crops: number; markets: number; first: string; last: string; sources: string[]; obour: number }[]
    >`
      select count(distinct crop_id)::int as crops, count(distinct market_id)::int as markets, min(price_date)::text as first,
             max(price_date)::text as last, array_agg(distinct source) as sources,
             count(*) filter (where market_id = (select id from markets where slug = 'obour'))::int as obour
      from market_prices`;
    const today = egyptDate(new Date());
    expect(facts!.crops).toBeGreaterThanOrEqual(15);
    expect(facts!.markets).toBeGreaterThanOrEqual(5);
    expect(facts!.obour).toBeGreaterThan(0);
    expect(facts!.last).toBe(today);
    expect(facts!.first).toBe(addDays(today, -(DEMO_PRICE_DAYS - 1)));
    expect(facts!.sources).toEqual([demoFiles.prices.load().note]);
  });

  it('signs the guides with the administrator and loads only once', async () => {
    const [author] = await t.db.sql<{ ids: string[] }[]>`select array_agg(distinct author_id::text) as ids from guides`;
    expect(author!.ids).toEqual([admin.id]);
    expect(await loadDataSets(t.db.sql, [referenceKnowledge, demoPriceSet])).toEqual([]);
  });
});

// ─── Crops ──────────────────────────────────────────────────────────────────────────────────────────

describe('GET /api/crops', () => {
  /** What the card and the detail call both say of wheat. */
  const wheatAtAGlance = () => ({
    id: cropIds.wheat,
    name: 'Wheat',
    name_ar: 'القمح',
    crop_type: 'grain',
    growing_season_days: 150,
    climate_zone: 'mediterranean',
  });

  it('answers 20 active crops under data and crops, with the pagination object', async () => {
    const res = await api.get('/api/crops?page=1&limit=20&is_active=true');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.crops).toEqual(res.body.data);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: referenceCrops.length,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
  });

  it('lists each crop as its card: the fields of the Crop entity the card shows', async () => {
    const { body } = await api.get('/api/crops?limit=100');
    const wheat = (body.data as JsonAnswer[]).find((c) => c.slug === 'wheat');
    expect(Object.keys(wheat).sort()).toEqual([...CROP_CARD_FIELDS].sort());
    expect(body.crops).toEqual(body.data);
    expect(wheat).toMatchObject({ ...wheatAtAGlance(), image_url: null });
    expect(wheat.description).toMatch(/winter crop/);
  });

  it('answers the whole crop and what a grower needs from the detail call', async () => {
    const { body } = await api.get(`/api/crops/${cropIds.wheat}`);
    const wheat = body.data;
    expect(wheat).toMatchObject({
      ...wheatAtAGlance(),
      seasons: ['winter'],
      planting_months: { delta: [11, 12], middle_egypt: [11], upper_egypt: [11], new_lands: [11, 12] },
      water_needs: 'medium',
      water_needs_m3_per_feddan: 2000,
      seed_rate_kg_per_feddan: 60,
      expected_yield_per_feddan: 19,
      expected_yield_unit: 'ardab',
      is_active: true,
      image_url: null,
    });
    expect(wheat.description).toMatch(/winter crop/);
    expect(wheat.tags.map((tag: { slug: string }) => tag.slug)).toContain('strategic-crop');
    expect(wheat).not.toHaveProperty('search_document');
  });

  it("gives the calculators every active crop's figures in one call (crops.figures), and no hidden crop", async () => {
    type Figures = { slug: string; tags: { slug: string }[] };
    const figuresOf = async () => (await t.app.inject('/trpc/crops.figures')).json().result.data.json as Figures[];
    const figures = await figuresOf();
    expect(figures.map((c) => c.slug).sort()).toEqual(referenceCrops.map((c) => c.slug).sort());
    const wheat = figures.find((c) => c.slug === 'wheat')!;
    expect(Object.keys(wheat).sort()).toEqual([...CROP_FIGURES_FIELDS].sort());
    expect(wheat).toMatchObject({
      seasons: ['winter'],
      water_needs_m3_per_feddan: 2000,
      seed_rate_kg_per_feddan: 60,
      expected_yield_per_feddan: 19,
      expected_yield_unit: 'ardab',
    });
    expect(wheat.tags.map((tag) => tag.slug)).toContain('strategic-crop');
    await t.db.sql`update crops set is_active = false where slug = 'wheat'`;
    try {
      // Changed behind the server's back: the answer kept in memory is dropped when the database's notice arrives.
      await eventually(async () => !(await figuresOf()).some((c) => c.slug === 'wheat'), {
        timeout: 3_000,
        message: 'wheat gone from the figures',
      });
    } finally {
      await t.db.sql`update crops set is_active = true where slug = 'wheat'`;
    }
  });

  it('pages through every crop once, and a page past the end is empty with the right pagination', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => api.get(`/api/crops?page=${p}`)));
    const seen = pages.flatMap((p) => slugs(p.body));
    expect(pages.map((p) => p.body.data.length)).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(referenceCrops.length);
    expect(pages[2]!.body.pagination).toMatchObject({ page: 3, hasNext: false, hasPrev: true });
    const past = await api.get('/api/crops?page=4');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({
      page: 4,
      limit: 20,
      total: referenceCrops.length,
      totalPages: 3,
      hasNext: false,
      hasPrev: true,
    });
  });

  it.each(CROP_TYPES.map((type) => [type]))('filters by crop_type=%s', async (type) => {
    const { body } = await api.get(`/api/crops?crop_type=${type}&limit=100&is_active=true`);
    expect(body.data.every((c: { crop_type: string }) => c.crop_type === type)).toBe(true);
    expect(body.pagination.total).toBe(referenceCrops.filter((c) => c.crop_type === type).length);
  });

  it('filters by season, climate zone and tag; an empty filter means any; an unknown tag finds nothing', async () => {
    const nili = await api.get('/api/crops?season=nili&limit=100');
    expect(slugs(nili.body).sort()).toEqual(
      referenceCrops
        .filter((c) => c.seasons.includes('nili'))
        .map((c) => c.slug)
        .sort(),
    );
    const arid = await api.get('/api/crops?climate_zone=arid&limit=100');
    expect(arid.body.pagination.total).toBe(referenceCrops.filter((c) => c.climate_zone === 'arid').length);
    const exported = await api.get('/api/crops?tag=export&limit=100');
    expect(slugs(exported.body).sort()).toEqual(
      referenceCrops
        .filter((c) => c.tags.includes('export'))
        .map((c) => c.slug)
        .sort(),
    );
    expect((await api.get('/api/crops?crop_type=&limit=100')).body.pagination.total).toBe(referenceCrops.length);
    expect((await api.get('/api/crops?tag=no-such-tag')).body.pagination.total).toBe(0);
  });

  it.each([
    ['page=0', 'page', 'page must be a whole number of 1 or more'],
    ['page=abc', 'page', 'page must be a whole number of 1 or more'],
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['crop_type=fungus', 'crop_type', 'crop_type must be one of: vegetable, grain, fruit, herb'],
    ['is_active=maybe', 'is_active', 'is_active must be true or false'],
    ['season=monsoon', 'season', 'season must be one of: winter, summer, nili'],
    [
      'climate_zone=polar',
      'climate_zone',
      'climate_zone must be one of: arid, semi_arid, mediterranean, temperate, subtropical, tropical',
    ],
    ['lang=fr', 'lang', 'lang must be one of: en, ar'],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const res = await api.get(`/api/crops?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'VALIDATION_ERROR', field, message, details: keyedDetails() });
  });

  it("orders an Arabic reader's pages by the Arabic names, as the browser's Arabic collation does; English as before", async () => {
    // Names whose order needs the Arabic letter forms read as one letter (hamza on alef, alef madda, vowel marks,
    // alef maqsura), and a crop with no Arabic name, which an Arabic reader finds after the others.
    const extra = [
      { name: 'Pineapple', name_ar: 'أناناس' },
      { name: 'Pear', name_ar: 'كمثرى' },
      { name: 'Myrtle', name_ar: 'آس' },
      { name: 'Coffee', name_ar: 'بُنّ' },
      { name: 'Elderberry', name_ar: 'بيلسان' },
      { name: 'Jojoba', name_ar: '  ' },
    ];
    const added = await t.db.sql<{ id: string }[]>`
      insert into crops ${t.db.sql(extra.map((c, i) => ({ ...c, slug: `order-test-${i}`, crop_type: 'fruit' })))} returning id::text as id`;
    try {
      const pageOf = async (lang: string | undefined, page: number) => {
        const res = await t.app.inject(
          `/trpc/crops.list?input=${encodeURIComponent(JSON.stringify({ json: { lang, page, limit: 7 } }))}`,
        );
        return res.json().result.data.json as {
          items: { name: string; name_ar: string | null }[];
          pagination: { totalPages: number };
        };
      };
      const everyPage = async (lang: string | undefined) => {
        const first = await pageOf(lang, 1);
        const rest = await Promise.all(
          Array.from({ length: first.pagination.totalPages - 1 }, (_, i) => pageOf(lang, i + 2)),
        );
        return [first, ...rest].flatMap((p) => p.items);
      };
      const shown = (c: { name: string; name_ar: string | null }) => c.name_ar?.trim() || c.name;
      const arabic = await everyPage('ar');
      expect(arabic).toHaveLength(referenceCrops.length + extra.length);
      const collator = new Intl.Collator('ar');
      expect(arabic.map(shown)).toEqual(arabic.map(shown).sort(collator.compare));
      expect(arabic.map(shown).slice(0, 3)).toEqual(['آس', 'الأرز', 'الباذنجان']);
      expect(arabic.at(-1)!.name).toBe('Jojoba');

      // English, asked for or by default, keeps the order by the English name.
      const english = await everyPage('en');
      expect(english).toEqual(await everyPage(undefined));
      expect([english[0]!.name, english.at(-1)!.name]).toEqual(['Anise', 'Wheat']);
      expect(english.map(shown)).not.toEqual(arabic.map(shown));
      expect((await api.get('/api/crops?lang=ar&limit=3')).body.data.map(shown)).toEqual(arabic.map(shown).slice(0, 3));
    } finally {
      await t.db.sql`delete from crops where id in ${t.db.sql(added.map((c) => c.id))}`;
    }
  });

  it('is also served over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { crop_type: 'herb', limit: 100 } }));
    const res = await t.app.inject(`/trpc/crops.list?input=${input}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json.pagination.total).toBe(
      referenceCrops.filter((c) => c.crop_type === 'herb').length,
    );
  });
});

describe('GET /api/crops/statistics', () => {
  it('counts the active crops in all and per type', async () => {
    const res = await api.get('/api/crops/statistics');
    expect(res.status).toBe(200);
    const by_type = Object.fromEntries(
      CROP_TYPES.map((type) => [type, referenceCrops.filter((c) => c.crop_type === type).length]),
    );
    expect(res.body.data).toEqual({ active_crops: referenceCrops.length, by_type });
  });
});

describe('one crop', () => {
  it('GET /api/crops/{id} answers the crop with its tags and soil types', async () => {
    const res = await api.get(`/api/crops/${cropIds.wheat}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: cropIds.wheat, slug: 'wheat' });
    expect(res.body.data.soil_types.map((s: { slug: string }) => s.slug)).toEqual(
      expect.arrayContaining(['nile-alluvial-clay', 'calcareous']),
    );
  });

  it.each(['wheat', '99999999', '1e3', '-1', '0'])('GET /api/crops/%s is a 404, not a 500', async (id) => {
    const res = await api.get(`/api/crops/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      error: 'NOT_FOUND',
      message: 'Crop not found',
      details: { message_key: 'crops.cropNotFound' },
    });
  });

  it('GET /api/crops/slug/{slug} answers by slug; an unknown slug is a 404', async () => {
    expect((await api.get('/api/crops/slug/date-palm')).body.data).toMatchObject({
      slug: 'date-palm',
      crop_type: 'fruit',
      seasons: [],
    });
    expect((await api.get('/api/crops/slug/no-such-crop')).status).toBe(404);
  });

  it('GET /api/crops/{id}/guides answers its published guides with Markdown, author and tags', async () => {
    const res = await api.get(`/api/crops/${cropIds.wheat}/guides`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [guide] = res.body.data;
    expect(guide).toMatchObject({
      slug: 'growing-wheat-in-egypt',
      crop: { slug: 'wheat', name: 'Wheat' },
      author: { id: admin.id, name: 'Amal Farouk', is_staff: true },
      published: true,
    });
    expect(guide.body).toMatch(/^# Growing wheat in Egypt/);
    expect(guide.body_ar).toBeTruthy();
    expect(guide.excerpt).toMatch(/^Wheat is Egypt's most important winter crop/);
    expect(guide.reading_minutes).toBeGreaterThan(1);
    expect(guide.tags.map((tag: { slug: string }) => tag.slug)).toContain('rust');
    expect((await api.get(`/api/crops/${cropIds.lettuce}/guides`)).body.data).toEqual([]);
  });

  it('GET /api/crops/{id}/market-prices answers the latest price at each market', async () => {
    const res = await api.get(`/api/crops/${cropIds.tomato}/market-prices`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(6);
    for (const price of res.body.data) {
      expect(price).toMatchObject({
        crop: { slug: 'tomato' },
        unit: 'kg',
        currency: 'EGP',
        price_date: egyptDate(new Date()),
        source: demoFiles.prices.load().note,
      });
      expect(price.min_price).toBeLessThanOrEqual(price.avg_price);
      expect(price.avg_price).toBeLessThanOrEqual(price.max_price);
    }
    expect(res.body.data.map((p: { market: { slug: string } }) => p.market.slug)).toContain('obour');
  });

  it('GET /api/crops/{id}/seasonal-tasks answers its tasks in calendar order', async () => {
    const res = await api.get(`/api/crops/${cropIds.wheat}/seasonal-tasks`);
    expect(res.body.data).toHaveLength(
      referenceFiles.seasonalTasks.load().filter((task) => task.crop_slug === 'wheat').length,
    );
    const order = res.body.data.map((task: { month: number; week_start: number }) => task.month * 10 + task.week_start);
    expect(order).toEqual([...order].sort((a: number, b: number) => a - b));
    expect(res.body.data[0]).toMatchObject({ crop_slug: 'wheat', crop_name: 'Wheat', crop_name_ar: 'القمح' });
  });

  it('serves one guide by id or slug over tRPC (crops.guide)', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { ref: 'faba-beans' } }));
    const res = await t.app.inject(`/trpc/crops.guide?input=${input}`);
    expect(res.json().result.data.json).toMatchObject({ slug: 'faba-beans', crop: { slug: 'faba-bean' } });
    const missing = await t.app.inject(
      `/trpc/crops.guide?input=${encodeURIComponent(JSON.stringify({ json: { ref: 'no-such-guide' } }))}`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it.each(['guides', 'market-prices', 'seasonal-tasks'])('GET /api/crops/{not an id}/%s is a 404', async (part) => {
    expect((await api.get(`/api/crops/wheat/${part}`)).status).toBe(404);
    expect((await api.get(`/api/crops/987654321/${part}`)).status).toBe(404);
  });
});

describe('crops written by administrators', () => {
  const quinoa = {
    name: 'Quinoa',
    name_ar: 'الكينوا',
    crop_type: 'grain',
    growing_season_days: 120,
    seasons: ['winter'],
    planting_months: { new_lands: [11] },
    water_needs: 'low',
    tags: ['Drought tolerant', 'new-crop'],
    soil_types: ['desert-sandy'],
  };

  it('refuses anonymous callers (401) and customers (403), creating nothing', async () => {
    const before = await count('crops');
    const anonymous = await api.post('/api/crops', quinoa);
    expect(anonymous.status).toBe(401);
    const refused = await api.post('/api/crops', quinoa, customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error: 'FORBIDDEN',
      message: 'This action is for administrators only.',
      details: { message_key: 'call.adminsOnly' },
    });
    expect((await api.put(`/api/crops/${cropIds.wheat}`, { name: 'Hacked' }, customer.token)).status).toBe(403);
    expect((await api.del(`/api/crops/${cropIds.wheat}`, customer.token)).status).toBe(403);
    expect(await count('crops')).toBe(before);
    expect((await api.get(`/api/crops/${cropIds.wheat}`)).body.data.name).toBe('Wheat');
  });

  it.each([
    [{ crop_type: 'grain' }, 'name', 'Please fill in name'],
    [{ name: 'X', crop_type: 'mushroom' }, 'crop_type', 'crop_type must be one of: vegetable, grain, fruit, herb'],
    [{ name: 'X', crop_type: 'grain', planting_months: { sahara: [1] } }, 'planting_months', undefined],
    [
      { name: 'X', crop_type: 'grain', planting_months: { delta: [13] } },
      'planting_months.delta.0',
      'month must be a whole number from 1 to 12',
    ],
    [
      { name: 'X', crop_type: 'grain', growing_season_days: 0 },
      'growing_season_days',
      'growing_season_days must be a whole number from 1 to 3650',
    ],
    [
      { name: 'X', crop_type: 'grain', soil_types: ['no-such-soil'] },
      'soil_types',
      'No soil type with the id or slug: no-such-soil',
    ],
    [{ name: 'X', crop_type: 'grain', slug: 'wheat' }, 'slug', 'A crop with this slug already exists'],
    [
      { name: 'X', crop_type: 'grain', image_url: 'javascript:alert(1)' },
      'image_url',
      'image_url must be a site path (/uploads/...) or an https address',
    ],
  ])('refuses %j naming %s', async (body, field, message) => {
    const before = await count('crops');
    const res = await api.post('/api/crops', body, admin.token);
    expect([400, 409]).toContain(res.status);
    expect(res.body.field).toBe(field);
    if (message) expect(res.body.message).toBe(message);
    expect(await count('crops')).toBe(before);
  });

  it('creates, changes and deletes a crop with its tags, soil types, prices and comments', async () => {
    const created = await api.post('/api/crops', quinoa, admin.token);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Crop created successfully');
    const crop = created.body.data;
    expect(crop).toMatchObject({
      slug: 'quinoa',
      climate_zone: 'temperate',
      is_active: true,
      planting_months: { new_lands: [11] },
    });
    expect(crop.tags.map((tag: { slug: string; name: string }) => [tag.slug, tag.name])).toEqual([
      ['drought-tolerant', 'Drought tolerant'],
      ['new-crop', 'New crop'],
    ]);
    expect(crop.soil_types.map((s: { slug: string }) => s.slug)).toEqual(['desert-sandy']);

    const second = await api.post('/api/crops', { name: 'Quinoa', crop_type: 'grain' }, admin.token);
    expect(second.body.data.slug).toBe('quinoa-2');
    await api.del(`/api/crops/${second.body.data.id}`, admin.token);

    const changed = await api.put(
      `/api/crops/${crop.id}`,
      { description: 'Salt-tolerant Andean grain.', tags: [], is_active: false },
      admin.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      message: 'Crop updated successfully',
      data: { description: 'Salt-tolerant Andean grain.', tags: [], is_active: false },
    });
    expect((await api.get(`/api/crops/${crop.id}`)).status).toBe(404);
    expect((await api.get(`/api/crops/${crop.id}`, admin.token)).status).toBe(200);
    expect((await api.get('/api/crops/statistics')).body.data.active_crops).toBe(referenceCrops.length);
    expect(
      (await api.get('/api/crops?is_active=false', admin.token)).body.data.map((c: { slug: string }) => c.slug),
    ).toEqual(['quinoa']);
    expect((await api.get('/api/crops?is_active=false')).body.data).toEqual([]);
    await api.put(`/api/crops/${crop.id}`, { is_active: true }, admin.token);

    const price = await api.post(
      '/api/market-prices',
      { crop_id: crop.id, market_id: 'obour', unit: 'kg', min_price: 60, max_price: 80, price_date: '2026-01-05' },
      admin.token,
    );
    expect(price.status).toBe(201);
    expect(
      (await api.post(`/api/comments/crop/${crop.id}`, { body: 'Does it grow in Siwa?' }, customer.token)).status,
    ).toBe(201);

    const deleted = await api.del(`/api/crops/${crop.id}`, admin.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Crop deleted successfully', data: { id: crop.id } });
    expect((await api.get(`/api/crops/${crop.id}`, admin.token)).status).toBe(404);
    expect((await api.del(`/api/crops/${crop.id}`, admin.token)).status).toBe(404);
    const [left] = await t.db.sql<{ prices: number; comments: number }[]>`
      select (select count(*)::int from market_prices where crop_id = ${crop.id}) as prices,
             (select count(*)::int from comments where target_type = 'crop' and target_id = ${crop.id}) as comments`;
    expect(left).toEqual({ prices: 0, comments: 0 });
  });

  it('answers 404 for changing a crop that does not exist', async () => {
    expect((await api.put('/api/crops/987654321', { name: 'X' }, admin.token)).status).toBe(404);
    expect((await api.put('/api/crops/wheat', { name: 'X' }, admin.token)).status).toBe(404);
  });
});

// ─── Tags ───────────────────────────────────────────────────────────────────────────────────────────

describe('tags', () => {
  it('GET /api/tags lists tags by name with their use, paginated; past the end is empty', async () => {
    const total = await count('tags');
    const res = await api.get('/api/tags?limit=10');
    expect(res.status).toBe(200);
    expect(res.body.tags).toEqual(res.body.data);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total,
      totalPages: Math.ceil(total / 10),
      hasNext: true,
      hasPrev: false,
    });
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        slug: expect.any(String),
        crop_count: expect.any(Number),
        guide_count: expect.any(Number),
      }),
    );
    const past = await api.get(`/api/tags?limit=10&page=${Math.ceil(total / 10) + 1}`);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toMatchObject({ total, hasNext: false, hasPrev: true });
  });

  it('GET /api/tags/popular orders tags by use (crops and guides), export first', async () => {
    const res = await api.get('/api/tags/popular');
    expect(res.body.data).toHaveLength(10);
    const uses = res.body.data.map((tag: { usage_count: number }) => tag.usage_count);
    expect(uses).toEqual([...uses].sort((a: number, b: number) => b - a));
    const exportUse =
      referenceCrops.filter((c) => c.tags.includes('export')).length +
      referenceGuides().filter((g) => g.tags.includes('export')).length;
    expect(res.body.data[0]).toMatchObject({
      slug: 'export',
      name: 'Export',
      name_ar: 'تصدير',
      usage_count: exportUse,
    });
    expect((await api.get('/api/tags/popular?limit=3')).body.data).toHaveLength(3);
    expect((await api.get('/api/tags/popular?limit=51')).body).toMatchObject({ field: 'limit' });
  });

  it('GET /api/tags/{id} and /api/tags/{id}/crops; unknown or non-numeric ids are 404', async () => {
    const [tag] = await t.db.sql<{ id: string }[]>`select id::text as id from tags where slug = 'citrus'`;
    expect((await api.get(`/api/tags/${tag!.id}`)).body.data).toMatchObject({ slug: 'citrus', name_ar: 'موالح' });
    const crops = await api.get(`/api/tags/${tag!.id}/crops`);
    expect(crops.body.crops).toEqual(crops.body.data);
    expect(slugs(crops.body).sort()).toEqual(
      referenceCrops
        .filter((c) => c.tags.includes('citrus'))
        .map((c) => c.slug)
        .sort(),
    );
    expect(crops.body.pagination).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect((await api.get(`/api/tags/${tag!.id}/crops?page=2`)).body).toMatchObject({
      data: [],
      pagination: { page: 2, total: 2, hasNext: false, hasPrev: true },
    });
    for (const url of [
      '/api/tags/citrus',
      '/api/tags/987654321',
      '/api/tags/987654321/crops',
      '/api/tags/citrus/crops',
    ]) {
      expect((await api.get(url)).status, url).toBe(404);
    }
  });

  it('lets administrators add, change and delete tags; others are refused', async () => {
    expect((await api.post('/api/tags', { name: 'Sandy soils' })).status).toBe(401);
    expect((await api.post('/api/tags', { name: 'Sandy soils' }, customer.token)).status).toBe(403);
    expect((await api.post('/api/tags', {}, admin.token)).body).toMatchObject({
      field: 'name',
      message: 'Please fill in name',
    });
    const created = await api.post('/api/tags', { name: 'Sandy soils', name_ar: 'أراضٍ رملية' }, admin.token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'sandy-soils', name: 'Sandy soils', usage_count: 0 });
    expect((await api.post('/api/tags', { name: 'Other', slug: 'sandy-soils' }, admin.token)).body).toMatchObject({
      field: 'slug',
      error: 'CONFLICT',
    });
    expect(
      (await api.put(`/api/tags/${created.body.data.id}`, { description: 'Crops for the new lands' }, customer.token))
        .status,
    ).toBe(403);
    const changed = await api.put(
      `/api/tags/${created.body.data.id}`,
      { description: 'Crops for the new lands' },
      admin.token,
    );
    expect(changed.body.data.description).toBe('Crops for the new lands');
    expect((await api.del(`/api/tags/${created.body.data.id}`, customer.token)).status).toBe(403);
    expect((await api.del(`/api/tags/${created.body.data.id}`, admin.token)).body).toMatchObject({
      success: true,
      message: 'Tag deleted successfully',
    });
    expect((await api.get(`/api/tags/${created.body.data.id}`)).status).toBe(404);
  });
});

// ─── Soil types ─────────────────────────────────────────────────────────────────────────────────────

describe('soil types', () => {
  it('GET /api/soil-types lists soils by name, paginated; past the end is empty', async () => {
    const res = await api.get('/api/soil-types');
    expect(res.body.soil_types).toEqual(res.body.data);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: referenceSoils.length,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    expect(res.body.data.find((s: { slug: string }) => s.slug === 'calcareous')).toMatchObject({
      ph_min: expect.any(Number),
      regions: expect.any(Array),
    });
    const past = await api.get('/api/soil-types?limit=3&page=5');
    expect(past.body).toMatchObject({
      data: [],
      pagination: { page: 5, limit: 3, total: referenceSoils.length, totalPages: 4, hasNext: false, hasPrev: true },
    });
  });

  it('GET /api/soil-types/{id} answers the soil with the crops suited to it', async () => {
    const [soil] = await t.db.sql<
      { id: string }[]
    >`select id::text as id from soil_types where slug = 'nile-alluvial-clay'`;
    const res = await api.get(`/api/soil-types/${soil!.id}`);
    expect(res.body.data).toMatchObject({ slug: 'nile-alluvial-clay', ph_min: 7.8, ph_max: 8.4, drainage: 'moderate' });
    expect(res.body.data.suitable_crops.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['wheat', 'rice', 'tomato']),
    );
    expect((await api.get('/api/soil-types/clay')).status).toBe(404);
  });

  it('GET /api/soil-types/crop/{cropId} answers the soils of a crop; an unknown crop is a 404', async () => {
    const res = await api.get(`/api/soil-types/crop/${cropIds.rice}`);
    expect(res.body.data.map((s: { slug: string }) => s.slug)).toContain('nile-alluvial-clay');
    expect((await api.get('/api/soil-types/crop/rice')).status).toBe(404);
    expect((await api.get('/api/soil-types/crop/987654321')).status).toBe(404);
  });

  it('lets administrators add, change and delete soils, checking pH; others are refused', async () => {
    expect((await api.post('/api/soil-types', { name: 'Peat' }, customer.token)).status).toBe(403);
    expect((await api.post('/api/soil-types', { name: 'Peat', ph_min: 6, ph_max: 5 }, admin.token)).body).toMatchObject(
      {
        field: 'ph_max',
        message: 'ph_max must be greater than or equal to ph_min',
      },
    );
    expect((await api.post('/api/soil-types', { name: 'Peat', ph_min: 15 }, admin.token)).body.field).toBe('ph_min');
    expect((await api.post('/api/soil-types', { name: 'Peat', crops: ['no-such-crop'] }, admin.token)).body.field).toBe(
      'crops',
    );
    const created = await api.post(
      '/api/soil-types',
      { name: 'Peat', ph_min: 4.5, ph_max: 6, crops: ['rice', cropIds.potato] },
      admin.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.suitable_crops.map((c: { slug: string }) => c.slug)).toEqual(['potato', 'rice']);
    const id = created.body.data.id;
    expect((await api.put(`/api/soil-types/${id}`, { ph_min: 7 }, admin.token)).body.field).toBe('ph_max');
    expect(
      (await api.put(`/api/soil-types/${id}`, { drainage: 'poor', crops: [] }, admin.token)).body.data,
    ).toMatchObject({ drainage: 'poor', suitable_crops: [] });
    expect((await api.del(`/api/soil-types/${id}`, admin.token)).body.message).toBe('Soil type deleted successfully');
    expect((await api.get(`/api/soil-types/${id}`)).status).toBe(404);
  });
});

// ─── Search ─────────────────────────────────────────────────────────────────────────────────────────

describe('searching crops and guides', () => {
  it('finds crops by English or Arabic name, forgiving a typo, best match first', async () => {
    expect((await searchCrops(t.db.sql, 'wheat', 5))[0]).toMatchObject({
      slug: 'wheat',
      title: 'Wheat',
      title_ar: 'القمح',
      crop_type: 'grain',
    });
    expect((await searchCrops(t.db.sql, 'القمح', 5))[0]?.slug).toBe('wheat');
    expect((await searchCrops(t.db.sql, 'tomatoe', 5))[0]?.slug).toBe('tomato');
    expect((await searchCrops(t.db.sql, 'date palm', 5))[0]?.slug).toBe('date-palm');
    expect(await searchCrops(t.db.sql, 'xylophone', 5)).toEqual([]);
  });

  it('finds guides by title and body, in English and Arabic', async () => {
    expect((await searchGuides(t.db.sql, 'rust', 5)).map((g) => g.slug)).toContain('growing-wheat-in-egypt');
    const [mango] = await searchGuides(t.db.sql, 'mango orchard', 5);
    expect(mango).toMatchObject({ slug: 'mango-orchard-management', crop: { slug: 'mango' } });
    const wheatTitleAr = referenceGuides().find((g) => g.slug === 'growing-wheat-in-egypt')!.title_ar;
    expect((await searchGuides(t.db.sql, wheatTitleAr, 5))[0]?.slug).toBe('growing-wheat-in-egypt');
  });

  it('GET /api/search/crops and /api/search/guides answer from these tables', async () => {
    const crops = await api.get('/api/search/crops?q=potato');
    expect(crops.status).toBe(200);
    expect(crops.body.data[0]).toMatchObject({ slug: 'potato', crop_type: 'vegetable' });
    const guides = await api.get('/api/search/guides?q=potatoes');
    expect(guides.body.data[0]).toMatchObject({ slug: 'potatoes-three-plantings' });
    const all = await api.get('/api/search?q=onion');
    expect(all.body.data.crops.map((c: { slug: string }) => c.slug)).toContain('onion');
    expect(all.body.data.guides.map((g: { slug: string }) => g.slug)).toContain('winter-onions');
  });
});
