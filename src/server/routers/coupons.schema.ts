import { z } from 'zod';
import * as S from './outputs';

/* The answers of the Coupons group (its inputs are in commerce.schema.ts with the rest of the checkout's). */

const couponKind = z.enum(['fixed', 'percent']);
/** A coupon as a check answers it (`valid_to` as read from the database, or as a demo coupon writes it). */
const coupon = z.strictObject({
  code: z.string(),
  description: z.string().nullable(),
  kind: couponKind,
  value: z.number(),
  min_subtotal: z.number(),
  valid_to: z.union([S.at, S.atText]).nullable(),
});

/** A code that can be used on the subtotal: the discount and what is left to pay. */
export const ZCouponUsable = z.strictObject({
  valid: z.literal(true),
  code: z.string(),
  coupon,
  subtotal: S.money,
  discount: S.money,
  total_after_discount: S.money,
  message: S.message,
});
/** Whether a code can be used: usable, or refused with the reason and its message. */
export const ZCouponCheck = z.union([
  ZCouponUsable,
  z.strictObject({
    valid: z.literal(false),
    code: z.string(),
    subtotal: S.money,
    reason: z.string(),
    message: S.message,
  }),
]);
export const ZCouponRemoved = z.strictObject({ message: S.message, removed: z.boolean() });
/** The coupon applied to the cart and those the user's orders used. */
export const ZUserCoupons = z.strictObject({
  applied: z
    .strictObject({
      code: z.string(),
      description: z.string().nullable(),
      kind: z.string(),
      value: z.number(),
      min_subtotal: z.number(),
      applied_at: S.at,
    })
    .nullable(),
  used: z.array(
    z.strictObject({
      code: z.string(),
      discount: S.money,
      order_id: S.id,
      order_number: z.string().nullable(),
      used_at: S.at,
    }),
  ),
});
