import '../styles/accountPages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { PhoneCodeStep } from '../components/auth/PhoneIdentity';
import { SignInLink, SignUpForm } from '../components/auth/SignUpForm';
import { usePageTitle } from '../hooks/usePageTitle';
import { useRedirectTarget } from '../hooks/useRedirectTarget';
import { useAuth } from '../lib/auth';

/**
 * /signup — create an account, then go to the page the visitor came from (default /). Signed up with a mobile number,
 * the code sent to it is typed first (or later, from the profile).
 */
export function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signUp.pageTitle'));
  const target = useRedirectTarget();
  const [, navigate] = useLocation();
  const { updateUser } = useAuth();
  const [confirming, setConfirming] = useState<string | null>(null);
  const goOn = () => navigate(`~${target}`, { replace: true });
  if (confirming)
    return (
      <AuthCard title={t('auth.phone.codeTitle')}>
        <PhoneCodeStep
          phone={confirming}
          onVerified={(user) => {
            updateUser(user);
            goOn();
          }}
          onLater={goOn}
        />
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <SignUpForm onSignedUp={(phone) => (phone ? setConfirming(phone) : goOn())} />
      <SignInLink from={target} />
    </AuthCard>
  );
}
