import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '../../src/shared/catalogue';
import { RESULTS_DIR, type RunningServer, eventually, storefrontForFile, pathOf } from './harness';
import { type MailSink, startMailSink } from './mailSink';
import { signUp, chooseLanguage, reopenIn, verifyByMail } from './steps';

let server: RunningServer;
let page: Page;
let browser: Browser;

/** The app's mail server: a grower verifies their address through the mailed link before writing a review. */
let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink?.close());

storefrontForFile(
  (store) => ({ server, page, browser } = store),
  () => ({ SMTP_URL: sink.url }),
);

const param = (name: string) => new URL(page.url()).searchParams.get(name);
const list = () => page.getByTestId('product-list');
const cards = () => page.getByTestId('product-card');
const showing = () => page.getByTestId('shop-showing').textContent();

/** The list once it has settled on its new state (loaded and no longer the previous page shown while loading). */
async function listSettled() {
  await eventually(() => list().getAttribute('data-state')).toMatch(/^(loaded|empty)$/);
  await eventually(() => page.locator('[data-testid="product-list"] [aria-busy="true"]').count()).toBe(0);
}

/** The prices on the cards, in the order shown. */
async function cardPrices(): Promise<number[]> {
  const values = await page
    .getByTestId('product-card')
    .getByTestId('product-price')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-price')));
  return values.map(Number);
}

