import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { type ListedProduct, apiOf, signIn, signUpAndOrder, chooseLanguage } from './steps';

/*
 * The /admin tab in Chromium ("Done when"): a customer places an order; the administrator (made at start-up
 * from ADMIN_EMAIL / ADMIN_PASSWORD) signs in, opens /admin/orders and moves the order pending → confirmed → processing
 * → shipped (with a tracking number) → delivered, offered only the moves the server allows; each status is read back
 * through the API, and the customer's My Orders then shows Delivered, with a notification. Also: /admin refuses a
 * customer with the "Admins only" page, the dashboard draws its charts, the Arabic admin is right to left, and the job
 * queues link hands the access token over in its cookie.
 */

const ADMIN_EMAIL = 'admin-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-admin-e2e-42';
const CUSTOMER_PASSWORD = 'nile-orders-9';

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let customerContext: BrowserContext;
let admin: Page;
let customer: Page;

const customerEmail = `admin-e2e-customer-${Date.now()}@example.com`;
let customerToken = '';
let orderId = '';
let orderNumber = '';

const api = apiOf(() => server);
const adminToken = async () => (await admin.evaluate(() => localStorage.getItem('authToken'))) ?? '';
const orderAsCustomer = () =>
  api<{ status: string; tracking_number: string | null; carrier: string | null }>(
    'GET',
    `/orders/${orderId}`,
    customerToken,
  );

