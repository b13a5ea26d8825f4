import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsAr } from '../../src/client/i18n/accounts/ar';
import { FakeTwilio } from '../helpers/fakeTwilio';
import { FakeWhatsApp } from '../helpers/fakeWhatsApp';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { PHONE_390 } from './phoneChecks';
import { apiOf } from './steps';

/*
 * A grower with no e-mail, in Arabic on a 390×844 phone (issue 40): signs up with a mobile number typed in Arabic-Indic
 * digits, reads the code from the (fake, local) SMS inbox and confirms it, orders, and when an administrator confirms
 * the order the news arrives as a WhatsApp template message in the grower's language (the default channel of order
 * updates). The profile's Messages tab shows the channels. Nothing reaches the internet: the Twilio and WhatsApp base
 * URLs point at tests/helpers/fakeTwilio.ts and fakeWhatsApp.ts.
 */

const TWILIO = { accountSid: `AC${'e2e0'.repeat(8)}`, authToken: 'e2e-twilio-auth-token-0123' };
const WA = { token: 'e2e-whatsapp-token', phoneNumberId: '109876543210', appSecret: 'e2e-meta-app-secret' };
const ADMIN_EMAIL = 'admin-phone-e2e@fellah.eg';
const ADMIN_PASSWORD = 'admin-phone-e2e-42';
const PASSWORD = 'nile-delta-phone-77';
const TYPED = '٠١٠٢٣٤٥٦٧٨٩';
const E164 = '+201023456789';

let twilio: FakeTwilio;
let whatsapp: FakeWhatsApp;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const api = apiOf(() => server);

const label = (p: Page, text: string) => p.getByLabel(new RegExp(`^${text}( \\*)?$`));

beforeAll(async () => {
  twilio = await new FakeTwilio(TWILIO).start();
  whatsapp = await new FakeWhatsApp({ ...WA, webhookUrl: 'http://127.0.0.1/unused' }).start();
  server = await startServer({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_BASE_URL: twilio.baseUrl,
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_BASE_URL: whatsapp.baseUrl,
  });
  browser = await launchBrowser();
  context = await browser.newContext({ ...PHONE_390, locale: 'ar-EG' });
  page = await context.newPage();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await twilio?.close();
  await whatsapp?.close();
});

describe('a grower without e-mail, on the phone', () => {
  it('signs up with a number in Arabic-Indic digits and confirms it with the code from the SMS', async () => {
    await page.goto(`${server.baseUrl}/ar/signup`);
    await label(page, accountsAr.auth.signUp.firstName).fill('سعيد');
    await label(page, accountsAr.auth.signUp.lastName).fill('المنوفي');
    await page.getByTestId('phone-input').fill(TYPED);
    await label(page, accountsAr.auth.passwordLabel).fill(PASSWORD);
    await label(page, accountsAr.auth.signUp.confirmPassword).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: accountsAr.auth.signUp.submit }).click();
    await eventually(() => twilio.to(E164).length, 20_000).toBe(1);
    const code = /\d{6}/.exec(twilio.to(E164)[0]!.body)?.[0];
    expect(code).toBeDefined();
    await page.getByTestId('phone-code-input').fill(code!);
    await page.getByRole('button', { name: accountsAr.auth.phone.verify }).click();
    await eventually(() => pathOf(page), 15_000).not.toBe('/ar/signup');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('orders, and the order’s confirmation reaches WhatsApp in Arabic; the Messages tab shows the channels', async () => {
    const token = (
      await api<{ access_token: string }>('POST', '/auth/login', null, { phone: E164, password: PASSWORD })
    ).access_token;
    const listed = await api<{ id: string; stock_quantity?: number }[]>(
      'GET',
      '/products?limit=20&is_available=true',
      null,
    );
    const product = listed.find((p) => (p.stock_quantity ?? 0) >= 1)!;
    await api('POST', '/cart/add', token, { product_id: product.id, quantity: 1 });
    const order = await api<{ id: string }>(
      'POST',
      '/orders',
      token,
      {
        shipping_address: {
          first_name: 'سعيد',
          last_name: 'المنوفي',
          phone: TYPED,
          address: 'طريق شبين الكوم',
          city: 'شبين الكوم',
          country: 'Egypt',
          governorate: 'EG-MNF',
        },
        payment_method: 'cod',
      },
      { 'idempotency-key': `phone-e2e-${Date.now()}` },
    );
    const admin = (
      await api<{ access_token: string }>('POST', '/auth/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    ).access_token;
    await api('PUT', `/admin/orders/${order.id}/status`, admin, { status: 'confirmed' });
    const confirmed = () =>
      whatsapp.to(E164).filter((m) => m.template?.name === 'fellah_order_status' && m.template.language === 'ar');
    await eventually(() => confirmed().length >= 2, 30_000).toBe(true);
    const last = confirmed().at(-1)!;
    expect(last.template!.params[0]).toBe('سعيد');
    expect(last.template!.params[1]).toMatch(/[\u0600-\u06FF]/);
    expect(twilio.to(E164)).toHaveLength(1); // the code only: order updates by SMS are off by default

    await page.goto(`${server.baseUrl}/ar/profile?tab=messages`);
    await eventually(() => page.getByTestId('messages-panel').count(), 15_000).toBe(1);
    expect(await page.getByTestId('messages-switch-order_status-whatsapp').isChecked()).toBe(true);
    expect(await page.getByTestId('messages-no-email').count()).toBe(1);
    await page.screenshot({ path: join(RESULTS_DIR, 'phone-messages-ar-390.png'), fullPage: true });
  });
});
