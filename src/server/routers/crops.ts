import {
  ZCropCreateInput,
  ZCropListInput,
  ZCropRefInput,
  ZCropSlugInput,
  ZCropUpdateInput,
  ZGuideRefInput,
} from '../../shared/crops';
import { viewerOf } from '../crops/common';
import {
  createCrop,
  cropFigures,
  cropStatistics,
  deleteCrop,
  getCropById,
  getCropBySlug,
  listCrops,
  requireCropId,
  updateCrop,
} from '../crops/crops';
import { getGuide, guidesForCrop } from '../crops/guides';
import { latestPricesOfCrop } from '../crops/marketPrices';
import { tasksOfCrop } from '../crops/seasonalTasks';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { adminDelete } from './adminDelete';
import { ZCropFigures, ZCropPage, ZCropStatistics, ZGuides, ZLatestPrices, ZSeasonalTasks } from './crops.schema';
import * as S from './outputs';

/** The Crops group: the crop list and its statistics, one crop and what hangs off it, and administrators' writes. */
export const cropsRouter = router({
  /** The crops list (storefront.md section 7), as cards: ?page, ?limit (20), ?is_active, ?crop_type, ?climate_zone, ?season, ?tag, ?lang (the names' order). */
  list: publicProcedure
    .input(ZCropListInput)
    .output(ZCropPage)
    .query(({ ctx, input }) => listCrops(ctx.sql, input, viewerOf(ctx))),
  /** The calculators' figures of every active crop (the crop select of the calculators; the list carries cards only). */
  figures: publicProcedure.output(ZCropFigures).query(({ ctx }) => cropFigures(ctx.sql)),
  /** active_crops and by_type. */
  statistics: publicProcedure.output(ZCropStatistics).query(({ ctx }) => cropStatistics(ctx.sql)),

  byId: publicProcedure
    .input(ZCropRefInput)
    .output(S.CropDetail)
    .query(({ ctx, input }) => getCropById(ctx.sql, input.id, viewerOf(ctx))),
  bySlug: publicProcedure
    .input(ZCropSlugInput)
    .output(S.CropDetail)
    .query(({ ctx, input }) => getCropBySlug(ctx.sql, input.slug, viewerOf(ctx))),

  /** The crop's published guides, newest first, with their Markdown bodies. */
  guides: publicProcedure
    .input(ZCropRefInput)
    .output(ZGuides)
    .query(async ({ ctx, input }) => guidesForCrop(ctx.sql, await requireCropId(ctx.sql, input.id, viewerOf(ctx)))),
  /** One guide by id or slug. */
  guide: publicProcedure
    .input(ZGuideRefInput)
    .output(S.Guide)
    .query(({ ctx, input }) => getGuide(ctx.sql, input.ref, viewerOf(ctx))),
  /** The crop's latest price at each market. */
  marketPrices: publicProcedure
    .input(ZCropRefInput)
    .output(ZLatestPrices)
    .query(({ ctx, input }) => latestPricesOfCrop(ctx.sql, input.id)),
  /** The crop's tasks in calendar order. */
  seasonalTasks: publicProcedure
    .input(ZCropRefInput)
    .output(ZSeasonalTasks)
    .query(({ ctx, input }) => tasksOfCrop(ctx.sql, input.id)),

  create: adminProcedure
    .input(ZCropCreateInput)
    .output(S.CropDetail)
    .mutation(({ ctx, input }) => createCrop(ctx.sql, input, ctx.user.userId)),
  update: adminProcedure
    .input(ZCropUpdateInput)
    .output(S.CropDetail)
    .mutation(({ ctx, input: { id, ...fields } }) => updateCrop(ctx.sql, id, fields)),
  /** Delete a crop with its prices, tasks and comments (its guides stay, without a crop). */
  delete: adminDelete(ZCropRefInput, deleteCrop, 'crops.cropDeleted'),
});
