import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSeason, monthList } from '../../src/server/dashboard/season';
import { egyptDate } from '../../src/shared/seasonalTasks';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import { keyedDetails } from '../helpers/refusals';

/*
 * /dashboard/stats, /dashboard/recommendations and /auth/stats through the real server (REST at /api) on a database of
 * this file's own. Orders are placed through the real checkout (the orders read model is inline); the projections'
 * read models (customer_summaries, customer_products, product_pairs, notifications) are written straight in, as the
 * projections would.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
const ids: Record<string, string> = {};
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const month = Number(egyptDate(new Date()).slice(5, 7));
const next = (month % 12) + 1;
const offSeason = ((month + 5) % 12) + 1;

async function product(
  slug: string,
  opts: { orderCount?: number; stock?: number; active?: boolean; price?: number } = {},
): Promise<string> {
  const name = slug.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, is_active, order_count, base_order_count)
    values (${slug}, ${name}, 'Fellah', 'seeds', ${opts.price ?? 50}, ${opts.stock ?? 20}, ${opts.active ?? true}, ${opts.orderCount ?? 0}, ${opts.orderCount ?? 0})
    returning id::text as id`;
  return row!.id;
}
async function crop(slug: string, plantingMonths: Record<string, number[]>, active = true) {
  await t.db.sql`insert into crops (slug, name, crop_type, planting_months, is_active, seasons)
                 values (${slug}, ${slug}, 'vegetable', ${t.db.sql.json(plantingMonths)}, ${active}, '{winter}')`;
}
/** Two products bought together in `orders` orders (the pair is stored smaller id first). */
const pair = (x: string, y: string, orders: number) => {
  const [a, b] = [x, y].sort((p, q) => Number(p) - Number(q));
  return t.db.sql`insert into product_pairs (product_a, product_b, orders) values (${a!}, ${b!}, ${orders})`;
};
const bought = (user: TestUser, productId: string, orders: number) =>
  t.db
    .sql`insert into customer_products (user_id, product_id, units, orders, last_ordered_at) values (${user.id}, ${productId}, ${orders}, ${orders}, now())`;
const withCity = async (city: string, where: 'address' | 'profile') => {
  const user = await createUser(t);
  if (where === 'profile') await t.db.sql`update users set city = ${city} where id = ${user.id}`;
  else
    await t.db.sql`insert into addresses (user_id, first_name, last_name, phone, address, city, is_default)
                   values (${user.id}, 'Test', 'Grower', '+20 100 000 0000', '1 Farm Road', ${city}, true)`;
  return user;
};
const slugs = (items: JsonAnswer[]) => items.map((r) => r.product?.slug ?? r.crop?.slug);
const checkoutBody = {
  shipping_address: {
    first_name: 'Ahmed',
    last_name: 'Hassan',
    phone: '+20 100 123 4567',
    address: '12 Nile Street',
    city: 'Cairo',
    country: 'Egypt',
  },
  same_as_shipping: true,
  payment_method: 'cod',
};

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  ids.alpha = await product('alpha-seeds');
  ids.beta = await product('beta-fertiliser');
  ids.gamma = await product('gamma-hose');
  ids.delta = await product('delta-sold-out', { stock: 0 });
  ids.epsilon = await product('epsilon-hidden', { active: false });
  ids.zeta = await product('zeta-trowel');
  ids.top = await product('top-seller', { orderCount: 500 });
  ids.second = await product('second-seller', { orderCount: 100 });
  ids.goneTop = await product('gone-top-seller', { orderCount: 900, stock: 0 });
  await pair(ids.alpha, ids.beta, 5);
  await pair(ids.alpha, ids.gamma, 2);
  await pair(ids.zeta, ids.gamma, 1);
  await pair(ids.alpha, ids.delta, 9);
  await pair(ids.alpha, ids.epsilon, 9);
  await pair(ids.alpha, ids.zeta, 7);
  await crop('plant-now-middle', { middle_egypt: [month], delta: [offSeason] });
  await crop('plant-next-middle', { middle_egypt: [next] });
  await crop('delta-only-now', { delta: [month] });
  await crop('off-season', { middle_egypt: [offSeason], delta: [offSeason] });
  await crop('inactive-now', { middle_egypt: [month], delta: [month] }, false);
});
afterAll(() => t?.close());

