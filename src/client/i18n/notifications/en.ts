/**
 * English texts of the notifications: the header bell and its dropdown, the mobile menu link and the /notifications
 * page. The notifications' own titles and messages come from the server, already in the reader's language.
 * Loaded with the bell once signed in and with the page (`loadNotificationTexts()` in i18n/index.ts), not with the site.
 */
export const notificationsEn = {
  notifications: {
    pageTitle: 'Notifications',
    title: 'Notifications',
    menuLink: 'Notifications',
    bell: 'Notifications',
    bellWithCount_one: 'Notifications, {{count}} unread',
    bellWithCount_other: 'Notifications, {{count}} unread',
    latest: 'Latest notifications',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    markReadLabel: 'Mark as read: "{{title}}"',
    delete: 'Delete',
    deleteLabel: 'Delete the notification "{{title}}"',
    viewAll: 'View all',
    unread: 'Unread',
    unreadCount_one: '{{count}} unread',
    unreadCount_other: '{{count}} unread',
    count_one: '{{count}} notification',
    count_other: '{{count}} notifications',
    filter: { label: 'Show', all: 'All', unread: 'Unread only' },
    loading: 'Loading notifications...',
    loadFailed: 'Failed to load notifications',
    loadFailedHint: 'Please check your connection and try again.',
    retry: 'Try Again',
    empty: 'No notifications yet',
    emptyHint: 'We will tell you here when your orders move along or a price crosses one of your alerts.',
    emptyUnread: 'No unread notifications',
    emptyUnreadHint: 'You are all caught up.',
    showAll: 'Show all notifications',
    actionFailed: 'That did not work. Please try again.',
    /** What a notification is about, beside its time ("Price alert · 5 minutes ago"). */
    kinds: { order: 'Order', price_alert: 'Price alert', payment: 'Harvest payment', other: 'Notice' },
    pages: {
      navigation: 'Notification pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
      pageOf: 'Page {{page}} of {{total}}',
    },
  },
};
