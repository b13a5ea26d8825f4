import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal/LegalDocument';
import { usePageTitle } from '../hooks/usePageTitle';
import { registerLegalCatalogues } from '../i18n/legal';

registerLegalCatalogues();

const SECTIONS = [
  'about',
  'accounts',
  'prices',
  'orders',
  'delivery',
  'returns',
  'safeUse',
  'content',
  'liability',
  'law',
  'changes',
] as const;

/** /terms — the terms of service of the shop. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('terms.title'));
  const sections = SECTIONS.map((id) => ({
    id,
    title: t(`terms.sections.${id}.title`),
    body: t(`terms.sections.${id}.body`),
  }));
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('updated')}
      intro={t('terms.intro')}
      sections={sections}
      contactTitle={tCommon('contact.title')}
    />
  );
}
