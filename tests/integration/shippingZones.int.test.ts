import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNORATES } from '../../src/shared/governorates';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Delivery priced by governorate through the real server: the zones (every governorate in one),
 * a cart's quote by weight, the checkout's fee by the address's governorate, express only where a zone offers it, an
 * admin's change of a zone (audited, a governorate moving between zones), saved addresses with a governorate and the
 * backfill of older ones from their city.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;

const aswan = {
  first_name: 'Hassan',
  last_name: 'Nubi',
  phone: '+20 100 555 1234',
  address: 'Corniche El Nil',
  city: 'Aswan',
  country: 'Egypt',
  governorate: 'EG-ASN',
};

async function product(name: string, price: number, category = 'fertilizers'): Promise<string> {
  const slug = `zone-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, brand, category, price, stock_quantity, main_image)
    values (${slug}, ${name}, 'Fellah', ${category}, ${price}, 1000, '/images/x.svg') returning id::text as id`;
  return row!.id;
}
const add = (user: TestUser, productId: string, quantity = 1) =>
  api.post('/api/cart/add', { product_id: productId, quantity }, user.token);
const checkout = (user: TestUser, body: object) =>
  t.app
    .inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${user.token}` }, payload: body })
    .then((r) => ({ status: r.statusCode, body: r.json() as JsonAnswer }));
/** A grower whose e-mail address is verified (an unverified account's orders are capped, issue 38). */
async function growerAccount(): Promise<TestUser> {
  const user = await createUser(t);
  await t.db.sql`update users set email_verified_at = now() where id = ${user.id}`;
  return user;
}
const zones = async () =>
  (await api.get('/api/shipping/zones')).body.data.zones as {
    id: string;
    name: string;
    governorates: string[];
    fee: number;
    express: boolean;
  }[];
const zoneNamed = async (name: string) => (await zones()).find((z) => z.name === name)!;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

describe('The shipping zones', () => {
  it('are public, the five of the shop, and every governorate is in exactly one', async () => {
    const res = await api.get('/api/shipping/zones');
    expect(res.status).toBe(200);
    const list = res.body.data.zones as { name: string; governorates: string[] }[];
    expect(list.map((z) => z.name)).toEqual([
      'Greater Cairo',
      'Delta',
      'Canal and Sinai',
      'Upper Egypt',
      'Red Sea and New Valley',
    ]);
    const all = list.flatMap((z) => z.governorates);
    expect(all.sort()).toEqual(GOVERNORATES.map((g) => g.code).sort());
    expect(list[0]).toMatchObject({
      governorates: ['EG-C', 'EG-GZ', 'EG-KB'],
      fee: 45,
      fee_per_kg: 1,
      included_kg: 10,
      free_over: 1500,
      days_min: 1,
      days_max: 2,
      express: true,
    });
  });
});

describe("A cart's quote", () => {
  it('two 50 kg bags to Aswan: the Upper Egypt fee plus the kilograms above the included weight, and its days', async () => {
    const grower = await growerAccount();
    await add(grower, await product('Urea 46% N, Prilled – 50 kg', 1100), 2);
    const res = await api.post('/api/shipping/quote', { governorate: 'EG-ASN' }, grower.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      governorate: 'EG-ASN',
      fee: 265,
      free_over: 3000,
      days_min: 3,
      days_max: 5,
      subtotal: 2200,
      weight_kg: 100,
      express: false,
      zone: { name: 'Upper Egypt', name_ar: 'الصعيد' },
    });
    // The same cart to Giza costs less and comes sooner.
    const giza = await api.post('/api/shipping/quote', { governorate: 'eg-gz' }, grower.token);
    expect(giza.body.data).toMatchObject({ fee: 0, free_over: 1500, days_min: 1, days_max: 2 });
  });

  it('needs a governorate of the list, a signed-in caller, and express only where offered', async () => {
    const grower = await growerAccount();
    await add(grower, await product('Seeds – 100 g', 40, 'seeds'));
    const bad = await api.post('/api/shipping/quote', { governorate: 'Atlantis' }, grower.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      field: 'governorate',
      message: 'Please choose a governorate from the list',
    });
    expect((await api.post('/api/shipping/quote', { governorate: 'EG-ASN' })).status).toBe(401);
    const express = await api.post('/api/shipping/quote', { governorate: 'EG-ASN', method: 'express' }, grower.token);
    expect(express.status).toBe(400);
    expect(express.body.message).toBe('Express delivery is not available in Aswan');
    const cairo = await api.post('/api/shipping/quote', { governorate: 'EG-C', method: 'express' }, grower.token);
    expect(cairo.body.data).toMatchObject({ fee: 85, days_min: 1, days_max: 1 });
  });
});

describe('The checkout', () => {
  it("prices delivery by the address's governorate and the parcel's weight, and keeps the governorate on the order", async () => {
    const grower = await growerAccount();
    await add(grower, await product('Urea 46% N, Granular – 50 kg', 1100), 2);
    const res = await checkout(grower, { shipping_address: aswan, same_as_shipping: true, payment_method: 'cod' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      subtotal: 2200,
      shipping: 265,
      total: 2465,
      shipping_address: { governorate: 'EG-ASN', city: 'Aswan' },
    });
  });

  it('without a governorate keeps the flat rule (an older client)', async () => {
    const grower = await growerAccount();
    await add(grower, await product('Urea 46% N – 50 kg', 400), 1);
    const { governorate: _g, ...noGovernorate } = aswan;
    const res = await checkout(grower, { shipping_address: noGovernorate, same_as_shipping: true });
    expect(res.status).toBe(201);
    expect(res.body.data.shipping).toBe(50);
  });

  it('refuses express where the zone offers none, naming the field', async () => {
    const grower = await growerAccount();
    await add(grower, await product('Urea – 50 kg', 400), 1);
    const res = await checkout(grower, { shipping_address: aswan, same_as_shipping: true, shipping_method: 'express' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'shipping_address.governorate',
      message: 'Express delivery is not available in Aswan',
    });
    expect((await t.db.sql`select 1 from orders where user_id = ${grower.id}`).length).toBe(0);
  });
});

describe("An admin's change of a zone", () => {
  it('changes the price at once, moves a governorate from the zone that had it, and is audited', async () => {
    const upper = await zoneNamed('Upper Egypt');
    const remote = await zoneNamed('Red Sea and New Valley');
    const res = await api.put(
      `/api/admin/shipping/zones/${remote.id}`,
      {
        fee: 120,
        fee_per_kg: 3,
        included_kg: 5,
        free_over: null,
        days_min: 4,
        days_max: 8,
        governorates: ['EG-BA', 'EG-WAD', 'EG-ASN'],
      },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Shipping zone Red Sea and New Valley updated');
    expect(res.body.data.zone).toMatchObject({
      fee: 120,
      free_over: null,
      governorates: ['EG-BA', 'EG-WAD', 'EG-ASN'],
    });
    expect((await zoneNamed('Upper Egypt')).governorates).not.toContain('EG-ASN');
    const grower = await growerAccount();
    await add(grower, await product('Tiny seeds – 100 g', 20, 'seeds'));
    expect((await api.post('/api/shipping/quote', { governorate: 'EG-ASN' }, grower.token)).body.data).toMatchObject({
      fee: 120,
      free_over: null,
      days_max: 8,
    });
    const [logged] = await t.db.sql<{ actor_id: string; details: { from: { fee: number }; to: { fee: number } } }[]>`
      select actor_id::text as actor_id, details from audit_log where action = 'admin.shipping_zone.updated' and target_id = ${remote.id}`;
    expect(logged).toMatchObject({ actor_id: admin.id, details: { from: { fee: 110 }, to: { fee: 120 } } });
    // Put Aswan back where it was.
    const back = await api.put(
      `/api/admin/shipping/zones/${upper.id}`,
      {
        fee: 85,
        fee_per_kg: 2,
        included_kg: 10,
        free_over: 3000,
        days_min: 3,
        days_max: 5,
        governorates: [...upper.governorates],
      },
      admin.token,
    );
    expect(back.status).toBe(200);
    expect((await zoneNamed('Upper Egypt')).governorates).toContain('EG-ASN');
  });

  it('is for admins only; an unknown zone is 404; days out of order are 400', async () => {
    const customer = await createUser(t);
    const body = { fee: 1, fee_per_kg: 0, included_kg: 0, free_over: null, days_min: 1, days_max: 2 };
    expect((await api.put('/api/admin/shipping/zones/1', body, customer.token)).status).toBe(403);
    expect((await api.put('/api/admin/shipping/zones/999999', body, admin.token)).status).toBe(404);
    const res = await api.put('/api/admin/shipping/zones/1', { ...body, days_min: 3 }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('days_max');
  });
});

describe("The cart's free-shipping hint", () => {
  it("uses the zone of the default address's governorate: its threshold and its fee by weight", async () => {
    const grower = await growerAccount();
    await add(grower, await product('Urea 46% N – 50 kg', 1100), 2);
    const flat = await api.get('/api/cart/summary', grower.token);
    expect(flat.body.data).toMatchObject({ subtotal: 2200, shipping: 0, free_shipping_threshold: 500 });
    expect((await api.post('/api/auth/addresses', aswan, grower.token)).status).toBe(201);
    const zoned = await api.get('/api/cart/summary', grower.token);
    expect(zoned.body.data).toEqual({ subtotal: 2200, shipping: 265, total: 2465, free_shipping_threshold: 3000 });
  });
});

describe('Saved addresses', () => {
  it('keep a governorate', async () => {
    const grower = await growerAccount();
    const res = await api.post('/api/auth/addresses', { ...aswan, label: 'Farm' }, grower.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await api.get('/api/auth/addresses', grower.token);
    expect(list.body.data[0]).toMatchObject({ governorate: 'EG-ASN', city: 'Aswan' });
    // The checkout gives an address without one the governorate chosen there: only that field changes.
    const id = list.body.data[0].id;
    const changed = await api.put(`/api/auth/addresses/${id}`, { governorate: 'eg-lx' }, grower.token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.get('/api/auth/addresses', grower.token)).body.data[0]).toMatchObject({
      governorate: 'EG-LX',
      city: 'Aswan',
      label: 'Farm',
    });
    expect((await api.put(`/api/auth/addresses/${id}`, { governorate: 'Luxor' }, grower.token)).status).toBe(400);
  });

  it('older ones get the governorate their city names (English or Arabic, a main town), else none', async () => {
    const grower = await growerAccount();
    const cities = ['Aswan', 'الإسكندرية', 'اسيوط', 'محافظة الجيزة', 'Sharm El Sheikh', 'Kafr Shukr'];
    for (const city of cities) {
      await t.db.sql`insert into addresses (user_id, first_name, last_name, phone, address, city, country)
                     values (${grower.id}, 'A', 'B', '+201001234567', 'x', ${city}, 'Egypt')`;
    }
    const migration = readFileSync(new URL('../../migrations/0032_shipping_zones.sql', import.meta.url), 'utf8');
    await t.db.sql.unsafe(migration.slice(migration.indexOf('update addresses a set governorate')));
    const rows = await t.db.sql<
      { city: string; governorate: string | null }[]
    >`select city, governorate from addresses where user_id = ${grower.id} order by id`;
    expect(rows.map((r) => r.governorate)).toEqual(['EG-ASN', 'EG-ALX', 'EG-AST', 'EG-GZ', 'EG-JS', null]);
  });
});
