import { describe, expect, it } from 'vitest';
import {
  orderNotificationData,
  orderNotificationText,
  storedOrderNotificationText,
} from '../../src/events/projections/orderNotificationTexts';
import type { OrderEvent } from '../../src/events/order/order';
import { ordersAr } from '../../src/client/i18n/orders/ar';
import { ordersEn } from '../../src/client/i18n/orders/en';
import { paymentLabel, paymentSentence, paymentWayOf } from '../../src/shared/paymentWords';

const placed = (payment_method: string, harvest_due: string | null, total: number) =>
  ({
    type: 'OrderPlaced',
    data: { payment_method, harvest_due, total, at: '2026-11-20T10:00:00.000Z', by: '1' },
  }) as unknown as OrderEvent;

describe('how an order is paid, said the same way everywhere (issue 45, item 2)', () => {
  it('tells the three ways apart', () => {
    expect(paymentWayOf({ payment_method: 'cod' })).toBe('cod');
    expect(paymentWayOf({ payment_method: 'pay_at_harvest', harvest_due: '2027-03' })).toBe('harvest');
    expect(paymentWayOf({ payment_method: 'online' })).toBe('online');
  });

  it('names the month of a harvest order and never promises cash on delivery for it', () => {
    const harvest = { payment_method: 'pay_at_harvest', harvest_due: '2027-03' };
    expect(paymentLabel('en', harvest)).toBe('Pay at harvest, by the end of March 2027');
    expect(paymentLabel('ar', harvest)).toBe('الدفع عند الحصاد، حتى نهاية مارس 2027');
    expect(paymentSentence('en', harvest, '1,250 EGP')).toBe(
      'You pay 1,250 EGP at harvest, by the end of March 2027: nothing is due on delivery.',
    );
    expect(paymentSentence('ar', harvest, '1,250 ج.م')).not.toContain('الاستلام نقدًا');
    expect(paymentSentence('en', { payment_method: 'cod' }, '80 EGP')).toBe(
      'You pay 80 EGP in cash when the order is delivered.',
    );
  });

  it('is the words of the client catalogues, in both languages', () => {
    expect(ordersEn.payment.youPay.harvest).toContain('{{month}}');
    expect(ordersAr.payment.youPay.harvest).toContain('{{month}}');
    expect(ordersEn.checkout.successBody).not.toMatch(/cash/i);
    expect(ordersEn.orders.createdBannerBody).not.toMatch(/cash/i);
    expect(ordersAr.orders.createdBannerBody).not.toContain('نقدًا');
  });

  it('the order-placed e-mail and notification say how the grower pays', () => {
    const harvest = orderNotificationText('en', placed('pay_at_harvest', '2027-03', 1250), 'FL-1').message;
    expect(harvest).toContain('You pay 1,250.00 EGP at harvest, by the end of March 2027');
    const cash = orderNotificationText('ar', placed('cod', null, 80), 'FL-1').message;
    expect(cash).toContain('ستدفع 80.00 جنيه مصري نقدًا عند استلام الطلب.');
    // Read back from the stored row, in the other language.
    const data = orderNotificationData(placed('pay_at_harvest', '2027-03', 1250), '7', 'FL-1');
    expect(storedOrderNotificationText('ar', 'order_placed', data)?.message).toContain(
      'عند الحصاد، حتى نهاية مارس 2027',
    );
    // A row stored before the payment was kept says nothing of it, rather than a guess.
    expect(storedOrderNotificationText('en', 'order_placed', { order_number: 'FL-1' })?.message).toBe(
      'We have received your order FL-1. We will let you know as soon as it is confirmed.',
    );
  });
});
