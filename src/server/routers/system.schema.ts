import { z } from 'zod';
import * as S from './outputs';

/* The answers of the system router (health, build info, rate limits). */

const ZDatabaseMode = z.enum(['postgres', 'embedded']);

/** src/server/http/health.ts `Health`: `status` is 'ok' only when the database answers. */
export const ZHealth = z.strictObject({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down', 'inline']),
  mode: ZDatabaseMode,
  /** For administrators only: each async projection's lag and the last `projections:verify`. */
  details: z
    .strictObject({
      projections: z.array(z.strictObject({ name: z.string(), behind: z.number().int().min(0) })),
      lastVerify: z
        .strictObject({
          at: z.date(),
          ok: z.boolean(),
          differingRows: z.number().int().min(0),
          differingTables: z.array(z.string()),
        })
        .nullable(),
    })
    .optional(),
});
export const ZLiveness = z.strictObject({ status: z.literal('alive') });
/** Name, version, how it runs, and the event log's counts by type and projections' lag. */
export const ZBuildInfo = z.strictObject({
  name: z.string(),
  version: z.string(),
  /** The rest for administrators only. */
  mode: ZDatabaseMode.optional(),
  queue: z.enum(['inline', 'bullmq']).optional(),
  events: S.Counts.optional(),
  projectionLag: S.Counts.optional(),
});
/** The request limit in force for the caller's address, and what is left of the window. */
export const ZRateLimitInfo = z.strictObject({
  scope: z.literal('ip'),
  limit: z.number().int(),
  remaining: z.number().int(),
  window_seconds: z.number().int(),
  reset_at: S.atText,
});
