import {
  ZSoilCreateInput,
  ZSoilListInput,
  ZSoilRefInput,
  ZSoilUpdateInput,
  ZSoilsForCropInput,
} from '../../shared/crops';
import {
  createSoilType,
  deleteSoilType,
  getSoilType,
  listSoilTypes,
  soilTypesForCrop,
  updateSoilType,
} from '../crops/soils';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { adminDelete } from './adminDelete';
import { ZSoilTypeDetail, ZSoilTypePage, ZSoilTypes } from './soilTypes.schema';

/** The Soil types group: Egypt's soils and the crops suited to each. */
export const soilTypesRouter = router({
  list: publicProcedure
    .input(ZSoilListInput)
    .output(ZSoilTypePage)
    .query(({ ctx, input }) => listSoilTypes(ctx.sql, input.page, input.limit)),
  /** A soil type with the crops suited to it. */
  byId: publicProcedure
    .input(ZSoilRefInput)
    .output(ZSoilTypeDetail)
    .query(({ ctx, input }) => getSoilType(ctx.sql, input.id)),
  /** The soil types suited to a crop. */
  forCrop: publicProcedure
    .input(ZSoilsForCropInput)
    .output(ZSoilTypes)
    .query(({ ctx, input }) => soilTypesForCrop(ctx.sql, input.cropId)),
  create: adminProcedure
    .input(ZSoilCreateInput)
    .output(ZSoilTypeDetail)
    .mutation(({ ctx, input }) => createSoilType(ctx.sql, input)),
  update: adminProcedure
    .input(ZSoilUpdateInput)
    .output(ZSoilTypeDetail)
    .mutation(({ ctx, input: { id, ...fields } }) => updateSoilType(ctx.sql, id, fields)),
  delete: adminDelete(ZSoilRefInput, deleteSoilType, 'crops.soilDeleted'),
});
