import { noInput, queryInput, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Analytics';

/** The Analytics group of rest-calls.tsv. */
export const analyticsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/analytics/track',
    procedure: 'analytics.track',
    group,
    summary:
      'Track an event {event (1-64 of a-z 0-9 _ . : -), data (a JSON object, at most 4 KB; a page_view names data.path), session_id?}; the user is attached when signed in. At most 60 a minute per user or address',
    respond: written(msg('uploads.eventTracked'), 201),
  },
  {
    method: 'GET',
    path: '/analytics/page-views',
    procedure: 'analytics.pageViews',
    group,
    summary:
      'Administrators: page views per day and the top paths, ?from&to (YYYY-MM-DD, days in Egypt; default the last 30 days), ?limit of paths (10)',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/analytics/user',
    procedure: 'analytics.user',
    group,
    summary: 'My activity: events by type, first and last seen, pages viewed, and my order summary',
    input: noInput,
  },
];
