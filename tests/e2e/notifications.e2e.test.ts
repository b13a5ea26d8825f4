import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountForFreeShipping } from '../../src/shared/business';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { type ListedProduct, apiOf, signIn, signUpAndOrder, chooseLanguage } from './steps';

/*
 * Notifications, page views, settings-driven shipping and recommendations in Chromium: a customer places an order
 * through the API and an administrator (made at start-up from ADMIN_EMAIL / ADMIN_PASSWORD) confirms it through the
 * API; the notifications projection (in the background) makes the customer's notifications, which the header bell
 * shows on its badge; opening the order's notification goes to /orders/{id} and the badge drops; /notifications
 * lists, filters, marks read and deletes; Arabic is right to left. Then the shop settings an administrator changes
 * (free-shipping threshold and fee, maintenance banner, contact) show on the storefront; page views reach the
 * page-views report without admin paths or query strings; "Recommended for you" is there for the customer only.
 */

const ADMIN_EMAIL = 'notify-admin-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-notify-e2e-42';
const CUSTOMER_PASSWORD = 'nile-notify-7';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const customerEmail = `notify-e2e-${Date.now()}@example.com`;
let customerToken = '';
let adminToken = '';
let orderId = '';
let orderNumber = '';

interface ApiNotification {
  id: string;
  type: string;
  title: string;
  is_read: boolean;
  data: { order_id?: string };
}

const api = apiOf(() => server);
const notificationsOf = () => api<ApiNotification[]>('GET', '/notifications?limit=50', customerToken);
const badge = () => page.getByTestId('notifications-badge').getAttribute('data-count');
/** What the tab does on coming back to it: react-query refetches stale queries on `visibilitychange`. */
const comeBackToTab = () =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
/** Text without the first-strong isolates that keep figures whole in Arabic (formatted prices carry them). */
const plain = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '') ?? null;
const setSetting = (key: string, value: unknown) => api('PUT', `/admin/settings/${key}`, adminToken, { value });

