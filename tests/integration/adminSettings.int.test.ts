import { describe, expect, it } from 'vitest';
import { CACHE_MS } from '../../src/server/admin/settings';
import { SETTING_DEFAULTS } from '../../src/shared/settings';
import type { TestApp } from '../helpers/app';
import {
  type AdminApi,
  adminAppForFile,
  address,
  auditCount,
  callApi,
  makeProduct,
  placeOrder,
} from '../helpers/admin';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Settings: GET/PUT all and by key, the typed value of each key, the public settings the storefront reads, and the
 * shipping rule that checkout, the cart summary and /shipping/calculate take from them.
 */

let t: TestApp;
let admin: TestUser;
let api: AdminApi;

adminAppForFile((app) => ({ t, admin, api } = app));

const stored = async () =>
  (await t.db.sql<{ key: string; value: unknown }[]>`select key, value from settings order by key`).map((r) => [
    r.key,
    r.value,
  ]);
const publicSettings = async () => (await t.app.inject('/trpc/settings.public')).json().result.data.json;

describe('GET /api/admin/settings', () => {
  it("answers every key with the spec's defaults before anything is stored", async () => {
    const res = await api.get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      free_shipping_threshold: 500,
      shipping_fee: 50,
      store_contact: { phone: '+20 2 2735 0400', email: 'hello@fellah.eg', address: 'Cairo, Egypt' },
      moderation_enabled: false,
      maintenance_banner: { enabled: false, message_en: '', message_ar: '' },
      // issue 38
      unverified_max_pending_orders: 1,
      unverified_max_pending_total: 2000,
      pending_cod_expiry_days: 7,
      backup_keep_count: 10,
      backup_keep_days: 30,
      // codes sent to phones
      phone_codes_per_address_day: 20,
      phone_codes_per_day: 2000,
      phone_codes_any_country: false,
    });
    const one = await api.get('/api/admin/settings/shipping_fee');
    expect(one.body.data).toEqual({
      key: 'shipping_fee',
      value: 50,
      default: 50,
      is_default: true,
      updated_at: null,
      updated_by: null,
    });
  });

  it('answers 404 for an unknown key', async () => {
    expect(await api.get('/api/admin/settings/colour_scheme')).toMatchObject({
      status: 404,
      body: { success: false, error: 'NOT_FOUND', message: 'Setting not found: colour_scheme' },
    });
    expect(await api.put('/api/admin/settings/colour_scheme', { value: 'green' })).toMatchObject({ status: 404 });
    expect(await stored()).toEqual([]);
  });
});

describe('PUT /api/admin/settings/{key}', () => {
  it('stores a value, shows who changed it, writes the audit log, and the public settings follow at once', async () => {
    const res = await api.put('/api/admin/settings/store_contact', {
      value: { phone: '+20 100 000 0000', email: 'shop@fellah.eg', address: 'Giza, Egypt' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Setting saved',
      data: {
        key: 'store_contact',
        value: { phone: '+20 100 000 0000', email: 'shop@fellah.eg', address: 'Giza, Egypt' },
        is_default: false,
        updated_by: admin.id,
      },
    });
    expect((await publicSettings()).store_contact).toEqual({
      phone: '+20 100 000 0000',
      email: 'shop@fellah.eg',
      address: 'Giza, Egypt',
    });
    const [entry] = await t.db
      .sql`select actor_id::text as actor, target_type, details from audit_log where action = 'admin.settings.updated' and target_id = 'store_contact'`;
    expect(entry).toMatchObject({
      actor: admin.id,
      target_type: 'setting',
      details: { from: SETTING_DEFAULTS.store_contact, to: { email: 'shop@fellah.eg' } },
    });
  });

  it('refuses a bad value with 400 naming the key (or the part of it), and changes nothing', async () => {
    const before = await stored();
    const audits = await auditCount(t, 'admin.settings.updated');
    const cases: [string, unknown, string, string?][] = [
      [
        'free_shipping_threshold',
        -1,
        'free_shipping_threshold',
        'free_shipping_threshold must be an amount in EGP from 0 to 1000000, with at most two decimals',
      ],
      ['free_shipping_threshold', '600', 'free_shipping_threshold'],
      ['shipping_fee', 10.005, 'shipping_fee'],
      ['shipping_fee', null, 'shipping_fee'],
      ['moderation_enabled', 'yes', 'moderation_enabled', 'moderation_enabled must be true or false'],
      ['store_contact', { phone: '+20 1', email: 'shop@fellah.eg', address: 'Giza' }, 'store_contact.phone'],
      [
        'store_contact',
        { phone: '+20 100 000 0000', email: 'not-an-email', address: 'Giza' },
        'store_contact.email',
        'email must be an e-mail address',
      ],
      ['store_contact', { phone: '+20 100 000 0000', email: 'a@b.eg' }, 'store_contact.address'],
      ['store_contact', 'Cairo', 'store_contact'],
      [
        'maintenance_banner',
        { enabled: true, message_en: '', message_ar: '' },
        'maintenance_banner.message_en',
        'Please write the banner in English to show it',
      ],
      [
        'maintenance_banner',
        { enabled: true, message_en: 'Closed Friday', message_ar: '' },
        'maintenance_banner.message_ar',
      ],
      ['maintenance_banner', { enabled: false, message_en: '', message_ar: '', colour: 'red' }, 'maintenance_banner'],
      ['unverified_max_pending_orders', 1.5, 'unverified_max_pending_orders'],
      ['pending_cod_expiry_days', 0, 'pending_cod_expiry_days'],
      ['backup_keep_count', 0, 'backup_keep_count'],
    ];
    for (const [key, value, field, message] of cases) {
      const res = await api.put(`/api/admin/settings/${key}`, { value });
      expect(res.status, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body, `${key} ${JSON.stringify(value)}`).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        field,
      });
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await api.put('/api/admin/settings/shipping_fee', {})).toMatchObject({
      status: 400,
      body: { field: 'value' },
    });
    expect(await stored()).toEqual(before);
    expect(await auditCount(t, 'admin.settings.updated')).toBe(audits);
  });
});

