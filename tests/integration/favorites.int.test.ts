import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The Favourites group through the real server (REST at /api) on a database of this file's own: product favourites
 * and the generic ones (product, crop, guide), check, count, clear, and the profile counter.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  const product = async (
    slug: string,
    name: string,
    extra: { is_active?: boolean; is_featured?: boolean; original_price?: number } = {},
  ) => {
    const [row] = await t.db.sql<{ id: string }[]>`
      insert into products (slug, name, brand, category, price, original_price, stock_quantity, is_active, is_featured)
      values (${slug}, ${name}, 'Fellah', 'seeds', 120, ${extra.original_price ?? null}, 10, ${extra.is_active ?? true}, ${extra.is_featured ?? false})
      returning id::text as id`;
    return row!.id;
  };
  ids.seeds = await product('tomato-seeds', 'Tomato Seeds', { is_featured: true, original_price: 150 });
  ids.hoe = await product('hand-hoe', 'Hand Hoe');
  ids.hidden = await product('hidden-hoe', 'Hidden Hoe', { is_active: false });
  const [crop] = await t.db.sql<{ id: string }[]>`
    insert into crops (slug, name, crop_type) values ('tomato', 'Tomato', 'vegetable') returning id::text as id`;
  ids.crop = crop!.id;
  const [guide] = await t.db.sql<{ id: string }[]>`
    insert into guides (slug, title, body, crop_id) values ('growing-tomatoes', 'Growing Tomatoes', 'Water them.', ${ids.crop}) returning id::text as id`;
  ids.guide = guide!.id;
  const [draft] = await t.db.sql<{ id: string }[]>`
    insert into guides (slug, title, body, published) values ('draft', 'Draft', 'Not yet.', false) returning id::text as id`;
  ids.draft = draft!.id;
});
afterAll(() => t?.close());

const list = async (user: TestUser) => (await api.get('/api/favorites', user.token)).body.data as JsonAnswer[];
const count = async (user: TestUser) => (await api.get('/api/favorites/count', user.token)).body.data.count as number;
const kinds = (favorites: JsonAnswer[]) => favorites.map((f) => `${f.type}:${f.item.slug}`);

