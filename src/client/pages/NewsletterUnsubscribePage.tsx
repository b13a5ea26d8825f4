import '../styles/learningPages';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useLearningMessage } from '../hooks/useLearningMessage';
import { useNewsletterUnsubscribe } from '../hooks/useNewsletter';
import { usePageTitle } from '../hooks/usePageTitle';
import { TokenLinkFailure } from '../components/TokenLink/TokenLinkFailure';

/** First-strong isolates keep the address whole inside Arabic text. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * /newsletter/unsubscribe?email=…&token=… — the link at the end of every newsletter e-mail. The reader confirms with
 * one press (a mail scanner that opens the link unsubscribes nobody); the server checks the link's signature of the
 * address and refuses any other.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.unsubscribe.pageTitle'));
  const translate = useLearningMessage();
  const unsubscribe = useNewsletterUnsubscribe();
  const params = new URLSearchParams(useSearch());
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const send = () => unsubscribe.mutate({ email, token });

  let body: ReactNode;
  if (!email || !token) {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="newsletter-unsubscribe" data-state="missing">
        {t('newsletter.unsubscribe.missingLink')}
      </Alert>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="newsletter-unsubscribe" data-state="done">
        {t('newsletter.unsubscribe.done', { email: isolate(email) })}
      </Alert>
    );
  } else if (unsubscribe.isError) {
    body = (
      <TokenLinkFailure
        error={unsubscribe.error}
        testId="newsletter-unsubscribe"
        failedText={t('newsletter.unsubscribe.failed')}
        retryText={t('newsletter.unsubscribe.retry')}
        hint={t('newsletter.unsubscribe.settingsHint')}
        translate={translate}
        onRetry={send}
      />
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="newsletter-unsubscribe" data-state="asking">
        <Text>{t('newsletter.unsubscribe.question', { email: isolate(email) })}</Text>
        <Button color="red" onClick={send} loading={unsubscribe.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('newsletter.unsubscribe.action')}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz="xl">
            <span aria-hidden>✉️ </span>
            {t('newsletter.unsubscribe.title')}
          </Title>
          {body}
          <Group gap="sm">
            <Button component={Link} href="/" variant="default">
              {t('newsletter.unsubscribe.toHome')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