let sellable: ListedProduct[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  page = await context.newPage();
  adminToken = (
    await api<{ access_token: string }>('POST', '/auth/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  ).access_token;
  const products = await api<ListedProduct[]>('GET', '/products?limit=100&is_available=true', null);
  sellable = products.filter((p) => p.is_available && (p.stock_quantity ?? 0) >= 10 && p.price > 0);
  expect(sellable.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('notifications in the browser', () => {
  it('shows an anonymous visitor no bell and loads nothing personal for them', async () => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${server.baseUrl}/`);
    await eventually(() => page.getByRole('link', { name: 'Login', exact: true }).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('notifications-bell').count()).toBe(0);
    expect(await page.getByTestId('recommendations').count()).toBe(0);
    expect(asked.filter((url) => /notifications\.|dashboard\.recommendations/.test(url))).toEqual([]);
    page.removeAllListeners('request');
  });

  it('a customer signs up and places an order through the API, then signs in: the bell is next to the cart', async () => {
    const placed = await signUpAndOrder(
      api,
      { first_name: 'Hoda', last_name: 'Samir', email: customerEmail, password: CUSTOMER_PASSWORD },
      { productId: sellable[0]!.id, quantity: 1, street: '3 Corniche', idempotencyKey: `notify-e2e-${Date.now()}` },
    );
    customerToken = placed.token;
    const { order } = placed;
    expect(order.status).toBe('pending');
    orderId = order.id;
    orderNumber = order.order_number;

    await page.goto(`${server.baseUrl}/login`);
    await signIn(page, customerEmail, CUSTOMER_PASSWORD);
    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => page.getByTestId('notifications-bell').count()).toBe(1);
    expect(await page.getByTestId('header-cart').count()).toBe(1);
    // The bell sits right after the cart in the header.
    const [cartBox, bellBox] = await Promise.all([
      page.getByTestId('header-cart').boundingBox(),
      page.getByTestId('notifications-bell').boundingBox(),
    ]);
    expect(bellBox!.x).toBeGreaterThan(cartBox!.x);
    expect(bellBox!.x - (cartBox!.x + cartBox!.width)).toBeLessThan(40);
  });

  it('shows the unread badge once an administrator confirms the order (the projection runs in the background)', async () => {
    await api('PUT', `/admin/orders/${orderId}/status`, adminToken, { status: 'confirmed' });
    // Server side first: the notifications projection has made them.
    await eventually(async () => (await notificationsOf()).map((n) => n.type).sort(), 20_000).toEqual([
      'order_confirmed',
      'order_placed',
    ]);
    // The badge follows on its own: on coming back to the tab (or the minute's poll).
    await eventually(async () => {
      await comeBackToTab();
      return badge();
    }, 20_000).toBe('2');
    expect(await page.getByTestId('notifications-bell').getAttribute('aria-label')).toBe('Notifications, 2 unread');
  });

  it('opens the dropdown with the latest, newest first; opening the order notification goes to /orders/{id} and the badge drops', async () => {
    await page.getByTestId('notifications-bell').click();
    const dropdown = page.getByTestId('notifications-dropdown');
    await eventually(() => dropdown.getByTestId('notification-item').count()).toBe(2);
    const titles = await dropdown.getByTestId('notification-title').allTextContents();
    expect(titles).toEqual(['Order confirmed', 'Order placed']);
    const first = dropdown.getByTestId('notification-item').first();
    expect(await first.getAttribute('data-read')).toBe('false');
    expect(await first.getByTestId('notification-message').textContent()).toContain(orderNumber);
    expect(await first.locator('time').textContent()).toMatch(/^(now|\d+ (seconds?|minutes?) ago)$/);

    await first.getByTestId('notification-open').click();
    await eventually(() => pathOf(page)).toBe(`/orders/${orderId}`);
    await eventually(badge).toBe('1');
    await eventually(() => page.getByTestId('notifications-dropdown').count()).toBe(0);
    await eventually(async () => (await notificationsOf()).find((n) => n.type === 'order_confirmed')?.is_read).toBe(
      true,
    );
    expect((await notificationsOf()).find((n) => n.type === 'order_placed')?.is_read).toBe(false);
    // The orders page opened that order.
    await eventually(() => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).count()).toBe(1);
  });

  it('lists them on /notifications (View all), filters the unread, marks all read and deletes one', async () => {
    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-view-all').click();
    await eventually(() => pathOf(page)).toBe('/notifications');
    const list = page.getByTestId('notifications-list');
    await eventually(() => list.getAttribute('data-state')).toBe('loaded');
    expect(await list.getByTestId('notification-title').allTextContents()).toEqual(['Order confirmed', 'Order placed']);
    expect(await page.getByTestId('notifications-unread-count').textContent()).toBe('1 unread');

    // Unread only: the address keeps the filter.
    await page.getByRole('button', { name: 'Unread only' }).click();
    await eventually(() => new URL(page.url()).search).toBe('?filter=unread');
    await eventually(() => list.getByTestId('notification-title').allTextContents()).toEqual(['Order placed']);

    // Mark all as read: the unread list empties and the badge goes.
    await page.getByTestId('notifications-page-mark-all').click();
    await eventually(() => list.getAttribute('data-state')).toBe('empty');
    expect(await list.textContent()).toContain('No unread notifications');
    await eventually(badge).toBe('0');
    expect((await notificationsOf()).every((n) => n.is_read)).toBe(true);

    // Back to all; delete the "Order placed" one.
    await page.getByRole('button', { name: 'Show all notifications' }).click();
    await eventually(() => list.getByTestId('notification-item').count()).toBe(2);
    await list
      .getByTestId('notification-item')
      .filter({ hasText: 'Order placed' })
      .getByTestId('notification-delete')
      .click();
    await eventually(() => list.getByTestId('notification-title').allTextContents()).toEqual(['Order confirmed']);
    await eventually(async () => (await notificationsOf()).map((n) => n.type)).toEqual(['order_confirmed']);
    // A reload shows the same.
    await page.reload();
    await eventually(() => list.getByTestId('notification-title').allTextContents()).toEqual(['Order confirmed']);
  });

  it('is right to left in Arabic: the page, the bell and its dropdown', async () => {
    // A new notification to show unread: the order moves on.
    await api('PUT', `/admin/orders/${orderId}/status`, adminToken, { status: 'processing' });
    await eventually(async () => (await notificationsOf()).length, 20_000).toBe(2);
    try {
      await chooseLanguage(page, 'ar');
      await page.reload();
      await eventually(() => page.getByRole('heading', { name: 'الإشعارات', exact: true }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(badge).toBe('1');
      expect(await page.getByTestId('notifications-bell').getAttribute('aria-label')).toBe(
        'الإشعارات، إشعار واحد غير مقروء',
      );
      expect(await page.getByTestId('notifications-unread-count').textContent()).toBe('إشعار واحد غير مقروء');
      expect(await page.getByRole('button', { name: 'تحديد الكل كمقروء' }).count()).toBe(1);
      // Right to left: the first filter button ("All") is to the right of the second.
      const [all, unread] = await Promise.all([
        page.getByRole('button', { name: 'الكل', exact: true }).boundingBox(),
        page.getByRole('button', { name: 'غير المقروءة فقط' }).boundingBox(),
      ]);
      expect(all!.x).toBeGreaterThan(unread!.x);
      await page.screenshot({ path: join(RESULTS_DIR, 'notifications-ar.png'), fullPage: true });

      await page.getByTestId('notifications-bell').click();
      const dropdown = page.getByTestId('notifications-dropdown');
      await eventually(() => dropdown.getByTestId('notification-item').count()).toBe(2);
      expect(await dropdown.getByText('أحدث الإشعارات', { exact: true }).count()).toBe(1);
      expect(await dropdown.getByTestId('notifications-view-all').textContent()).toBe('عرض الكل');
      // How long ago, in Arabic words.
      expect(await dropdown.locator('time').first().textContent()).toMatch(/^(الآن|قبل .+)$/);
      // The dropdown stays on screen.
      const box = await dropdown.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
      await page.screenshot({ path: join(RESULTS_DIR, 'notifications-dropdown-ar.png') });
      await page.keyboard.press('Escape');
      await eventually(() => page.getByTestId('notifications-dropdown').count()).toBe(0);
    } finally {
      await chooseLanguage(page, 'en');
    }
  });

  it('has Notifications with the unread count in the phone menu', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 780 });
    await phone.goto(`${server.baseUrl}/`);
    await phone.getByRole('button', { name: 'Open or close the menu' }).click();
    const link = phone.getByTestId('mobile-notifications-link');
    await eventually(() => link.count()).toBe(1);
    await eventually(() => phone.getByTestId('mobile-notifications-count').textContent()).toBe('1');
    await phone.screenshot({ path: join(RESULTS_DIR, 'notifications-phone-menu.png') });
    await link.click();
    await eventually(() => pathOf(phone)).toBe('/notifications');
    await eventually(() => phone.getByTestId('notifications-list').getAttribute('data-state')).toBe('loaded');
    await phone.close();
  });
});

describe('shop settings on the storefront', () => {
  it('shows the free-shipping threshold and fee an administrator sets, on the product page and in the cart', async () => {
    const product = sellable.find((p) => p.price < 300)!;
    expect(product).toBeDefined();
    await setSetting('free_shipping_threshold', 750);
    await setSetting('shipping_fee', 35);

    await page.goto(`${server.baseUrl}/shop/${product.slug}`);
    await page.getByRole('tab', { name: 'Shipping' }).click();
    await eventually(() => page.getByTestId('free-delivery').textContent()).toBe(
      'Free delivery for orders over 750 EGP within Cairo and Giza.',
    );
    expect(plain(await page.getByTestId('delivery-fee').textContent())).toBe(
      'Smaller orders pay a delivery fee of 35 EGP.',
    );

    await api('POST', '/cart/add', customerToken, { product_id: product.id, quantity: 1 });
    await page.goto(`${server.baseUrl}/cart`);
    await eventually(() => page.getByTestId('cart-page').getAttribute('data-state')).toBe('loaded');
    await eventually(async () => plain(await page.getByTestId('cart-shipping').textContent())).toBe('35 EGP');
    expect(plain(await page.getByTestId('free-shipping-rule').textContent())).toBe('Orders over 750 EGP ship free');
    // The least amount that takes the subtotal above 750 (shipping is free only above it).
    const missing = amountForFreeShipping(product.price, 750);
    expect(plain(await page.getByTestId('free-shipping-hint').textContent())).toBe(
      `Add ${missing.toLocaleString('en-GB')} EGP more for free shipping`,
    );

    // So does the checkout's summary.
    await page.goto(`${server.baseUrl}/checkout`);
    await eventually(async () => plain(await page.getByTestId('summary-shipping').textContent())).toBe('35 EGP');
    expect(plain(await page.getByTestId('summary-free-shipping-rule').textContent())).toBe(
      'Orders over 750 EGP ship free',
    );

    // The terms say the same.
    await page.goto(`${server.baseUrl}/terms`);
    await eventually(() =>
      page.getByText(/^Orders above 750 EGP ship free; otherwise a delivery fee of 35 EGP applies\./).count(),
    ).toBe(1);
  });

  it("shows the maintenance banner in the reader's language until it is closed for the session", async () => {
    await setSetting('maintenance_banner', {
      enabled: true,
      message_en: 'Deliveries pause for Eid from 5 to 8 June.',
      message_ar: 'يتوقف التوصيل في عطلة العيد من 5 إلى 8 يونيو.',
    });
    await setSetting('store_contact', {
      phone: '+20 2 1234 5678',
      email: 'shop@fellah.example',
      address: '12 Tahrir Square, Cairo',
    });
    await page.goto(`${server.baseUrl}/`);
    const banner = page.getByTestId('maintenance-banner');
    await eventually(() => banner.textContent()).toContain('Deliveries pause for Eid from 5 to 8 June.');
    // The footer's contact block is the store's.
    const footer = page.locator('footer');
    expect(await footer.getByTestId('store-phone').textContent()).toBe('+20 2 1234 5678');
    expect(await footer.getByTestId('store-email').getAttribute('href')).toBe('mailto:shop@fellah.example');
    expect(await footer.getByTestId('store-address').textContent()).toBe('12 Tahrir Square, Cairo');

    await page.getByTestId('language-switch').click();
    await eventually(() => banner.textContent()).toContain('يتوقف التوصيل في عطلة العيد من 5 إلى 8 يونيو.');
    await page.screenshot({ path: join(RESULTS_DIR, 'maintenance-banner-ar.png') });
    await page.getByTestId('maintenance-banner-close').click();
    await eventually(() => banner.count()).toBe(0);
    await page.reload();
    await eventually(() => page.locator('footer').getByTestId('store-phone').textContent()).toBe('+20 2 1234 5678');
    expect(await page.getByTestId('maintenance-banner').count()).toBe(0);
    await chooseLanguage(page, 'en');

    // Another visit (a new session) sees it again; turned off, nobody does.
    const other = await browser.newPage();
    await other.goto(`${server.baseUrl}/about`);
    await eventually(() => other.getByTestId('maintenance-banner').count()).toBe(1);
    await setSetting('maintenance_banner', { enabled: false, message_en: '', message_ar: '' });
    // The server keeps settings for 3 s.
    await eventually(async () => {
      await other.reload();
      await other.waitForLoadState('networkidle');
      return other.getByTestId('maintenance-banner').count();
    }).toBe(0);
    await other.close();
  });
});

describe('page views and recommendations', () => {
  it('counts page views on route changes, by path only and never for the admin area', async () => {
    await page.goto(`${server.baseUrl}/shop?search=urea&page=2`);
    await page.getByRole('link', { name: 'Crops', exact: true }).first().click();
    await eventually(() => pathOf(page)).toBe('/crops');
    await page.goto(`${server.baseUrl}/admin/orders`);
    await eventually(() => page.getByTestId('admin-only').count()).toBe(1);
    const report = async () =>
      api<{ total_views: number; top_paths: { path: string; views: number }[] }>(
        'GET',
        '/analytics/page-views?limit=50',
        adminToken,
      );
    await eventually(async () => (await report()).top_paths.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/notifications', '/shop', '/crops', `/orders/${orderId}`]),
    );
    const paths = (await report()).top_paths.map((p) => p.path);
    expect(paths.filter((p) => p.startsWith('/admin') || p.includes('?'))).toEqual([]);
  });

  it('recommends products and crops in season to the signed-in customer; Add to Cart puts one in the cart', async () => {
    await page.goto(`${server.baseUrl}/`);
    const section = page.getByTestId('recommendations');
    await eventually(() => section.getAttribute('data-state')).toBe('loaded');
    expect(await section.getByRole('heading', { name: 'Recommended for you' }).count()).toBe(1);
    const products = section.getByTestId('recommended-product');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.first().getByTestId('recommendation-reason').textContent()).toMatch(
      /^(Often bought with .+|A bestseller with growers across Egypt)$/,
    );
    // Aswan, the city of the order's address, names the crops' season.
    const crops = section.getByTestId('recommended-crop');
    if ((await crops.count()) > 0) {
      expect(await section.getByRole('heading', { name: /^In season for .*Aswan/ }).count()).toBe(1);
      const href = await crops.first().getByRole('link').first().getAttribute('href');
      expect(href).toMatch(/^\/crops\/[\w-]+$/);
    }
    const cartBefore = Number(await page.getByTestId('cart-badge').getAttribute('data-count'));
    await products.first().getByTestId('add-to-cart').click();
    await eventually(async () => Number(await page.getByTestId('cart-badge').getAttribute('data-count'))).toBe(
      cartBefore + 1,
    );
    await page.screenshot({ path: join(RESULTS_DIR, 'home-recommendations.png'), fullPage: true });
  });
});
