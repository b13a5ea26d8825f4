import '../styles/accountPages';
import { useTranslation } from 'react-i18next';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { AccountLinkPage } from '../components/TokenLinkPage/TokenLinkPage';
import { useConfirmEmailChange } from '../hooks/useProfile';

/**
 * /confirm-email-change?token=… — opens the link mailed to a new e-mail address once and says whether the address
 * changed (signed in or not; the change ends the account's other sessions, so this device may be signed out).
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const confirm = useConfirmEmailChange();
  const { state } = useTokenLink(confirm);
  return (
    <AccountLinkPage
      texts="auth.emailChange"
      state={state}
      email={confirm.data?.email}
      testIds={{ done: 'email-changed', failed: 'email-change-failed' }}
      signedOut={{ href: '/login', label: t('auth.emailChange.toLogin') }}
    />
  );
}
