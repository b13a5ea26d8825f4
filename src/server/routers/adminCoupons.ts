import { ZCouponCreateInput, ZCouponUpdateInput } from '../../shared/couponForm';
import { changeCouponState, createCoupon, getCoupon, listCoupons, updateCoupon } from '../coupons/admin';
import { adminProcedure, router } from '../trpc';
import { AdminCouponOut, ZCouponListInput, ZCouponListOutput, ZCouponRef, ZCouponWritten } from './adminCoupons.schema';

const actorOf = (ctx: { user: { userId: string }; ip: string; userAgent: string }) => ({
  userId: ctx.user.userId,
  origin: { ip: ctx.ip, userAgent: ctx.userAgent },
});

/** Coupons for administrators: list with usage, one, create, edit, pause, resume, end (each audited). */
export const adminCouponsRouter = router({
  list: adminProcedure
    .input(ZCouponListInput)
    .output(ZCouponListOutput)
    .query(({ ctx, input }) => listCoupons(ctx.sql, input, new Date())),
  get: adminProcedure
    .input(ZCouponRef)
    .output(AdminCouponOut)
    .query(({ ctx, input }) => getCoupon(ctx.sql, input.id, new Date())),
  create: adminProcedure
    .input(ZCouponCreateInput)
    .output(ZCouponWritten)
    .mutation(({ ctx, input }) => createCoupon(ctx.sql, input, actorOf(ctx), new Date())),
  update: adminProcedure
    .input(ZCouponUpdateInput)
    .output(ZCouponWritten)
    .mutation(({ ctx, input }) => updateCoupon(ctx.sql, input, actorOf(ctx), new Date())),
  pause: adminProcedure
    .input(ZCouponRef)
    .output(ZCouponWritten)
    .mutation(({ ctx, input }) => changeCouponState(ctx.sql, input.id, 'pause', actorOf(ctx), new Date())),
  resume: adminProcedure
    .input(ZCouponRef)
    .output(ZCouponWritten)
    .mutation(({ ctx, input }) => changeCouponState(ctx.sql, input.id, 'resume', actorOf(ctx), new Date())),
  end: adminProcedure
    .input(ZCouponRef)
    .output(ZCouponWritten)
    .mutation(({ ctx, input }) => changeCouponState(ctx.sql, input.id, 'end', actorOf(ctx), new Date())),
});
