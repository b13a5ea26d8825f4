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
  /** When an administrator ended it for good (absent: not ended). */
  ended_at?: string | Date | null;
  /** The product categories it applies to (absent or empty: all). */
  categories?: readonly string[];
}

export type CouponRefusalReason =
  | 'unknown'
  | 'ended'
  | 'inactive'
  | 'no_eligible_items'
  | 'expired'
  | 'not_yet_valid'
  | 'below_minimum'
  | 'usage_limit'
  | 'per_user_limit';

export const COUPON_NOT_FOUND = msg('orders.couponNotFound');

/**
 * Why a coupon cannot be used on a subtotal now, in the words the customer sees; null when it can. For a coupon limited
 * to categories, `subtotal` is that of the lines in those categories (couponBase), as Shopify counts a minimum.
 */
export function couponRefusal(
  coupon: CouponFacts | null,
  subtotal: number,
  now: Date,
): { reason: CouponRefusalReason; message: Message } | null {
  if (!coupon) return { reason: 'unknown', message: COUPON_NOT_FOUND };
  if (coupon.ended_at) return { reason: 'ended', message: msg('coupons.ended') };
  if (!coupon.active) return { reason: 'inactive', message: msg('orders.couponInactive') };
  if (coupon.valid_from && new Date(coupon.valid_from) > now)
    return { reason: 'not_yet_valid', message: msg('orders.couponNotYet') };
  if (coupon.valid_to && new Date(coupon.valid_to) < now)
    return { reason: 'expired', message: msg('orders.couponExpired') };
  if (coupon.categories && coupon.categories.length > 0 && subtotal <= 0)
    return { reason: 'no_eligible_items', message: msg('coupons.noEligibleItems') };
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

/** The part of an order a coupon applies to: every line, or those of its categories. */
export function couponBase(
  coupon: Pick<CouponFacts, 'categories'>,
  lines: readonly { category: string | null; line_total: number }[],
): number {
  const limited = coupon.categories && coupon.categories.length > 0 ? new Set(coupon.categories) : null;
  const piastres = lines
    .filter((line) => !limited || (line.category !== null && limited.has(line.category)))
    .reduce((sum, line) => sum + toPiastres(line.line_total), 0);
  return fromPiastres(piastres);
}
