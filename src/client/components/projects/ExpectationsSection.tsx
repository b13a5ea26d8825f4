import { useTranslation } from 'react-i18next';
import { TeaserCard, TeaserSection } from '../TeaserSection/TeaserSection';

const EXPECTATIONS = [
  { id: 'guides', icon: '📘' },
  { id: 'progress', icon: '📷' },
  { id: 'costs', icon: '💰' },
  { id: 'community', icon: '💬' },
] as const;

/** The four things every project will offer. */
export function ExpectationsSection() {
  const { t } = useTranslation();
  return (
    <TeaserSection title={t('projects.expect.title')} cols={{ base: 1, sm: 2 }} py={48}>
      {EXPECTATIONS.map((item) => (
        <TeaserCard
          key={item.id}
          icon={item.icon}
          title={t(`projects.expect.${item.id}.title`)}
          text={t(`projects.expect.${item.id}.text`)}
        />
      ))}
    </TeaserSection>
  );
}
