import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import type { FormPart } from '../helpers/multipart';
import {
  type Access,
  type ChangeLog,
  type Identity,
  type SurfaceAnswer,
  accessOf,
  backgroundIdle,
  closeSurfaceApp,
  documentedCalls,
  errorShapeProblem,
  fillPath,
  installChangeLog,
  keyOf,
  makeIdentity,
  refusedAuthorizations,
  routes,
  send,
  startSurfaceApp,
  successShapeProblem,
} from '../helpers/surface';
import { ADDRESS, PASSWORD, UPLOADS, type World, buildWorld, totpCode } from '../helpers/surfaceWorld';

/*
 * The authorization matrix of issue #11. Every route of the table (the 191 documented calls and the few more the
 * storefront uses) is called with no token, with a customer's token and with an administrator's; every call on an
 * object a customer owns (order, cart item, address, review, comment, support ticket, session, notification, payment
 * method and intent, account) is also made by ANOTHER customer. The expectations are the table below: who may call
 * (public, authed, admin — checked against the builder of each route's procedure, so a new route without a row
 * fails), what another customer gets on an owned object, and what an administrator gets on a customer's own-only
 * object. Allowed calls are made with a valid request, so "allowed" means a success answer (2xx).
 */

type OwnedKind = 'order' | 'cart item' | 'address' | 'review' | 'comment' | 'ticket' | 'session' | 'notification' | 'payment method' | 'payment intent' | 'account';

/** What a cell expects: a success, or a refusal with this status. 'served' = not refused (for calls no valid request can succeed). */
type Expect = 'ok' | 'served' | 401 | 403 | 404;
type Who = 'none' | 'customer' | 'admin' | 'other';

interface Probe {
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
  multipart?: FormPart[];
  headers?: Record<string, string>;
  /** Call as this identity instead (a fresh account of the same role, e.g. to delete it). */
  as?: Identity;
}
type ProbeFn = (w: World, who: Identity | null, cell: Who) => Promise<Probe>;

interface Row {
  access: Access;
  probe?: ProbeFn;
  /** The object in the path belongs to the owner: another customer is refused with `other`. */
  owned?: { kind: OwnedKind; other: 403 | 404; admin?: 'ok' | 404 };
  /** No valid request may succeed here (restoring a backup would replace the test's database): not refused is enough. */
  served?: true;
}

const pub = (probe?: ProbeFn, more: Partial<Row> = {}): Row => ({ access: 'public', ...(probe ? { probe } : {}), ...more });
const authed = (probe?: ProbeFn, more: Partial<Row> = {}): Row => ({ access: 'authed', ...(probe ? { probe } : {}), ...more });
const admin = (probe?: ProbeFn, more: Partial<Row> = {}): Row => ({ access: 'admin', ...(probe ? { probe } : {}), ...more });
const own = (kind: OwnedKind, other: 403 | 404 = 404, adminGets: 'ok' | 404 = 'ok') => ({ owned: { kind, other, admin: adminGets } });
/** An own-only object: nobody else, administrators included, sees it (404). */
const ownOnly = (kind: OwnedKind) => own(kind, 404, 404);

const id = (value: string) => ({ params: { id: value } });
const fresh = () => Math.random().toString(16).slice(2, 10);
/** A new day of the year 2000 each time (the demo prices are recent; a crop has one price per market, day and unit). */
let days = 0;
const someDay = () => new Date(Date.UTC(2000, 0, 1) + days++ * 86_400_000).toISOString().slice(0, 10);

/** An identity of the cell's role with a real password (deleting or deactivating an account, changing its password). */
const withPassword = async (w: World, who: Identity | null): Promise<Identity | undefined> => (who ? w.registered(who.role) : undefined);