describe('signed out', () => {
  it('answers 401 to /dashboard/stats, /dashboard/recommendations and /auth/stats', async () => {
    for (const url of ['/api/dashboard/stats', '/api/dashboard/recommendations', '/api/auth/stats']) {
      const res = await api.get(url);
      expect(res.status, url).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /dashboard/stats', () => {
  it('answers zeros for a new user, every order status named', async () => {
    const me = await createUser(t);
    const res = await api.get('/api/dashboard/stats', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      orders: {
        total: 0,
        open: 0,
        by_status: { pending: 0, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0, refunded: 0 },
        total_spent: 0,
        last_order_at: null,
      },
      favorites: { count: 0 },
      cart: { lines: 0, item_count: 0 },
      notifications: { unread: 0 },
      quizzes: { attempts: 0, best_score: null, average_score: null, last_attempt_at: null },
    });
  });

  it("counts my orders by status from the orders read model, not anyone else's", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const item = await product('stats-seeds', { price: 30 });
    for (const user of [me, me, other]) {
      expect((await api.post('/api/cart/add', { product_id: item, quantity: 1 }, user.token)).status).toBe(200);
      expect((await api.post('/api/orders', checkoutBody, user.token)).status).toBe(201);
    }
    const orders = (await api.get('/api/orders', me.token)).body.data as JsonAnswer[];
    expect((await api.put(`/api/orders/${orders[0].id}/cancel`, { reason: 'Changed my mind' }, me.token)).status).toBe(
      200,
    );
    const res = await api.get('/api/dashboard/stats', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.orders).toMatchObject({
      total: 2,
      open: 1,
      by_status: { pending: 1, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 1, refunded: 0 },
      last_order_at: orders[0].created_at,
    });
  });

  // A user with no orders: the notifications projection, once it runs, adds nothing here.
  it("counts my favourites, cart, unread notifications and quiz attempts — not anyone else's", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const item = await product('counted-seeds', { price: 30 });
    const spare = await product('counted-spare', { price: 10 });
    await api.post('/api/cart/add', { product_id: item, quantity: 2 }, me.token);
    await api.post('/api/cart/add', { product_id: spare, quantity: 1 }, me.token);
    await api.post('/api/cart/add', { product_id: spare, quantity: 4 }, other.token);
    expect((await api.post('/api/favorites/add', { product_id: item }, me.token)).status).toBe(201);
    await api.post('/api/favorites/add', { product_id: spare }, other.token);
    for (const [user, read, deleted] of [
      [me, false, false],
      [me, false, false],
      [me, true, false],
      [me, false, true],
      [other, false, false],
    ] as const) {
      await t.db.sql`insert into notifications (user_id, type, title, message, read_at, deleted_at, created_at)
                     values (${user.id}, 'order_status', 'Order update', 'Your order moved on',
                             ${read ? t.db.sql`now()` : null}, ${deleted ? t.db.sql`now()` : null}, now())`;
    }
    const [quiz] = await t.db.sql<{ id: string }[]>`
      insert into quizzes (slug, title, category, difficulty) values ('stats-quiz', 'Stats quiz', 'crops', 'beginner') returning id::text as id`;
    for (const [user, score] of [
      [me, 60],
      [me, 90],
      [other, 100],
    ] as const) {
      await t.db.sql`insert into quiz_attempts (quiz_id, user_id, score, correct_answers, total_questions, level)
                     values (${quiz!.id}, ${user.id}, ${score}, ${score / 10}, 10, 'Intermediate')`;
    }

    const res = await api.get('/api/dashboard/stats', me.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.orders).toMatchObject({ total: 0, open: 0, total_spent: 0 });
    expect(data.favorites).toEqual({ count: 1 });
    expect(data.cart).toEqual({ lines: 2, item_count: 3 });
    expect(data.notifications).toEqual({ unread: 2 });
    expect(data.quizzes).toEqual({
      attempts: 2,
      best_score: 90,
      average_score: 75,
      last_attempt_at: expect.any(String),
    });
  });

  it('reads the money spent from the customer summary', async () => {
    const me = await createUser(t);
    await t.db.sql`insert into customer_summaries (user_id, total_orders, total_spent) values (${me.id}, 4, 1234.5)`;
    const res = await api.get('/api/dashboard/stats', me.token);
    expect(res.body.data.orders.total_spent).toBe(1234.5);
  });
});

