import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectFollowOutcome, UpcomingProjectId } from '../../../../shared/projects';
import { useLanguage } from '../../../hooks/useLanguage';
import { useProjectFollows } from '../../../hooks/useProjectFollow';
import { useAuth } from '../../../lib/auth';
import { isNetworkFailure, messageKeyOf } from '../../../lib/errors';
import { FormOutcome, type ShownOutcome } from '../../FormOutcome/FormOutcome';

/** The follow call's own input rule, fetched with the first try (zod stays out of the Projects page's code). */
const loadFollowRule = () =>
  import('../../../../shared/schemas/projects').then((schemas) => schemas.ZProjectFollowInput);

/** The shared e-mail rule's messages (by their keys, src/shared/messagesEn.ts), as this form says them. */
const EMAIL_MESSAGES: Record<string, 'projects.follow.emailRequired' | 'projects.follow.invalidEmail'> = {
  'form.emailRequired': 'projects.follow.emailRequired',
  'form.emailInvalid': 'projects.follow.invalidEmail',
  'form.emailTooLong': 'projects.follow.invalidEmail',
};

type Feedback =
  | { kind: 'done'; outcome: ProjectFollowOutcome; email: string }
  | { kind: 'stopped' }
  | { kind: 'failed'; text: string };

/** First-strong isolates keep an address whole inside Arabic text. */
const isolate = (value: string) => `\u2068${value}\u2069`;

interface ProjectFollowProps {
  projectId: UpcomingProjectId;
  /** The project's title in the reader's language, for the button's and the form's accessible names. */
  projectTitle: string;
}

/**
 * "E-mail me when it starts" on an upcoming project's card: a button that opens a small form (the e-mail; the
 * signed-in grower's own filled in), then what happened — a link to confirm was e-mailed, or (their verified account
 * address) they follow at once. A signed-in grower who follows sees so on the card, and may stop the e-mails.
 */
export function ProjectFollow({ projectId, projectTitle }: ProjectFollowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { following, follow, unfollow } = useProjectFollows();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the form has opened or closed (never on the first render). */
  const focusAfter = useRef<'form' | 'button' | null>(null);
  const mine = following?.find((f) => f.project_id === projectId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form opens or closes, or the follow comes or goes
  useEffect(() => {
    if (focusAfter.current === 'form') emailInput.current?.focus();
    else if (focusAfter.current === 'button') openButton.current?.focus();
    else return;
    focusAfter.current = null;
  }, [open, mine]);

  function openForm() {
    setEmail(user?.email ?? '');
    setEmailError(null);
    setFeedback(null);
    focusAfter.current = 'form';
    setOpen(true);
  }

  function closeForm() {
    focusAfter.current = 'button';
    setOpen(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (follow.isPending || checking) return;
    setFeedback(null);
    setChecking(true);
    let rule: Awaited<ReturnType<typeof loadFollowRule>>;
    try {
      rule = await loadFollowRule();
    } catch {
      // The rule could not come (the connection dropped): neither could the follow.
      setFeedback({ kind: 'failed', text: t('projects.follow.failed') });
      return;
    } finally {
      setChecking(false);
    }
    const parsed = rule.safeParse({ project_id: projectId, email, language });
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as { message_key?: string } | undefined;
      setEmailError(t(EMAIL_MESSAGES[issue?.message_key ?? ''] ?? 'projects.follow.invalidEmail'));
      emailInput.current?.focus();
      return;
    }
    setEmailError(null);
    try {
      const answer = await follow.mutateAsync(parsed.data);
      focusAfter.current = 'button';
      setOpen(false);
      setFeedback({ kind: 'done', outcome: answer.outcome, email: parsed.data.email });
    } catch (failure) {
      const known = EMAIL_MESSAGES[messageKeyOf(failure) ?? ''];
      if (known) setEmailError(t(known));
      else setFeedback({ kind: 'failed', text: t('projects.follow.failed') });
    }
  }

  async function stop() {
    setFeedback(null);
    try {
      await unfollow.mutateAsync({ project_id: projectId });
      focusAfter.current = 'button';
      setFeedback({ kind: 'stopped' });
    } catch (failure) {
      setFeedback({
        kind: 'failed',
        text: isNetworkFailure(failure) ? t('projects.follow.failed') : t('projects.follow.stopFailed'),
      });
    }
  }

  let shown: ShownOutcome | null = null;
  // Once the card shows the grower's follow, it says what "following" would (and "already following") say.
  if (feedback?.kind === 'done' && mine?.status === 'confirmed' && feedback.outcome !== 'confirmation_sent') {
    shown = null;
  } else if (feedback?.kind === 'done') {
    const values = { email: isolate(feedback.email) };
    if (feedback.outcome === 'confirmation_sent')
      shown = { success: true, title: t('projects.follow.sentTitle'), text: t('projects.follow.sent', values) };
    else if (feedback.outcome === 'following') shown = { success: true, text: t('projects.follow.following', values) };
    else shown = { success: true, text: t('projects.follow.alreadyFollowing', values) };
  } else if (feedback?.kind === 'stopped') {
    shown = { success: true, text: t('projects.follow.stopped') };
  } else if (feedback?.kind === 'failed') {
    shown = { success: false, text: feedback.text };
  }

  return (
    <div data-testid={`project-follow-${projectId}`} data-following={mine?.status ?? 'no'}>
      {mine && !open && (
        <Group justify="space-between" gap="xs" mt="md" wrap="nowrap">
          <Text size="sm" c="leaf.9" data-testid="project-following">
            {t(mine.status === 'confirmed' ? 'projects.follow.followingStatus' : 'projects.follow.pendingStatus', {
              email: isolate(mine.email),
            })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            onClick={() => void stop()}
            loading={unfollow.isPending}
            data-testid="project-unfollow"
          >
            {t('projects.follow.stop')}
            <VisuallyHidden>: {projectTitle}</VisuallyHidden>
          </Button>
        </Group>
      )}
      {!mine && !open && (
        <Button ref={openButton} fullWidth mt="md" variant="light" onClick={openForm} data-testid="project-follow-open">
          <span aria-hidden>🔔&nbsp;</span>
          {t('projects.follow.button')}
          <VisuallyHidden>: {projectTitle}</VisuallyHidden>
        </Button>
      )}
      {open && (
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('projects.follow.formLabel', { project: projectTitle })}
          data-testid="project-follow-form"
        >
          <TextInput
            ref={emailInput}
            mt="md"
            type="email"
            label={t('projects.follow.emailLabel')}
            description={t('projects.follow.emailHint')}
            placeholder={t('projects.follow.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
            dir="ltr"
            error={emailError}
            disabled={follow.isPending}
            data-testid="project-follow-email"
          />
          <Group gap="xs" mt="sm">
            <Button
              type="submit"
              loading={follow.isPending || checking}
              data-testid="project-follow-submit"
              data-primary-action
            >
              {t('projects.follow.submit')}
            </Button>
            <Button variant="default" onClick={closeForm} disabled={follow.isPending}>
              {t('projects.follow.cancel')}
            </Button>
          </Group>
        </form>
      )}
      {shown && (
        <FormOutcome
          outcome={shown}
          withBorder
          testId="project-follow-feedback"
          data-outcome={feedback?.kind === 'done' ? feedback.outcome : feedback?.kind}
        />
      )}
    </div>
  );
}