const TABLE: Record<string, Row> = {
  'GET /health': pub(),
  'GET /info': pub(),
  'GET /rate-limit-info': pub(),

  'POST /auth/register': pub(async () => ({ json: { first_name: 'Salma', last_name: 'Adel', email: `surface-new-${fresh()}@example.com`, password: PASSWORD } })),
  'POST /auth/login': pub(async (w) => ({ json: { email: (await w.registered()).email, password: PASSWORD } })),
  'POST /auth/logout': authed(),
  'POST /auth/forgot-password': pub(async (w) => ({ json: { email: w.owner.email } })),
  'POST /auth/reset-password': pub(async (w) => {
    const account = await w.registered();
    await w.must(null, 'POST', '/auth/forgot-password', { email: account.email });
    return { json: { token: await w.mailedToken(account.email, 'password_reset'), newPassword: 'new-green-fields-2' } };
  }),
  'POST /auth/refresh': pub(async (w) => {
    const body = await w.must(null, 'POST', '/auth/login', { email: (await w.registered()).email, password: PASSWORD });
    return { json: { refresh_token: body.refresh_token } };
  }),
  'GET /auth/profile': authed(),
  'PUT /auth/profile': authed(async (_w, who) => ({ json: { first_name: 'Mona', last_name: 'Zaki', email: who?.email ?? 'nobody@example.com', city: 'Giza' } })),
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
  'GET /auth/2fa/status': authed(),
  'POST /auth/2fa/enable': authed(),
  'POST /auth/2fa/confirm': authed(async (w, who) => {
    if (!who) return { json: { code: '123456', secret: 'A'.repeat(32) } };
    const { data } = (await w.must(who, 'POST', '/auth/2fa/enable')) as { data: { secret: string } };
    return { json: { code: totpCode(data.secret), secret: data.secret } };
  }),
  'POST /auth/2fa/disable': authed(async (w, who) => ({ json: { code: who ? await w.twoFactorOn(who.id) : '123456' } })),
  'GET /auth/sessions': authed(),
  'DELETE /auth/sessions/{id}': authed(async (w) => id(await w.make.session()), ownOnly('session')),
  'GET /auth/export-data': authed(),
  'GET /auth/addresses': authed(),
  'POST /auth/addresses': authed(async () => ({ json: ADDRESS })),
  'PUT /auth/addresses/{id}': authed(async (w) => ({ ...id(await w.make.address()), json: { city: 'Alexandria' } }), ownOnly('address')),
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
  'POST /products': admin(async () => ({ json: { name: `Surface hoe ${fresh()}`, category: 'tools', price: 150, stock_quantity: 10 } })),
  'PUT /products/{id}': admin(async (w) => ({ ...id(await w.make.product()), json: { price: 95 } })),
  'DELETE /products/{id}': admin(async (w) => id(await w.make.product())),
  'GET /products/{id}/reviews': pub(async (w) => id(w.demo.product)),
  'POST /products/{id}/reviews': authed(async (w) => ({ ...id(await w.make.product()), json: { rating: 4, body: 'Sprouted in a week.' } })),
  // Reviews and comments are shown to everyone, so another customer is told it is not theirs (403), not "not found".
  'PUT /products/reviews/{id}': authed(async (w) => ({ ...id(await w.make.review()), json: { rating: 3 } }), own('review', 403)),
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
    json: { crop_id: w.demo.crop, market_id: w.demo.market, unit: 'ton', min_price: 100, max_price: 120, price_date: someDay() },
  })),
  'PUT /market-prices/{id}': admin(async (w) => ({ ...id(await w.make.price()), json: { max_price: 9 } })),
  'DELETE /market-prices/{id}': admin(async (w) => id(await w.make.price())),

  'GET /seasonal-tasks': pub(),
  'GET /seasonal-tasks/current': pub(),
  'GET /seasonal-tasks/upcoming': pub(),
  'GET /seasonal-tasks/calendar/{year}': pub(async () => ({ params: { year: '2025' } })),
  'GET /seasonal-tasks/by-season/{season}': pub(async () => ({ params: { season: 'winter' } })),
  'POST /seasonal-tasks': admin(async () => ({ json: { title: `Surface task ${fresh()}`, season: 'summer', month: 6 } })),
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
  'POST /comments/{type}/{id}': authed(async (w) => ({ params: { type: 'crop', id: w.demo.crop }, json: { body: 'Planted in November.' } })),
  'PUT /comments/{id}': authed(async (w) => ({ ...id(await w.make.comment()), json: { body: 'Edited: planted in late November.' } }), own('comment', 403)),
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
  'POST /newsletter/unsubscribe': pub(async () => ({ json: { email: `reader-${fresh()}@example.com` } })),
  'GET /newsletter/preferences': authed(),
  'PUT /newsletter/preferences': authed(async () => ({ json: { frequency: 'monthly', topics: ['crop_tips'] } })),

  'POST /contact': pub(async () => ({ json: { name: 'Karim', email: `karim-${fresh()}@example.com`, subject: 'Wholesale', message: 'Do you sell in bulk?' } })),
  'POST /support/tickets': authed(async () => ({ json: { subject: 'Broken sprayer', category: 'product', message: 'The nozzle leaks.' } })),
  'GET /support/tickets': authed(),
  'GET /support/tickets/{id}': authed(async (w) => id(await w.make.ticket()), own('ticket')),
  'PUT /support/tickets/{id}': authed(async (w) => ({ ...id(await w.make.ticket()), json: { message: 'Any news?' } }), own('ticket')),
  'PUT /support/tickets/{id}/close': authed(async (w) => id(await w.make.ticket()), own('ticket')),

  'POST /upload/image': authed(async () => ({ multipart: [...UPLOADS.image(), { name: 'type', value: 'general' }] })),
  'POST /upload/document': authed(async () => ({ multipart: UPLOADS.document() })),
  'POST /upload/multiple': authed(async () => ({ multipart: UPLOADS.multiple() })),

  'GET /cart': authed(),
  'POST /cart/add': authed(async (w) => ({ json: { product_id: w.demo.product, quantity: 1 } })),
  'PUT /cart/items/{id}': authed(async (w) => ({ ...id(await w.make.cartItem()), json: { quantity: 2 } }), ownOnly('cart item')),
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
    return { json: { shipping_address: ADDRESS, same_as_shipping: true, payment_method: 'cod' }, headers: { 'idempotency-key': `surface-${fresh()}` } };
  }),
  'GET /orders': authed(async () => ({ query: 'page=1&limit=5' })),
  'GET /orders/{id}': authed(async (w) => id(await w.make.order()), own('order')),
  // An administrator reads a customer's order here, but moves it only through PUT /admin/orders/{id}/status: cancel and
  // reorder act on the caller's own orders (a reorder fills the caller's cart), so a customer's order is 404 for them.
  'PUT /orders/{id}/cancel': authed(async (w) => ({ ...id(await w.make.order()), json: { reason: 'Ordered twice' } }), ownOnly('order')),
  'POST /orders/{id}/reorder': authed(async (w) => id(await w.make.order()), ownOnly('order')),
  'GET /orders/{id}/tracking': authed(async (w) => id(await w.make.order()), own('order')),
  'GET /orders/{id}/invoice': authed(async (w) => id(await w.make.order()), own('order')),

  'POST /coupons/validate': authed(async (w) => ({ json: { code: 'WELCOME10', items: [{ product_id: w.demo.product, quantity: 2 }] } })),
  'POST /coupons/apply': authed(async (w, who) => {
    if (who) await w.must(who, 'POST', '/cart/add', { product_id: w.demo.product, quantity: 3 });
    return { json: { code: 'WELCOME10' } };
  }),
  'DELETE /coupons/remove': authed(),
  'GET /coupons/user': authed(),

  'GET /shipping/methods': pub(),
  'POST /shipping/calculate': pub(async (w) => ({ json: { items: [{ product_id: w.demo.product, quantity: 1 }], address: { city: 'Cairo' } } })),
  'GET /shipping/track/{id}': authed(async (w) => id(await w.make.order()), own('order')),

  'POST /payments/create-intent': authed(async () => ({ json: { amount: 250, currency: 'EGP' } })),
  'POST /payments/confirm': authed(async (w) => ({ json: { payment_intent_id: await w.make.paymentIntent() } }), ownOnly('payment intent')),
  'GET /payments/methods': authed(),
  'POST /payments/methods': authed(async () => ({ json: { type: 'cod', label: `Cash ${fresh()}` } })),
  'DELETE /payments/methods/{id}': authed(async (w) => id(await w.make.paymentMethod()), ownOnly('payment method')),
  'PUT /payments/methods/{id}/default': authed(async (w) => id(await w.make.paymentMethod()), ownOnly('payment method')),

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
  'GET /admin/logs': admin(),
  'GET /admin/dashboard': admin(),
  'POST /admin/moderate/{type}/{id}': admin(async (w) => ({ params: { type: 'reviews', id: await w.make.review(w.other, 'pending') }, json: { action: 'approve' } })),
  'GET /admin/moderate/{type}/pending': admin(async () => ({ params: { type: 'comments' } })),
  'GET /admin/settings': admin(),
  'PUT /admin/settings': admin(async () => ({ json: { shipping_fee: 50 } })),
  'GET /admin/settings/{key}': admin(async () => ({ params: { key: 'free_shipping_threshold' } })),
  'PUT /admin/settings/{key}': admin(async () => ({ params: { key: 'moderation_enabled' }, json: { value: false } })),
  'GET /admin/orders': admin(),
  'PUT /admin/orders/{id}/status': admin(async (w) => ({ ...id(await w.make.order(w.other)), json: { status: 'confirmed' } })),
  'GET /admin/orders/statistics': admin(),
  'GET /admin/products': admin(),
  'PUT /admin/products/{id}/approve': admin(async (w) => id(await w.make.pendingProduct())),
  'PUT /admin/products/{id}/reject': admin(async (w) => ({ ...id(await w.make.pendingProduct()), json: { reason: 'No picture' } })),
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
  'POST /admin/backup/restore/{id}': admin(async () => ({ ...id('no-such-backup'), json: { confirm: true } }), { served: true }),
  'POST /admin/cache/clear': admin(),
  'POST /admin/database/update': admin(),
};

