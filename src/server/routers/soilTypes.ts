import { ZSoilCreateInput, ZSoilListInput, ZSoilRefInput, ZSoilUpdateInput, ZSoilsForCropInput } from '../../shared/crops';
import { createSoilType, deleteSoilType, getSoilType, listSoilTypes, soilTypesForCrop, updateSoilType } from '../crops/soils';
import { adminProcedure, publicProcedure, router } from '../trpc';

/** The Soil types group: Egypt's soils and the crops suited to each. */
export const soilTypesRouter = router({
  list: publicProcedure.input(ZSoilListInput).query(({ ctx, input }) => listSoilTypes(ctx.sql, input.page, input.limit)),
  /** A soil type with the crops suited to it. */
  byId: publicProcedure.input(ZSoilRefInput).query(({ ctx, input }) => getSoilType(ctx.sql, input.id)),
  /** The soil types suited to a crop. */
  forCrop: publicProcedure.input(ZSoilsForCropInput).query(({ ctx, input }) => soilTypesForCrop(ctx.sql, input.cropId)),
  create: adminProcedure.input(ZSoilCreateInput).mutation(({ ctx, input }) => createSoilType(ctx.sql, input)),
  update: adminProcedure.input(ZSoilUpdateInput).mutation(({ ctx, input: { id, ...fields } }) => updateSoilType(ctx.sql, id, fields)),
  delete: adminProcedure
    .input(ZSoilRefInput)
    .mutation(async ({ ctx, input }) => ({ message: 'Soil type deleted successfully', ...(await deleteSoilType(ctx.sql, input.id)) })),
});
