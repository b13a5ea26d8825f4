import { listEnvelope, messageEnvelope, noInput, queryInput, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Crops';

/**
 * The Crops group of rest-calls.tsv, and GET /crops/statistics (storefront.md section 7). The list answers under
 * `data` and `crops`. `/crops/{id}` takes a numeric id (anything else is a 404); `/crops/slug/{slug}` a slug.
 */
export const cropsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/crops',
    procedure: 'crops.list',
    group,
    summary:
      'The crops list: ?page, ?limit (default 20, at most 100), ?is_active, ?crop_type, ?climate_zone, ?season, ?tag, ?lang (en or ar: ordered by the names in it)',
    input: queryInput(),
    respond: listEnvelope('crops'),
  },
  {
    method: 'GET',
    path: '/crops/statistics',
    procedure: 'crops.statistics',
    group,
    summary: 'active_crops and by_type counts',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/crops/slug/{slug}',
    procedure: 'crops.bySlug',
    group,
    summary: 'A crop by its slug, with tags and soil types',
  },
  {
    method: 'GET',
    path: '/crops/{id}',
    procedure: 'crops.byId',
    group,
    summary: 'A crop by its id, with tags and soil types',
  },
  {
    method: 'GET',
    path: '/crops/{id}/guides',
    procedure: 'crops.guides',
    group,
    summary: "The crop's published guides (Markdown), newest first",
  },
  {
    method: 'GET',
    path: '/crops/{id}/market-prices',
    procedure: 'crops.marketPrices',
    group,
    summary: "The crop's latest price at each market",
  },
  {
    method: 'GET',
    path: '/crops/{id}/seasonal-tasks',
    procedure: 'crops.seasonalTasks',
    group,
    summary: "The crop's tasks in calendar order",
  },
  {
    method: 'POST',
    path: '/crops',
    procedure: 'crops.create',
    group,
    summary: 'Add a crop (administrators)',
    respond: written(msg('crops.cropCreated'), 201),
  },
  {
    method: 'PUT',
    path: '/crops/{id}',
    procedure: 'crops.update',
    group,
    summary: 'Change a crop (administrators)',
    respond: written(msg('crops.cropUpdated')),
  },
  {
    method: 'DELETE',
    path: '/crops/{id}',
    procedure: 'crops.delete',
    group,
    summary: 'Delete a crop with its prices, tasks and comments (administrators)',
    respond: messageEnvelope,
  },
];
