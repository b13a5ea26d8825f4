import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../src/events/order/order';
import { ORDER_EVENT_TYPES } from '../../src/events/order/order';
import {
  ORDER_NOTIFICATION_TYPES,
  formatAmount,
  orderNotificationData,
  orderNotificationText,
} from '../../src/events/projections/orderNotificationTexts';
import {
  cairoDay,
  compareIds,
  egp,
  productPairs,
  productsOf,
  refundShares,
} from '../../src/events/projections/placedOrders';
import { type CatchUpResult, CatchUpLoop } from '../../src/server/projections/runner';
import { orderStatusMail } from '../../src/server/mail/templates';
import { QUEUE_BOARD_COOKIE, boardToken } from '../../src/server/queueBoard';

describe('cairoDay: the calendar day in Egypt', () => {
  it('turns at midnight in Cairo, in winter (UTC+2) and in summer time (UTC+3)', () => {
    expect(cairoDay('2026-03-10T21:59:59.999Z')).toBe('2026-03-10');
    expect(cairoDay('2026-03-10T22:00:00.000Z')).toBe('2026-03-11');
    expect(cairoDay('2026-07-01T20:59:59.999Z')).toBe('2026-07-01');
    expect(cairoDay('2026-07-01T21:00:00.000Z')).toBe('2026-07-02');
  });

  it('agrees with a direct time-zone conversion at any instant (the per-hour cache is exact)', () => {
    const direct = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Cairo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') }),
        (ms) => {
          expect(cairoDay(new Date(ms).toISOString())).toBe(direct.format(new Date(ms)));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses what is not a time', () => {
    expect(() => cairoDay('yesterday')).toThrow('Not a time: yesterday');
  });
});

describe('money and lines', () => {
  it('writes piastres as exact decimals', () => {
    expect([0, 5, 99, 100, -1234, 123456].map(egp)).toEqual(['0.00', '0.05', '0.99', '1.00', '-12.34', '1234.56']);
  });

  it('takes lines of one product together (an order counts once per product)', () => {
    const products = productsOf([
      { product_id: '7', name: 'Seeds', price: 12.5, image: null, quantity: 2 },
      { product_id: '3', name: 'Hoe', price: 300, image: null, quantity: 1 },
      { product_id: '7', name: 'Seeds', price: 12.5, image: null, quantity: 1 },
    ]);
    expect(products).toEqual([
      { productId: '7', name: 'Seeds', units: 3, revenue: 3750 },
      { productId: '3', name: 'Hoe', units: 1, revenue: 30000 },
    ]);
  });

  it('shares a refund out by revenue: a full refund takes everything back', () => {
    const products = [
      { productId: '1', name: 'a', units: 2, revenue: 24000 },
      { productId: '2', name: 'b', units: 1, revenue: 10050 },
    ];
    expect(refundShares(products, 390.5, 390.5)).toEqual(
      new Map([
        ['1', 24000],
        ['2', 10050],
      ]),
    );
    expect(refundShares(products, 390.5, 100)).toEqual(
      new Map([
        ['1', 6146],
        ['2', 2574],
      ]),
    );
    expect(refundShares(products, 0, 0)).toEqual(
      new Map([
        ['1', 0],
        ['2', 0],
      ]),
    );
  });

  it('pairs products smaller id first, ids compared as numbers', () => {
    const p = (id: string) => ({ productId: id, name: id, units: 1, revenue: 1 });
    expect(productPairs([p('10'), p('9'), p('100')])).toEqual([
      ['9', '10'],
      ['9', '100'],
      ['10', '100'],
    ]);
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
  });
});

const at = '2026-11-20T10:00:00.000Z';
const sample: Record<OrderEvent['type'], OrderEvent> = {
  OrderPlaced: { type: 'OrderPlaced', data: { at, by: '1' } as never },
  OrderConfirmed: { type: 'OrderConfirmed', data: { at, by: '1' } },
  OrderProcessingStarted: { type: 'OrderProcessingStarted', data: { at, by: '1' } },
  OrderShipped: { type: 'OrderShipped', data: { tracking_number: 'EG123', carrier: 'Bosta', at, by: '1' } },
  OrderDelivered: { type: 'OrderDelivered', data: { at, by: '1' } },
  OrderCancelled: { type: 'OrderCancelled', data: { reason: 'Out of season', at, by: '1' } },
  OrderRefunded: { type: 'OrderRefunded', data: { amount: 1250, at, by: '1' } },
};

describe('order notifications', () => {
  it('has a type, title and message for every order event in both languages, naming the order', () => {
    for (const type of ORDER_EVENT_TYPES) {
      for (const language of ['en', 'ar'] as const) {
        const text = orderNotificationText(language, sample[type], 'FL-2026-000042');
        expect(text.type).toBe(ORDER_NOTIFICATION_TYPES[type]);
        expect(text.title.length).toBeGreaterThan(5);
        expect(text.message).toContain('FL-2026-000042');
        // Arabic words in the Arabic texts, none in the English ones.
        expect(/[\u0600-\u06FF]/.test(`${text.title}${text.message}`)).toBe(language === 'ar');
      }
    }
  });

  it('says the tracking number, the reason and the refunded amount', () => {
    expect(orderNotificationText('en', sample.OrderShipped, 'FL-1').message).toBe(
      'Your order FL-1 is on its way. Tracking number: EG123 (Bosta).',
    );
    expect(orderNotificationText('ar', sample.OrderShipped, 'FL-1').message).toBe(
      'طلبك رقم FL-1 في الطريق إليك. رقم التتبع: EG123 (شركة الشحن: Bosta).',
    );
    expect(orderNotificationText('en', sample.OrderCancelled, 'FL-1').message).toBe(
      'Your order FL-1 has been cancelled. Reason: Out of season',
    );
    expect(orderNotificationText('en', sample.OrderRefunded, 'FL-1').message).toBe(
      'We have refunded 1,250.00 EGP for your order FL-1.',
    );
    expect(orderNotificationText('ar', sample.OrderRefunded, 'FL-1').message).toBe(
      'تم رد مبلغ 1,250.00 جنيه مصري عن طلبك رقم FL-1.',
    );
    expect(formatAmount(0.5)).toBe('0.50');
  });

  it('keeps the order and what changed in the data', () => {
    expect(orderNotificationData(sample.OrderShipped, '42', 'FL-1')).toEqual({
      order_id: '42',
      order_number: 'FL-1',
      status: 'shipped',
      tracking_number: 'EG123',
      carrier: 'Bosta',
    });
    expect(orderNotificationData(sample.OrderRefunded, '42', 'FL-1')).toMatchObject({
      status: 'refunded',
      amount: 1250,
    });
  });

  it('e-mails in the customer’s language, Arabic right to left, with the text escaped in HTML', () => {
    const ar = orderStatusMail({
      language: 'ar',
      firstName: 'أمينة',
      orderNumber: 'FL-1',
      title: 'تم شحن طلبك',
      message: 'رسالة',
      link: 'https://fellah.eg/orders/1',
    });
    expect(ar.subject).toBe('تم شحن طلبك — FL-1');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toBe('مرحبًا أمينة،\n\nرسالة\n\nعرض الطلب: https://fellah.eg/orders/1\n\n— فلّاح');
    const en = orderStatusMail({
      language: 'en',
      firstName: '<b>Omar</b>',
      orderNumber: 'FL-2',
      title: 'Order shipped',
      message: 'a & b',
      link: 'https://fellah.eg/orders/2',
    });
    expect(en.html).toContain('dir="ltr"');
    // A name with markup is no name to greet by (issue 38: the user's words are never the shop's).
    expect(en.html).toContain('<p>Hello,</p>');
    expect(en.html).toContain('a &#38; b');
    expect(en.html).not.toContain('<b>Omar');
  });
});

describe('Bull Board access token', () => {
  it('takes the bearer token first, else the board cookie', () => {
    expect(boardToken({ authorization: 'Bearer abc.def', cookie: `${QUEUE_BOARD_COOKIE}=zzz` })).toBe('abc.def');
    expect(boardToken({ cookie: `theme=dark; ${QUEUE_BOARD_COOKIE}=a%2Eb; other=1` })).toBe('a.b');
    expect(boardToken({ cookie: 'theme=dark' })).toBeNull();
    expect(boardToken({ authorization: 'Basic xyz' })).toBeNull();
    expect(boardToken({ cookie: `${QUEUE_BOARD_COOKIE}=%E0%A4%A` })).toBeNull();
  });
});

describe('CatchUpLoop: one catch-up at a time in a process', () => {
  it('runs once more when asked during a run, and callers share the run', async () => {
    let runs = 0;
    let release: (() => void) | undefined;
    const loop = new CatchUpLoop(async () => {
      runs++;
      if (runs === 1) await new Promise<void>((r) => (release = r));
      return { read: 1, pending: false };
    });
    const first = loop.request();
    const second = loop.request();
    const third = loop.request();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release?.();
    await first;
    // Three requests during one run: that run, and one more for whatever was committed meanwhile.
    expect(runs).toBe(2);
    await loop.request();
    expect(runs).toBe(3);
  });

  it('comes back for events hidden behind an open transaction, and stops on close', async () => {
    const answers: CatchUpResult[] = [
      { read: 0, pending: true },
      { read: 0, pending: true },
      { read: 2, pending: false },
    ];
    let calls = 0;
    const loop = new CatchUpLoop(async () => answers[Math.min(calls++, answers.length - 1)]!);
    await loop.request();
    expect(calls).toBe(3);
    const failing = new CatchUpLoop(async () => {
      throw new Error('database gone');
    });
    await expect(failing.request()).rejects.toThrow('database gone');
    // A failure does not leave the loop stuck: the next request runs again.
    await expect(failing.request()).rejects.toThrow('database gone');
    await loop.close();
  });
});
