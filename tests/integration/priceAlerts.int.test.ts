import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts } from '../../src/events/projections/priceAlerts';
import { InProcessRunner, drainProjections, rebuild } from '../../src/server/projections/runner';
import { describeDifferences, verifyProjections } from '../../src/server/projections/verify';
import { MAX_PRICE_ALERTS_PER_USER } from '../../src/shared/priceAlerts';
import { type TestApp, callerFor, silentLog, startTestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { type JsonAnswer, restClient } from '../helpers/rest';
import { type TestUser, createUser } from '../helpers/users';
import type { MessageKey } from '../../src/shared/messages';
import { keyedDetails } from '../helpers/refusals';

/*
 * Price alerts through the real server on a database of this file's own: the alerts calls (REST and one
 * tRPC call), and their evaluation by the priceAlerts projection, driven here with drainProjections (the app's own
 * runner runs no projection, so nothing evaluates behind the test's back). Prices are posted through
 * POST /api/market-prices, which appends a MarketPriceRecorded with each quote.
 */

let t: TestApp;
let api: ReturnType<typeof restClient>;
let admin: TestUser;
let grower: TestUser;
let arabicGrower: TestUser;
let other: TestUser;
const crop = { id: '', slug: '' };
const cucumber = { id: '', slug: '' };
const obour = { id: '', slug: '' };
const giza = { id: '', slug: '' };

beforeAll(async () => {
  t = await startTestApp({ runner: (db) => new InProcessRunner(db.sql, [], silentLog, 60_000) });
  api = restClient(t);
  admin = await createUser(t, { role: 'admin' });
  grower = await createUser(t, { firstName: 'Hassan' });
  arabicGrower = await createUser(t, { firstName: 'Mona' });
  other = await createUser(t);
  await t.db.sql`update users set preferences = ${t.db.sql.json({ language: 'ar' })} where id = ${arabicGrower.id}`;
  Object.assign(crop, await insertCrop('alert-tomato', 'Tomato', 'طماطم'));
  Object.assign(cucumber, await insertCrop('alert-cucumber', 'Cucumber', 'خيار'));
  Object.assign(obour, await insertMarket('alert-obour', 'Obour Market', 'سوق العبور', 'Qalyubia'));
  Object.assign(giza, await insertMarket('alert-giza', 'Giza Market', 'سوق الجيزة', 'Giza'));
});

/** A crop or market inserted for these tests. */
type Placed = { id: string; slug: string };
const insertCrop = async (slug: string, name: string, nameAr: string) =>
  (
    await t.db.sql<
      Placed[]
    >`insert into crops (slug, name, name_ar, crop_type) values (${slug}, ${name}, ${nameAr}, 'vegetable') returning id::text as id, slug`
  )[0]!;
const insertMarket = async (slug: string, name: string, nameAr: string, governorate: string) =>
  (
    await t.db.sql<
      Placed[]
    >`insert into markets (slug, name, name_ar, governorate) values (${slug}, ${name}, ${nameAr}, ${governorate}) returning id::text as id, slug`
  )[0]!;
afterAll(() => t?.close());

// ─── Helpers ────────────────────────────────────────────────────────────────────────────────────────

/** A quote through the API (avg as given, min and max around it); answers its id. */
async function price(market: { id: string }, avg: number, date: string, of: { id: string } = crop): Promise<string> {
  const res = await api.post(
    '/api/market-prices',
    {
      crop_id: of.id,
      market_id: market.id,
      unit: 'kg',
      min_price: Math.max(0, avg - 1),
      max_price: avg + 1,
      avg_price: avg,
      price_date: date,
    },
    admin.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.data.id);
}

async function alert(user: TestUser, body: Record<string, unknown>): Promise<JsonAnswer> {
  const res = await api.post('/api/price-alerts', body, user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const evaluate = () => drainProjections(t.db.sql, [priceAlerts], { publicUrl: t.config.publicUrl });

const notificationsOf = async (user: TestUser, alertId: number) =>
  t.db.sql<{ type: string; title: string; message: string; data: Record<string, unknown> }[]>`
    select type, title, message, data from notifications where user_id = ${user.id} and data->>'alert_id' = ${String(alertId)} order by id`;
const mailsOf = async (user: TestUser) =>
  t.db.sql<{ to_address: string; subject: string; body_text: string; body_html: string }[]>`
    select to_address, subject, body_text, body_html from mail_outbox where user_id = ${user.id} and kind = 'price_alert' order by id`;
const firingsOf = async (alertId: number) =>
  (await t.db.sql<{ n: number }[]>`select count(*)::int as n from price_alert_firings where alert_id = ${alertId}`)[0]!
    .n;

async function clearAlerts(user: TestUser) {
  await t.db.sql`delete from price_alerts where user_id = ${user.id}`;
}

// ─── Evaluation ─────────────────────────────────────────────────────────────────────────────────────

describe('evaluating prices against alerts (the priceAlerts projection)', () => {
  it('fires once when the price crosses, not again while it stays beyond, and again after it came back and crossed anew', async () => {
    const a = await alert(grower, { crop_id: crop.slug, market_id: obour.slug, direction: 'above', price: 12 });
    await price(obour, 11, '2031-03-01');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toEqual([]);

    await price(obour, 13, '2031-03-02');
    await evaluate();
    const first = await notificationsOf(grower, a.id);
    expect(first).toHaveLength(1);
    expect(first[0]!.type).toBe('price_alert');
    expect(first[0]!.title).toBe('Price alert: Tomato above 12.00 EGP/kg');
    expect(first[0]!.message).toBe(
      'Tomato at Obour Market is 13.00 EGP/kg on 2031-03-02 (your alert: above 12.00 EGP/kg).',
    );
    expect(first[0]!.data).toMatchObject({
      alert_id: String(a.id),
      crop_slug: crop.slug,
      market_id: obour.id,
      price: 13,
      unit: 'kg',
      price_date: '2031-03-02',
      link: `/crops/${crop.slug}`,
    });
    const mails = await mailsOf(grower);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(grower.email);
    expect(mails[0]!.subject).toBe('Price alert: Tomato above 12.00 EGP/kg');
    expect(mails[0]!.body_text).toContain('Hello Hassan,');
    expect(mails[0]!.body_text).toContain('Market: Obour Market');
    expect(mails[0]!.body_text).toContain('Average price: 13.00 EGP/kg');
    expect(mails[0]!.body_text).toContain(`${t.config.publicUrl}/crops/${crop.slug}`);
    expect(mails[0]!.body_html).toContain('dir="ltr"');

    // Still beyond: nothing new. Back to the level (not beyond: equal), then above again: fires again.
    await price(obour, 14, '2031-03-03');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(1);
    await price(obour, 12, '2031-03-04');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(1);
    await price(obour, 12.5, '2031-03-05');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(2);
    expect(await mailsOf(grower)).toHaveLength(2);

    // The alert says when it last fired and at what price, and the unit of the latest price.
    const listed = (await api.get('/api/price-alerts', grower.token)).body.data as JsonAnswer[];
    const mine = listed.find((x) => x.id === a.id);
    expect(mine).toMatchObject({
      last_fired_price: 12.5,
      unit: 'kg',
      market_name: 'Obour Market',
      crop_name_ar: 'طماطم',
    });
    expect(typeof mine.last_fired_at).toBe('string');

    // A price at another market is not this alert's business.
    await price(giza, 30, '2031-03-06');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(2);
    await clearAlerts(grower);
  });

  it('an older date arriving late is not taken for the latest price', async () => {
    const a = await alert(grower, { crop_id: crop.id, market_id: obour.id, direction: 'below', price: 8 });
    await price(obour, 7, '2031-04-10');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(1);
    // A quote dated before the last one evaluated: neither fires nor re-arms the alert ...
    await price(obour, 9, '2031-04-01');
    await evaluate();
    // ... so the next below-level price is still "staying beyond".
    await price(obour, 6, '2031-04-11');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(1);
    // A correction of the latest day's quote is the latest price: back above the level re-arms it.
    const sameDay = await price(obour, 7.5, '2031-04-12');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(1);
    expect(
      (await api.put(`/api/market-prices/${sameDay}`, { min_price: 8, max_price: 10, avg_price: 9 }, admin.token))
        .status,
    ).toBe(200);
    await evaluate();
    await price(obour, 7, '2031-04-13');
    await evaluate();
    expect(await notificationsOf(grower, a.id)).toHaveLength(2);
    await clearAlerts(grower);
  });

  it("an any-market alert fires for each market on its own, in the grower's language (Arabic)", async () => {
    const a = await alert(arabicGrower, { crop_id: crop.slug, direction: 'below', price: 10 });
    expect(a.market_id).toBeNull();
    await price(giza, 9, '2031-05-01');
    await price(obour, 8, '2031-05-01');
    await evaluate();
    const made = await notificationsOf(arabicGrower, a.id);
    expect(made).toHaveLength(2);
    expect(made.map((n) => n.data.market_id).sort()).toEqual([obour.id, giza.id].sort());
    const atGiza = made.find((n) => n.data.market_id === giza.id)!;
    expect(atGiza.title).toBe('تنبيه سعر: طماطم تحت 10.00 جنيه/كجم');
    expect(atGiza.message).toBe(
      'سعر طماطم في سوق الجيزة بلغ 9.00 جنيه/كجم بتاريخ 2031-05-01 (تنبيهك: أقل من 10.00 جنيه/كجم).',
    );
    const mails = await mailsOf(arabicGrower);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body_text).toContain('مرحبًا Mona،');
    expect(mails[0]!.body_text).toContain('عرض أسعار المحصول');
    expect(mails[0]!.body_html).toContain('dir="rtl"');
    // Giza stays below: no second firing there; the other crop's prices are not looked at.
    await price(giza, 9.5, '2031-05-02');
    await price(giza, 1, '2031-05-02', cucumber);
    await evaluate();
    expect(await notificationsOf(arabicGrower, a.id)).toHaveLength(2);
  });

  it('a rebuild of the projection replays every price and sends no notification or mail twice', async () => {
    const state = async () => ({
      firings: await t.db
        .sql`select alert_id::text, source_position::text, price::text, price_date::text from price_alert_firings order by 1, 2`,
      marks: await t.db
        .sql`select alert_id::text, market_id::text, price_date::text, avg_price::text, beyond from price_alert_marks order by 1, 2`,
      notifications: (
        await t.db.sql<{ n: number }[]>`select count(*)::int as n from notifications where type = 'price_alert'`
      )[0]!.n,
      mails: (
        await t.db.sql<{ n: number }[]>`select count(*)::int as n from mail_outbox where kind = 'price_alert'`
      )[0]!.n,
    });
    await evaluate();
    const before = await state();
    expect(before.notifications).toBeGreaterThan(0);
    await rebuild(t.db.sql, priceAlerts);
    expect(await state()).toEqual(before);
  });

  it('prices recorded before an alert was made, or while it was paused, never fire it (also on a rebuild)', async () => {
    await price(obour, 50, '2031-06-01', cucumber);
    const a = await alert(grower, { crop_id: cucumber.slug, market_id: obour.slug, direction: 'above', price: 40 });
    await evaluate();
    await rebuild(t.db.sql, priceAlerts);
    expect(await firingsOf(a.id)).toBe(0);

    expect((await api.put(`/api/price-alerts/${a.id}`, { is_active: false }, grower.token)).body.data.is_active).toBe(
      false,
    );
    await price(obour, 30, '2031-06-02', cucumber);
    await price(obour, 55, '2031-06-03', cucumber);
    await evaluate();
    expect(await firingsOf(a.id)).toBe(0);

    // Resumed: evaluated afresh from the next price (no previous one: beyond fires).
    expect((await api.put(`/api/price-alerts/${a.id}`, { is_active: true }, grower.token)).body.data.is_active).toBe(
      true,
    );
    await price(obour, 56, '2031-06-04', cucumber);
    await evaluate();
    expect(await firingsOf(a.id)).toBe(1);
    await rebuild(t.db.sql, priceAlerts);
    expect(await firingsOf(a.id)).toBe(1);

    // New terms start afresh too: a new level the price is already beyond fires on the next price.
    await api.put(`/api/price-alerts/${a.id}`, { price: 45 }, grower.token);
    await price(obour, 57, '2031-06-05', cucumber);
    await evaluate();
    expect(await firingsOf(a.id)).toBe(2);
    await clearAlerts(grower);
  });

  it('projections:verify finds the marks equal to a replay after pauses, resumptions and new terms, and finds a mark changed by hand', async () => {
    const verify = async () => {
      const result = await verifyProjections(t.db.url, { projections: [priceAlerts] });
      return { ok: result.ok, lines: describeDifferences(result) };
    };
    const marksOf = async (alertId: number) =>
      t.db.sql<{ beyond: boolean }[]>`select beyond from price_alert_marks where alert_id = ${alertId}`;
    const a = await alert(grower, { crop_id: crop.slug, market_id: giza.slug, direction: 'below', price: 20 });
    const b = await alert(other, { crop_id: crop.slug, direction: 'below', price: 20 });
    await price(giza, 15, '2031-08-01');
    await evaluate();
    expect(await firingsOf(a.id)).toBe(1);
    expect(await marksOf(a.id)).toEqual([{ beyond: true }]);

    // Paused: its marks go with the pause (a replay, reading a paused alert, makes none).
    await api.put(`/api/price-alerts/${a.id}`, { is_active: false }, grower.token);
    expect(await marksOf(a.id)).toEqual([]);
    expect(await verify()).toEqual({ ok: true, lines: [] });
    // Resumed and given new terms: the marks start afresh from the next price, as the replay's do.
    await api.put(`/api/price-alerts/${a.id}`, { is_active: true }, grower.token);
    await price(giza, 14, '2031-08-02');
    await evaluate();
    await api.put(`/api/price-alerts/${b.id}`, { price: 18 }, other.token);
    await price(obour, 25, '2031-08-03');
    await evaluate();
    expect(await firingsOf(a.id)).toBe(2);
    expect(await verify()).toEqual({ ok: true, lines: [] });

    // A mark changed by hand is drift.
    await t.db.sql`update price_alert_marks set beyond = not beyond where alert_id = ${a.id}`;
    const drift = await verify();
    expect(drift.ok).toBe(false);
    expect(drift.lines[0]).toBe('price-alerts / price_alert_marks: 2 row(s) differ from the replay');
    const [live, replay] = drift.lines[1]!.split('\n');
    expect(live).toMatch(/^ {2}changed {2}live \{"beyond":false,/);
    expect(live).toContain(`"alert_id":${a.id},`);
    expect(replay).toMatch(/^ +replay \{"beyond":true,/);
    await clearAlerts(grower);
    await clearAlerts(other);
    expect((await verify()).ok).toBe(true);
  });

  it('a hidden crop: its alerts are marked but do not fire, and the marks still equal a replay', async () => {
    const a = await alert(grower, { crop_id: cucumber.slug, market_id: giza.slug, direction: 'above', price: 200 });
    await t.db.sql`update crops set is_active = false where id = ${cucumber.id}`;
    try {
      await price(giza, 210, '2031-09-01', cucumber);
      await evaluate();
      expect(await firingsOf(a.id)).toBe(0);
      await t.db.sql`update crops set is_active = true where id = ${cucumber.id}`;
      // Still beyond: no crossing, so nothing fires; a crossing after a return to the near side does.
      await price(giza, 220, '2031-09-02', cucumber);
      await price(giza, 190, '2031-09-03', cucumber);
      await price(giza, 230, '2031-09-04', cucumber);
      await evaluate();
      expect(await firingsOf(a.id)).toBe(1);
      expect((await verifyProjections(t.db.url, { projections: [priceAlerts] })).ok).toBe(true);
    } finally {
      await t.db.sql`update crops set is_active = true where id = ${cucumber.id}`;
      await clearAlerts(grower);
    }
  });

  it('a price posted through the app is evaluated by its own in-process runner when it is rung', async () => {
    const runner = new InProcessRunner(t.db.sql, [priceAlerts], silentLog, 60_000);
    await runner.start();
    try {
      const a = await alert(grower, { crop_id: cucumber.id, market_id: giza.id, direction: 'above', price: 100 });
      await price(giza, 101, '2031-07-01', cucumber);
      await runner.ring();
      await eventually(async () => (await firingsOf(a.id)) > 0, { message: 'the alert fired' });
      expect(await firingsOf(a.id)).toBe(1);
    } finally {
      await runner.close();
      await clearAlerts(grower);
    }
  });
});

// ─── The alerts calls ───────────────────────────────────────────────────────────────────────────────

describe('the price alerts calls', () => {
  it('REST: list 200, create 201, update 200, delete 200 and then 404; newest first', async () => {
    const me = await createUser(t);
    const first = await api.post(
      '/api/price-alerts',
      { crop_id: crop.slug, market_id: obour.slug, direction: 'above', price: 12 },
      me.token,
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: 'Price alert created successfully',
      data: {
        id: expect.any(Number),
        crop_id: Number(crop.id),
        crop_slug: crop.slug,
        crop_name: 'Tomato',
        crop_name_ar: 'طماطم',
        market_id: Number(obour.id),
        market_slug: obour.slug,
        market_name: 'Obour Market',
        market_name_ar: 'سوق العبور',
        direction: 'above',
        price: 12,
        unit: 'kg',
        is_active: true,
        last_fired_at: null,
        last_fired_price: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const second = await api.post(
      '/api/price-alerts',
      { crop_id: cucumber.id, market_id: null, direction: 'below', price: 3.5 },
      me.token,
    );
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      market_id: null,
      market_slug: null,
      market_name: null,
      market_name_ar: null,
    });

    const list = await api.get('/api/price-alerts', me.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: JsonAnswer) => a.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.body.alerts).toEqual(list.body.data);

    const changed = await api.put(
      `/api/price-alerts/${first.body.data.id}`,
      { direction: 'below', price: 9, market_id: null },
      me.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Price alert updated successfully');
    expect(changed.body.data).toMatchObject({ direction: 'below', price: 9, market_id: null });

    const gone = await api.del(`/api/price-alerts/${first.body.data.id}`, me.token);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, data: {}, message: 'Price alert deleted successfully' });
    expect((await api.del(`/api/price-alerts/${first.body.data.id}`, me.token)).status).toBe(404);

    const trpc = await callerFor(t, me).priceAlerts.list();
    expect(trpc.alerts.map((a) => a.id)).toEqual([second.body.data.id]);
  });

  it('signed out: 401 for every call', async () => {
    for (const res of [
      await api.get('/api/price-alerts'),
      await api.post('/api/price-alerts', { crop_id: crop.id, direction: 'above', price: 1 }),
      await api.put('/api/price-alerts/1', { price: 2 }),
      await api.del('/api/price-alerts/1'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: 'Please log in to manage your price alerts',
        error: 'UNAUTHORIZED',
        details: { message_key: 'signIn.priceAlerts' },
      });
    }
  });

  it("another user's alert is 404 on update and delete, and stays as it was", async () => {
    const owner = await createUser(t);
    const a = await alert(owner, { crop_id: crop.id, direction: 'above', price: 20 });
    const put = await api.put(`/api/price-alerts/${a.id}`, { price: 1 }, other.token);
    expect(put.status).toBe(404);
    expect(put.body).toEqual({
      success: false,
      message: 'Price alert not found',
      error: 'NOT_FOUND',
      details: { message_key: 'alerts.notFound' },
    });
    expect((await api.del(`/api/price-alerts/${a.id}`, other.token)).status).toBe(404);
    expect((await api.del(`/api/price-alerts/${a.id}`, admin.token)).status).toBe(404);
    expect((await api.get('/api/price-alerts', other.token)).body.data).toEqual([]);
    expect((await api.get('/api/price-alerts', owner.token)).body.data).toEqual([a]);
    expect((await api.put('/api/price-alerts/not-a-number', { price: 1 }, owner.token)).status).toBe(404);
  });

  it(`refuses the ${MAX_PRICE_ALERTS_PER_USER + 1}st alert with a 409, and a duplicate`, async () => {
    const me = await createUser(t);
    for (let i = 1; i <= MAX_PRICE_ALERTS_PER_USER; i++)
      await alert(me, { crop_id: crop.id, direction: 'above', price: i });
    const refused = await api.post('/api/price-alerts', { crop_id: crop.id, direction: 'above', price: 999 }, me.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'CONFLICT',
      message: 'You can keep at most 20 price alerts. Delete one to add another.',
    });
    expect((await api.get('/api/price-alerts', me.token)).body.data).toHaveLength(MAX_PRICE_ALERTS_PER_USER);

    const fresh = await createUser(t);
    await alert(fresh, { crop_id: crop.id, market_id: giza.id, direction: 'below', price: 4 });
    const twice = await api.post(
      '/api/price-alerts',
      { crop_id: crop.slug, market_id: giza.slug, direction: 'below', price: 4 },
      fresh.token,
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      error: 'CONFLICT',
      message: 'You already have this price alert',
      field: 'price',
    });
  });

  it('bad input is a 400 naming the field, and nothing is stored', async () => {
    const me = await createUser(t);
    const cases: [Record<string, unknown>, string, string, MessageKey?][] = [
      [{ direction: 'above', price: 5 }, 'crop_id', 'Please choose a crop (crop_id)'],
      [
        { crop_id: 'no-such-crop', direction: 'above', price: 5 },
        'crop_id',
        "No crop with the id or slug 'no-such-crop'",
        'crops.noSuchCrop',
      ],
      [
        { crop_id: crop.id, market_id: 'no-such-market', direction: 'above', price: 5 },
        'market_id',
        "No market with the id or slug 'no-such-market'",
        'crops.noSuchMarket',
      ],
      [{ crop_id: crop.id, direction: 'sideways', price: 5 }, 'direction', 'direction must be one of: above, below'],
      [{ crop_id: crop.id, direction: 'above', price: 0 }, 'price', 'price must be greater than 0'],
      [{ crop_id: crop.id, direction: 'above', price: -3 }, 'price', 'price must be greater than 0'],
      [{ crop_id: crop.id, direction: 'above', price: 5e-324 }, 'price', 'price must be at least 0.01'],
      [{ crop_id: crop.id, direction: 'above', price: 'cheap' }, 'price', 'price must be a number'],
      [{ crop_id: crop.id, direction: 'above' }, 'price', 'price must be a number'],
    ];
    for (const [body, field, message, key] of cases) {
      const res = await api.post('/api/price-alerts', body, me.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({
        success: false,
        error: 'VALIDATION_ERROR',
        field,
        message,
        details: keyedDetails(key),
      });
    }
    expect((await api.get('/api/price-alerts', me.token)).body.data).toEqual([]);

    const a = await alert(me, { crop_id: crop.id, direction: 'above', price: 5 });
    const badMarket = await api.put(`/api/price-alerts/${a.id}`, { market_id: 'nowhere' }, me.token);
    expect(badMarket.status).toBe(400);
    expect(badMarket.body.field).toBe('market_id');
    const badActive = await api.put(`/api/price-alerts/${a.id}`, { is_active: 'yes' }, me.token);
    expect(badActive.status).toBe(400);
    expect(badActive.body.field).toBe('is_active');
    expect((await api.get('/api/price-alerts', me.token)).body.data).toEqual([a]);
  });

  it('/api/openapi.json describes the new calls', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.paths['/price-alerts']?.get).toBeTruthy();
    expect(doc.paths['/price-alerts']?.post).toBeTruthy();
    expect(doc.paths['/price-alerts/{id}']?.put).toBeTruthy();
    expect(doc.paths['/price-alerts/{id}']?.delete).toBeTruthy();
    const upload = doc.paths['/admin/market-prices/import']?.post;
    expect(upload).toBeTruthy();
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.components.schemas.PriceAlert).toBeTruthy();
  });
});
