import {
  addMethod,
  confirmIntent,
  createIntent,
  deleteMethod,
  listMethods,
  setDefaultMethod,
} from '../orders/payments';
import { paymobWebhook, fawryWebhook, onlineMethods, refundOnlinePayment, startPayment } from '../payments/service';
import { getOrder } from '../orders/views';
import { IllegalStateError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { isOnlineMethod } from '../../shared/payments';
import { say } from '../language';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../trpc';
import {
  ZFawryWebhookInput,
  ZPaymentOptions,
  ZPayOrderInput,
  ZPaymobWebhookInput,
  ZRefundInput,
  ZRefunded,
} from './onlinePayments.schema';
import { ZPlacedOrder } from './orders.schema';
import * as S from './outputs';
import {
  ZAddPaymentMethodInput,
  ZConfirmIntentInput,
  ZCreateIntentInput,
  ZPaymentIntent,
  ZPaymentMethodRefInput,
  ZPaymentMethodSaved,
  ZPaymentMethods,
} from './commerce.schema';
import { deleted } from './common.schema';

/** The Payments group: cash-on-delivery intents and saved methods (signed in); paying online. */
export const paymentsRouter = router({
  /** The online methods offered now: a method shows at checkout only when its provider is configured. */
  options: publicProcedure.output(ZPaymentOptions).query(({ ctx }) => ({ methods: onlineMethods(ctx.sql) })),
  /** Paymob's Transaction Processed callback, verified by its HMAC (401 and nothing changed when it does not verify). */
  paymobWebhook: publicProcedure
    .input(ZPaymobWebhookInput)
    .output(S.said)
    .mutation(({ ctx, input }) => paymobWebhook(ctx.sql, input, ctx)),
  /** Fawry's server notification V2, verified by its messageSignature. */
  fawryWebhook: publicProcedure
    .input(ZFawryWebhookInput)
    .output(S.said)
    .mutation(({ ctx, input }) => fawryWebhook(ctx.sql, input, ctx)),
  /** Pay one's own online order again (after a failure or an abandoned page), with this or another online method. */
  pay: authedProcedure
    .input(ZPayOrderInput)
    .output(ZPlacedOrder)
    .mutation(async ({ ctx, input }) => {
      const reader = { userId: ctx.user.userId, isAdmin: false };
      const order = await getOrder(ctx.sql, reader, input.id);
      if (!isOnlineMethod(order.payment_method)) throw new IllegalStateError(msg('payments.notOnline'));
      await startPayment(ctx.sql, order, input.method, new Date());
      return { ...(await getOrder(ctx.sql, reader, order.id)), created: false, message: say('payments.started') };
    }),
  /** An admin refunds an online order through its provider, whole or in part (audited). */
  refund: adminProcedure
    .input(ZRefundInput)
    .output(ZRefunded)
    .mutation(({ ctx, input }) => refundOnlinePayment(ctx.sql, input.id, input.amount, ctx.user.userId, ctx)),
  createIntent: authedProcedure
    .input(ZCreateIntentInput)
    .output(ZPaymentIntent)
    .mutation(({ ctx, input }) => createIntent(ctx.sql, ctx.user.userId, input)),
  confirm: authedProcedure
    .input(ZConfirmIntentInput)
    .output(ZPaymentIntent)
    .mutation(({ ctx, input }) => confirmIntent(ctx.sql, ctx.user.userId, input)),
  methods: authedProcedure.output(ZPaymentMethods).query(({ ctx }) => listMethods(ctx.sql, ctx.user.userId)),
  /** Save a method: cash on delivery only; a card answers 400 'Coming soon'. */
  addMethod: authedProcedure
    .input(ZAddPaymentMethodInput)
    .output(ZPaymentMethodSaved)
    .mutation(({ ctx, input }) => addMethod(ctx.sql, ctx.user.userId, input)),
  deleteMethod: authedProcedure
    .input(ZPaymentMethodRefInput)
    .output(deleted)
    .mutation(({ ctx, input }) => deleteMethod(ctx.sql, ctx.user.userId, input.id)),
  setDefaultMethod: authedProcedure
    .input(ZPaymentMethodRefInput)
    .output(ZPaymentMethodSaved)
    .mutation(({ ctx, input }) => setDefaultMethod(ctx.sql, ctx.user.userId, input.id)),
});
