import { useTranslation } from 'react-i18next';
import { describeUserAgent } from '../lib/userAgent';

/** "Chrome on Android", or the part that could be told, or 'Unknown device'. */
export function useDeviceName(): (userAgent: string | null | undefined) => string {
  const { t } = useTranslation();
  return (userAgent) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('security.sessions.device', { browser, os });
    return browser ?? os ?? t('security.sessions.unknownDevice');
  };
}
