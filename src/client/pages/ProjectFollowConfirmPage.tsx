import '../styles/learningPages';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { ConfirmLinkPage, LinkAlert } from '../components/TokenLinkPage/TokenLinkPage';
import { useProjectFollowConfirm } from '../hooks/useProjectFollow';
import { isNetworkFailure } from '../lib/errors';

/** /projects/confirm?token=… — opens the e-mailed link of "E-mail me when it starts" once and says whether it worked. */
export function ProjectFollowConfirmPage() {
  const { t } = useTranslation();
  const confirm = useProjectFollowConfirm();
  const { mutate } = confirm;
  const { token, state } = useTokenLink(confirm);
  const network = isNetworkFailure(confirm.error);

  return (
    <ConfirmLinkPage
      texts="projects.confirm"
      icon="🔔"
      testId="project-follow-confirm"
      state={state}
      // The project's name comes with the answer: until it is read, the link is still being checked.
      awaiting={!confirm.data}
      done={
        confirm.data && t('projects.confirm.done', { project: t(`projects.items.${confirm.data.project_id}.title`) })
      }
      failed={
        <Stack gap="sm">
          <LinkAlert tone="failure" testId="project-follow-confirm" state="failed">
            {network ? t('projects.confirm.failed') : t('projects.confirm.invalid')}
          </LinkAlert>
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
      }
      next={
        <Button component={Link} href="/projects" style={{ alignSelf: 'flex-start' }}>
          {t('projects.confirm.toProjects')}
        </Button>
      }
    />
  );
}
