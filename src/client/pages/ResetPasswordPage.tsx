import '../styles/accountPages';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { ResetPasswordForm } from '../components/auth/ResetPasswordForm';
import { usePageTitle } from '../hooks/usePageTitle';

/** /reset-password?token=… — the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.pageTitle'));
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={token ? t('auth.reset.subtitle') : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t('auth.reset.missingToken')}
          </Alert>
          <Button component={Link} href="/login?mode=forgot" fullWidth data-primary-action>
            {t('auth.reset.requestNew')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
