import {
  ZPopularTagsInput,
  ZTagCreateInput,
  ZTagCropsInput,
  ZTagListInput,
  ZTagRefInput,
  ZTagUpdateInput,
} from '../../shared/crops';
import { viewerOf } from '../crops/common';
import { listCrops } from '../crops/crops';
import { createTag, deleteTag, getTag, listTags, popularTags, updateTag } from '../crops/tags';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { adminDelete } from './adminDelete';
import { ZCropPage } from './crops.schema';
import * as S from './outputs';
import { ZTagPage, ZTags } from './tags.schema';

/** The Tags group: one vocabulary for crops and guides. */
export const tagsRouter = router({
  list: publicProcedure
    .input(ZTagListInput)
    .output(ZTagPage)
    .query(({ ctx, input }) => listTags(ctx.sql, input.page, input.limit)),
  /** The most used tags (crops and guides that carry them), ?limit default 10. */
  popular: publicProcedure
    .input(ZPopularTagsInput)
    .output(ZTags)
    .query(({ ctx, input }) => popularTags(ctx.sql, input.limit)),
  byId: publicProcedure
    .input(ZTagRefInput)
    .output(S.Tag)
    .query(({ ctx, input }) => getTag(ctx.sql, input.id)),
  /** The crops carrying a tag, by name, a page at a time. */
  crops: publicProcedure
    .input(ZTagCropsInput)
    .output(ZCropPage)
    .query(async ({ ctx, input }) => {
      const tag = await getTag(ctx.sql, input.id);
      return listCrops(ctx.sql, { page: input.page, limit: input.limit, tag: tag.id }, viewerOf(ctx));
    }),
  create: adminProcedure
    .input(ZTagCreateInput)
    .output(S.Tag)
    .mutation(({ ctx, input }) => createTag(ctx.sql, input)),
  update: adminProcedure
    .input(ZTagUpdateInput)
    .output(S.Tag)
    .mutation(({ ctx, input: { id, ...fields } }) => updateTag(ctx.sql, id, fields)),
  delete: adminDelete(ZTagRefInput, deleteTag, 'crops.tagDeleted'),
});
