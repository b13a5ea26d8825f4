import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { type ListedProduct, apiOf, signIn, chooseLanguage } from './steps';

/*
 * Pay at harvest in Chromium, on a phone ("Done when"): an administrator grants a new customer a 1,000 EGP
 * credit line in the user drawer; the customer chooses "Pay at harvest" at checkout with a due month (in Arabic), sees
 * that month on the order in My Orders and in the profile's Pay at harvest tab; the administrator records the payment
 * from /admin/receivables and the customer's balance is back to 0. Arabic screenshots at 390×844 of the checkout's
 * payment choice, the profile's credit panel and the receivables screen.
 */

const ADMIN_EMAIL = 'harvest-admin-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-harvest-e2e-42';
const CUSTOMER = {
  first_name: 'Hassan',
  last_name: 'Fathy',
  email: `harvest-${Date.now()}@example.com`,
  password: 'nile-harvest-9',
};
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let customer: Page;
let admin: Page;
let customerToken = '';
let customerId = '';
let orderId = '';
let dueMonth = '';

const api = apiOf(() => server);
/** Text without the bidi isolates the screens put around figures and names. */
const plain = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();

/** A screenshot of one part of the page, drawn from the top so the fixed header does not cover it. */
async function shoot(page: Page, part: Locator, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  const box = (await part.boundingBox())!;
  await page.screenshot({
    path: join(RESULTS_DIR, name),
    fullPage: true,
    clip: { x: 0, y: box.y, width: PHONE.width, height: box.height },
  });
}

