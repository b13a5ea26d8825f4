import { ZSearchInput, ZSiteSearchInput } from '../../shared/catalogue';
import { searchAll, searchEquipment } from '../catalogue/search';
import { searchCrops, searchGuides } from '../crops/search';
import { publicProcedure, router } from '../trpc';
import { ZProductCards } from './products.schema';
import { ZCropHits, ZGuideHits, ZSearchResults } from './search.schema';

/** The search calls of the "Dashboard and search" group. */
export const searchRouter = router({
  /** Products, crops and guides matching the words (`type` picks one kind; the others answer empty). */
  all: publicProcedure
    .input(ZSiteSearchInput)
    .output(ZSearchResults)
    .query(({ ctx, input }) => searchAll(ctx.sql, input.q, input.type, input.limit)),
  crops: publicProcedure
    .input(ZSearchInput)
    .output(ZCropHits)
    .query(({ ctx, input }) => searchCrops(ctx.sql, input.q, input.limit)),
  guides: publicProcedure
    .input(ZSearchInput)
    .output(ZGuideHits)
    .query(({ ctx, input }) => searchGuides(ctx.sql, input.q, input.limit)),
  /** Products in agriculture_machines, tools and irrigation matching the words. */
  equipment: publicProcedure
    .input(ZSearchInput)
    .output(ZProductCards)
    .query(({ ctx, input }) => searchEquipment(ctx.sql, input.q, input.limit)),
});
