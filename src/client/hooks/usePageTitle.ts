import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> · Fellah" in the current language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageTitle', { page }));
}
