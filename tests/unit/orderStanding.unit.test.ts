import { describe, expect, it } from 'vitest';
import { paymentStanding } from '../../src/client/lib/orders';

/** An order card's paid-or-due line (My Orders): from the figures the orders list answers. */
describe('paymentStanding', () => {
  it('says an online order the provider has taken is paid, not left to pay', () => {
    expect(paymentStanding({ amount_paid: 865, amount_due: 0 })).toEqual({ kind: 'paid', amount: 865 });
  });

  it('says what is left to pay on a cash order before delivery and an unpaid online one', () => {
    expect(paymentStanding({ amount_paid: 0, amount_due: 1250 })).toEqual({ kind: 'due', amount: 1250 });
  });

  it('says what is left of a pay-at-harvest order partly paid', () => {
    expect(paymentStanding({ amount_paid: 400, amount_due: 850 })).toEqual({ kind: 'due', amount: 850 });
  });

  it('says neither for a cancelled order that took nothing', () => {
    expect(paymentStanding({ amount_paid: 0, amount_due: 0 })).toEqual({ kind: 'none' });
  });
});
