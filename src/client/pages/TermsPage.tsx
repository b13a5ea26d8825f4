import { LegalDocument } from '../components/legal/LegalDocument';
import { useLanguage } from '../hooks/useLanguage';
import { useStoreSettings } from '../hooks/useStoreSettings';
import { formatNumber } from '../lib/format';

/** /terms — the terms of service of the shop. */
export function TermsPage() {
  const { language } = useLanguage();
  const settings = useStoreSettings();
  // The delivery section names the shop's current free-shipping threshold and fee.
  const shipping = {
    threshold: formatNumber(settings.free_shipping_threshold, language),
    fee: formatNumber(settings.shipping_fee, language),
  };
  return <LegalDocument document="terms" values={shipping} />;
}
