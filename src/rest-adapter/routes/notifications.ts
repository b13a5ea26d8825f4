import { listEnvelope, messageEnvelope, noInput, queryInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Notifications';

/**
 * The Notifications group of rest-calls.tsv (signed in; only the caller's own notifications, another's is 404).
 * The list answers `{success, data, notifications, pagination, total, totalPages, unread_count}`.
 */
export const notificationsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/notifications',
    procedure: 'notifications.list',
    group,
    summary: 'My notifications, newest first: ?page, ?limit (20, at most 100), ?unread_only=true; with unread_count',
    input: queryInput(),
    respond: listEnvelope('notifications'),
  },
  {
    method: 'PUT',
    path: '/notifications/{id}/read',
    procedure: 'notifications.markRead',
    group,
    summary: 'Mark one notification read: {notification, unread_count}',
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/notifications/read-all',
    procedure: 'notifications.markAllRead',
    group,
    summary: 'Mark every notification read: {updated, unread_count}',
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'DELETE',
    path: '/notifications/{id}',
    procedure: 'notifications.remove',
    group,
    summary: 'Delete a notification: it is never listed or counted again',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/notifications/unread-count',
    procedure: 'notifications.unreadCount',
    group,
    summary: 'How many notifications are unread: {count}',
    input: noInput,
  },
];
