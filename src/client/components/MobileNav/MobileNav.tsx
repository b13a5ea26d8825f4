import { Badge, Button, Divider, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isActivePath, MAIN_NAV_LINKS, USER_MENU_LINKS } from '../../data/navigation';
import { useNotificationTexts } from '../../hooks/useNotificationTexts';
import { useUnreadCount } from '../../hooks/useNotifications';
import { useSignOut } from '../../hooks/useSignOut';
import { ADMIN_HOME, useAdminMenuLabel } from '../../lib/adminMenu';
import { useAuth } from '../../lib/auth';
import { unreadBadgeLabel } from '../../lib/notifications';
import { AuthButtons } from '../AuthButtons/AuthButtons';

type PageLink = (typeof MAIN_NAV_LINKS | typeof USER_MENU_LINKS)[number];

/** Links to the site's pages, the one open shown as active. */
function PageLinks({ links }: { links: readonly PageLink[] }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return links.map((link) => (
    <NavLink
      key={link.path}
      component={Link}
      href={link.path}
      label={t(link.labelKey)}
      active={isActivePath(link.path, location)}
      variant="light"
    />
  ));
}

/** The account part of the mobile menu: the user's links, Notifications (with the unread count) and Logout, or Login and Sign Up. */
function MobileAccountLinks() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useAuth();
  const signOut = useSignOut();
  const adminLabel = useAdminMenuLabel(user?.role === 'admin');
  const notificationTexts = useNotificationTexts(Boolean(user));
  const unread = useUnreadCount() ?? 0;
  if (!user) return <AuthButtons stacked />;
  return (
    <Stack gap={2} data-testid="mobile-account-links">
      <Text size="xs" c="dimmed" px="sm" mb={4}>
        {t('userMenu.signedInAs')}{' '}
        <Text span fw={600} c="dark" className="ltr-run">
          {user.email}
        </Text>
      </Text>
      <PageLinks links={USER_MENU_LINKS} />
      {notificationTexts && (
        <NavLink
          component={Link}
          href="/notifications"
          label={
            <>
              {t('notifications.menuLink')}
              {unread > 0 && <VisuallyHidden>{` ${t('notifications.unreadCount', { count: unread })}`}</VisuallyHidden>}
            </>
          }
          active={isActivePath('/notifications', location)}
          variant="light"
          rightSection={
            unread > 0 ? (
              // The link's name says the count in words; the badge shows it.
              <Badge color="red" size="sm" circle={unread < 10} aria-hidden data-testid="mobile-notifications-count">
                {unreadBadgeLabel(unread)}
              </Badge>
            ) : undefined
          }
          data-testid="mobile-notifications-link"
        />
      )}
      {adminLabel && (
        <NavLink
          component={Link}
          href={ADMIN_HOME}
          label={adminLabel}
          active={isActivePath(ADMIN_HOME, location)}
          variant="light"
        />
      )}
      <Button variant="light" color="red" mt="sm" onClick={() => void signOut()}>
        {t('userMenu.logout')}
      </Button>
    </Stack>
  );
}

/** The menu that slides in on phones and tablets: the same links, then the account links or Login and Sign Up. */
export function MobileNav() {
  const { t } = useTranslation();
  return (
    <>
      <Stack component="nav" gap={2} aria-label={t('nav.mainNavigation')}>
        <PageLinks links={MAIN_NAV_LINKS} />
      </Stack>
      <Divider my="md" />
      <MobileAccountLinks />
    </>
  );
}
