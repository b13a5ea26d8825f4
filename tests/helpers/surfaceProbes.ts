import type { RestRoute } from '../../src/rest-adapter/types';
import type { TestApp } from './app';
import { type Access, type Identity, type SurfaceAnswer, backgroundIdle, fillPath } from './surface';
import type { FormPart } from './multipart';
import { ADDRESS, PASSWORD, UPLOADS, type World, totpCode } from './surfaceWorld';

/*
 * A valid request for every route of the table (the 191 documented calls and the storefront's few more), for the
 * answer-schema test (tests/integration/surfaceAnswers.int.test.ts). The probes are those of the authorization
 * matrix (tests/integration/surfaceAuth.int.test.ts), kept here so another whole-surface test can call every route.
 */

export type OwnedKind =
  | 'order'
  | 'cart item'
  | 'address'
  | 'review'
  | 'comment'
  | 'ticket'
  | 'session'
  | 'notification'
  | 'payment method'
  | 'payment intent'
  | 'account'
  | 'price alert';
export type Who = 'none' | 'customer' | 'admin' | 'other';

export interface Probe {
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
  multipart?: FormPart[];
  headers?: Record<string, string>;
  /** Call as this identity instead (a fresh account of the same role, e.g. to delete it). */
  as?: Identity;
}
export type ProbeFn = (w: World, who: Identity | null, cell: Who) => Promise<Probe>;

export interface ProbeRow {
  access: Access;
  probe?: ProbeFn;
  /** The object in the path belongs to the owner: another customer is refused with `other`. */
  owned?: { kind: OwnedKind; other: 403 | 404; admin?: 'ok' | 404 };
  /** No valid request may succeed here (restoring a backup would replace the test's database). */
  served?: true;
}
type Row = ProbeRow;

const pub = (probe?: ProbeFn, more: Partial<Row> = {}): Row => ({
  access: 'public',
  ...(probe ? { probe } : {}),
  ...more,
});
const authed = (probe?: ProbeFn, more: Partial<Row> = {}): Row => ({
  access: 'authed',
  ...(probe ? { probe } : {}),
  ...more,
});
const admin = (probe?: ProbeFn, more: Partial<Row> = {}): Row => ({
  access: 'admin',
  ...(probe ? { probe } : {}),
  ...more,
});
const own = (kind: OwnedKind, other: 403 | 404 = 404, adminGets: 'ok' | 404 = 'ok') => ({
  owned: { kind, other, admin: adminGets },
});
const ownOnly = (kind: OwnedKind) => own(kind, 404, 404);

const id = (value: string) => ({ params: { id: value } });
const fresh = () => Math.random().toString(16).slice(2, 10);
/** A fresh Egyptian mobile number, as a grower types it (0 and ten digits). */
const freshMobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * An account signed up with a fresh mobile number. Every probe call comes from one address, so the per-address daily
 * cap of codes is raised for the surface tests (they are not about that cap: tests/integration/phoneIdentity.int.test.ts is).
 */
async function phoneAccount(w: World): Promise<{ phone: string; e164: string }> {
  await w.t.db.sql`insert into settings (key, value) values ('phone_codes_per_address_day', '10000'::jsonb)
                   on conflict (key) do update set value = excluded.value`;
  const phone = freshMobile();
  await w.must(null, 'POST', '/auth/register', { first_name: 'Saeed', last_name: 'Hassan', phone, password: PASSWORD });
  return { phone, e164: `+2${phone}` };
}

