import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { type TestUser, createUser } from '../helpers/users';

/*
 * An administrator gives a product its crops (the crop guide's slugs) and its Arabic brand, on create and update,
 * over REST and tRPC alike (one procedure): a crop the guide does not have is a 400 on `crops` naming it, in the
 * caller's language, and nothing changes; the shop then finds the product by that crop.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
type JsonAnswer = ReturnType<typeof JSON.parse>;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown, language?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as JsonAnswer };
}

const stored = async (id: string) =>
  (
    await t.db.sql<{ crops: string[]; brand: string | null; brand_ar: string | null }[]>`
      select crops, brand, brand_ar from products where id = ${id}`
  )[0]!;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
  await t.db.sql`
    insert into crops (slug, name, name_ar, crop_type) values
      ('tomato', 'Tomato', 'طماطم', 'vegetable'), ('sweet-pepper', 'Sweet pepper', 'فلفل حلو', 'vegetable'),
      ('wheat', 'Wheat', 'قمح', 'grain')
    on conflict (slug) do nothing`;
});
afterAll(() => t?.close());

describe('The admin product form: crops and Arabic brand', () => {
  it('creates a product with its crops (repeats dropped) and its Arabic brand', async () => {
    const res = await call('POST', '/api/products', admin.token, {
      name: 'Tomato Feed 20-20-20',
      category: 'fertilizers',
      price: 240,
      brand: 'Abu Qir Fertilizers',
      brand_ar: 'أبو قير للأسمدة',
      crops: ['tomato', 'sweet-pepper', 'tomato'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ brand_ar: 'أبو قير للأسمدة', crops: ['tomato', 'sweet-pepper'] });
    expect(await stored(res.body.data.id)).toEqual({
      crops: ['tomato', 'sweet-pepper'],
      brand: 'Abu Qir Fertilizers',
      brand_ar: 'أبو قير للأسمدة',
    });
    const forTomato = await call('GET', '/api/products?crop=tomato');
    expect(forTomato.body.data.map((p: { id: string }) => p.id)).toContain(res.body.data.id);
  });

  it('updates the crops and the Arabic brand; an empty list makes it a product of every crop', async () => {
    const { body } = await call('POST', '/api/products', admin.token, {
      name: 'Drip Line',
      category: 'irrigation',
      price: 90,
    });
    const id = body.data.id as string;
    const changed = await call('PUT', `/api/products/${id}`, admin.token, { crops: ['wheat'], brand_ar: 'النصر' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await stored(id)).toMatchObject({ crops: ['wheat'], brand_ar: 'النصر' });
    // Other fields left out stay as they were.
    expect((await call('PUT', `/api/products/${id}`, admin.token, { price: 95 })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ crops: ['wheat'], brand_ar: 'النصر' });
    expect((await call('PUT', `/api/products/${id}`, admin.token, { crops: [], brand_ar: null })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ crops: [], brand_ar: null });
  });

  it('refuses a crop the guide does not have with a 400 naming it, in English and Arabic, and changes nothing', async () => {
    const { body } = await call('POST', '/api/products', admin.token, {
      name: 'Citrus Feed',
      category: 'fertilizers',
      price: 150,
      crops: ['tomato'],
    });
    const id = body.data.id as string;
    const refused = await call('PUT', `/api/products/${id}`, admin.token, {
      crops: ['tomato', 'mango-tree'],
      brand_ar: 'س',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: 'crops' });
    expect(refused.body.message).toContain('mango-tree');
    const arabic = await call('PUT', `/api/products/${id}`, admin.token, { crops: ['mango-tree'] }, 'ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toMatch(/دليل المحاصيل.*mango-tree/);
    expect(await stored(id)).toMatchObject({ crops: ['tomato'], brand_ar: null });
    const created = await call('POST', '/api/products', admin.token, {
      name: 'Nothing',
      category: 'tools',
      price: 10,
      crops: ['Tomato!'],
    });
    expect(created.status).toBe(400);
    expect(created.body.field).toMatch(/^crops/);
    expect((await t.db.sql`select 1 from products where name = 'Nothing'`).length).toBe(0);
  });

  it('is for administrators only', async () => {
    const refused = await call('POST', '/api/products', customer.token, {
      name: 'Sneaky',
      category: 'tools',
      price: 1,
      crops: ['tomato'],
    });
    expect(refused.status).toBe(403);
  });
});
