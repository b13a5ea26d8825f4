import { z } from 'zod';
import { PROJECT_FOLLOW_OUTCOMES } from '../../shared/projects';
import * as S from './shared';

/*
 * What every route of the table answers on success, keyed `METHOD /path` as routes/<domain>.ts spells it: the whole
 * JSON body `{success: true, data, ...}` per 2xx status (the keys beside data as the route's `respond` puts them), or a
 * file. Documentation only — openapi.ts publishes them; tests/integration/surfaceAnswers.int.test.ts checks every
 * observed success answer against them and that no route lacks one.
 */

export interface AnswerDoc {
  /** The JSON body per success status. */
  json: Partial<Record<200 | 201 | 202, z.ZodType>>;
  /** A download (200) and its content type. */
  file?: { contentType: string };
}

type Keys = Record<string, z.ZodType>;
const body = (data: z.ZodType, extra: Keys = {}) => z.strictObject({ success: z.literal(true), data, ...extra });
const message = { message: z.string() };
/** `{success, data, ...extra}` with 200. */
const ok = (data: z.ZodType, extra: Keys = {}): AnswerDoc => ({ json: { 200: body(data, extra) } });
/** `{success, data, message}` with 200 (or the given status). */
const said = (data: z.ZodType, status: 200 | 201 = 200, extra: Keys = {}): AnswerDoc => ({ json: { [status]: body(data, { ...message, ...extra }) } });
/** listEnvelope: `{success, data: items, pagination, [key]: items, ...more}`. */
const list = (item: z.ZodType, key?: string, more: Keys = {}): AnswerDoc =>
  ok(z.array(item), { pagination: S.Pagination, ...(key ? { [key]: z.array(item) } : {}), ...more });
/** keyedList: `{success, data: items, [key]: items}`. */
const keyed = (item: z.ZodType, key: string): AnswerDoc => ok(z.array(item), { [key]: z.array(item) });
const justMessage = said(S.empty);
const deleted = said(S.idOnly);
const obj = z.strictObject;
const int = z.number().int();

const authSession = obj({ access_token: z.string(), refresh_token: z.string(), user: S.User });
const twoFactorStep = obj({ two_factor_required: z.literal(true), message: z.string() });
/** Register, login, refresh: the session (or, for a two-factor account's login, the second step) in data and beside it. */
const authAnswer = (withMessage: boolean): AnswerDoc =>
  ok(z.union([authSession, twoFactorStep]), {
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
    user: S.User.optional(),
    two_factor_required: z.literal(true).optional(),
    message: withMessage ? z.string() : z.string().optional(),
  });
