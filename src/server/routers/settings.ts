import { publicSettings } from '../admin/settings';
import { publicProcedure, router } from '../trpc';
import { ZPublicSettings } from './settings.schema';

/** The shop settings the storefront reads: free-shipping threshold and fee, store contact, maintenance banner. */
export const settingsRouter = router({
  public: publicProcedure.output(ZPublicSettings).query(({ ctx }) => publicSettings(ctx.sql)),
});
