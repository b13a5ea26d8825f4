import { z } from 'zod';
import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the market prices router (the inputs are shared with the prices page: src/shared/marketPrices.ts). */

export const ZPricePage = paged(S.MarketPrice);
export const ZLatestPrices = z.array(S.LatestMarketPrice);

/** The largest moves between the first and last quote of a window. */
export const ZTrendingPrices = z.array(
  z.strictObject({
    crop: S.CropRef,
    market: S.Market,
    unit: z.string(),
    first_date: S.day,
    first_price: z.number(),
    last_date: S.day,
    last_price: z.number(),
    change: z.number(),
    change_percent: z.number(),
    direction: z.enum(['up', 'down', 'flat']),
  }),
);

/** The markets, with how many quotes and crops each has and its latest quote's day. */
export const ZMarketLocations = z.array(
  S.Market.extend({
    prices_count: z.number().int(),
    crops_count: z.number().int(),
    latest_price_date: S.day.nullable(),
  }),
);

/** A crop's quotes over a window, one series per market. */
export const ZPriceHistory = z.strictObject({
  crop: S.CropRef,
  days: z.number().int(),
  from: S.day,
  to: S.day,
  markets: z.array(
    z.strictObject({
      market: S.Market,
      unit: z.string(),
      prices: z.array(
        z.strictObject({ price_date: S.day, min_price: z.number(), max_price: z.number(), avg_price: z.number() }),
      ),
    }),
  ),
});
