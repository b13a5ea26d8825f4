import '../styles/accountPages';
import { Anchor, Group } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { ForgotPasswordForm } from '../components/auth/ForgotPasswordForm';
import { type LoginCredentials, LoginForm } from '../components/auth/LoginForm';
import { RedirectBanner } from '../components/auth/RedirectBanner';
import { TwoFactorLoginForm } from '../components/auth/TwoFactorLoginForm';
import { usePageTitle } from '../hooks/usePageTitle';
import { usePassedMessage, useRedirectTarget } from '../hooks/useRedirectTarget';
import { accountPageAddress } from '../lib/returnPath';

type LoginStep = { mode: 'login' } | { mode: 'forgot' } | { mode: 'twoFactor'; credentials: LoginCredentials };

/**
 * /login — sign in, the forgot-password mode, and the two-factor step; afterwards back to `from` (default /),
 * replacing this page in the history. `?mode=forgot` opens the forgot-password mode directly.
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const search = useSearch();
  const target = useRedirectTarget();
  const sentByAction = usePassedMessage() !== null;
  const [, navigate] = useLocation();
  const [step, setStep] = useState<LoginStep>(() =>
    new URLSearchParams(search).get('mode') === 'forgot' ? { mode: 'forgot' } : { mode: 'login' },
  );
  const [email, setEmail] = useState('');

  const goToTarget = useCallback(() => navigate(`~${target}`, { replace: true }), [navigate, target]);
  const backFromForgot = useCallback((clearEmail: boolean) => {
    if (clearEmail) setEmail('');
    setStep({ mode: 'login' });
  }, []);

  const titles = {
    // Greeted by context: a visitor sent here by an action (Add to Cart, checkout) may have no account yet, so no 'Welcome back'.
    login: sentByAction
      ? [t('auth.login.titleToContinue'), t('auth.login.subtitleToContinue')]
      : [t('auth.login.title'), t('auth.login.subtitle')],
    forgot: [t('auth.forgot.title'), t('auth.forgot.subtitle')],
    twoFactor: [t('auth.twoFactor.title'), undefined],
  } as const;
  const [title, subtitle] = titles[step.mode];

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <RedirectBanner />
      {step.mode === 'login' && (
        <LoginForm
          initialEmail={email}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setStep({ mode: 'forgot' });
          }}
          onTwoFactorRequired={(credentials) => setStep({ mode: 'twoFactor', credentials })}
          onSignedIn={goToTarget}
        />
      )}
      {step.mode === 'forgot' && <ForgotPasswordForm initialEmail={email} onBack={backFromForgot} />}
      {step.mode === 'twoFactor' && (
        <TwoFactorLoginForm
          credentials={step.credentials}
          onBack={() => setStep({ mode: 'login' })}
          onSignedIn={goToTarget}
        />
      )}
      {step.mode === 'login' && (
        <Group justify="center" gap={6} mt="lg">
          <span>{t('auth.login.noAccount')}</span>
          <Anchor component={Link} href={accountPageAddress('/signup', target)} fw={600}>
            {t('auth.login.signUpLink')}
          </Anchor>
        </Group>
      )}
    </AuthCard>
  );
}
