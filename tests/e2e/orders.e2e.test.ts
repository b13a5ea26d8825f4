import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, startServer } from './harness';
import { type MailSink, startMailSink } from './mailSink';
import { type ListedProduct, signUp, chooseLanguage, reopenIn, verifyByMail } from './steps';

/*
 * Checkout and My Orders in Chromium ("Done when"): cart → checkout (a validation message first) → success →
 * My Orders shows the order pending → cancel it with the confirmation → it shows cancelled and the stock is back.
 */

let server: RunningServer;
/** The app's mail server: the grower verifies their address through the mailed link (WELCOME10 is once per customer). */
let sink: MailSink;
let browser: Browser;
let page: Page;

/** The product bought; the demo catalogue names it in Arabic too. */
let product: ListedProduct;
let token = '';
let orderId = '';

beforeAll(async () => {
  sink = await startMailSink();
  server = await startServer({ SMTP_URL: sink.url });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const answer = (await (await fetch(`${server.baseUrl}/api/products?limit=100&is_available=true`)).json()) as {
    data: (typeof product)[];
  };
  // At least 150 EGP, so two of them reach the 300 EGP minimum of the WELCOME10 demo coupon.
  product = answer.data.find(
    (p) => p.is_available && (p.stock_quantity ?? 0) >= 10 && p.price >= 150,
  )! as typeof product;
  expect(product).toBeDefined();
  expect(product.name_ar).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const pathOf = () => new URL(page.url()).pathname;
const said = (text: string) => page.getByText(text, { exact: true }).count();

async function stockOf(id: string): Promise<number> {
  const answer = (await (await fetch(`${server.baseUrl}/api/products/${id}`)).json()) as {
    data: { stock_quantity: number };
  };
  return answer.data.stock_quantity;
}

describe('checkout and My Orders in the browser', () => {
  let stockBefore = 0;

  it('signs up a fresh grower and puts a product in the cart', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    const email = `orders-${Date.now()}@example.com`;
    await signUp(page, { firstName: 'Mona', lastName: 'Saleh', email, password: 'nile-orders-9' });
    await eventually(pathOf).toBe('/');
    token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    expect(token).not.toBe('');
    // A once-per-customer coupon (WELCOME10, below) needs a verified address: the link the sign-up mailed.
    await verifyByMail(sink, email, { page, baseUrl: server.baseUrl });

    stockBefore = await stockOf(product.id);
    const added = await fetch(`${server.baseUrl}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: product.id, quantity: 2 }),
    });
    expect(added.status).toBe(200);
  });

  it('sends a signed-out visitor from /checkout to /login with the message', async () => {
    const fresh = await browser.newPage();
    await fresh.goto(`${server.baseUrl}/checkout`);
    await expect.poll(() => new URL(fresh.url()).pathname, { timeout: 10_000 }).toBe('/login');
    expect(new URL(fresh.url()).searchParams.get('from')).toBe('/checkout');
    await expect
      .poll(() => fresh.getByText('Please log in to proceed with checkout').count(), { timeout: 10_000 })
      .toBe(1);
    await fresh.close();
  });

  it('checks out: the first missing field is named, then the order is placed and opened in My Orders', async () => {
    await page.goto(`${server.baseUrl}/checkout`);
    await eventually(() => page.getByTestId('checkout-page').getAttribute('data-state')).toBe('form');
    for (const section of ['Shipping Address', 'Billing Address', 'Payment Method', 'Order Summary']) {
      expect(await page.getByRole('heading', { name: section }).count(), section).toBe(1);
    }
    expect(await page.getByLabel('Same as shipping').isChecked()).toBe(true);
    expect(await page.getByLabel('Cash on Delivery').isChecked()).toBe(true);
    expect(await page.getByLabel('Credit card').isDisabled()).toBe(true);
    expect(await said('Coming soon')).toBe(1);
    // The phone is asked in the local form.
    expect(await field('Phone').getAttribute('placeholder')).toBe('0101 234 5678');
    const button = page.getByTestId('place-order');
    expect(await button.textContent()).toMatch(/^Place Order - [\d,.]+ EGP$/);

    // The name comes from the profile; the phone, not given at sign-up, is the first field missing.
    expect(await field('First name').inputValue()).toBe('Mona');
    expect(await field('Last name').inputValue()).toBe('Saleh');
    expect(await field('Phone').inputValue()).toBe('');
    await button.click();
    await eventually(() => said('Please fill in phone')).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-shipping-phone');
    // With the first name cleared too, the first name is the one named.
    await field('First name').fill('');
    await button.click();
    await eventually(() => said('Please fill in first name')).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-shipping-first_name');

    await field('First name').fill('Mona');
    await field('Last name').fill('Saleh');
    await field('Phone').fill('+20 1001234567');
    await field('Address').fill('12 Canal Street');
    await field('City').fill('Mansoura');
    await page.locator('#checkout-shipping-governorate').selectOption('EG-DK');
    // Billing separately: its own messages.
    await page.getByLabel('Same as shipping').uncheck();
    await button.click();
    await eventually(() => said('Please fill in billing first name')).toBe(1);
    await page.getByLabel('Same as shipping').check();

    await chooseLanguage(page, 'ar');
    await page.reload();
    await eventually(() => page.getByTestId('checkout-page').getAttribute('data-state')).toBe('form');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The order summary names the cart's line in Arabic.
    await eventually(() => page.getByTestId('checkout-summary').textContent()).toContain(product.name_ar);
    expect(await page.getByTestId('checkout-summary').textContent()).not.toContain(product.name);
    await page.screenshot({ path: join(RESULTS_DIR, 'checkout-ar.png'), fullPage: true });
    await reopenIn(page, 'en');
    await eventually(() => page.getByTestId('checkout-page').getAttribute('data-state')).toBe('form');
    await field('First name').fill('Mona');
    await field('Last name').fill('Saleh');
    await field('Phone').fill('+20 1001234567');
    await field('Address').fill('12 Canal Street');
    await field('City').fill('Mansoura');
    // Delivery is priced by the governorate: Dakahlia is in the Delta zone.
    await page.locator('#checkout-shipping-governorate').selectOption('EG-DK');
    await eventually(() => page.getByTestId('delivery-quote').count()).toBe(1);

    // The coupon box: an unknown code is refused in words; a demo coupon takes 10 % off the total on the button.
    const totalOnButton = async () => Number((await button.textContent())!.replace(/[^\d.]/g, ''));
    const before = await totalOnButton();
    await field('Coupon code').fill('NOPE-NOPE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await eventually(() => said('Coupon not found')).toBe(1);
    await field('Coupon code').fill('welcome10');
    await field('Coupon code').press('Enter');
    await eventually(() => page.getByTestId('coupon-applied').count()).toBe(1);
    expect(await page.getByTestId('coupon-applied').textContent()).toMatch(
      /^Coupon WELCOME10 applied: \D*[\d,.]+\D* EGP off$/,
    );
    expect(await page.getByTestId('coupon-applied').locator('bdi.code-run').textContent()).toBe('WELCOME10');
    const discount = Math.round(product.price * 2 * 10) / 100;
    await eventually(totalOnButton).toBeCloseTo(before - discount, 2);

    // A double click places one order (one idempotency key per attempt).
    await page.getByTestId('place-order').dblclick();
    await eventually(() => said('Order Placed Successfully!')).toBe(1);
    await eventually(pathOf).toMatch(/^\/orders\/\d+$/);
    orderId = pathOf().split('/')[2]!;
    await eventually(() => page.getByTestId('order-created-banner').count()).toBe(1);
    await eventually(() =>
      page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).getAttribute('data-status'),
    ).toBe('pending');
    expect(await page.getByTestId('order-card').count()).toBe(1);
    expect(await page.getByTestId('order-details').count()).toBe(1);
    await eventually(() => page.getByTestId('order-tracking').getByText('Pending', { exact: true }).count()).toBe(1);
    expect(await stockOf(product.id)).toBe(stockBefore - 2);
    const placed = (await (
      await fetch(`${server.baseUrl}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { coupon_code: string; discount: number };
    };
    expect(placed.data).toMatchObject({ coupon_code: 'WELCOME10', discount: Math.round(product.price * 2 * 10) / 100 });
    // The cart is empty after the order.
    await eventually(() => page.getByTestId('cart-badge').getAttribute('data-count')).toBe('0');
  });

  it('My Orders lists it pending with its controls; cancelling asks first, then shows it cancelled and the stock is back', async () => {
    await page.goto(`${server.baseUrl}/orders`);
    await eventually(() => page.getByTestId('order-card').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'My Orders' }).count()).toBe(1);
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    expect(await card.getByTestId('order-status').textContent()).toBe('Pending');
    expect(await card.getByText(`${product.name} × 2`).count()).toBe(1);
    const sorts = await page.getByTestId('orders-sort').locator('option').allTextContents();
    expect(sorts).toEqual(['Newest First', 'Oldest First', 'Highest Value', 'Lowest Value']);
    const statuses = await page.getByTestId('orders-status').locator('option').allTextContents();
    expect(statuses).not.toContain('Refunded');
    expect(statuses).toHaveLength(7);

    await chooseLanguage(page, 'ar');
    await page.reload();
    await eventually(() => page.getByTestId('order-card').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The order's items are named in Arabic (the Arabic name the order recorded), on the card and in its details.
    await eventually(() => card.getByText(`${product.name_ar} × 2`, { exact: true }).count()).toBe(1);
    expect(await card.getByText(`${product.name} × 2`).count()).toBe(0);
    // The order number stays one left-to-right piece in Arabic: isolated, never broken at its hyphens (one line box).
    const number = card.getByTestId('order-number').locator('bdi');
    expect(await number.getAttribute('dir')).toBe('ltr');
    expect(await number.textContent()).toMatch(/^[A-Z]+-\d{4}-\d+$/);
    expect(
      await number.evaluate((element) => [getComputedStyle(element).whiteSpace, element.getClientRects().length]),
    ).toEqual(['nowrap', 1]);
    await page.screenshot({ path: join(RESULTS_DIR, 'orders-ar.png'), fullPage: true });
    await page.goto(`${server.baseUrl}/orders/${orderId}`);
    await eventually(() =>
      page.getByTestId('order-details').getByText(`${product.name_ar} × 2`, { exact: true }).count(),
    ).toBe(1);
    await chooseLanguage(page, 'en');
    await page.goto(`${server.baseUrl}/orders`);
    await eventually(() => page.getByTestId('order-card').count()).toBe(1);

    // A search that matches nothing: 'No orders found'; Enter applies it.
    await page.getByTestId('orders-search').fill('no-such-order-xyz');
    await page.getByTestId('orders-search').press('Enter');
    await eventually(() => said('No orders found')).toBe(1);
    await page.getByTestId('orders-search').fill('');
    await page.getByTestId('orders-search').press('Enter');
    await eventually(() => page.getByTestId('order-card').count()).toBe(1);

    // Dismissing the dialog keeps the order.
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(1);
    await page.getByRole('button', { name: 'Keep Order' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(await card.getAttribute('data-status')).toBe('pending');

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
    await eventually(() => card.getAttribute('data-status')).toBe('cancelled');
    expect(await card.getByTestId('order-status').textContent()).toBe('Cancelled');
    expect(await card.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect(await stockOf(product.id)).toBe(stockBefore);
  });
});
