import { COUPON_NOT_FOUND, type CouponFacts, couponDiscount, couponRefusal } from '../../shared/coupons';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { getCart } from '../cart/cart';
import type { Queryable } from '../db';
import { say } from '../language';
import { linesTotal } from '../../shared/money';
import { type PricedLine, couponBaseOf } from '../coupons/rules';
import { requireVerifiedEmail } from '../users/verified';

/*
 * Coupons: validate against items (or the cart), apply to the cart (`cart_coupons`, taken by the next checkout),
 * remove, and the user's applied and used coupons. The rules are src/shared/coupons.ts; checkout redeems.
 */

type CouponRow = CouponFacts & { id: string; description: string | null };

/**
 * The SQL of a user's normalised address (lower case, no +tag; Gmail without dots, googlemail.com as gmail.com): what
 * coupon_redemptions.email_key holds, so "once per customer" counts one person's addresses once.
 */
export function emailKeyQuery(sql: Queryable, userId: string) {
  return sql`
    select case when split_part(e, '@', 2) in ('gmail.com', 'googlemail.com')
                then replace(split_part(split_part(e, '@', 1), '+', 1), '.', '') || '@gmail.com'
                else split_part(split_part(e, '@', 1), '+', 1) || '@' || split_part(e, '@', 2) end
    from (select lower(trim(u.email::text)) as e from users u where u.id = ${userId}) x`;
}

async function findCoupon(sql: Queryable, code: string, userId: string): Promise<CouponRow | null> {
  const [row] = await sql<CouponRow[]>`
    select c.id::text as id, c.code, c.description, c.kind, c.value::float8 as value, c.min_subtotal::float8 as min_subtotal,
           c.valid_from, c.valid_to, c.usage_limit, c.per_user_limit, c.used_count, c.active, c.categories, c.ended_at,
           (select count(*)::int from coupon_redemptions r
            where r.coupon_id = c.id and (r.user_id = ${userId} or r.email_key = (${emailKeyQuery(sql, userId)}))) as used_by_user
    from coupons c where c.code = ${code}::citext`;
  return row ?? null;
}

/** The lines of items at the products' current prices, or of the user's cart (what it can buy) when no items are given. */
async function linesOf(
  sql: Queryable,
  userId: string,
  items: { product_id: string; quantity: number }[] | undefined,
): Promise<PricedLine[]> {
  if (!items) {
    const cart = await getCart(sql, userId);
    return cart.items
      .filter((i) => i.available)
      .map((i) => ({ product_id: i.product_id, price: i.price, quantity: i.quantity }));
  }
  const ids = items.map((i) => i.product_id).filter((id) => /^[1-9]\d{0,17}$/.test(id));
  const prices = await sql<{ id: string; price: number }[]>`
    select id::text as id, price::float8 as price from products where id = any(${ids}::bigint[]) and deleted_at is null`;
  const priceOf = new Map(prices.map((p) => [p.id, p.price]));
  return items
    .filter((i) => priceOf.has(i.product_id))
    .map((i) => ({ product_id: i.product_id, price: priceOf.get(i.product_id)!, quantity: i.quantity }));
}

const couponView = (c: CouponRow) => ({
  code: c.code,
  description: c.description,
  kind: c.kind,
  value: c.value,
  min_subtotal: c.min_subtotal,
  valid_to: c.valid_to,
});

/** Whether a code can be used on these items now: `{valid, discount, ...}` or `{valid: false, reason, message}`. */
export async function validateCoupon(
  sql: Queryable,
  userId: string,
  code: string,
  items: { product_id: string; quantity: number }[] | undefined,
  now: Date,
) {
  const { coupon, subtotal, base, refusal } = await checkCoupon(sql, userId, code, items, now);
  if (refusal || !coupon)
    return {
      valid: false as const,
      code,
      subtotal,
      reason: refusal!.reason,
      message: say(refusal!.message.key, refusal!.message.params),
    };
  return usable(coupon, subtotal, base, say('orders.couponValid'));
}

/** The answer for a coupon that can be used on `subtotal`, of which it applies to `base` (its categories' lines). */
function usable(coupon: CouponRow, subtotal: number, base: number, message: string) {
  const discount = couponDiscount(coupon, base);
  return {
    valid: true as const,
    code: coupon.code,
    coupon: couponView(coupon),
    subtotal,
    discount,
    total_after_discount: subtotal - discount,
    message,
  };
}

/** A code, the subtotal it would apply to, and why it cannot be used (null when it can). */
async function checkCoupon(
  sql: Queryable,
  userId: string,
  code: string,
  items: { product_id: string; quantity: number }[] | undefined,
  now: Date,
) {
  const [coupon, lines] = await Promise.all([findCoupon(sql, code, userId), linesOf(sql, userId, items)]);
  const subtotal = linesTotal(lines);
  const base = coupon ? await couponBaseOf(sql, coupon.categories ?? [], lines) : subtotal;
  return { coupon, subtotal, base, refusal: couponRefusal(coupon, base, now) };
}

/** Apply a code to the user's cart (replacing one applied before); refused with the reason's message. */
export async function applyCoupon(sql: Queryable, userId: string, code: string, now: Date) {
  const { coupon, subtotal, base, refusal } = await checkCoupon(sql, userId, code, undefined, now);
  if (!coupon) throw new NotFoundError(COUPON_NOT_FOUND, 'code');
  if (refusal) throw new ValidationError(refusal.message, 'code', { reason: refusal.reason });
  if (coupon.per_user_limit !== null) await requireVerifiedEmail(sql, userId, 'orders.verifyEmailForCoupon', 'code');
  await sql`
    insert into cart_coupons (user_id, coupon_id, applied_at)
    select ${userId}, id, ${now} from coupons where code = ${code}::citext
    on conflict (user_id) do update set coupon_id = excluded.coupon_id, applied_at = excluded.applied_at`;
  return usable(coupon, subtotal, base, say('orders.couponApplied'));
}

/** Take the applied coupon off the cart (`removed` false when none was applied). */
export async function removeCoupon(sql: Queryable, userId: string) {
  const rows = await sql`delete from cart_coupons where user_id = ${userId} returning coupon_id`;
  return {
    message: say(rows.length > 0 ? 'orders.couponRemoved' : 'orders.noCouponApplied'),
    removed: rows.length > 0,
  };
}

/** The coupon on the user's cart (if any) and the coupons their orders used. */
export async function userCoupons(sql: Queryable, userId: string) {
  const [applied] = await sql<
    { code: string; description: string | null; kind: string; value: number; min_subtotal: number; applied_at: Date }[]
  >`
    select c.code, c.description, c.kind, c.value::float8 as value, c.min_subtotal::float8 as min_subtotal, cc.applied_at
    from cart_coupons cc join coupons c on c.id = cc.coupon_id where cc.user_id = ${userId}`;
  const used = await sql<
    { code: string; discount: number; order_id: string; order_number: string | null; used_at: Date }[]
  >`
    select c.code, r.discount::float8 as discount, r.order_id::text as order_id, o.order_number, r.created_at as used_at
    from coupon_redemptions r join coupons c on c.id = r.coupon_id left join orders o on o.id = r.order_id
    where r.user_id = ${userId} order by r.created_at desc, r.id desc`;
  return { applied: applied ?? null, used: [...used] };
}
