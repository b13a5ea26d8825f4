import { noInput, queryInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Weather';

/**
 * The Weather group of rest-calls.tsv, and GET /weather/governorates (the places `location` can name). Every answer
 * says where its figures come from (`source`, `note`): by default a climatological estimate.
 */
export const weatherRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/weather/current',
    procedure: 'weather.current',
    group,
    summary: 'The weather now: ?location (a governorate by name, capital or code)',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/weather/forecast',
    procedure: 'weather.forecast',
    group,
    summary: 'Daily weather from today: ?location, ?days (1-14, default 7)',
    input: queryInput('days'),
  },
  {
    method: 'GET',
    path: '/weather/alerts',
    procedure: 'weather.alerts',
    group,
    summary: 'Heat-wave, frost and khamaseen alerts for the coming week: ?location',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/weather/governorates',
    procedure: 'weather.governorates',
    group,
    summary: "Egypt's 27 governorates",
    input: noInput,
  },
];
