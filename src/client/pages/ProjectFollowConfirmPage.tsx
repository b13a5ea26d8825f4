import '../styles/learningPages';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TokenLinkLoader } from '../components/TokenLink/TokenLinkLoader';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { usePageTitle } from '../hooks/usePageTitle';
import { useProjectFollowConfirm } from '../hooks/useProjectFollow';
import { isNetworkFailure } from '../lib/errors';

/** /projects/confirm?token=… — opens the e-mailed link of "E-mail me when it starts" once and says whether it worked. */
export function ProjectFollowConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t('projects.confirm.pageTitle'));
  const confirm = useProjectFollowConfirm();
  const { mutate } = confirm;
  const { token, state } = useTokenLink(confirm);

  let body: ReactNode;
  if (state === 'missing') {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="project-follow-confirm" data-state="missing">
        {t('projects.confirm.missingToken')}
      </Alert>
    );
  } else if (state === 'done' && confirm.data) {
    body = (
      <Alert color="leaf" variant="light" role="status" data-testid="project-follow-confirm" data-state="confirmed">
        {t('projects.confirm.done', { project: t(`projects.items.${confirm.data.project_id}.title`) })}
      </Alert>
    );
  } else if (state === 'failed') {
    const network = isNetworkFailure(confirm.error);
    body = (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" data-testid="project-follow-confirm" data-state="failed">
          {network ? t('projects.confirm.failed') : t('projects.confirm.invalid')}
        </Alert>
        {network ? (
          <Button variant="light" onClick={() => mutate({ token })} style={{ alignSelf: 'flex-start' }}>
            {t('projects.confirm.retry')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('projects.confirm.askAgain')}
          </Text>
        )}
      </Stack>
    );
  } else {
    body = <TokenLinkLoader text={t('projects.confirm.checking')} />;
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz="xl">
            <span aria-hidden>🔔 </span>
            {t('projects.confirm.title')}
          </Title>
          {body}
          {state !== 'checking' && (
            <Button component={Link} href="/projects" style={{ alignSelf: 'flex-start' }}>
              {t('projects.confirm.toProjects')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