/** In the open reason dialog: confirming with no reason is refused with `refusal`; then `reason` is given and confirmed. */
async function giveReason(refusal: string, reason: string) {
  await admin.getByTestId('reason-confirm').click();
  await eventually(() => admin.getByText(refusal, { exact: true }).count()).toBe(1);
  await admin.getByTestId('reason-input').fill(reason);
  await admin.getByTestId('reason-confirm').click();
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  admin = await adminContext.newPage();
  customer = await customerContext.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the admin tab in the browser', () => {
  it('a customer signs up and places an order through the API', async () => {
    const products = await api<ListedProduct[]>('GET', '/products?limit=50&is_available=true', null);
    const product = products.find((p) => p.is_available && (p.stock_quantity ?? 0) >= 5)!;
    expect(product).toBeDefined();
    const placed = await signUpAndOrder(
      api,
      { first_name: 'Karima', last_name: 'Fathy', email: customerEmail, password: CUSTOMER_PASSWORD },
      { productId: product.id, quantity: 2, street: '5 Nile Corniche', idempotencyKey: `admin-e2e-${Date.now()}` },
    );
    customerToken = placed.token;
    const { order } = placed;
    expect(order.status).toBe('pending');
    orderId = order.id;
    orderNumber = order.order_number;
  });

  it('sends a signed-out visitor from /admin/orders to /login with the way back', async () => {
    await admin.goto(`${server.baseUrl}/admin/orders`);
    await eventually(() => pathOf(admin)).toBe('/login');
    expect(new URL(admin.url()).searchParams.get('from')).toBe('/admin/orders');
  });

  it('shows a signed-in customer the "Admins only" page, with no Admin link in the header, and the server refuses them', async () => {
    await customer.goto(`${server.baseUrl}/login`);
    await signIn(customer, customerEmail, CUSTOMER_PASSWORD);
    await eventually(() => pathOf(customer)).toBe('/');
    await customer.goto(`${server.baseUrl}/admin`);
    await eventually(() => customer.getByTestId('admin-only').count()).toBe(1);
    expect(await customer.getByRole('heading', { name: 'Admins only' }).count()).toBe(1);
    expect(await customer.getByTestId('admin-page').count()).toBe(0);
    await customer.getByTestId('user-menu').click();
    await eventually(() => customer.getByRole('menuitem', { name: 'My Orders' }).count()).toBe(1);
    expect(await customer.getByTestId('user-menu-admin').count()).toBe(0);
    await customer.keyboard.press('Escape');
    const refused = await fetch(`${server.baseUrl}/api/admin/orders`, {
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(refused.status).toBe(403);
  });

  it('signs the administrator in and back to /admin/orders, with the Admin link in the header menu', async () => {
    await admin.goto(`${server.baseUrl}/admin/orders`);
    await eventually(() => pathOf(admin)).toBe('/login');
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await eventually(() => pathOf(admin)).toBe('/admin/orders');
    await eventually(() => admin.getByTestId('admin-page').getAttribute('data-section')).toBe('orders');
    await admin.getByTestId('user-menu').click();
    await eventually(() => admin.getByTestId('user-menu-admin').textContent()).toBe('Admin');
    await admin.keyboard.press('Escape');
  });

  it('moves the order pending → confirmed → processing → shipped → delivered, offering only the allowed moves', async () => {
    const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
    await eventually(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('admin-order-open').textContent()).toBe(orderNumber);

    // The search finds it by its number; a search for nothing says so.
    await admin.getByTestId('admin-orders-search').fill('no-such-order-xyz');
    await admin.getByTestId('admin-orders-search').press('Enter');
    await eventually(() => admin.getByTestId('admin-orders-list').getAttribute('data-state')).toBe('empty');
    expect(new URL(admin.url()).searchParams.get('search')).toBe('no-such-order-xyz');
    await admin.getByTestId('admin-orders-search').fill(orderNumber);
    await admin.getByTestId('admin-orders-search').press('Enter');
    await eventually(() => row.count()).toBe(1);

    await row.getByTestId('admin-order-open').click();
    await eventually(() => pathOf(admin)).toBe(`/admin/orders/${orderId}`);
    const detail = admin.getByTestId('admin-order-detail');
    await eventually(() => detail.getAttribute('data-status')).toBe('pending');
    expect(await detail.getByText('Karima Fathy').count()).toBeGreaterThan(0);
    expect(await admin.getByTestId('admin-order-lines').locator('tbody tr').count()).toBe(1);

    /** The moves the drawer offers, by status. */
    const offered = async () =>
      (
        await admin
          .getByTestId('order-moves')
          .locator('button')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')))
      ).sort();

    const plainMove = async (to: 'confirmed' | 'processing' | 'delivered') => {
      await admin.getByTestId(`order-move-${to}`).click();
      // The confirmation names the move before anything changes.
      const confirm = admin.getByTestId('confirm-move');
      await eventually(() => confirm.isVisible()).toBe(true);
      expect(await confirm.textContent()).toBe(`Mark as ${to[0]!.toUpperCase()}${to.slice(1)}`);
      expect((await orderAsCustomer()).status).not.toBe(to);
      await confirm.click();
      await eventually(() => detail.getAttribute('data-status')).toBe(to);
      await eventually(async () => (await orderAsCustomer()).status).toBe(to);
    };

    expect(await offered()).toEqual(['order-move-cancelled', 'order-move-confirmed']);
    await plainMove('confirmed');
    await eventually(offered).toEqual(['order-move-cancelled', 'order-move-processing']);
    await plainMove('processing');
    await eventually(offered).toEqual(['order-move-shipped']);

    // Shipped asks for the tracking number (required) and the carrier.
    await admin.getByTestId('order-move-shipped').click();
    await eventually(() => admin.getByTestId('ship-tracking').count()).toBe(1);
    await admin.getByTestId('ship-confirm').click();
    await eventually(() =>
      admin.getByText('A tracking number is required to ship an order', { exact: true }).count(),
    ).toBe(1);
    expect((await orderAsCustomer()).status).toBe('processing');
    await admin.getByTestId('ship-tracking').fill('EG-TRACK-778899');
    await admin.getByTestId('ship-carrier').fill('Bosta');
    await admin.getByTestId('ship-confirm').click();
    await eventually(() => detail.getAttribute('data-status')).toBe('shipped');
    await eventually(() => admin.getByTestId('admin-order-tracking').textContent()).toBe('EG-TRACK-778899');
    const shipped = await orderAsCustomer();
    expect(shipped).toMatchObject({ status: 'shipped', tracking_number: 'EG-TRACK-778899', carrier: 'Bosta' });
    await eventually(offered).toEqual(['order-move-delivered']);

    await plainMove('delivered');
    await eventually(offered).toEqual(['order-move-refunded']);
    // The timeline lists every step from the events.
    const steps = await admin
      .getByTestId('admin-order-timeline')
      .locator('[data-status]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-status')));
    expect(steps).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered']);

    // Closing the drawer keeps the list's search in the address; the list shows the new status.
    await admin.keyboard.press('Escape');
    await eventually(() => pathOf(admin)).toBe('/admin/orders');
    expect(new URL(admin.url()).searchParams.get('search')).toBe(orderNumber);
    await eventually(() => row.getAttribute('data-status')).toBe('delivered');

    // The audit log recorded each move.
    await admin.goto(`${server.baseUrl}/admin/audit?action=admin.order`);
    await eventually(() =>
      admin.locator('[data-testid="audit-row"][data-action="admin.order.status_changed"]').count(),
    ).toBe(4);
  });

  it('shows the customer the order Delivered in My Orders, with a notification', async () => {
    await customer.goto(`${server.baseUrl}/orders`);
    const card = customer.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await eventually(() => card.getAttribute('data-status')).toBe('delivered');
    expect(await card.getByTestId('order-status').textContent()).toBe('Delivered');
    await eventually(
      async () =>
        (await api<{ type: string }[]>('GET', '/notifications?limit=50', customerToken))
          .map((n) => n.type)
          .includes('order_delivered'),
      20_000,
    ).toBe(true);
  });

  it('draws the dashboard: KPI cards, revenue over time, orders by status, top products and the lag note', async () => {
    await admin.goto(`${server.baseUrl}/admin`);
    await eventually(() => admin.getByTestId('dashboard-kpis').count()).toBe(1);
    for (const id of ['kpi-revenue', 'kpi-orders', 'kpi-aov', 'kpi-customers', 'kpi-moderation'])
      expect(await admin.getByTestId(id).count(), id).toBe(1);
    await eventually(() => admin.getByTestId('chart-revenue').locator('svg.recharts-surface').count()).toBe(1);
    await eventually(() => admin.getByTestId('chart-status').locator('svg.recharts-surface').count()).toBe(1);
    expect(await admin.getByTestId('dashboard-lag').count()).toBe(1);
    // Once the projections have counted the order, the figures and the top products show it.
    await eventually(async () => {
      await admin.getByRole('button', { name: 'Refresh' }).click();
      return admin.getByTestId('chart-top-products').locator('svg.recharts-surface').count();
    }, 20_000).toBe(1);
    expect(
      Number((await admin.getByTestId('kpi-orders-value').textContent())?.replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(1);
    await admin.screenshot({ path: join(RESULTS_DIR, 'admin-dashboard.png'), fullPage: true });
  });

  it('is right to left in Arabic: the page, the table and the order drawer (from the left)', async () => {
    await chooseLanguage(admin, 'ar');
    await admin.goto(`${server.baseUrl}/admin/orders/${orderId}`);
    await eventually(() => admin.getByTestId('admin-order-detail').getAttribute('data-status')).toBe('delivered');
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await admin.getByRole('heading', { name: 'الإدارة', exact: true }).count()).toBe(1);
    expect(await admin.getByTestId('admin-order-status').textContent()).toBe('تم التوصيل');
    // The drawer opens at the end of the line: the left edge in Arabic.
    const box = await admin.getByTestId('admin-order-detail').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeLessThan(640 - box!.width / 2);
    await admin.screenshot({ path: join(RESULTS_DIR, 'admin-order-ar.png'), fullPage: true });
    await admin.keyboard.press('Escape');
    // The table's first column (the order number) is on the right.
    const table = admin.getByTestId('admin-orders-table');
    await eventually(() => table.count()).toBe(1);
    const [first, last] = await table
      .locator('thead th')
      .evaluateAll((cells) => [cells[0]!.getBoundingClientRect().x, cells.at(-1)!.getBoundingClientRect().x]);
    expect(first).toBeGreaterThan(last!);
    await admin.goto(`${server.baseUrl}/admin`);
    await eventually(() => admin.getByTestId('chart-revenue').locator('svg.recharts-surface').count()).toBe(1);
    await admin.screenshot({ path: join(RESULTS_DIR, 'admin-ar.png'), fullPage: true });
    await chooseLanguage(admin, 'en');
  });

  it('rejects a product with a reason (it leaves the shop) and approves it again', async () => {
    const [product] = await api<ListedProduct[]>('GET', '/products?limit=1&sort_by=name&sort_order=DESC', null);
    await admin.goto(`${server.baseUrl}/admin/products?search=${encodeURIComponent(product!.name)}`);
    const row = admin.locator(`[data-testid="admin-product-row"][data-product-id="${product!.id}"]`);
    await eventually(() => row.getAttribute('data-approval')).toBe('approved');
    await row.getByTestId('product-reject').click();
    await eventually(() => admin.getByTestId('reason-input').count()).toBe(1);
    await giveReason('Please give a reason for the rejection', 'Label does not match the product');
    await eventually(() => row.getAttribute('data-approval')).toBe('rejected');
    expect(await row.getByText('Label does not match the product').count()).toBe(1);
    expect((await fetch(`${server.baseUrl}/api/products/${product!.id}`)).status).toBe(404);
    await row.getByTestId('product-approve').click();
    await eventually(() => row.getAttribute('data-approval')).toBe('approved');
    expect((await fetch(`${server.baseUrl}/api/products/${product!.id}`)).status).toBe(200);
    // The moderation queue of products is empty again.
    await admin.goto(`${server.baseUrl}/admin/moderation/products`);
    await eventually(() => admin.getByTestId('admin-moderation-list').getAttribute('data-state')).toBe('empty');
  });

  it('checks a setting with its schema on the field, then saves it', async () => {
    await admin.goto(`${server.baseUrl}/admin/settings`);
    const input = admin.getByTestId('setting-shipping_fee-input');
    await eventually(() => input.inputValue()).toBe('50 EGP');
    await input.fill('200000');
    await admin.getByTestId('setting-shipping_fee-save').click();
    await eventually(() =>
      admin
        .getByTestId('setting-shipping_fee')
        .getByText('shipping_fee must be an amount in EGP from 0 to 100000, with at most two decimals', { exact: true })
        .count(),
    ).toBe(1);
    expect((await api<{ value: number }>('GET', '/admin/settings/shipping_fee', await adminToken())).value).toBe(50);
    await input.fill('45');
    await admin.getByTestId('setting-shipping_fee-save').click();
    await eventually(
      async () => (await api<{ value: number }>('GET', '/admin/settings/shipping_fee', await adminToken())).value,
    ).toBe(45);
    await eventually(() => admin.getByTestId('setting-shipping_fee').getByText('Default value').count()).toBe(0);
  });

  it('runs a sales report: the job is followed until it completes, then the chart, the table and the CSV download', async () => {
    await admin.goto(`${server.baseUrl}/admin/reports`);
    await admin.getByTestId('report-start').click();
    const run = admin.getByTestId('report-run');
    await eventually(() => run.count()).toBe(1);
    expect(new URL(admin.url()).searchParams.get('run')).toBe(await run.getAttribute('data-run-id'));
    await eventually(() => run.getAttribute('data-status'), 30_000).toBe('completed');
    await eventually(() => admin.getByTestId('report-table').count()).toBe(1);
    expect(await admin.getByTestId('report-chart').locator('svg.recharts-surface').count()).toBe(1);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('report-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fellah-sales-by-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8');
    expect(csv.split('\n')[0]).toContain('Revenue (EGP)');
    // The run is listed among the recent ones.
    await eventually(() =>
      admin.locator('[data-testid="report-run-row"][data-status="completed"]').count(),
    ).toBeGreaterThan(0);
  });

  it('bans the customer only with a reason (their session ends at once) and lifts the ban', async () => {
    await admin.goto(`${server.baseUrl}/admin/users?search=${encodeURIComponent(customerEmail)}`);
    const row = admin.getByTestId('admin-user-row');
    await eventually(() => row.count()).toBe(1);
    await row.getByRole('link').click();
    const detail = admin.getByTestId('admin-user-detail');
    await eventually(() => detail.getAttribute('data-status')).toBe('active');
    await admin.getByTestId('admin-user-ban').click();
    await giveReason('Please give a reason for the ban', 'Repeated fake orders');
    await eventually(() => detail.getAttribute('data-status')).toBe('banned');
    expect(await detail.getByText('Repeated fake orders').count()).toBe(1);
    expect(
      (await fetch(`${server.baseUrl}/api/orders`, { headers: { authorization: `Bearer ${customerToken}` } })).status,
    ).toBe(401);
    await admin.getByTestId('admin-user-unban').click();
    await admin.getByTestId('confirm-user-action').click();
    await eventually(() => detail.getAttribute('data-status')).toBe('active');
    await admin.keyboard.press('Escape');
    await eventually(() => row.getAttribute('data-status')).toBe('active');
  });

  it('opens the job queues in a new tab with the access token in their cookie', async () => {
    await admin.goto(`${server.baseUrl}/admin/orders`);
    await eventually(() => admin.getByTestId('admin-page').getAttribute('data-section')).toBe('orders');
    const token = await admin.evaluate(() => localStorage.getItem('authToken'));
    const [tab] = await Promise.all([
      adminContext.waitForEvent('page'),
      admin.locator('[data-testid="admin-queues-link"]:visible').click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/admin/queues');
    const cookies = await adminContext.cookies(`${server.baseUrl}/admin/queues`);
    expect(cookies.find((c) => c.name === 'fellah_admin_token')).toMatchObject({
      value: token,
      path: '/admin/queues',
      sameSite: 'Strict',
    });
    // Only that path carries it.
    expect((await adminContext.cookies(`${server.baseUrl}/`)).some((c) => c.name === 'fellah_admin_token')).toBe(false);
    await tab.close();
  });

  it('creates a backup as a job and restores it only once its name is typed and the password given', async () => {
    await admin.goto(`${server.baseUrl}/admin/backups`);
    await eventually(() => admin.getByTestId('admin-backups-list').getAttribute('data-state')).toBe('empty');
    await admin.getByTestId('backup-create').click();
    const row = admin.getByTestId('backup-row');
    await eventually(() => row.count()).toBe(1);
    await eventually(() => row.getAttribute('data-status'), 60_000).toBe('completed');
    const fileName = (await row.locator('td').first().textContent())!.trim();
    expect(fileName).toMatch(/^fellah-backup-/);

    await row.getByTestId('backup-restore').click();
    const confirm = admin.getByTestId('restore-confirm');
    await eventually(() => confirm.isVisible()).toBe(true);
    expect(await confirm.isDisabled()).toBe(true);
    await admin.getByTestId('restore-name').fill('fellah-backup-wrong');
    expect(await confirm.isDisabled()).toBe(true);
    await admin.getByTestId('restore-name').fill(fileName);
    // The right name alone is not enough: the administrator's own password is asked too.
    expect(await confirm.isDisabled()).toBe(true);
    await admin.getByTestId('restore-password').fill(ADMIN_PASSWORD);
    expect(await confirm.isDisabled()).toBe(false);
    await admin.getByTestId('restore-name').fill('fellah-backup-wrong');
    expect(await confirm.isDisabled()).toBe(true);
    await admin.getByTestId('restore-name').fill(fileName);
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await eventually(() => admin.getByTestId('admin-backups-outcome').count(), 60_000).toBe(1);
    expect(await admin.getByTestId('admin-backups-outcome').textContent()).toMatch(
      /^The backup of .+ has been restored/,
    );
    expect(await admin.getByTestId('admin-backups-outcome').getAttribute('data-outcome')).toBe('success');
    // A restore ends every session issued before it: the page's token is refused; signed in again, the
    // restored database still holds the order, delivered.
    await expect(api('GET', '/admin/orders', await adminToken())).rejects.toThrow(/→ 401 /);
    const signedInAgain = (
      await api<{ access_token: string }>('POST', '/auth/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    ).access_token;
    const orders = await api<{ id: string; status: string }[]>(
      'GET',
      `/admin/orders?search=${orderNumber}`,
      signedInAgain,
    );
    expect(orders.map((o) => [o.id, o.status])).toEqual([[orderId, 'delivered']]);
  });
});
