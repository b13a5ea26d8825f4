import '../styles/accountPages';
import { useTranslation } from 'react-i18next';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { AccountLinkPage } from '../components/TokenLinkPage/TokenLinkPage';
import { useVerifyEmail } from '../hooks/useProfile';

/** /verify-email?token=… — opens the e-mailed link once and says whether it worked (signed in or not). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { state } = useTokenLink(useVerifyEmail());
  return (
    <AccountLinkPage
      texts="auth.verify"
      state={state}
      testIds={{ done: 'email-verified' }}
      signedOut={{ href: '/', label: t('app.backHome') }}
    />
  );
}
