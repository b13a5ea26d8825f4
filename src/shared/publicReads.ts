/*
 * The public reads: queries whose answer depends only on their input, the same for every visitor who sends no token
 * (no account, no cart, nothing personal). Named once here for both sides: the storefront sends them without the
 * bearer token and its service worker keeps the offline screens' answers (src/client/lib/publicReads.ts); the server
 * answers them with an ETag, a 304 and a short public Cache-Control (src/server/http/cacheableReads.ts).
 */

/** The reads of the screens that work offline once visited: crops and their guides, soils, seasonal tasks, prices and
 * weather, the calculators' crop figures and quizzes. */
export const OFFLINE_SCREEN_READS: readonly string[] = [
  'crops.list',
  'crops.figures',
  'crops.statistics',
  'crops.byId',
  'crops.bySlug',
  'crops.guides',
  'crops.guide',
  'crops.marketPrices',
  'crops.seasonalTasks',
  'soilTypes.list',
  'soilTypes.byId',
  'soilTypes.forCrop',
  'seasonalTasks.list',
  'seasonalTasks.current',
  'seasonalTasks.upcoming',
  'seasonalTasks.calendar',
  'seasonalTasks.bySeason',
  'marketPrices.list',
  'marketPrices.latest',
  'marketPrices.trending',
  'marketPrices.locations',
  'marketPrices.history',
  'weather.current',
  'weather.forecast',
  'weather.alerts',
  'weather.governorates',
  'quizzes.list',
  'quizzes.questions',
];

/** The shop's catalogue reads (not kept offline: the shop needs the connection to sell). */
export const CATALOGUE_READS: readonly string[] = [
  'products.list',
  'products.byId',
  'products.bySlug',
  'products.featured',
  'products.bestsellers',
  'products.byCategory',
  'products.related',
  'products.statistics',
  'products.brands',
  'products.brandNames',
  'products.subcategories',
  'products.reviews',
];

/** The crops' tags. */
export const TAG_READS: readonly string[] = ['tags.list', 'tags.popular', 'tags.byId', 'tags.crops'];
