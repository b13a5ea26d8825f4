import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountForFreeShipping } from '../../src/shared/business';
import { RESULTS_DIR, type Storefront, eventually, storefrontForFile, pathOf } from './harness';
import { type ListedProduct, apiOf, field, signIn, signUpAndOrder, chooseLanguage } from './steps';

/*
 * Storefront fidelity: the free-shipping hint at its boundary, the margin's decimal, every sign-up problem
 * at once, what a failed heart or cancel says, the copied link's words, the checkout's order of missing fields, the
 * explanation during a quiz's pause, the Add to Cart or heart that sent a visitor to sign in, and the irrigation
 * calculator beside the crop guides — in English and Arabic.
 */

let store: Storefront;
const api = apiOf(() => store.server);
const base = () => store.server.baseUrl;

/** A sellable product of the demo catalogue under 200 EGP, with stock for a few. */
let product: ListedProduct;

storefrontForFile(async (opened) => {
  store = opened;
  const answer = (await (await fetch(`${base()}/api/products?limit=100&is_available=true`)).json()) as {
    data: (typeof product)[];
  };
  product = answer.data.find(
    (p) => p.is_available && p.price > 20 && p.price < 200 && (p.stock_quantity ?? 999) >= 10,
  )!;
  expect(product).toBeDefined();
});

