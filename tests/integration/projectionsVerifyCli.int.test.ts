import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections, inlineProjections } from '../../src/events/projections';
import { drainProjections, rebuildInline } from '../../src/server/projections/runner';
import { PROJECTION_TABLES, lastVerification, verifyProjections } from '../../src/server/projections/verify';
import { orderHistory, writeHistory } from '../helpers/orderHistory';
import { eventsVisible } from '../helpers/projections';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * Issue 37, item 3: `npm run projections:verify` replays the log into scratch tables for every projection, async and
 * inline, compares them row by row with the live ones, prints what differs and exits non-zero on any difference.
 * `projections:rebuild` rebuilds the inline projections too.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`
    insert into users (email, password_hash, first_name, last_name)
    select 'v' || n || '@example.com', 'x', 'Grower', 'No. ' || n from generate_series(1, 12) as n`;
  const users = (await db.sql<{ id: string }[]>`select id::text as id from users order by id`).map((u) => u.id);
  const products = await db.sql<{ id: string; name: string; price: number }[]>`
    insert into products (slug, name, category, price, stock_quantity)
    select 'v-' || n, 'Product ' || n, (array['seeds','tools','fertilizers'])[1 + n % 3], 10 + n, 1000 from generate_series(1, 8) as n
    returning id::text as id, name, price::float8 as price`;
  const now = new Date();
  await writeHistory(
    db.sql,
    orderHistory({
      orders: 40,
      users,
      products,
      firstOrderId: 1,
      from: new Date(now.getTime() - 5 * 86_400_000),
      to: now,
      seed: 37,
    }),
  );
  await eventsVisible(db.sql);
  // The history was written straight to the log: the inline read models are built by the rebuild, the async ones caught up.
  await rebuildInline(
    db.sql,
    inlineProjections,
    inlineProjections.flatMap((p) => PROJECTION_TABLES[p.name]!.map((t) => t.table)),
  );
  await drainProjections(db.sql, asyncProjections);
});
afterAll(() => db?.close());

/** `npm run projections:verify [name]` against the test database, as an operator runs it. */
function verifyCli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/verify.ts', ...args], {
    env: { ...process.env, DATABASE_URL: db.url, JWT_SECRET: 'v'.repeat(40), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('projections:verify', () => {
  it('knows every projection: each names the tables it is compared by', () => {
    for (const p of [...asyncProjections, ...inlineProjections])
      expect(PROJECTION_TABLES, p.name).toHaveProperty(p.name);
  });

  it('passes on projections that equal their replay, and records the run', async () => {
    const { code, out } = verifyCli();
    expect(out).toContain('Every projection equals its replay');
    expect(out).toMatch(/ok +orders: \d+ events replayed/);
    expect(code).toBe(0);
    expect(await lastVerification(db.sql)).toMatchObject({ ok: true, differingRows: 0 });
  });

  it('finds a row changed by hand in an async projection, prints it and exits 1', async () => {
    const [row] = await db.sql<{ product_id: string }[]>`
      update product_sales set orders = orders + 1 where product_id = (select min(product_id) from product_sales) returning product_id::text`;
    const { code, out } = verifyCli('product-sales');
    expect(code).toBe(1);
    expect(out).toContain('DRIFT product-sales');
    expect(out).toMatch(new RegExp(`changed +live \\{[^\\n]*"product_id": ?${row!.product_id}\\b`));
    expect(await lastVerification(db.sql)).toMatchObject({
      ok: false,
      differingTables: expect.arrayContaining(['product-sales/product_sales']),
    });
    await db.sql`update product_sales set orders = orders - 1 where product_id = ${row!.product_id}`;
  });

  it('finds an inline row (an order) changed, and a row missing, and a rebuild of the inline projections mends both', async () => {
    await db.sql`update orders set total = total + 1 where id = (select min(id) from orders)`;
    await db.sql`delete from order_lines where (order_id, line_no) = (select order_id, line_no from order_lines order by order_id desc, line_no limit 1)`;
    const drift = await verifyProjections(db.url, { projections: inlineProjections });
    expect(drift.ok).toBe(false);
    const orders = drift.tables.find((t) => t.table === 'orders')!;
    expect(orders.rows.map((r) => r.kind)).toEqual(['changed']);
    const lines = drift.tables.find((t) => t.table === 'order_lines')!;
    expect(lines.rows.map((r) => r.kind)).toEqual(['missing']);
    const rebuild = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/rebuild.ts', 'orders'], {
      env: { ...process.env, DATABASE_URL: db.url, JWT_SECRET: 'v'.repeat(40) },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect((await verifyProjections(db.url)).ok).toBe(true);
  });

  it('refuses a projection it does not know (exit 2)', () => {
    const { code, out } = verifyCli('no-such-projection');
    expect(code).toBe(2);
    expect(out).toContain('No projection named');
  });
});
