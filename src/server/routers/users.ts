import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import { guardedDeletion } from '../admin/users';
import { msg } from '../../shared/messages';
import { requireUser, toPublicUser } from '../accounts/userRecord';
import { anonymiseAccount, confirmPassword, updateProfile } from '../accounts/users';
import { guidesByAuthor } from '../crops/guides';
import type { AuthUser } from '../context';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { ZById, ZCropGuidesInput, ZUpdatedProfile, ZUserDeleteInput, ZUserUpdateInput } from './auth.schema';
import * as S from './outputs';
import { ZAuthoredGuidePage } from './users.schema';
import { say } from '../language';

/** Users may act on their own account; administrators on anyone's. Otherwise 403 (whether or not the id exists). */
function assertSelfOrAdmin(user: AuthUser, id: string): void {
  if (user.userId !== id && user.role !== 'admin') throw new ForbiddenError(msg('accounts.ownAccountOnly'));
}

/** One user by id: the Users group of the catalogue. */
export const usersRouter = router({
  get: authedProcedure
    .input(ZById)
    .output(S.User)
    .query(async ({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.id);
      return toPublicUser(await requireUser(ctx.sql, input.id));
    }),

  update: authedProcedure
    .input(ZUserUpdateInput)
    .output(ZUpdatedProfile)
    .mutation(async ({ ctx, input: { id, ...patch } }) => {
      assertSelfOrAdmin(ctx.user, id);
      return updateProfile(ctx, id, patch, ctx.user, ctx);
    }),

  /** Delete (anonymise) an account. Users deleting their own account confirm with their password. */
  delete: authedProcedure
    .input(ZUserDeleteInput)
    .output(S.said)
    .mutation(async ({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.id);
      const user = await requireUser(ctx.sql, input.id);
      if (input.id === ctx.user.userId) {
        // An administrator cannot delete themself by any path: another administrator must demote them first.
        if (ctx.user.role === 'admin') throw new ConflictError(msg('admin.adminCannotDeleteSelf'));
        if (!input.password) throw new ValidationError(msg('accounts.confirmWithPassword'), 'password');
        await confirmPassword(ctx, user, input.password, ctx);
      }
      await guardedDeletion(ctx.sql, input.id, () =>
        anonymiseAccount(ctx.sql, ctx.config.dataDir, input.id, ctx.user.userId, ctx),
      );
      return { message: say('admin.userDeleted') };
    }),

  /** The crop guides a user wrote, paginated. Guides are written in the crops domain; none exist before it. */
  cropGuides: publicProcedure
    .input(ZCropGuidesInput)
    .output(ZAuthoredGuidePage)
    .query(async ({ ctx, input }) => {
      const user = await requireUser(ctx.sql, input.id);
      if (user.status === 'deleted') throw new NotFoundError(msg('accounts.userNotFound'));
      return guidesByAuthor(ctx.sql, input.id, input.page, input.limit);
    }),
});
