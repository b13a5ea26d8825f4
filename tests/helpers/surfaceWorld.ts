import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { HttpMethod } from '../../src/rest-adapter/types';
import type { Role } from '../../src/server/auth/tokens';
import { harvestDueMonths } from '../../src/shared/credit';
import type { TestApp } from './app';
import { type FormPart, SAMPLE_FILES, multipartBody } from './multipart';
import { type Identity, type SurfaceAnswer, makeIdentity, send, sessionToken } from './surface';

/*
 * The records the whole-surface tests call with: demo records (crops, products, guides, ...) and, for every kind of
 * owned object (order, cart item, address, review, comment, ticket, session, notification, payment method and intent),
 * a maker that creates a fresh one for the owner — so a call that deletes one leaves the next call its own.
 */

export const PASSWORD = 'green-fields-1';

export const ADDRESS = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 123 4567',
  address: '12 Nile Street',
  city: 'Cairo',
  country: 'Egypt',
};

const suffix = () => randomBytes(4).toString('hex');

export interface Demo {
  crop: string;
  cropSlug: string;
  product: string;
  productSlug: string;
  guide: string;
  tag: string;
  soil: string;
  market: string;
  price: string;
  task: string;
  quiz: string;
  author: string;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** A JSON body, a multipart form or nothing. */
export interface Payload {
  json?: unknown;
  multipart?: FormPart[];
  headers?: Record<string, string> | undefined;
}

export async function buildWorld(t: TestApp) {
  const admin = await makeIdentity(t, 'admin');
  const owner = await makeIdentity(t, 'customer', 'owner');
  const other = await makeIdentity(t, 'customer', 'other');

  const one = async (query: Promise<{ id: string }[]>) => {
    const [row] = await query;
    if (!row) throw new Error('the demo data set lacks a record the surface tests need');
    return row.id;
  };
  const sql = t.db.sql;
  const crop = await one(sql`select id::text as id from crops where is_active order by id limit 1`);
  const demo: Demo = {
    crop,
    cropSlug: await one(sql`select slug as id from crops where id = ${crop}`),
    product: await one(
      sql`select id::text as id from products where is_active and stock_quantity > 100 order by id limit 1`,
    ),
    productSlug: await one(sql`select slug as id from products where is_active order by id limit 1`),
    guide: await one(sql`select id::text as id from guides order by id limit 1`),
    tag: await one(sql`select id::text as id from tags order by id limit 1`),
    soil: await one(sql`select id::text as id from soil_types order by id limit 1`),
    market: await one(sql`select id::text as id from markets order by id limit 1`),
    price: await one(sql`select id::text as id from market_prices order by id limit 1`),
    task: await one(sql`select id::text as id from seasonal_tasks order by id limit 1`),
    quiz: await one(sql`select id::text as id from quizzes order by id limit 1`),
    author: owner.id,
  };

  /** The Authorization header of a fresh session of someone's (so a logout elsewhere never ends it), or none. */
  async function authorize(who: Identity | null): Promise<string | undefined> {
    return who ? `Bearer ${(await sessionToken(t, who.id, who.role)).token}` : undefined;
  }

  /** A call as someone, or as nobody; `authorization` when it is made already. */
  async function call(
    who: Identity | null,
    method: HttpMethod,
    url: string,
    payload: Payload = {},
    authorization?: string,
  ): Promise<SurfaceAnswer> {
    authorization ??= await authorize(who);
    if (payload.multipart) {
      const { payload: raw, contentType } = multipartBody(payload.multipart);
      return send(t, {
        method,
        url,
        authorization,
        headers: payload.headers ?? {},
        raw: { payload: raw, contentType },
      });
    }
    return send(t, { method, url, authorization, headers: payload.headers ?? {}, json: payload.json });
  }
  /** The same, for setting up: anything but a success throws. */
  async function must(
    who: Identity | null,
    method: HttpMethod,
    url: string,
    json?: unknown,
  ): Promise<Record<string, unknown>> {
    const answer = await call(who, method, url, { json });
    if (answer.status >= 300)
      throw new Error(`set-up call ${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, unknown>;
  }
  const idOf = (body: Record<string, unknown>) => String((body.data as { id: unknown }).id);

  /** A product written straight into the table. */
  async function product(opts: { approval?: 'approved' | 'pending' } = {}): Promise<string> {
    const name = `Surface Seeds ${suffix()}`;
    return one(sql`
      insert into products (slug, name, brand, category, price, stock_quantity, approval_status, is_active)
      values (${name.toLowerCase().replace(/\s+/g, '-')}, ${name}, 'Fellah', 'seeds', 80, 500, ${opts.approval ?? 'approved'}, true)
      returning id::text as id`);
  }

  /** A real account (registered through the API, so it has a password), as an identity of the given role. */
  async function registered(role: Role = 'customer'): Promise<Identity> {
    const email = `surface-reg-${suffix()}@example.com`;
    const body = await must(null, 'POST', '/auth/register', {
      first_name: 'Nour',
      last_name: 'Farouk',
      email,
      password: PASSWORD,
    });
    const id = String((body.user as { id: unknown }).id);
    if (role === 'admin') await sql`update users set role = 'admin' where id = ${id}`;
    return { id, email, role, ...(await sessionToken(t, id, role)) };
  }

  /** The token in the newest e-mail of a kind to an address (the first link's `token=`, or that of the link to `page`). */
  async function mailedToken(to: string, kind: string, page?: string): Promise<string> {
    const [mail] = await sql<{ body_text: string }[]>`
      select body_text from mail_outbox where to_address = ${to} and kind = ${kind} order by id desc limit 1`;
    const link = page ? new RegExp(`/${page}\\?\\S*?token=([\\w-]+)`) : /token=([\w-]+)/;
    const token = mail?.body_text.match(link)?.[1];
    if (!token) throw new Error(`no ${kind} e-mail with a token to ${to}`);
    return token;
  }

  /** Two-factor sign-in turned on for a user with a known secret: a code for now. */
  async function twoFactorOn(userId: string): Promise<string> {
    const secret = new Secret({ size: 20 }).base32;
    await sql`update users set two_factor_secret = ${secret}, two_factor_enabled = true, two_factor_last_step = null where id = ${userId}`;
    return totpCode(secret);
  }

  let priceDays = 0;
  let alertLevels = 0;
  const make = {
    product,
    pendingProduct: () => product({ approval: 'pending' }),
    address: async (who: Identity = owner) => idOf(await must(who, 'POST', '/auth/addresses', ADDRESS)),
    cartItem: async (who: Identity = owner) => {
      const p = await product();
      await must(who, 'POST', '/cart/add', { product_id: p, quantity: 1 });
      const cart = await must(who, 'GET', '/cart');
      const line = (cart.data as { items: { id: string; product_id: unknown }[] }).items.find(
        (i) => String(i.product_id) === p,
      );
      if (!line) throw new Error('the cart line was not found');
      return line.id;
    },
    order: async (who: Identity = owner) => {
      await must(who, 'POST', '/cart/add', { product_id: await product(), quantity: 1 });
      return idOf(
        await must(who, 'POST', '/orders', {
          shipping_address: ADDRESS,
          same_as_shipping: true,
          payment_method: 'cod',
        }),
      );
    },
    /** A pay-at-harvest order of someone's, on a credit line an administrator grants them first. */
    harvestOrder: async (who: Identity = owner) => {
      await must(admin, 'PUT', `/admin/users/${who.id}/credit`, { limit: 1_000_000 });
      await must(who, 'POST', '/cart/add', { product_id: await product(), quantity: 1 });
      const harvest_due = harvestDueMonths(new Date())[1];
      return idOf(
        await must(who, 'POST', '/orders', {
          shipping_address: ADDRESS,
          same_as_shipping: true,
          payment_method: 'pay_at_harvest',
          harvest_due,
        }),
      );
    },
    review: async (who: Identity = owner, status?: 'pending') => {
      const p = await product();
      const body = await must(who, 'POST', `/products/${p}/reviews`, {
        rating: 5,
        body: 'Good seeds, strong germination.',
      });
      if (status) await sql`update product_reviews set status = ${status} where id = ${idOf(body)}`;
      return idOf(body);
    },
    comment: async (who: Identity = owner, status?: 'pending') => {
      const id = idOf(
        await must(who, 'POST', `/comments/crop/${demo.crop}`, { body: 'Watered every four days, it did well.' }),
      );
      if (status) await sql`update comments set status = ${status} where id = ${id}`;
      return id;
    },
    ticket: async (who: Identity = owner) =>
      idOf(
        await must(who, 'POST', '/support/tickets', {
          subject: 'Late delivery',
          category: 'delivery',
          message: 'My order has not arrived yet.',
        }),
      ),
    session: async (who: Identity = owner) => (await sessionToken(t, who.id, who.role)).sessionId,
    notification: async (who: Identity = owner) =>
      one(sql`
        insert into notifications (user_id, type, title, message, created_at)
        values (${who.id}, 'order_status', 'Your order is on its way', 'Order shipped', now()) returning id::text as id`),
    paymentMethod: async (who: Identity = owner) => {
      const body = await must(who, 'POST', '/payments/methods', { type: 'cod', label: `Cash ${suffix()}` });
      return idOf(body);
    },
    paymentIntent: async (who: Identity = owner) => {
      const body = await must(who, 'POST', '/payments/create-intent', { amount: 120, currency: 'EGP' });
      return String(
        (body.data as { id?: unknown; payment_intent_id?: unknown }).payment_intent_id ??
          (body.data as { id: unknown }).id,
      );
    },
    user: async () => (await makeIdentity(t, 'customer', 'target')).id,
    bannedUser: async () => {
      const id = (await makeIdentity(t, 'customer', 'banned')).id;
      await sql`update users set status = 'banned' where id = ${id}`;
      return id;
    },
    crop: async () =>
      idOf(await must(admin, 'POST', '/crops', { name: `Surface crop ${suffix()}`, crop_type: 'grain' })),
    tag: async () => idOf(await must(admin, 'POST', '/tags', { name: `Surface tag ${suffix()}` })),
    soil: async () => idOf(await must(admin, 'POST', '/soil-types', { name: `Surface soil ${suffix()}` })),
    price: async () => {
      // A new day of 2001 onwards each time: a crop has one price per market, day and unit.
      const day = new Date(Date.UTC(2001, 0, 1) + priceDays++ * 86_400_000).toISOString().slice(0, 10);
      return idOf(
        await must(admin, 'POST', '/market-prices', {
          crop_id: demo.crop,
          market_id: demo.market,
          unit: 'kg',
          min_price: 5,
          max_price: 7,
          price_date: day,
        }),
      );
    },
    // A new level each time: one alert per crop, market, direction and level.
    priceAlert: async (who: Identity = owner) =>
      idOf(
        await must(who, 'POST', '/price-alerts', {
          crop_id: demo.crop,
          market_id: null,
          direction: 'below',
          price: 1 + alertLevels++,
        }),
      ),
    task: async () =>
      idOf(
        await must(admin, 'POST', '/seasonal-tasks', { title: `Surface task ${suffix()}`, season: 'winter', month: 1 }),
      ),
  };

  return { t, admin, owner, other, demo, authorize, call, must, make, registered, mailedToken, twoFactorOn };
}

/** The code an authenticator app shows now for a secret. */
export function totpCode(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

export const UPLOADS = {
  image: (name = 'image'): FormPart[] => [
    { name, filename: 'leaf.png', contentType: 'image/png', data: SAMPLE_FILES.png },
  ],
  document: (): FormPart[] => [
    { name: 'document', filename: 'guide.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
  ],
  multiple: (): FormPart[] => [
    { name: 'files', filename: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.png },
    { name: 'files', filename: 'b.gif', contentType: 'image/gif', data: SAMPLE_FILES.gif },
  ],
};