/** The newest code the outbox holds for a number. */
async function sentCode(w: World, e164: string): Promise<string> {
  const [row] = await w.t.db.sql<{ body_text: string }[]>`
    select body_text from mail_outbox where to_address = ${e164} and kind = 'code' order by id desc limit 1`;
  const code = row?.body_text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${e164}`);
  return code;
}
/** A new day of the year 1999 each time (the demo prices are recent; a crop has one price per market, day and unit). */
let days = 0;
const someDay = () => new Date(Date.UTC(1999, 0, 1) + days++ * 86_400_000).toISOString().slice(0, 10);

const withPassword = async (w: World, who: Identity | null): Promise<Identity | undefined> =>
  who ? w.registered(who.role) : undefined;

/** A fresh coupon of the administrator's (a code is unique; an ended one is never changed again). */
const coupon = async (w: World, state?: 'paused'): Promise<string> => {
  const body = await w.must(w.admin, 'POST', '/admin/coupons', {
    code: `SURF-${fresh().toUpperCase()}`,
    kind: 'percent',
    value: 10,
    categories: ['seeds'],
  });
  const couponId = String((body.data as { id: unknown }).id);
  if (state === 'paused') await w.must(w.admin, 'POST', `/admin/coupons/${couponId}/pause`);
  return couponId;
};

export const PROBES: Record<string, Row> = {
  'GET /health': pub(),
  'GET /health/live': pub(),
  'GET /info': pub(),
  'GET /rate-limit-info': pub(),

  'POST /auth/register': pub(async () => ({
    json: { first_name: 'Salma', last_name: 'Adel', email: `surface-new-${fresh()}@example.com`, password: PASSWORD },
  })),
  'POST /auth/login': pub(async (w) => ({ json: { email: (await w.registered()).email, password: PASSWORD } })),
  'POST /auth/logout': authed(),
  'POST /auth/forgot-password': pub(async (w) => ({ json: { email: w.owner.email } })),
  'POST /auth/reset-password': pub(async (w) => {
    const account = await w.registered();
    await w.must(null, 'POST', '/auth/forgot-password', { email: account.email });
    return { json: { token: await w.mailedToken(account.email, 'password_reset'), newPassword: 'new-green-fields-2' } };
  }),
  'POST /auth/phone/send-code': pub(async (w) => {
    const account = await phoneAccount(w);
    return { json: { phone: account.phone, purpose: 'reset' } };
  }),
  'POST /auth/phone/verify': pub(async (w) => {
    const account = await phoneAccount(w);
    return { json: { phone: account.phone, code: await sentCode(w, account.e164) } };
  }),
  'POST /auth/phone/reset-password': pub(async (w) => {
    const account = await phoneAccount(w);
    await w.must(null, 'POST', '/auth/phone/send-code', { phone: account.phone, purpose: 'reset' });
    return { json: { phone: account.phone, code: await sentCode(w, account.e164), newPassword: 'new-green-fields-2' } };
  }),
  'GET /admin/phone-codes': admin(),
  'POST /auth/refresh': pub(async (w) => {
    const body = await w.must(null, 'POST', '/auth/login', { email: (await w.registered()).email, password: PASSWORD });
    return { json: { refresh_token: body.refresh_token } };
  }),
  'GET /auth/profile': authed(),
  'PUT /auth/profile': authed(async (_w, who) => ({
    json: { first_name: 'Mona', last_name: 'Zaki', email: who?.email ?? 'nobody@example.com', city: 'Giza' },
  })),
  'PUT /auth/change-password': authed(async (w, who) => {
    const as = await withPassword(w, who);
    return { json: { currentPassword: PASSWORD, newPassword: 'new-green-fields-2' }, ...(as ? { as } : {}) };
  }),
  'POST /auth/upload-avatar': authed(async () => ({ multipart: UPLOADS.image('avatar') })),
  'DELETE /auth/account': authed(async (w, who) => {
    const as = await withPassword(w, who);
    return { json: { password: PASSWORD }, ...(as ? { as } : {}) };
  }),
  'PUT /auth/deactivate': authed(async (w, who) => {
    const as = await withPassword(w, who);
    return { json: { password: PASSWORD }, ...(as ? { as } : {}) };
  }),
  'GET /auth/stats': authed(),
  'GET /auth/activity': authed(async () => ({ query: 'limit=5' })),
  'GET /auth/login-history': authed(async () => ({ query: 'limit=5' })),
  'GET /auth/preferences': authed(),
  'PUT /auth/preferences': authed(async () => ({ json: { language: 'ar', newsletter: true } })),
  'POST /auth/request-email-verification': authed(),
  'POST /auth/verify-email': pub(async (w) => {
    const account = await w.registered();
    await w.must(account, 'POST', '/auth/request-email-verification');
    return { json: { token: await w.mailedToken(account.email, 'email_verification') } };
  }),
  'POST /auth/confirm-email-change': pub(async (w) => {
    const account = await w.registered();
    const moved = `surface-moved-${fresh()}@example.com`;
    await w.must(account, 'PUT', '/auth/profile', {
      first_name: 'Nour',
      last_name: 'Farouk',
      email: moved,
      currentPassword: PASSWORD,
    });
    return { json: { token: await w.mailedToken(moved, 'email_change') } };
  }),
  'GET /auth/2fa/status': authed(),
  'POST /auth/step-up': authed(async (w, who) => {
    const as = await withPassword(w, who);
    return { json: { password: PASSWORD }, ...(as ? { as } : {}) };
  }),
  // Two-factor changes need the password again (a step-up): a registered account gives it with the call.
  'POST /auth/2fa/enable': authed(async (w, who) => {
    const as = await withPassword(w, who);
    return { json: { password: PASSWORD }, ...(as ? { as } : {}) };
  }),
  'POST /auth/2fa/confirm': authed(async (w, who) => {
    const as = await withPassword(w, who);
    if (!as) return { json: { code: '123456', secret: 'A'.repeat(32), password: PASSWORD } };
    const { data } = (await w.must(as, 'POST', '/auth/2fa/enable', { password: PASSWORD })) as {
      data: { secret: string };
    };
    return { json: { code: totpCode(data.secret), secret: data.secret, password: PASSWORD }, as };
  }),
  'POST /auth/2fa/disable': authed(async (w, who) => {
    const as = await withPassword(w, who);
    if (!as) return { json: { code: '123456', password: PASSWORD } };
    return { json: { code: await w.twoFactorOn(as.id), password: PASSWORD }, as };
  }),
  'POST /auth/2fa/recovery-codes': authed(async (w, who) => {
    const as = await withPassword(w, who);
    if (as) await w.twoFactorOn(as.id);
    return { json: { password: PASSWORD }, ...(as ? { as } : {}) };
  }),
  'POST /admin/users/{id}/2fa/reset': admin(async (w, who) => {
    const target = await w.registered();
    await w.twoFactorOn(target.id);
    const as = await withPassword(w, who);
    return { ...id(target.id), json: { password: PASSWORD }, ...(as ? { as } : {}) };
  }),
  'GET /auth/sessions': authed(),
  'DELETE /auth/sessions/{id}': authed(async (w) => id(await w.make.session()), ownOnly('session')),
  'GET /auth/export-data': authed(),
  'GET /auth/addresses': authed(),
  'POST /auth/addresses': authed(async () => ({ json: ADDRESS })),
  'PUT /auth/addresses/{id}': authed(
    async (w) => ({ ...id(await w.make.address()), json: { city: 'Alexandria' } }),
    ownOnly('address'),
  ),
  'DELETE /auth/addresses/{id}': authed(async (w) => id(await w.make.address()), ownOnly('address')),
  'PUT /auth/addresses/{id}/default': authed(async (w) => id(await w.make.address()), ownOnly('address')),

  'GET /users/{id}': authed(async (w) => id(w.owner.id), own('account', 403)),
  'PUT /users/{id}': authed(async (w) => ({ ...id(w.owner.id), json: { city: 'Aswan' } }), own('account', 403)),
  'DELETE /users/{id}': authed(
    async (w, _who, cell) => {
      const account = await w.registered();
      return { ...id(account.id), json: { password: PASSWORD }, ...(cell === 'customer' ? { as: account } : {}) };
    },
    own('account', 403),
  ),
  'GET /users/{id}/crop-guides': pub(async (w) => ({ ...id(w.demo.author), query: 'page=1&limit=5' })),

  'GET /products': pub(async () => ({ query: 'search=seeds&limit=5' })),
  'GET /products/featured': pub(),
  'GET /products/bestsellers': pub(),
  'GET /products/category/{category}': pub(async () => ({ params: { category: 'seeds' } })),
  'GET /products/statistics': pub(),
  'GET /products/brands': pub(),
  'GET /products/subcategories': pub(async () => ({ query: 'category=seeds' })),
  'GET /products/slug/{slug}': pub(async (w) => ({ params: { slug: w.demo.productSlug } })),
  'GET /products/{id}': pub(async (w) => id(w.demo.product)),
  'GET /products/{id}/related': pub(async (w) => id(w.demo.product)),
  'POST /products': admin(async () => ({
    json: { name: `Surface hoe ${fresh()}`, category: 'tools', price: 150, stock_quantity: 10 },
  })),
  'PUT /products/{id}': admin(async (w) => ({ ...id(await w.make.product()), json: { price: 95 } })),
  'DELETE /products/{id}': admin(async (w) => id(await w.make.product())),
  'GET /products/{id}/reviews': pub(async (w) => id(w.demo.product)),
  'POST /products/{id}/reviews': authed(async (w) => ({
    ...id(await w.make.product()),
    json: { rating: 4, body: 'Sprouted in a week.' },
  })),
  // Reviews and comments are shown to everyone, so another customer is told it is not theirs (403), not "not found".
  'PUT /products/reviews/{id}': authed(
    async (w) => ({ ...id(await w.make.review()), json: { rating: 3 } }),
    own('review', 403),
  ),
  'DELETE /products/reviews/{id}': authed(async (w) => id(await w.make.review()), own('review', 403)),

  'GET /search': pub(async () => ({ query: 'q=wheat' })),
  'GET /search/crops': pub(async () => ({ query: 'q=wheat' })),
  'GET /search/guides': pub(async () => ({ query: 'q=wheat' })),
  'GET /search/equipment': pub(async () => ({ query: 'q=pump' })),

  'GET /crops': pub(async () => ({ query: 'limit=5' })),
  'GET /crops/statistics': pub(),
  'GET /crops/slug/{slug}': pub(async (w) => ({ params: { slug: w.demo.cropSlug } })),
  'GET /crops/{id}': pub(async (w) => id(w.demo.crop)),
  'GET /crops/{id}/guides': pub(async (w) => id(w.demo.crop)),
  'GET /crops/{id}/market-prices': pub(async (w) => id(w.demo.crop)),
  'GET /crops/{id}/seasonal-tasks': pub(async (w) => id(w.demo.crop)),
  'POST /crops': admin(async () => ({ json: { name: `Surface millet ${fresh()}`, crop_type: 'grain' } })),
  'PUT /crops/{id}': admin(async (w) => ({ ...id(await w.make.crop()), json: { growing_season_days: 100 } })),
  'DELETE /crops/{id}': admin(async (w) => id(await w.make.crop())),

  'GET /tags': pub(),
  'GET /tags/popular': pub(),
  'GET /tags/{id}': pub(async (w) => id(w.demo.tag)),
  'GET /tags/{id}/crops': pub(async (w) => id(w.demo.tag)),
  'POST /tags': admin(async () => ({ json: { name: `Surface tag ${fresh()}` } })),
  'PUT /tags/{id}': admin(async (w) => ({ ...id(await w.make.tag()), json: { description: 'Changed' } })),
  'DELETE /tags/{id}': admin(async (w) => id(await w.make.tag())),

  'GET /market-prices': pub(async () => ({ query: 'limit=5' })),
  'GET /market-prices/latest': pub(),
  'GET /market-prices/trending': pub(),
  'GET /market-prices/locations': pub(),
  'GET /market-prices/crop/{id}/history': pub(async (w) => id(w.demo.crop)),
  'POST /market-prices': admin(async (w) => ({
    json: {
      crop_id: w.demo.crop,
      market_id: w.demo.market,
      unit: 'ton',
      min_price: 100,
      max_price: 120,
      price_date: someDay(),
    },
  })),
  'PUT /market-prices/{id}': admin(async (w) => ({ ...id(await w.make.price()), json: { max_price: 9 } })),
  'DELETE /market-prices/{id}': admin(async (w) => id(await w.make.price())),
  'POST /admin/market-prices/import': admin(async (w) => ({
    multipart: [
      {
        name: 'file',
        filename: 'bulletin.csv',
        contentType: 'text/csv',
        data: Buffer.from(
          `crop,market,unit,min_price,max_price,price_date\r\n${w.demo.crop},${w.demo.market},kg,5,7,${someDay()}\r\n`,
        ),
      },
    ],
  })),

  'GET /price-alerts': authed(),
  'POST /price-alerts': authed(async (w) => ({
    json: { crop_id: w.demo.crop, market_id: w.demo.market, direction: 'above', price: 500 + days++ },
  })),
  'PUT /price-alerts/{id}': authed(
    async (w) => ({ ...id(await w.make.priceAlert()), json: { price: 900 + days++, is_active: false } }),
    ownOnly('price alert'),
  ),
  'DELETE /price-alerts/{id}': authed(async (w) => id(await w.make.priceAlert()), ownOnly('price alert')),

  'GET /seasonal-tasks': pub(),
  'GET /seasonal-tasks/current': pub(),
  'GET /seasonal-tasks/upcoming': pub(),
  'GET /seasonal-tasks/calendar/{year}': pub(async () => ({ params: { year: '2025' } })),
  'GET /seasonal-tasks/by-season/{season}': pub(async () => ({ params: { season: 'winter' } })),
  'POST /seasonal-tasks': admin(async () => ({
    json: { title: `Surface task ${fresh()}`, season: 'summer', month: 6 },
  })),
  'PUT /seasonal-tasks/{id}': admin(async (w) => ({ ...id(await w.make.task()), json: { priority: 'high' } })),
  'DELETE /seasonal-tasks/{id}': admin(async (w) => id(await w.make.task())),

  'GET /soil-types': pub(),
  'GET /soil-types/{id}': pub(async (w) => id(w.demo.soil)),
  'GET /soil-types/crop/{cropId}': pub(async (w) => ({ params: { cropId: w.demo.crop } })),
  'POST /soil-types': admin(async () => ({ json: { name: `Surface loam ${fresh()}` } })),
  'PUT /soil-types/{id}': admin(async (w) => ({ ...id(await w.make.soil()), json: { texture: 'Sandy loam' } })),
  'DELETE /soil-types/{id}': admin(async (w) => id(await w.make.soil())),

  'GET /weather/current': pub(async () => ({ query: 'location=Cairo' })),
  'GET /weather/forecast': pub(async () => ({ query: 'location=Aswan&days=3' })),
  'GET /weather/alerts': pub(async () => ({ query: 'location=Giza' })),
  'GET /weather/governorates': pub(),

  'GET /comments/{type}/{id}': pub(async (w) => ({ params: { type: 'crop', id: w.demo.crop } })),
  'GET /comments/{type}/{id}/mine': authed(async (w) => ({ params: { type: 'crop', id: w.demo.crop } })),
  'POST /comments/{type}/{id}': authed(async (w) => ({
    params: { type: 'crop', id: w.demo.crop },
    json: { body: 'Planted in November.' },
  })),
  'PUT /comments/{id}': authed(
    async (w) => ({ ...id(await w.make.comment()), json: { body: 'Edited: planted in late November.' } }),
    own('comment', 403),
  ),
  'DELETE /comments/{id}': authed(async (w) => id(await w.make.comment()), own('comment', 403)),

  'GET /quizzes': pub(),
  'GET /quizzes/attempts': authed(),
  'GET /quizzes/{id}/questions': pub(async (w) => id(w.demo.quiz)),
  'POST /quizzes/{id}/submit': pub(async (w) => ({ ...id(w.demo.quiz), json: { answers: {}, time_taken: 30 } })),

  'POST /newsletter/subscribe': pub(async () => ({ json: { email: `reader-${fresh()}@example.com` } })),
  'POST /newsletter/confirm': pub(async (w) => {
    const email = `reader-${fresh()}@example.com`;
    await w.must(null, 'POST', '/newsletter/subscribe', { email });
    return { json: { token: await w.mailedToken(email, 'newsletter_confirmation') } };
  }),
  'POST /newsletter/unsubscribe': pub(async (w) => {
    const email = `reader-${fresh()}@example.com`;
    await w.must(null, 'POST', '/newsletter/subscribe', { email });
    return { json: { email, token: await w.mailedToken(email, 'newsletter_confirmation', 'unsubscribe') } };
  }),
  'POST /projects/{project_id}/follow': pub(async () => ({
    params: { project_id: 'lettuce-nft' },
    json: { email: `follower-${fresh()}@example.com` },
  })),
  'POST /projects/follow/confirm': pub(async (w) => {
    const email = `follower-${fresh()}@example.com`;
    await w.must(null, 'POST', '/projects/herbs-garden/follow', { email });
    return { json: { token: await w.mailedToken(email, 'project_follow_confirmation') } };
  }),
  'GET /projects/following': authed(),
  'DELETE /projects/{project_id}/follow': authed(async () => ({ params: { project_id: 'cherry-tomatoes-dwc' } })),
  'GET /newsletter/preferences': authed(),
  'PUT /newsletter/preferences': authed(async () => ({ json: { frequency: 'monthly', topics: ['crop_tips'] } })),

  'POST /contact': pub(async () => ({
    json: {
      name: 'Karim',
      email: `karim-${fresh()}@example.com`,
      subject: 'Wholesale',
      message: 'Do you sell in bulk?',
    },
  })),
  'POST /support/tickets': authed(async () => ({
    json: { subject: 'Broken sprayer', category: 'product', message: 'The nozzle leaks.' },
  })),
  'GET /support/tickets': authed(),
  'GET /support/tickets/{id}': authed(async (w) => id(await w.make.ticket()), own('ticket')),
  'PUT /support/tickets/{id}': authed(
    async (w) => ({ ...id(await w.make.ticket()), json: { message: 'Any news?' } }),
    own('ticket'),
  ),
  'PUT /support/tickets/{id}/close': authed(async (w) => id(await w.make.ticket()), own('ticket')),

  'POST /upload/image': authed(async () => ({ multipart: [...UPLOADS.image(), { name: 'type', value: 'general' }] })),
  'POST /upload/document': authed(async () => ({ multipart: UPLOADS.document() })),
  'POST /upload/multiple': authed(async () => ({ multipart: UPLOADS.multiple() })),

  'GET /cart': authed(),
  'POST /cart/add': authed(async (w) => ({ json: { product_id: w.demo.product, quantity: 1 } })),
  'PUT /cart/items/{id}': authed(
    async (w) => ({ ...id(await w.make.cartItem()), json: { quantity: 2 } }),
    ownOnly('cart item'),
  ),
  'DELETE /cart/items/{id}': authed(async (w) => id(await w.make.cartItem()), ownOnly('cart item')),
  'DELETE /cart': authed(),
  'GET /cart/summary': authed(),

  'GET /favorites': authed(),
  'POST /favorites/add': authed(async (w) => ({ json: { product_id: w.demo.product } })),
  'DELETE /favorites/{id}': authed(async (w) => id(w.demo.product)),
  'GET /favorites/check/{id}': authed(async (w) => id(w.demo.product)),
  'GET /favorites/count': authed(),
  'DELETE /favorites': authed(),
  'POST /favorites': authed(async (w) => ({ json: { type: 'crop', item_id: w.demo.crop } })),
  'DELETE /favorites/{type}/{id}': authed(async (w) => ({ params: { type: 'crop', id: w.demo.crop } })),

  'POST /orders': authed(async (w, who) => {
    if (who) await w.must(who, 'POST', '/cart/add', { product_id: await w.make.product(), quantity: 1 });
    return {
      json: { shipping_address: ADDRESS, same_as_shipping: true, payment_method: 'cod' },
      headers: { 'idempotency-key': `surface-${fresh()}` },
    };
  }),
  'GET /orders': authed(async () => ({ query: 'page=1&limit=5' })),
  'GET /orders/{id}': authed(async (w) => id(await w.make.order()), own('order')),
  // An administrator reads a customer's order here, but moves it only through PUT /admin/orders/{id}/status: cancel and
  // reorder act on the caller's own orders (a reorder fills the caller's cart), so a customer's order is 404 for them.
  'PUT /orders/{id}/cancel': authed(
    async (w) => ({ ...id(await w.make.order()), json: { reason: 'Ordered twice' } }),
    ownOnly('order'),
  ),
  'POST /orders/{id}/reorder': authed(async (w) => id(await w.make.order()), ownOnly('order')),
  'GET /orders/{id}/tracking': authed(async (w) => id(await w.make.order()), own('order')),
  'GET /orders/{id}/invoice': authed(async (w) => id(await w.make.order()), own('order')),

  'POST /coupons/validate': authed(async (w) => ({
    json: { code: 'WELCOME10', items: [{ product_id: w.demo.product, quantity: 2 }] },
  })),
  'POST /coupons/apply': authed(async (w, who) => {
    if (who) await w.must(who, 'POST', '/cart/add', { product_id: w.demo.product, quantity: 3 });
    return { json: { code: 'WELCOME10' } };
  }),
  'DELETE /coupons/remove': authed(),
  'GET /coupons/user': authed(),

  'GET /auth/credit': authed(),
  'GET /admin/users/{id}/credit': admin(async (w) => id(w.owner.id)),
  'PUT /admin/users/{id}/credit': admin(async (w) => ({
    ...id(await w.make.user()),
    json: { limit: 500 + days++, note: 'Surface line' },
  })),
  'POST /admin/orders/{id}/payments': admin(async (w) => ({
    ...id(await w.make.harvestOrder(w.other)),
    json: { amount: 10, note: 'Surface payment' },
  })),
  'GET /admin/receivables': admin(),
  'GET /admin/receivables/export': admin(),

  'GET /shipping/methods': pub(),
  'POST /shipping/calculate': pub(async (w) => ({
    json: { items: [{ product_id: w.demo.product, quantity: 1 }], address: { city: 'Cairo' } },
  })),
  'GET /shipping/track/{id}': authed(async (w) => id(await w.make.order()), own('order')),
  'GET /shipping/zones': pub(),
  'GET /payments/options': pub(),
  // No provider is configured here: the notifications find no payment to verify against (404), never a success.
  'POST /payments/paymob/webhook': pub(
    async () => ({ query: 'hmac=00', json: { type: 'TRANSACTION', obj: { id: 1 } } }),
    { served: true },
  ),
  'POST /payments/fawry/webhook': pub(
    async () => ({ json: { fawryRefNumber: '1', merchantRefNumber: 'FL-1-a', messageSignature: '00' } }),
    { served: true },
  ),
  // A cash-on-delivery order is not paid online (409): no valid request succeeds without a provider.
  'POST /orders/{id}/pay': authed(async (w) => ({ ...id(await w.make.order()), json: { method: 'card' } }), {
    ...ownOnly('order'),
    served: true,
  }),
  'POST /admin/orders/{id}/refund': admin(async (w) => ({ ...id(await w.make.order(w.other)), json: { amount: 1 } }), {
    served: true,
  }),
  'POST /shipping/quote': authed(async () => ({ json: { governorate: 'EG-ASN' } })),
  'PUT /admin/shipping/zones/{id}': admin(async () => ({
    params: { id: '4' },
    json: { fee: 85, fee_per_kg: 2, included_kg: 10, free_over: 3000, days_min: 3, days_max: 5 },
  })),

  'POST /payments/create-intent': authed(async () => ({ json: { amount: 250, currency: 'EGP' } })),
  'POST /payments/confirm': authed(
    async (w) => ({ json: { payment_intent_id: await w.make.paymentIntent() } }),
    ownOnly('payment intent'),
  ),
  'GET /payments/methods': authed(),
  'POST /payments/methods': authed(async () => ({ json: { type: 'cod', label: `Cash ${fresh()}` } })),
  'DELETE /payments/methods/{id}': authed(async (w) => id(await w.make.paymentMethod()), ownOnly('payment method')),
  'PUT /payments/methods/{id}/default': authed(
    async (w) => id(await w.make.paymentMethod()),
    ownOnly('payment method'),
  ),

  'GET /notifications': authed(),
  'PUT /notifications/{id}/read': authed(async (w) => id(await w.make.notification()), ownOnly('notification')),
  'PUT /notifications/read-all': authed(),
  'DELETE /notifications/{id}': authed(async (w) => id(await w.make.notification()), ownOnly('notification')),
  'GET /notifications/unread-count': authed(),

  'POST /analytics/track': pub(async () => ({ json: { event: 'page_view', data: { path: '/crops' } } })),
  'GET /analytics/page-views': admin(),
  'GET /analytics/user': authed(),

  'GET /dashboard/stats': authed(),
  'GET /dashboard/recommendations': authed(),

  'GET /admin/users': admin(async () => ({ query: 'limit=5' })),
  'GET /admin/users/{id}': admin(async (w) => id(w.owner.id)),
  'PUT /admin/users/{id}': admin(async (w) => ({ ...id(await w.make.user()), json: { status: 'deactivated' } })),
  'DELETE /admin/users/{id}': admin(async (w) => id(await w.make.user())),
  'PUT /admin/users/{id}/ban': admin(async (w) => ({ ...id(await w.make.user()), json: { reason: 'Spam' } })),
  'PUT /admin/users/{id}/unban': admin(async (w) => id(await w.make.bannedUser())),
  'GET /admin/stats': admin(),
  'GET /admin/system': admin(),
  'GET /admin/logs': admin(),
  'GET /admin/dashboard': admin(),
  'POST /admin/moderate/{type}/{id}': admin(async (w) => ({
    params: { type: 'reviews', id: await w.make.review(w.other, 'pending') },
    json: { action: 'approve' },
  })),
  'GET /admin/moderate/{type}/pending': admin(async () => ({ params: { type: 'comments' } })),
  'GET /admin/settings': admin(),
  'PUT /admin/settings': admin(async () => ({ json: { shipping_fee: 50 } })),
  'GET /admin/settings/{key}': admin(async () => ({ params: { key: 'free_shipping_threshold' } })),
  'PUT /admin/settings/{key}': admin(async () => ({ params: { key: 'moderation_enabled' }, json: { value: false } })),
  'GET /admin/orders': admin(),
  'PUT /admin/orders/{id}/status': admin(async (w) => ({
    ...id(await w.make.order(w.other)),
    json: { status: 'confirmed' },
  })),
  'GET /admin/orders/statistics': admin(),
  'GET /admin/products': admin(),
  'GET /admin/products/export': admin(),
  'POST /admin/products/import': admin(async () => {
    const slug = `surface-csv-seeds-${fresh()}`;
    return {
      multipart: [
        {
          name: 'file',
          filename: 'products.csv',
          contentType: 'text/csv',
          data: Buffer.from(
            `slug,name,name_ar,category,price,stock_quantity\r\n${slug},Surface CSV seeds,بذور,seeds,35,40\r\n`,
          ),
        },
      ],
    };
  }),
  'GET /admin/coupons': admin(async () => ({ query: 'status=active&limit=5' })),
  'GET /admin/coupons/{id}': admin(async (w) => id(await coupon(w))),
  'POST /admin/coupons': admin(async () => ({
    json: { code: `SURF-${fresh().toUpperCase()}`, kind: 'fixed', value: 20, min_subtotal: 100, usage_limit: 50 },
  })),
  'PUT /admin/coupons/{id}': admin(async (w) => ({
    ...id(await coupon(w)),
    json: { value: 15, description: 'Seeds week', description_ar: 'أسبوع البذور' },
  })),
  'POST /admin/coupons/{id}/pause': admin(async (w) => id(await coupon(w))),
  'POST /admin/coupons/{id}/resume': admin(async (w) => id(await coupon(w, 'paused'))),
  'POST /admin/coupons/{id}/end': admin(async (w) => id(await coupon(w))),
  'PUT /admin/products/{id}/approve': admin(async (w) => id(await w.make.pendingProduct())),
  'PUT /admin/products/{id}/reject': admin(async (w) => ({
    ...id(await w.make.pendingProduct()),
    json: { reason: 'No picture' },
  })),
  'GET /admin/reports/sales': admin(),
  'GET /admin/reports/users': admin(),
  'GET /admin/reports/products': admin(),
  'GET /admin/reports/{type}/export': admin(async () => ({ params: { type: 'users' } })),
  'GET /admin/reports/runs': admin(),
  'GET /admin/reports/runs/{id}': admin(async (w) => {
    const body = await w.must(w.admin, 'GET', '/admin/reports/sales?group_by=month');
    return id(String((body.data as { report_id: unknown }).report_id));
  }),
  'POST /admin/backup': admin(),
  'GET /admin/backup/list': admin(),
  // Restoring a real backup would replace this test's database: an unknown one is enough to see who is let in.
  'POST /admin/backup/restore/{id}': admin(
    async () => ({ ...id('no-such-backup'), json: { confirm: true, password: 'not-checked-for-an-unknown-backup' } }),
    { served: true },
  ),
  'POST /admin/cache/clear': admin(),
  'POST /admin/database/update': admin(),
};

/**
 * A route called with a probe's request as `who` (the world's owner, administrator or other customer; the probe's own
 * identity when it names one), once no background job runs; `headers` beside the probe's own (a language asked for).
 */
export async function callProbe(
  t: TestApp,
  w: World,
  route: RestRoute,
  who: Who,
  probe: Probe,
  headers: Record<string, string> = {},
): Promise<SurfaceAnswer> {
  const identity = who === 'none' ? null : who === 'customer' ? w.owner : who === 'admin' ? w.admin : w.other;
  const caller: Identity | null = who === 'none' ? null : (probe.as ?? identity);
  const url = fillPath(route.path, probe.params ?? {}) + (probe.query ? `?${probe.query}` : '');
  await backgroundIdle(t);
  return w.call(caller, route.method, url, {
    ...(probe.multipart ? { multipart: probe.multipart } : { json: probe.json }),
    headers: { ...probe.headers, ...headers },
  });
}
