import { addMethod, confirmIntent, createIntent, deleteMethod, listMethods, setDefaultMethod } from '../orders/payments';
import { authedProcedure, router } from '../trpc';
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

/** The Payments group (signed in): cash-on-delivery intents and saved methods. */
export const paymentsRouter = router({
  createIntent: authedProcedure.input(ZCreateIntentInput).output(ZPaymentIntent).mutation(({ ctx, input }) => createIntent(ctx.sql, ctx.user.userId, input)),
  confirm: authedProcedure.input(ZConfirmIntentInput).output(ZPaymentIntent).mutation(({ ctx, input }) => confirmIntent(ctx.sql, ctx.user.userId, input)),
  methods: authedProcedure.output(ZPaymentMethods).query(({ ctx }) => listMethods(ctx.sql, ctx.user.userId)),
  /** Save a method: cash on delivery only; a card answers 400 'Coming soon'. */
  addMethod: authedProcedure.input(ZAddPaymentMethodInput).output(ZPaymentMethodSaved).mutation(({ ctx, input }) => addMethod(ctx.sql, ctx.user.userId, input)),
  deleteMethod: authedProcedure.input(ZPaymentMethodRefInput).output(deleted).mutation(({ ctx, input }) => deleteMethod(ctx.sql, ctx.user.userId, input.id)),
  setDefaultMethod: authedProcedure.input(ZPaymentMethodRefInput).output(ZPaymentMethodSaved).mutation(({ ctx, input }) => setDefaultMethod(ctx.sql, ctx.user.userId, input.id)),
});
