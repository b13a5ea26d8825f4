import { Box, Divider, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isActivePath, MAIN_NAV_LINKS } from '../../data/navigation';
import { AuthButtons } from '../AuthButtons/AuthButtons';

/** The menu that slides in on phones and tablets: the same links, then Login and Sign Up. */
export function MobileNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <Box id="mobile-menu">
      <Stack component="nav" gap={2} aria-label={t('nav.mainNavigation')}>
        {MAIN_NAV_LINKS.map((link) => (
          <NavLink
            key={link.path}
            component={Link}
            href={link.path}
            label={t(link.labelKey)}
            active={isActivePath(link.path, location)}
            variant="light"
          />
        ))}
      </Stack>
      <Divider my="md" />
      <AuthButtons stacked />
    </Box>
  );
}