const preferences = obj({ language: z.string(), newsletter: z.boolean(), notifications: z.record(z.string(), z.boolean()) });
const twoFactor = obj({ enabled: z.boolean() });
/** A profile update: the user, and the new address waiting for its confirmation link (null when the e-mail stays). */
const updatedProfile = S.User.extend({ pending_email: z.string().nullable() });
const reviewWritten = (status: 200 | 201) => said(S.Review, status, { summary: S.RatingSummary });
const commentWritten = (status: 200 | 201) => said(S.Comment, status);
const searchCrop = obj({ id: S.id, slug: z.string(), title: z.string(), title_ar: z.string().nullable(), description: z.string().nullable(), image_url: z.string().nullable(), name: z.string(), name_ar: z.string().nullable(), crop_type: z.string() });
const searchGuide = obj({ id: S.id, slug: z.string(), title: z.string(), title_ar: z.string().nullable(), description: z.string().nullable(), image_url: z.string().nullable(), crop: obj({ id: S.id, slug: z.string(), name: z.string(), name_ar: z.string().nullable() }).nullable() });
const quizSummary = obj({ id: S.id, slug: z.string(), title: z.string(), title_ar: z.string().nullable(), description: z.string().nullable(), description_ar: z.string().nullable(), category: z.string(), topic: z.string().nullable(), topic_ar: z.string().nullable(), difficulty: z.string(), questions_count: int, estimated_minutes: z.number().nullable() });
const quizQuestion = obj({ id: S.id, question_text: z.string(), question_text_ar: z.string().nullable(), image_url: z.string().nullable(), explanation: z.string().nullable(), explanation_ar: z.string().nullable(), answers: z.array(obj({ id: S.id, answer_text: z.string(), answer_text_ar: z.string().nullable() })) });
const quizAttempt = obj({ id: S.id, quiz_id: S.id, quiz_slug: z.string(), quiz_title: z.string(), quiz_title_ar: z.string().nullable(), score: z.number(), correct_answers: int, total_questions: int, level: z.string(), time_taken: z.number(), created_at: S.at });
const newsletterPreferences = obj({ email: z.string(), status: z.string(), subscribed: z.boolean(), topics: z.array(z.string()), frequency: z.string() });
const coupon = obj({ code: z.string(), description: z.string().nullable(), kind: z.string(), value: z.number(), min_subtotal: z.number(), valid_to: S.at.nullable() });
const couponCheck = z.union([
  obj({ valid: z.literal(true), code: z.string(), coupon, subtotal: S.money, discount: S.money, total_after_discount: S.money, message: z.string().optional() }),
  obj({ valid: z.literal(false), code: z.string(), reason: z.string(), message: z.string() }).catchall(z.unknown()),
]);
const tracking = obj({ order_id: S.id, order_number: z.string(), status: z.string(), tracking_number: z.string().nullable(), carrier: z.string().nullable(), timeline: z.array(S.TrackingEvent) });
const estimatedDays = obj({ min: int, max: int });
const paymentIntent = obj({ id: z.string(), order_id: S.id.nullable(), amount: S.money, currency: z.string(), method: z.string(), status: z.string(), created_at: S.at, confirmed_at: S.at.nullable(), settled_at: S.at.nullable() });
const paymentMethod = obj({ id: S.id, type: z.string(), label: z.string(), is_default: z.boolean(), created_at: S.at });
const favorite = obj({ id: S.id, type: z.enum(['product', 'crop', 'guide']), item_id: S.id, product_id: S.id.nullable(), created_at: S.at });
const favoriteListed = favorite.extend({ product: S.ProductCard.nullable(), item: obj({ id: S.id, type: z.enum(['product', 'crop', 'guide']), name: z.string(), slug: z.string() }) });
const reportPending = body(obj({ report_id: S.id, status: z.enum(['queued', 'running', 'failed']), progress: z.number() }), message);
const reportReady = body(obj({ report_id: S.id, status: z.literal('completed'), progress: z.number(), ...S.ReportResult }));
const report: AnswerDoc = { json: { 200: reportReady, 202: reportPending } };
const moderationItem = z.union([
  obj({ id: S.id, product: obj({ id: S.id, name: z.string(), slug: z.string() }), user_id: S.id, author: obj({ name: z.string(), email: z.string() }), rating: int, body: z.string().nullable(), verified_purchase: z.boolean(), status: z.string(), moderation_reason: z.string().nullable(), moderated_at: S.at.nullable(), created_at: S.at, updated_at: S.at }),
  obj({ id: S.id, target_type: z.string(), target_id: S.id, target: z.looseObject({}).nullable().optional(), user_id: S.id, author: obj({ name: z.string(), email: z.string() }), body: z.string(), status: z.string(), moderation_reason: z.string().nullable(), moderated_at: S.at.nullable(), created_at: S.at, updated_at: S.at }).catchall(z.unknown()),
  S.AdminProduct,
]);
const setting = obj({ key: z.string(), value: z.unknown(), default: z.unknown(), is_default: z.boolean(), updated_at: S.at.nullable(), updated_by: S.id.nullable() });
const settings = obj({
  free_shipping_threshold: S.money,
  shipping_fee: S.money,
  store_contact: obj({ phone: z.string(), email: z.string(), address: z.string() }),
  moderation_enabled: z.boolean(),
  maintenance_banner: obj({ enabled: z.boolean(), message_en: z.string(), message_ar: z.string() }),
});
const auditEntry = obj({ id: S.id, action: z.string(), actor_id: S.id.nullable(), actor: obj({ id: S.id, name: z.string(), email: z.string(), role: z.string() }).nullable(), target_type: z.string().nullable(), target_id: z.string().nullable(), details: S.jsonObject, ip: z.string().nullable(), user_agent: z.string().nullable(), created_at: S.at });
const periodRow = z.looseObject({ period: z.string(), start: S.day, end: S.day, orders: int, revenue: S.money });
const statusCount = obj({ status: z.string(), count: int });
const userFigures = z.looseObject({ total: int, by_role: S.Counts, by_status: S.Counts });