describe('PUT /api/admin/settings', () => {
  it('changes several keys in one go and answers every setting', async () => {
    const banner = { enabled: true, message_en: 'Deliveries pause for Eid', message_ar: 'يتوقف التوصيل في العيد' };
    const res = await api.put('/api/admin/settings', { maintenance_banner: banner, moderation_enabled: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Settings saved',
      data: { maintenance_banner: banner, moderation_enabled: false, shipping_fee: 50 },
    });
    const pub = await publicSettings();
    expect(pub).toEqual({
      free_shipping_threshold: 500,
      shipping_fee: 50,
      store_contact: expect.any(Object),
      maintenance_banner: banner,
    });
    expect(pub).not.toHaveProperty('moderation_enabled');
  });

  it('writes all or nothing: one bad or unknown key refuses the whole request (400 naming it)', async () => {
    const before = await stored();
    expect(await api.put('/api/admin/settings', { shipping_fee: 30, free_shipping_threshold: -5 })).toMatchObject({
      status: 400,
      body: { field: 'free_shipping_threshold' },
    });
    expect(await api.put('/api/admin/settings', { shipping_fee: 30, colour: 'green' })).toMatchObject({
      status: 400,
      body: { field: 'colour', message: expect.stringContaining('Unknown setting: colour') },
    });
    expect(await api.put('/api/admin/settings', {})).toMatchObject({ status: 400, body: { field: 'settings' } });
    expect(await api.put('/api/admin/settings', [1, 2])).toMatchObject({ status: 400, body: { field: 'settings' } });
    expect(await stored()).toEqual(before);
  });
});

describe('the shipping rule comes from the settings', () => {
  it('checkout, the cart summary, /shipping/methods and /shipping/calculate use the stored threshold and fee', async () => {
    const customer = await createUser(t);
    const seeds = await makeProduct(t, { price: 300, stock: 20 });
    const calc = async (quantity: number) =>
      (
        await callApi(t, 'POST', '/api/shipping/calculate', {
          body: { items: [{ product_id: seeds, quantity }], address: { city: 'Aswan' }, method: 'standard' },
        })
      ).body.data;
    expect(await calc(2)).toMatchObject({ subtotal: 600, shipping: 0, free_shipping_threshold: 500 });

    expect((await api.put('/api/admin/settings', { free_shipping_threshold: 1000, shipping_fee: 35.5 })).status).toBe(
      200,
    );
    expect(await calc(2)).toMatchObject({ subtotal: 600, shipping: 35.5, free_shipping_threshold: 1000, total: 635.5 });
    expect(await calc(4)).toMatchObject({ subtotal: 1200, shipping: 0 });
    const methods = (await callApi(t, 'GET', '/api/shipping/methods')).body.data;
    expect(methods).toMatchObject({ free_shipping_threshold: 1000, shipping_fee: 35.5 });
    expect(methods.methods[0].description).toContain('Free for orders over 1000 EGP');

    await callApi(t, 'POST', '/api/cart/add', { token: customer.token, body: { product_id: seeds, quantity: 2 } });
    expect((await callApi(t, 'GET', '/api/cart/summary', { token: customer.token })).body.data).toMatchObject({
      subtotal: 600,
      shipping: 35.5,
      total: 635.5,
      free_shipping_threshold: 1000,
    });
    const order = await callApi(t, 'POST', '/api/orders', {
      token: customer.token,
      body: { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
    });
    expect(order.body.data).toMatchObject({ subtotal: 600, shipping: 35.5, total: 635.5 });

    expect((await api.put('/api/admin/settings', { free_shipping_threshold: 500, shipping_fee: 50 })).status).toBe(200);
    const again = await placeOrder(t, customer, [{ productId: seeds, quantity: 1 }]);
    expect(again).toMatchObject({ subtotal: 300, shipping: 50 });
  });

  it('a write made behind the cache (another server process) is seen within the cache time', async () => {
    expect((await publicSettings()).shipping_fee).toBe(50);
    await t.db
      .sql`insert into settings (key, value) values ('shipping_fee', '20') on conflict (key) do update set value = excluded.value`;
    await new Promise((r) => setTimeout(r, CACHE_MS + 100));
    expect((await publicSettings()).shipping_fee).toBe(20);
    await api.put('/api/admin/settings/shipping_fee', { value: 50 });
  });
});

describe('moderation_enabled', () => {
  it('holds customers’ new reviews as pending while on; they start approved while off', async () => {
    const customer = await createUser(t);
    const other = await createUser(t);
    const product = await makeProduct(t);
    await api.put('/api/admin/settings/moderation_enabled', { value: true });
    const held = await callApi(t, 'POST', `/api/products/${product}/reviews`, {
      token: customer.token,
      body: { rating: 5, body: 'Great' },
    });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ data: { status: 'pending' }, summary: { rating: 0, review_count: 0 } });
    expect((await callApi(t, 'GET', `/api/products/${product}/reviews`)).body.data).toEqual([]);

    await api.put('/api/admin/settings/moderation_enabled', { value: false });
    const straight = await callApi(t, 'POST', `/api/products/${product}/reviews`, {
      token: other.token,
      body: { rating: 3 },
    });
    expect(straight.body).toMatchObject({ data: { status: 'approved' }, summary: { rating: 3, review_count: 1 } });
  });
});
