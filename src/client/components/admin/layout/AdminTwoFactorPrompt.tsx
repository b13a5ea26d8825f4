import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuth } from '../../../lib/auth';

/**
 * Administrators without two-factor sign-in are asked to turn it on, on every page of the admin area until they do;
 * with ADMIN_REQUIRE_2FA=1 the server refuses them the admin calls meanwhile.
 */
export function AdminTwoFactorPrompt() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user?.role !== 'admin' || user.two_factor_enabled) return null;
  return (
    <Alert color="orange" title={t('admin.twoFactorPrompt.title')} mb="md" data-testid="admin-two-factor-prompt">
      <Text size="sm" mb="sm">
        {t('admin.twoFactorPrompt.body')}
      </Text>
      <Button component={Link} href="/profile?tab=security" size="xs" color="orange">
        {t('admin.twoFactorPrompt.action')}
      </Button>
    </Alert>
  );
}
