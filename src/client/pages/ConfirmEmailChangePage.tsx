import '../styles/accountPages';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { TokenLinkLoader } from '../components/TokenLink/TokenLinkLoader';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { usePageTitle } from '../hooks/usePageTitle';
import { useConfirmEmailChange } from '../hooks/useProfile';
import { useAuth } from '../lib/auth';

/**
 * /confirm-email-change?token=… — opens the link mailed to a new e-mail address once and says whether the address
 * changed (signed in or not; the change ends the account's other sessions, so this device may be signed out).
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.emailChange.pageTitle'));
  const { status } = useAuth();
  const confirm = useConfirmEmailChange();
  const { state } = useTokenLink(confirm);

  const next =
    status === 'signedIn' ? (
      <Button component={Link} href="/profile" fullWidth>
        {t('auth.emailChange.toProfile')}
      </Button>
    ) : (
      <Button component={Link} href="/login" fullWidth variant="default">
        {t('auth.emailChange.toLogin')}
      </Button>
    );

  let body: ReactNode;
  if (state === 'missing') {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('auth.emailChange.missingToken')}
      </Alert>
    );
  } else if (state === 'done') {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="email-changed">
        {t('auth.emailChange.done', { email: `\u2068${confirm.data?.email ?? ''}\u2069` })}
      </Alert>
    );
  } else if (state === 'failed') {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="email-change-failed">
        {t('auth.emailChange.failed')}
      </Alert>
    );
  } else {
    body = <TokenLinkLoader text={t('auth.emailChange.checking')} />;
  }

  return (
    <AuthCard title={t('auth.emailChange.title')}>
      <Stack gap="md">
        {body}
        {state !== 'checking' && next}
      </Stack>
    </AuthCard>
  );
}
