import { useTranslation } from 'react-i18next';
import { PageNavigation } from '../PageNavigation/PageNavigation';

interface CataloguePagerProps {
  /** Where the page buttons' texts are: the crop pages' or the shop's. */
  texts: 'crops.pagination' | 'shop.pagination';
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled: boolean;
  /** The navigation landmark's name, when it is not the list's own ('Pages'). */
  label?: string;
  /** 'Page 2 of 6' under the buttons; omit to leave it out. */
  pageOf?: string;
  testId?: string;
}

/** Previous / Next and page buttons in the crop pages' or the shop's words (nothing for a single page). */
export function CataloguePager({ texts, label, pageOf, ...navigation }: CataloguePagerProps) {
  const { t } = useTranslation();
  return (
    <PageNavigation
      {...navigation}
      labels={{
        navigation: label ?? t(`${texts}.label`),
        previous: t(`${texts}.previous`),
        next: t(`${texts}.next`),
        page: (page) => t(`${texts}.page`, { page }),
        pageOf,
      }}
    />
  );
}
