import { Suspense } from 'react';
import { loadNotificationTexts } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { lazyNamedWith } from '../../lib/lazyNamed';

/* The bell (badge, popover, unread-count polling) and its texts are only needed once signed in: their own chunk. */
const NotificationBell = lazyNamedWith(() => import('./NotificationBell'), 'NotificationBell', loadNotificationTexts);

/** The header's notifications bell beside the cart, shown while signed in. */
export function HeaderNotifications() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