export const answerDocs: Record<string, AnswerDoc> = {
  // Other
  'GET /health': { json: { 200: z.strictObject({ success: z.literal(true), status: z.literal('ok'), database: z.string(), queue: z.string(), mode: z.string(), data: obj({ status: z.literal('ok'), database: z.string(), queue: z.string(), mode: z.string() }) }) } },
  'GET /health/live': ok(obj({ status: z.literal('alive') })),
  'GET /info': ok(obj({ name: z.string(), version: z.string(), mode: z.string(), queue: z.string(), events: S.Counts, projectionLag: S.Counts })),
  'GET /rate-limit-info': ok(obj({ scope: z.string(), limit: int, remaining: int, window_seconds: int, reset_at: S.at })),

  // Auth
  'POST /auth/register': authAnswer(true),
  'POST /auth/login': authAnswer(true),
  'POST /auth/logout': justMessage,
  'POST /auth/forgot-password': justMessage,
  'POST /auth/reset-password': justMessage,
  'POST /auth/refresh': authAnswer(false),
  'GET /auth/profile': ok(S.User, { user: S.User }),
  'PUT /auth/profile': ok(updatedProfile, { user: updatedProfile, ...message }),
  'POST /auth/confirm-email-change': said(obj({ email: z.string() })),
  'PUT /auth/change-password': justMessage,
  'POST /auth/upload-avatar': ok(S.User, { user: S.User, ...message }),
  'DELETE /auth/account': justMessage,
  'PUT /auth/deactivate': justMessage,
  'GET /auth/stats': ok(obj({ totalOrders: int, totalSpent: S.money, favoriteItems: int, accountAge: z.number() })),
  'GET /auth/activity': ok(z.array(obj({ id: S.id, action: z.string(), details: S.jsonObject, ip: z.string().nullable(), created_at: S.at }))),
  'GET /auth/login-history': ok(z.array(obj({ id: S.id, created_at: S.at, ip: z.string(), user_agent: z.string(), success: z.boolean(), reason: z.string().nullable() }))),
  'GET /auth/preferences': ok(preferences),
  'PUT /auth/preferences': ok(preferences),
  'POST /auth/request-email-verification': justMessage,
  'POST /auth/verify-email': justMessage,
  'GET /auth/2fa/status': ok(twoFactor),
  'POST /auth/2fa/enable': ok(obj({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() })),
  'POST /auth/2fa/confirm': said(twoFactor),
  'POST /auth/2fa/disable': said(twoFactor),
  'GET /auth/sessions': ok(z.array(obj({ id: S.id, created_at: S.at, last_used_at: S.at.nullable(), ip: z.string().nullable(), user_agent: z.string().nullable(), current: z.boolean() }))),
  'DELETE /auth/sessions/{id}': justMessage,
  'GET /auth/export-data': { json: {}, file: { contentType: 'application/json' } },
  'GET /auth/addresses': ok(z.array(S.Address)),
  'POST /auth/addresses': said(S.Address, 201),
  'PUT /auth/addresses/{id}': ok(S.Address),
  'DELETE /auth/addresses/{id}': justMessage,
  'PUT /auth/addresses/{id}/default': ok(S.Address),

  // Users
  'GET /users/{id}': ok(S.User),
  'PUT /users/{id}': ok(updatedProfile),
  'DELETE /users/{id}': ok(obj({ message: z.string() })),
  'GET /users/{id}/crop-guides': list(S.Guide),

  // Products
  'GET /products': list(S.ProductCard, 'products'),
  'GET /products/featured': keyed(S.ProductCard, 'products'),
  'GET /products/bestsellers': keyed(S.ProductCard, 'products'),
  'GET /products/category/{category}': keyed(S.ProductCard, 'products'),
  'GET /products/statistics': ok(obj({ active_products: int, by_category: S.Counts })),
  'GET /products/brands': ok(z.array(z.string())),
  'GET /products/subcategories': ok(z.array(z.string())),
  'GET /products/slug/{slug}': ok(S.Product),
  'GET /products/{id}': ok(S.Product),
  'GET /products/{id}/related': ok(obj({ related_products: z.array(S.ProductCard) }), { related_products: z.array(S.ProductCard) }),
  'POST /products': said(S.Product, 201),
  'PUT /products/{id}': said(S.Product),
  'DELETE /products/{id}': deleted,
  'GET /products/{id}/reviews': list(S.Review, 'reviews', { summary: S.RatingSummary, mine: S.Review.nullable() }),
  'POST /products/{id}/reviews': reviewWritten(201),
  'PUT /products/reviews/{id}': reviewWritten(200),
  'DELETE /products/reviews/{id}': said(obj({ id: S.id, summary: S.RatingSummary })),

  // Search
  'GET /search': ok(obj({ query: z.string(), type: z.string(), products: z.array(S.ProductCard).optional(), crops: z.array(searchCrop).optional(), guides: z.array(searchGuide).optional(), total: int })),
  'GET /search/crops': keyed(searchCrop, 'crops'),
  'GET /search/guides': keyed(searchGuide, 'guides'),
  'GET /search/equipment': keyed(S.ProductCard, 'products'),

  // Crops
  'GET /crops': list(S.CropCard, 'crops'),
  'GET /crops/statistics': ok(obj({ active_crops: int, by_type: S.Counts })),
  'GET /crops/slug/{slug}': ok(S.CropDetail),
  'GET /crops/{id}': ok(S.CropDetail),
  'GET /crops/{id}/guides': ok(z.array(S.Guide)),
  'GET /crops/{id}/market-prices': ok(z.array(S.LatestMarketPrice)),
  'GET /crops/{id}/seasonal-tasks': ok(z.array(S.SeasonalTask)),
  'POST /crops': said(S.CropDetail, 201),
  'PUT /crops/{id}': said(S.CropDetail),
  'DELETE /crops/{id}': deleted,

  // Tags
  'GET /tags': list(S.Tag, 'tags'),
  'GET /tags/popular': ok(z.array(S.Tag)),
  'GET /tags/{id}': ok(S.Tag),
  'GET /tags/{id}/crops': list(S.CropCard, 'crops'),
  'POST /tags': said(S.Tag, 201),
  'PUT /tags/{id}': said(S.Tag),
  'DELETE /tags/{id}': deleted,

  // Market prices
  'GET /market-prices': list(S.MarketPrice, 'prices'),
  'GET /market-prices/latest': ok(z.array(S.LatestMarketPrice)),
  'GET /market-prices/trending': ok(
    z.array(obj({ crop: S.CropRef, market: S.Market, unit: z.string(), first_date: S.day, first_price: z.number(), last_date: S.day, last_price: z.number(), change: z.number(), change_percent: z.number().nullable(), direction: z.enum(['up', 'down', 'flat']) })),
  ),
  'GET /market-prices/locations': ok(z.array(S.Market.extend({ prices_count: int, crops_count: int, latest_price_date: S.day.nullable() }))),
  'GET /market-prices/crop/{id}/history': ok(
    obj({ crop: S.CropRef, days: int, from: S.day, to: S.day, markets: z.array(obj({ market: S.Market, unit: z.string(), prices: z.array(obj({ price_date: S.day, min_price: z.number(), max_price: z.number(), avg_price: z.number() })) })) }),
  ),
  'POST /market-prices': said(S.MarketPrice, 201),
  'PUT /market-prices/{id}': said(S.MarketPrice),
  'DELETE /market-prices/{id}': deleted,
  'POST /admin/market-prices/import': said(S.PriceImportResult),

  // Price alerts
  'GET /price-alerts': ok(z.array(S.PriceAlert), { alerts: z.array(S.PriceAlert) }),
  'POST /price-alerts': said(S.PriceAlert, 201),
  'PUT /price-alerts/{id}': said(S.PriceAlert),
  'DELETE /price-alerts/{id}': justMessage,

  // Seasonal tasks
  'GET /seasonal-tasks': list(S.SeasonalTask, 'tasks'),
  'GET /seasonal-tasks/current': ok(z.array(S.DatedTask)),
  'GET /seasonal-tasks/upcoming': ok(z.array(S.DatedTask.extend({ starts_in_days: int }))),
  'GET /seasonal-tasks/calendar/{year}': ok(obj({ year: int, climate_zone: z.string().nullable(), months: z.array(obj({ month: int, tasks: z.array(S.DatedTask) })) })),
  'GET /seasonal-tasks/by-season/{season}': ok(z.array(S.SeasonalTask)),
  'POST /seasonal-tasks': said(S.SeasonalTask, 201),
  'PUT /seasonal-tasks/{id}': said(S.SeasonalTask),
  'DELETE /seasonal-tasks/{id}': deleted,

  // Soil types
  'GET /soil-types': list(S.SoilType, 'soil_types'),
  'GET /soil-types/{id}': ok(S.SoilType.extend({ suitable_crops: z.array(S.CropRef) })),
  'GET /soil-types/crop/{cropId}': ok(z.array(S.SoilType)),
  'POST /soil-types': said(S.SoilType.extend({ suitable_crops: z.array(S.CropRef) }), 201),
  'PUT /soil-types/{id}': said(S.SoilType.extend({ suitable_crops: z.array(S.CropRef) })),
  'DELETE /soil-types/{id}': deleted,

  // Weather
  'GET /weather/current': ok(obj({ ...S.WeatherSource, current: S.WeatherDay.extend({ observed_at: S.at, temperature: z.number() }) })),
  'GET /weather/forecast': ok(obj({ ...S.WeatherSource, days: int, forecast: z.array(S.WeatherDay) })),
  'GET /weather/alerts': ok(
    obj({ ...S.WeatherSource, from: S.day, to: S.day, alerts: z.array(z.looseObject({ type: z.string(), date: S.day.optional(), severity: z.string().optional() })) }),
  ),
  'GET /weather/governorates': ok(z.array(S.Governorate)),

  // Comments
  'GET /comments/{type}/{id}': list(S.Comment, 'comments'),
  'GET /comments/{type}/{id}/mine': ok(z.array(S.Comment), { comments: z.array(S.Comment) }),
  'POST /comments/{type}/{id}': commentWritten(201),
  'PUT /comments/{id}': commentWritten(200),
  'DELETE /comments/{id}': deleted,

  // Quizzes
  'GET /quizzes': ok(z.array(quizSummary), { quizzes: z.array(quizSummary) }),
  'GET /quizzes/attempts': list(quizAttempt, 'attempts'),
  'GET /quizzes/{id}/questions': ok(z.array(quizQuestion), { questions: z.array(quizQuestion) }),
  'POST /quizzes/{id}/submit': ok(
    obj({ attempt_id: S.id, quiz_id: S.id, score: z.number(), correct_answers: int, total_questions: int, level: z.string(), time_taken: z.number(), results: z.array(obj({ question_id: S.id, chosen_answer_id: S.id.nullable(), correct_answer_id: S.id.nullable(), correct: z.boolean() })) }),
  ),

  // Newsletter
  'POST /newsletter/subscribe': justMessage,
  'POST /newsletter/confirm': said(z.union([obj({ email: z.string() }), S.empty])),
  'POST /newsletter/unsubscribe': justMessage,
  'GET /newsletter/preferences': ok(newsletterPreferences),
  'PUT /newsletter/preferences': said(newsletterPreferences),

  // Projects
  'POST /projects/{project_id}/follow': said(obj({ project_id: z.string(), outcome: z.enum(PROJECT_FOLLOW_OUTCOMES) })),
  'POST /projects/follow/confirm': said(obj({ project_id: z.string(), email: z.string() })),
  'GET /projects/following': ok(z.array(obj({ project_id: z.string(), email: z.string(), status: z.enum(['pending', 'confirmed']) }))),
  'DELETE /projects/{project_id}/follow': said(obj({ project_id: z.string() })),

  // Support
  'POST /contact': said(S.idOnly, 201),
  'POST /support/tickets': said(S.Ticket, 201),
  'GET /support/tickets': list(S.TicketSummary, 'tickets'),
  'GET /support/tickets/{id}': ok(S.Ticket),
  'PUT /support/tickets/{id}': said(S.Ticket),
  'PUT /support/tickets/{id}/close': said(S.Ticket),

  // Uploads
  'POST /upload/image': said(S.StoredFile, 201),
  'POST /upload/document': said(S.StoredFile, 201),
  'POST /upload/multiple': said(z.array(S.StoredFile), 201),

  // Cart
  'GET /cart': ok(S.Cart),
  'POST /cart/add': said(S.Cart),
  'PUT /cart/items/{id}': said(S.Cart),
  'DELETE /cart/items/{id}': said(S.Cart),
  'DELETE /cart': said(S.Cart),
  'GET /cart/summary': ok(obj({ subtotal: S.money, shipping: S.money, total: S.money, free_shipping_threshold: S.money })),

  // Favourites
  'GET /favorites': ok(z.array(favoriteListed)),
  'POST /favorites/add': said(favorite, 201),
  'DELETE /favorites/{id}': said(obj({ removed: z.boolean() })),
  'GET /favorites/check/{id}': ok(obj({ is_favorite: z.boolean() })),
  'GET /favorites/count': ok(obj({ count: int })),
  'DELETE /favorites': said(obj({ removed: int })),
  'POST /favorites': said(favorite, 201),
  'DELETE /favorites/{type}/{id}': said(obj({ removed: z.boolean() })),

  // Orders, coupons, shipping, payments
  'POST /orders': { json: { 201: body(S.Order, message), 200: body(S.Order, message) } },
  'GET /orders': list(S.OrderCard, 'orders', { total: int, totalPages: int }),
  'GET /orders/{id}': ok(S.Order),
  'PUT /orders/{id}/cancel': said(S.Order),
  'POST /orders/{id}/reorder': said(
    obj({
      order_id: S.id,
      added: z.array(obj({ product_id: S.id, name: z.string(), name_ar: z.string().nullable(), quantity: int })),
      unavailable: z.array(z.looseObject({ product_id: S.id, name: z.string(), reason: z.string() })),
    }),
  ),
  'GET /orders/{id}/tracking': ok(tracking),
  'GET /orders/{id}/invoice': { json: {}, file: { contentType: 'application/pdf' } },
  'POST /coupons/validate': ok(couponCheck),
  'POST /coupons/apply': said(couponCheck),
  'DELETE /coupons/remove': said(obj({ removed: z.boolean() })),
  'GET /coupons/user': ok(
    obj({
      applied: obj({ code: z.string(), description: z.string().nullable(), kind: z.string(), value: z.number(), min_subtotal: z.number(), applied_at: S.at }).nullable(),
      used: z.array(obj({ code: z.string(), discount: S.money, order_id: S.id, order_number: z.string().nullable(), used_at: S.at })),
    }),
  ),
  'GET /shipping/methods': ok(
    obj({
      methods: z.array(obj({ id: z.string(), name: z.string(), description: z.string(), payment: z.string(), estimated_days: estimatedDays, surcharge: S.money, cities: z.array(z.string()).nullable() })),
      free_shipping_threshold: S.money,
      shipping_fee: S.money,
    }),
  ),
  'POST /shipping/calculate': ok(obj({ subtotal: S.money, method: z.string(), shipping: S.money, estimated_days: estimatedDays, free_shipping_threshold: S.money, total: S.money })),
  'GET /shipping/track/{id}': ok(tracking),
  'POST /payments/create-intent': said(paymentIntent),
  'POST /payments/confirm': said(paymentIntent),
  'GET /payments/methods': ok(z.array(paymentMethod)),
  'POST /payments/methods': said(paymentMethod),
  'DELETE /payments/methods/{id}': deleted,
  'PUT /payments/methods/{id}/default': said(paymentMethod),

  // Notifications
  'GET /notifications': list(S.Notification, 'notifications', { total: int, totalPages: int, unread_count: int }),
  'PUT /notifications/{id}/read': said(obj({ notification: S.Notification, unread_count: int })),
  'PUT /notifications/read-all': said(obj({ updated: int, unread_count: int })),
  'DELETE /notifications/{id}': said(obj({ id: S.id, unread_count: int })),
  'GET /notifications/unread-count': ok(obj({ count: int })),

  // Analytics
  'POST /analytics/track': said(obj({ id: S.id, event: z.string(), created_at: S.at }), 201),
  'GET /analytics/page-views': ok(
    obj({ from: S.day, to: S.day, total_views: int, unique_visitors: int, per_day: z.array(obj({ date: S.day, views: int, visitors: int })), top_paths: z.array(obj({ path: z.string(), views: int, visitors: int })) }),
  ),
  'GET /analytics/user': ok(
    obj({
      total_events: int,
      first_seen: S.at.nullable(),
      last_seen: S.at.nullable(),
      events_by_type: z.array(obj({ event: z.string(), count: int, last_at: S.at })),
      page_views: obj({ total: int, distinct_pages: int, top_pages: z.array(obj({ path: z.string(), views: int, last_viewed_at: S.at })) }),
      orders: obj({ total_orders: int, cancelled_orders: int, delivered_orders: int, total_spent: S.money, first_order_at: S.at.nullable(), last_order_at: S.at.nullable() }),
    }),
  ),

  // Dashboard
  'GET /dashboard/stats': ok(
    obj({
      orders: obj({ total: int, open: int, by_status: S.Counts, total_spent: S.money, last_order_at: S.at.nullable() }),
      favorites: obj({ count: int }),
      cart: obj({ lines: int, item_count: int }),
      notifications: obj({ unread: int }),
      quizzes: obj({ attempts: int, best_score: z.number().nullable(), average_score: z.number().nullable(), last_attempt_at: S.at.nullable() }),
    }),
  ),
  'GET /dashboard/recommendations': ok(
    obj({
      based_on: z.string(),
      products: z.array(obj({ product: S.Product, kind: z.string(), reason: z.string(), because: z.looseObject({}).nullable() })),
      crops: z.array(obj({ crop: z.looseObject({ id: S.id, slug: z.string(), name: z.string() }), plant_now: z.boolean(), planting_months: z.array(int), reason: z.string() })),
      location: obj({ city: z.string().nullable(), source: z.string(), governorate: obj({ slug: z.string(), name: z.string(), name_ar: z.string() }).nullable(), region: z.string().nullable() }),
      month: int,
    }),
  ),

  // Admin
  'GET /admin/users': list(S.AdminUser, 'users'),
  'GET /admin/users/{id}': ok(S.AdminUserDetail),
  'PUT /admin/users/{id}': said(S.AdminUserDetail),
  'DELETE /admin/users/{id}': deleted,
  'PUT /admin/users/{id}/ban': said(S.AdminUserDetail),
  'PUT /admin/users/{id}/unban': said(S.AdminUserDetail),
  'GET /admin/logs': list(auditEntry, 'logs'),
  'GET /admin/moderate/{type}/pending': list(moderationItem, 'items'),
  'POST /admin/moderate/{type}/{id}': said(moderationItem, 200, { type: z.enum(['reviews', 'comments', 'products']), summary: S.RatingSummary.optional() }),
  'GET /admin/settings': ok(settings),
  'PUT /admin/settings': said(settings),
  'GET /admin/settings/{key}': ok(setting),
  'PUT /admin/settings/{key}': said(setting),
  'GET /admin/orders': list(S.AdminOrderRow, 'orders'),
  'PUT /admin/orders/{id}/status': said(S.AdminOrder.extend({ timeline: z.array(S.TrackingEvent) })),

  // Pay at harvest
  'GET /auth/credit': ok(S.CreditSummary),
  'GET /admin/users/{id}/credit': ok(S.AdminCreditSummary),
  'PUT /admin/users/{id}/credit': said(S.AdminCreditSummary),
  'POST /admin/orders/{id}/payments': said(S.OrderPaymentState, 201),
  'GET /admin/receivables': ok(S.Receivables),
  'GET /admin/receivables/export': { json: {}, file: { contentType: 'text/csv' } },
  'GET /admin/products': list(S.AdminProductRow, 'products'),
  'PUT /admin/products/{id}/approve': said(S.AdminProduct),
  'PUT /admin/products/{id}/reject': said(S.AdminProduct),
  'GET /admin/stats': ok(
    z.looseObject({
      today: S.day,
      generated_at: S.at,
      users: userFigures,
      products: z.looseObject({ total: int }),
      orders: obj({ total: int, by_status: S.Counts }),
      sales: z.looseObject({ revenue_total: S.money, orders_total: int }),
      moderation: obj({ pending_reviews: int, pending_comments: int, pending_products: int }),
      projections: S.ProjectionsLag,
    }),
  ),
  'GET /admin/dashboard': ok(
    z.looseObject({
      from: S.day,
      to: S.day,
      period: z.enum(['day', 'week', 'month']),
      generated_at: S.at,
      kpis: z.looseObject({ revenue: S.money, orders: int }),
      series: z.array(periodRow),
      orders_by_status: z.array(statusCount),
      top_products: z.array(z.looseObject({})),
      top_categories: z.array(z.looseObject({})),
      top_cities: z.array(z.looseObject({})),
      users: userFigures,
      projections: S.ProjectionsLag,
    }),
  ),
  'GET /admin/orders/statistics': ok(
    z.looseObject({ from: S.day, to: S.day, period: z.enum(['day', 'week', 'month']), generated_at: S.at, total_orders: int, by_status: z.array(statusCount), range: z.looseObject({ orders: int, revenue: S.money }), series: z.array(periodRow), projections: S.ProjectionsLag }),
  ),
  'GET /admin/reports/sales': report,
  'GET /admin/reports/users': report,
  'GET /admin/reports/products': report,
  'GET /admin/reports/{type}/export': { json: { 202: reportPending }, file: { contentType: 'text/csv' } },
  'GET /admin/reports/runs': ok(obj({ items: z.array(S.ReportRun), pagination: S.Pagination })),
  'GET /admin/reports/runs/{id}': ok(S.ReportRun.extend({ ready: z.boolean(), result: obj(S.ReportResult).nullable() })),
  'POST /admin/backup': { json: { 202: body(S.Backup.extend({ started: z.literal(true) }), message), 200: body(S.Backup.extend({ started: z.literal(false) }), message) } },
  'GET /admin/backup/list': ok(obj({ items: z.array(S.Backup) })),
  'POST /admin/backup/restore/{id}': said(z.looseObject({})),
  'POST /admin/cache/clear': said(obj({ cleared: z.array(obj({ name: z.string(), entries: int.nullable() })), failed: z.array(z.looseObject({ name: z.string() })) })),
  'POST /admin/database/update': said(obj({ applied: z.array(z.string()) })),
};

export { answerComponents } from './shared';
