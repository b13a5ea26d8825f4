import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_EVENTS_PER_MINUTE } from '../../src/server/analytics/analytics';
import { UNSTORABLE_TEXT } from '../../src/server/trpc';
import { egyptDate } from '../../src/shared/seasonalTasks';
import { type TestApp, startTestApp } from '../helpers/app';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import type { MessageKey } from '../../src/shared/messages';
import { keyedDetails } from '../helpers/refusals';

/*
 * The Analytics group through the real server (REST at /api) on a database of this file's own: tracking (public,
 * validated, limited per caller), the page-view report (administrators) and the signed-in user's own summary.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const eventCount = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from analytics_events`)[0]!.n;
const track = (body: unknown, token?: string, ip?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(ip ? { remoteAddress: ip } : {}),
      payload: body as object,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as JsonAnswer }));
/** A page view written straight into the table at `at`. */
const viewAt = (path: string, at: string, who: { userId?: string; session?: string; event?: string } = {}) =>
  t.db.sql`insert into analytics_events (user_id, session_id, event, path, data, created_at)
           values (${who.userId ?? null}, ${who.session ?? null}, ${who.event ?? 'page_view'}, ${path}, ${t.db.sql.json({ path })}, ${at})`;

describe('POST /analytics/track', () => {
  it("stores a visitor's page view with its path (query string and fragment dropped) and no user", async () => {
    const res = await track({
      event: 'page_view',
      data: { path: '/reset-password?token=secret#top', referrer: 'home' },
      session_id: 'visit-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Event tracked',
      data: { id: expect.stringMatching(/^\d+$/), event: 'page_view', created_at: expect.any(String) },
    });
    const [row] = await t.db
      .sql`select user_id, session_id, event, path, data from analytics_events where id = ${res.body.data.id}`;
    expect(row).toEqual({
      user_id: null,
      session_id: 'visit-1',
      event: 'page_view',
      path: '/reset-password',
      data: { path: '/reset-password', referrer: 'home' },
    });
  });

  it('attaches the signed-in user; data defaults to {}; an event need not name a path', async () => {
    const me = await createUser(t);
    const res = await track({ event: 'cart:add' }, me.token);
    expect(res.status).toBe(201);
    const [row] = await t.db
      .sql`select user_id::text as user_id, event, path, data from analytics_events where id = ${res.body.data.id}`;
    expect(row).toEqual({ user_id: me.id, event: 'cart:add', path: null, data: {} });
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const before = await eventCount();
    const big = 'x'.repeat(4100);
    const cases: [unknown, string, string, MessageKey?][] = [
      [{ data: {} }, 'event', 'event is required', 'analytics.eventRequired'],
      [{ event: '' }, 'event', 'event must be 1 to 64 characters of a-z, 0-9, _ . : -', 'analytics.eventName'],
      [{ event: 'Page View' }, 'event', 'event must be 1 to 64 characters of a-z, 0-9, _ . : -', 'analytics.eventName'],
      [
        { event: 'e'.repeat(65) },
        'event',
        'event must be 1 to 64 characters of a-z, 0-9, _ . : -',
        'analytics.eventName',
      ],
      [{ event: 'click', data: [1, 2] }, 'data', 'data must be a JSON object', 'analytics.dataObject'],
      [{ event: 'click', data: 'text' }, 'data', 'data must be a JSON object', 'analytics.dataObject'],
      [{ event: 'click', data: { note: big } }, 'data', 'data must be at most 4 KB of JSON', 'analytics.dataTooLarge'],
      [{ event: 'click', data: { note: 'a\u0000b' } }, 'data.note', UNSTORABLE_TEXT, 'call.unstorableText'],
      [{ event: 'click', data: { 'a\u0000b': 1 } }, 'data', UNSTORABLE_TEXT, 'call.unstorableText'],
      [
        { event: 'page_view', data: {} },
        'data.path',
        'data.path is required for a page_view',
        'analytics.pathRequired',
      ],
      [
        { event: 'page_view', data: { path: 'https://evil.example/' } },
        'data.path',
        'data.path must be a site path starting with / (at most 500 characters)',
        'analytics.pathFormat',
      ],
      [
        { event: 'click', data: { path: 42 } },
        'data.path',
        'data.path must be a site path starting with / (at most 500 characters)',
        'analytics.pathFormat',
      ],
      [
        { event: 'click', session_id: 'has spaces' },
        'session_id',
        'session_id must be 1 to 100 letters, digits or _ . : -',
        'analytics.sessionFormat',
      ],
    ];
    for (const [body, field, message, key] of cases) {
      const res = await track(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message,
        error: 'VALIDATION_ERROR',
        field,
        details: keyedDetails(key),
      });
    }
    expect(await eventCount()).toBe(before);
  });

  it(`allows ${TRACK_EVENTS_PER_MINUTE} events a minute per address, then 429 and nothing stored; a signed-in user counts apart`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < TRACK_EVENTS_PER_MINUTE; i++)
      expect((await track({ event: 'scroll', session_id: 'flood' }, undefined, ip)).status).toBe(201);
    const before = await eventCount();
    const refused = await track({ event: 'scroll', session_id: 'flood' }, undefined, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining(`at most ${TRACK_EVENTS_PER_MINUTE} a minute`),
    });
    expect(refused.body.details.retry_after_seconds).toBeGreaterThan(0);
    expect(await eventCount()).toBe(before);
    const me = await createUser(t);
    expect((await track({ event: 'scroll' }, me.token, ip)).status).toBe(201);
    expect((await track({ event: 'scroll' }, undefined, '203.0.113.78')).status).toBe(201);
  });
});

