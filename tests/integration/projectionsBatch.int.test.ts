import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent, OrderLine } from '../../src/events/order/order';
import { type ProjectionContext, handles } from '../../src/events/projection';
import { asyncProjections } from '../../src/events/projections';
import { PlacedOrders } from '../../src/events/projections/placedOrders';
import { OutboxMail } from '../../src/server/projections/outboxMail';
import { type CatchUpResult, catchUpAll, drainProjections, rebuildAll } from '../../src/server/projections/runner';
import { START, readAll } from '../../src/events/store';
import type { HistoryEvent } from '../helpers/orderHistory';
import { inTimeOrder, insertEvents, orderAmounts, placedEvent } from '../helpers/orderHistory';
import { projectionRows, sideEffectRows } from '../helpers/projections';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * The batch path (applyBatch, used by every runner and by rebuilds) must leave the same rows as applying each event on
 * its own (apply, one transaction per event). fast-check makes random histories — orders of several customers
 * interleaved, cancelled from pending or confirmed, delivered and refunded in part or in full, times on both sides of
 * midnight in Cairo, some recent (e-mailed) and some old — and both paths run over the same log. The batched run also
 * starts its projections from different checkpoints (part of the log caught up per projection with its own batch
 * size, the rest all together), and a rebuild from zero must land on the same rows again.
 */

let db: TestDatabase;
const users: string[] = [];
const products: { id: string; name: string; price: number }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const people = [
    { name: 'Omar', prefs: '{}', status: 'active' },
    { name: 'Amina', prefs: '{"language":"ar"}', status: 'active' },
    { name: 'Hoda', prefs: '{"language":"ar","notifications":{"order_updates":false}}', status: 'active' },
    { name: 'Karim', prefs: '{}', status: 'deactivated' },
  ];
  for (const [i, p] of people.entries()) {
    const [row] = await db.sql<{ id: string }[]>`
      insert into users (email, password_hash, first_name, last_name, preferences, status)
      values (${`batch${i}@example.com`}, 'x', ${p.name}, 'Grower', ${p.prefs}::jsonb, ${p.status}) returning id::text as id`;
    users.push(row!.id);
  }
  const catalogue = [
    ['Tomato Seeds', 'seeds', 12.5],
    ['Urea 46%', 'fertilizers', 100.5],
    ['Steel Hoe', 'tools', 300],
    ['Drip Line', 'irrigation', 45.25],
    ['Cucumber Seeds', 'seeds', 33.33],
  ] as const;
  for (const [i, [name, category, price]] of catalogue.entries()) {
    const [row] = await db.sql<{ id: string }[]>`
      insert into products (slug, name, category, price, stock_quantity, order_count, base_order_count)
      values (${`batch-${i}`}, ${name}, ${category}, ${price}, 100, ${i * 3}, ${i * 3}) returning id::text as id`;
    products.push({ id: row!.id, name, price });
  }
});
afterAll(() => db?.close());

const MINUTE = 60_000;
/** Two places in time: ten days ago, an hour and a half before midnight in Cairo (no e-mail), and within the last day. */
const OLD_BASE = Date.parse('2026-10-28T20:30:00Z') - 0;
const recentBase = () => Date.now() - 20 * 60 * MINUTE;

interface OrderPlan {
  user: number;
  lines: { product: number; quantity: number }[];
  city: string;
  recent: boolean;
  startMinute: number;
  /** How far along pending → confirmed → processing → shipped → delivered → refunded it gets (0 = placed only). */
  reach: number;
  cancel: 'none' | 'pending' | 'confirmed';
  refundPercent: number;
  gaps: number[];
}

const orderPlan = fc.record({
  user: fc.nat({ max: 3 }),
  lines: fc.uniqueArray(fc.record({ product: fc.nat({ max: 4 }), quantity: fc.integer({ min: 1, max: 5 }) }), {
    minLength: 1,
    maxLength: 4,
    selector: (l) => l.product,
  }),
  city: fc.constantFrom('Cairo', 'Giza', ' Asyut '),
  recent: fc.boolean(),
  startMinute: fc.nat({ max: 240 }),
  reach: fc.nat({ max: 5 }),
  cancel: fc.constantFrom('none', 'none', 'pending', 'confirmed'),
  refundPercent: fc.integer({ min: 1, max: 100 }),
  gaps: fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 6, maxLength: 6 }),
}) as fc.Arbitrary<OrderPlan>;

