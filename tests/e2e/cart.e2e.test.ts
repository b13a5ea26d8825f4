import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, eventually, storefrontForFile } from './harness';
import { type ListedProduct, signUp, reopenIn, chooseLanguage } from './steps';

let server: RunningServer;
let page: Page;

/** Two products of the demo catalogue: A (100–200 EGP, stock ≥ 10) and B (at most 140 EGP, stock ≥ 3). */
let a: ListedProduct;
let b: ListedProduct;

storefrontForFile(async (store) => {
  ({ server, page } = store);
  const answer = (await (await fetch(`${server.baseUrl}/api/products?limit=100&is_available=true`)).json()) as {
    data: ListedProduct[];
  };
  const sellable = answer.data.filter((p) => p.is_available && (p.stock_quantity ?? 999) >= 10);
  a = sellable.find((p) => p.price >= 100 && p.price <= 200)!;
  b = sellable.find((p) => p.id !== a?.id && p.price > 0 && p.price <= 140)!;
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  // The demo catalogue names every product in Arabic too: the Arabic cart shows that name.
  expect(a.name_ar).toBeTruthy();
});

const badgeCount = () => page.getByTestId('cart-badge').getAttribute('data-count');
const said = (text: string) => page.getByText(text, { exact: true }).count();
const line = (name: string) => page.getByTestId('cart-item').filter({ hasText: name });
const hint = () => page.getByTestId('free-shipping-hint').count();

describe('the cart and favourites in the browser', () => {
  it('signs up a fresh grower; the header shows the cart and favourites links', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await signUp(page, {
      firstName: 'Karim',
      lastName: 'Mostafa',
      email: `cart-${Date.now()}@example.com`,
      password: 'green-fields-7',
    });
    await eventually(() => page.getByTestId('header-cart').count()).toBe(1);
    expect(await page.getByTestId('header-favorites').count()).toBe(1);
    expect(await badgeCount()).toBe('0');
  });

  it('adds one from a shop card: the message and the badge', async () => {
    await page.goto(`${server.baseUrl}/shop?search=${encodeURIComponent(a.name)}`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('product-name').getByText(a.name, { exact: true }) })
      .first();
    await card.getByTestId('add-to-cart').click();
    await eventually(() => said(`${a.name} added to cart`)).toBe(1);
    await eventually(badgeCount).toBe('1');
  });

  it('adds two from the product page with its stepper', async () => {
    await page.goto(`${server.baseUrl}/shop/${b.slug}`);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('quantity-increase').click();
    await eventually(() => page.getByTestId('quantity-input').inputValue()).toBe('2');
    await page.getByTestId('add-to-cart').click();
    await eventually(() => said(`${b.name} added to cart`)).toBe(1);
    await eventually(badgeCount).toBe('3');
  });

  it('lists the lines; a quantity change moves the subtotal across 500 EGP and the free-shipping hint follows', async () => {
    await page.getByTestId('header-cart').click();
    await eventually(() => page.getByTestId('cart-page').getAttribute('data-state')).toBe('loaded');
    expect(await page.getByTestId('cart-item').count()).toBe(2);
    await eventually(hint).toBe(1);
    expect(await page.getByTestId('free-shipping-hint').textContent()).toMatch(/^Add .+ more for free shipping$/);
    expect(await page.getByTestId('cart-shipping').textContent()).toMatch(/50/);

    // The smallest quantity of A that takes the subtotal above 500.
    const quantity = Math.floor((500 - 2 * b.price) / a.price) + 1;
    await line(a.name).getByTestId('quantity-input').fill(String(quantity));
    await line(a.name).getByTestId('quantity-input').press('Enter');
    await eventually(() => said('Cart updated successfully')).toBeGreaterThan(0);
    await eventually(hint).toBe(0);
    await eventually(() => page.getByTestId('cart-shipping').textContent()).toBe('Free');
    await eventually(badgeCount).toBe(String(quantity + 2));

    // One fewer and the hint is back; the minus control stops at 1.
    await line(a.name).getByTestId('quantity-decrease').click();
    await eventually(hint).toBe(1);
    await eventually(badgeCount).toBe(String(quantity + 1));
    expect(await line(b.name).getByTestId('quantity-decrease').isDisabled()).toBe(false);
  });

  it('removes a line only after its confirmation', async () => {
    await line(b.name).getByTestId('cart-item-remove').click();
    await eventually(() => said(`Remove ${b.name} from your cart?`)).toBe(1);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await eventually(() => page.getByTestId('cart-item').count()).toBe(1);
    await eventually(() => said('Item removed from cart')).toBeGreaterThan(0);
    const remaining = Number(await line(a.name).getByTestId('quantity-input').inputValue());
    await eventually(badgeCount).toBe(String(remaining));
  });

  it('shows the cart in Arabic, right to left', async () => {
    await chooseLanguage(page, 'ar');
    await page.reload();
    await eventually(() => page.getByTestId('cart-page').getAttribute('data-state')).toBe('loaded');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await eventually(() => said('سلة التسوق')).toBe(1);
    await eventually(() => said('ملخص الطلب')).toBe(1);
    // The line is named in Arabic (the product's name_ar), in the list and in the removal's confirmation.
    await eventually(() => page.getByTestId('cart-item-name').allTextContents()).toEqual([a.name_ar]);
    expect(await said(a.name)).toBe(0);
    await line(a.name_ar!).getByTestId('cart-item-remove').click();
    await eventually(() => page.getByRole('dialog').textContent()).toContain(a.name_ar);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('cart-item').count()).toBe(1);
    await page.screenshot({ path: join(RESULTS_DIR, 'cart-ar.png'), fullPage: true });
    await reopenIn(page, 'en');
  });

  it('favourites and unfavourites from the product page and the favorites page', async () => {
    await page.goto(`${server.baseUrl}/shop/${a.slug}`);
    const heart = page.getByTestId('favorite-button');
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await eventually(() => said('Product added to favorites')).toBe(1);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('header-favorites').click();
    await eventually(() => page.getByTestId('favorites-list').getAttribute('data-state')).toBe('loaded');
    expect(await page.getByTestId('favorites-count').textContent()).toBe('1 item saved');
    expect(await page.getByTestId('favorite-name').textContent()).toBe(a.name);

    await page.getByTestId('favorite-remove').click();
    await eventually(() => said(`Remove ${a.name} from your favorites?`)).toBe(1);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await eventually(() => page.getByTestId('favorites-list').getAttribute('data-state')).toBe('empty');
    expect(await said('No favorites yet')).toBe(1);

    // The heart on the product page lets go as well.
    await page.goto(`${server.baseUrl}/shop/${a.slug}`);
    await heart.click();
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await eventually(() => said('Product removed from favorites')).toBeGreaterThan(0);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
  });
});