/** The total of 'Showing X to Y of Z products'. */
async function shownTotal(): Promise<number> {
  const match = /of (\d+) products/.exec((await showing()) ?? '');
  return Number(match?.[1]);
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe('the shop in the browser', () => {
  let allProducts = 0;

  it('lists the first 20 products, newest first, with counts per category', async () => {
    await page.goto(`${server.baseUrl}/shop`);
    await listSettled();
    expect(await cards().count()).toBe(20);
    expect(await showing()).toMatch(/^Showing 1 to 20 of \d+ products$/);
    allProducts = await shownTotal();
    expect(allProducts).toBeGreaterThan(20);
    // The counts count the products the list shows: together, and in all, its 'of Z'.
    const categoryCounts = async () =>
      (await page.locator('[data-category]').getByTestId('category-count').allTextContents()).map(Number);
    await eventually(async () => (await categoryCounts()).length).toBe(9);
    expect((await categoryCounts()).reduce((a, b) => a + b, 0)).toBe(allProducts);
    expect(await page.getByTestId('category-count').count()).toBe(10);
    expect(Number(await page.getByTestId('category-count').first().textContent())).toBe(allProducts);
    expect(await page.getByTestId('shop-sort').inputValue()).toBe('newest');
    // Categories with their counts, names with underscores shown as spaces.
    const irrigation = page.locator('[data-category="irrigation"]');
    expect(Number(await irrigation.getByTestId('category-count').textContent())).toBeGreaterThan(0);
    expect(await page.locator('[data-category="pots_planters"]').textContent()).toContain('Pots Planters');
    // Seven sort options.
    expect(await page.getByTestId('shop-sort').locator('option').allTextContents()).toEqual([
      'Newest',
      'Oldest',
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
      'Name A-Z',
      'Most Popular',
    ]);
  });

  it('has a newsletter box and links to crops, projects and about', async () => {
    await page.getByTestId('newsletter-email').fill(`grower.${Date.now()}@example.com`);
    await page.getByTestId('newsletter-subscribe').click();
    await eventually(() => page.getByTestId('newsletter-feedback').textContent()).toContain(
      'Check your inbox to confirm your subscription.',
    );
    const links = page.getByRole('navigation', { name: 'More for growers' }).getByRole('link');
    expect(await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))).toEqual([
      '/crops',
      '/projects',
      '/about',
    ]);
  });

  it('searches when Enter is pressed, from page 1', async () => {
    await page.getByTestId('shop-search').fill('drip');
    await page.getByTestId('shop-search').press('Enter');
    await eventually(() => param('search')).toBe('drip');
    await listSettled();
    const found = await shownTotal();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(allProducts);
    expect(((await cards().first().textContent()) ?? '').toLowerCase()).toContain('drip');

    await page.getByTestId('shop-search').fill('no-such-thing-qqq');
    await page.getByTestId('shop-search').press('Enter');
    await listSettled();
    expect(await list().getAttribute('data-state')).toBe('empty');
    expect(await page.getByText('No products found', { exact: true }).count()).toBe(1);
    await page.getByTestId('clear-all-filters').click();
    await eventually(() => param('search')).toBeNull();
    await listSettled();
    expect(await shownTotal()).toBe(allProducts);
    expect(await page.getByTestId('shop-search').inputValue()).toBe('');
  });

  it('filters by category and price range when Apply Filters is pressed', async () => {
    const irrigationCount = Number(
      await page.locator('[data-category="irrigation"]').getByTestId('category-count').textContent(),
    );
    await page.locator('[data-category="irrigation"]').click();
    await page.getByLabel(/^Mid Range/).check();
    // Nothing changes until the filters are applied.
    expect(param('category')).toBeNull();
    await page.getByTestId('apply-filters').click();
    await eventually(() => param('category')).toBe('irrigation');
    expect(param('price_range')).toBe('mid_range');
    await listSettled();
    const total = await shownTotal();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(irrigationCount);
    for (const price of await cardPrices()) {
      expect(price).toBeGreaterThanOrEqual(PRICE_RANGES.mid_range.min);
      expect(price).toBeLessThan(PRICE_RANGES.mid_range.max);
    }

    // Custom bounds in EGP narrow it further.
    await page.getByTestId('min-price').fill('500');
    await page.getByTestId('max-price').fill('900');
    await page.getByTestId('apply-filters').click();
    await eventually(() => param('max_price')).toBe('900');
    await listSettled();
    for (const price of await cardPrices()) {
      expect(price).toBeGreaterThanOrEqual(500);
      expect(price).toBeLessThanOrEqual(900);
    }

    // A max below the min is refused in the sidebar, and the list stays as it is.
    await page.getByTestId('min-price').fill('900');
    await page.getByTestId('max-price').fill('100');
    await page.getByTestId('apply-filters').click();
    await eventually(() => page.getByText('The max price must be at least the min price').count()).toBe(1);
    expect(param('min_price')).toBe('500');
  });

  it('opens the same list from a shared link, and Clear All forgets the filters', async () => {
    const shared = page.url();
    await page.goto(shared);
    await listSettled();
    expect(await page.locator('[data-category="irrigation"]').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('max-price').inputValue()).toBe('900');
    await page.getByTestId('clear-filters').click();
    await eventually(() => param('category')).toBeNull();
    await listSettled();
    expect(await shownTotal()).toBe(allProducts);
  });

  it('sorts by price both ways, from page 1', async () => {
    await page.getByTestId('shop-sort').selectOption('price_low_high');
    await eventually(() => param('sort_by')).toBe('price');
    expect(param('sort_order')).toBe('ASC');
    await listSettled();
    const low = await cardPrices();
    expect(low).toHaveLength(20);
    expect(ascending(low)).toBe(true);

    await page.getByTestId('shop-sort').selectOption('price_high_low');
    await eventually(() => param('sort_order')).toBe('DESC');
    await listSettled();
    const high = await cardPrices();
    expect(descending(high)).toBe(true);
    expect(high[0]).toBeGreaterThan(low[0]!);
  });

  it('goes to page 2 keeping the sort; only pages that exist are offered', async () => {
    const pageOne = await cardPrices();
    await page.getByTestId('shop-pagination').getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => param('page')).toBe('2');
    expect(param('sort_by')).toBe('price');
    await listSettled();
    expect(await showing()).toBe(`Showing 21 to 40 of ${allProducts} products`);
    const pageTwo = await cardPrices();
    expect(pageTwo[0]!).toBeLessThanOrEqual(pageOne.at(-1)!);
    expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true);
    const buttons = await page
      .getByTestId('shop-pagination')
      .getByRole('button', { name: /^Page \d+$/ })
      .allTextContents();
    const lastPage = Math.ceil(allProducts / 20);
    expect(buttons.map(Number)).toEqual(Array.from({ length: Math.min(5, lastPage) }, (_, i) => i + 1));

    // A link past the end is answered with an empty page, and the pages offered stay within 1..last.
    await page.goto(`${server.baseUrl}/shop?page=${lastPage}`);
    await listSettled();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it("says 'Failed to Load Products' when the list cannot be loaded, and Try Again loads it", async () => {
    await page.route(/\/trpc\/[^?]*products\.list/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/shop?page=2`);
    await eventually(() => list().getAttribute('data-state')).toBe('error');
    expect(await page.getByText('Failed to Load Products', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Failed to load products. Please try again.', { exact: true }).count()).toBe(1);
    await page.unroute(/\/trpc\/[^?]*products\.list/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await listSettled();
    expect(await showing()).toBe(`Showing 21 to 40 of ${allProducts} products`);
  });

  it('switches between the grid and the list view, kept in the link', async () => {
    await page.getByTestId('view-switch').getByText('List').click();
    await eventually(() => param('view')).toBe('list');
    expect(await page.locator('[data-view="list"]').count()).toBe(1);
    expect(await page.getByTestId('view-switch').getByRole('button', { name: 'List', pressed: true }).count()).toBe(1);
    await page.getByTestId('view-switch').getByText('Grid').click();
    await eventually(() => param('view')).toBeNull();
  });

  it('sends a visitor who presses the heart to the login page with the favourites message', async () => {
    await page.goto(`${server.baseUrl}/shop`);
    await listSettled();
    const firstCard = cards().first();
    const href = await firstCard.getByRole('link', { name: 'View' }).getAttribute('href');
    await firstCard.getByTestId('favorite-button').click();
    await eventually(() => pathOf(page)).toBe('/login');
    expect(param('from')).toBe(href);
    await eventually(() => page.getByTestId('redirect-message').textContent()).toBe(
      'Please log in to add items to your favorites',
    );
  });

  let productPath = '';

  it('opens a product: breadcrumb, price, stock, tabs with their content, related products', async () => {
    await page.goto(`${server.baseUrl}/shop?sort_by=price&sort_order=DESC`);
    await listSettled();
    const firstCard = cards().first();
    const name = await firstCard.getByTestId('product-name').textContent();
    await firstCard.getByRole('link', { name: 'View' }).click();
    await eventually(() => pathOf(page)).toMatch(/^\/shop\/[a-z0-9-]+$/);
    productPath = pathOf(page);
    await eventually(() => page.getByTestId('product-title').textContent()).toBe(name);
    // Shop / category (underscores shown as spaces) / name.
    const crumbs = await page.getByTestId('breadcrumb').locator('li').allTextContents();
    expect(crumbs).toHaveLength(3);
    expect(crumbs[0]).toBe('Shop');
    expect(crumbs[1]).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(crumbs[2]).toBe(name);
    expect(await page.getByTestId('stock-line').textContent()).toMatch(/^(In Stock \(\d+ available\)|Out of Stock)$/);
    expect(await page.getByTestId('quantity-decrease').isDisabled()).toBe(true);
    // Let the page's first queries settle (a slow machine answers them late) before using the stepper.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('quantity-increase').click();
    await eventually(() => page.getByTestId('quantity-input').inputValue()).toBe('2');
    expect(await page.getByText('Quality Guaranteed', { exact: true }).count()).toBe(1);

    // Share: this browser has no share sheet, so the link is copied.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.getByTestId('share-button').click();
    await eventually(() => page.getByText('Product link copied to clipboard!', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Tabs: description first, then specifications and shipping.
    expect(await page.getByTestId('tab-description').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await eventually(() => page.getByTestId('tab-specifications').locator('tr').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Shipping' }).click();
    await eventually(() =>
      page.getByText('Free delivery for orders over 500 EGP within Cairo and Giza.', { exact: true }).count(),
    ).toBe(1);

    // Related products: up to four, each with View to its own page.
    await eventually(() => page.getByTestId('related-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('related-card').count()).toBeLessThanOrEqual(4);
    const relatedHref = await page
      .getByTestId('related-card')
      .first()
      .getByRole('link', { name: 'View' })
      .getAttribute('href');
    expect(relatedHref).toMatch(/^\/shop\/[a-z0-9-]+$/);
    expect(relatedHref).not.toBe(productPath);
  });

  it("shows on a product page the stars and count of the reviews it lists, the demo growers' in the reader's language", async () => {
    const slug = productPath.replace('/shop/', '');
    const product = await page.evaluate(
      async (s) =>
        (await (await fetch(`/api/products/slug/${s}`)).json()).data as { rating: number; review_count: number },
      slug,
    );
    expect(product.review_count).toBeGreaterThan(0);
    const reviews = page.getByTestId('review-item');
    await eventually(() => reviews.count()).toBe(Math.min(product.review_count, 10));
    // The stars at the top (the first on the page) say what the list holds.
    const top = page.getByTestId('star-rating').first();
    expect(await top.textContent()).toBe(`(${product.review_count} review${product.review_count === 1 ? '' : 's'})`);
    expect(await top.getByRole('img').getAttribute('aria-label')).toBe(`Rated ${product.rating} out of 5`);
    const ratings = await reviews.evaluateAll((items) =>
      items.map((item) => item.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''),
    );
    const stars = ratings.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
    if (product.review_count <= 10)
      expect(Math.round((stars.reduce((a, b) => a + b, 0) * 10) / stars.length) / 10).toBe(product.rating);
    expect(await reviews.first().textContent()).toMatch(/[A-Za-z]{3}/);
    expect(await page.getByText('No reviews yet', { exact: true }).count()).toBe(0);

    await chooseLanguage(page, 'ar');
    await page.reload();
    await eventually(() => reviews.count()).toBe(Math.min(product.review_count, 10));
    await eventually(() => reviews.first().textContent()).toMatch(/[\u0600-\u06FF]{4}/);
    await reopenIn(page, 'en');
    await eventually(() => page.getByTestId('add-to-cart').textContent()).toBe('Add to Cart');
  });

  it('sends a visitor who presses Add to Cart to the login page with the cart message and the way back', async () => {
    await page.getByTestId('add-to-cart').click();
    await eventually(() => pathOf(page)).toBe('/login');
    expect(param('from')).toBe(productPath);
    await eventually(() => page.getByTestId('redirect-message').textContent()).toBe(
      'Please log in to add items to your cart',
    );
  });

  it("finds a product by its id, and says 'Product Not Found' for one that does not exist", async () => {
    const slug = productPath.replace('/shop/', '');
    const { id } = await page.evaluate(
      async (s) => (await (await fetch(`/api/products/slug/${s}`)).json()).data as { id: string },
      slug,
    );
    await page.goto(`${server.baseUrl}/shop/${id}`);
    await eventually(() => page.getByTestId('product-title').count()).toBe(1);

    await page.goto(`${server.baseUrl}/shop/no-such-product`);
    await eventually(() => page.getByTestId('product-state').getAttribute('data-state')).toBe('notFound');
    expect(await page.getByText('Product Not Found', { exact: true }).count()).toBe(1);
    expect(await page.getByText('The product you are looking for does not exist.', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await eventually(() => pathOf(page)).toBe('/shop');

    // No answer at all (a dropped connection) is a failure to load, not a missing product. Reached inside the app: a
    // page loaded from the server would carry the product's answer already.
    await page.route(/\/trpc\/[^?]*products\.bySlug/, (route) => route.abort());
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, productPath);
    await eventually(() => page.getByTestId('product-state').getAttribute('data-state')).toBe('error');
    expect(await page.getByText('Failed to load product. Please try again.', { exact: true }).count()).toBe(1);
    await page.unroute(/\/trpc\/[^?]*products\.bySlug/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByTestId('product-title').count()).toBe(1);
  });

  it('shows the shop and a product page in Arabic, right to left', async () => {
    await chooseLanguage(page, 'ar');
    await page.goto(`${server.baseUrl}/shop`);
    await listSettled();
    expect(await page.evaluate(() => document.documentElement.getAttribute('dir'))).toBe('rtl');
    expect(await page.getByTestId('apply-filters').textContent()).toBe('تطبيق التصفية');
    expect(await showing()).toMatch(/^عرض 1 إلى 20 من \d+ منتج$/);
    await page.screenshot({ path: join(RESULTS_DIR, 'shop-ar.png') });
    // On a phone the filters start folded away, behind the Filters toggle.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await listSettled();
    expect(await page.locator('#shop-filters').count()).toBe(0);
    await page.screenshot({ path: join(RESULTS_DIR, 'shop-ar-360.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(`${server.baseUrl}${productPath}`);
    await eventually(() => page.getByTestId('product-title').count()).toBe(1);
    expect(await page.getByTestId('add-to-cart').textContent()).toBe('أضف إلى السلة');
    await page.screenshot({ path: join(RESULTS_DIR, 'product-ar-360.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(RESULTS_DIR, 'product-ar.png'), fullPage: true });

    // The login page shows the shop's message in Arabic too.
    await page.getByTestId('add-to-cart').click();
    await eventually(() => page.getByTestId('redirect-message').textContent()).toBe(
      'يُرجى تسجيل الدخول لإضافة منتجات إلى سلتك',
    );
  });

  it('lets a signed-in grower write, edit and delete a review, and add the product to the cart', async () => {
    await chooseLanguage(page, 'en');
    await page.goto(`${server.baseUrl}/signup?from=${encodeURIComponent(productPath)}`);
    const email = `reviewer.${Date.now()}@example.com`;
    await signUp(page, { firstName: 'Karim', lastName: 'Said', email, password: 'sakha-wheat-2027' });
    await eventually(() => pathOf(page)).toBe(productPath);

    // Reviews are written by verified accounts: until then the form's place says how to verify.
    const verifyFirst = page.getByTestId('review-verify-first');
    await eventually(() => verifyFirst.count()).toBe(1);
    expect(await verifyFirst.textContent()).toBe(
      'Reviews are written by verified accounts: open the link we e-mailed you (or send a new one from your profile), then write yours.',
    );
    expect(await page.getByTestId('review-form-write').count()).toBe(0);
    // The grower opens the link the sign-up mailed, and comes back to the product.
    await verifyByMail(sink, email, { page, baseUrl: server.baseUrl });
    await page.goto(`${server.baseUrl}${productPath}`);

    await eventually(() => page.getByTestId('review-form-write').count()).toBe(1);
    expect(await verifyFirst.count()).toBe(0);
    // A review needs a rating first.
    await page.getByTestId('review-submit').click();
    await eventually(() => page.getByText('Please choose a rating from 1 to 5 stars', { exact: true }).count()).toBe(1);
    // The stars are radio inputs hidden behind their labels: press the fourth star's label.
    const fourStars = await page.getByTestId('review-form-write').getByLabel('4 out of 5 stars').getAttribute('id');
    await page.locator(`label[for="${fourStars}"]`).click();
    await page.getByTestId('review-body').fill('Held up well through a windy winter in Beheira.');
    await page.getByTestId('review-submit').click();
    const mine = page.locator('[data-testid="review-item"][data-mine="true"]');
    await eventually(() => mine.count()).toBe(1);
    expect(await mine.textContent()).toContain('Held up well through a windy winter in Beheira.');
    expect(await mine.textContent()).toContain('Karim S.');
    expect(await page.getByTestId('review-form-write').count()).toBe(0);

    await mine.getByTestId('review-edit').click();
    await page.getByTestId('review-body').fill('Still fine after the second winter.');
    await page.getByTestId('review-submit').click();
    await eventually(() => mine.textContent()).toContain('Still fine after the second winter.');

    await mine.getByTestId('review-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await eventually(() => mine.count()).toBe(0);
    await eventually(() => page.getByTestId('review-form-write').count()).toBe(1);

    await page.getByTestId('add-to-cart').click();
    await eventually(() => page.getByText(/ added to cart$/).count()).toBeGreaterThan(0);
    expect(pathOf(page)).toBe(productPath);
  });
});

describe('the first paint from the server (issue 11, Lighthouse)', () => {
  /**
   * A phone whose app script is held until `release()`, so the page as the server sent it can be looked at (module
   * scripts run before DOMContentLoaded, so the page is read as it is parsed, not after a load event).
   */
  async function slowPhone(storage: Record<string, string> = {}, viewport = { width: 412, height: 823 }) {
    const phone = await browser.newPage({ viewport, serviceWorkers: 'block' });
    await phone.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await phone.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const open = async (path: string) => {
      await phone.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit' });
      // Parsed (the gate's script has run) while the app's script is still held: the page as the app will find it.
      await phone.waitForFunction(() => document.readyState !== 'loading');
    };
    return { phone, release, open };
  }

  it('shows /shop before any script has run, keeps it out of reach, and the app hydrates it in place', async () => {
    const { phone, release, open } = await slowPhone();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    try {
      await open('/shop');
      // The server's copy: the whole first page of products, in #root marked disabled and busy under a shield that takes
      // the taps, until the app is here.
      const root = phone.locator('#root');
      expect(await phone.locator('#root[aria-disabled="true"][aria-busy="true"]').count()).toBe(1);
      expect(await phone.locator('#fellah-first-paint-shield').count()).toBe(1);
      expect(await root.getAttribute('data-prerendered')).toBe('');
      expect(await root.getByTestId('product-card').count()).toBe(20);
      expect(await root.getByTestId('shop-showing').textContent()).toMatch(/^Showing 1 to 20 of \d+ products$/);
      expect(await root.getByTestId('shop-search').isEnabled()).toBe(false);
      // The painted picture is marked, to see whether the app keeps it (hydration) or draws another.
      await phone.evaluate(() =>
        Object.assign(document.querySelector('[data-testid="product-card"] img') as object, { painted: true }),
      );
      release();
      // Typing waits for the app's own search box, so nothing typed is lost.
      await phone.getByTestId('shop-search').fill('drip');
      expect(
        await phone
          .locator('#root[aria-busy], #root[aria-disabled], #root[data-prerendered], #fellah-first-paint-shield')
          .count(),
      ).toBe(0);
      expect(
        await phone.evaluate(
          () => (document.querySelector('[data-testid="product-card"] img') as { painted?: boolean } | null)?.painted,
        ),
      ).toBe(true);
      await phone.getByTestId('shop-search').press('Enter');
      await eventually(() => new URL(phone.url()).searchParams.get('search')).toBe('drip');
      // Hydrated without a difference React had to throw away (it reports those as page errors).
      expect(errors).toEqual([]);
    } finally {
      release();
      await phone.close();
    }
  });

  it('paints a product page the same way, and leaves Arabic readers at a plain address, administrators, and /shop on a wide screen, to the app', async () => {
    const slug = (await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json()).data[0].slug as string;
    const english = await slowPhone();
    try {
      await english.open(`/shop/${slug}`);
      expect(await english.phone.locator('#root[aria-busy="true"] [data-testid="product-gallery"]').count()).toBe(1);
      english.release();
      await eventually(() => english.phone.locator('#root[aria-busy], #fellah-first-paint-shield').count()).toBe(0);
      await eventually(() => english.phone.getByTestId('product-gallery').count()).toBe(1);
    } finally {
      english.release();
      await english.phone.close();
    }
    const admin = {
      authToken: 'not-a-real-token',
      user: JSON.stringify({ id: '1', email: 'admin@example.com', role: 'admin' }),
    };
    for (const storage of [{ lang: 'ar' }, admin] as Record<string, string>[]) {
      const reader = await slowPhone(storage);
      try {
        await reader.open(`/shop/${slug}`);
        expect(await reader.phone.locator('#root > *').count()).toBe(0);
        // The screen's scripts are announced instead, so they load beside the app's.
        expect(await reader.phone.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
      } finally {
        reader.release();
        await reader.phone.close();
      }
    }
    // A wide screen, whose shop starts with its sidebar open, gets the app's own render of /shop, not the phone's paint.
    const desk = await slowPhone({}, { width: 1280, height: 800 });
    try {
      await desk.open('/shop');
      expect(await desk.phone.locator('#root > *').count()).toBe(0);
      expect(await desk.phone.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
      desk.release();
      await eventually(() => desk.phone.getByTestId('category-filter').count()).toBe(1);
    } finally {
      desk.release();
      await desk.phone.close();
    }
  });

  it('paints the public screen for a signed-in grower too, without their Login and Sign Up, then shows their session', async () => {
    const slug = (await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json()).data[0].slug as string;
    const person = {
      first_name: 'Hoda',
      last_name: 'Fathy',
      email: `hoda.paint.${Date.now()}@example.com`,
      password: 'Sunflower#2024',
    };
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(registered.ok).toBe(true);
    const session = (await registered.json()) as { access_token: string; refresh_token: string; user: unknown };
    const storage = {
      authToken: session.access_token,
      refreshToken: session.refresh_token,
      user: JSON.stringify(session.user),
    };
    for (const path of [`/ar/shop/${slug}`, `/shop/${slug}`]) {
      const grower = await slowPhone(storage);
      const errors: string[] = [];
      grower.phone.on('pageerror', (error) => errors.push(error.message));
      try {
        await grower.open(path);
        expect(
          await grower.phone.locator('#root[aria-busy="true"] [data-testid="product-gallery"]').count(),
          path,
        ).toBe(1);
        // The painted header is a visitor's: its Login and Sign Up are there (the app hydrates the same tree) but hidden.
        expect(await grower.phone.locator('html[data-signed-in]').count(), path).toBe(1);
        const login = grower.phone.locator('#root header a[href$="/login"]').first();
        expect(await login.count(), path).toBe(1);
        expect(await login.isVisible(), path).toBe(false);
        grower.release();
        // The app takes over: the grower's own menu, the page in reach, nothing hidden any more.
        await eventually(() => grower.phone.getByTestId('user-menu').count()).toBeGreaterThan(0);
        await eventually(() =>
          grower.phone.locator('html[data-signed-in], #root[aria-busy], #fellah-first-paint-shield').count(),
        ).toBe(0);
        expect(await grower.phone.locator('#root header a[href$="/login"]').count(), path).toBe(0);
        expect(await grower.phone.getByTestId('product-gallery').count(), path).toBe(1);
        // Hydrated without a difference React had to throw away (it reports those as page errors).
        expect(errors, path).toEqual([]);
      } finally {
        grower.release();
        await grower.phone.close();
      }
    }
  });
});
