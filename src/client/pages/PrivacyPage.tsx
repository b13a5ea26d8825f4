import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal/LegalDocument';
import { usePageTitle } from '../hooks/usePageTitle';
import { registerLegalCatalogues } from '../i18n/legal';

registerLegalCatalogues();

const SECTIONS = [
  'controller',
  'collected',
  'purposes',
  'sharing',
  'transfers',
  'retention',
  'security',
  'rights',
  'storage',
  'children',
  'changes',
] as const;

/** /privacy — the privacy policy, under Egypt's Personal Data Protection Law (151/2020). */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('privacy.title'));
  const sections = SECTIONS.map((id) => ({
    id,
    title: t(`privacy.sections.${id}.title`),
    body: t(`privacy.sections.${id}.body`),
  }));
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={t('updated')}
      intro={t('privacy.intro')}
      sections={sections}
      contactTitle={tCommon('contact.title')}
    />
  );
}
