import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import { requireUser, toPublicUser } from '../accounts/userRecord';
import { anonymiseAccount, confirmPassword, updateProfile } from '../accounts/users';
import { guidesByAuthor } from '../crops/guides';
import type { AuthUser } from '../context';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { PASSWORD_TO_CONFIRM, ZById, ZCropGuidesInput, ZUserDeleteInput, ZUserUpdateInput } from './auth.schema';

/** Users may act on their own account; administrators on anyone's. Otherwise 403 (whether or not the id exists). */
function assertSelfOrAdmin(user: AuthUser, id: string): void {
  if (user.userId !== id && user.role !== 'admin') throw new ForbiddenError('You can only access your own account.');
}

/** One user by id: the Users group of the catalogue. */
export const usersRouter = router({
  get: authedProcedure.input(ZById).query(async ({ ctx, input }) => {
    assertSelfOrAdmin(ctx.user, input.id);
    return toPublicUser(await requireUser(ctx.sql, input.id));
  }),

  update: authedProcedure.input(ZUserUpdateInput).mutation(async ({ ctx, input: { id, ...patch } }) => {
    assertSelfOrAdmin(ctx.user, id);
    return updateProfile(ctx, id, patch, ctx.user, ctx);
  }),

  /** Delete (anonymise) an account. Users deleting their own account confirm with their password. */
  delete: authedProcedure.input(ZUserDeleteInput).mutation(async ({ ctx, input }) => {
    assertSelfOrAdmin(ctx.user, input.id);
    const user = await requireUser(ctx.sql, input.id);
    if (input.id === ctx.user.userId) {
      if (!input.password) throw new ValidationError(PASSWORD_TO_CONFIRM, 'password');
      await confirmPassword(ctx, user, input.password, ctx);
    }
    await anonymiseAccount(ctx.sql, ctx.config.dataDir, input.id, ctx.user.userId, ctx);
    return { message: 'The account has been deleted.' };
  }),

  /** The crop guides a user wrote, paginated. Guides are written in the crops domain; none exist before it. */
  cropGuides: publicProcedure.input(ZCropGuidesInput).query(async ({ ctx, input }) => {
    const user = await requireUser(ctx.sql, input.id);
    if (user.status === 'deleted') throw new NotFoundError('User not found');
    return guidesByAuthor(ctx.sql, input.id, input.page, input.limit);
  }),
});
