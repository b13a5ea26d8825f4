import type { RestRoute } from '../../rest-adapter/types';

/**
 * The cacheable public reads: the queries whose answer depends only on their input — the same for every visitor who
 * sends no token — and changes only when an administrator edits the catalogue, the crops or the prices (or with the
 * day). Asked without an Authorization header, they answer with an ETag, a 304 to a matching If-None-Match, and a
 * short public Cache-Control (src/server/http/wire.ts). This is the one list: tRPC calls by these names, and the REST
 * routes of the table (GET) that call them.
 *
 * Not in it: what visitors write themselves (`comments.list`: the storefront reads it without a token, also right after
 * a grower has posted, who must see the comment at once), search, and anything of an account.
 */
export const CACHEABLE_READ_PROCEDURES: ReadonlySet<string> = new Set([
  // The shop's catalogue.
  'products.list',
  'products.byId',
  'products.bySlug',
  'products.featured',
  'products.bestsellers',
  'products.byCategory',
  'products.related',
  'products.statistics',
  'products.brands',
  'products.subcategories',
  'products.reviews',
  // Crops, their guides, figures, prices, tasks, soils and tags.
  'crops.list',
  'crops.figures',
  'crops.statistics',
  'crops.byId',
  'crops.bySlug',
  'crops.guides',
  'crops.guide',
  'crops.marketPrices',
  'crops.seasonalTasks',
  'tags.list',
  'tags.popular',
  'tags.byId',
  'tags.crops',
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
  // Weather and quizzes (no database for the weather: a model of the governorates' normals).
  'weather.current',
  'weather.forecast',
  'weather.alerts',
  'weather.governorates',
  'quizzes.list',
  'quizzes.questions',
]);

/** Whether a REST route of the table is a cacheable public read: a GET of one of the procedures above. */
export const isCacheableRoute = (route: Pick<RestRoute, 'method' | 'procedure'>) => route.method === 'GET' && CACHEABLE_READ_PROCEDURES.has(route.procedure);
