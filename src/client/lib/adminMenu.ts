import { useTranslation } from 'react-i18next';
import { useTextsLoaded } from '../hooks/useTextsLoaded';
import { loadAdminTexts } from '../i18n';

/** Where the header's Admin link goes. */
export const ADMIN_HOME = '/admin';

/**
 * The label of the header's Admin link ("Admin" / "الإدارة") for an administrator, once the admin texts are here (they
 * are loaded for administrators only); null for anyone else, or until then.
 */
export function useAdminMenuLabel(isAdmin: boolean): string | null {
  const { t } = useTranslation();
  const ready = useTextsLoaded('admin.menuLink', loadAdminTexts, isAdmin);
  return isAdmin && ready ? t('admin.menuLink') : null;
}
