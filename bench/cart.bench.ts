import { randomUUID } from 'node:crypto';
import { cartDecider } from '../src/events/cart/businessLogic';
import { handleCartCommand } from '../src/events/cart/commandHandler';
import { foldEvents } from '../src/events/decider';
import { readStream } from '../src/events/store';
import { type CartActor, addToCart, productFacts, removeCartItem } from '../src/server/cart/cart';
import { createTestDatabase } from '../tests/helpers/services';

/**
 * Add-to-cart latency on a new cart against a cart with 5,000 past events (issue 6: at most 1.5×). The history is
 * made through the real command path: add/remove cycles in one cart lifetime, so no lifetime boundary helps — only
 * the snapshot in `carts` does. Each measured call is the server's whole add-to-cart (product read, the command's
 * transaction, the cart read back), alternating between the two carts. Also prints what loading the long cart would
 * cost without its snapshot (read and fold all its events).
 */
const HISTORY = 5_000;
const RUNS = 300;
const WARM_UP = 30;
const TARGET = 1.5;

const db = await createTestDatabase({ poolSize: 10 });
try {
  const { sql } = db;
  const newUser = async (n: string) =>
    (
      await sql<
        { id: string }[]
      >`insert into users (email, password_hash, first_name, last_name) values (${`${n}@bench.test`}, 'x', 'Bench', ${n}) returning id::text as id`
    )[0]!.id;
  const product = async (slug: string) =>
    (
      await sql<
        { id: string }[]
      >`insert into products (slug, name, category, price, stock_quantity) values (${slug}, ${slug}, 'seeds', 25.5, 100000) returning id::text as id`
    )[0]!.id;
  const [kept, cycled] = [await product('kept-seeds'), await product('cycled-seeds')];

  // The long cart: one line kept, then add/remove cycles of another product up to HISTORY events.
  const longUser = await newUser('long');
  const command = (data: object, type: 'AddItem' | 'RemoveItem') =>
    ({ type, data, metadata: { now: new Date() } }) as never;
  const t0 = performance.now();
  await handleCartCommand(
    sql,
    longUser,
    command({ product: await productFacts(sql, kept), quantity: 1, newItemId: randomUUID() }, 'AddItem'),
  );
  const cycledFacts = await productFacts(sql, cycled);
  while (true) {
    const { version, state } = await handleCartCommand(
      sql,
      longUser,
      command({ product: cycledFacts, quantity: 1, newItemId: randomUUID() }, 'AddItem'),
    );
    if (version >= HISTORY) break;
    const line = state.status === 'open' ? state.lines.find((l) => l.productId === cycled) : undefined;
    await handleCartCommand(sql, longUser, command({ itemId: line!.itemId }, 'RemoveItem'));
  }
  const streamId = (await sql<{ stream_id: string }[]>`select stream_id from carts where user_id = ${longUser}`)[0]!
    .stream_id;
  const history = (await readStream(sql, streamId)).length;
  console.log(
    `history: ${history} events on ${streamId}, made in ${((performance.now() - t0) / 1000).toFixed(1)} s (${db.mode})`,
  );

  // Remove the cycled line so that each measured add on the long cart adds a new line, as on a new cart.
  const lineOf = async (userId: string) =>
    (
      await sql<
        { item_id: string }[]
      >`select item_id::text as item_id from cart_items where user_id = ${userId} and product_id = ${cycled}`
    )[0]!.item_id;
  await removeCartItem(sql, { userId: longUser, now: new Date() }, await lineOf(longUser));

  const newCartUsers = await Promise.all(Array.from({ length: RUNS + WARM_UP }, (_, i) => newUser(`new-${i}`)));
  const timed = async (actor: CartActor) => {
    const start = performance.now();
    await addToCart(sql, actor, cycled, 1);
    return performance.now() - start;
  };
  const onNew: number[] = [];
  const onLong: number[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const a = await timed({ userId: newCartUsers[i]!, now: new Date() });
    const b = await timed({ userId: longUser, now: new Date() });
    await removeCartItem(sql, { userId: longUser, now: new Date() }, await lineOf(longUser));
    if (i >= WARM_UP) {
      onNew.push(a);
      onLong.push(b);
    }
  }

  const stats = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
  };
  const [n, l] = [stats(onNew), stats(onLong)];
  const ratio = l.median / n.median;
  console.log(
    `add to cart, new cart:         median ${n.median.toFixed(2)} ms, p95 ${n.p95.toFixed(2)} ms (${RUNS} runs)`,
  );
  console.log(
    `add to cart, ${history}-event cart: median ${l.median.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms (${RUNS} runs)`,
  );
  console.log(`ratio (medians): ${ratio.toFixed(2)}× — target ≤ ${TARGET}×: ${ratio <= TARGET ? 'met' : 'NOT MET'}`);

  const r0 = performance.now();
  const all = await readStream(sql, streamId);
  foldEvents(cartDecider, all);
  console.log(
    `for comparison, loading that cart (now ${all.length} events) without its snapshot: read and folded in ${(performance.now() - r0).toFixed(1)} ms`,
  );
  if (ratio > TARGET) process.exitCode = 1;
} finally {
  await db.close();
}
