import { pageViews, trackEvent, userActivity } from '../analytics/analytics';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../trpc';
import { ZPageViewReport, ZPageViewsInput, ZTrackInput, ZTrackedEvent, ZUserActivity } from './analytics.schema';

/** The Analytics group: tracking (public), the page-view report (administrators), and the caller's own activity. */
export const analyticsRouter = router({
  /** Track `{event, data, session_id?}`; the user is attached when signed in. 429 past the per-minute limit. */
  track: publicProcedure
    .input(ZTrackInput)
    .output(ZTrackedEvent)
    .mutation(({ ctx, input }) => trackEvent(ctx, { userId: ctx.user?.userId ?? null, ip: ctx.ip }, input)),
  /** Page views per day and the top paths, `from`..`to` (default the last 30 days in Egypt). */
  pageViews: adminProcedure
    .input(ZPageViewsInput)
    .output(ZPageViewReport)
    .query(({ ctx, input }) => pageViews(ctx.sql, input, new Date())),
  /** The signed-in user's activity: events by type, first and last seen, pages viewed, and their order summary. */
  user: authedProcedure.output(ZUserActivity).query(({ ctx }) => userActivity(ctx.sql, ctx.user.userId)),
});
