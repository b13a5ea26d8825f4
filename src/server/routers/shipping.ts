import { ZShippingQuoteInput } from '../../shared/shippingZones';
import { tracking } from '../orders/orders';
import { calculateShipping, shippingMethods } from '../orders/shipping';
import { listZones, quoteCart, updateZone } from '../shipping/zones';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../trpc';
import { ZShippingCalculateInput, ZShippingMethods, ZShippingQuote, ZTrackInput } from './commerce.schema';
import { readerOf } from './orders';
import { ZOrderTracking } from './orders.schema';
import { ZShippingZoneQuote, ZShippingZones, ZUpdateZoneInput, ZZoneUpdated } from './shippingZones.schema';

/** The Shipping group: methods, zones and prices are public; a cart's quote and tracking are the owner's; zones are the admins' to change. */
export const shippingRouter = router({
  methods: publicProcedure.output(ZShippingMethods).query(({ ctx }) => shippingMethods(ctx.sql)),
  /** The spec's rule (50 EGP up to 500, free above) plus the express surcharge in Cairo and Giza; express elsewhere is 400. */
  calculate: publicProcedure
    .input(ZShippingCalculateInput)
    .output(ZShippingQuote)
    .mutation(({ ctx, input }) => calculateShipping(ctx.sql, input)),
  track: authedProcedure
    .input(ZTrackInput)
    .output(ZOrderTracking)
    .query(({ ctx, input }) => tracking(ctx.sql, readerOf(ctx.user), input.id)),
  /** The shipping zones: governorates, fees, free-shipping thresholds and days. */
  zones: publicProcedure.output(ZShippingZones).query(async ({ ctx }) => ({ zones: await listZones(ctx.sql) })),
  /** The caller's cart delivered to a governorate: fee, free-shipping threshold and days. */
  quote: authedProcedure
    .input(ZShippingQuoteInput)
    .output(ZShippingZoneQuote)
    .mutation(({ ctx, input }) => quoteCart(ctx.sql, ctx.user.userId, input)),
  /** An admin changes a zone (audited). */
  updateZone: adminProcedure
    .input(ZUpdateZoneInput)
    .output(ZZoneUpdated)
    .mutation(({ ctx, input: { id, ...zone } }) => updateZone(ctx.sql, id, zone, ctx.user.userId, ctx)),
});
