import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeaderAccount } from '../HeaderAccount/HeaderAccount';
import { HeaderCart } from '../HeaderCart/HeaderCart';
import { HeaderNav } from '../HeaderNav/HeaderNav';
import { HeaderNotifications } from '../HeaderNotifications/HeaderNotifications';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Logo } from '../Logo/Logo';

interface SiteHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Logo, the main links (wide screens) or the menu button (phones), language switch, the cart, favourites and notifications bell (signed in, phones too), and the account corner. */
export function SiteHeader({ menuOpened, onToggleMenu }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: 8, xs: 'md' }} justify="space-between" wrap="nowrap" gap={4}>
      <Group gap={4} wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="lg"
          size="md"
          aria-label={t('nav.toggleMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        />
        <Logo />
      </Group>
      <HeaderNav />
      <Group gap={4} wrap="nowrap">
        <LanguageSwitch />
        <HeaderCart />
        <HeaderNotifications />
        <Box visibleFrom="lg">
          <HeaderAccount />
        </Box>
      </Group>
    </Group>
  );
}
