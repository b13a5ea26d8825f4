import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectionContext, ProjectionMail } from '../../src/events/projection';
import { notifications } from '../../src/events/projections/notifications';
import { PlacedOrders } from '../../src/events/projections/placedOrders';
import { START, readAll } from '../../src/events/store';
import { OutboxMail } from '../../src/server/projections/outboxMail';
import { orderHistory, writeHistory } from '../helpers/orderHistory';
import { eventsVisible } from '../helpers/projections';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * Issue 37, item 4: the side effects a projection makes — notifications and their e-mails — are keyed by the event
 * they come from (notifications.source_position, mail_outbox.source_key), so even a batch applied twice on purpose
 * makes each one once.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const context = (): ProjectionContext => ({ orders: new PlacedOrders(), mail: new OutboxMail('http://shop.test') });

describe('side effects once', () => {
  it('a batch of the notifications projection applied twice makes one notification and one e-mail per event', async () => {
    await db.sql`insert into users (email, password_hash, first_name, last_name) values ('once@example.com', 'x', 'Once', 'Only')`;
    const users = (await db.sql<{ id: string }[]>`select id::text as id from users`).map((u) => u.id);
    const products = await db.sql<{ id: string; name: string; price: number }[]>`
      insert into products (slug, name, category, price, stock_quantity) values ('once-1', 'Seeds', 'seeds', 20, 100)
      returning id::text as id, name, price::float8 as price`;
    const now = new Date();
    await writeHistory(
      db.sql,
      orderHistory({
        orders: 1,
        users,
        products,
        firstOrderId: 1,
        from: new Date(now.getTime() - 3_600_000),
        to: now,
        seed: 4,
      }),
    );
    await eventsVisible(db.sql);
    const events = await readAll(db.sql, START);
    expect(events.length).toBeGreaterThan(0);

    await db.sql.begin((tx) => notifications.applyBatch!(tx, events, context()));
    await db.sql.begin((tx) => notifications.applyBatch!(tx, events, context()));

    const [made] = await db.sql<{ notifications: number; sources: number; mails: number; keys: number }[]>`
      select (select count(*)::int from notifications) as notifications,
             (select count(distinct source_position)::int from notifications) as sources,
             (select count(*)::int from mail_outbox where kind = 'order_status') as mails,
             (select count(distinct source_key)::int from mail_outbox where kind = 'order_status') as keys`;
    expect(made!.notifications).toBe(events.length);
    expect(made!.sources).toBe(events.length);
    expect(made!.mails).toBe(events.length);
    expect(made!.keys).toBe(events.length);
  });

  it('the mail port queues an e-mail of one event once, however often it is asked', async () => {
    const [user] = await db.sql<{ id: string }[]>`select id::text as id from users limit 1`;
    const mail: ProjectionMail = {
      kind: 'order_status',
      to: 'once@example.com',
      userId: user!.id,
      language: 'en',
      firstName: 'Once',
      path: '/orders/99',
      orderNumber: 'FL-2026-000099',
      title: 'Order confirmed',
      message: 'Your order FL-2026-000099 was confirmed.',
      sourceKey: 'order_status:999999',
    };
    const first = new OutboxMail('http://shop.test');
    await db.sql.begin((tx) => first.queue(tx, [mail]));
    const again = new OutboxMail('http://shop.test');
    await db.sql.begin((tx) => again.queue(tx, [mail, mail]));
    expect(first.queued).toHaveLength(1);
    // Nothing queued the second time: nothing for the sender to send either.
    expect(again.queued).toHaveLength(0);
    const [row] = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from mail_outbox where source_key = 'order_status:999999'`;
    expect(row!.n).toBe(1);
  });
});
