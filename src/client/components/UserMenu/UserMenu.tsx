import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { USER_MENU_LINKS } from '../../data/navigation';
import { useSignOut } from '../../hooks/useSignOut';
import { ADMIN_HOME, useAdminMenuLabel } from '../../lib/adminMenu';
import type { PublicUser } from '../../lib/trpc';
import { UserAvatar } from '../UserAvatar/UserAvatar';

/** The signed-in user's menu in the header: Profile, My Orders, Favorites, Admin (administrators only), Logout. Loaded only when signed in. */
export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const adminLabel = useAdminMenuLabel(user.role === 'admin');
  return (
    <Menu position="bottom-end" width={220} withArrow shadow="md">
      <Menu.Target>
        {/* Named by what it shows (the first name; the avatar beside it is decoration here), then what it opens */}
        <UnstyledButton
          data-testid="user-menu"
          style={{ display: 'inline-flex', alignItems: 'center', borderRadius: 999 }}
        >
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} size={34} aria-hidden />
            <Text span fw={600} size="sm" maw={120} truncate="end">
              {user.first_name}
            </Text>
            <VisuallyHidden>{` ${t('userMenu.label')}`}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('userMenu.signedInAs')}
          <Text size="xs" fw={600} c="dark" truncate="end" className="ltr-run" display="block">
            {user.email}
          </Text>
        </Menu.Label>
        {USER_MENU_LINKS.map((link) => (
          <Menu.Item key={link.path} component={Link} href={link.path}>
            {t(link.labelKey)}
          </Menu.Item>
        ))}
        {adminLabel && (
          <Menu.Item component={Link} href={ADMIN_HOME} data-testid="user-menu-admin">
            {adminLabel}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
