import { z } from 'zod';
import { addDays, daysBetween, daysInMonth, egyptDate } from './seasonalTasks';
import { type Message, englishText, msg, says } from './messages';

/*
 * Pay at harvest: the rules of the credit line that both sides read — the payment methods, the months a
 * harvest order may fall due, when it is overdue, which reminder is due, and the input schemas of the credit calls.
 * Pure: "today" is the calendar date in Egypt at the `now` the caller passes in, so every rule is testable at any date.
 */

/** Cash on delivery, pay at harvest, and the online methods of issue 39 (card and wallet through Paymob, a Fawry reference). */
export const PAYMENT_METHODS = ['cod', 'pay_at_harvest', 'card', 'wallet', 'fawry'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAY_AT_HARVEST = 'pay_at_harvest' satisfies PaymentMethod;

/** A harvest order falls due at the end of a month from next month to this many months ahead (Egypt's calendar). */
export const HARVEST_DUE_MAX_MONTHS_AHEAD = 9;
/** The largest credit line an administrator may grant (EGP). */
export const CREDIT_LIMIT_MAX = 1_000_000;
/** Reminders before the end of the due month, in days: the early one ('due_14') and the late one ('due_3'). */
const [EARLY_REMINDER_DAYS, LATE_REMINDER_DAYS] = [14, 3] as const;

/** 'YYYY-MM' */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month in Egypt at `now`, 'YYYY-MM'. */
export const egyptMonth = (now: Date) => egyptDate(now).slice(0, 7);

/** 'YYYY-MM' plus `n` months (negative to go back). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a harvest order placed at `now` may fall due: next month … HARVEST_DUE_MAX_MONTHS_AHEAD months ahead. */
export function harvestDueMonths(now: Date): string[] {
  const month = egyptMonth(now);
  return Array.from({ length: HARVEST_DUE_MAX_MONTHS_AHEAD }, (_, i) => addMonths(month, i + 1));
}

/** Why `month` cannot be an order's due month at `now` (null when it can). */
export function harvestDueProblem(month: string | null | undefined, now: Date): Message | null {
  if (!month) return msg('credit.dueRequired');
  if (!MONTH.test(month)) return msg('credit.dueFormat');
  const months = harvestDueMonths(now);
  if (!months.includes(month))
    return msg('credit.dueRange', { first: months[0]!, last: months.at(-1)!, months: HARVEST_DUE_MAX_MONTHS_AHEAD });
  return null;
}

/** The last day of a month, 'YYYY-MM-DD': the day a harvest order due that month must be paid by. */
export function dueDate(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

/** Days from `today` ('YYYY-MM-DD') to the last day of the due month (0 on that day, negative after it). */
export const daysLeftToPay = (month: string, today: string) => daysBetween(today, dueDate(month));

/** An order as the overdue rule reads it. */
export interface OwedOrder {
  payment_method: string;
  harvest_due: string | null;
  amount_due: number;
}

/**
 * Overdue: a pay-at-harvest order that still owes money after the last day of its due month. A cancelled order owes
 * nothing (its cancel released the rest); a partly refunded one may still owe, and is judged like any other.
 */
export function isOverdue(order: OwedOrder, today: string): boolean {
  if (order.payment_method !== PAY_AT_HARVEST || !order.harvest_due || !(order.amount_due > 0)) return false;
  return daysLeftToPay(order.harvest_due, today) < 0;
}

export const REMINDER_KINDS = ['due_14', 'due_3', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * The reminder an order still owing money should have had by `today`: 'overdue' after its due month, 'due_3' within 3
 * days of the month's end, 'due_14' within 14 days; null before that. Only the latest applies: a sweep that missed the
 * 14-day mark does not send it once the 3-day one is due.
 */
export function reminderDue(month: string, today: string): ReminderKind | null {
  const left = daysLeftToPay(month, today);
  if (left < 0) return 'overdue';
  if (left <= LATE_REMINDER_DAYS) return 'due_3';
  if (left <= EARLY_REMINDER_DAYS) return 'due_14';
  return null;
}

/** The first day that a reminder of this kind is due for an order due in `month` (tests and the admin screen). */
export function reminderFrom(month: string, kind: ReminderKind): string {
  const end = dueDate(month);
  return kind === 'overdue'
    ? addDays(end, 1)
    : addDays(end, -(kind === 'due_3' ? LATE_REMINDER_DAYS : EARLY_REMINDER_DAYS));
}

/** 1250 → '1,250.00' (Western digits, as everywhere on the site). */
export const formatEgp = (egp: number) =>
  egp.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_AR = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

/** 'YYYY-MM' → 'October 2026' / 'أكتوبر 2026'. */
export function monthName(month: string, language: 'en' | 'ar' = 'en'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${(language === 'ar' ? MONTHS_AR : MONTHS_EN)[m - 1] ?? month} ${y}`;
}

/** The refusal of a harvest order over the available credit (409). */

export const NO_CREDIT_LINE = englishText(msg('credit.noLine'));
export const CREDIT_LINE_CLOSED = englishText(msg('credit.lineClosed'));

// ─── Input schemas ───────────────────────────────────────────────────────────────────────────────────

/** An amount of EGP with at most two decimals. */
const egpAmount = (field: string, min: number) =>
  z
    .number(says('field.mustBeNumber', { field }))
    .min(min, says(min === 0 ? 'field.zeroOrMore' : 'field.moreThanZero', { field }))
    .max(CREDIT_LIMIT_MAX, says('field.atMostEgp', { field, max: formatEgp(CREDIT_LIMIT_MAX) }))
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, says('field.twoDecimals', { field }));

const note = z
  .string(says('field.mustBeText', { field: 'note' }))
  .trim()
  .max(500, says('field.atMostChars', { field: 'note', max: 500 }))
  .optional()
  .transform((v) => v || null);

/** The due month as sent ('YYYY-MM'); whether it is in range is checked against the day of the checkout. */
export const ZHarvestDue = z.string(says('credit.dueFormat')).trim().regex(MONTH, says('credit.dueFormat'));

/** PUT /admin/users/{id}/credit: {limit (EGP, 0 closes the line), note?}. */
export const ZCreditLimitForm = z.object({ limit: egpAmount('limit', 0), note });

/** POST /admin/orders/{id}/payments: {amount (EGP, more than 0), note?}. */
export const ZPaymentForm = z.object({ amount: egpAmount('amount', 0.01), note });
