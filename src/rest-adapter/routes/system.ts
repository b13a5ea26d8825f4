import { readHealth, readLiveness } from '../../server/routers/system';
import { noInput } from '../envelope';
import type { RestRoute } from '../types';

/** The "Other" group: health (readiness) and liveness, info, rate limits. */
export const systemRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/health',
    procedure: 'system.health',
    group: 'Other',
    summary: 'Readiness: database and queue health from a status refreshed about once a second; 503 when the database is down',
    input: noInput,
    probe: readHealth,
    respond: (out) => {
      const health = out as { status: string };
      return { status: health.status === 'ok' ? 200 : 503, json: { success: health.status === 'ok', ...health, data: health } };
    },
  },
  {
    method: 'GET',
    path: '/health/live',
    procedure: 'system.live',
    group: 'Other',
    summary: 'Liveness: 200 {status: "alive"} while the process answers; never touches the database or Redis',
    input: noInput,
    probe: readLiveness,
  },
  { method: 'GET', path: '/info', procedure: 'system.info', group: 'Other', summary: 'Name, version, database mode, queue kind, event counts', input: noInput },
  { method: 'GET', path: '/rate-limit-info', procedure: 'system.rateLimitInfo', group: 'Other', summary: 'The request limits in force for the caller', input: noInput },
];
