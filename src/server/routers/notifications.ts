import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications/notifications';
import { authedProcedure, router } from '../trpc';
import {
  ZNotificationListInput,
  ZNotificationPage,
  ZNotificationRead,
  ZNotificationRefInput,
  ZNotificationRemoved,
  ZNotificationsAllRead,
  ZUnreadCount,
} from './notifications.schema';

const notificationsProcedure = authedProcedure.meta({ signInMessage: 'signIn.notifications' });

/** The Notifications group (signed in, own notifications only; another user's is 404). */
export const notificationsRouter = router({
  /** Newest first, a page at a time (`unread_only` for the unread ones), with `unread_count`. */
  list: notificationsProcedure
    .input(ZNotificationListInput)
    .output(ZNotificationPage)
    .query(({ ctx, input }) => listNotifications(ctx.sql, ctx.user.userId, input)),
  /** Mark one read: `{message, notification, unread_count}`. */
  markRead: notificationsProcedure
    .input(ZNotificationRefInput)
    .output(ZNotificationRead)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.sql, ctx.user.userId, input.id)),
  /** Mark every one read: `{message, updated, unread_count}`. */
  markAllRead: notificationsProcedure
    .output(ZNotificationsAllRead)
    .mutation(({ ctx }) => markAllNotificationsRead(ctx.sql, ctx.user.userId)),
  /** Delete one (it is never listed or counted again): `{message, id, unread_count}`. */
  remove: notificationsProcedure
    .input(ZNotificationRefInput)
    .output(ZNotificationRemoved)
    .mutation(({ ctx, input }) => deleteNotification(ctx.sql, ctx.user.userId, input.id)),
  /** `{count}` of unread notifications (the header badge). */
  unreadCount: notificationsProcedure
    .output(ZUnreadCount)
    .query(async ({ ctx }) => ({ count: await countUnread(ctx.sql, ctx.user.userId) })),
});
