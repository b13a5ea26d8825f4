import { tracking } from '../orders/orders';
import { calculateShipping, shippingMethods } from '../orders/shipping';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { ZShippingCalculateInput, ZShippingMethods, ZShippingQuote, ZTrackInput } from './commerce.schema';
import { readerOf } from './orders';
import { ZOrderTracking } from './orders.schema';

/** The Shipping group: methods and prices are public; tracking is the owner's. */
export const shippingRouter = router({
  methods: publicProcedure.output(ZShippingMethods).query(({ ctx }) => shippingMethods(ctx.sql)),
  /** The spec's rule (50 EGP up to 500, free above) plus the express surcharge in Cairo and Giza; express elsewhere is 400. */
  calculate: publicProcedure.input(ZShippingCalculateInput).output(ZShippingQuote).mutation(({ ctx, input }) => calculateShipping(ctx.sql, input)),
  track: authedProcedure.input(ZTrackInput).output(ZOrderTracking).query(({ ctx, input }) => tracking(ctx.sql, readerOf(ctx.user), input.id)),
});
