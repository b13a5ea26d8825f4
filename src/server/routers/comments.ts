import {
  ZCommentCreateInput,
  ZCommentListInput,
  ZCommentRefInput,
  ZCommentTargetInput,
  ZCommentUpdateInput,
} from '../../shared/crops';
import { addComment, deleteComment, listComments, listOwnHeldComments, updateComment } from '../crops/comments';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { ZCommentPage, ZCommentWritten, ZComments } from './comments.schema';
import { deleted } from './common.schema';
import { say } from '../language';

/** The Comments group: comments on crops, guides and products. */
export const commentsRouter = router({
  /** The approved comments on a crop, guide or product, newest first, a page at a time. */
  list: publicProcedure
    .input(ZCommentListInput)
    .output(ZCommentPage)
    .query(({ ctx, input }) => listComments(ctx.sql, input.type, input.id, input.page, input.limit)),
  /** The caller's own comments on a target that others do not see yet (pending) or at all (rejected), newest first. */
  mine: authedProcedure
    .input(ZCommentTargetInput)
    .output(ZComments)
    .query(({ ctx, input }) => listOwnHeldComments(ctx.sql, ctx.user, input.type, input.id)),
  /** Comment (signed in); held as pending while moderation is on. */
  create: authedProcedure
    .input(ZCommentCreateInput)
    .output(ZCommentWritten)
    .mutation(({ ctx, input }) => addComment(ctx.sql, ctx.user, input.type, input.id, input.body)),
  /** Change a comment: its author or an administrator. */
  update: authedProcedure
    .input(ZCommentUpdateInput)
    .output(ZCommentWritten)
    .mutation(({ ctx, input }) => updateComment(ctx.sql, ctx.user, input.id, input.body)),
  /** Delete a comment: its author or an administrator. */
  delete: authedProcedure
    .input(ZCommentRefInput)
    .output(deleted)
    .mutation(async ({ ctx, input }) => ({
      message: say('crops.commentDeleted'),
      ...(await deleteComment(ctx.sql, ctx.user, input.id)),
    })),
});
