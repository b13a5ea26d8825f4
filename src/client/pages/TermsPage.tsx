import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal/LegalDocument';
import { useLanguage } from '../hooks/useLanguage';
import { usePageTitle } from '../hooks/usePageTitle';
import { registerLegalCatalogues } from '../i18n/legal';
import { formatNumber } from '../lib/format';
import { useStoreSettings } from '../hooks/useStoreSettings';

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
  const { language } = useLanguage();
  const settings = useStoreSettings();
  usePageTitle(t('terms.title'));
  // The delivery section names the shop's current free-shipping threshold and fee.
  const shipping = { threshold: formatNumber(settings.free_shipping_threshold, language), fee: formatNumber(settings.shipping_fee, language) };
  const sections = SECTIONS.map((id) => ({
    id,
    title: t(`terms.sections.${id}.title`),
    body: t(`terms.sections.${id}.body`, shipping),
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
