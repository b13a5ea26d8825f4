import { countUnread, deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from '../notifications/notifications';
import { authedProcedure, router } from '../trpc';
import { ZNotificationListInput, ZNotificationRefInput } from './notifications.schema';

const notificationsProcedure = authedProcedure.meta({ signInMessage: 'Please log in to see your notifications' });

/** The Notifications group (signed in, own notifications only; another user's is 404). */
export const notificationsRouter = router({
  /** Newest first, a page at a time (`unread_only` for the unread ones), with `unread_count`. */
  list: notificationsProcedure.input(ZNotificationListInput).query(({ ctx, input }) => listNotifications(ctx.sql, ctx.user.userId, input)),
  /** Mark one read: `{message, notification, unread_count}`. */
  markRead: notificationsProcedure.input(ZNotificationRefInput).mutation(({ ctx, input }) => markNotificationRead(ctx.sql, ctx.user.userId, input.id)),
  /** Mark every one read: `{message, updated, unread_count}`. */
  markAllRead: notificationsProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.sql, ctx.user.userId)),
  /** Delete one (it is never listed or counted again): `{message, id, unread_count}`. */
  remove: notificationsProcedure.input(ZNotificationRefInput).mutation(({ ctx, input }) => deleteNotification(ctx.sql, ctx.user.userId, input.id)),
  /** `{count}` of unread notifications (the header badge). */
  unreadCount: notificationsProcedure.query(async ({ ctx }) => ({ count: await countUnread(ctx.sql, ctx.user.userId) })),
});
