import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaymob } from '../helpers/fakePaymob';
import { type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { type ListedProduct, apiOf, chooseLanguage, signIn } from './steps';

/*
 * Paying online in Chromium, on a 360 px phone, in Arabic: a grower in Aswan buys two 50 kg bags,
 * sees the delivery priced for Upper Egypt before Place Order, pays by mobile wallet on the (fake, local) Paymob page,
 * comes back to the result page and the order is paid — by Paymob's verified callback, not by the redirect; a forged
 * callback changes nothing. Nothing reaches the internet: PAYMOB_BASE_URL points at tests/helpers/fakePaymob.ts.
 */

const PAYMOB = {
  secretKey: 'sk_test_fellah_e2e_0123',
  publicKey: 'egy_pk_test_fellah_e2e',
  hmacSecret: 'e2e-hmac-secret-0123456789',
};
const GROWER = {
  first_name: 'حسن',
  last_name: 'النوبي',
  email: `wallet-${Date.now()}@example.com`,
  password: 'aswan-wallet-e2e-42',
};
const PHONE = { width: 360, height: 780 };

let paymob: FakePaymob;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
let orderId = '';

const api = apiOf(() => server);

beforeAll(async () => {
  paymob = await new FakePaymob(PAYMOB).start();
  server = await startServer({
    PAYMOB_SECRET_KEY: PAYMOB.secretKey,
    PAYMOB_PUBLIC_KEY: PAYMOB.publicKey,
    PAYMOB_HMAC_SECRET: PAYMOB.hmacSecret,
    PAYMOB_WALLET_INTEGRATION_ID: '4097559',
    PAYMOB_BASE_URL: paymob.baseUrl,
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  page = await context.newPage();
  const registered = await api<{ access_token: string }>('POST', '/auth/register', null, GROWER);
  token = registered.access_token;
  // Two 50 kg bags of urea from the demo catalogue.
  const listed = await api<ListedProduct[]>('GET', '/products?limit=100&is_available=true', null);
  const bag = listed.find((p) => /– 50 kg$/.test(p.name) && (p.stock_quantity ?? 0) >= 2);
  expect(bag).toBeDefined();
  await api('POST', '/cart/add', token, { product_id: bag!.id, quantity: 2 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await paymob?.close();
});

describe('paying by mobile wallet, in Arabic on a phone', () => {
  it('shows the wallet and the delivery to Aswan before Place Order, then opens Paymob’s page', async () => {
    await page.goto(`${server.baseUrl}/login?from=%2Fcheckout`);
    await signIn(page, GROWER.email, GROWER.password);
    await eventually(() => pathOf(page)).toBe('/checkout');
    await chooseLanguage(page, 'ar');
    await page.reload();
    await eventually(() => page.getByTestId('payment-wallet').count(), 15_000).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Only the configured method: no card, no Fawry.
    expect(await page.getByTestId('payment-card').count()).toBe(0);
    expect(await page.getByTestId('payment-fawry').count()).toBe(0);
    for (const [field, value] of [
      ['first_name', GROWER.first_name],
      ['last_name', GROWER.last_name],
      ['phone', '+20 1001234567'],
      ['address', 'كورنيش النيل'],
      ['city', 'أسوان'],
    ] as const) {
      await page.locator(`#checkout-shipping-${field}`).fill(value);
    }
    await page.locator('#checkout-shipping-governorate').selectOption('EG-ASN');
    // Upper Egypt: 85 EGP and 2 EGP per kilogram above 10 (100 kg: 265 EGP), 3–5 days.
    await eventually(() => page.getByTestId('delivery-quote').getAttribute('data-fee')).toBe('265');
    expect(await page.getByTestId('delivery-quote').textContent()).toContain('أسوان');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('payment-wallet').check();
    await page.getByTestId('place-order').click();
    await eventually(() => new URL(page.url()).origin, 15_000).toBe(paymob.baseUrl);
    expect(await page.getByTestId('fake-amount').textContent()).toMatch(/^\d+\.\d{2} EGP$/);
  });

  it('a forged callback changes nothing', async () => {
    const [mine] = await api<{ id: string }[]>('GET', '/orders', token);
    orderId = String(mine!.id);
    const intention = paymob.intentions.at(-1)!;
    const obj = paymob.transactionObj(
      {
        id: 1,
        order_id: intention.intention_order_id,
        amount_cents: intention.amount,
        success: true,
        refunded_cents: 0,
      },
      4097559,
      intention.special_reference,
    );
    const forged = await fetch(`${server.baseUrl}/api/payments/paymob/webhook?hmac=${'a'.repeat(128)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'TRANSACTION', obj }),
    });
    expect(forged.status).toBe(401);
    const order = await api<{ payment: { state: string } }>('GET', `/orders/${orderId}`, token);
    expect(order.payment.state).toBe('awaiting');
  });

  it('pays on Paymob’s page; the verified callback makes the order paid and the result page says so', async () => {
    await page.getByTestId('fake-pay').click();
    await eventually(() => pathOf(page), 15_000).toMatch(/^\/(ar\/)?orders\/\d+\/payment$/);
    await eventually(() => page.getByTestId('payment-state').getAttribute('data-state'), 15_000).toBe('paid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const order = await api<{
      status: string;
      amount_paid: number;
      amount_due: number;
      total: number;
      payment: { state: string };
    }>('GET', `/orders/${orderId}`, token);
    expect(order.payment.state).toBe('paid');
    expect(order.amount_paid).toBe(order.total);
    expect(order.amount_due).toBe(0);
  });
});
