import '../styles/learningPages';
import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useLearningMessage } from '../hooks/useLearningMessage';
import { useNewsletterConfirm } from '../hooks/useNewsletter';
import { usePageTitle } from '../hooks/usePageTitle';
import { isNetworkFailure, serverMessage } from '../lib/errors';

/** /newsletter/confirm?token=… — opens the e-mailed confirmation link once and says whether it worked. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.confirm.pageTitle'));
  const translate = useLearningMessage();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const confirm = useNewsletterConfirm();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token (the link works once), even when React runs effects twice in development.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="newsletter-confirm" data-state="missing">
        {t('newsletter.confirm.missingToken')}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="newsletter-confirm" data-state="confirmed">
        {t('newsletter.confirm.done')}
      </Alert>
    );
  } else if (confirm.isError) {
    const network = isNetworkFailure(confirm.error);
    const message = serverMessage(confirm.error);
    body = (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" data-testid="newsletter-confirm" data-state="failed">
          {network || !message ? t('newsletter.confirm.failed') : translate(message)}
        </Alert>
        {network ? (
          <Button variant="light" onClick={() => mutate({ token })} style={{ alignSelf: 'flex-start' }}>
            {t('newsletter.confirm.retry')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('newsletter.confirm.subscribeAgain')}
          </Text>
        )}
      </Stack>
    );
  } else {
    body = (
      <Center py="md">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed" size="sm">
            {t('newsletter.confirm.checking')}
          </Text>
        </Stack>
      </Center>
    );
  }

  const settled = !token || confirm.isSuccess || confirm.isError;
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz="xl">
            <span aria-hidden>✉️ </span>
            {t('newsletter.confirm.title')}
          </Title>
          {body}
          {settled && (
            <Group gap="sm">
              <Button component={Link} href="/shop">
                {t('newsletter.confirm.toShop')}
              </Button>
              <Button component={Link} href="/" variant="default">
                {t('newsletter.confirm.toHome')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
