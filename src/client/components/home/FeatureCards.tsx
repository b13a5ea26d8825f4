import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TeaserCard, TeaserSection } from '../TeaserSection/TeaserSection';

const FEATURES = [
  { id: 'cropGuides', icon: '🌿' },
  { id: 'marketIntelligence', icon: '📊' },
  { id: 'premiumProducts', icon: '🧺' },
] as const;

/** Crop guides (25+ crops), market intelligence and premium products. */
export function FeatureCards() {
  const { t } = useTranslation();
  const badge = (
    <Badge color="wheat" variant="light" autoContrast>
      {t('home.features.cropGuides.badge')}
    </Badge>
  );
  return (
    <TeaserSection title={t('home.features.title')} cols={{ base: 1, sm: 3 }}>
      {FEATURES.map((feature) => (
        <TeaserCard
          key={feature.id}
          icon={feature.icon}
          title={t(`home.features.${feature.id}.title`)}
          text={t(`home.features.${feature.id}.text`)}
          titleSize="lg"
          aside={feature.id === 'cropGuides' && badge}
        />
      ))}
    </TeaserSection>
  );
}