/** A fresh context (its own storage, so its own session) and a page on it. */
async function freshPage(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await store.browser.newContext({ viewport, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** An element's text without the bidi isolates the page puts around numbers. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const said = (page: Page, text: string) => page.getByText(text, { exact: true }).count();

let customerCount = 0;
/** A new customer, registered through the API: their e-mail, password and access token. */
async function newCustomer() {
  customerCount += 1;
  const customer = {
    first_name: 'Mona',
    last_name: 'Saleh',
    email: `fidelity-${Date.now()}-${customerCount}@example.com`,
    password: 'green-fields-7',
  };
  const { access_token: token } = await api<{ access_token: string }>('POST', '/auth/register', null, customer);
  return { ...customer, token };
}

describe('sign in keeps the intent', () => {
  it('Add to Cart (2) sends a visitor to sign in; back on the product, the two are in the cart', async () => {
    const customer = await newCustomer();
    const { context, page } = await freshPage();
    try {
      await page.goto(`${base()}/shop/${product.slug}`);
      await page.waitForLoadState('networkidle');
      await page.getByTestId('quantity-increase').click();
      await eventually(() => page.getByTestId('quantity-input').inputValue()).toBe('2');
      await page.getByTestId('add-to-cart').click();
      await eventually(() => pathOf(page)).toBe('/login');
      expect(new URL(page.url()).searchParams.get('from')).toBe(`/shop/${product.slug}`);
      await eventually(() => said(page, 'Please log in to add items to your cart')).toBe(1);
      // Nothing is added while signed out.
      expect((await api<{ items: unknown[] }>('GET', '/cart', customer.token)).items).toHaveLength(0);

      await signIn(page, customer.email, customer.password);
      await eventually(() => pathOf(page)).toBe(`/shop/${product.slug}`);
      await eventually(() => said(page, `${product.name} added to cart`)).toBe(1);
      await eventually(() => page.getByTestId('cart-badge').getAttribute('data-count')).toBe('2');
      const cart = await api<{ items: { quantity: number; product: { id: string } }[] }>(
        'GET',
        '/cart',
        customer.token,
      );
      expect(cart.items.map((i) => [i.product.id, i.quantity])).toEqual([[product.id, 2]]);

      // Once: a reload does not add it again.
      await page.reload();
      await eventually(() => page.getByTestId('cart-badge').getAttribute('data-count')).toBe('2');
      await page.waitForTimeout(1_000);
      expect((await api<{ items: { quantity: number }[] }>('GET', '/cart', customer.token)).items[0]?.quantity).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('the heart sends a visitor to sign in; back on the product, it is a favourite', async () => {
    const customer = await newCustomer();
    const { context, page } = await freshPage();
    try {
      await page.goto(`${base()}/shop/${product.slug}`);
      await page.waitForLoadState('networkidle');
      await page.getByTestId('favorite-button').click();
      await eventually(() => pathOf(page)).toBe('/login');
      await eventually(() => said(page, 'Please log in to add items to your favorites')).toBe(1);
      await signIn(page, customer.email, customer.password);
      await eventually(() => pathOf(page)).toBe(`/shop/${product.slug}`);
      await eventually(() => said(page, 'Product added to favorites')).toBe(1);
      await eventually(() => page.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true');
      const favorites = await api<{ product_id: string | null }[]>('GET', '/favorites', customer.token);
      expect(favorites.map((f) => f.product_id)).toEqual([product.id]);
    } finally {
      await context.close();
    }
  });
});

describe('the cart and the checkout', () => {
  let customer: Awaited<ReturnType<typeof newCustomer>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    customer = await newCustomer();
    await api('POST', '/cart/add', customer.token, { product_id: product.id, quantity: 1 });
    ({ context, page } = await freshPage());
    await page.goto(`${base()}/login`);
    await signIn(page, customer.email, customer.password);
    await page.getByTestId('header-cart').waitFor();
  });
  afterAll(() => context?.close());

  it('names an amount that makes shipping free, on the cart and on the checkout summary', async () => {
    const missing = amountForFreeShipping(product.price);
    // 500 − price + 0.01: the amount added takes the subtotal above 500, where shipping is free.
    expect(Math.round((product.price + missing) * 100)).toBe(500 * 100 + 1);
    const expected = `Add ${missing.toLocaleString('en-GB', { maximumFractionDigits: 2 })} EGP more for free shipping`;
    await page.goto(`${base()}/cart`);
    await eventually(() => page.getByTestId('cart-page').getAttribute('data-state')).toBe('loaded');
    await eventually(async () => plain(await page.getByTestId('free-shipping-hint').textContent())).toBe(expected);
    expect(plain(await page.getByTestId('cart-shipping').textContent())).toBe('50 EGP');

    await page.goto(`${base()}/checkout`);
    await eventually(() => page.getByTestId('checkout-page').getAttribute('data-state')).toBe('form');
    await eventually(async () => plain(await page.getByTestId('summary-free-shipping-hint').textContent())).toBe(
      expected,
    );
  });

  it('reports missing fields in the order the form shows them: city before the street address', async () => {
    await field(page, 'First name').fill('Mona');
    await field(page, 'Last name').fill('Saleh');
    await field(page, 'Phone').fill('+20 1001234567');
    await page.getByTestId('place-order').click();
    await eventually(() => said(page, 'Please fill in city')).toBe(1);
    expect(await said(page, 'Please fill in address')).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-shipping-city');
    await field(page, 'City').fill('Aswan');
    await page.getByTestId('place-order').click();
    await eventually(() => said(page, 'Please fill in address')).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-shipping-address');
  });

  it('shows the hint in Arabic on the cart of a phone (screenshot)', async () => {
    const phone = await context.newPage();
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`${base()}/cart`);
      await chooseLanguage(phone, 'ar');
      await phone.reload();
      await eventually(() => phone.getByTestId('cart-page').getAttribute('data-state')).toBe('loaded');
      await eventually(async () => plain(await phone.getByTestId('free-shipping-hint').textContent())).toMatch(
        /^أضف .+ أخرى للحصول على شحن مجاني$/,
      );
      await phone.getByTestId('cart-summary').scrollIntoViewIfNeeded();
      await phone.screenshot({ path: join(RESULTS_DIR, 'fidelity-cart-hint-ar.png') });
      await chooseLanguage(phone, 'en');
    } finally {
      await phone.close();
    }
  });

  it("says 'Failed to update favorites. Please try again.' when the heart's call gets no answer", async () => {
    await page.goto(`${base()}/shop/${product.slug}`);
    await page.waitForLoadState('networkidle');
    await page.route(/\/trpc\/[^?]*favorites\.add/, (route) => route.abort('connectionfailed'));
    try {
      await page.getByTestId('favorite-button').click();
      await eventually(() => said(page, 'Failed to update favorites. Please try again.')).toBe(1);
      // The heart is put back.
      await eventually(() => page.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('false');
    } finally {
      await page.unroute(/\/trpc\/[^?]*favorites\.add/);
    }
  });
});

describe('a cancel that fails on My Orders', () => {
  it('says the order was not cancelled, not that orders failed to load — in both languages', async () => {
    const email = `fidelity-cancel-${Date.now()}@example.com`;
    const { order } = await signUpAndOrder(
      api,
      { first_name: 'Hoda', last_name: 'Fathy', email, password: 'green-fields-7' },
      { productId: product.id, quantity: 1, street: '3 Corniche Road', idempotencyKey: `fidelity-${Date.now()}` },
    );
    const { context, page } = await freshPage();
    try {
      await page.goto(`${base()}/login`);
      await signIn(page, email, 'green-fields-7');
      await eventually(() => page.getByTestId('header-cart').count()).toBe(1);
      await page.goto(`${base()}/orders`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      await eventually(() => card.count()).toBe(1);
      await page.route(/\/trpc\/[^?]*orders\.cancel/, (route) => route.abort('connectionfailed'));
      await card.getByRole('button', { name: 'Cancel Order' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
      await eventually(() => said(page, 'Failed to cancel order')).toBe(1);
      const message = page.getByText(/was not cancelled/);
      await eventually(async () => plain(await message.textContent())).toBe(
        `Order ${order.order_number} was not cancelled. Please check your connection and try again.`,
      );
      expect(await said(page, 'Failed to load orders. Please try again.')).toBe(0);
      expect(await card.getAttribute('data-status')).toBe('pending');

      await chooseLanguage(page, 'ar');
      await page.reload();
      await eventually(() => card.count()).toBe(1);
      await card.getByRole('button', { name: 'إلغاء الطلب' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'إلغاء الطلب' }).click();
      await eventually(() => said(page, 'تعذّر إلغاء الطلب')).toBe(1);
      await eventually(async () => plain(await page.getByText(/لم يُلغَ الطلب/).textContent())).toBe(
        `لم يُلغَ الطلب ${order.order_number}. يُرجى التحقق من اتصالك ثم المحاولة مرة أخرى.`,
      );
    } finally {
      await context.close();
    }
  });
});

describe('sign-up', () => {
  it("shows every problem at once, 'Passwords do not match' included", async () => {
    const { context, page } = await freshPage({ width: 390, height: 844 });
    try {
      await page.goto(`${base()}/signup`);
      await field(page, 'First name').fill('Mona');
      await field(page, 'Last name').fill('Saleh');
      await field(page, 'Email').fill('mona@');
      await field(page, 'Password').fill('green-fields-7');
      await field(page, 'Confirm password').fill('green-fields-8');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await eventually(() => said(page, 'Please enter a valid email address')).toBe(1);
      expect(await said(page, 'Please accept the terms and privacy policy')).toBe(1);
      expect(await said(page, 'Passwords do not match')).toBe(1);
      expect(pathOf(page)).toBe('/signup');
    } finally {
      await context.close();
    }
  });
});

describe('share without a share sheet', () => {
  it("copies the link and says exactly 'Product link copied to clipboard!'", async () => {
    const { context, page } = await freshPage();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
      await page.goto(`${base()}/shop/${product.slug}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await page.getByTestId('share-button').click();
      await eventually(() => said(page, 'Product link copied to clipboard!')).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base()}/shop/${product.slug}`);

      await chooseLanguage(page, 'ar');
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.getByTestId('share-button').click();
      await eventually(() => said(page, 'تم نسخ رابط المنتج إلى الحافظة!')).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('a quiz', () => {
  interface Question {
    question_text: string;
    explanation: string | null;
    explanation_ar: string | null;
  }

  it("shows the question's explanation during each 3-second pause, in English and Arabic", async () => {
    const questions = await api<Question[]>('GET', '/quizzes/basic-agriculture/questions', null);
    const { context, page } = await freshPage({ width: 390, height: 844 });
    try {
      await page.goto(`${base()}/quizzes`);
      await page
        .locator('[data-testid="quiz-card"][data-quiz="basic-agriculture"]')
        .getByRole('button', { name: /^Start Quiz/ })
        .click();
      for (const n of [1, 2]) {
        await eventually(async () => plain(await page.getByTestId('quiz-position').textContent())).toBe(
          `Question ${n} of ${questions.length}`,
        );
        await page.getByTestId('quiz-answer').first().click();
        await page.getByTestId('quiz-next').click();
        const pause = page.getByTestId('quiz-explanation');
        await pause.waitFor();
        // The explanation is what the pause shows, headed 'Explanation'; 'Answer saved' is only a note below it.
        expect(await pause.locator('.mantine-Alert-title').textContent()).toBe('Explanation');
        expect(await page.getByTestId('quiz-explanation-text').textContent()).toBe(questions[n - 1]!.explanation);
        expect(plain(await page.getByTestId('quiz-pause-note').textContent())).toBe(
          'Answer saved. The next question comes in a moment...',
        );
      }
      await page.getByRole('button', { name: 'Back', exact: true }).click();

      await chooseLanguage(page, 'ar');
      await page.reload();
      await page
        .locator('[data-testid="quiz-card"][data-quiz="basic-agriculture"]')
        .getByRole('button', { name: /^ابدأ الاختبار/ })
        .click();
      await page.getByTestId('quiz-answer').first().click();
      await page.getByTestId('quiz-next').click();
      await page.getByTestId('quiz-explanation').waitFor();
      expect(await page.getByTestId('quiz-explanation').locator('.mantine-Alert-title').textContent()).toBe('الشرح');
      expect(await page.getByTestId('quiz-explanation-text').textContent()).toBe(questions[0]!.explanation_ar);
    } finally {
      await context.close();
    }
  });
});

describe('the calculators', () => {
  const plainOf = async (page: Page, testId: string) => plain(await page.getByTestId(testId).first().textContent());
  /** The text under a calculator field (its description). */
  const descriptionOf = async (page: Page, testId: string) => {
    const ids = (await page.getByTestId(testId).getAttribute('aria-describedby')) ?? '';
    const id = ids.split(' ').find((i) => i.endsWith('-description'));
    return id ? plain(await page.locator(`[id="${id}"]`).textContent()) : '';
  };

  it("gives the profit margin with one decimal: '70.0%'", async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${base()}/calculators?tab=profit`);
      await page.getByTestId('profit-area').fill('1');
      await page.getByTestId('profit-yield').fill('1000');
      await page.getByTestId('profit-price').fill('1');
      await eventually(() => plainOf(page, 'profit-margin')).toBe('100.0%');
      await page.getByTestId('profit-cost-other').fill('300');
      await eventually(() => plainOf(page, 'profit-margin')).toBe('70.0%');
    } finally {
      await context.close();
    }
  });

  it("irrigation: the spec's daily figure as an editable default, the crop guide's seasonal figure beside the result", async () => {
    const { context, page } = await freshPage({ width: 390, height: 844 });
    try {
      await page.goto(`${base()}/calculators?tab=irrigation`);
      await eventually(() => page.getByTestId('irrigation-crop').locator('option', { hasText: 'Okra' }).count()).toBe(
        1,
      );
      await page.getByTestId('irrigation-crop').selectOption('corn');
      await page.getByTestId('irrigation-season').selectOption('summer');
      expect(await page.getByTestId('irrigation-litres').inputValue()).toBe('4000');
      expect(await descriptionOf(page, 'irrigation-litres')).toBe("From the calculator's table: Corn, Summer.");
      await page.getByTestId('irrigation-area').fill('1');
      // 1 × 4,000 / 0.7 = 5,714 L a day; over the guide's 120 days 686 m³, beside the guide's 3,000 m³.
      await eventually(() => plainOf(page, 'irrigation-daily')).toBe('5,714 L');
      expect(await plainOf(page, 'irrigation-guide-figure')).toBe(
        'Maize (Corn) guide: 3,000 m³ per feddan for the whole season (120 days in the field).',
      );
      expect(await plainOf(page, 'irrigation-guide-ours')).toBe(
        'This calculation over the same 120 days: 686 m³ per feddan.',
      );

      // The daily figure is the grower's to change.
      await page.getByTestId('irrigation-litres').fill('17500');
      await eventually(() => plainOf(page, 'irrigation-daily')).toBe('25,000 L');
      expect(await plainOf(page, 'irrigation-guide-ours')).toBe(
        'This calculation over the same 120 days: 3,000 m³ per feddan.',
      );
      expect(await descriptionOf(page, 'irrigation-litres')).toBe('Your own figure. The suggested one is 4,000 L.');

      // Another crop of the guide: its seasonal figure spread over its days, no season to choose.
      await page.getByTestId('irrigation-crop').selectOption({ label: 'Okra' });
      await eventually(() => page.getByTestId('irrigation-litres').inputValue()).toBe('20833');
      expect(await page.getByTestId('irrigation-season').count()).toBe(0);
      expect(await descriptionOf(page, 'irrigation-litres')).toBe(
        "The Okra guide's 2,500 m³ for the season, spread over 120 days.",
      );
      expect(await plainOf(page, 'irrigation-guide-figure')).toBe(
        'Okra guide: 2,500 m³ per feddan for the whole season (120 days in the field).',
      );

      // In Arabic, on a phone (screenshot).
      await page.getByTestId('irrigation-crop').selectOption('corn');
      await page.getByTestId('irrigation-season').selectOption('summer');
      await chooseLanguage(page, 'ar');
      await page.reload();
      await eventually(() => page.getByTestId('irrigation-guide').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(() => plainOf(page, 'irrigation-guide-figure')).toBe(
        'دليل الذرة الشامية: 3,000\u00a0م³ للفدان طوال الموسم (120 يومًا في الحقل).',
      );
      await page.screenshot({ path: join(RESULTS_DIR, 'fidelity-irrigation-ar.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
