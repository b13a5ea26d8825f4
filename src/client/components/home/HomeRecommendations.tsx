import { Suspense } from 'react';
import { loadRecommendationTexts, loadShopTexts } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { lazyNamedWith } from '../../lib/lazyNamed';

const loadSectionTexts = () => Promise.all([loadShopTexts(), loadRecommendationTexts()]);

/* The section (product cards, its call, its texts and the shop's) loads only for a signed-in grower. */
const RecommendationsSection = lazyNamedWith(
  () => import('./RecommendationsSection'),
  'RecommendationsSection',
  loadSectionTexts,
);

/** "Recommended for you" on the home page: nothing at all (no code, no call) for an anonymous visitor. */
export function HomeRecommendations() {
  const { status } = useAuth();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <RecommendationsSection />
    </Suspense>
  );
}
