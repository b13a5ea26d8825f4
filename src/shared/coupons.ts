import { fromPiastres, toPiastres } from './money';
import { msg, type Message } from './messages';

/** A coupon as its rules read it (the `coupons` row, with how often this user has used it). */
export interface CouponFacts {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_subtotal: number;
  valid_from: string | Date | null;
  valid_to: string | Date | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  used_count: number;
  active: boolean;
  used_by_user: number;
}

export type CouponRefusalReason =
  | 'unknown'
  | 'inactive'
  | 'expired'
  | 'not_yet_valid'
  | 'below_minimum'
  | 'usage_limit'
  | 'per_user_limit';

export const COUPON_NOT_FOUND = msg('orders.couponNotFound');

/** Why a coupon cannot be used on a subtotal now, in the words the customer sees; null when it can. */
export function couponRefusal(
  coupon: CouponFacts | null,
  subtotal: number,
  now: Date,
): { reason: CouponRefusalReason; message: Message } | null {
  if (!coupon) return { reason: 'unknown', message: COUPON_NOT_FOUND };
  if (!coupon.active) return { reason: 'inactive', message: msg('orders.couponInactive') };
  if (coupon.valid_from && new Date(coupon.valid_from) > now)
    return { reason: 'not_yet_valid', message: msg('orders.couponNotYet') };
  if (coupon.valid_to && new Date(coupon.valid_to) < now)
    return { reason: 'expired', message: msg('orders.couponExpired') };
  if (subtotal < coupon.min_subtotal) {
    return { reason: 'below_minimum', message: msg('orders.couponMinimum', { minimum: coupon.min_subtotal }) };
  }
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) {
    return { reason: 'usage_limit', message: msg('orders.couponLimit') };
  }
  if (coupon.per_user_limit !== null && coupon.used_by_user >= coupon.per_user_limit) {
    return { reason: 'per_user_limit', message: msg('orders.couponPerUser') };
  }
  return null;
}

/** The discount a coupon gives on a subtotal: a percentage (to the piastre) or a fixed amount, never more than the subtotal. */
export function couponDiscount(coupon: Pick<CouponFacts, 'kind' | 'value'>, subtotal: number): number {
  const sub = toPiastres(subtotal);
  const off = coupon.kind === 'percent' ? Math.round((sub * coupon.value) / 100) : toPiastres(coupon.value);
  return fromPiastres(Math.min(off, sub));
}
