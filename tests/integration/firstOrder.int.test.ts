import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { ARABIC } from '../helpers/arabicMessages';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Issue 45, item 1: phone numbers a courier can call, through the real server. Checkout, saved addresses and the
 * profile take an Egyptian mobile as growers write it (Arabic-Indic digits too) and keep it in E.164; a number the
 * courier cannot call is refused naming the expected form, in English and in Arabic, and nothing changes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const address = {
  first_name: 'Mona',
  last_name: 'Saleh',
  phone: '0101 234 5678',
  address: '12 Corniche El Nil',
  city: 'Aswan',
  country: 'Egypt',
};
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser,
  payload?: object,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
async function product(): Promise<string> {
  const slug = `hoe-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await t.db.sql<{ id: string }[]>`
    insert into products (slug, name, category, price, stock_quantity) values (${slug}, 'Hoe', 'tools', 80, 10) returning id::text as id`;
  return row!.id;
}
const ordersOf = async (user: TestUser) =>
  (await t.db.sql<{ n: number }[]>`select count(*)::int as n from orders where user_id = ${user.id}`)[0]!.n;

describe('checkout phones', () => {
  it('refuses 0101234567 (10 digits) and a letter O, naming the expected form in English and Arabic; nothing is placed', async () => {
    const user = await createUser(t);
    await call('POST', '/api/cart/add', user, { product_id: await product(), quantity: 1 });
    for (const phone of ['0101234567', '01O12345678']) {
      const english = await call('POST', '/api/orders', user, { shipping_address: { ...address, phone } });
      expect(english.status).toBe(400);
      expect(english.body).toMatchObject({
        success: false,
        field: 'shipping_address.phone',
        error: 'VALIDATION_ERROR',
      });
      expect(english.body.message).toContain('11 digits starting with 010, 011, 012 or 015');
      const arabic = await call('POST', '/api/orders', user, { shipping_address: { ...address, phone } }, ARABIC);
      expect(arabic.status).toBe(400);
      expect(arabic.body.message).toContain('010 أو 011 أو 012 أو 015');
    }
    expect(await ordersOf(user)).toBe(0);
  });

  it('refuses a mobile of another country for an Egyptian address (the courier calls it in Egypt), in both languages', async () => {
    const user = await createUser(t);
    await call('POST', '/api/cart/add', user, { product_id: await product(), quantity: 1 });
    const saudi = { shipping_address: { ...address, phone: '+966 50 123 4567' } };
    const english = await call('POST', '/api/orders', user, saudi);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      field: 'shipping_address.phone',
      message: expect.stringContaining('country the address is in'),
    });
    expect((await call('POST', '/api/orders', user, saudi, ARABIC)).body.message).toContain('دولة العنوان');
    expect(await ordersOf(user)).toBe(0);
  });

  it('places the order to Aswan with Arabic-Indic digits and keeps the number in E.164', async () => {
    const user = await createUser(t);
    await call('POST', '/api/cart/add', user, { product_id: await product(), quantity: 1 });
    const placed = await call('POST', '/api/orders', user, { shipping_address: { ...address, phone: '٠١٠١٢٣٤٥٦٧٨' } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.shipping_address.phone).toBe('+201012345678');
    expect(placed.body.data.billing_address.phone).toBe('+201012345678');
  });
});

describe('saved addresses and profile phones', () => {
  it('keep an Egyptian mobile in E.164 and refuse a short one, in Arabic too', async () => {
    const user = await createUser(t);
    const saved = await call('POST', '/api/auth/addresses', user, { ...address, phone: '+20 101 234 5678' });
    expect(saved.status).toBe(201);
    expect(saved.body.data.phone).toBe('+201012345678');
    const refused = await call('POST', '/api/auth/addresses', user, { ...address, phone: '0101234567' }, ARABIC);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'phone',
      message: expect.stringContaining('010 أو 011 أو 012 أو 015'),
    });

    const profile = { first_name: 'Mona', last_name: 'Saleh', email: user.email, city: 'Aswan' };
    const short = await call('PUT', '/api/auth/profile', user, { ...profile, phone: '0101234567' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'phone', message: expect.stringContaining('010, 011, 012 or 015') });
    const kept = await call('PUT', '/api/auth/profile', user, { ...profile, phone: '٠١٥٥ ١٢٣ ٤٥٦٧' });
    expect(kept.status).toBe(200);
    expect((await call('GET', '/api/auth/profile', user)).body.data.phone).toBe('+201551234567');
  });
});
