import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { handleCartCommand } from '../src/events/cart/commandHandler';
import { productFacts } from '../src/server/cart/cart';
import type { Sql } from '../src/server/db';
import { placeOrder } from '../src/server/orders/checkout';
import { ZCheckoutForm } from '../src/shared/schemas/checkout';
import { createTestDatabase, postgresServer } from '../tests/helpers/services';

/**
 * Checkout with 50 concurrent customers for ~10 s (issue 7: ≥ 300 orders/s, p95 ≤ 50 ms, ≤ 10 SQL statements per
 * order). Each customer loops: put a product in the cart (not timed), then check out (timed: the server's whole
 * placeOrder — the transaction with stock, OrderPlaced, orders read model and CartCheckedOut). Orders/s is counted over
 * the wall clock, cart refills included. Statements are counted with postgres.js's `debug` hook over a sequential run,
 * so each order's statements are its own (BEGIN and COMMIT included).
 */
const CUSTOMERS = 50;
const SECONDS = 10;
const PRODUCTS = 200;
const POOL = Number(process.env.CHECKOUT_POOL ?? 10);

const db = await createTestDatabase({ poolSize: 2 });
const server = await postgresServer();
let statements = 0;
const sql = (
  server
    ? postgres(Object.assign(new URL(server), { pathname: `/${db.name}` }).toString(), {
        max: POOL,
        onnotice: () => {},
        connection: { jit: 'off' }, // as the server's own connections (src/server/db.ts)
        types: { bigint: postgres.BigInt },
        transform: { undefined: null },
        debug: () => {
          statements++;
        },
      })
    : db.sql
) as unknown as Sql;
try {
  const users = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, i) =>
      (await sql<{ id: string }[]>`insert into users (email, password_hash, first_name, last_name) values (${`c${i}@bench.test`}, 'x', 'Bench', ${`C${i}`}) returning id::text as id`)[0]!.id),
  );
  const products = await sql<{ id: string }[]>`
    insert into products (slug, name, category, price, stock_quantity)
    select 'bench-' || n, 'Bench product ' || n, 'seeds', 10 + n % 90, 1000000 from generate_series(1, ${PRODUCTS}) as n
    returning id::text as id`;
  const facts = await Promise.all(products.map((p) => productFacts(sql, p.id)));
  const input = ZCheckoutForm.parse({
    shipping_address: { first_name: 'Ahmed', last_name: 'Hassan', phone: '+20 100 123 4567', address: '12 Nile Street', city: 'Cairo' },
    payment_method: 'cod',
  });
  const fillCart = (userId: string) =>
    handleCartCommand(sql, userId, {
      type: 'AddItem',
      data: { product: facts[Math.floor(Math.random() * facts.length)]!, quantity: 1 + Math.floor(Math.random() * 3), newItemId: randomUUID() },
      metadata: { now: new Date() },
    });
  const checkOut = (userId: string, key: string) => placeOrder(sql, { userId, now: new Date() }, { ...input, idempotency_key: key });

  // Statements per order: a sequential run, one checkout at a time.
  const SAMPLE = 50;
  let counted = 0;
  for (let i = 0; i < SAMPLE; i++) {
    const user = users[i % users.length]!;
    await fillCart(user);
    const before = statements;
    await checkOut(user, randomUUID());
    counted += statements - before;
  }

  // Throughput and latency: 50 customers at once.
  const latencies: number[] = [];
  let conflicts = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < end) {
        await fillCart(user);
        const t0 = performance.now();
        try {
          await checkOut(user, randomUUID());
          latencies.push(performance.now() - t0);
        } catch {
          conflicts++;
        }
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const perSecond = latencies.length / wall;
  const perOrder = counted / SAMPLE;
  console.log(`checkout (${db.mode}, pool ${POOL}, ${CUSTOMERS} customers, ${wall.toFixed(1)} s): ${latencies.length} orders, ${perSecond.toFixed(0)} orders/s`);
  console.log(`latency p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms; failed ${conflicts}`);
  console.log(`SQL statements per order: ${perOrder.toFixed(1)} (BEGIN and COMMIT included)${server ? '' : ' — not counted on the embedded database'}`);
  const ok = perSecond >= 300 && pct(95) <= 50 && perOrder <= 10;
  console.log(`targets (≥ 300 orders/s, p95 ≤ 50 ms, ≤ 10 statements): ${ok ? 'met' : 'NOT met'}`);
} finally {
  if (sql !== db.sql) await sql.end();
  await db.close();
}
