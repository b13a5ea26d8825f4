import { useTranslation } from 'react-i18next';
import { PageNavigation } from '../../PageNavigation/PageNavigation';

interface ListPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  testId?: string;
}

/** Previous / Next and page buttons under an admin list (nothing for a single page). */
export function ListPager({ page, totalPages, onChange, disabled, testId }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <PageNavigation
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      disabled={disabled ?? false}
      testId={testId}
      labels={{
        navigation: t('admin.pages.navigation'),
        previous: t('admin.pages.previous'),
        next: t('admin.pages.next'),
        page: (n) => t('admin.pages.page', { page: n }),
        pageOf: t('admin.pages.pageOf', { page, total: totalPages }),
      }}
    />
  );
}