let w: World;
let t: TestApp;
let changes: ChangeLog;
beforeAll(async () => {
  t = await startSurfaceApp();
  w = await buildWorld(t);
  changes = await installChangeLog(t);
}, 120_000);
afterAll(() => closeSurfaceApp(t));

const expected = (row: Row, who: Who): Expect | undefined => {
  const allowed: Expect = row.served ? 'served' : 'ok';
  if (who === 'none') return row.access === 'public' ? allowed : 401;
  if (who === 'customer') return row.access === 'admin' ? 403 : allowed;
  if (who === 'admin') return row.owned?.admin === 404 ? 404 : allowed;
  return row.owned?.other;
};

function verdict(want: Expect, answer: SurfaceAnswer): string | null {
  if (answer.status >= 500) return `${answer.status}: ${JSON.stringify(answer.body)}`;
  if (answer.status >= 400) {
    const shape = errorShapeProblem(answer);
    if (shape) return `error shape: ${shape}`;
    if ((answer.body as { error?: string }).error === 'ROUTE_NOT_FOUND') return 'not routed';
  } else {
    const shape = successShapeProblem(answer);
    if (shape) return `success shape: ${shape}`;
  }
  if (want === 'ok') return answer.status < 300 ? null : `want a success, got ${answer.status} ${JSON.stringify(answer.body)}`;
  if (want === 'served') return answer.status === 401 || answer.status === 403 ? `refused: ${answer.status}` : null;
  return answer.status === want ? null : `want ${want}, got ${answer.status} ${answer.status < 300 ? '(allowed!)' : JSON.stringify(answer.body)}`;
}

