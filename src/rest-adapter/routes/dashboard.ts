import { noInput, queryInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Dashboard and search';

/** The Dashboard rows of rest-calls.tsv (signed in). */
export const dashboardRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/dashboard/stats',
    procedure: 'dashboard.stats',
    group,
    summary:
      'My counters: orders (total, open, by_status, total_spent), favorites, cart, unread notifications, quizzes',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/dashboard/recommendations',
    procedure: 'dashboard.recommendations',
    group,
    summary:
      'Products often bought with mine (else bestsellers) and crops in season for my city, each with a reason: ?limit (6, at most 20)',
    input: queryInput(),
  },
];
