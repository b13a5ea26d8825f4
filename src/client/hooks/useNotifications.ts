import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';
import { type AppNotification, notificationHref, UNREAD_POLL_MS } from '../lib/notifications';
import { trpc } from '../lib/trpc';

/**
 * The signed-in user's unread count (the header badge and the mobile menu): asked once a minute while the tab is
 * visible and again on coming back to it; never while the browser is offline, never retried, and not at all before
 * the stored session is confirmed (a stale one must not send a visitor of a public page to the sign-in page).
 */
export function useUnreadCount(): number | undefined {
  const { status } = useAuth();
  const query = trpc.notifications.unreadCount.useQuery(undefined, {
    enabled: status === 'signedIn',
    staleTime: 10_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    networkMode: 'online',
  });
  return query.data?.count;
}

/**
 * A page of the notifications (newest first); its answer's unread count also sets the badge, so the two agree.
 */
export function useNotificationList(input: { page: number; limit: number; unread_only: boolean }) {
  const utils = trpc.useUtils();
  const query = trpc.notifications.list.useQuery(input, { staleTime: 0, placeholderData: keepPreviousData });
  const unread = query.data?.unread_count;
  useEffect(() => {
    if (unread !== undefined) utils.notifications.unreadCount.setData(undefined, { count: unread });
  }, [unread, utils]);
  return query;
}

type ListAnswer = ReturnType<ReturnType<typeof trpc.useUtils>['notifications']['list']['getData']>;

export interface NotificationActions {
  /** Mark it read (if it is not) and go to its order or crop, if it is about one. */
  open(notification: AppNotification): void;
  markRead(notification: AppNotification): void;
  markAllRead(): void;
  remove(notification: AppNotification): void;
  /** The last action was refused or got no answer (what it changed on screen is put back by a reload). */
  failed: boolean;
}

/**
 * Mark read, mark all read and delete: shown at once in every list and the badge, then the server's answer (its
 * unread count) is taken and the lists are asked again. A refused action reloads them and sets `failed`.
 */
export function useNotificationActions(onNavigate?: () => void): NotificationActions {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  const editLists = useCallback(
    (edit: (answer: NonNullable<ListAnswer>) => NonNullable<ListAnswer>) => {
      utils.notifications.list.setQueriesData(undefined, {}, (answer: ListAnswer) => (answer ? edit(answer) : answer));
    },
    [utils],
  );
  const shiftCount = useCallback(
    (change: (count: number) => number) =>
      utils.notifications.unreadCount.setData(undefined, (previous) =>
        previous ? { count: Math.max(0, change(previous.count)) } : previous,
      ),
    [utils],
  );

  const settle = useCallback(
    (call: Promise<{ unread_count: number }>) => {
      setFailed(false);
      call.then(
        (answer) => {
          utils.notifications.unreadCount.setData(undefined, { count: answer.unread_count });
          void utils.notifications.list.invalidate();
        },
        () => {
          setFailed(true);
          void utils.notifications.list.invalidate();
          void utils.notifications.unreadCount.invalidate();
        },
      );
    },
    [utils],
  );

  const markRead = useCallback(
    (notification: AppNotification) => {
      if (notification.is_read) return;
      editLists((answer) => ({
        ...answer,
        items: answer.items.map((n) => (n.id === notification.id ? { ...n, is_read: true } : n)),
      }));
      shiftCount((count) => count - 1);
      settle(utils.client.notifications.markRead.mutate({ id: notification.id }));
    },
    [editLists, shiftCount, settle, utils],
  );

  const open = useCallback(
    (notification: AppNotification) => {
      markRead(notification);
      const href = notificationHref(notification);
      if (href) {
        onNavigate?.();
        navigate(href);
      }
    },
    [markRead, navigate, onNavigate],
  );

  const markAllRead = useCallback(() => {
    editLists((answer) => ({ ...answer, items: answer.items.map((n) => (n.is_read ? n : { ...n, is_read: true })) }));
    shiftCount(() => 0);
    settle(utils.client.notifications.markAllRead.mutate());
  }, [editLists, shiftCount, settle, utils]);

  const remove = useCallback(
    (notification: AppNotification) => {
      editLists((answer) =>
        answer.items.some((n) => n.id === notification.id)
          ? {
              ...answer,
              items: answer.items.filter((n) => n.id !== notification.id),
              total: Math.max(0, answer.total - 1),
            }
          : answer,
      );
      if (!notification.is_read) shiftCount((count) => count - 1);
      settle(utils.client.notifications.remove.mutate({ id: notification.id }));
    },
    [editLists, shiftCount, settle, utils],
  );

  return { open, markRead, markAllRead, remove, failed };
}
