import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';

/*
 * The storefront links in e-mails open the page in the customer's language: an Arabic customer's button
 * goes to the `/ar` address, an English one's to the plain address, as the e-mail's own language does.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
}, 60_000);

afterAll(() => t?.close());

/** A customer who chose a language. */
async function customerIn(language: 'en' | 'ar'): Promise<TestUser> {
  const user = await createUser(t);
  expect((await api.put('/api/auth/preferences', { language }, user.token)).status).toBe(200);
  return user;
}

/** The text of the latest e-mail of a kind to an address, once it is in the outbox. */
const mailText = (to: string, kind: string) =>
  eventually(
    async () =>
      (
        await t.db.sql<
          { body_text: string }[]
        >`select body_text from mail_outbox where to_address = ${to} and kind = ${kind} order by id desc limit 1`
      )[0]?.body_text,
    { message: `a ${kind} e-mail to ${to}` },
  );

describe("e-mail links in the customer's language", () => {
  it('sends the password reset link to the /ar page for an Arabic customer, to the plain one for an English one', async () => {
    for (const [language, path] of [
      ['ar', '/ar/reset-password?token='],
      ['en', '/reset-password?token='],
    ] as const) {
      const user = await customerIn(language);
      expect((await api.post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
      expect(await mailText(user.email, 'password_reset'), language).toContain(`${t.config.publicUrl}${path}`);
    }
  });

  it("links an Arabic customer's order-status e-mail to the order at its /ar address", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const [product] = await t.db.sql<{ id: string }[]>`
      insert into products (slug, name, brand, category, price, stock_quantity) values ('mail-link-seeds', 'Seeds', 'Fellah', 'seeds', 50, 10) returning id::text as id`;
    const customer = await customerIn('ar');
    await api.post('/api/cart/add', { product_id: product!.id, quantity: 1 }, customer.token);
    const address = {
      first_name: 'أحمد',
      last_name: 'حسن',
      phone: '+20 100 123 4567',
      address: '12 شارع النيل',
      city: 'القاهرة',
      country: 'Egypt',
    };
    const placed = await api.post(
      '/api/orders',
      { shipping_address: address, same_as_shipping: true, payment_method: 'cod' },
      customer.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.id as string;
    expect((await api.put(`/api/admin/orders/${orderId}/status`, { status: 'confirmed' }, admin.token)).status).toBe(
      200,
    );
    await t.runner.ring();
    expect(await mailText(customer.email, 'order_status')).toContain(`${t.config.publicUrl}/ar/orders/${orderId}`);
  });
});