describe('GET /analytics/page-views', () => {
  it('counts page views per day in Egypt (every day of the range) and the top paths', async () => {
    const a = await createUser(t);
    // March 2025: Cairo is UTC+2.
    await viewAt('/shop', '2025-02-28T21:59:00Z', { session: 'early' }); // 23:59 on 28 February in Cairo: outside
    await viewAt('/shop', '2025-03-01T08:00:00Z', { userId: a.id });
    await viewAt('/shop', '2025-03-01T21:30:00Z', { userId: a.id }); // 23:30 on 1 March in Cairo
    await viewAt('/crops', '2025-03-01T12:00:00Z', { session: 's-1' });
    await viewAt('/crops', '2025-03-02T22:30:00Z', { session: 's-2' }); // 00:30 on 3 March in Cairo
    await viewAt('/shop', '2025-03-03T12:00:00Z'); // no user, no session: a view, not a visitor
    await viewAt('/cart', '2025-03-03T12:00:00Z', { event: 'cart:add' }); // not a page view
    await viewAt('/late', '2025-03-03T22:00:00Z', { session: 'late' }); // 00:00 on 4 March in Cairo: outside

    const res = await api.get('/api/analytics/page-views?from=2025-03-01&to=2025-03-03', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      from: '2025-03-01',
      to: '2025-03-03',
      total_views: 5,
      unique_visitors: 3,
      per_day: [
        { date: '2025-03-01', views: 3, visitors: 2 },
        { date: '2025-03-02', views: 0, visitors: 0 },
        { date: '2025-03-03', views: 2, visitors: 1 },
      ],
      top_paths: [
        { path: '/shop', views: 3, visitors: 1 },
        { path: '/crops', views: 2, visitors: 2 },
      ],
    });
    const one = await api.get('/api/analytics/page-views?from=2025-03-01&to=2025-03-03&limit=1', admin.token);
    expect(one.body.data.top_paths).toEqual([{ path: '/shop', views: 3, visitors: 1 }]);
  });

  it('defaults to the last 30 days, today (in Egypt) included', async () => {
    expect((await track({ event: 'page_view', data: { path: '/about' }, session_id: 'today' })).status).toBe(201);
    const res = await api.get('/api/analytics/page-views', admin.token);
    expect(res.status).toBe(200);
    const { per_day, to, top_paths } = res.body.data;
    expect(to).toBe(egyptDate(new Date()));
    expect(per_day).toHaveLength(30);
    expect(per_day.at(-1).date).toBe(to);
    expect(per_day.at(-1).views).toBeGreaterThanOrEqual(1);
    expect(top_paths.map((p: JsonAnswer) => p.path)).toContain('/about');
  });

  it('is for administrators: 401 without a token, 403 for a customer', async () => {
    const customer = await createUser(t);
    const anonymous = await api.get('/api/analytics/page-views');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('UNAUTHORIZED');
    const refused = await api.get('/api/analytics/page-views', customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: 'This action is for administrators only.',
      error: 'FORBIDDEN',
      details: { message_key: 'call.adminsOnly' },
    });
  });

  it('refuses bad dates and ranges with 400 naming the field', async () => {
    const cases: [string, string, string, MessageKey?][] = [
      ['from=2025-02-30', 'from', 'from must be a date (YYYY-MM-DD)', 'analytics.dateFormat'],
      ['from=yesterday', 'from', 'from must be a date (YYYY-MM-DD)', 'analytics.dateFormat'],
      ['to=2025-13-01', 'to', 'to must be a date (YYYY-MM-DD)', 'analytics.dateFormat'],
      ['from=2025-03-05&to=2025-03-01', 'from', 'from must not be after to', 'admin.fromAfterTo'],
      ['from=2023-01-01&to=2025-01-01', 'from', 'The range may span at most 366 days', 'admin.rangeDays'],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 50'],
    ];
    for (const [query, field, message, key] of cases) {
      const res = await api.get(`/api/analytics/page-views?${query}`, admin.token);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message,
        error: 'VALIDATION_ERROR',
        field,
        details: keyedDetails(key),
      });
    }
  });
});

