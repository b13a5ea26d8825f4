import '@mantine/core/styles/EmptyState.css';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ListState } from '../components/ListState/ListState';
import { NotificationItem } from '../components/notifications/NotificationItem/NotificationItem';
import { ListPager } from '../components/ListPager/ListPager';
import { useNotificationActions, useNotificationList } from '../hooks/useNotifications';
import { usePageTitle } from '../hooks/usePageTitle';
import { NOTIFICATIONS_PAGE_SIZE, notificationsPath, readNotificationsQuery } from '../lib/notifications';

/**
 * /notifications (guarded): every notification, newest first, a page at a time, with the All / Unread only filter
 * (both in the address, so Back returns to the same page), Mark all as read, and per notification open (marked read;
 * an order's goes to /orders/{id}, a price alert's to its crop), Mark as read and Delete. Loading, error with Try
 * Again, empty and loaded states.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.pageTitle'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const { page, unreadOnly } = readNotificationsQuery(search);
  const list = useNotificationList({ page, limit: NOTIFICATIONS_PAGE_SIZE, unread_only: unreadOnly });
  const actions = useNotificationActions();
  const totalPages = list.data?.totalPages ?? 1;
  const unread = list.data?.unread_count ?? 0;
  const now = new Date();

  const go = (nextPage: number, nextUnreadOnly: boolean) => navigate(notificationsPath(nextPage, nextUnreadOnly));

  // A page emptied by deletes (or a link past the end) moves back to the last page there is.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, list.data.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) navigate(notificationsPath(lastPage, unreadOnly), { replace: true });
  }, [lastPage, page, unreadOnly, navigate]);

  const filterButton = (value: boolean, label: string) => (
    <Button
      variant={unreadOnly === value ? 'filled' : 'default'}
      size="xs"
      aria-pressed={unreadOnly === value}
      onClick={() => go(1, value)}
    >
      {label}
    </Button>
  );

  return (
    <Container size="md" py="xl" data-testid="notifications-page">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <div>
          <Title order={1}>{t('notifications.title')}</Title>
          {list.data && (
            <Text c="dimmed" size="sm" data-testid="notifications-unread-count" data-count={unread}>
              {t('notifications.unreadCount', { count: unread })}
            </Text>
          )}
        </div>
        <Button
          variant="light"
          onClick={actions.markAllRead}
          disabled={unread === 0}
          data-testid="notifications-page-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>

      <Group
        gap="xs"
        mb="md"
        role="group"
        aria-label={t('notifications.filter.label')}
        data-testid="notifications-filter"
      >
        {filterButton(false, t('notifications.filter.all'))}
        {filterButton(true, t('notifications.filter.unread'))}
      </Group>

      {actions.failed && (
        <Text c="red" size="sm" mb="sm" role="alert">
          {t('notifications.actionFailed')}
        </Text>
      )}

      <ListState
        query={list}
        texts="notifications"
        items={list.data?.items}
        errorHint={t('notifications.loadFailedHint')}
        emptyTitle={unreadOnly ? t('notifications.emptyUnread') : undefined}
        emptyHint={unreadOnly ? t('notifications.emptyUnreadHint') : t('notifications.emptyHint')}
        emptyAction={
          unreadOnly ? (
            <Button variant="light" mt="xs" onClick={() => go(1, false)}>
              {t('notifications.showAll')}
            </Button>
          ) : undefined
        }
        testId="notifications-list"
      >
        {(items) => (
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('notifications.count', { count: list.data?.total ?? items.length })}
            </Text>
            <Paper withBorder radius="md" p="xs">
              <Stack gap={4}>
                {items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={actions.open}
                    onMarkRead={actions.markRead}
                    onDelete={actions.remove}
                    now={now}
                  />
                ))}
              </Stack>
            </Paper>
            <ListPager
              labels="notifications.pages"
              page={page}
              totalPages={totalPages}
              onChange={(next) => go(next, unreadOnly)}
              scrollToTop
              disabled={list.isFetching}
              testId="notifications-pages"
            />
          </Stack>
        )}
      </ListState>
    </Container>
  );
}
