import { placeOrder } from '../orders/checkout';
import { countCheckout } from '../metrics/registry';
import { renderCustomerInvoice } from '../orders/invoice';
import { cancelOrder, listOrders, reorder, tracking } from '../orders/orders';
import { type OrderReader, getOrder } from '../orders/views';
import { say } from '../language';
import { authedProcedure, router } from '../trpc';
import {
  ZCancelOrderInput,
  ZCancelledOrder,
  ZCreateOrderInput,
  ZInvoiceFile,
  ZOrderListInput,
  ZOrderPage,
  ZOrderRefInput,
  ZOrderTracking,
  ZPlacedOrder,
  ZReorderResult,
} from './orders.schema';
import * as S from './outputs';

/** The caller as an order reader: their own orders, or any when an administrator. */
export const readerOf = (user: { userId: string; role: string }): OrderReader => ({
  userId: user.userId,
  isAdmin: user.role === 'admin',
});

/**
 * The caller as the owner of the orders they change: their own orders only, administrators included (another user's
 * order is 404, as for a customer). An administrator moves a customer's order through `admin.orders` (audited);
 * cancelling or reordering it here would act as that customer — a reorder would fill the administrator's own cart.
 */
export const ownerOf = (user: { userId: string }): OrderReader => ({ userId: user.userId, isAdmin: false });

/** The Orders group (signed in): checkout, the list, one order, cancel, reorder, tracking and the invoice. */
export const ordersRouter = router({
  /**
   * Place an order from the cart: cash on delivery, or pay at harvest (`payment_method: 'pay_at_harvest'` with
   * `harvest_due` 'YYYY-MM'; its total is reserved on the caller's credit line in the same transaction — over the
   * available credit is 409). `created` false: an earlier request with the same idempotency key placed it.
   */
  create: authedProcedure
    .meta({ signInMessage: 'signIn.checkout' })
    .input(ZCreateOrderInput)
    .output(ZPlacedOrder)
    .mutation(async ({ ctx, input }) => {
      const { order, created } = await countCheckout(
        placeOrder(ctx.sql, { userId: ctx.user.userId, now: new Date(), requestId: ctx.requestId }, input),
      );
      return { ...order, created, message: say(created ? 'orders.placed' : 'orders.placedBefore') };
    }),
  list: authedProcedure
    .meta({ signInMessage: 'signIn.orders' })
    .input(ZOrderListInput)
    .output(ZOrderPage)
    .query(({ ctx, input }) => listOrders(ctx.sql, ctx.user.userId, input)),
  get: authedProcedure
    .input(ZOrderRefInput)
    .output(S.Order)
    .query(({ ctx, input }) => getOrder(ctx.sql, readerOf(ctx.user), input.id)),
  /** Cancel one's own pending or confirmed order; its stock goes back. Otherwise 409 with the reason. */
  cancel: authedProcedure
    .input(ZCancelOrderInput)
    .output(ZCancelledOrder)
    .mutation(({ ctx, input }) => cancelOrder(ctx.sql, ownerOf(ctx.user), input.id, input.reason, new Date())),
  /** Put one's own order's products back in one's cart; what cannot be bought now is listed. */
  reorder: authedProcedure
    .input(ZOrderRefInput)
    .output(ZReorderResult)
    .mutation(({ ctx, input }) => reorder(ctx.sql, ownerOf(ctx.user), input.id, new Date())),
  /** The timeline from the order's events, with the tracking number. */
  tracking: authedProcedure
    .input(ZOrderRefInput)
    .output(ZOrderTracking)
    .query(({ ctx, input }) => tracking(ctx.sql, readerOf(ctx.user), input.id)),
  /** The invoice PDF, base64 (REST answers the file itself). */
  invoice: authedProcedure
    .input(ZOrderRefInput)
    .output(ZInvoiceFile)
    .query(async ({ ctx, input }) => {
      const file = await renderCustomerInvoice(ctx.sql, await getOrder(ctx.sql, readerOf(ctx.user), input.id));
      return { filename: file.filename, content_type: file.contentType, base64: file.data.toString('base64') };
    }),
});
