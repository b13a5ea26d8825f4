import { describe, expect, it } from 'vitest';
import { type CreditCommand, creditDecider } from '../../src/events/credit/businessLogic';
import { type CreditEvent, availableOf, evolve, initialState } from '../../src/events/credit/creditLine';
import { foldEvents } from '../../src/events/decider';
import {
  CREDIT_LINE_CLOSED,
  NO_CREDIT_LINE,
  addMonths,
  dueDate,
  harvestDueMonths,
  harvestDueProblem,
  isOverdue,
  monthName,
  reminderDue,
  reminderFrom,
} from '../../src/shared/credit';
import { ConflictError, IllegalStateError, ValidationError } from '../../src/shared/errors';
import { englishText } from '../../src/shared/messages';
import { ZCheckoutForm } from '../../src/shared/schemas/checkout';
import { paymentReminderMail, reminderText } from '../../src/server/credit/reminderTexts';
import { deciderSpec } from '../helpers/decider';

/* The credit line decider, given/when/then, grouped by the line's state; then the pure rules around it. */

const given = deciderSpec(creditDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const at = now.toISOString();
const admin = { now, by: '1' };
const customer = { now, by: '7' };

const granted = (limit: number, previous: number | null = null): CreditEvent => ({
  type: 'CreditLimitSet',
  data: { user_id: '7', limit, previous_limit: previous, note: null, by: '1', at },
});
const reserved = (orderId: string, amount: number, harvestDue = '2026-09'): CreditEvent => ({
  type: 'CreditReserved',
  data: { order_id: orderId, order_number: `FL-2026-00000${orderId}`, amount, harvest_due: harvestDue, by: '7', at },
});
const paid = (orderId: string, amount: number): CreditEvent => ({
  type: 'PaymentRecorded',
  data: { order_id: orderId, amount, note: null, by: '1', at },
});
const released = (orderId: string, amount: number, reason: 'cancelled' | 'refunded' = 'cancelled'): CreditEvent => ({
  type: 'CreditReleased',
  data: { order_id: orderId, amount, reason, by: '7', at },
});

const setLimit = (limit: number, note: string | null = null): CreditCommand => ({
  type: 'SetCreditLimit',
  data: { user_id: '7', limit, note },
  metadata: admin,
});
const reserve = (orderId: string, amount: number): CreditCommand => ({
  type: 'ReserveCredit',
  data: { order_id: orderId, order_number: `FL-2026-00000${orderId}`, amount, harvest_due: '2026-09' },
  metadata: customer,
});
const pay = (orderId: string, amount: number, note: string | null = null): CreditCommand => ({
  type: 'RecordPayment',
  data: { order_id: orderId, amount, note },
  metadata: admin,
});
const release = (orderId: string, reason: 'cancelled' | 'refunded' = 'cancelled', amount?: number): CreditCommand => ({
  type: 'ReleaseCredit',
  data: { order_id: orderId, reason, amount },
  metadata: customer,
});

describe('When no line was ever granted', () => {
  it('an administrator grants one', () =>
    given([])
      .when(setLimit(1000, ' For the cotton season '))
      .then([
        {
          type: 'CreditLimitSet',
          data: { user_id: '7', limit: 1000, previous_limit: null, note: 'For the cotton season', by: '1', at },
        },
      ]));
  it('refuses a reservation, naming payment_method', () => {
    const err = given([]).when(reserve('1', 100)).thenThrows(NO_CREDIT_LINE, ConflictError);
    expect((err as ConflictError).field).toBe('payment_method');
  });
  it('refuses a negative limit, or one with more than two decimals', () => {
    given([])
      .when(setLimit(-1))
      .thenThrows(/The limit must be an amount from 0/, ValidationError);
    given([])
      .when(setLimit(10.005))
      .thenThrows(/The limit must be an amount from 0/, ValidationError);
  });
  it('releases nothing for an order it does not hold', () => given([]).when(release('9')).thenNothing());
  it('refuses a payment: the order is not on the line', () =>
    given([])
      .when(pay('9', 10))
      .thenThrows(/Only pay-at-harvest orders take payments/, IllegalStateError));
});

describe('With a line of 1,000 EGP', () => {
  const line = [granted(1000)];
  it('reserves an order that fits', () =>
    given(line)
      .when(reserve('1', 400))
      .then([reserved('1', 400)]));
  it('reserves up to the limit exactly', () =>
    given([...line, reserved('1', 400)])
      .when(reserve('2', 600))
      .then([reserved('2', 600)]));
  it('refuses an order over the available credit, saying both amounts', () => {
    const err = given([...line, reserved('1', 400)])
      .when(reserve('2', 600.01))
      .thenThrows(
        'This order (600.01 EGP) is more than your available pay-at-harvest credit (600.00 EGP).',
        ConflictError,
      );
    expect((err as ConflictError).details).toEqual({
      order_total: 600.01,
      available: 600,
      limit: 1000,
      outstanding: 400,
    });
  });
  it('refuses to reserve the same order twice', () =>
    given([...line, reserved('1', 100)])
      .when(reserve('1', 100))
      .thenThrows(/already been reserved/, IllegalStateError));
  it('refuses a reservation of nothing', () =>
    given(line)
      .when(reserve('1', 0))
      .thenThrows(/more than 0/, ValidationError));
  it('records the previous limit when it changes', () =>
    given(line)
      .when(setLimit(1500))
      .then([
        { type: 'CreditLimitSet', data: { user_id: '7', limit: 1500, previous_limit: 1000, note: null, by: '1', at } },
      ]));
  it('adds money in piastres (0.1 + 0.2 fits in 0.3)', () => {
    given([granted(0.3), reserved('1', 0.1)])
      .when(reserve('2', 0.2))
      .then([reserved('2', 0.2)]);
  });
});

describe('With a harvest order outstanding', () => {
  const history = [granted(1000), reserved('1', 700)];
  it('takes a partial payment', () =>
    given(history)
      .when(pay('1', 200, 'Cash at the cooperative'))
      .then([
        { type: 'PaymentRecorded', data: { order_id: '1', amount: 200, note: 'Cash at the cooperative', by: '1', at } },
      ]));
  it('takes the rest after a partial payment', () =>
    given([...history, paid('1', 200)])
      .when(pay('1', 500))
      .then([paid('1', 500)]));
  it('refuses a payment over what the order still owes', () => {
    const err = given([...history, paid('1', 200)])
      .when(pay('1', 500.5))
      .thenThrows(
        'This payment (500.50 EGP) is more than order FL-2026-000001 still owes (500.00 EGP).',
        ConflictError,
      );
    expect((err as ConflictError).details).toEqual({ amount_due: 500 });
  });
  it('refuses a payment of 0', () =>
    given(history)
      .when(pay('1', 0))
      .thenThrows(/more than 0 EGP/, ValidationError));
  it('refuses any payment once paid in full', () =>
    given([...history, paid('1', 700)])
      .when(pay('1', 1))
      .thenThrows('Order FL-2026-000001 is already paid in full', ConflictError));
  it('a cancel releases what is still owed', () =>
    given([...history, paid('1', 200)])
      .when(release('1'))
      .then([released('1', 500)]));
  it('a partial refund releases up to the refunded amount', () =>
    given(history)
      .when(release('1', 'refunded', 300))
      .then([released('1', 300, 'refunded')]));
  it('a refund larger than what is owed releases only what is owed', () =>
    given([...history, paid('1', 600)])
      .when(release('1', 'refunded', 700))
      .then([released('1', 100, 'refunded')]));
  it('releases nothing for a paid order', () =>
    given([...history, paid('1', 700)])
      .when(release('1'))
      .thenNothing());
  it('releases nothing twice', () =>
    given([...history, released('1', 700)])
      .when(release('1'))
      .thenNothing());
  it('refuses a payment on a cancelled order', () =>
    given([...history, released('1', 700)])
      .when(pay('1', 10))
      .thenThrows(/owes nothing: it was cancelled or refunded/, ConflictError));
  it('frees the credit it held once paid or released', () => {
    given([...history, paid('1', 300), released('1', 400)])
      .when(reserve('2', 1000))
      .then([reserved('2', 1000)]);
  });
});

describe('When the limit was lowered under the outstanding balance', () => {
  const history = [granted(1000), reserved('1', 800), granted(500, 1000)];
  it('lowering it is allowed', () =>
    given([granted(1000), reserved('1', 800)])
      .when(setLimit(500))
      .then([
        { type: 'CreditLimitSet', data: { user_id: '7', limit: 500, previous_limit: 1000, note: null, by: '1', at } },
      ]));
  it('nothing is available', () => expect(availableOf(foldEvents(creditDecider, history))).toBe(0));
  it('blocks new reservations, however small', () =>
    given(history)
      .when(reserve('2', 1))
      .thenThrows(
        'This order (1.00 EGP) is more than your available pay-at-harvest credit (0.00 EGP).',
        ConflictError,
      ));
  it('still takes payments, and a reservation fits again once the balance is under the limit', () => {
    given(history)
      .when(pay('1', 100))
      .then([paid('1', 100)]);
    given([...history, paid('1', 400)])
      .when(reserve('2', 100))
      .then([reserved('2', 100)]);
  });
});

describe('When the line was closed (limit 0)', () => {
  const history = [granted(1000), reserved('1', 300), granted(0, 1000)];
  it('refuses new orders, saying it is closed', () =>
    given(history).when(reserve('2', 10)).thenThrows(CREDIT_LINE_CLOSED, ConflictError));
  it('what is owed is still owed and can be paid', () =>
    given(history)
      .when(pay('1', 300))
      .then([paid('1', 300)]));
});

describe('evolve', () => {
  it('keeps the outstanding balance as reserved − paid − released, never changing the state given', () => {
    const start = initialState();
    const s1 = evolve(start, granted(1000));
    const s2 = evolve(s1, reserved('1', 700));
    const s3 = evolve(s2, paid('1', 200));
    const s4 = evolve(s3, released('1', 100));
    expect(start).toEqual({ limit: null, outstanding: 0, orders: {} });
    expect(s2.outstanding).toBe(70000);
    expect(s3.outstanding).toBe(50000);
    expect(s4.outstanding).toBe(40000);
    expect(s2.orders['1']).toEqual({
      orderNumber: 'FL-2026-000001',
      harvestDue: '2026-09',
      reserved: 70000,
      paid: 0,
      released: 0,
    });
    expect(s4.orders['1']).toEqual({
      orderNumber: 'FL-2026-000001',
      harvestDue: '2026-09',
      reserved: 70000,
      paid: 20000,
      released: 10000,
    });
  });
  it('ignores a payment or release for an order it does not hold', () => {
    const s = evolve(initialState(), paid('5', 10));
    expect(s).toEqual(initialState());
  });
});

describe('The due month, overdue and reminders (Egypt calendar)', () => {
  it('offers next month to 9 months ahead, by the date in Egypt', () => {
    expect(harvestDueMonths(new Date('2026-03-15T10:00:00Z'))).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    // 23:30 UTC on 31 March is already 1 April in Cairo (UTC+2): next month is May.
    expect(harvestDueMonths(new Date('2026-03-31T23:30:00Z'))[0]).toBe('2026-05');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
  });
  it('refuses this month, past months, 10 months ahead and bad text', () => {
    const at = new Date('2026-03-15T10:00:00Z');
    expect(harvestDueProblem('2026-04', at)).toBeNull();
    expect(harvestDueProblem('2026-12', at)).toBeNull();
    const range = { key: 'credit.dueRange', params: { first: '2026-04', last: '2026-12', months: 9 } };
    expect(harvestDueProblem('2026-03', at)).toEqual(range);
    expect(harvestDueProblem('2027-01', at)).toEqual(range);
    expect(englishText(harvestDueProblem('2027-01', at)!)).toBe(
      'harvest_due must be from 2026-04 to 2026-12 (next month to 9 months ahead)',
    );
    expect(harvestDueProblem('2026-13', at)).toEqual({ key: 'credit.dueFormat', params: {} });
    expect(harvestDueProblem(undefined, at)).toEqual({ key: 'credit.dueRequired', params: {} });
  });
  it('an order is due by the last day of its month, overdue from the day after', () => {
    expect(dueDate('2028-02')).toBe('2028-02-29');
    const order = { payment_method: 'pay_at_harvest', harvest_due: '2026-09', amount_due: 10 };
    expect(isOverdue(order, '2026-09-30')).toBe(false);
    expect(isOverdue(order, '2026-10-01')).toBe(true);
    expect(isOverdue({ ...order, amount_due: 0 }, '2026-10-01')).toBe(false);
    expect(isOverdue({ ...order, payment_method: 'cod', harvest_due: null }, '2030-01-01')).toBe(false);
  });
  it('the reminder due: 14 days before the end of the month, 3 days before, then overdue — only the latest', () => {
    expect(reminderDue('2026-09', '2026-09-15')).toBeNull();
    expect(reminderDue('2026-09', '2026-09-16')).toBe('due_14');
    expect(reminderDue('2026-09', '2026-09-26')).toBe('due_14');
    expect(reminderDue('2026-09', '2026-09-27')).toBe('due_3');
    expect(reminderDue('2026-09', '2026-09-30')).toBe('due_3');
    expect(reminderDue('2026-09', '2026-10-01')).toBe('overdue');
    expect(reminderFrom('2026-09', 'due_14')).toBe('2026-09-16');
    expect(reminderFrom('2026-09', 'due_3')).toBe('2026-09-27');
    expect(reminderFrom('2026-09', 'overdue')).toBe('2026-10-01');
  });
  it('writes the reminders in English and in Arabic', () => {
    const facts = {
      kind: 'due_14' as const,
      orderNumber: 'FL-2026-000042',
      harvestDue: '2026-09',
      amountDue: 1250,
      daysLeft: 14,
    };
    expect(reminderText('en', facts)).toEqual({
      type: 'payment_reminder',
      title: 'Payment for order FL-2026-000042 falls due soon',
      message:
        'Your pay-at-harvest order FL-2026-000042 is due at the end of September 2026 (2026-09-30): 1,250.00 EGP is left to pay, 14 days from now.',
    });
    expect(reminderText('ar', facts).message).toBe(
      'طلبك FL-2026-000042 بنظام الدفع عند الحصاد مستحق السداد في نهاية سبتمبر 2026 (يوم 2026-09-30). المتبقي عليك 1,250.00 جنيه، والباقي على الموعد 14 يومًا.',
    );
    expect(reminderText('ar', { ...facts, kind: 'due_3', daysLeft: 3 }).title).toBe(
      'باقي 3 أيام على سداد الطلب FL-2026-000042',
    );
    expect(reminderText('ar', { ...facts, kind: 'overdue', daysLeft: -1 }).title).toBe(
      'تأخر سداد الطلب FL-2026-000042',
    );
    expect(monthName('2026-10', 'ar')).toBe('أكتوبر 2026');
  });
  it('counts the days left as Arabic counts them, and as English does', () => {
    const facts = {
      kind: 'due_3' as const,
      orderNumber: 'FL-2026-000042',
      harvestDue: '2026-09',
      amountDue: 1250,
      daysLeft: 1,
    };
    expect(reminderText('ar', facts).title).toBe('باقي يوم واحد على سداد الطلب FL-2026-000042');
    expect(reminderText('ar', { ...facts, daysLeft: 2 }).title).toBe('باقي يومان على سداد الطلب FL-2026-000042');
    expect(reminderText('en', facts).title).toBe('1 day left to pay order FL-2026-000042');
    expect(reminderText('ar', { ...facts, kind: 'due_14', daysLeft: 10 }).message).toContain(
      'والباقي على الموعد 10 أيام.',
    );
  });
  it('mails the reminder with the notification’s words and a button to the order', () => {
    const facts = {
      kind: 'due_14' as const,
      orderNumber: 'FL-2026-000042',
      harvestDue: '2026-09',
      amountDue: 1250,
      daysLeft: 14,
    };
    const link = 'https://fellah.example/ar/orders/42';
    const mail = paymentReminderMail({ language: 'ar', firstName: 'منى', facts, link });
    expect(mail.subject).toBe(reminderText('ar', facts).title);
    expect(mail.text.startsWith(`مرحبًا منى،\n\n${reminderText('ar', facts).message}\n\n`)).toBe(true);
    expect(mail.text.endsWith(`عرض الطلب: ${link}\n\n— فلّاح`)).toBe(true);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(paymentReminderMail({ language: 'en', firstName: 'Mona', facts, link }).text).toContain(
      `See the order: ${link}`,
    );
  });
});

describe('The checkout form', () => {
  const address = {
    first_name: 'Ahmed',
    last_name: 'Hassan',
    phone: '+20 100 000 0000',
    address: '1 Nile St',
    city: 'Cairo',
  };
  it('takes pay_at_harvest with its due month', () => {
    const form = ZCheckoutForm.parse({
      shipping_address: address,
      payment_method: 'pay_at_harvest',
      harvest_due: '2026-09',
    });
    expect(form).toMatchObject({ payment_method: 'pay_at_harvest', harvest_due: '2026-09' });
  });
  it('wants the month for pay_at_harvest, naming harvest_due', () => {
    const result = ZCheckoutForm.safeParse({ shipping_address: address, payment_method: 'pay_at_harvest' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['harvest_due'],
      message: 'Please choose the month you will pay at harvest (harvest_due)',
    });
  });
  it('still defaults to cash on delivery and refuses other methods', () => {
    expect(ZCheckoutForm.parse({ shipping_address: address }).payment_method).toBe('cod');
    expect(
      ZCheckoutForm.safeParse({ shipping_address: address, payment_method: 'cheque' }).error?.issues[0]?.message,
    ).toBe('Please choose cash on delivery (cod) or pay at harvest (pay_at_harvest)');
    expect(
      ZCheckoutForm.safeParse({ shipping_address: address, payment_method: 'credit_card' }).error?.issues[0]?.message,
    ).toBe('Coming soon');
    // The online methods pass the form; the server refuses one whose provider is not configured.
    expect(ZCheckoutForm.parse({ shipping_address: address, payment_method: 'card' }).payment_method).toBe('card');
  });
});
