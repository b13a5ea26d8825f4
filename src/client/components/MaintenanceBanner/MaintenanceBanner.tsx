import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage';
import { useStoreSettings } from '../../hooks/useStoreSettings';
import { maintenanceMessage } from '../../lib/storeSettings';
import classes from './MaintenanceBanner.module.css';

/** The sessionStorage key of the banner text the grower closed (a new text shows again). */
export const DISMISSED_BANNER_KEY = 'fellah.maintenanceBannerClosed';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_BANNER_KEY);
  } catch {
    return null;
  }
}

/**
 * The administrators' notice (settings.maintenance_banner) across the top of the page, in the reader's language,
 * while it is on. Closing it hides it for the rest of the visit (this tab's session), until its words change.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { maintenance_banner: banner } = useStoreSettings();
  const [dismissed, setDismissed] = useState(readDismissed);
  const message = maintenanceMessage(banner, language);
  // Closing is remembered for the banner as a whole (both languages), so switching language does not bring it back.
  const identity = `${banner.message_en}\u0000${banner.message_ar}`;
  if (!message || dismissed === identity) return null;

  const dismiss = () => {
    setDismissed(identity);
    try {
      window.sessionStorage.setItem(DISMISSED_BANNER_KEY, identity);
    } catch {
      // Without storage it stays closed until the page is reloaded.
    }
  };

  return (
    <section className={classes.banner} aria-label={t('maintenance.label')} data-testid="maintenance-banner">
      <span className={classes.message} dir="auto">
        {message}
      </span>
      <button
        type="button"
        className={classes.close}
        onClick={dismiss}
        aria-label={t('maintenance.dismiss')}
        title={t('maintenance.dismiss')}
        data-testid="maintenance-banner-close"
      >
        <span aria-hidden>×</span>
      </button>
    </section>
  );
}