interface Credit {
  limit: number;
  outstanding: number;
  available: number;
  orders: { id: string; harvest_due: string; amount_due: number }[];
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  customerContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  adminContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  customer = await customerContext.newPage();
  admin = await adminContext.newPage();
  const registered = await api<{ access_token: string; user: { id: string } }>(
    'POST',
    '/auth/register',
    null,
    CUSTOMER,
  );
  customerToken = registered.access_token;
  customerId = String(registered.user.id);
  // One product of 150–600 EGP: with the shipping fee the order stays well under the 1,000 EGP line.
  const listed = await api<ListedProduct[]>('GET', '/products?limit=100&is_available=true', null);
  const product = listed.find(
    (p) => p.is_available && (p.stock_quantity ?? 0) >= 5 && p.price >= 150 && p.price <= 600,
  );
  expect(product).toBeDefined();
  await api('POST', '/cart/add', customerToken, { product_id: product!.id, quantity: 1 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pay at harvest, on a phone', () => {
  it('lets the administrator grant the customer 1,000 EGP in the user drawer', async () => {
    await admin.goto(`${server.baseUrl}/admin/users/${customerId}`);
    await eventually(() => pathOf(admin)).toBe('/login');
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await eventually(() => pathOf(admin)).toBe(`/admin/users/${customerId}`);
    const panel = admin.getByTestId('admin-user-credit');
    await eventually(() => panel.getByTestId('admin-credit-form').count()).toBe(1);
    expect(await plain(panel)).toContain('No credit line');
    await panel.getByTestId('admin-credit-limit').fill('1000');
    await panel.getByTestId('admin-credit-note').fill('Cotton season');
    await panel.getByTestId('admin-credit-save').click();
    await eventually(() => plain(panel.getByTestId('admin-credit-message'))).toMatch(
      /^Pay-at-harvest credit set to 1,000(\.00)? EGP\.$/,
    );
    expect(await panel.locator('[data-limit]').getAttribute('data-limit')).toBe('1000');
    const credit = await api<Credit>('GET', '/auth/credit', customerToken);
    expect(credit).toMatchObject({ limit: 1000, outstanding: 0, available: 1000 });
  });

  it('lets the customer choose "Pay at harvest" at checkout with a due month, in Arabic', async () => {
    await customer.goto(`${server.baseUrl}/login?from=%2Fcheckout`);
    await signIn(customer, CUSTOMER.email, CUSTOMER.password);
    await eventually(() => pathOf(customer)).toBe('/checkout');
    await chooseLanguage(customer, 'ar');
    await customer.reload();
    await eventually(() => customer.getByTestId('payment-harvest').count()).toBe(1);
    expect(await customer.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Cash on delivery stays the default; the harvest choice says the credit left.
    expect(await customer.getByTestId('payment-cod').isChecked()).toBe(true);
    expect(await plain(customer.getByTestId('checkout-payment'))).toContain('الرصيد المتاح: 1,000');

    for (const [field, value] of [
      ['first_name', 'حسن'],
      ['last_name', 'فتحي'],
      ['phone', '+20 1001234567'],
      ['address', '12 شارع الجمهورية'],
      ['city', 'المنيا'],
    ] as const) {
      await customer.locator(`#checkout-shipping-${field}`).fill(value);
    }
    await customer.locator('#checkout-shipping-governorate').selectOption('EG-MN');
    await customer.getByTestId('payment-harvest').check();
    const due = customer.getByTestId('checkout-harvest-due');
    await eventually(() => due.count()).toBe(1);
    const months = await due
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(months).toHaveLength(9);
    dueMonth = months[2]!;
    await due.selectOption(dueMonth);
    expect(await due.locator('option:checked').textContent()).toMatch(/^[\u0600-\u06FF]+ \d{4}$/);
    await eventually(() => customer.getByTestId('checkout-credit-fits').count()).toBe(1);
    await shoot(customer, customer.getByTestId('checkout-payment'), 'pay-at-harvest-checkout-ar-390.png');

    await customer.getByTestId('place-order').click();
    await eventually(() => customer.getByTestId('checkout-success').count()).toBe(1);
    // In Arabic, at the Arabic address.
    await eventually(() => pathOf(customer), 15_000).toMatch(/^\/ar\/orders\/\d+$/);
    orderId = pathOf(customer).split('/')[3]!;
    const credit = await api<Credit>('GET', '/auth/credit', customerToken);
    expect(credit.orders).toEqual([expect.objectContaining({ id: orderId, harvest_due: dueMonth })]);
    expect(credit.outstanding).toBeGreaterThan(0);
    expect(credit.available).toBe(Math.round((1000 - credit.outstanding) * 100) / 100);
  });

  it('shows the due month on the order in My Orders and in the profile', async () => {
    const card = customer.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await eventually(() => card.getByTestId('order-harvest-due').count()).toBeGreaterThan(0);
    expect(await card.getByTestId('order-harvest-due').first().getAttribute('data-month')).toBe(dueMonth);
    expect(await plain(card.getByTestId('order-harvest-due').first())).toMatch(
      /^🌾 الدفع عند الحصاد — السداد [\u0600-\u06FF]+ \d{4}$/,
    );
    await eventually(() => card.getByTestId('order-harvest-payment').count()).toBe(1);

    await customer.goto(`${server.baseUrl}/profile?tab=credit`);
    const panel = customer.getByTestId('credit-panel');
    await eventually(() => panel.getAttribute('data-state')).toBe('loaded');
    const order = panel.locator(`[data-testid="credit-order"][data-order-id="${orderId}"]`);
    expect(await order.getAttribute('data-month')).toBe(dueMonth);
    expect(Number(await order.getAttribute('data-amount-due'))).toBeGreaterThan(0);
    expect(await plain(panel.getByTestId('credit-limit'))).toContain('1,000');
    await shoot(customer, panel, 'pay-at-harvest-profile-ar-390.png');
  });

  it('lets the administrator record the payment from the receivables, in Arabic', async () => {
    await chooseLanguage(admin, 'ar');
    await admin.goto(`${server.baseUrl}/admin/receivables`);
    const row = admin.locator(`[data-testid="receivable-order"][data-order-id="${orderId}"]`);
    await eventually(() => row.count()).toBe(1);
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await eventually(() => admin.getByTestId('receivables-chart').count()).toBe(1);
    const due = Number(await row.getAttribute('data-amount-due'));
    expect(due).toBeGreaterThan(0);
    await shoot(admin, admin.getByTestId('admin-receivables'), 'pay-at-harvest-receivables-ar-390.png');

    await row.getByTestId('record-payment').click();
    const form = admin.getByTestId('record-payment-form');
    await eventually(() => form.count()).toBe(1);
    const amount = form.getByTestId('record-payment-amount');
    expect(Number((await amount.inputValue()).replaceAll(',', ''))).toBe(due);
    // More than is owed: the server's refusal is shown in the form, and nothing is recorded.
    await amount.fill(String(due + 5));
    await form.getByTestId('record-payment-submit').click();
    await eventually(() => form.getByTestId('record-payment-error').count()).toBe(1);
    expect(await plain(form.getByTestId('record-payment-error'))).toContain('أكبر من الباقي على الطلب');
    expect((await api<Credit>('GET', '/auth/credit', customerToken)).outstanding).toBe(due);

    await amount.fill(String(due));
    await form.getByTestId('record-payment-note').fill('كاش في الجمعية');
    await form.getByTestId('record-payment-submit').click();
    await eventually(() => row.count()).toBe(0);
  });

  it("brings the customer's balance back to 0", async () => {
    const credit = await api<Credit>('GET', '/auth/credit', customerToken);
    expect(credit).toMatchObject({ limit: 1000, outstanding: 0, available: 1000 });
    expect(credit.orders).toEqual([expect.objectContaining({ id: orderId, amount_due: 0 })]);
    await customer.reload();
    const panel = customer.getByTestId('credit-panel');
    await eventually(() => panel.getAttribute('data-state')).toBe('loaded');
    const order = panel.locator(`[data-testid="credit-order"][data-order-id="${orderId}"]`);
    await eventually(() => order.getAttribute('data-amount-due')).toBe('0');
    expect(await plain(panel.getByTestId('credit-outstanding'))).toMatch(/^عليك\s*0/);
  });
});
