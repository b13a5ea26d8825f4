import { applyCoupon, removeCoupon, userCoupons, validateCoupon } from '../orders/coupons';
import { authedProcedure, router } from '../trpc';
import { ZApplyCouponInput, ZValidateCouponInput } from './commerce.schema';
import { ZCouponCheck, ZCouponRemoved, ZCouponUsable, ZUserCoupons } from './coupons.schema';

/** The Coupons group (signed in). */
export const couponsRouter = router({
  /** Whether a code can be used on these items (or the cart): `{valid, discount}` or `{valid: false, reason, message}`. */
  validate: authedProcedure
    .input(ZValidateCouponInput)
    .output(ZCouponCheck)
    .mutation(({ ctx, input }) => validateCoupon(ctx.sql, ctx.user.userId, input.code, input.items, new Date())),
  /** Apply a code to the cart; the next checkout takes it (`apply` is a name tRPC reserves). */
  applyToCart: authedProcedure
    .input(ZApplyCouponInput)
    .output(ZCouponUsable)
    .mutation(({ ctx, input }) => applyCoupon(ctx.sql, ctx.user.userId, input.code, new Date())),
  remove: authedProcedure.output(ZCouponRemoved).mutation(({ ctx }) => removeCoupon(ctx.sql, ctx.user.userId)),
  /** The coupon applied to the cart and those the user's orders used. */
  user: authedProcedure.output(ZUserCoupons).query(({ ctx }) => userCoupons(ctx.sql, ctx.user.userId)),
});
