import '../styles/accountPages';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { usePageTitle } from '../hooks/usePageTitle';
import { useVerifyEmail } from '../hooks/useProfile';
import { useAuth } from '../lib/auth';

/** /verify-email?token=… — opens the e-mailed link once and says whether it worked (signed in or not). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.pageTitle'));
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const { status } = useAuth();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, even when React runs effects twice in development.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

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
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('auth.verify.missingToken')}
      </Alert>
    );
  } else if (verify.isSuccess) {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="email-verified">
        {t('auth.verify.done')}
      </Alert>
    );
  } else if (verify.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('auth.verify.failed')}
      </Alert>
    );
  } else {
    body = (
      <Center py="md">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed" size="sm">
            {t('auth.verify.checking')}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack gap="md">
        {body}
        {(!token || verify.isSuccess || verify.isError) && next}
      </Stack>
    </AuthCard>
  );
}
