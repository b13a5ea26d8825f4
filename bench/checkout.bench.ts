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
 * placeOrder — the transaction with stock, OrderPlaced, orders read model and CartCheckedOut). Two phases: saturation
 * (each customer checks out again at once: the most orders/s, counted over the wall clock, cart refills included) and
 * the target rate (300 orders/s on a fixed schedule: the latency at that rate, backlog included). Statements are counted with postgres.js's `debug` hook over a sequential run,
 * so each order's statements are its own (BEGIN and COMMIT included).
 */
const CUSTOMERS = 50;
const TARGET_RATE = 300;
const SECONDS = 10;
const PRODUCTS = 200;
const POOL = Number(process.env.CHECKOUT_POOL ?? 10);

const db = await createTestDatabase({ poolSize: 2 });
const server = await postgresServer();
let statements = 0;
/**
 * A client as the server's own (src/server/db.ts). The counting one has postgres.js's `debug` hook, which also makes
 * every query capture a stack trace (an Error per query): it runs the sequential count only, never a timed phase.
 */
const client = (counting: boolean) =>
  (server
    ? postgres(Object.assign(new URL(server), { pathname: `/${db.name}` }).toString(), {
        max: POOL,
        onnotice: () => {},
        connection: { jit: 'off' },
        types: { bigint: postgres.BigInt },
        transform: { undefined: null },
        ...(counting && {
          debug: (_c: number, q: string) => {
            if (process.env.DEBUG_SQL) console.log(statements, q.replace(/\s+/g, ' ').slice(0, 100));
            statements++;
          },
        }),
      })
    : db.sql) as unknown as Sql;
const sql = client(false);
const countingSql = client(true);
try {
  const users = await Promise.all(
    Array.from(
      { length: CUSTOMERS },
      async (_, i) =>
        (
          await sql<
            { id: string }[]
          >`insert into users (email, password_hash, first_name, last_name) values (${`c${i}@bench.test`}, 'x', 'Bench', ${`C${i}`}) returning id::text as id`
        )[0]!.id,
    ),
  );
  const products = await sql<{ id: string }[]>`
    insert into products (slug, name, category, price, stock_quantity)
    select 'bench-' || n, 'Bench product ' || n, 'seeds', 10 + n % 90, 1000000 from generate_series(1, ${PRODUCTS}) as n
    returning id::text as id`;
  const facts = await Promise.all(products.map((p) => productFacts(sql, p.id)));
  const input = ZCheckoutForm.parse({
    shipping_address: {
      first_name: 'Ahmed',
      last_name: 'Hassan',
      phone: '+20 100 123 4567',
      address: '12 Nile Street',
      city: 'Cairo',
    },
    payment_method: 'cod',
  });
  const fillCart = (userId: string, on = sql) =>
    handleCartCommand(on, userId, {
      type: 'AddItem',
      data: {
        product: facts[Math.floor(Math.random() * facts.length)]!,
        quantity: 1 + Math.floor(Math.random() * 3),
        newItemId: randomUUID(),
      },
      metadata: { now: new Date() },
    });
  const checkOut = (userId: string, key: string, on = sql) =>
    placeOrder(on, { userId, now: new Date() }, { ...input, idempotency_key: key });

  // Statements per order: a sequential run, one checkout at a time, after one unmeasured checkout (the settings are
  // read once per process and kept for a few seconds, not per order). DEBUG_SQL=1 prints each statement.
  await fillCart(users[0]!, countingSql);
  await checkOut(users[0]!, randomUUID(), countingSql);
  const SAMPLE = 50;
  let counted = 0;
  for (let i = 0; i < SAMPLE; i++) {
    const user = users[i % users.length]!;
    await fillCart(user, countingSql);
    const before = statements;
    await checkOut(user, randomUUID(), countingSql);
    counted += statements - before;
    if (process.env.DEBUG_SQL) console.log(`--- that order: ${statements - before} statements`);
  }

  // Saturation: 50 customers at once, each checking out again as soon as it can (a closed loop): the most orders/s.
  const saturated = await measure(async (user, record) => {
    const end = performance.now() + SECONDS * 1000;
    while (performance.now() < end) {
      await fillCart(user);
      await record(0);
    }
  });

  // Latency at the target rate: the 50 customers check out 300 times a second between them (6 each, on a fixed
  // schedule, an open loop). A customer behind its schedule starts at once, and the lag is added to that order's
  // latency, so a backlog shows in the percentiles instead of being hidden by the callers slowing down.
  const perCustomer = TARGET_RATE / CUSTOMERS;
  const paced = await measure(async (user, record, index) => {
    const start = performance.now() + (index / CUSTOMERS) * (1000 / perCustomer);
    for (let k = 0; k < SECONDS * perCustomer; k++) {
      const due = start + (k * 1000) / perCustomer;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const lag = Math.max(0, performance.now() - due);
      await fillCart(user);
      await record(lag);
    }
  });

  const perOrder = counted / SAMPLE;
  console.log(`checkout (${db.mode}, pool ${POOL}, ${CUSTOMERS} customers, ${SECONDS} s per phase)`);
  console.log(`  saturation (closed loop): ${saturated.summary}`);
  console.log(`  at ${TARGET_RATE} orders/s offered (open loop): ${paced.summary}`);
  console.log(
    `SQL statements per order: ${perOrder.toFixed(2)} (BEGIN and COMMIT included)${server ? '' : ' — not counted on the embedded database'}`,
  );
  const ok =
    saturated.perSecond >= TARGET_RATE && paced.perSecond >= TARGET_RATE * 0.98 && paced.p95 <= 50 && perOrder <= 10;
  console.log(
    `targets (≥ ${TARGET_RATE} orders/s, p95 ≤ 50 ms at that rate, ≤ 10 statements): ${ok ? 'met' : 'NOT met'}`,
  );

  /** Runs one phase: each customer's loop calls `record(lag)` to time one checkout (its cart already filled). */
  async function measure(loop: (user: string, record: (lag: number) => Promise<void>, index: number) => Promise<void>) {
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      users.map((user, index) =>
        loop(
          user,
          async (lag) => {
            const t0 = performance.now();
            try {
              await checkOut(user, randomUUID());
              latencies.push(lag + performance.now() - t0);
            } catch {
              failed++;
            }
          },
          index,
        ),
      ),
    );
    const wall = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
    const perSecond = latencies.length / wall;
    const summary = `${latencies.length} orders in ${wall.toFixed(1)} s = ${perSecond.toFixed(0)} orders/s; p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms; failed ${failed}`;
    return { perSecond, p95: pct(95), summary };
  }
} finally {
  if (sql !== db.sql) await Promise.all([sql.end(), countingSql.end()]);
  await db.close();
}
