import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, launchBrowser, pathOf, startServer } from './harness';
import { apiOf, signIn, chooseLanguage } from './steps';

/*
 * Price alerts and the daily price bulletin in Chromium, on a phone ("Done when"): the demo grower reads the
 * latest tomato prices with their change against the day and the week before, signs in from the price section and comes
 * back to it, and sets "Tell me when Tomato at Obour Wholesale Market goes above {a level just over today's price}";
 * the administrator uploads a bulletin through /admin/prices — a bad row is refused naming it and saves nothing, a good
 * file is previewed and then imported — whose Obour tomato price crosses the level; the alerts projection (in the
 * server process: no Redis here) fires, and the grower sees the notification under the bell, opens it to the crop, and
 * finds it as "last sent" in the profile's Price alerts tab. Arabic screenshots at 390×844 of the three screens.
 */

const ADMIN_EMAIL = 'prices-admin-e2e@fellah.eg';
const ADMIN_PASSWORD = 'nile-prices-e2e-42';
const DEMO = { email: 'demo@fellah.eg', password: 'fellah-demo' };
const PHONE = { width: 390, height: 844 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let server: RunningServer;
let browser: Browser;
let growerContext: BrowserContext;
let adminContext: BrowserContext;
let grower: Page;
let admin: Page;

const api = apiOf(() => server);
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
/** Text without the bidi isolates the screens put around figures and names. */
const plain = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
/** What the tab does on coming back to it: react-query refetches stale queries on `visibilitychange`. */
const comeBackToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
/** Today in Egypt, as the server dates prices. */
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

interface Quote {
  avg_price: number;
  price_date: string;
  market: { id: string; slug: string };
}

/** The latest tomato quote at Obour (a public tRPC read, as the crop page makes it). */
async function tomatoAtObour(): Promise<Quote> {
  const input = encodeURIComponent(JSON.stringify({ json: { crop: 'tomato', market: 'obour' } }));
  const answer = (await (await fetch(`${server.baseUrl}/trpc/marketPrices.latest?input=${input}`)).json()) as {
    result: { data: { json: Quote[] } };
  };
  return answer.result.data.json[0]!;
}

/**
 * A screenshot of one part of the page as a reader scrolls through it: the whole page is drawn from the top (so the
 * fixed header stays at the top, not over the part) and cut to the part.
 */
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

/** Serious or critical axe violations in a part of the page, as one line each. */
async function violations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let before: Quote;
/** The alert's level: just above today's price, so the bulletin's price crosses it. */
let level = 0;
/** The bulletin's Obour tomato average. */
let bulletinAvg = 0;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
  growerContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  adminContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  grower = await growerContext.newPage();
  admin = await adminContext.newPage();
  before = await tomatoAtObour();
  expect(before.price_date).toBe(today);
  level = Math.ceil(before.avg_price) + 1;
  bulletinAvg = level + 2;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('price alerts and the price bulletin, on a phone', () => {
  it("shows a reader the latest price at each market with the day's and the week's change, and a sign-in that comes back", async () => {
    await grower.goto(`${server.baseUrl}/crops/tomato`);
    const obour = grower.locator('[data-testid="latest-price"][data-market="obour"]');
    await eventually(() => obour.count()).toBe(1);
    expect(await grower.getByTestId('latest-price').count()).toBeGreaterThanOrEqual(5);
    // The demo prices are daily: both changes are there, in words for screen readers ("Up 2.5% from 9.75 EGP on …").
    const changes = obour.locator('td[data-direction]');
    await eventually(async () =>
      (await changes.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-direction')))).every(
        (d) => d !== 'none',
      ),
    ).toBe(true);
    expect(await plain(changes.first())).toMatch(/(Up|Down) [\d.]+% from [\d.,]+ EGP on |No change from /);
    await eventually(() => grower.getByTestId('price-chart').count()).toBe(1);

    const login = grower.getByTestId('price-alert-login');
    await eventually(() => login.count()).toBe(1);
    expect(await login.getAttribute('href')).toBe('/login?from=%2Fcrops%2Ftomato%23price-alert');
    expect(await grower.getByTestId('price-alert-form').count()).toBe(0);
    await login.click();
    await eventually(() => pathOf(grower)).toBe('/login');
    await signIn(grower, DEMO.email, DEMO.password);
    await eventually(() => pathOf(grower)).toBe('/crops/tomato');
    await eventually(() => grower.getByTestId('price-alert-form').count()).toBe(1);
  });

  it('sets "Tell me when Tomato at Obour goes above …", prefilled with the latest price, and shows the server\'s refusals', async () => {
    const form = grower.getByTestId('price-alert-form');
    const market = form.getByTestId('price-alert-market');
    const price = form.getByTestId('price-alert-price');
    // Obour first, with its latest average; "Any market" and every market quoting tomato to choose from.
    await eventually(() => market.locator('option:checked').textContent()).toBe('Obour Wholesale Market');
    expect(await market.locator('option').first().textContent()).toBe('Any market');
    expect(await market.locator('option').count()).toBeGreaterThanOrEqual(6);
    await eventually(() => price.inputValue()).toBe(String(before.avg_price));

    await price.fill('abc');
    await form.getByTestId('price-alert-submit').click();
    await eventually(() => form.getByText('Please enter a price above 0', { exact: true }).count()).toBe(1);

    await form.getByTestId('price-alert-direction').selectOption('above');
    await price.fill(String(level));
    expect(await plain(form.getByTestId('price-alert-sentence'))).toBe(
      `Tell me when Tomato at Obour Wholesale Market goes above ${level} EGP/kg`,
    );
    await form.getByTestId('price-alert-submit').click();
    const outcome = grower.getByTestId('price-alert-outcome');
    await eventually(() => outcome.getAttribute('data-ok')).toBe('true');
    expect(await plain(outcome)).toBe(
      `Alert set: Tell me when Tomato at Obour Wholesale Market goes above ${level} EGP/kg.`,
    );
    await eventually(() => grower.getByTestId('crop-price-alert').count()).toBe(1);
    expect(await plain(grower.getByTestId('crop-price-alert'))).toContain(
      `Above ${level} EGP/kg at Obour Wholesale Market`,
    );

    // The same alert again: the server's refusal, in words.
    await form.getByTestId('price-alert-submit').click();
    await eventually(() => outcome.getAttribute('data-ok')).toBe('false');
    expect(await plain(outcome)).toBe('The alert could not be set: You already have this price alert');

    const alerts = await api<
      { crop_slug: string; market_slug: string | null; direction: string; price: number; is_active: boolean }[]
    >('GET', '/price-alerts', await tokenOf(grower));
    expect(alerts).toEqual([
      expect.objectContaining({
        crop_slug: 'tomato',
        market_slug: 'obour',
        direction: 'above',
        price: level,
        is_active: true,
      }),
    ]);
  });

  it('sets a second alert for any market and deletes it from the crop page', async () => {
    const form = grower.getByTestId('price-alert-form');
    await form.getByTestId('price-alert-market').selectOption({ label: 'Any market' });
    await form.getByTestId('price-alert-direction').selectOption('below');
    await form.getByTestId('price-alert-price').fill('2.5');
    expect(await plain(form.getByTestId('price-alert-sentence'))).toBe(
      'Tell me when Tomato at any market goes below 2.5 EGP/kg',
    );
    await form.getByTestId('price-alert-submit').click();
    await eventually(() => grower.getByTestId('crop-price-alert').count()).toBe(2);
    const anyMarket = grower.getByTestId('crop-price-alert').filter({ hasText: 'at any market' });
    expect(await plain(anyMarket)).toContain('Below 2.5 EGP/kg at any market');
    await anyMarket.getByRole('button', { name: 'Delete the alert Below 2.5 EGP/kg at any market' }).click();
    await eventually(() => grower.getByTestId('crop-price-alert').count()).toBe(1);
    expect(await plain(grower.getByTestId('price-alert-outcome'))).toBe('Alert deleted');
  });

  it('lets the administrator upload a bulletin on /admin/prices: a bad row is refused naming it, and nothing is saved', async () => {
    await admin.goto(`${server.baseUrl}/admin/prices`);
    await eventually(() => pathOf(admin)).toBe('/login');
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await eventually(() => pathOf(admin)).toBe('/admin/prices');
    // In Arabic from here on: the refusal and the preview are read in the administrator's language.
    await chooseLanguage(admin, 'ar');
    await admin.reload();
    await eventually(() => admin.getByTestId('admin-price-row').count()).toBeGreaterThan(0);
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // The sample file: the columns and two quotes of today.
    const sample = decodeURIComponent(
      (await admin.getByTestId('bulletin-sample').getAttribute('href'))!.replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    expect(sample.split('\r\n')[0]).toBe('crop,market,unit,min_price,max_price,price_date,avg_price');
    expect(sample).toContain(`tomato,obour,kg,8,12,${today},10`);

    const bad = [
      'crop,market,unit,min_price,max_price,price_date,avg_price',
      `tomato,obour,kg,${bulletinAvg - 2},${bulletinAvg + 2},${today},${bulletinAvg}`,
      `potato,obour,kg,abc,9,${today},`,
    ].join('\n');
    await admin
      .locator('[data-testid="bulletin-import"] input[type="file"]')
      .setInputFiles({ name: 'bad-bulletin.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const refused = admin.getByTestId('bulletin-refused-message');
    await eventually(() => refused.count(), 20_000).toBe(1);
    expect(await plain(refused)).toBe('السطر 3: يجب أن يكون أقل سعر (min_price) رقمًا');
    expect(await admin.getByTestId('bulletin-preview').count()).toBe(0);
    expect((await tomatoAtObour()).avg_price).toBe(before.avg_price);
  });

  it('previews a good bulletin row by row, then imports it', async () => {
    const good = [
      'crop,market,unit,min_price,max_price,price_date,avg_price',
      `tomato,obour,kg,${bulletinAvg - 2},${bulletinAvg + 2},${today},${bulletinAvg}`,
      `البطاطس,سوق العبور للجملة,kg,6.5,8.5,${today},7.5`,
    ].join('\r\n');
    await admin
      .locator('[data-testid="bulletin-import"] input[type="file"]')
      .setInputFiles({ name: 'bulletin.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    const rows = admin.getByTestId('bulletin-preview-row');
    await eventually(() => rows.count(), 20_000).toBe(2);
    expect(await rows.getByTestId('bulletin-preview-crop').allTextContents()).toEqual(['الطماطم', 'البطاطس']);
    expect(await rows.getByTestId('bulletin-preview-avg').allTextContents()).toEqual([String(bulletinAvg), '7.5']);
    // A preview saves nothing.
    expect((await tomatoAtObour()).avg_price).toBe(before.avg_price);
    const confirm = admin.getByTestId('bulletin-import-confirm');
    expect(await confirm.textContent()).toBe('استيراد سعرين');
    expect(await violations(admin, '[data-testid="bulletin-import"]')).toEqual([]);
    await shoot(admin, admin.getByTestId('bulletin-import'), 'price-bulletin-preview-ar-390.png');

    await confirm.click();
    await eventually(() => admin.getByTestId('bulletin-done').count(), 20_000).toBe(1);
    expect(await plain(admin.getByTestId('bulletin-done'))).toContain('تم استيراد سعرين');
    expect((await tomatoAtObour()).avg_price).toBe(bulletinAvg);
  });

  it('tells the grower: the notification is under the bell, opens the crop, and the alert shows when it was last sent', async () => {
    const token = await tokenOf(grower);
    type Listed = { type: string; title: string; message: string; data: { link?: string } };
    await eventually(
      async () =>
        (await api<Listed[]>('GET', '/notifications?limit=50', token)).filter((n) => n.type === 'price_alert').length,
      30_000,
    ).toBe(1);

    await eventually(async () => {
      await comeBackToTab(grower);
      return grower.getByTestId('notifications-badge').getAttribute('data-count');
    }, 20_000).toBe('1');
    await grower.getByTestId('notifications-bell').click();
    const item = grower
      .getByTestId('notifications-dropdown')
      .locator('[data-testid="notification-item"][data-type="price_alert"]');
    await eventually(() => item.count()).toBe(1);
    expect(await plain(item.getByTestId('notification-kind'))).toBe('Price alert');
    expect(await plain(item.getByTestId('notification-message'))).toMatch(new RegExp(`${bulletinAvg}`));
    await item.getByTestId('notification-open').click();
    await eventually(() => pathOf(grower)).toBe('/crops/tomato');
    await eventually(() => grower.getByTestId('notifications-badge').getAttribute('data-count')).toBe('0');

    await grower.goto(`${server.baseUrl}/profile?tab=alerts`);
    const card = grower.getByTestId('price-alert-item');
    await eventually(() => card.count()).toBe(1);
    expect(await plain(card.getByTestId('price-alert-crop'))).toBe('Tomato');
    expect(await plain(card.getByTestId('price-alert-summary'))).toBe(
      `Above ${level} EGP/kg at Obour Wholesale Market`,
    );
    expect(await plain(card.getByTestId('price-alert-fired'))).toMatch(
      new RegExp(`^Last sent .+, at ${bulletinAvg} EGP$`),
    );
    expect(await plain(grower.getByTestId('price-alerts-count'))).toBe('1 of 20 alerts');

    // Paused and on again, in place.
    await card.getByRole('switch').click({ force: true });
    await eventually(() => card.getAttribute('data-active')).toBe('false');
    expect((await api<{ is_active: boolean }[]>('GET', '/price-alerts', token))[0]?.is_active).toBe(false);
    await card.getByRole('switch').click({ force: true });
    await eventually(() => card.getAttribute('data-active')).toBe('true');
  });

  it('reads well in Arabic on a phone: the price section, the profile tab (screenshots)', async () => {
    await chooseLanguage(grower, 'ar');
    await grower.goto(`${server.baseUrl}/crops/tomato`);
    await eventually(() => grower.getByTestId('price-alert-form').count()).toBe(1);
    await eventually(() => grower.getByTestId('latest-price').count()).toBeGreaterThanOrEqual(5);
    await eventually(() => grower.getByTestId('crop-price-alert').count()).toBe(1);
    expect(await plain(grower.getByTestId('price-alert-sentence'))).toMatch(
      /^نبّهني لمّا سعر الطماطم في سوق العبور للجملة يطلع فوق [\d.]+ جنيه\/كجم$/,
    );
    const section = grower.getByTestId('section-prices');
    expect(await violations(grower, '[data-testid="section-prices"]')).toEqual([]);
    await shoot(grower, section, 'price-section-ar-390.png');

    await grower.goto(`${server.baseUrl}/profile?tab=alerts`);
    await eventually(() => grower.getByTestId('price-alert-item').count()).toBe(1);
    expect(await plain(grower.getByTestId('price-alert-summary'))).toBe(`فوق ${level} جنيه/كجم في سوق العبور للجملة`);
    expect(await violations(grower, '[data-testid="price-alerts-panel"]')).toEqual([]);
    await grower.screenshot({ path: join(RESULTS_DIR, 'price-alerts-profile-ar-390.png'), fullPage: true });

    await grower.getByTestId('notifications-bell').click();
    await eventually(() =>
      grower.getByTestId('notifications-dropdown').getByTestId('notification-item').count(),
    ).toBeGreaterThan(0);
    expect(await plain(grower.getByTestId('notification-kind').first())).toBe('تنبيه سعر');
    await grower.screenshot({ path: join(RESULTS_DIR, 'price-alert-notification-ar-390.png') });
  });
});
