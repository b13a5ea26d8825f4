import '../styles/accountPages';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AuthCard } from '../components/auth/AuthCard';
import { SignInLink, SignUpForm } from '../components/auth/SignUpForm';
import { usePageTitle } from '../hooks/usePageTitle';
import { useRedirectTarget } from '../hooks/useRedirectTarget';

/** /signup — create an account, then go to the page the visitor came from (default /). */
export function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signUp.pageTitle'));
  const target = useRedirectTarget();
  const [, navigate] = useLocation();
  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <SignUpForm onSignedUp={() => navigate(`~${target}`, { replace: true })} />
      <SignInLink from={target} />
    </AuthCard>
  );
}
