/**
 * English texts of the home page's "Recommended for you" section (signed-in growers only). The products' reasons are
 * worded here from the kind of recommendation, so they read the same in both languages. Loaded with the section
 * (`loadRecommendationTexts()` in i18n/index.ts), never for an anonymous visitor.
 */
export const recommendationsEn = {
  recommendations: {
    title: 'Recommended for you',
    basedOnPurchases: 'Picked from what you have bought before.',
    basedOnBestsellers: 'Popular supplies you have not bought yet.',
    boughtWith: 'Often bought with {{product}}',
    bestseller: 'A bestseller with growers across Egypt',
    inSeasonFor: 'In season for {{city}}',
    inSeasonEgypt: 'In season in Egypt',
    inSeasonHint: 'Crops to plant this month or next where you farm.',
    plantNow: 'Plant now',
    plantNextMonth: 'From next month',
    plantedIn: 'Planted in {{months}}',
    viewCrop: 'View crop guide',
    loading: 'Loading your recommendations...',
    loadFailed: 'Failed to load your recommendations',
    retry: 'Try Again',
  },
};