describe('the authorization matrix', () => {
  it('has one row per route, and each row says who may call as the procedure does (public, authed, admin)', () => {
    const table = new Set(routes.map(keyOf));
    expect(Object.keys(TABLE).filter((k) => !table.has(k)), 'rows naming no route').toEqual([]);
    expect([...table].filter((k) => !TABLE[k]), 'routes with no row').toEqual([]);
    const wrong = routes.filter((r) => TABLE[keyOf(r)] && TABLE[keyOf(r)]!.access !== accessOf(r)).map((r) => `${keyOf(r)}: ${TABLE[keyOf(r)]!.access} here, ${accessOf(r)} by its procedure`);
    expect(wrong).toEqual([]);
    const documented = documentedCalls().map(keyOf);
    expect(documented.filter((k) => !TABLE[k])).toEqual([]);
    const kinds = new Set(Object.values(TABLE).flatMap((r) => (r.owned ? [r.owned.kind] : [])));
    for (const kind of ['order', 'cart item', 'address', 'review', 'comment', 'ticket', 'session', 'notification'] as const) expect(kinds).toContain(kind);
  });

  it('every call, with no token, a customer token, an administrator token and (on an owned object) as another customer', async () => {
    const problems: string[] = [];
    const lines: string[] = [];
    const documented = new Set(documentedCalls().map(keyOf));
    for (const route of routes) {
      const key = keyOf(route);
      const row = TABLE[key];
      if (!row) continue; // the test above names it
      const cells: Partial<Record<Who, string>> = {};
      for (const who of ['none', 'other', 'customer', 'admin'] as const) {
        const want = expected(row, who);
        if (want === undefined) continue;
        const identity = who === 'none' ? null : who === 'customer' ? w.owner : who === 'admin' ? w.admin : w.other;
        let answer: SurfaceAnswer;
        try {
          const probe = row.probe ? await row.probe(w, identity, who) : {};
          const caller = who === 'none' ? null : (probe.as ?? identity);
          const url = fillPath(route.path, probe.params ?? {}) + (probe.query ? `?${probe.query}` : '');
          const authorization = await w.authorize(caller);
          await backgroundIdle(t);
          const mark = await changes.mark();
          answer = await w.call(caller, route.method, url, { ...(probe.multipart ? { multipart: probe.multipart } : { json: probe.json }), headers: probe.headers }, authorization);
          // A refused call changes nothing (refused sign-ins are recorded: they are the sign-in history).
          if (answer.status >= 400 && typeof want === 'number') {
            const written = await changes.since(mark);
            if (Object.keys(written).length > 0) problems.push(`${key} as ${who}: refused with ${answer.status} but wrote ${JSON.stringify(written)}`);
          }
        } catch (err) {
          problems.push(`${key} as ${who}: the set-up failed: ${(err as Error).message}`);
          cells[who] = 'set-up failed ✗';
          continue;
        }
        const problem = verdict(want, answer);
        if (problem) problems.push(`${key} as ${who}: ${problem}`);
        cells[who] = `${answer.status}${problem ? ` ✗ (want ${want})` : ''}`;
      }
      lines.push(
        `| ${route.method} | \`${route.path}\`${documented.has(key) ? '' : ' †'} | ${row.access} | ${cells.none ?? ''} | ${cells.customer ?? ''} | ${cells.admin ?? ''} | ${cells.other ? `${cells.other} (${row.owned!.kind})` : '—'} |`,
      );
    }
    const table = [
      '# Authorization matrix',
      '',
      `Written by tests/integration/surfaceAuth.int.test.ts on ${new Date().toISOString()}: the status each call answered. Allowed calls are made`,
      'with a valid request (2xx expected); "other customer" calls an object the customer owns as another customer.',
      '† not a row of rest-calls.tsv (served for the storefront). ✗ marks a cell that is not what the table expects.',
      '',
      '| Method | Path | Access | No token | Customer | Admin | Other customer |',
      '|---|---|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n');
    console.log(table);
    mkdirSync(new URL('../../test-results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('../../test-results/auth-matrix.md', import.meta.url), table);
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('tokens that sign nobody in', () => {
  it('every refused kind (garbage, expired, forged, alg none, ended or missing session, unknown user, not Bearer) is a 401 on signed-in and administrators’ calls, and writes nothing', async () => {
    const refused = await refusedAuthorizations(t, w.admin);
    const banned = await makeIdentity(t, 'admin', 'banned-admin');
    await t.db.sql`update users set status = 'banned' where id = ${banned.id}`;
    refused['banned account'] = `Bearer ${banned.token}`;
    const problems: string[] = [];
    for (const [kind, authorization] of Object.entries(refused)) {
      for (const [method, url] of [
        ['GET', '/auth/profile'],
        ['DELETE', '/cart'],
        ['GET', '/admin/users'],
        ['POST', '/admin/cache/clear'],
      ] as const) {
        const mark = await changes.mark();
        const answer = await send(t, { method, url, authorization });
        if (answer.status !== 401 || errorShapeProblem(answer)) problems.push(`${kind} on ${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
        const written = await changes.since(mark);
        if (Object.keys(written).length > 0) problems.push(`${kind} on ${method} ${url} wrote ${JSON.stringify(written)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('requests the fuzzing found answered with a 5xx or out of the documented shape', () => {
  const bad = async (answer: SurfaceAnswer, status: number, error: string) => {
    expect(errorShapeProblem(answer)).toBeNull();
    expect({ status: answer.status, error: (answer.body as { error: string }).error }).toEqual({ status, error });
  };

  it('the NUL character in a value that reaches PostgreSQL is a 400, not a 500', async () => {
    await bad(await send(t, { method: 'GET', url: '/quizzes/%00/questions' }), 400, 'VALIDATION_ERROR');
    const authorization = await w.authorize(w.owner);
    const mark = await changes.mark();
    await bad(await send(t, { method: 'POST', url: '/support/tickets', authorization, json: { subject: 'a\u0000b', message: 'Hello' } }), 400, 'VALIDATION_ERROR');
    expect(await changes.since(mark)).toEqual({});
  });

  it('half of a surrogate pair in text stored as JSON is a 400, and nothing is written', async () => {
    const product = await w.make.pendingProduct();
    const authorization = await w.authorize(w.admin);
    const mark = await changes.mark();
    await bad(await send(t, { method: 'PUT', url: `/admin/products/${product}/reject`, authorization, json: { reason: 'x\uDFFFy' } }), 400, 'VALIDATION_ERROR');
    expect(await changes.since(mark)).toEqual({});
  });

  it('a date bound that fails its own check is named, not compared (a TypeError echoed 100 KB of input as a 400)', async () => {
    const authorization = await w.authorize(w.admin);
    for (const url of ['/admin/orders', '/admin/logs']) {
      const answer = await send(t, { method: 'GET', url: `${url}?from=${'A'.repeat(100_000)}&to=2025-01-01`, authorization });
      await bad(answer, 400, 'VALIDATION_ERROR');
      expect((answer.body as { field: string }).field).toBe('from');
    }
  });

  it('an amount that rounds to 0.00 piastres is refused by the schema, not by the table (a 500)', async () => {
    const authorization = await w.authorize(w.owner);
    const mark = await changes.mark();
    for (const amount of [Number.MIN_VALUE, 0.004]) {
      const answer = await send(t, { method: 'POST', url: '/payments/create-intent', authorization, json: { amount } });
      await bad(answer, 400, 'VALIDATION_ERROR');
      expect((answer.body as { field: string }).field).toBe('amount');
    }
    expect(await changes.since(mark)).toEqual({});
  });

  it('a URL the router cannot read (a broken %-escape, a path segment over 500 characters) is a 400 in the documented shape', async () => {
    await bad(await send(t, { method: 'GET', url: '/soil-types/%' }), 400, 'BAD_REQUEST');
    await bad(await send(t, { method: 'GET', url: `/crops/${'a'.repeat(600)}` }), 400, 'BAD_REQUEST');
  });

  it('an upload without a valid token is a 401, whatever the body (not a 400 about the file)', async () => {
    for (const url of ['/upload/image', '/upload/document', '/upload/multiple', '/auth/upload-avatar']) {
      await bad(await send(t, { method: 'POST', url, json: {} }), 401, 'UNAUTHORIZED');
      await bad(await send(t, { method: 'POST', url, authorization: 'Bearer expired.token.here', json: {} }), 401, 'UNAUTHORIZED');
    }
  });
});
