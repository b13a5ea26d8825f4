import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { demoFiles } from '../../src/server/demo/content';
import { referenceFiles } from '../../src/server/reference/content';
import { seedDatabase } from '../../src/server/seed';
import { openServices } from '../../src/server/services';
import { silentLog } from '../helpers/app';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * What a start seeds (src/server/seed.ts): the reference content of content/reference on every database, the demo
 * fixtures of content/demo only with DEMO_DATA=1, each set once, whatever the order of the starts.
 */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

/** Start and stop the server's services on the test database, as `npm start` opens them. */
async function startOnce(demoData: '0' | '1'): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: t.url!,
    DEMO_DATA: demoData,
    DATA_DIR: `/tmp/fellah-test-data-${process.pid}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
  });
  const services = await openServices(config, silentLog, { worker: false });
  await services.close();
}

const count = async (table: string) => Number((await t.sql`select count(*)::int as n from ${t.sql(table)}`)[0]!.n);
const seededSets = async () =>
  (await t.sql<{ name: string }[]>`select name from demo_data_loads order by name`).map((r) => r.name);
const demoCustomerRows = () => t.sql`select 1 from users where email = ${demoFiles.customer.load().email}`;

describe('a start with DEMO_DATA=0 on a fresh database', () => {
  /** How many times each file of content/demo was read during the start. */
  let demoReads: Record<string, number>;
  beforeAll(async () => {
    const spies = Object.entries(demoFiles).map(([name, file]) => [name, vi.spyOn(file, 'load')] as const);
    await startOnce('0');
    demoReads = Object.fromEntries(spies.map(([name, spy]) => [name, spy.mock.calls.length]));
    for (const [, spy] of spies) spy.mockRestore();
  });

  it('reads no file of content/demo', () => {
    expect(
      Object.values(demoReads).every((reads) => reads === 0),
      JSON.stringify(demoReads),
    ).toBe(true);
  });

  it('seeds the reference content: crops, soils, guides, seasonal tasks, markets and quizzes', async () => {
    expect(await count('crops')).toBe(referenceFiles.crops.load().length);
    expect(await count('soil_types')).toBe(referenceFiles.soils.load().length);
    expect(await count('guides')).toBe(referenceFiles.guides.load().length);
    expect(await count('seasonal_tasks')).toBe(referenceFiles.seasonalTasks.load().length);
    expect(await count('markets')).toBe(referenceFiles.markets.load().length);
    expect(await count('quizzes')).toBe(referenceFiles.quizzes.load().length);
    expect(await seededSets()).toEqual(['reference-knowledge', 'reference-quizzes']);
  });

  it('seeds no demo fixture: no demo customer, products, reviews, sample prices or coupons', async () => {
    expect(await demoCustomerRows()).toHaveLength(0);
    for (const table of ['products', 'product_reviews', 'market_prices', 'coupons', 'credit_lines'])
      expect(await count(table), table).toBe(0);
  });
});

describe('a later start with DEMO_DATA=1 on the same database', () => {
  beforeAll(() => startOnce('1'));

  it('adds the demo fixtures and leaves the reference content as it was', async () => {
    expect(await demoCustomerRows()).toHaveLength(1);
    expect(await count('products')).toBe(demoFiles.products.load().length);
    expect(await count('market_prices')).toBeGreaterThan(0);
    expect(await count('coupons')).toBe(demoFiles.coupons.load().length);
    expect(await count('seasonal_tasks')).toBe(referenceFiles.seasonalTasks.load().length);
    expect(await seededSets()).toEqual([
      'demo-catalogue',
      'demo-catalogue-crops',
      'demo-catalogue-texts-ar',
      'demo-coupons',
      'demo-credit-line',
      'demo-customer',
      'demo-prices',
      'demo-reviews',
      'reference-knowledge',
      'reference-quizzes',
    ]);
    expect(await seedDatabase(t.sql, { demoData: true })).toEqual([]);
  });
});

describe('a database seeded before the reference content was split from the demo data', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createTestDatabase();
  });
  afterAll(() => old?.close());

  it("loads neither the reference content nor the sample prices again: 'demo-knowledge' and 'demo-quizzes' held them", async () => {
    await old.sql`insert into demo_data_loads (name) values ('demo-knowledge'), ('demo-quizzes'), ('demo-customer')`;
    expect(await seedDatabase(old.sql, { demoData: true })).toEqual([
      'demo-catalogue',
      'demo-catalogue-texts-ar',
      'demo-catalogue-crops',
      'demo-reviews',
      'demo-coupons',
      'demo-credit-line',
    ]);
    expect(Number((await old.sql`select count(*)::int as n from seasonal_tasks`)[0]!.n)).toBe(0);
  });
});
