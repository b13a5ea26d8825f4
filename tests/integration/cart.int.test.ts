import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDecider } from '../../src/events/cart/businessLogic';
import type { Cart } from '../../src/events/cart/cart';
import { checkOutCart, loadCart } from '../../src/events/cart/commandHandler';
import { foldEvents } from '../../src/events/decider';
import { readStream } from '../../src/events/store';
import { IllegalStateError } from '../../src/shared/errors';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The Cart group through the real server (REST at /api, once over /trpc) on a database of this file's own. Refused
 * calls are checked for status, message and field, and for leaving the cart as it was.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
const ids: Record<string, string> = {};

interface ProductRow {
  key: string;
  name: string;
  name_ar?: string;
  price: number;
  stock: number;
  is_active?: boolean;
  is_available?: boolean;
  approval_status?: string;
  deleted?: boolean;
}

const PRODUCTS: ProductRow[] = [
  { key: 'urea', name: 'Urea 46%', price: 450, stock: 3 },
  { key: 'seeds', name: 'Tomato Seeds', price: 49.99, stock: 500 },
  { key: 'inactive', name: 'Old Sprayer', price: 100, stock: 10, is_active: false },
  { key: 'unavailable', name: 'Drip Kit', price: 300, stock: 10, is_available: false },
  { key: 'soldOut', name: 'Solar Pump', price: 12000, stock: 0 },
  { key: 'pending', name: 'Pending Hose', price: 90, stock: 10, approval_status: 'pending' },
  { key: 'deleted', name: 'Deleted Hose', price: 90, stock: 10, deleted: true },
  { key: 'p49999', name: 'Pruning Kit', price: 499.99, stock: 10 },
  { key: 'p500', name: 'Garden Cart', price: 500, stock: 10 },
  { key: 'p50001', name: 'Water Tank', price: 500.01, stock: 10 },
  ...Array.from({ length: 11 }, (_, i) => ({ key: `bulk${i}`, name: `Bulk Item ${i}`, price: 10 + i, stock: 100 })),
];

