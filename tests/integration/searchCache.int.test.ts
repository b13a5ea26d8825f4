import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCaches } from '../../src/server/cache';
import {
  type PageRequest,
  type ProductFilters,
  type Viewer,
  findProducts,
  uncachedSearch,
} from '../../src/server/catalogue/products';
import { searchCacheOf } from '../../src/server/catalogue/searchCache';
import { connect } from '../../src/server/db';
import type { ProductCategory, ResolvedSort } from '../../src/shared/catalogue';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * The product search cache (src/server/catalogue/searchCache.ts) against the SQL it stands in for: on a generated
 * catalogue, every search, filter, sort and page answers exactly what `uncachedSearch` answers — and still does
 * after writes of every kind that a search depends on (price, rating, availability, names, deletes, inserts), made
 * between cached reads and also from another connection pool (another server process), which shares no memory.
 */

let db: TestDatabase;
let otherServer: TestDatabase['sql'];

const NOUNS: [string, string, ProductCategory][] = [
  ['Tomato Seeds', 'بذور طماطم', 'seeds'],
  ['Cucumber Seeds', 'بذور خيار', 'seeds'],
  ['Drip Line', 'خرطوم تنقيط', 'irrigation'],
  ['Water Pump', 'طلمبة مياه', 'irrigation'],
  ['Pruning Shears', 'مقص تقليم', 'tools'],
  ['Urea Fertilizer', 'سماد يوريا', 'fertilizers'],
  ['Tomato Seedlings', 'شتلات طماطم', 'plants'],
  ['Clay Pot', 'قصرية فخار', 'pots_planters'],
];
const BRANDS = ['Syngenta', 'Netafim', 'Bahco', 'Abu Qir', 'Evergrow'];
const WORDS = [
  'tomato',
  'seeds',
  'drip',
  'pump',
  'syngenta',
  'طماطم',
  'tomatto',
  'pruning shears',
  'nothing-like-this',
  'pot',
];

beforeAll(async () => {
  db = await createTestDatabase();
  otherServer = connect(db.url, 2);
  const rows = Array.from({ length: 240 }, (_, i) => {
    const [noun, nounAr, category] = NOUNS[i % NOUNS.length]!;
    const brand = BRANDS[(i * 7) % BRANDS.length]!;
    return {
      slug: `p-${i}`,
      name: `${brand} ${noun} ${i % 9}`,
      name_ar: `${nounAr} ${brand}`,
      brand,
      category,
      price: Math.round(((i * 37) % 900) + 10 + (i % 3) * 0.25),
      rating: ((i * 13) % 50) / 10,
      is_available: i % 11 !== 0,
      is_active: i % 17 !== 0,
      approval_status: i % 23 === 0 ? 'pending' : 'approved',
      // Equal timestamps and prices on purpose: ties must break by id exactly as in SQL.
      created_at: new Date(Date.UTC(2026, 0, 1 + (i % 40))),
    };
  });
  await db.sql`insert into products ${db.sql(rows)}`;
}, 60_000);

afterAll(async () => {
  await otherServer?.end({ timeout: 5 });
  await db?.close();
});

const SORTS: ResolvedSort[] = [
  { by: 'relevance' },
  ...(['created_at', 'price', 'rating', 'name'] as const).flatMap((by) =>
    (['ASC', 'DESC'] as const).map((order) => ({ by, order })),
  ),
];

