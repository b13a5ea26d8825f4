import { useTranslation } from 'react-i18next';
import { CalculatorsTeaser } from '../components/home/CalculatorsTeaser';
import { FeatureCards } from '../components/home/FeatureCards';
import { HeroSection } from '../components/home/HeroSection';
import { HomeRecommendations } from '../components/home/HomeRecommendations';
import { QuizTeaser } from '../components/home/QuizTeaser';
import { SignUpCallToAction } from '../components/home/SignUpCallToAction';
import { usePageTitle } from '../hooks/usePageTitle';

/** / — hero, "Recommended for you" (signed in), features, calculators and quizzes teasers, sign-up invitation. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <>
      <HeroSection />
      <HomeRecommendations />
      <FeatureCards />
      <CalculatorsTeaser />
      <QuizTeaser />
      <SignUpCallToAction />
    </>
  );
}