async function insertProduct(p: ProductRow): Promise<string> {
  const slug = p.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, name_ar, brand, category, price, stock_quantity, is_active, is_available, approval_status, deleted_at,
                          main_image, images)
    values (${slug}, ${p.name}, ${p.name_ar ?? null}, 'Fellah', 'tools', ${p.price}, ${p.stock}, ${p.is_active ?? true}, ${p.is_available ?? true},
            ${p.approval_status ?? 'approved'}, ${p.deleted ? new Date() : null}, ${`/images/${slug}.svg`}, ${t.db.sql.json([`/images/${slug}-1.svg`])})
    returning id::text as id`;
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  for (const p of PRODUCTS) ids[p.key] = await insertProduct(p);
});
afterAll(() => t?.close());

const cartOf = async (user: TestUser) => (await api.get('/api/cart', user.token)).body.data;
const add = (user: TestUser, key: string, quantity?: number) =>
  api.post('/api/cart/add', { product_id: ids[key], ...(quantity === undefined ? {} : { quantity }) }, user.token);
/** The lines of an answer as "product key × quantity", in cart order. */
const lines = (cart: JsonAnswer) =>
  (cart.items as { product_id: string; quantity: number }[]).map(
    (i) => `${Object.keys(ids).find((k) => ids[k] === i.product_id)}×${i.quantity}`,
  );

describe('signed out', () => {
  it("answers 401 with the spec's words for every cart call", async () => {
    const cases: [Promise<{ status: number; body: JsonAnswer }>, string][] = [
      [api.get('/api/cart'), 'Please log in to view your cart'],
      [api.post('/api/cart/add', { product_id: ids.urea, quantity: 1 }), 'Please log in to add items to cart'],
      [
        api.put('/api/cart/items/00000000-0000-4000-8000-000000000001', { quantity: 2 }),
        'Please log in to update cart',
      ],
      [api.del('/api/cart/items/00000000-0000-4000-8000-000000000001'), 'Please log in to remove items from cart'],
      [api.del('/api/cart'), 'Please log in to clear cart'],
      [api.get('/api/cart/summary'), 'Please log in to view cart summary'],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect(res.status, message).toBe(401);
      expect(res.body).toMatchObject({ success: false, message, error: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /api/cart', () => {
  it('answers an empty cart for a user who never had one', async () => {
    const user = await createUser(t);
    const res = await api.get('/api/cart', user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { items: [], item_count: 0, total: 0 } });
  });

  it('answers each line with its id, product, quantity and current price, in the order added', async () => {
    const user = await createUser(t);
    await add(user, 'urea', 2);
    await add(user, 'seeds', 3);
    const cart = await cartOf(user);
    expect(lines(cart)).toEqual(['urea×2', 'seeds×3']);
    expect(cart.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      product_id: ids.urea,
      quantity: 2,
      price: 450,
      available: true,
      product: {
        id: ids.urea,
        name: 'Urea 46%',
        name_ar: null,
        slug: 'urea-46',
        brand: 'Fellah',
        brand_ar: null,
        currency: 'EGP',
        main_image: '/images/urea-46.svg',
        images: ['/images/urea-46-1.svg'],
        stock_quantity: 3,
      },
    });
    expect(cart.item_count).toBe(5);
    expect(cart.total).toBe(1049.97);
  });

  it("carries each line's Arabic product name as the product has it now (null when it has none)", async () => {
    const user = await createUser(t);
    const sickle = await insertProduct({
      key: 'sickle',
      name: 'Hand Sickle',
      name_ar: 'منجل يدوي',
      price: 65,
      stock: 5,
    });
    await api.post('/api/cart/add', { product_id: sickle, quantity: 1 }, user.token);
    await add(user, 'seeds', 1);
    const names = (cart: JsonAnswer) =>
      (cart.items as { product: { name: string; name_ar: string | null } }[]).map((i) => [
        i.product.name,
        i.product.name_ar,
      ]);
    expect(names(await cartOf(user))).toEqual([
      ['Hand Sickle', 'منجل يدوي'],
      ['Tomato Seeds', null],
    ]);
    await t.db.sql`update products set name_ar = 'منجل حصاد' where id = ${sickle}`;
    expect(names(await cartOf(user))).toEqual([
      ['Hand Sickle', 'منجل حصاد'],
      ['Tomato Seeds', null],
    ]);
    // The answers of the cart's changes carry it too, and so does tRPC.
    const changed = await api.put(`/api/cart/items/${(await cartOf(user)).items[0].id}`, { quantity: 2 }, user.token);
    expect(names(changed.body.data)[0]).toEqual(['Hand Sickle', 'منجل حصاد']);
    // The brand's Arabic name too, for the cart's Arabic screen (null: the Latin brand is shown).
    await t.db.sql`update products set brand_ar = 'فلاح' where id = ${sickle}`;
    const brands = (await cartOf(user)).items.map((i: { product: { brand: string; brand_ar: string | null } }) => [
      i.product.brand,
      i.product.brand_ar,
    ]);
    expect(brands).toEqual([
      ['Fellah', 'فلاح'],
      ['Fellah', null],
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/cart.get',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(names(res.json().result.data.json)).toEqual([
      ['Hand Sickle', 'منجل حصاد'],
      ['Tomato Seeds', null],
    ]);
  });

  it("shows a product's price as it is now, and flags a line whose product can no longer be bought", async () => {
    const user = await createUser(t);
    const [a, b] = [
      await insertProduct({ key: 'x', name: 'Hand Hoe', price: 80, stock: 5 }),
      await insertProduct({ key: 'y', name: 'Seed Tray', price: 20, stock: 5 }),
    ];
    await api.post('/api/cart/add', { product_id: a, quantity: 2 }, user.token);
    await api.post('/api/cart/add', { product_id: b, quantity: 1 }, user.token);
    await t.db.sql`update products set price = 90 where id = ${a}`;
    await t.db.sql`update products set is_available = false where id = ${b}`;
    const cart = await cartOf(user);
    expect(cart.items.map((i: { price: number; available: boolean }) => [i.price, i.available])).toEqual([
      [90, true],
      [20, false],
    ]);
    expect(cart.item_count).toBe(3);
    expect(cart.total).toBe(180);
  });
});

describe('POST /api/cart/add', () => {
  it("puts a product in the cart: '{product} added to cart' beside the cart", async () => {
    const user = await createUser(t);
    const res = await add(user, 'urea', 2);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Urea 46% added to cart',
      data: { item_count: 2, total: 900 },
    });
    expect(lines(res.body.data)).toEqual(['urea×2']);
  });

  it('adds one when no quantity is sent, and takes the id as a number too', async () => {
    const user = await createUser(t);
    expect((await add(user, 'seeds')).body.data.item_count).toBe(1);
    const res = await api.post('/api/cart/add', { product_id: Number(ids.seeds), quantity: 2 }, user.token);
    expect(lines(res.body.data)).toEqual(['seeds×3']);
  });

  it('adds more of a product already in the cart to its line, which keeps its id', async () => {
    const user = await createUser(t);
    const first = (await add(user, 'urea', 1)).body.data.items[0].id;
    const res = await add(user, 'urea', 2);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({ id: first, quantity: 3 });
  });

  it('refuses to pass the stock, saying what the cart already has, and changes nothing', async () => {
    const user = await createUser(t);
    await add(user, 'urea', 2);
    const res = await add(user, 'urea', 2);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Only 3 of Urea 46% are available; your cart already has 2',
      error: 'CONFLICT',
      field: 'quantity',
      details: {
        available: 3,
        in_cart: 2,
        count: 3,
        name: 'Urea 46%',
        name_ar: null,
        message_key: 'cart.onlyAvailableInCart',
      },
    });
    expect(lines(await cartOf(user))).toEqual(['urea×2']);
  });

  it('refuses more than the stock on a new line', async () => {
    const user = await createUser(t);
    const res = await add(user, 'urea', 4);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 3 of Urea 46% are available');
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('refuses products that are not there or cannot be bought, and changes nothing', async () => {
    const user = await createUser(t);
    await add(user, 'seeds', 1);
    const cases: [unknown, number, string, string | undefined][] = [
      ['999999999', 404, 'Product not found', 'product_id'],
      ['not-a-product', 404, 'Product not found', 'product_id'],
      [ids.pending, 404, 'Product not found', 'product_id'],
      [ids.deleted, 404, 'Product not found', 'product_id'],
      [ids.inactive, 400, 'Old Sprayer is no longer sold', 'product_id'],
      [ids.unavailable, 400, 'Drip Kit is not available at the moment', 'product_id'],
      [ids.soldOut, 409, 'Solar Pump is out of stock', 'quantity'],
    ];
    for (const [productId, status, message, field] of cases) {
      const res = await api.post('/api/cart/add', { product_id: productId, quantity: 1 }, user.token);
      expect([res.status, res.body.message, res.body.field], message).toEqual([status, message, field]);
    }
    expect(lines(await cartOf(user))).toEqual(['seeds×1']);
    const [events] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from events where stream_id = ${`cart-${user.id}-1`}`;
    expect(events!.n).toBe(1);
  });

  it('refuses a quantity below 1, one that is not a whole number, and a missing product id', async () => {
    const user = await createUser(t);
    const cases: [unknown, number, string, string][] = [
      [{ product_id: ids.urea, quantity: 0 }, 400, 'Quantity must be at least 1', 'quantity'],
      [{ product_id: ids.urea, quantity: -3 }, 400, 'Quantity must be at least 1', 'quantity'],
      [{ product_id: ids.urea, quantity: 1.5 }, 400, 'Quantity must be a whole number', 'quantity'],
      [{ product_id: ids.urea, quantity: 'two' }, 400, 'Quantity must be a whole number', 'quantity'],
      [{ quantity: 1 }, 400, 'id is required', 'product_id'],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await api.post('/api/cart/add', body, user.token);
      expect([res.status, res.body.message, res.body.field], JSON.stringify(body)).toEqual([status, message, field]);
    }
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('is served over tRPC too', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/cart.add',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { json: { product_id: ids.seeds, quantity: 2 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ message: 'Tomato Seeds added to cart', item_count: 2 });
  });
});

