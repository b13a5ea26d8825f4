import { addMethod, confirmIntent, createIntent, deleteMethod, listMethods, setDefaultMethod } from '../orders/payments';
import { authedProcedure, router } from '../trpc';
import { ZAddPaymentMethodInput, ZConfirmIntentInput, ZCreateIntentInput, ZPaymentMethodRefInput } from './commerce.schema';

/** The Payments group (signed in): cash-on-delivery intents and saved methods. */
export const paymentsRouter = router({
  createIntent: authedProcedure.input(ZCreateIntentInput).mutation(({ ctx, input }) => createIntent(ctx.sql, ctx.user.userId, input)),
  confirm: authedProcedure.input(ZConfirmIntentInput).mutation(({ ctx, input }) => confirmIntent(ctx.sql, ctx.user.userId, input)),
  methods: authedProcedure.query(({ ctx }) => listMethods(ctx.sql, ctx.user.userId)),
  /** Save a method: cash on delivery only; a card answers 400 'Coming soon'. */
  addMethod: authedProcedure.input(ZAddPaymentMethodInput).mutation(({ ctx, input }) => addMethod(ctx.sql, ctx.user.userId, input)),
  deleteMethod: authedProcedure.input(ZPaymentMethodRefInput).mutation(({ ctx, input }) => deleteMethod(ctx.sql, ctx.user.userId, input.id)),
  setDefaultMethod: authedProcedure.input(ZPaymentMethodRefInput).mutation(({ ctx, input }) => setDefaultMethod(ctx.sql, ctx.user.userId, input.id)),
});
