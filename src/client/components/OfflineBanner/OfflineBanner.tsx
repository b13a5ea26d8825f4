import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/connection';
import classes from './OfflineBanner.module.css';

/**
 * Under the header while offline: the pages already opened are shown from what the service worker saved. The live
 * region stays in the page (empty while online) so screen readers announce the banner when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div
      role="status"
      className={offline ? classes.banner : undefined}
      data-testid={offline ? 'offline-banner' : undefined}
    >
      {offline && (
        <>
          <span className={classes.title}>{t('offline.banner')}</span>
          <span>{t('offline.hint')}</span>
        </>
      )}
    </div>
  );
}