describe('GET /analytics/user', () => {
  it("summarises the signed-in user's own events, pages and orders", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    for (const path of ['/shop', '/crops', '/shop?page=2'])
      expect((await track({ event: 'page_view', data: { path } }, me.token)).status).toBe(201);
    await track({ event: 'quiz.finished', data: { score: 80 } }, me.token);
    await track({ event: 'page_view', data: { path: '/secret-of-other' } }, other.token);

    const res = await api.get('/api/analytics/user', me.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.total_events).toBe(4);
    expect(data.events_by_type).toEqual([
      { event: 'page_view', count: 3, last_at: expect.any(String) },
      { event: 'quiz.finished', count: 1, last_at: expect.any(String) },
    ]);
    expect(data.first_seen <= data.last_seen).toBe(true);
    expect(data.page_views).toEqual({
      total: 3,
      distinct_pages: 2,
      top_pages: [
        { path: '/shop', views: 2, last_viewed_at: expect.any(String) },
        { path: '/crops', views: 1, last_viewed_at: expect.any(String) },
      ],
    });
    expect(data.orders).toEqual({
      total_orders: 0,
      cancelled_orders: 0,
      delivered_orders: 0,
      total_spent: 0,
      first_order_at: null,
      last_order_at: null,
    });

    await t.db
      .sql`insert into customer_summaries (user_id, total_orders, cancelled_orders, delivered_orders, total_spent, first_order_at, last_order_at)
                   values (${me.id}, 3, 1, 1, 450.5, '2025-01-05T10:00:00Z', '2025-03-01T10:00:00Z')`;
    const after = await api.get('/api/analytics/user', me.token);
    expect(after.body.data.orders).toEqual({
      total_orders: 3,
      cancelled_orders: 1,
      delivered_orders: 1,
      total_spent: 450.5,
      first_order_at: '2025-01-05T10:00:00.000Z',
      last_order_at: '2025-03-01T10:00:00.000Z',
    });
  });

  it('answers a user with no events with zeros', async () => {
    const me = await createUser(t);
    const res = await api.get('/api/analytics/user', me.token);
    expect(res.body.data).toMatchObject({
      total_events: 0,
      first_seen: null,
      last_seen: null,
      events_by_type: [],
      page_views: { total: 0, distinct_pages: 0, top_pages: [] },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await api.get('/api/analytics/user');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHORIZED');
  });
});
