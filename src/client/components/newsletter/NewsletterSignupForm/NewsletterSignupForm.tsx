import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import { useNewsletterSubscribe } from '../../../hooks/useNewsletter';
import { loadLearningTexts } from '../../../i18n';
import { sayKeyed, serverMessage } from '../../../lib/errors';
import { FormOutcome, type ShownOutcome } from '../../FormOutcome/FormOutcome';

interface NewsletterSignupFormProps {
  emailLabel: string;
  emailPlaceholder: string;
  submitLabel: string;
  /** Prefix of the test ids: `{prefix}-email`, `{prefix}-subscribe`, `{prefix}-feedback`. */
  testIdPrefix: string;
}

/** What the box says after a try: kept as what happened, so it follows a change of language. */
type Feedback =
  | { kind: 'success'; serverText: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; serverText: string | null };

/** The learning texts (messages of this form) once they are here; the boxes live on pages that do not load them. */
const ensureTexts = () => loadLearningTexts().catch(() => undefined);

/**
 * The newsletter call's own e-mail rule, fetched with the first try: the box sits on the shop page, and its schema
 * would bring zod into that page's first load.
 */
const loadEmailRule = () =>
  import('../../../../shared/schemas/newsletter').then((schemas) => schemas.ZNewsletterEmailInput);

/**
 * The e-mail box of the shop's newsletter and of the Projects page's 'Get Updates': `newsletter.subscribe` (double
 * opt-in), then 'Check your inbox to confirm your subscription', or what went wrong. Meant for a dark green panel:
 * its messages sit on white.
 */
export function NewsletterSignupForm({
  emailLabel,
  emailPlaceholder,
  submitLabel,
  testIdPrefix,
}: NewsletterSignupFormProps) {
  const { t, i18n } = useTranslation();
  const translate = useMessageTranslation();
  const subscribe = useNewsletterSubscribe();
  const feedbackId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  /** The e-mail rule is on its way (a moment; fetched on the first try only). */
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending || checking) return;
    setFeedback(null);
    const texts = ensureTexts();
    let rule: Awaited<ReturnType<typeof loadEmailRule>>;
    setChecking(true);
    try {
      rule = await loadEmailRule();
    } catch {
      // The rule could not come (the connection dropped): neither could the subscription.
      await texts;
      setFeedback({ kind: 'failed', serverText: null });
      return;
    } finally {
      setChecking(false);
    }
    const parsed = rule.safeParse({ email });
    if (!parsed.success) {
      await texts;
      setInvalid(true);
      const issue = parsed.error.issues[0];
      setFeedback({ kind: 'invalid', message: issue ? sayKeyed(issue) : t('server.form.emailInvalid') });
      return;
    }
    setInvalid(false);
    try {
      const [answer] = await Promise.all([subscribe.mutateAsync(parsed.data), texts]);
      setEmail('');
      setFeedback({ kind: 'success', serverText: answer.message });
    } catch (failure) {
      await texts;
      setFeedback({ kind: 'failed', serverText: serverMessage(failure) });
    }
  }

  // Should the learning texts fail to arrive (a dropped connection), the server's own words are shown instead.
  const textsHere = i18n.exists('newsletter.success');
  let shown: ShownOutcome | null = null;
  if (feedback?.kind === 'success') {
    shown = {
      success: true,
      title: textsHere ? `✓ ${t('newsletter.successTitle')}` : null,
      text: textsHere ? t('newsletter.success') : feedback.serverText,
    };
  } else if (feedback?.kind === 'invalid') {
    shown = { success: false, title: null, text: translate(feedback.message) };
  } else if (feedback?.kind === 'failed') {
    const fallback = textsHere ? t('newsletter.failed') : 'We could not subscribe you. Please try again.';
    shown = {
      success: false,
      title: textsHere ? t('newsletter.failedTitle') : null,
      text: feedback.serverText ? translate(feedback.serverText) : fallback,
    };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="email"
          label={emailLabel}
          placeholder={emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onFocus={() => void ensureTexts()}
          autoComplete="email"
          dir="ltr"
          error={invalid}
          aria-describedby={shown ? feedbackId : undefined}
          disabled={subscribe.isPending}
          style={{ flex: '1 1 220px' }}
          styles={{ label: { color: 'white' } }}
          data-testid={`${testIdPrefix}-email`}
        />
        <Button
          type="submit"
          variant="white"
          loading={subscribe.isPending || checking}
          data-testid={`${testIdPrefix}-subscribe`}
          data-primary-action
        >
          {submitLabel}
        </Button>
      </Group>
      {shown && <FormOutcome outcome={shown} id={feedbackId} bg="white" testId={`${testIdPrefix}-feedback`} />}
    </form>
  );
}
