import { describe, expect, it } from 'vitest';
import { accountsAr } from '../../src/client/i18n/accounts/ar';
import { accountsEn } from '../../src/client/i18n/accounts/en';
import { ordersAr } from '../../src/client/i18n/orders/ar';
import { ordersEn } from '../../src/client/i18n/orders/en';

/** Issue 45, item 8: the words are the customer's, not the shop's. */
describe('the cancel dialog says what happens to the order and the money', () => {
  for (const [language, catalogue] of [
    ['en', ordersEn],
    ['ar', ordersAr],
  ] as const) {
    it(`in ${language}, one text per way of paying, none about putting items back on sale`, () => {
      const body = catalogue.orders.cancelConfirm.body as Record<'cod' | 'harvest' | 'online', string>;
      expect(Object.keys(body).sort()).toEqual(['cod', 'harvest', 'online']);
      for (const text of Object.values(body)) {
        expect(text).toContain('{{number}}');
        expect(text).not.toMatch(/on sale|إلى البيع/);
      }
      expect(body.harvest).toContain('{{total}}');
      expect(body.online).toContain('{{total}}');
    });
  }
  it('names the money in the reader’s terms', () => {
    expect(ordersEn.orders.cancelConfirm.body.cod).toMatch(/pay nothing/);
    expect(ordersEn.orders.cancelConfirm.body.harvest).toMatch(/owe nothing/);
    expect(ordersEn.orders.cancelConfirm.body.online).toMatch(/refunded/);
  });
});

describe('the sign-in page greets by context', () => {
  it('has a greeting for a visitor sent by an action that does not say "welcome back"', () => {
    expect(accountsEn.auth.login.titleToContinue).not.toMatch(/welcome back/i);
    expect(accountsAr.auth.login.titleToContinue).not.toContain('بعودتك');
    // The spec's message for a visitor from Add to Cart is the guard's, shown above the form.
    expect(accountsEn.guard.addToCart).toBe('Please log in to add items to your cart');
  });
});