describe('PUT /api/cart/items/{id}', () => {
  it("sets a line's quantity: 'Cart updated successfully'", async () => {
    const user = await createUser(t);
    const id = (await add(user, 'seeds', 1)).body.data.items[0].id;
    const res = await api.put(`/api/cart/items/${id}`, { quantity: 7 }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Cart updated successfully', data: { item_count: 7 } });
  });

  it("removes the line for a quantity of 0 or less: 'Item removed from cart'", async () => {
    const user = await createUser(t);
    const [a, b] = [
      (await add(user, 'seeds', 2)).body.data.items[0].id,
      (await add(user, 'urea', 1)).body.data.items[1].id,
    ];
    const zero = await api.put(`/api/cart/items/${a}`, { quantity: 0 }, user.token);
    expect(zero.body).toMatchObject({ success: true, message: 'Item removed from cart' });
    expect(lines(zero.body.data)).toEqual(['urea×1']);
    const negative = await api.put(`/api/cart/items/${b}`, { quantity: -1 }, user.token);
    expect(negative.body.message).toBe('Item removed from cart');
    expect(negative.body.data.items).toEqual([]);
  });

  it('refuses a quantity above the stock and leaves the line as it was', async () => {
    const user = await createUser(t);
    const id = (await add(user, 'urea', 1)).body.data.items[0].id;
    const res = await api.put(`/api/cart/items/${id}`, { quantity: 5 }, user.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Only 3 of Urea 46% are available',
      error: 'CONFLICT',
      field: 'quantity',
    });
    expect(lines(await cartOf(user))).toEqual(['urea×1']);
  });

  it('refuses a quantity that is not a whole number, and an id that names no line', async () => {
    const user = await createUser(t);
    const id = (await add(user, 'seeds', 1)).body.data.items[0].id;
    const fraction = await api.put(`/api/cart/items/${id}`, { quantity: 2.5 }, user.token);
    expect([fraction.status, fraction.body.message, fraction.body.field]).toEqual([
      400,
      'Quantity must be a whole number',
      'quantity',
    ]);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-line', '12']) {
      const res = await api.put(`/api/cart/items/${unknown}`, { quantity: 2 }, user.token);
      expect([res.status, res.body.message], unknown).toEqual([404, 'Cart item not found']);
    }
    expect(lines(await cartOf(user))).toEqual(['seeds×1']);
  });
});

