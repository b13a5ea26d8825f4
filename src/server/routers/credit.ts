import { myCredit } from '../credit/credit';
import { authedProcedure, router } from '../trpc';
import * as S from './outputs';

/**
 * Pay at harvest, the customer's side: their credit line. The order is placed with `orders.create`
 * (`payment_method: 'pay_at_harvest'`, `harvest_due`); administrators set lines and record payments in `admin`.
 */
export const creditRouter = router({
  /** `{limit, outstanding, available, over_limit, overdue_amount, harvest_due_months, orders}` (limit 0: no line). */
  mine: authedProcedure
    .meta({ signInMessage: 'signIn.credit' })
    .output(S.CreditSummary)
    .query(({ ctx }) => myCredit(ctx.sql, ctx.user.userId, new Date())),
});
