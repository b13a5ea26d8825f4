import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../shared/business';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { usePassedMessage } from '../../hooks/useRedirectTarget';

/** The message passed from the previous page ('Please log in to access this page'), hidden after 5 seconds. */
export function RedirectBanner() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const message = usePassedMessage();
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    setHidden(false);
    if (!message) return;
    const timer = window.setTimeout(() => setHidden(true), TIMERS.loginBannerHide);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (!message || hidden) return null;
  return (
    <Alert
      color="wheat"
      variant="light"
      mb="md"
      role="status"
      data-testid="redirect-message"
      withCloseButton
      closeButtonLabel={t('auth.dismissMessage')}
      onClose={() => setHidden(true)}
    >
      {translate(message)}
    </Alert>
  );
}
