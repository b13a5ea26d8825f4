import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { type TestApp, silentLog, startTestApp } from '../helpers/app';
import { callApi, makeProduct, placeOrder } from '../helpers/admin';
import { createUser, type TestUser } from '../helpers/users';
import { eventually } from '../helpers/eventually';
import { FakeTwilio } from '../helpers/fakeTwilio';
import { FakeWhatsApp } from '../helpers/fakeWhatsApp';
import { FakeVonage } from '../helpers/fakeVonage';
import { injectPost } from '../helpers/fakeProviderPost';
import { enqueueMessage } from '../../src/server/messaging/outbox';
import { deliverPendingMessages, deliverSoon } from '../../src/server/messaging/deliver';
import { providersOf } from '../../src/server/messaging/providers';
import { loadConfig } from '../../src/server/config';

/*
 * SMS and WhatsApp through the one outbox, against local fakes of Twilio and Meta's WhatsApp Cloud API: delivery with
 * retries and backoff, the providers' signed callbacks (forged ones refused, repeated ones taken once), STOP from an
 * SMS and from the WhatsApp button, the growers' channel choices, and one message per order status change.
 */

const PUBLIC_URL = 'http://localhost:3999';
const TWILIO = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-auth-token-0123456789' };
const WA = { token: 'whatsapp-token-0123', phoneNumberId: '1234567890', appSecret: 'meta-app-secret-0123' };

let t: TestApp;
let twilio: FakeTwilio;
let whatsapp: FakeWhatsApp;
let admin: TestUser;

beforeAll(async () => {
  twilio = await new FakeTwilio(TWILIO).start();
  whatsapp = await new FakeWhatsApp({ ...WA, webhookUrl: `${PUBLIC_URL}/api/messaging/whatsapp/webhook` }).start();
  t = await startTestApp({
    env: {
      PUBLIC_URL,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: twilio.baseUrl,
      WHATSAPP_TOKEN: WA.token,
      WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
      WHATSAPP_APP_SECRET: WA.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123',
      WHATSAPP_BASE_URL: whatsapp.baseUrl,
    },
  });
  const post = injectPost(t.app);
  Object.assign(twilio.options, { post });
  Object.assign(whatsapp.options, { post });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
  await whatsapp?.close();
});

const providers = () => providersOf(t.config.messaging, { publicUrl: PUBLIC_URL });
const deliver = () => deliverPendingMessages(t.db.sql, providers(), silentLog);
const rowOf = async (id: number) =>
  (
    await t.db.sql<
      {
        status: string;
        attempts: number;
        body_text: string | null;
        provider_message_id: string | null;
        delivery_status: string | null;
        last_error: string | null;
        due_in_s: number;
      }[]
    >`select status, attempts, body_text, provider_message_id, delivery_status, last_error,
             extract(epoch from next_attempt_at - now())::float8 as due_in_s from mail_outbox where id = ${id}`
  )[0]!;
let n = 0;
/** A fresh Egyptian mobile number. */
const number = () => `+2010${String(10_000_000 + ++n * 7919).slice(-8)}`;

async function growerWithPhone(phone = number()) {
  const user = await createUser(t);
  await t.db.sql`update users set phone = ${phone}, phone_verified_at = now() where id = ${user.id}`;
  return { user, phone };
}
const trpc = (user: TestUser, path: string, input?: unknown) =>
  callApi(t, input === undefined ? 'GET' : 'POST', `/trpc/${path}`, {
    token: user.token,
    ...(input === undefined ? {} : { body: { json: input } }),
  });

