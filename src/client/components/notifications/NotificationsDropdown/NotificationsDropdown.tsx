import { Anchor, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useNotificationActions, useNotificationList } from '../../../hooks/useNotifications';
import { DROPDOWN_SIZE } from '../../../lib/notifications';
import { NotificationItem } from '../NotificationItem/NotificationItem';

interface NotificationsDropdownProps {
  /** Close the dropdown (after opening a notification, or on View all). */
  onClose: () => void;
}

/**
 * The bell's dropdown (loaded the first time it opens): the latest notifications with how long ago, Mark all as
 * read, open one (marked read; an order's goes to /orders/{id}, a price alert's to its crop), delete one, and View
 * all → /notifications.
 */
export function NotificationsDropdown({ onClose }: NotificationsDropdownProps) {
  const { t } = useTranslation();
  const list = useNotificationList({ page: 1, limit: DROPDOWN_SIZE, unread_only: false });
  const actions = useNotificationActions(onClose);
  const items = list.data?.items;
  const unread = list.data?.unread_count ?? 0;
  const now = new Date();

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Center py="md" data-state="loading">
        <Loader size="sm" aria-label={t('notifications.loading')} />
      </Center>
    );
  } else if (!items) {
    body = (
      <Stack align="center" gap="xs" py="md" data-state="error">
        <Text size="sm">{t('notifications.loadFailed')}</Text>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <Stack align="center" gap={4} py="md" data-state="empty">
        <Text size="sm" fw={600}>
          {t('notifications.empty')}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('notifications.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={2} data-state="loaded" style={{ maxHeight: 'min(60dvh, 420px)', overflowY: 'auto' }}>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={actions.open}
            onDelete={actions.remove}
            compact
            now={now}
          />
        ))}
      </Stack>
    );
  }

  return (
    <div data-testid="notifications-dropdown">
      <Group justify="space-between" wrap="nowrap" px="xs" pb={6}>
        <Text fw={700} size="sm">
          {t('notifications.latest')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={actions.markAllRead}
          disabled={unread === 0}
          data-testid="notifications-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Divider mb={4} />
      {body}
      {actions.failed && (
        <Text size="xs" c="red" px="xs" pt={4} role="alert">
          {t('notifications.actionFailed')}
        </Text>
      )}
      <Divider mt={4} />
      <Center pt={6}>
        <Anchor
          component={Link}
          href="/notifications"
          size="sm"
          fw={600}
          onClick={onClose}
          data-testid="notifications-view-all"
        >
          {t('notifications.viewAll')}
        </Anchor>
      </Center>
    </div>
  );
}
