import { type PagesSection, usePageLabels } from '../../hooks/usePageLabels';
import { PageNavigation } from '../PageNavigation/PageNavigation';

interface ListPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Where the navigation's words are in the catalogue. */
  labels?: PagesSection;
  /** Back to the top of the page after a change (a list that fills the page). */
  scrollToTop?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** Previous / Next and page buttons under a list (nothing for a single page): an admin list, My Orders, notifications. */
export function ListPager({
  page,
  totalPages,
  onChange,
  labels = 'admin.pages',
  scrollToTop,
  disabled,
  testId,
}: ListPagerProps) {
  const change = (next: number) => {
    onChange(next);
    if (scrollToTop) window.scrollTo({ top: 0 });
  };
  return (
    <PageNavigation
      page={page}
      totalPages={totalPages}
      onChange={change}
      disabled={disabled ?? false}
      testId={testId}
      labels={usePageLabels(labels, page, totalPages)}
    />
  );
}