describe('GET /auth/stats', () => {
  it('reads totalOrders and totalSpent from the customer summary (0 with no row), with favourites and account age', async () => {
    const me = await createUser(t);
    expect((await api.get('/api/auth/stats', me.token)).body.data).toEqual({
      totalOrders: 0,
      totalSpent: 0,
      favoriteItems: 0,
      accountAge: 0,
    });
    await t.db
      .sql`insert into customer_summaries (user_id, total_orders, cancelled_orders, total_spent) values (${me.id}, 7, 2, 980.25)`;
    await api.post('/api/favorites/add', { product_id: ids.alpha }, me.token);
    const res = await api.get('/api/auth/stats', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ totalOrders: 7, totalSpent: 980.25, favoriteItems: 1, accountAge: 0 });
  });
});

describe('GET /dashboard/recommendations', () => {
  it('recommends what is often bought with mine — not what I bought, nothing hidden or sold out — then bestsellers', async () => {
    const me = await createUser(t);
    await bought(me, ids.alpha!, 1);
    await bought(me, ids.zeta!, 2);
    const res = await api.get('/api/dashboard/recommendations?limit=4', me.token);
    expect(res.status).toBe(200);
    const { products, based_on } = res.body.data;
    expect(based_on).toBe('purchases');
    expect(slugs(products)).toEqual(['beta-fertiliser', 'gamma-hose', 'top-seller', 'second-seller']);
    expect(products[0]).toMatchObject({
      kind: 'bought_together',
      reason: 'Often bought with Alpha Seeds (together in 5 orders)',
      because: { id: ids.alpha, name: 'Alpha Seeds' },
      product: { id: ids.beta, name: 'Beta Fertiliser', price: 50, is_available: true },
    });
    expect(products[1]).toMatchObject({
      kind: 'bought_together',
      reason: 'Often bought with Alpha Seeds (together in 2 orders)',
    });
    expect(products[2]).toMatchObject({
      kind: 'bestseller',
      reason: 'A bestseller with growers across Egypt',
      because: null,
    });

    const all = slugs((await api.get('/api/dashboard/recommendations?limit=20', me.token)).body.data.products);
    for (const never of ['alpha-seeds', 'zeta-trowel', 'delta-sold-out', 'epsilon-hidden', 'gone-top-seller'])
      expect(all).not.toContain(never);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a cancelled purchase (orders = 0) is not history: bestsellers only', async () => {
    const me = await createUser(t);
    await bought(me, ids.alpha!, 0);
    const res = await api.get('/api/dashboard/recommendations', me.token);
    expect(res.body.data.based_on).toBe('bestsellers');
    expect(slugs(res.body.data.products).slice(0, 2)).toEqual(['top-seller', 'second-seller']);
    expect(res.body.data.products).toHaveLength(6);
  });

  it('recommends bestsellers to a grower with no purchases', async () => {
    const me = await createUser(t);
    const res = await api.get('/api/dashboard/recommendations?limit=2', me.token);
    expect(res.body.data.based_on).toBe('bestsellers');
    expect(res.body.data.products.map((r: JsonAnswer) => [r.product.slug, r.kind])).toEqual([
      ['top-seller', 'bestseller'],
      ['second-seller', 'bestseller'],
    ]);
  });

  it('recommends crops planted now, then next month, in the region of my default address', async () => {
    const me = await withCity('Giza', 'address');
    const {
      crops,
      location,
      month: answeredMonth,
    } = (await api.get('/api/dashboard/recommendations', me.token)).body.data;
    expect(answeredMonth).toBe(month);
    expect(location).toEqual({
      city: 'Giza',
      source: 'address',
      governorate: { slug: 'giza', name: 'Giza', name_ar: 'الجيزة' },
      region: 'middle_egypt',
    });
    expect(slugs(crops)).toEqual(['plant-now-middle', 'plant-next-middle']);
    expect(crops[0]).toEqual({
      crop: expect.objectContaining({ slug: 'plant-now-middle', crop_type: 'vegetable' }),
      plant_now: true,
      planting_months: [month],
      reason: `Planting time now in Giza (Middle Egypt): planted in ${MONTHS[month - 1]}`,
    });
    expect(crops[1]).toMatchObject({
      plant_now: false,
      planting_months: [next],
      reason: `Planting starts next month in Giza (Middle Egypt): planted in ${MONTHS[next - 1]}`,
    });
  });

  it('reads the city from the profile when there is no default address (Mansoura is in the Delta)', async () => {
    const me = await withCity('Mansoura', 'profile');
    const { crops, location } = (await api.get('/api/dashboard/recommendations', me.token)).body.data;
    expect(location).toMatchObject({
      city: 'Mansoura',
      source: 'profile',
      governorate: { slug: 'dakahlia' },
      region: 'delta',
    });
    expect(slugs(crops)).toEqual(['delta-only-now']);
    expect(crops[0].reason).toBe(`Planting time now in Dakahlia (the Delta): planted in ${MONTHS[month - 1]}`);
  });

  it('falls back to the whole of Egypt with no city, or one that names no governorate', async () => {
    for (const me of [await createUser(t), await withCity('Atlantis', 'address')]) {
      const { crops, location } = (await api.get('/api/dashboard/recommendations', me.token)).body.data;
      expect(location.governorate).toBeNull();
      expect(location.region).toBeNull();
      expect(slugs(crops)).toEqual(['delta-only-now', 'plant-now-middle', 'plant-next-middle']);
      expect(crops[0].reason).toBe(`Planting time now in Egypt: planted in ${MONTHS[month - 1]}`);
    }
  });

  it('refuses a bad limit with 400 naming limit', async () => {
    const me = await createUser(t);
    for (const limit of ['0', '21', 'many']) {
      const res = await api.get(`/api/dashboard/recommendations?limit=${limit}`, me.token);
      expect(res.status, limit).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'limit must be a whole number from 1 to 20',
        error: 'VALIDATION_ERROR',
        field: 'limit',
        details: keyedDetails('field.wholeFromTo'),
      });
    }
  });
});

