import { keyed } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Dashboard and search';

/** The search rows of the "Dashboard and search" group. */
export const searchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/search',
    procedure: 'search.all',
    group,
    summary:
      'Search products, crops and guides: ?q, ?type (all, crops, products, guides; default all), ?limit (default 10)',
  },
  {
    method: 'GET',
    path: '/search/crops',
    procedure: 'search.crops',
    group,
    summary: 'Search crops: ?q, ?limit',
    respond: keyed('crops'),
  },
  {
    method: 'GET',
    path: '/search/guides',
    procedure: 'search.guides',
    group,
    summary: 'Search guides: ?q, ?limit',
    respond: keyed('guides'),
  },
  {
    method: 'GET',
    path: '/search/equipment',
    procedure: 'search.equipment',
    group,
    summary: 'Search machines, tools and irrigation: ?q, ?limit',
    respond: keyed('products'),
  },
];