describe('signed out', () => {
  it("answers 401 'Please log in to manage favorites' for every favourites call", async () => {
    const calls = [
      api.get('/api/favorites'),
      api.post('/api/favorites/add', { product_id: ids.seeds }),
      api.del(`/api/favorites/${ids.seeds}`),
      api.get(`/api/favorites/check/${ids.seeds}`),
      api.get('/api/favorites/count'),
      api.del('/api/favorites'),
      api.post('/api/favorites', { type: 'crop', item_id: ids.crop }),
      api.del(`/api/favorites/crop/${ids.crop}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Please log in to manage favorites',
        error: 'UNAUTHORIZED',
      });
    }
  });
});

describe('product favourites', () => {
  it("keeps a product: 201 'Product added to favorites'; adding it again answers the same favourite", async () => {
    const user = await createUser(t);
    const first = await api.post('/api/favorites/add', { product_id: ids.seeds }, user.token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: 'Product added to favorites',
      data: {
        id: expect.any(String),
        type: 'product',
        item_id: ids.seeds,
        product_id: ids.seeds,
        created_at: expect.any(String),
      },
    });
    const again = await api.post('/api/favorites/add', { product_id: Number(ids.seeds) }, user.token);
    expect(again.body).toEqual(first.body);
    expect(await count(user)).toBe(1);
  });

  it('lists favourites with their product, and checks a product', async () => {
    const user = await createUser(t);
    await api.post('/api/favorites/add', { product_id: ids.seeds }, user.token);
    const [favorite] = await list(user);
    expect(favorite).toMatchObject({
      type: 'product',
      item_id: ids.seeds,
      product_id: ids.seeds,
      item: { id: ids.seeds, type: 'product', name: 'Tomato Seeds', slug: 'tomato-seeds' },
      product: {
        id: ids.seeds,
        name: 'Tomato Seeds',
        slug: 'tomato-seeds',
        price: 120,
        original_price: 150,
        is_featured: true,
        is_available: true,
      },
    });
    expect((await api.get(`/api/favorites/check/${ids.seeds}`, user.token)).body).toEqual({
      success: true,
      data: { is_favorite: true },
    });
    expect((await api.get(`/api/favorites/check/${ids.hoe}`, user.token)).body.data).toEqual({ is_favorite: false });
    expect((await api.get('/api/favorites/check/not-an-id', user.token)).body.data).toEqual({ is_favorite: false });
  });

  it('refuses a product the shop does not show, and keeps nothing', async () => {
    const user = await createUser(t);
    for (const productId of ['999999999', 'nope', ids.hidden]) {
      const res = await api.post('/api/favorites/add', { product_id: productId }, user.token);
      expect([res.status, res.body.message], String(productId)).toEqual([404, 'Product not found']);
    }
    const missing = await api.post('/api/favorites/add', {}, user.token);
    expect([missing.status, missing.body.field]).toEqual([400, 'product_id']);
    expect(await count(user)).toBe(0);
  });

  it("stops keeping a product by its id: 'Product removed from favorites' (again: nothing to remove, not an error)", async () => {
    const user = await createUser(t);
    await api.post('/api/favorites/add', { product_id: ids.seeds }, user.token);
    await api.post('/api/favorites/add', { product_id: ids.hoe }, user.token);
    const res = await api.del(`/api/favorites/${ids.seeds}`, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Product removed from favorites', data: { removed: true } });
    expect(kinds(await list(user))).toEqual(['product:hand-hoe']);
    expect((await api.del(`/api/favorites/${ids.seeds}`, user.token)).body).toEqual({
      success: true,
      message: 'Product removed from favorites',
      data: { removed: false },
    });
  });
});

describe('favourites of every type', () => {
  it("keeps crops and guides as well: '{Type} added to favorites', newest first", async () => {
    const user = await createUser(t);
    const crop = await api.post('/api/favorites', { type: 'crop', item_id: ids.crop }, user.token);
    expect([crop.status, crop.body.message, crop.body.data.product_id]).toEqual([201, 'Crop added to favorites', null]);
    const guide = await api.post('/api/favorites', { type: 'guide', item_id: Number(ids.guide) }, user.token);
    expect([guide.status, guide.body.message]).toEqual([201, 'Guide added to favorites']);
    const product = await api.post('/api/favorites', { type: 'product', item_id: ids.hoe }, user.token);
    expect([product.status, product.body.message, product.body.data.product_id]).toEqual([
      201,
      'Product added to favorites',
      ids.hoe,
    ]);
    const same = await api.post('/api/favorites/add', { product_id: ids.hoe }, user.token);
    expect(same.body.data.id).toBe(product.body.data.id);

    const favorites = await list(user);
    expect(kinds(favorites)).toEqual(['product:hand-hoe', 'guide:growing-tomatoes', 'crop:tomato']);
    expect(favorites[1]).toMatchObject({
      type: 'guide',
      item_id: ids.guide,
      product_id: null,
      product: null,
      item: { name: 'Growing Tomatoes' },
    });
    expect(favorites[2]).toMatchObject({
      type: 'crop',
      item_id: ids.crop,
      product: null,
      item: { name: 'Tomato', slug: 'tomato' },
    });
    expect(await count(user)).toBe(3);
    expect((await api.get('/api/auth/stats', user.token)).body.data.favoriteItems).toBe(3);
  });

  it('refuses items that do not exist or are not shown, and a type it does not know', async () => {
    const user = await createUser(t);
    const cases: [unknown, number, string, string | undefined][] = [
      [{ type: 'crop', item_id: '999999' }, 404, 'Crop not found', undefined],
      [{ type: 'guide', item_id: '999999' }, 404, 'Guide not found', undefined],
      [{ type: 'guide', item_id: ids.draft }, 404, 'Guide not found', undefined],
      [{ type: 'product', item_id: ids.hidden }, 404, 'Product not found', undefined],
      [{ type: 'quiz', item_id: '1' }, 400, 'type must be one of: product, crop, guide', 'type'],
      [{ type: 'crop' }, 400, 'id is required', 'item_id'],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await api.post('/api/favorites', body, user.token);
      expect([res.status, res.body.message, res.body.field], JSON.stringify(body)).toEqual([status, message, field]);
    }
    expect(await count(user)).toBe(0);
  });

  it("stops keeping any item by type and id: '{Type} removed from favorites'", async () => {
    const user = await createUser(t);
    await api.post('/api/favorites', { type: 'crop', item_id: ids.crop }, user.token);
    await api.post('/api/favorites', { type: 'guide', item_id: ids.guide }, user.token);
    const res = await api.del(`/api/favorites/crop/${ids.crop}`, user.token);
    expect(res.body).toEqual({ success: true, message: 'Crop removed from favorites', data: { removed: true } });
    expect((await api.del(`/api/favorites/guide/${ids.guide}`, user.token)).body.message).toBe(
      'Guide removed from favorites',
    );
    expect(await count(user)).toBe(0);
    const unknownType = await api.del(`/api/favorites/quiz/${ids.crop}`, user.token);
    expect([unknownType.status, unknownType.body.field]).toEqual([400, 'type']);
  });

  it('lists and counts a favourite only while its item is shown, and keeps it for when it comes back', async () => {
    const user = await createUser(t);
    await api.post('/api/favorites', { type: 'crop', item_id: ids.crop }, user.token);
    await api.post('/api/favorites', { type: 'guide', item_id: ids.guide }, user.token);
    await t.db.sql`update crops set is_active = false where id = ${ids.crop!}`;
    try {
      // The guide belongs to the hidden crop, so it is hidden too.
      expect(await list(user)).toEqual([]);
      expect(await count(user)).toBe(0);
    } finally {
      await t.db.sql`update crops set is_active = true where id = ${ids.crop!}`;
    }
    expect(kinds(await list(user))).toEqual(['guide:growing-tomatoes', 'crop:tomato']);
  });
});

describe("each user's own favourites", () => {
  it("are theirs alone: clearing them ('All favorites cleared') leaves others' as they were", async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    await api.post('/api/favorites/add', { product_id: ids.seeds }, alice.token);
    await api.post('/api/favorites', { type: 'crop', item_id: ids.crop }, alice.token);
    await api.post('/api/favorites/add', { product_id: ids.seeds }, bob.token);

    expect(await count(alice)).toBe(2);
    const removedByBob = await api.del(`/api/favorites/crop/${ids.crop}`, bob.token);
    expect(removedByBob.body.data).toEqual({ removed: false });
    const cleared = await api.del('/api/favorites', alice.token);
    expect(cleared.body).toEqual({ success: true, message: 'All favorites cleared', data: { removed: 2 } });
    expect(await list(alice)).toEqual([]);
    expect(kinds(await list(bob))).toEqual(['product:tomato-seeds']);
    expect((await api.get(`/api/favorites/check/${ids.seeds}`, bob.token)).body.data.is_favorite).toBe(true);
  });
});
