import { type CouponFacts, couponBase, couponDiscount, couponRefusal } from '../../shared/coupons';
import { ValidationError } from '../../shared/errors';
import { linesTotal } from '../../shared/money';
import type { Queryable } from '../db';

/*
 * The coupon rules that need the database: what part of an order (or a cart, or a list of items) a coupon applies to,
 * by the products' categories, and whether an administrator has ended it. Checkout calls couponAtCheckout where it
 * redeems; the validate and apply calls (src/server/orders/coupons.ts) read the same facts.
 */

/** A line as the rules price it: its product's category and its total. */
export interface PricedLine {
  product_id: string;
  price: number;
  quantity: number;
}

/** The categories of these products, by id (a product gone has none). */
async function categoriesOf(sql: Queryable, productIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds)].filter((id) => /^[1-9]\d{0,17}$/.test(id));
  if (ids.length === 0) return new Map();
  const rows = await sql<{ id: string; category: string }[]>`
    select id::text as id, category from products where id = any(${ids}::bigint[])`;
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** The part of these lines a coupon limited to `categories` applies to (all of them when it names none). */
export async function couponBaseOf(
  sql: Queryable,
  categories: readonly string[],
  lines: readonly PricedLine[],
): Promise<number> {
  if (categories.length === 0) return linesTotal(lines);
  const categoryOf = await categoriesOf(
    sql,
    lines.map((l) => l.product_id),
  );
  return couponBase(
    { categories },
    lines.map((l) => ({ category: categoryOf.get(l.product_id) ?? null, line_total: linesTotal([l]) })),
  );
}

/**
 * At checkout, in its transaction: the discount of the coupon on the order's lines, or a 400 on `coupon_code` saying
 * why it cannot be used (ended, paused, dates, no line of its categories, minimum order, limits). The coupon's
 * categories and end are read with the caller's facts, so a coupon ended or narrowed a moment ago is refused.
 */
export async function couponAtCheckout(
  tx: Queryable,
  coupon: CouponFacts & { id: string },
  lines: readonly PricedLine[],
  now: Date,
): Promise<number> {
  const [extra] = await tx<{ categories: string[]; ended_at: Date | null }[]>`
    select categories, ended_at from coupons where id = ${coupon.id}`;
  const facts: CouponFacts = { ...coupon, categories: extra?.categories ?? [], ended_at: extra?.ended_at ?? null };
  const base = await couponBaseOf(tx, facts.categories ?? [], lines);
  const refusal = couponRefusal(facts, base, now);
  if (refusal) throw new ValidationError(refusal.message, 'coupon_code', { reason: refusal.reason });
  return couponDiscount(facts, base);
}
