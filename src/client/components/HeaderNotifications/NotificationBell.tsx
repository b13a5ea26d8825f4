import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAccountLanguage } from '../../hooks/useAccountLanguage';
import { useUnreadCount } from '../../hooks/useNotifications';
import { lazyNamed } from '../../lib/lazyNamed';
import { unreadBadgeLabel } from '../../lib/notifications';
import { trpc } from '../../lib/trpc';
import { BellIcon } from '../notifications/NotificationIcons/NotificationIcons';

/* The dropdown's list (its queries, items, relative times) is loaded the first time the bell is opened. */
const NotificationsDropdown = lazyNamed(
  () => import('../notifications/NotificationsDropdown/NotificationsDropdown'),
  'NotificationsDropdown',
);

/**
 * The header's bell (signed in): the unread count on a badge (hidden at 0), refreshed once a minute while the tab is
 * visible and on coming back to it; a click opens the latest notifications. A change of the count (a new
 * notification, or one read in another tab) makes the lists on screen ask again.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [location] = useLocation();
  const count = useUnreadCount() ?? 0;
  const utils = trpc.useUtils();
  const seen = useRef(count);
  // Notifications are written in the account's language: keep it the one the site is read in.
  useAccountLanguage();

  useEffect(() => {
    if (seen.current === count) return;
    seen.current = count;
    void utils.notifications.list.invalidate();
  }, [count, utils]);

  // Any navigation closes it (View all, an order's notification, Back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger
  useEffect(() => setOpened(false), [location]);

  // Escape closes it wherever the focus is (on the bell too, before the list has arrived to take it).
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened]);

  return (
    <Indicator
      label={unreadBadgeLabel(count)}
      disabled={count === 0}
      size={18}
      color="red"
      offset={4}
      inline
      data-testid="notifications-badge"
      data-count={count}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="xl"
            radius="xl"
            onClick={() => setOpened((o) => !o)}
            aria-label={count > 0 ? t('notifications.bellWithCount', { count }) : t('notifications.bell')}
            title={t('notifications.bell')}
            data-testid="notifications-bell"
          >
            <BellIcon size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" style={{ maxWidth: 'calc(100vw - 16px)' }}>
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <NotificationsDropdown onClose={() => setOpened(false)} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
