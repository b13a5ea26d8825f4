import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { PHONE_360, sidewaysOverflow } from './phoneChecks';
import { apiOf, chooseLanguage, signIn } from './steps';

/*
 * The coupons screen in Chromium, in Arabic on the narrowest phone (360×780): a coupon is created in the drawer (a
 * percentage above 100 refused by the form in Arabic first), paused and ended; the list shows its state; checkout's
 * answer to the code follows; nothing scrolls sideways.
 */

const ADMIN_EMAIL = 'coupons-admin-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-coupons-e2e-42';

let server: RunningServer;
let browser: Browser;
let admin: Page;
const api = apiOf(() => server);

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  admin = await (await browser.newContext(PHONE_360)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const statusOf = (testId: string) =>
  admin.getByTestId(testId).getByTestId('coupon-status').first().getAttribute('data-status');

describe('/admin/coupons in Arabic at 360 px', () => {
  it('creates a coupon in the drawer, refusing a percentage above 100 in Arabic first', async () => {
    await admin.goto(`${server.baseUrl}/admin/coupons`);
    await eventually(() => pathOf(admin)).toBe('/login');
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await eventually(() => pathOf(admin)).toBe('/admin/coupons');
    await chooseLanguage(admin, 'ar');
    await admin.reload();
    await eventually(() => admin.getByTestId('admin-coupons').count()).toBe(1);
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await admin.getByTestId('coupon-create').click();
    await eventually(() => pathOf(admin)).toBe('/ar/admin/coupons/new');
    await admin.getByTestId('coupon-code').fill('e2e-spring');
    await admin.getByTestId('coupon-value').fill('150');
    await admin.getByTestId('coupon-save').click();
    await eventually(() => admin.getByText('لا يتجاوز خصم النسبة المئوية 100%').count()).toBe(1);
    await admin.getByTestId('coupon-value').fill('15');
    await admin.getByTestId('coupon-save').click();
    await eventually(() => admin.getByTestId('coupon-usage').count(), 15_000).toBe(1);
    expect(pathOf(admin)).toMatch(/^\/ar\/admin\/coupons\/\d+$/);
    expect(await statusOf('coupon-drawer')).toBe('active');
    expect(await admin.getByTestId('coupon-code').inputValue()).toBe('E2E-SPRING');
    const overflow = await sidewaysOverflow(admin);
    expect(overflow.culprits).toEqual([]);
    await admin.screenshot({ path: join(RESULTS_DIR, 'admin-coupon-drawer-ar-360.png') });
  });

  it('pauses the coupon (checkout refuses it), then ends it for good', async () => {
    await admin.getByTestId('coupon-pause').click();
    await eventually(() => statusOf('coupon-drawer')).toBe('paused');
    const customer = await api<{ access_token: string }>('POST', '/auth/register', null, {
      email: 'coupons-customer-e2e@example.com',
      password: 'nile-customer-e2e-42',
      first_name: 'Mona',
      last_name: 'Adel',
    });
    const check = await api<{ valid: boolean; reason?: string }>('POST', '/coupons/validate', customer.access_token, {
      code: 'E2E-SPRING',
    });
    expect(check).toMatchObject({ valid: false, reason: 'inactive' });
    await admin.getByTestId('coupon-end').click();
    await admin.getByTestId('coupon-end-confirm').click();
    await eventually(() => admin.getByTestId('coupon-ended-note').count()).toBe(1);
    expect(await statusOf('coupon-drawer')).toBe('ended');
    expect(await admin.getByTestId('coupon-save').count()).toBe(0);
  });

  it('lists the coupon with its state, filtered by state, without scrolling sideways', async () => {
    await admin.goto(`${server.baseUrl}/ar/admin/coupons?status=ended`);
    const rows = admin.getByTestId('admin-coupon-row');
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-status')).toBe('ended');
    expect((await sidewaysOverflow(admin)).culprits).toEqual([]);
    await admin.screenshot({ path: join(RESULTS_DIR, 'admin-coupons-list-ar-360.png') });
  });
});
