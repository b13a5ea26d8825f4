import { toPiastres } from '../../shared/money';
import { unchangedByUnknownEvent } from '../decider';
import type { NewEvent } from '../store';

/*
 * A customer's pay-at-harvest credit line as an event-sourced aggregate: one stream per customer,
 * `credit-<userId>`. The limit an administrator grants, every harvest order's reservation against it, what is released
 * when such an order is cancelled or refunded, and every payment received. Event data is JSON: money in EGP (numbers),
 * times ISO strings, `by` the acting user's id and `at` the command's `metadata.now`.
 *
 * Outstanding = reserved − paid − released, over all orders. The rules (businessLogic.ts) keep it at or under the
 * limit in force whenever a reservation is made; the stream's expected version makes that hold under concurrency.
 */

export const CREDIT_STREAM_TYPE = 'credit';
export const creditStreamId = (userId: string) => `credit-${userId}`;
export const creditUserOf = (streamId: string) => streamId.slice('credit-'.length);

// ─── Events ──────────────────────────────────────────────────────────────────────────────────────────

interface Stamp {
  by: string;
  at: string;
}

/** The line's limit was set (0 closes it). `previous_limit` is null when the customer had no line before. */
export type CreditLimitSet = NewEvent<
  'CreditLimitSet',
  { user_id: string; limit: number; previous_limit: number | null; note: string | null } & Stamp
>;
/** A harvest order's total was reserved against the line (in the transaction that placed the order). */
export type CreditReserved = NewEvent<
  'CreditReserved',
  { order_id: string; order_number: string; amount: number; harvest_due: string } & Stamp
>;
/** What an order still owed was given back to the line: the order was cancelled or refunded. */
export type CreditReleased = NewEvent<
  'CreditReleased',
  { order_id: string; amount: number; reason: 'cancelled' | 'refunded' } & Stamp
>;
/** Money received for a harvest order (partial payments are several events). */
export type PaymentRecorded = NewEvent<
  'PaymentRecorded',
  { order_id: string; amount: number; note: string | null } & Stamp
>;

export type CreditEvent = CreditLimitSet | CreditReserved | CreditReleased | PaymentRecorded;

export const CREDIT_EVENT_TYPES: readonly CreditEvent['type'][] = [
  'CreditLimitSet',
  'CreditReserved',
  'CreditReleased',
  'PaymentRecorded',
];

// ─── State ───────────────────────────────────────────────────────────────────────────────────────────

/** One harvest order on the line, in piastres. */
export interface CreditOrder {
  orderNumber: string;
  harvestDue: string;
  reserved: number;
  paid: number;
  released: number;
}

/**
 * The line. `limit` (piastres) is null while no administrator ever granted one; `outstanding` (piastres) is kept with
 * the orders so that the rules need not add them up.
 */
export interface CreditLine {
  limit: number | null;
  outstanding: number;
  orders: Readonly<Record<string, CreditOrder>>;
}

export const initialState = (): CreditLine => ({ limit: null, outstanding: 0, orders: {} });

/** What an order still owes (piastres). */
export const owedOf = (order: CreditOrder) => order.reserved - order.paid - order.released;

/** What is left to reserve (piastres): never below 0, also when the limit was lowered under the outstanding balance. */
export const availableOf = (line: CreditLine) => Math.max(0, (line.limit ?? 0) - line.outstanding);

/** Fold one event into the line. Pure: the state given is never changed (orders are copied). */
export function evolve(line: CreditLine, event: CreditEvent): CreditLine {
  const { type, data } = event;
  switch (type) {
    case 'CreditLimitSet':
      return { ...line, limit: toPiastres(data.limit) };
    case 'CreditReserved': {
      const amount = toPiastres(data.amount);
      const order: CreditOrder = {
        orderNumber: data.order_number,
        harvestDue: data.harvest_due,
        reserved: amount,
        paid: 0,
        released: 0,
      };
      return { ...line, outstanding: line.outstanding + amount, orders: { ...line.orders, [data.order_id]: order } };
    }
    case 'CreditReleased':
    case 'PaymentRecorded': {
      const order = line.orders[data.order_id];
      if (!order) return line;
      const amount = toPiastres(data.amount);
      const changed =
        type === 'PaymentRecorded'
          ? { ...order, paid: order.paid + amount }
          : { ...order, released: order.released + amount };
      return { ...line, outstanding: line.outstanding - amount, orders: { ...line.orders, [data.order_id]: changed } };
    }
    default:
      return unchangedByUnknownEvent(line, type);
  }
}
