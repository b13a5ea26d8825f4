import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdminTexts } from '../i18n';

/** Where the header's Admin link goes. */
export const ADMIN_HOME = '/admin';

/**
 * The label of the header's Admin link ("Admin" / "الإدارة") for an administrator, once the admin texts are here (they
 * are loaded for administrators only); null for anyone else, or until then.
 */
export function useAdminMenuLabel(isAdmin: boolean): string | null {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('admin.menuLink'));
  useEffect(() => {
    if (!isAdmin || ready) return;
    let live = true;
    loadAdminTexts().then(
      () => {
        if (live) setReady(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [isAdmin, ready]);
  return isAdmin && ready ? t('admin.menuLink') : null;
}
