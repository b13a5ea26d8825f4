import { publicSettings } from '../admin/settings';
import { publicProcedure, router } from '../trpc';

/** The shop settings the storefront reads: free-shipping threshold and fee, store contact, maintenance banner. */
export const settingsRouter = router({
  public: publicProcedure.query(({ ctx }) => publicSettings(ctx.sql)),
});
