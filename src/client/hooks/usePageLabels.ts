import { useTranslation } from 'react-i18next';

/** The catalogue sections that word a list's page navigation. */
export type PagesSection = 'orders.pages' | 'notifications.pages' | 'admin.pages';

/**
 * The words of a list's page navigation from its catalogue section (`orders.pages`, `notifications.pages`,
 * `admin.pages`): each section says navigation, previous, next, page {{page}} and page {{page}} of {{total}}.
 */
export function usePageLabels(section: PagesSection, page: number, totalPages: number) {
  const { t } = useTranslation();
  return {
    navigation: t(`${section}.navigation`),
    previous: t(`${section}.previous`),
    next: t(`${section}.next`),
    page: (n: number) => t(`${section}.page`, { page: n }),
    pageOf: t(`${section}.pageOf`, { page, total: totalPages }),
  };
}
