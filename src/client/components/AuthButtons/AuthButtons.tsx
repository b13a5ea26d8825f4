import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

interface AuthButtonsProps {
  /** Full-width and stacked, for the mobile menu. */
  stacked?: boolean;
}

/** Login and Sign Up, shown while signed out. */
export function AuthButtons({ stacked = false }: AuthButtonsProps) {
  const { t } = useTranslation();
  const buttons = (
    <>
      <Button component={Link} href="/login" variant="default" fullWidth={stacked}>
        {t('nav.login')}
      </Button>
      <Button component={Link} href="/signup" fullWidth={stacked}>
        {t('nav.signUp')}
      </Button>
    </>
  );
  return stacked ? <Stack gap="sm">{buttons}</Stack> : <Group gap="xs" wrap="nowrap">{buttons}</Group>;
}
