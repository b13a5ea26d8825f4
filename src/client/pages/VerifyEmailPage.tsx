import '../styles/accountPages';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { TokenLinkLoader } from '../components/TokenLink/TokenLinkLoader';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { usePageTitle } from '../hooks/usePageTitle';
import { useVerifyEmail } from '../hooks/useProfile';
import { useAuth } from '../lib/auth';

/** /verify-email?token=… — opens the e-mailed link once and says whether it worked (signed in or not). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.pageTitle'));
  const { status } = useAuth();
  const { state } = useTokenLink(useVerifyEmail());

  const next =
    status === 'signedIn' ? (
      <Button component={Link} href="/profile" fullWidth>
        {t('auth.verify.toProfile')}
      </Button>
    ) : (
      <Button component={Link} href="/" fullWidth variant="default">
        {t('app.backHome')}
      </Button>
    );

  let body: ReactNode;
  if (state === 'missing') {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('auth.verify.missingToken')}
      </Alert>
    );
  } else if (state === 'done') {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="email-verified">
        {t('auth.verify.done')}
      </Alert>
    );
  } else if (state === 'failed') {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('auth.verify.failed')}
      </Alert>
    );
  } else {
    body = <TokenLinkLoader text={t('auth.verify.checking')} />;
  }

  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack gap="md">
        {body}
        {state !== 'checking' && next}
      </Stack>
    </AuthCard>
  );
}
