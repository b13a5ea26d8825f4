import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isActivePath, MAIN_NAV_LINKS } from '../../data/navigation';
import classes from './HeaderNav.module.css';

/** The spec's header links in a row, for wide screens. */
export function HeaderNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <Group component="nav" gap={4} wrap="nowrap" aria-label={t('nav.mainNavigation')} visibleFrom="lg">
      {MAIN_NAV_LINKS.map((link) => {
        const active = isActivePath(link.path, location);
        return (
          <Link
            key={link.path}
            href={link.path}
            className={classes.link}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            {t(link.labelKey)}
          </Link>
        );
      })}
    </Group>
  );
}
