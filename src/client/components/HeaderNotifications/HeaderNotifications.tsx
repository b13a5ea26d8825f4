import { loadNotificationTexts } from '../../i18n';
import { lazyNamedWith } from '../../lib/lazyNamed';
import { SignedInOnly } from '../SignedInOnly/SignedInOnly';

/* The bell (badge, popover, unread-count polling) and its texts are only needed once signed in: their own chunk. */
const NotificationBell = lazyNamedWith(() => import('./NotificationBell'), 'NotificationBell', loadNotificationTexts);

/** The header's notifications bell beside the cart, shown while signed in. */
export function HeaderNotifications() {
  return (
    <SignedInOnly>
      <NotificationBell />
    </SignedInOnly>
  );
}