/** The events of planned orders, in the order of their times (order ids from `firstId`). */
function historyOf(plans: OrderPlan[], firstId: number): HistoryEvent[] {
  const now = recentBase();
  const all: (HistoryEvent & { t: number })[] = [];
  plans.forEach((plan, i) => {
    const orderId = String(firstId + i);
    let t = (plan.recent ? now : OLD_BASE) + plan.startMinute * MINUTE;
    const lines: OrderLine[] = plan.lines.map((l) => ({
      ...products[l.product]!,
      product_id: products[l.product]!.id,
      image: null,
      quantity: l.quantity,
    }));
    const amounts = orderAmounts(lines, plan.user === 1);
    const { total } = amounts;
    const at = () => new Date(t).toISOString();
    const events: OrderEvent[] = [
      placedEvent({
        orderId,
        orderNumber: `FL-2026-${orderId.padStart(6, '0')}`,
        userId: users[plan.user]!,
        lines,
        address: {
          first_name: 'A',
          last_name: 'B',
          phone: '+20 100 000 0000',
          address: 'Street',
          city: plan.city,
          country: 'Egypt',
        },
        amounts,
        coupon: null,
        at: at(),
      }),
    ];
    const step = (k: number) => {
      t += plan.gaps[k]! * MINUTE;
      return { by: '1', at: at() };
    };
    if (plan.cancel === 'pending')
      events.push({ type: 'OrderCancelled', data: { reason: 'Changed my mind', ...step(0) } });
    else {
      const path: OrderEvent['type'][] = [
        'OrderConfirmed',
        'OrderProcessingStarted',
        'OrderShipped',
        'OrderDelivered',
        'OrderRefunded',
      ];
      const reach = plan.cancel === 'confirmed' ? 1 : plan.reach;
      for (let k = 0; k < reach; k++) {
        const type = path[k]!;
        if (type === 'OrderShipped')
          events.push({ type, data: { tracking_number: `EG${orderId}`, carrier: k % 2 ? 'Bosta' : null, ...step(k) } });
        else if (type === 'OrderRefunded')
          events.push({
            type,
            data: { amount: Math.max(1, Math.round((total * plan.refundPercent) / 100)) / 100, ...step(k) },
          });
        else events.push({ type, data: step(k) } as OrderEvent);
      }
      if (plan.cancel === 'confirmed') events.push({ type: 'OrderCancelled', data: { reason: null, ...step(5) } });
    }
    for (const [v, event] of events.entries())
      all.push({ orderId, version: v + 1, event, t: Date.parse(event.data.at) });
  });
  return inTimeOrder(all);
}

async function clean() {
  await db.sql.begin(async (tx) => {
    for (const p of asyncProjections) await p.reset(tx);
    await tx`delete from projection_checkpoints`;
    await tx`delete from notifications`;
    await tx`delete from mail_outbox`;
  });
}

/** Write the history in transactions of the given sizes (cycled), each committing before the next. */
async function write(history: HistoryEvent[], sizes: number[]) {
  for (let i = 0, k = 0; i < history.length; k++) {
    const n = sizes[k % sizes.length]!;
    const chunk = history.slice(i, i + n);
    await db.sql.begin((tx) => insertEvents(tx, chunk));
    i += n;
  }
}

/** Every event through every projection one at a time, each event in its own transaction (facts always read from the log). */
async function oneByOne(count: number) {
  let events = await readAll(db.sql, START, 100_000);
  for (let i = 0; events.length < count && i < 1_000; i++) {
    await new Promise((r) => setTimeout(r, 10));
    events = await readAll(db.sql, START, 100_000);
  }
  expect(events).toHaveLength(count);
  for (const event of events) {
    await db.sql.begin(async (tx) => {
      const context: ProjectionContext = { orders: new PlacedOrders(), mail: new OutboxMail('http://localhost:3000') };
      for (const p of asyncProjections) if (handles(p, event.type)) await p.apply(tx, event, context);
    });
  }
}

let nextOrderId = 1;

/**
 * Run a catch-up until nothing committed is left behind. The commit-order horizon is the whole server's: another
 * database's open transaction (other test files) can hide our fresh events for a moment.
 */
async function settled(run: () => Promise<CatchUpResult>) {
  for (let i = 0; i < 1_000; i++) {
    if (!(await run()).pending) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('events stayed hidden behind an open transaction');
}

describe('batched projections equal one-by-one application', () => {
  it('on random histories', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderPlan, { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 7 }), {
          minLength: asyncProjections.length,
          maxLength: asyncProjections.length,
        }),
        fc.integer({ min: 1, max: 11 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (plans, writeSizes, ownBatch, sharedBatch, split) => {
          const history = historyOf(plans, nextOrderId);
          nextOrderId += plans.length;
          await db.sql`delete from events`;
          await clean();
          await write(history, writeSizes);
          await oneByOne(history.length);
          const expected = { rows: await projectionRows(db.sql), effects: await sideEffectRows(db.sql) };

          // Batched: the log's first part caught up per projection (own batch sizes), the rest all together.
          await clean();
          await db.sql`delete from events`;
          const cut = Math.floor(history.length * split);
          await write(history.slice(0, cut), writeSizes);
          const placed = new PlacedOrders();
          for (const [i, p] of asyncProjections.entries())
            if (i % 2 === 0 || cut % 2 === 0)
              await settled(() => catchUpAll(db.sql, [p], { batchSize: ownBatch[i], placed }));
          await write(history.slice(cut), writeSizes);
          await settled(() => catchUpAll(db.sql, asyncProjections, { batchSize: sharedBatch, placed }));
          const batched = { rows: await projectionRows(db.sql), effects: await sideEffectRows(db.sql) };
          // Replaying events through their ids in the log: the positions of the two writes differ, so compare the
          // notifications without them.
          const dropPositions = (rows: string[]) => rows.map((r) => r.replace(/"source_position":"\d+",/, ''));
          expect(batched.rows).toEqual(expected.rows);
          expect(dropPositions(batched.effects.notifications)).toEqual(dropPositions(expected.effects.notifications));
          expect(batched.effects.mails).toEqual(expected.effects.mails);

          // A rebuild from zero lands on the same rows and makes no second notification or e-mail.
          await rebuildAll(db.sql, asyncProjections);
          await drainProjections(db.sql, asyncProjections);
          expect(await projectionRows(db.sql)).toEqual(expected.rows);
          expect(await sideEffectRows(db.sql)).toEqual(batched.effects);
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
