import { CREDIT_LIMIT_MAX, formatEgp } from '../../shared/credit';
import { ConflictError, IllegalStateError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { fromPiastres, toPiastres } from '../../shared/money';
import { type Decider, decideBy } from '../decider';
import {
  type CreditEvent,
  type CreditLimitSet,
  type CreditLine,
  type CreditReleased,
  type CreditReserved,
  type PaymentRecorded,
  availableOf,
  evolve,
  initialState,
  owedOf,
} from './creditLine';

/*
 * The credit line's commands and rules, one function per command and `decide` to dispatch:
 * - a limit may be set to any amount from 0 (closed) up; setting it under what is outstanding is allowed — nothing
 *   owed is taken back — but then no new reservation fits until payments bring the balance under it;
 * - a reservation must fit in what is available (limit − outstanding): outstanding never exceeds the limit in force
 *   when the reservation is made (409 naming the order's total and the available credit);
 * - a release gives back what the order still owes (all of it on a cancel, up to the refunded amount on a refund) and
 *   is a no-op for an order that owes nothing or is not on the line, so a cancel may always ask for one;
 * - a payment must be more than 0 and at most what the order still owes (409 otherwise).
 * Pure: who and when come as command metadata; money is compared in piastres.
 */

interface CommandMetadata {
  now: Date;
  /** The acting user's id. */
  by: string;
}

export type SetCreditLimit = {
  type: 'SetCreditLimit';
  data: { user_id: string; limit: number; note: string | null };
  metadata: CommandMetadata;
};
export type ReserveCredit = {
  type: 'ReserveCredit';
  data: { order_id: string; order_number: string; amount: number; harvest_due: string };
  metadata: CommandMetadata;
};
/** Give back what an order owes; `amount` caps it (a partial refund), otherwise all of it (a cancel, a full refund). */
export type ReleaseCredit = {
  type: 'ReleaseCredit';
  data: { order_id: string; reason: 'cancelled' | 'refunded'; amount?: number | undefined };
  metadata: CommandMetadata;
};
export type RecordPayment = {
  type: 'RecordPayment';
  data: { order_id: string; amount: number; note: string | null };
  metadata: CommandMetadata;
};

export type CreditCommand = SetCreditLimit | ReserveCredit | ReleaseCredit | RecordPayment;

const stamp = (metadata: CommandMetadata) => ({ by: metadata.by, at: metadata.now.toISOString() });

/** Whole piastres, more than 0 (or 0 when allowed). */
const wholePiastres = (egp: number, allowZero: boolean) =>
  Number.isFinite(egp) && (allowZero ? egp >= 0 : egp > 0) && Math.abs(egp * 100 - Math.round(egp * 100)) < 1e-6;

export function setCreditLimit({ data, metadata }: SetCreditLimit, line: CreditLine): [CreditLimitSet] {
  if (!wholePiastres(data.limit, true) || data.limit > CREDIT_LIMIT_MAX) {
    throw new ValidationError(msg('credit.limitRange', { max: formatEgp(CREDIT_LIMIT_MAX) }), 'limit');
  }
  return [
    {
      type: 'CreditLimitSet',
      data: {
        user_id: data.user_id,
        limit: fromPiastres(toPiastres(data.limit)),
        previous_limit: line.limit === null ? null : fromPiastres(line.limit),
        note: data.note?.trim() || null,
        ...stamp(metadata),
      },
    },
  ];
}

export function reserveCredit({ data, metadata }: ReserveCredit, line: CreditLine): [CreditReserved] {
  if (line.limit === null) throw new ConflictError(msg('credit.noLine'), 'payment_method');
  if (line.limit === 0) throw new ConflictError(msg('credit.lineClosed'), 'payment_method');
  if (line.orders[data.order_id]) throw new IllegalStateError(msg('credit.alreadyReserved'));
  if (!wholePiastres(data.amount, false)) throw new ValidationError(msg('credit.reservationPositive'), 'amount');
  const amount = toPiastres(data.amount);
  const available = availableOf(line);
  if (amount > available) {
    throw new ConflictError(
      msg('credit.overCredit', { total: formatEgp(data.amount), available: formatEgp(fromPiastres(available)) }),
      'payment_method',
      {
        order_total: data.amount,
        available: fromPiastres(available),
        limit: fromPiastres(line.limit),
        outstanding: fromPiastres(line.outstanding),
      },
    );
  }
  return [{ type: 'CreditReserved', data: { ...data, amount: fromPiastres(amount), ...stamp(metadata) } }];
}

export function releaseCredit({ data, metadata }: ReleaseCredit, line: CreditLine): CreditReleased[] {
  const order = line.orders[data.order_id];
  if (!order) return [];
  const owed = owedOf(order);
  const cap = data.amount === undefined ? owed : Math.max(0, toPiastres(data.amount));
  const amount = Math.min(owed, cap);
  if (amount <= 0) return [];
  return [
    {
      type: 'CreditReleased',
      data: { order_id: data.order_id, amount: fromPiastres(amount), reason: data.reason, ...stamp(metadata) },
    },
  ];
}

export function recordPayment({ data, metadata }: RecordPayment, line: CreditLine): [PaymentRecorded] {
  const order = line.orders[data.order_id];
  if (!order) throw new IllegalStateError(msg('credit.notOnLine'), 'payment_method');
  if (!wholePiastres(data.amount, false)) throw new ValidationError(msg('credit.paymentPositive'), 'amount');
  const owed = owedOf(order);
  if (owed <= 0) {
    throw new ConflictError(
      msg(order.released > 0 ? 'credit.owesNothing' : 'credit.paidInFull', { order: order.orderNumber }),
      'amount',
      { amount_due: 0 },
    );
  }
  const amount = toPiastres(data.amount);
  if (amount > owed) {
    throw new ConflictError(
      msg('credit.paymentTooMuch', {
        amount: formatEgp(data.amount),
        order: order.orderNumber,
        owed: formatEgp(fromPiastres(owed)),
      }),
      'amount',
      {
        amount_due: fromPiastres(owed),
      },
    );
  }
  return [
    {
      type: 'PaymentRecorded',
      data: {
        order_id: data.order_id,
        amount: fromPiastres(amount),
        note: data.note?.trim() || null,
        ...stamp(metadata),
      },
    },
  ];
}

export const decide = decideBy<CreditLine, CreditCommand, CreditEvent>('credit', {
  SetCreditLimit: setCreditLimit,
  ReserveCredit: reserveCredit,
  ReleaseCredit: releaseCredit,
  RecordPayment: recordPayment,
});

/** The credit line decider: what handleCommand runs. */
export const creditDecider: Decider<CreditLine, CreditCommand, CreditEvent> = { decide, evolve, initialState };
