import '../styles/learningPages';
import { Alert, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TokenLinkFailure } from '../components/TokenLink/TokenLinkFailure';
import { TokenLinkLoader } from '../components/TokenLink/TokenLinkLoader';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { useLearningMessage } from '../hooks/useLearningMessage';
import { useNewsletterConfirm } from '../hooks/useNewsletter';
import { usePageTitle } from '../hooks/usePageTitle';

/** /newsletter/confirm?token=… — opens the e-mailed confirmation link once and says whether it worked. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.confirm.pageTitle'));
  const translate = useLearningMessage();
  const confirm = useNewsletterConfirm();
  const { mutate } = confirm;
  const { token, state } = useTokenLink(confirm);

  let body: ReactNode;
  if (state === 'missing') {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="newsletter-confirm" data-state="missing">
        {t('newsletter.confirm.missingToken')}
      </Alert>
    );
  } else if (state === 'done') {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="newsletter-confirm" data-state="confirmed">
        {t('newsletter.confirm.done')}
      </Alert>
    );
  } else if (state === 'failed') {
    body = (
      <TokenLinkFailure
        error={confirm.error}
        testId="newsletter-confirm"
        failedText={t('newsletter.confirm.failed')}
        retryText={t('newsletter.confirm.retry')}
        hint={t('newsletter.confirm.subscribeAgain')}
        translate={translate}
        onRetry={() => mutate({ token })}
      />
    );
  } else {
    body = <TokenLinkLoader text={t('newsletter.confirm.checking')} />;
  }

  const settled = state !== 'checking';
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
