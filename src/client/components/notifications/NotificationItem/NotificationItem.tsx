import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Button, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatDateTime } from '../../../lib/format';
import { type AppNotification, notificationKind } from '../../../lib/notifications';
import { formatTimeAgo } from '../../../lib/relativeTime';
import {
  BellIcon,
  ParcelIcon,
  PaymentDueIcon,
  PriceTrendIcon,
  TrashIcon,
} from '../NotificationIcons/NotificationIcons';
import classes from './NotificationItem.module.css';

/** A small sign of what a notification is about (decorative: the kind is also said in words). */
const KIND_ICONS = {
  order: ParcelIcon,
  price_alert: PriceTrendIcon,
  payment: PaymentDueIcon,
  other: BellIcon,
} as const;

interface NotificationItemProps {
  notification: AppNotification;
  /** Open it: mark it read and go to its order or crop, if it has one. */
  onOpen: (notification: AppNotification) => void;
  onDelete: (notification: AppNotification) => void;
  /** The page also offers "Mark as read" (the dropdown marks one read by opening it). */
  onMarkRead?: (notification: AppNotification) => void;
  /** The dropdown cuts the message to two lines. */
  compact?: boolean;
  /** "5 minutes ago" is counted from this moment (the list's render). */
  now: Date;
}

/**
 * A notification: its title (bold while unread, with a dot), message, what it is about (an order, a price alert) and
 * how long ago, as one button that opens it; then Delete (and Mark as read on the page). The title and message arrive in
 * the reader's language.
 */
export function NotificationItem({
  notification,
  onOpen,
  onDelete,
  onMarkRead,
  compact = false,
  now,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const created = new Date(notification.created_at);
  const unread = !notification.is_read;
  const kind = notificationKind(notification.type);
  const KindIcon = KIND_ICONS[kind];
  return (
    <div
      className={classes.item}
      data-testid="notification-item"
      data-id={notification.id}
      data-read={String(notification.is_read)}
      data-type={notification.type}
    >
      <UnstyledButton className={classes.body} onClick={() => onOpen(notification)} data-testid="notification-open">
        <span className={classes.dot} aria-hidden />
        <span className={classes.text}>
          {unread && <VisuallyHidden>{`${t('notifications.unread')}: `}</VisuallyHidden>}
          <Text span display="block" fw={unread ? 700 : 500} size="sm" dir="auto" data-testid="notification-title">
            {notification.title}
          </Text>
          <Text
            span
            display="block"
            size="sm"
            c="dimmed"
            dir="auto"
            lineClamp={compact ? 2 : undefined}
            data-testid="notification-message"
          >
            {notification.message}
          </Text>
          <Text span display="block" size="xs" c="dimmed" mt={2}>
            <span data-testid="notification-kind" data-kind={kind} className={classes.kind}>
              <KindIcon size={12} />
              {t(`notifications.kinds.${kind}`)}
            </span>
            {' · '}
            <time dateTime={created.toISOString()} title={formatDateTime(created, language)}>
              {formatTimeAgo(created, language, now)}
            </time>
          </Text>
        </span>
      </UnstyledButton>
      <div className={classes.actions}>
        {onMarkRead && unread && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onMarkRead(notification)}
            aria-label={t('notifications.markReadLabel', { title: notification.title })}
            data-testid="notification-mark-read"
          >
            {t('notifications.markRead')}
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          onClick={() => onDelete(notification)}
          aria-label={t('notifications.deleteLabel', { title: notification.title })}
          title={t('notifications.delete')}
          data-testid="notification-delete"
        >
          <TrashIcon size={16} />
        </ActionIcon>
      </div>
    </div>
  );
}
