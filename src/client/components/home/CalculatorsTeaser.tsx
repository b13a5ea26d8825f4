import { useTranslation } from 'react-i18next';
import { CALCULATOR_TEASERS } from '../../data/homeTeasers';
import { TeaserCard, TeaserSection } from '../TeaserSection/TeaserSection';

/** Yield, irrigation, seed and profit calculators, with a link to /calculators. */
export function CalculatorsTeaser() {
  const { t } = useTranslation();
  return (
    <TeaserSection
      title={t('home.calculators.title')}
      subtitle={t('home.calculators.subtitle')}
      cols={{ base: 1, xs: 2, md: 4 }}
      bg="leaf.0"
      more={{ href: '/calculators', label: t('home.calculators.cta') }}
    >
      {CALCULATOR_TEASERS.map((calculator) => (
        <TeaserCard
          key={calculator.id}
          icon={calculator.icon}
          title={t(`home.calculators.${calculator.id}.title`)}
          text={t(`home.calculators.${calculator.id}.text`)}
        />
      ))}
    </TeaserSection>
  );
}
