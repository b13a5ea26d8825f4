import { recommendations } from '../dashboard/recommendations';
import { dashboardStats } from '../dashboard/stats';
import { authedProcedure, router } from '../trpc';
import { ZDashboardStats, ZRecommendations, ZRecommendationsInput } from './dashboard.schema';

/** The signed-in user's dashboard: counters, and what to buy and plant next. */
export const dashboardRouter = router({
  /** Orders (total, open, by status, total spent), favourites, cart, unread notifications, quiz attempts. */
  stats: authedProcedure.output(ZDashboardStats).query(({ ctx }) => dashboardStats(ctx.sql, ctx.user.userId)),
  /** Products often bought with theirs (else bestsellers) and crops in season where they farm, each with a reason. */
  recommendations: authedProcedure
    .input(ZRecommendationsInput)
    .output(ZRecommendations)
    .query(({ ctx, input }) => recommendations(ctx.sql, ctx.user.userId, input.limit, new Date())),
});
