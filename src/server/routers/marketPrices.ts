import {
  ZLatestPricesInput,
  ZPriceCreateInput,
  ZPriceHistoryInput,
  ZPriceListInput,
  ZPriceRefInput,
  ZPriceUpdateInput,
  ZTrendingInput,
} from '../../shared/marketPrices';
import { ZPriceImportInput } from '../../shared/priceAlerts';
import { egyptDate } from '../../shared/seasonalTasks';
import { viewerOf } from '../crops/common';
import {
  createPrice,
  deletePrice,
  latestPrices,
  listPrices,
  marketLocations,
  priceHistory,
  trendingPrices,
  updatePrice,
} from '../crops/marketPrices';
import { importBulletin } from '../crops/priceBulletin';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { adminDelete } from './adminDelete';
import { ZLatestPrices, ZMarketLocations, ZPriceHistory, ZPricePage, ZTrendingPrices } from './marketPrices.schema';
import * as S from './outputs';

/** The Market prices group: wholesale quotes in EGP per crop, market and day. Windows end today in Egypt. */
export const marketPricesRouter = router({
  /** Quotes, newest first: ?crop, ?market (id or slug), ?from, ?to (YYYY-MM-DD), ?page, ?limit. */
  list: publicProcedure
    .input(ZPriceListInput)
    .output(ZPricePage)
    .query(({ ctx, input }) => listPrices(ctx.sql, input, viewerOf(ctx))),
  /** The latest quote per crop and market, with the change from the one before. */
  latest: publicProcedure
    .input(ZLatestPricesInput)
    .output(ZLatestPrices)
    .query(({ ctx, input }) => latestPrices(ctx.sql, input, viewerOf(ctx))),
  /** The largest moves between the first and last quote of the last ?days (30) days. */
  trending: publicProcedure
    .input(ZTrendingInput)
    .output(ZTrendingPrices)
    .query(({ ctx, input }) => trendingPrices(ctx.sql, input, egyptDate(new Date()), viewerOf(ctx))),
  /** The markets with their governorates and how many quotes each has. */
  locations: publicProcedure.output(ZMarketLocations).query(({ ctx }) => marketLocations(ctx.sql)),
  /** A crop's quotes over the last ?days (90) days, one series per market. */
  history: publicProcedure
    .input(ZPriceHistoryInput)
    .output(ZPriceHistory)
    .query(({ ctx, input }) => priceHistory(ctx.sql, input.id, input.days, input.market, egyptDate(new Date()))),
  create: adminProcedure
    .input(ZPriceCreateInput)
    .output(S.MarketPrice)
    .mutation(({ ctx, input }) => createPrice(ctx.sql, input, ctx.user.userId)),
  update: adminProcedure
    .input(ZPriceUpdateInput)
    .output(S.MarketPrice)
    .mutation(({ ctx, input: { id, ...fields } }) => updatePrice(ctx.sql, id, fields, ctx.user.userId)),
  delete: adminDelete(ZPriceRefInput, deletePrice, 'crops.priceDeleted'),
  /**
   * The daily price bulletin: a CSV file (`{file: {filename, base64, ...}, dry_run?}`) read, checked and imported in one
   * transaction (upserting by crop, market and date); with dry_run only read and checked. → PriceImportResult.
   */
  import: adminProcedure
    .input(ZPriceImportInput)
    .output(S.PriceImportResult)
    .mutation(({ ctx, input }) => importBulletin(ctx.sql, input, ctx.user.userId)),
});
