import { ZPopularTagsInput, ZTagCreateInput, ZTagCropsInput, ZTagListInput, ZTagRefInput, ZTagUpdateInput } from '../../shared/crops';
import { viewerOf } from '../crops/common';
import { listCrops } from '../crops/crops';
import { createTag, deleteTag, getTag, listTags, popularTags, updateTag } from '../crops/tags';
import { adminProcedure, publicProcedure, router } from '../trpc';

/** The Tags group: one vocabulary for crops and guides. */
export const tagsRouter = router({
  list: publicProcedure.input(ZTagListInput).query(({ ctx, input }) => listTags(ctx.sql, input.page, input.limit)),
  /** The most used tags (crops and guides that carry them), ?limit default 10. */
  popular: publicProcedure.input(ZPopularTagsInput).query(({ ctx, input }) => popularTags(ctx.sql, input.limit)),
  byId: publicProcedure.input(ZTagRefInput).query(({ ctx, input }) => getTag(ctx.sql, input.id)),
  /** The crops carrying a tag, by name, a page at a time. */
  crops: publicProcedure.input(ZTagCropsInput).query(async ({ ctx, input }) => {
    const tag = await getTag(ctx.sql, input.id);
    return listCrops(ctx.sql, { page: input.page, limit: input.limit, tag: tag.id }, viewerOf(ctx));
  }),
  create: adminProcedure.input(ZTagCreateInput).mutation(({ ctx, input }) => createTag(ctx.sql, input)),
  update: adminProcedure.input(ZTagUpdateInput).mutation(({ ctx, input: { id, ...fields } }) => updateTag(ctx.sql, id, fields)),
  delete: adminProcedure
    .input(ZTagRefInput)
    .mutation(async ({ ctx, input }) => ({ message: 'Tag deleted successfully', ...(await deleteTag(ctx.sql, input.id)) })),
});
