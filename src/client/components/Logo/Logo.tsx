import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './Logo.module.css';

/** The Fellah mark: a sprout on a green tile (the same drawing as the favicon). */
function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#237f38" />
      <path d="M32 52V30" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 32c0-10 7-17 18-17 0 11-7 17-18 17z" fill="#a9dcb3" />
      <path d="M32 38c0-9-6-15-16-15 0 9 6 15 16 15z" fill="#fff" />
    </svg>
  );
}

/** The Fellah mark and name, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      aria-label={t('nav.homeLink')}
      style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={6} wrap="nowrap">
        <LogoMark />
        <Text span c="leaf.8" className={classes.name}>
          {t('app.name')}
        </Text>
      </Group>
    </Link>
  );
}