describe('the outbox', () => {
  it('queues a code once per source key, sends it by SMS, and clears its body once sent', async () => {
    const phone = number();
    const m = {
      channel: 'sms' as const,
      to: phone,
      kind: 'code' as const,
      language: 'ar' as const,
      body: 'رمز فلاح: 482913',
      sourceKey: `code:${phone}:1`,
      sensitive: true,
    };
    const first = await enqueueMessage(t.db.sql, m);
    const again = await enqueueMessage(t.db.sql, m);
    expect(again.id).toBe(first.id);
    expect((await deliver()).sent).toBeGreaterThanOrEqual(1);
    const sent = twilio.to(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe('رمز فلاح: 482913');
    expect(sent[0]!.statusCallback).toBe(`${PUBLIC_URL}/api/messaging/twilio/status`);
    const row = await rowOf(first.id);
    expect(row).toMatchObject({ status: 'sent', body_text: null, provider_message_id: sent[0]!.sid });
  });

  it('retries a refused send after a growing wait, and fails at once a number the provider refuses', async () => {
    const phone = number();
    twilio.failNext.push(503);
    const { id } = await enqueueMessage(t.db.sql, {
      channel: 'sms',
      to: phone,
      kind: 'account',
      language: 'en',
      body: 'Hello',
    });
    await deliver();
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toContain('503');
    expect(row.due_in_s).toBeGreaterThan(50);
    await deliver(); // not due yet: nothing is tried
    expect((await rowOf(id)).attempts).toBe(1);
    twilio.failNext.push(503);
    await t.db.sql`update mail_outbox set next_attempt_at = now() where id = ${id}`;
    await deliver();
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.due_in_s).toBeGreaterThan(110); // the second wait is twice the first
    await t.db.sql`update mail_outbox set next_attempt_at = now() where id = ${id}`;
    await deliver();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(twilio.to(phone)).toHaveLength(1);

    const bad = await enqueueMessage(t.db.sql, {
      channel: 'sms',
      to: '+20',
      kind: 'account',
      language: 'en',
      body: 'Hello',
    });
    await deliver();
    expect(await rowOf(bad.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('without a provider, keeps the message waiting and says so in the log once, never with its text', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/fellah-messaging-test',
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const info = vi.fn();
    const log = { ...silentLog, info, warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
    const { id } = await enqueueMessage(t.db.sql, {
      channel: 'whatsapp',
      to: number(),
      kind: 'code',
      language: 'ar',
      body: 'secret-code-771100',
      sensitive: true,
    });
    deliverSoon({ sql: t.db.sql, config, log }, ['whatsapp']);
    deliverSoon({ sql: t.db.sql, config, log }, ['whatsapp']);
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain('secret-code-771100');
    expect((await rowOf(id)).status).toBe('pending');
  });
});

describe('delivery statuses', () => {
  it("takes Twilio's signed status callback once, never backwards, and refuses a forged one with 401", async () => {
    const phone = number();
    const { id } = await enqueueMessage(t.db.sql, {
      channel: 'sms',
      to: phone,
      kind: 'account',
      language: 'en',
      body: 'Status test',
    });
    await deliver();
    const sid = twilio.to(phone)[0]!.sid;
    const forged = await twilio.statusCallback(sid, 'delivered', { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect((await rowOf(id)).delivery_status).toBe('queued');
    expect((await twilio.statusCallback(sid, 'delivered')).status).toBe(204);
    expect((await twilio.statusCallback(sid, 'delivered')).status).toBe(204);
    expect((await twilio.statusCallback(sid, 'sent')).status).toBe(204); // late: delivered stays
    expect((await rowOf(id)).delivery_status).toBe('delivered');
  });

  it("verifies Meta's webhook subscription and X-Hub-Signature-256 on statuses", async () => {
    expect(await whatsapp.verifySubscription('verify-token-0123', '1158201444')).toMatchObject({
      status: 200,
      body: '1158201444',
    });
    expect((await whatsapp.verifySubscription('wrong-token-000', '1158201444')).status).toBe(403);
    const phone = number();
    const { id } = await enqueueMessage(t.db.sql, {
      channel: 'whatsapp',
      to: phone,
      kind: 'order_status',
      language: 'ar',
      body: 'x',
      template: { name: 'fellah_order_status', params: ['Omar', 'shipped', 'link'] },
    });
    await deliver();
    const sent = whatsapp.to(phone)[0]!;
    expect(sent.template).toMatchObject({
      name: 'fellah_order_status',
      language: 'ar',
      params: ['Omar', 'shipped', 'link'],
    });
    expect((await whatsapp.status(sent.id, 'read', { signature: 'sha256=00' })).status).toBe(401);
    expect((await rowOf(id)).delivery_status).toBe('accepted');
    expect((await whatsapp.status(sent.id, 'read')).status).toBe(200);
    expect((await rowOf(id)).delivery_status).toBe('read');
  });
});

describe('STOP and the growers’ choices', () => {
  it('shows the defaults, keeps a change, and a STOP by SMS turns SMS off for every kind', async () => {
    const { user, phone } = await growerWithPhone();
    const mine = async () => (await trpc(user, 'messaging.myChannels')).body.result.data.json;
    const before = await mine();
    expect(before.phone).toBe(phone);
    const on = (rows: { kind: string; channel: string; enabled: boolean }[], kind: string, channel: string) =>
      rows.find((r) => r.kind === kind && r.channel === channel)!.enabled;
    expect(on(before.choices, 'order_status', 'whatsapp')).toBe(true);
    expect(on(before.choices, 'payment_reminder', 'sms')).toBe(true);
    const set = await trpc(user, 'messaging.setMyChannels', {
      changes: [{ kind: 'price_alert', channel: 'sms', enabled: true }],
    });
    expect(set.status).toBe(200);
    expect(on(await mine().then((m) => m.choices), 'price_alert', 'sms')).toBe(true);

    const forged = await twilio.inbound(`${PUBLIC_URL}/api/messaging/twilio/inbound`, phone, 'STOP', {
      signature: 'AAAA',
    });
    expect(forged.status).toBe(401);
    expect(on((await mine()).choices, 'price_alert', 'sms')).toBe(true);
    const stop = await twilio.inbound(`${PUBLIC_URL}/api/messaging/twilio/inbound`, phone, 'stop');
    expect(stop.status).toBe(200);
    const after = await mine();
    for (const kind of ['order_status', 'payment_reminder', 'price_alert'])
      expect(
        after.choices.find((r: { kind: string; channel: string }) => r.kind === kind && r.channel === 'sms'),
      ).toMatchObject({ enabled: false, stopped: true });
    // An SMS other than a code to that number is no longer sent.
    const { id } = await enqueueMessage(t.db.sql, {
      channel: 'sms',
      to: phone,
      kind: 'price_alert',
      language: 'ar',
      body: 'news',
    });
    await deliver();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', last_error: 'the recipient opted out (STOP)' });
    // Choosing SMS again in the profile lifts the STOP.
    await trpc(user, 'messaging.setMyChannels', { changes: [{ kind: 'price_alert', channel: 'sms', enabled: true }] });
    const again = await enqueueMessage(t.db.sql, {
      channel: 'sms',
      to: phone,
      kind: 'price_alert',
      language: 'ar',
      body: 'news',
    });
    await deliver();
    expect((await rowOf(again.id)).status).toBe('sent');
  });

  it("the WhatsApp template's Stop button turns WhatsApp off for that grower", async () => {
    const { user, phone } = await growerWithPhone();
    expect((await whatsapp.pressButton(phone, 'STOP')).status).toBe(200);
    const rows = (await trpc(user, 'messaging.myChannels')).body.result.data.json.choices as {
      channel: string;
      enabled: boolean;
    }[];
    expect(rows.filter((r) => r.channel === 'whatsapp').every((r) => !r.enabled)).toBe(true);
    expect(rows.filter((r) => r.channel === 'email').every((r) => r.enabled)).toBe(true);
  });

  it('refuses a choice that is not a kind or channel, changing nothing', async () => {
    const { user } = await growerWithPhone();
    const res = await trpc(user, 'messaging.setMyChannels', {
      changes: [{ kind: 'promotions', channel: 'sms', enabled: true }],
    });
    expect(res.status).toBe(400);
    const [row] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from message_channel_choices where user_id = ${user.id}`;
    expect(row!.n).toBe(0);
  });
});

describe('order status changes', () => {
  it('sends one WhatsApp message per status change, in the grower’s language, and no SMS (off by default)', async () => {
    const { user, phone } = await growerWithPhone();
    await t.db
      .sql`update users set preferences = jsonb_set(coalesce(preferences, '{}'::jsonb), '{language}', '"ar"') where id = ${user.id}`;
    const product = await makeProduct(t, { price: 120 });
    const order = await placeOrder(t, user, [{ productId: product, quantity: 1 }]);
    for (const status of ['confirmed', 'processing']) {
      const res = await callApi(t, 'PUT', `/api/admin/orders/${order.id}/status`, {
        token: admin.token,
        body: { status },
      });
      expect(res.status).toBe(200);
    }
    const rows = await eventually(
      async () => {
        const r = await t.db.sql<{ source_key: string; language: string; channel: string }[]>`
        select source_key, language, channel from mail_outbox where to_address = ${phone} order by id`;
        return r.length >= 3 && r;
      },
      { message: 'three WhatsApp messages queued' },
    );
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp', 'whatsapp', 'whatsapp']);
    expect(new Set(rows.map((r) => r.source_key)).size).toBe(3);
    expect(rows.every((r) => r.language === 'ar')).toBe(true);
    await deliver();
    const inbox = whatsapp.to(phone);
    expect(inbox).toHaveLength(3);
    expect(inbox.map((m) => m.template!.name)).toEqual([
      'fellah_order_status',
      'fellah_order_status',
      'fellah_order_status',
    ]);
    expect(inbox[2]!.template!.params[1]).toMatch(/[\u0600-\u06FF]/);
    expect(twilio.to(phone)).toHaveLength(0);
  });
});

describe('the admin outbox', () => {
  it('lists messages by channel and state, counts them per day, and retries a failed one', async () => {
    const phone = number();
    twilio.failNext.push(400);
    const failed = await enqueueMessage(t.db.sql, {
      channel: 'sms',
      to: phone,
      kind: 'account',
      language: 'en',
      body: 'Will fail',
    });
    await deliver();
    await enqueueMessage(t.db.sql, { channel: 'sms', to: number(), kind: 'account', language: 'en', body: 'Will go' });
    await deliver();
    const list = await trpc(
      admin,
      `messaging.outbox?input=${encodeURIComponent(JSON.stringify({ json: { channel: 'sms', state: 'failed' } }))}`,
    );
    expect(list.status).toBe(200);
    const items = list.body.result.data.json.items as { id: string; channel: string; body: string | null }[];
    expect(items.some((i) => i.id === String(failed.id))).toBe(true);
    expect(items.every((i) => i.channel === 'sms')).toBe(true);
    const codes = await t.db.sql<{ id: string }[]>`select id::text as id from mail_outbox where kind = 'code'`;
    const all = await trpc(
      admin,
      `messaging.outbox?input=${encodeURIComponent(JSON.stringify({ json: { limit: 100 } }))}`,
    );
    for (const c of codes)
      expect(all.body.result.data.json.items.find((i: { id: string }) => i.id === c.id)?.body ?? null).toBeNull();
    const days = await trpc(admin, `messaging.outboxDays?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`);
    const sms = (days.body.result.data.json as { channel: string; sent: number; failed: number }[]).find(
      (d) => d.channel === 'sms',
    )!;
    expect(sms.sent).toBeGreaterThan(0);
    expect(sms.failed).toBeGreaterThan(0);
    const retry = await trpc(admin, 'messaging.retry', { id: String(failed.id) });
    expect(retry.status).toBe(200);
    await eventually(async () => (await rowOf(failed.id)).status === 'sent', { message: 'the retried message sent' });
    expect(twilio.to(phone)).toHaveLength(1);
    const user = await createUser(t);
    expect((await trpc(user, 'messaging.retry', { id: String(failed.id) })).status).toBe(403);
  });
});

describe('an unconfirmed number', () => {
  it('gets no SMS or WhatsApp news: the profile shows no number to send to', async () => {
    const user = await createUser(t);
    await t.db.sql`update users set phone = ${number()} where id = ${user.id}`;
    expect((await trpc(user, 'messaging.myChannels')).body.result.data.json.phone).toBeNull();
  });
});

describe('in-app choice', () => {
  it('hides the notifications of a kind whose in-app channel is off, from the list and the count', async () => {
    const { user } = await growerWithPhone();
    await t.db.sql`
      insert into notifications (user_id, type, title, message, created_at) values
        (${user.id}, 'order_shipped', 'Shipped', 'Your order is on its way', now()),
        (${user.id}, 'price_alert', 'Tomato price', 'Tomatoes rose', now())`;
    const count = async () =>
      (await callApi(t, 'GET', '/api/notifications/unread-count', { token: user.token })).body.data.count;
    expect(await count()).toBe(2);
    await trpc(user, 'messaging.setMyChannels', {
      changes: [{ kind: 'order_status', channel: 'in_app', enabled: false }],
    });
    expect(await count()).toBe(1);
    const list = await callApi(t, 'GET', '/api/notifications', { token: user.token });
    expect(JSON.stringify(list.body)).toContain('Tomato price');
    expect(JSON.stringify(list.body)).not.toContain('Shipped');
  });
});

describe('Vonage', () => {
  const VONAGE = { apiKey: 'vonage-key', apiSecret: 'vonage-secret', signatureSecret: 'vonage-signature-secret-01' };
  let v: TestApp;
  let vonage: FakeVonage;
  beforeAll(async () => {
    vonage = await new FakeVonage(VONAGE).start();
    v = await startTestApp({
      env: {
        PUBLIC_URL,
        SMS_PROVIDER: 'vonage',
        VONAGE_API_KEY: VONAGE.apiKey,
        VONAGE_API_SECRET: VONAGE.apiSecret,
        VONAGE_SIGNATURE_SECRET: VONAGE.signatureSecret,
        VONAGE_FROM: 'Fellah',
        VONAGE_BASE_URL: vonage.baseUrl,
      },
    });
    Object.assign(vonage.options, { post: injectPost(v.app) });
  });
  afterAll(async () => {
    await v?.close();
    await vonage?.close();
  });

  it('sends Arabic as unicode, takes a signed delivery receipt with its price, refuses a forged one, and a STOP', async () => {
    const phone = number();
    const { id } = await enqueueMessage(v.db.sql, {
      channel: 'sms',
      to: phone,
      kind: 'account',
      language: 'ar',
      body: 'أهلا',
    });
    await deliverPendingMessages(v.db.sql, providersOf(v.config.messaging, { publicUrl: PUBLIC_URL }), silentLog);
    const sent = vonage.inbox.find((m) => m.to === phone.slice(1))!;
    expect(sent).toMatchObject({
      text: 'أهلا',
      type: 'unicode',
      callback: `${PUBLIC_URL}/api/messaging/vonage/status`,
    });
    expect((await vonage.receipt(sent.messageId, 'delivered', { sig: 'F'.repeat(64) })).status).toBe(401);
    expect((await vonage.receipt(sent.messageId, 'delivered')).status).toBe(204);
    const [row] = await v.db.sql<{ delivery_status: string; price: string }[]>`
      select delivery_status, price::text as price from mail_outbox where id = ${id}`;
    expect(row).toMatchObject({ delivery_status: 'delivered', price: '0.03330' });
    const user = await createUser(v);
    await v.db.sql`update users set phone = ${phone}, phone_verified_at = now() where id = ${user.id}`;
    expect(
      (await vonage.inbound(`${PUBLIC_URL}/api/messaging/vonage/inbound`, phone, 'STOP', { sig: 'A'.repeat(64) }))
        .status,
    ).toBe(401);
    expect((await vonage.inbound(`${PUBLIC_URL}/api/messaging/vonage/inbound`, phone, 'STOP')).status).toBe(204);
    const [opt] = await v.db.sql<{ n: number }[]>`
      select count(*)::int as n from message_channel_choices where user_id = ${user.id} and channel = 'sms' and not enabled and source = 'stop'`;
    expect(opt!.n).toBe(3);
  });
});
