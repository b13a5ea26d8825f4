import { ZProjectFollowConfirmInput, ZProjectFollowInput, ZProjectUnfollowInput } from '../../shared/schemas/projects';
import { confirmProjectFollow, followProject, followedProjects, unfollowProject } from '../projects/followers';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { ZProjectFollowConfirmed, ZProjectFollowed, ZProjectFollows, ZProjectUnfollowed } from './projects.schema';

/**
 * The Projects page's "E-mail me when it starts" (not in the call catalogue; shaped like the Newsletter group): follow
 * an upcoming project with an e-mail address (double opt-in), confirm with the e-mailed link's token, and for a
 * signed-in grower, their follows and stopping one.
 */
export const projectsRouter = router({
  follow: publicProcedure
    .input(ZProjectFollowInput)
    .output(ZProjectFollowed)
    .mutation(({ ctx, input }) => followProject(ctx, input, ctx.user)),

  confirmFollow: publicProcedure
    .input(ZProjectFollowConfirmInput)
    .output(ZProjectFollowConfirmed)
    .mutation(({ ctx, input }) => confirmProjectFollow(ctx.sql, input.token)),

  following: authedProcedure.output(ZProjectFollows).query(({ ctx }) => followedProjects(ctx.sql, ctx.user)),

  unfollow: authedProcedure
    .input(ZProjectUnfollowInput)
    .output(ZProjectUnfollowed)
    .mutation(({ ctx, input }) => unfollowProject(ctx.sql, ctx.user, input.project_id)),
});