describe('DELETE /api/cart/items/{id}', () => {
  it("removes a line: 'Item removed from cart'; a second time it is not found", async () => {
    const user = await createUser(t);
    await add(user, 'urea', 1);
    const id = (await add(user, 'seeds', 1)).body.data.items[1].id;
    const res = await api.del(`/api/cart/items/${id}`, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Item removed from cart' });
    expect(lines(res.body.data)).toEqual(['urea×1']);
    const again = await api.del(`/api/cart/items/${id}`, user.token);
    expect([again.status, again.body.message]).toEqual([404, 'Cart item not found']);
  });
});

describe("someone else's cart", () => {
  it("is out of reach: another user's line id is 404 and their cart stays as it was", async () => {
    const [owner, other] = [await createUser(t), await createUser(t)];
    const id = (await add(owner, 'seeds', 2)).body.data.items[0].id;
    await add(other, 'urea', 1);
    const update = await api.put(`/api/cart/items/${id}`, { quantity: 9 }, other.token);
    expect([update.status, update.body.message]).toEqual([404, 'Cart item not found']);
    const remove = await api.del(`/api/cart/items/${id}`, other.token);
    expect([remove.status, remove.body.message]).toEqual([404, 'Cart item not found']);
    const zero = await api.put(`/api/cart/items/${id}`, { quantity: 0 }, other.token);
    expect(zero.status).toBe(404);
    expect(lines(await cartOf(owner))).toEqual(['seeds×2']);
    expect(lines(await cartOf(other))).toEqual(['urea×1']);
  });
});

describe('DELETE /api/cart', () => {
  it("empties the cart: 'Cart cleared successfully'; the next add starts the cart's next lifetime", async () => {
    const user = await createUser(t);
    await add(user, 'urea', 1);
    await add(user, 'seeds', 2);
    const res = await api.del('/api/cart', user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Cart cleared successfully',
      data: { items: [], item_count: 0, total: 0 },
    });
    const first = await readStream(t.db.sql, `cart-${user.id}-1`);
    expect(first.map((e) => e.type)).toEqual(['CartItemAdded', 'CartItemAdded', 'CartCleared']);
    expect(first[0]?.metadata).toMatchObject({ userId: user.id });

    expect(lines((await add(user, 'seeds', 1)).body.data)).toEqual(['seeds×1']);
    expect((await readStream(t.db.sql, `cart-${user.id}-2`)).map((e) => e.type)).toEqual(['CartItemAdded']);
    const [row] = await t.db.sql`select stream_id, version from carts where user_id = ${user.id}`;
    expect(row).toEqual({ stream_id: `cart-${user.id}-2`, version: 1 });
  });

  it('answers the same for an empty cart and appends nothing', async () => {
    const user = await createUser(t);
    const res = await api.del('/api/cart', user.token);
    expect(res.body).toMatchObject({ success: true, message: 'Cart cleared successfully' });
    const [events] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from events where stream_id like ${`cart-${user.id}-%`}`;
    expect(events!.n).toBe(0);
  });
});

describe('GET /api/cart/summary', () => {
  const summaryFor = async (key: string) => {
    const user = await createUser(t);
    await add(user, key, 1);
    return (await api.get('/api/cart/summary', user.token)).body;
  };

  it('charges 50 EGP shipping up to 500 and nothing above it', async () => {
    expect(await summaryFor('p49999')).toEqual({
      success: true,
      data: { subtotal: 499.99, shipping: 50, total: 549.99, free_shipping_threshold: 500 },
    });
    expect((await summaryFor('p500')).data).toEqual({
      subtotal: 500,
      shipping: 50,
      total: 550,
      free_shipping_threshold: 500,
    });
    expect((await summaryFor('p50001')).data).toEqual({
      subtotal: 500.01,
      shipping: 0,
      total: 500.01,
      free_shipping_threshold: 500,
    });
  });

  it('adds up lines exactly (no floating-point crumbs)', async () => {
    const user = await createUser(t);
    await add(user, 'seeds', 3);
    expect((await api.get('/api/cart/summary', user.token)).body.data).toEqual({
      subtotal: 149.97,
      shipping: 50,
      total: 199.97,
      free_shipping_threshold: 500,
    });
  });
});

describe('two requests changing one cart at once', () => {
  it('lose nothing: 10 adds of different products and 10 adds of one product, all in parallel, all land', async () => {
    const user = await createUser(t);
    await add(user, 'bulk10', 1);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => add(user, `bulk${i}`, 1)),
      ...Array.from({ length: 10 }, () => add(user, 'bulk10', 1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cart = await cartOf(user);
    expect(cart.items).toHaveLength(11);
    expect(cart.items.find((i: { product_id: string }) => i.product_id === ids.bulk10).quantity).toBe(11);
    expect(cart.item_count).toBe(21);
    const events = await readStream(t.db.sql, `cart-${user.id}-1`);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });
});

describe('the stored cart', () => {
  it('keeps its snapshot equal to the fold of its events, however long its history', async () => {
    const user = await createUser(t);
    await add(user, 'urea', 1);
    for (let i = 0; i < 15; i++) {
      const id = (await add(user, 'seeds', 2)).body.data.items[1].id;
      await api.put(`/api/cart/items/${id}`, { quantity: 1 }, user.token);
      if (i % 2) await api.del(`/api/cart/items/${id}`, user.token);
    }
    const events = await readStream(t.db.sql, `cart-${user.id}-1`);
    const [row] = await t.db.sql<
      { version: number; snapshot: Cart }[]
    >`select version, snapshot from carts where user_id = ${user.id}`;
    expect(row!.version).toBe(events.length);
    expect(row!.snapshot).toEqual(foldEvents(cartDecider, events));
    expect((await loadCart(t.db.sql, user.id)).cart).toEqual(row!.snapshot);
  });
});

describe('checkOutCart (for checkout)', () => {
  it("checks the cart out inside the caller's transaction, empties it and starts the next lifetime", async () => {
    const user = await createUser(t);
    await add(user, 'urea', 2);
    await add(user, 'seeds', 1);
    const checkedOut = await t.db.sql.begin((tx) =>
      checkOutCart(tx, user.id, { orderId: '9001', now: new Date('2026-03-01T12:00:00Z') }),
    );
    expect(checkedOut).toMatchObject({
      order_id: '9001',
      checked_out_at: '2026-03-01T12:00:00.000Z',
      lines: [
        { product_id: ids.urea, quantity: 2, unit_price: 450 },
        { product_id: ids.seeds, quantity: 1, unit_price: 49.99 },
      ],
    });
    expect(await cartOf(user)).toEqual({ items: [], item_count: 0, total: 0 });
    const [row] = await t.db.sql`select stream_id, version from carts where user_id = ${user.id}`;
    expect(row).toEqual({ stream_id: `cart-${user.id}-2`, version: 0 });
  });

  it("refuses an empty cart and leaves nothing behind when the caller's transaction fails", async () => {
    const user = await createUser(t);
    await expect(
      t.db.sql.begin((tx) => checkOutCart(tx, user.id, { orderId: '1', now: new Date() })),
    ).rejects.toBeInstanceOf(IllegalStateError);
    await add(user, 'seeds', 1);
    await expect(
      t.db.sql.begin(async (tx) => {
        await checkOutCart(tx, user.id, { orderId: '2', now: new Date() });
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    expect(lines(await cartOf(user))).toEqual(['seeds×1']);
  });
});
