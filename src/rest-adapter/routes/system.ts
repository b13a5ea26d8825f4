import { readHealth, readLiveness } from '../../server/routers/system';
import { z } from 'zod';
import { envelopeOf, noInput } from '../envelope';
import type { RestRoute } from '../types';

/**
 * Health as load balancers read it: 200 when ready, else 503; the status's keys at the top level (as the probes read
 * them) and under `data`. Only the 200 is a success answer.
 */
const healthAnswer = envelopeOf<{ status: string }>(
  (health) => ({
    status: health.status === 'ok' ? 200 : 503,
    json: { success: health.status === 'ok', ...health, data: health },
  }),
  (output) => {
    const ready = (output as z.ZodObject).extend({ status: z.literal('ok') });
    return { json: { 200: z.strictObject({ success: z.literal(true), ...ready.shape, data: ready }) } };
  },
);

/** The "Other" group: health (readiness) and liveness, info, rate limits. */
export const systemRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/health',
    procedure: 'system.health',
    group: 'Other',
    summary:
      'Readiness: database and queue health from a status refreshed about once a second; 503 when the database is down',
    input: noInput,
    probe: readHealth,
    respond: healthAnswer,
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
  {
    method: 'GET',
    path: '/info',
    procedure: 'system.info',
    group: 'Other',
    summary: 'Name and version; for administrators also the database mode, queue kind, event counts and projection lag',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/rate-limit-info',
    procedure: 'system.rateLimitInfo',
    group: 'Other',
    summary: 'The request limits in force for the caller',
    input: noInput,
  },
];
