import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useAuth } from '../../lib/auth';
import { AuthCard } from '../auth/AuthCard';
import { TokenLinkLoader } from '../TokenLink/TokenLinkLoader';
import type { TokenLinkState } from '../TokenLink/useTokenLink';

interface LinkAlertProps {
  /** A success is said politely (`status`), a failure at once (`alert`). */
  tone: 'success' | 'failure';
  testId?: string;
  /** The page's `data-state` for tests ('missing', 'confirmed', 'failed'). */
  state?: string;
  children: ReactNode;
}

/** What an e-mailed link came to, in a light alert: green when it worked, red when it did not. */
export function LinkAlert({ tone, testId, state, children }: LinkAlertProps) {
  const success = tone === 'success';
  return (
    <Alert
      color={success ? 'leaf' : 'red'}
      variant="light"
      role={success ? 'status' : 'alert'}
      data-testid={testId}
      data-state={state}
    >
      {children}
    </Alert>
  );
}

interface TokenLinkBodyProps {
  state: TokenLinkState;
  /** 'Checking your link…' while the token is sent. */
  checking: string;
  missing: ReactNode;
  done: ReactNode;
  failed: ReactNode;
}

/** The body of a page that opens an e-mailed link once: the loader while it is checked, then what it came to. */
function TokenLinkBody({ state, checking, missing, done, failed }: TokenLinkBodyProps) {
  if (state === 'missing') return missing;
  if (state === 'done') return done;
  if (state === 'failed') return failed;
  return <TokenLinkLoader text={checking} />;
}

/** The narrow card of an e-mailed link's page (newsletter, project follow): an icon and a title over its body. */
export function TokenLinkCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz="xl">
            <span aria-hidden>{icon} </span>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

interface ConfirmLinkPageProps {
  /** Where its texts are: `pageTitle`, `title`, `checking` and `missingToken`. */
  texts: 'newsletter.confirm' | 'projects.confirm';
  icon: string;
  /** The test id of what the link came to; its `data-state` says which (`missing`, `confirmed`, `failed`). */
  testId: string;
  state: TokenLinkState;
  /** The link worked, but what the confirmation says is still to come with the answer: it shows as still checking. */
  awaiting?: boolean;
  /** What the confirmation says. */
  done: ReactNode;
  failed: ReactNode;
  /** Where to go on, once the link is checked. */
  next: ReactNode;
}

/** The page of an e-mailed link that confirms a subscription (the newsletter, a project followed). */
export function ConfirmLinkPage({ texts, icon, testId, state, awaiting, done, failed, next }: ConfirmLinkPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${texts}.pageTitle`));
  return (
    <TokenLinkCard icon={icon} title={t(`${texts}.title`)}>
      <TokenLinkBody
        state={state === 'done' && awaiting ? 'checking' : state}
        checking={t(`${texts}.checking`)}
        missing={
          <LinkAlert tone="failure" testId={testId} state="missing">
            {t(`${texts}.missingToken`)}
          </LinkAlert>
        }
        done={
          <LinkAlert tone="success" testId={testId} state="confirmed">
            {done}
          </LinkAlert>
        }
        failed={failed}
      />
      {state !== 'checking' && next}
    </TokenLinkCard>
  );
}

interface AccountLinkNextProps {
  /** 'Go to your profile', for a signed-in reader. */
  toProfile: string;
  /** Where a signed-out reader goes instead, and the button's words. */
  signedOut: { href: string; label: string };
}

/** The way on from an account link's page (verify, e-mail change): the profile when signed in, elsewhere when not. */
function AccountLinkNext({ toProfile, signedOut }: AccountLinkNextProps) {
  const { status } = useAuth();
  return status === 'signedIn' ? (
    <Button component={Link} href="/profile" fullWidth>
      {toProfile}
    </Button>
  ) : (
    <Button component={Link} href={signedOut.href} fullWidth variant="default">
      {signedOut.label}
    </Button>
  );
}

interface AccountLinkPageProps {
  /** Where its texts are: `pageTitle`, `title`, `checking`, `missingToken`, `done`, `failed` and `toProfile`. */
  texts: 'auth.verify' | 'auth.emailChange';
  state: TokenLinkState;
  /** The new e-mail address the `done` text names (the e-mail change's). */
  email?: string;
  /** The test ids of what the link came to. */
  testIds: { done: string; failed?: string };
  signedOut: AccountLinkNextProps['signedOut'];
}

/** The page of an account's e-mailed link (verify, e-mail change): what the link came to, then the way on. */
export function AccountLinkPage({ texts, state, email = '', testIds, signedOut }: AccountLinkPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${texts}.pageTitle`));
  const said = (tone: 'success' | 'failure', text: string, testId?: string) => (
    <LinkAlert tone={tone} testId={testId}>
      {text}
    </LinkAlert>
  );
  return (
    <AuthCard title={t(`${texts}.title`)}>
      <Stack gap="md">
        <TokenLinkBody
          state={state}
          checking={t(`${texts}.checking`)}
          missing={said('failure', t(`${texts}.missingToken`))}
          done={said('success', t(`${texts}.done`, { email: `\u2068${email}\u2069` }), testIds.done)}
          failed={said('failure', t(`${texts}.failed`), testIds.failed)}
        />
        {state !== 'checking' && <AccountLinkNext toProfile={t(`${texts}.toProfile`)} signedOut={signedOut} />}
      </Stack>
    </AuthCard>
  );
}
