import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { underscoresAsSpaces } from '../../shared/productDisplay';

type Translate = (key: string) => string;

/**
 * A category's name in the reader's language; one the catalogue does not know, with underscores shown as spaces.
 * (Looked up in the texts rather than in the shared category list, so the product page does not load the shared
 * schemas — and zod with them — for a reader who never fills in a form.)
 */
export function useCategoryName(): (category: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (category: string) => {
      const key = `shop.categories.${category}`;
      return i18n.exists(key) ? (t as unknown as Translate)(key) : underscoresAsSpaces(category);
    },
    [t, i18n],
  );
}
