import '../styles/learningPages';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useMessageTranslation } from '../hooks/useMessageTranslation';
import { useNewsletterUnsubscribe } from '../hooks/useNewsletter';
import { usePageTitle } from '../hooks/usePageTitle';
import { TokenLinkFailure } from '../components/TokenLink/TokenLinkFailure';
import { LinkAlert, TokenLinkCard } from '../components/TokenLinkPage/TokenLinkPage';

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
  const translate = useMessageTranslation();
  const unsubscribe = useNewsletterUnsubscribe();
  const params = new URLSearchParams(useSearch());
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const send = () => unsubscribe.mutate({ email, token });

  let body: ReactNode;
  if (!email || !token) {
    body = (
      <LinkAlert tone="failure" testId="newsletter-unsubscribe" state="missing">
        {t('newsletter.unsubscribe.missingLink')}
      </LinkAlert>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <LinkAlert tone="success" testId="newsletter-unsubscribe" state="done">
        {t('newsletter.unsubscribe.done', { email: isolate(email) })}
      </LinkAlert>
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
    <TokenLinkCard icon="✉️" title={t('newsletter.unsubscribe.title')}>
      {body}
      <Group gap="sm">
        <Button component={Link} href="/" variant="default">
          {t('newsletter.unsubscribe.toHome')}
        </Button>
      </Group>
    </TokenLinkCard>
  );
}
