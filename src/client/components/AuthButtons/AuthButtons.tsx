import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SIGNED_OUT_ONLY_ATTRIBUTE } from '../../../shared/prerender';

interface AuthButtonsProps {
  /** Full-width and stacked, for the mobile menu. */
  stacked?: boolean;
}

/** Login and Sign Up, shown while signed out (and hidden while a signed-in reader's first paint waits for the app). */
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
  const marked = { [SIGNED_OUT_ONLY_ATTRIBUTE]: '' };
  return stacked ? (
    <Stack gap="sm" {...marked}>
      {buttons}
    </Stack>
  ) : (
    <Group gap="xs" wrap="nowrap" {...marked}>
      {buttons}
    </Group>
  );
}
