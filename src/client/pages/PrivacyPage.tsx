import { LegalDocument } from '../components/legal/LegalDocument';

/** /privacy — the privacy policy, under Egypt's Personal Data Protection Law (151/2020). */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
