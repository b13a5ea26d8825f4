import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { type ListedProduct, apiOf, signIn, signUpAndOrder } from './steps';

/*
 * A delivered order in My Orders (issue 7's buttons for delivered orders): Track Package shows the timeline with the
 * tracking number, Download Invoice saves a real PDF named after the order, and Reorder puts the products back in the
 * cart from /shop?reorder={id}. The order is moved to delivered by an administrator through the API.
 */

const ADMIN_EMAIL = 'admin-delivered@fellah.eg';
const ADMIN_PASSWORD = 'nile-admin-delivered-7';
const PASSWORD = 'nile-delivered-7';
const email = `delivered-${Date.now()}@example.com`;

let server: RunningServer;
let browser: Browser;
let page: Page;
let orderId = '';
let orderNumber = '';
let customerToken = '';
let product: ListedProduct;

const api = apiOf(() => server);
const card = () => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a delivered order in My Orders', () => {
  it('is placed by a customer and delivered by an administrator', async () => {
    const products = await api<ListedProduct[]>('GET', '/products?limit=50&is_available=true', null);
    product = products.find((p) => p.is_available && (p.stock_quantity ?? 0) >= 10)!;
    expect(product).toBeDefined();
    const placed = await signUpAndOrder(
      api,
      { first_name: 'Samir', last_name: 'Nabil', email, password: PASSWORD },
      { productId: product.id, quantity: 3, street: '3 Market Street', idempotencyKey: `delivered-${Date.now()}` },
    );
    customerToken = placed.token;
    orderId = placed.order.id;
    orderNumber = placed.order.order_number;
    const admin = (
      await api<{ access_token: string }>('POST', '/auth/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    ).access_token;
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const extra = status === 'shipped' ? { tracking_number: 'EG-DLV-778899', carrier: 'Egypt Post' } : {};
      await api('PUT', `/admin/orders/${orderId}/status`, admin, { status, ...extra });
    }
    expect((await api<{ status: string }>('GET', `/orders/${orderId}`, customerToken)).status).toBe('delivered');
  });

  it('shows Track Package, Download Invoice and Reorder, and no Cancel Order', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, email, PASSWORD);
    await eventually(() => pathOf(page)).toBe('/');
    await page.goto(`${server.baseUrl}/orders`);
    await eventually(() => card().getAttribute('data-status')).toBe('delivered');
    expect(await card().getByTestId('order-status').textContent()).toBe('Delivered');
    for (const name of ['Track Package', 'Download Invoice', 'Reorder']) {
      expect(await card().getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await card().getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });

  it('Track Package opens the order with its timeline and tracking number, focused', async () => {
    await card().getByRole('button', { name: 'Track Package', exact: true }).click();
    await eventually(() => pathOf(page)).toBe(`/orders/${orderId}`);
    const tracking = page.getByTestId('order-tracking');
    await eventually(() => tracking.getByText('Delivered', { exact: true }).count()).toBeGreaterThan(0);
    await eventually(() => tracking.getByText(/EG-DLV-778899/).count()).toBeGreaterThan(0);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'order-tracking',
    );
  });

  it('Download Invoice saves a PDF named after the order', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      card().getByRole('button', { name: 'Download Invoice', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toContain(orderNumber);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('Reorder goes to the shop and puts the products back in the cart', async () => {
    const cartLines = async () =>
      (
        await api<{ items: { product_id?: string; product?: { id: string }; quantity: number }[] }>(
          'GET',
          '/cart',
          customerToken,
        )
      ).items;
    expect(await cartLines()).toHaveLength(0);
    await card().getByRole('button', { name: 'Reorder', exact: true }).click();
    await eventually(() => pathOf(page)).toBe('/shop');
    await eventually(async () => (await cartLines()).length).toBe(1);
    const [line] = await cartLines();
    expect(line!.quantity).toBe(3);
    await eventually(() => page.getByTestId('cart-badge').getAttribute('data-count')).toBe('3');
    // The reorder runs once: the address no longer asks for it.
    expect(new URL(page.url()).searchParams.get('reorder')).toBeNull();
  });
});