const arbQuery = fc.record({
  search: fc.constantFrom(...WORDS),
  categories: fc.option(fc.subarray([...new Set(NOUNS.map((n) => n[2]))], { minLength: 1, maxLength: 2 }), {
    nil: undefined,
  }),
  is_active: fc.option(fc.boolean(), { nil: undefined }),
  is_available: fc.option(fc.boolean(), { nil: undefined }),
  brand: fc.option(fc.constantFrom(...BRANDS), { nil: undefined }),
  min_price: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
  max_price: fc.option(fc.integer({ min: 100, max: 1000 }), { nil: undefined }),
  price_range: fc.option(fc.constantFrom('budget', 'mid_range', 'premium' as const), { nil: undefined }),
  min_rating: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  sort: fc.constantFrom(...SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  limit: fc.constantFrom(1, 5, 20),
  admin: fc.boolean(),
});
type Query = typeof arbQuery extends fc.Arbitrary<infer T> ? T : never;

function parts(q: Query): [ProductFilters & { search: string }, PageRequest, Viewer] {
  const { sort, page, limit, admin, ...filters } = q;
  return [filters, { sort, page, limit }, { isAdmin: admin }];
}

/** The cached answer equals the SQL's: the same products (in full) in the same order, and the same pagination. */
async function expectSame(q: Query, sql = db.sql) {
  const [filters, page, viewer] = parts(q);
  const cached = await findProducts(sql, filters, page, viewer);
  const direct = await uncachedSearch(sql, filters, page, viewer);
  expect(cached.pagination).toEqual(direct.pagination);
  expect(cached.items).toEqual(direct.items);
}

describe('the product search cache', () => {
  it('answers every search, filter, sort and page exactly as the SQL does', async () => {
    await fc.assert(
      fc.asyncProperty(arbQuery, (q) => expectSame(q)),
      { numRuns: 300 },
    );
    expect(searchCacheOf(db.sql).size).toBeGreaterThan(0);
  }, 120_000);

  const WRITES = [
    (id: string) => db.sql`update products set price = price + 7.5 where id = ${id}`,
    (id: string) => db.sql`update products set rating = 5 - rating where id = ${id}`,
    (id: string) => db.sql`update products set is_available = not is_available where id = ${id}`,
    (id: string) => db.sql`update products set name = 'Zulu Tomato Seeds ' || id where id = ${id}`,
    (id: string) => db.sql`update products set deleted_at = now() where id = ${id}`,
    (id: string) => db.sql`update products set approval_status = 'approved', is_active = true where id = ${id}`,
    (id: string) => otherServer`update products set brand = 'Netafim', name_ar = 'طماطم جديدة' where id = ${id}`,
    (id: string) =>
      otherServer`insert into products (slug, name, brand, category, price, rating) values (${`new-${id}-${Date.now()}`}, 'Fresh Tomato Seeds', 'Syngenta', 'seeds', 55, 4.2)`,
  ];

  it('stays exact through writes between reads, from this server and from another', async () => {
    const ids = (await db.sql<{ id: string }[]>`select id::text as id from products order by id`).map((r) => r.id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(WRITES.length - 1), fc.constantFrom(...ids), arbQuery), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps) => {
          for (const [write, id, q] of steps) {
            await expectSame(q); // fill the cache
            await WRITES[write]!(id);
            await expectSame(q);
            await expectSame({ ...q, admin: !q.admin }, otherServer);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  it('leaves stock changes and sales counts out: a checkout does not empty it', async () => {
    const q: Query = {
      search: 'tomato',
      categories: undefined,
      is_active: undefined,
      is_available: undefined,
      brand: undefined,
      min_price: undefined,
      max_price: undefined,
      price_range: undefined,
      min_rating: undefined,
      sort: { by: 'relevance' },
      page: 1,
      limit: 20,
      admin: false,
    };
    await expectSame(q);
    const [before] = await db.sql<{ token: string }[]>`select token from catalogue_version`;
    await db.sql`update products set stock_quantity = stock_quantity + 1, order_count = order_count + 1, updated_at = now()`;
    const [after] = await db.sql<{ token: string }[]>`select token from catalogue_version`;
    expect(after!.token).toBe(before!.token);
    await db.sql`update products set price = price where id = (select min(id) from products)`;
    expect((await db.sql<{ token: string }[]>`select token from catalogue_version`)[0]!.token).toBe(before!.token);
  });

  it('changes the token once per transaction, at commit, and never for a rolled-back change', async () => {
    const token = async () => (await db.sql<{ token: string }[]>`select token from catalogue_version`)[0]!.token;
    const t0 = await token();
    await db.sql.begin(async (tx) => {
      await tx`update products set price = price + 1 where id in (select id from products order by id limit 3)`;
      // Deferred: the writer's own transaction has not changed it yet, nor has anyone else seen a change.
      expect((await tx<{ token: string }[]>`select token from catalogue_version`)[0]!.token).toBe(t0);
    });
    const t1 = await token();
    expect(t1).not.toBe(t0);
    await db.sql
      .begin(async (tx) => {
        await tx`update products set price = price + 1 where id in (select id from products order by id limit 3)`;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await token()).toBe(t1);
  });

  it('is emptied by the admin cache clear', async () => {
    await findProducts(
      db.sql,
      { search: 'pump' },
      { page: 1, limit: 5, sort: { by: 'relevance' } },
      { isAdmin: false },
    );
    expect(searchCacheOf(db.sql).size).toBeGreaterThan(0);
    const { cleared } = await clearCaches({ sql: db.sql });
    expect(cleared.find((c) => c.name === 'product-search')?.entries).toBeGreaterThan(0);
    expect(searchCacheOf(db.sql).size).toBe(0);
  });
});