describe('the season rules', () => {
  const wheat = { planting_months: { delta: [11, 12], upper_egypt: [11] }, seasons: ['winter'] };
  it('a crop is in season when planted this month or next in the region, else not', () => {
    expect(inSeason(wheat, 'delta', 11, 'Gharbia (the Delta)')).toEqual({
      plant_now: true,
      months: [11, 12],
      reason: 'Planting time now in Gharbia (the Delta): planted in November and December',
    });
    expect(inSeason(wheat, 'upper_egypt', 10, 'Qena (Upper Egypt)')).toMatchObject({ plant_now: false, months: [11] });
    expect(inSeason(wheat, 'upper_egypt', 12, 'Qena (Upper Egypt)')).toBeNull();
    expect(inSeason(wheat, 'middle_egypt', 11, 'Minya (Middle Egypt)')).toBeNull();
    expect(inSeason(wheat, null, 12, 'Egypt')).toMatchObject({ plant_now: true, months: [11, 12] });
  });
  it('a crop with no planting months follows the sowing months of its seasons; December runs into January', () => {
    expect(inSeason({ planting_months: {}, seasons: ['nili'] }, 'delta', 6, 'Egypt')).toMatchObject({
      plant_now: false,
      months: [7, 8, 9],
    });
    expect(inSeason({ planting_months: {}, seasons: ['nili'] }, 'delta', 8, 'Egypt')?.reason).toBe(
      'Its season is being sown now in Egypt (July, August and September)',
    );
    expect(inSeason({ planting_months: {}, seasons: [] }, 'delta', 8, 'Egypt')).toBeNull();
    expect(inSeason({ planting_months: { delta: [1] }, seasons: [] }, 'delta', 12, 'Egypt')).toMatchObject({
      plant_now: false,
    });
    expect(monthList([1, 12, 11])).toBe('November, December and January');
    expect(monthList([2, 1, 10, 9])).toBe('September, October, January and February');
    expect(monthList([5])).toBe('May');
  });
});
