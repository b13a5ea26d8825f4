import { ZPriceAlertCreateInput, ZPriceAlertRefInput, ZPriceAlertUpdateInput } from '../../shared/priceAlerts';
import { createAlert, deleteAlert, listAlerts, updateAlert } from '../priceAlerts/alerts';
import { authedProcedure, router } from '../trpc';
import * as S from './outputs';
import { ZPriceAlert, ZPriceAlertList } from './priceAlerts.schema';

const alertsProcedure = authedProcedure.meta({ signInMessage: 'signIn.priceAlerts' });

/**
 * A grower's price alerts, signed in, own alerts only (another user's is 404). Bad input is a 400 naming
 * the field (an unknown crop or market names crop_id or market_id); the 21st alert, or a duplicate, is a 409 CONFLICT.
 */
export const priceAlertsRouter = router({
  /** `{alerts}`, newest first. */
  list: alertsProcedure.output(ZPriceAlertList).query(({ ctx }) => listAlerts(ctx.sql, ctx.user.userId)),
  /** `{crop_id, market_id?, direction, price}` → the alert. */
  create: alertsProcedure
    .input(ZPriceAlertCreateInput)
    .output(ZPriceAlert)
    .mutation(({ ctx, input }) => createAlert(ctx.sql, ctx.user.userId, input)),
  /** `{id, market_id?, direction?, price?, is_active?}` → the alert. */
  update: alertsProcedure
    .input(ZPriceAlertUpdateInput)
    .output(ZPriceAlert)
    .mutation(({ ctx, input }) => updateAlert(ctx.sql, ctx.user.userId, input)),
  /** `{id}` → `{message}`. */
  delete: alertsProcedure
    .input(ZPriceAlertRefInput)
    .output(S.said)
    .mutation(({ ctx, input }) => deleteAlert(ctx.sql, ctx.user.userId, input.id)),
});
