import { z } from 'zod';
import { keyedIssue, says } from '../../shared/messages';
import { limitField } from '../../shared/catalogue';
import * as S from './outputs';

/** Event names: 1 to 64 characters of a-z, 0-9 and _ . : - ('page_view', 'cart:add', 'quiz.finished'). */
export const ANALYTICS_EVENT_PATTERN = /^[a-z0-9_.:-]{1,64}$/;
/** The largest `data` an event may carry, as UTF-8 JSON. */
export const ANALYTICS_DATA_MAX_BYTES = 4096;
/** The longest path a page view may name. */
export const ANALYTICS_PATH_MAX = 500;
/** The longest date range `page-views` reports on, in days. */
export const PAGE_VIEWS_MAX_DAYS = 366;
/** The default range of `page-views`: the last 30 days, today included. */
export const PAGE_VIEWS_DEFAULT_DAYS = 30;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The path of a page as stored: without its query string or fragment (they may carry tokens or e-mail addresses). */
export const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/** The JSON text of `data`, or null when it cannot be written as JSON. */
function jsonOf(data: unknown): string | null {
  try {
    return JSON.stringify(data) ?? null;
  } catch {
    return null;
  }
}

/**
 * POST /analytics/track {event, data, session_id?}: `data` a JSON object of at most 4 KB; a `page_view` names its page
 * in `data.path`. Any `data.path` must be a site path; its query string and fragment are dropped.
 */
export const ZTrackInput = z
  .object({
    event: z.string(says('analytics.eventRequired')).regex(ANALYTICS_EVENT_PATTERN, says('analytics.eventName')),
    data: z.record(z.string(), z.unknown(), says('analytics.dataObject')).default({}),
    session_id: z
      .string(says('analytics.sessionText'))
      .regex(/^[\w.:-]{1,100}$/, says('analytics.sessionFormat'))
      .optional(),
  })
  .superRefine((input, ctx) => {
    const json = jsonOf(input.data);
    if (json === null) {
      ctx.addIssue({ code: 'custom', path: ['data'], ...keyedIssue('analytics.dataObject') });
      return;
    }
    if (Buffer.byteLength(json, 'utf8') > ANALYTICS_DATA_MAX_BYTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        ...keyedIssue('analytics.dataTooLarge', { kilobytes: ANALYTICS_DATA_MAX_BYTES / 1024 }),
      });
    }
    const path = input.data.path;
    if (path === undefined && input.event !== 'page_view') return;
    if (
      typeof path !== 'string' ||
      !path.startsWith('/') ||
      path.length > ANALYTICS_PATH_MAX ||
      CONTROL_CHARACTERS.test(path)
    ) {
      const problem =
        input.event === 'page_view' && path === undefined
          ? keyedIssue('analytics.pathRequired')
          : keyedIssue('analytics.pathFormat', { max: ANALYTICS_PATH_MAX });
      ctx.addIssue({ code: 'custom', path: ['data', 'path'], ...problem });
    }
  })
  .transform((input) => {
    const path = typeof input.data.path === 'string' ? pathOnly(input.data.path) : null;
    return { ...input, path, data: path === null ? input.data : { ...input.data, path } };
  });
export type TrackInput = z.output<typeof ZTrackInput>;

/** A calendar date 'YYYY-MM-DD' that exists. */
const isoDate = (field: string) =>
  z
    .string(says('analytics.dateFormat', { field }))
    .trim()
    .refine(
      (v) => {
        const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
        if (!m) return false;
        const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
        const t = new Date(Date.UTC(y, mo - 1, d));
        return y >= 2000 && y <= 2100 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
      },
      says('analytics.dateFormat', { field }),
    );

/** '' in a query string means "not given". */
const optionalDate = (field: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), isoDate(field).optional());

/**
 * GET /analytics/page-views: ?from, ?to (dates in Egypt, both included; default the last 30 days), ?limit of top
 * paths (10, at most 50). The range is checked against today by the procedure (defaults need today's date).
 */
export const ZPageViewsInput = z
  .object({ from: optionalDate('from'), to: optionalDate('to'), limit: limitField(10, 50) })
  .prefault({});
export type PageViewsInput = z.output<typeof ZPageViewsInput>;

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const int = z.number().int();

/** src/server/analytics/analytics.ts `TrackedEvent`. */
export const ZTrackedEvent = z.strictObject({ id: S.id, event: z.string(), created_at: S.at });
/** `PageViewReport`: views per day (in Egypt) and the top paths of the range. */
export const ZPageViewReport = z.strictObject({
  from: S.day,
  to: S.day,
  total_views: int,
  unique_visitors: int,
  per_day: z.array(z.strictObject({ date: S.day, views: int, visitors: int })),
  top_paths: z.array(z.strictObject({ path: z.string(), views: int, visitors: int })),
});
/** `UserActivity`: the signed-in user's events, pages viewed and orders. */
export const ZUserActivity = z.strictObject({
  total_events: int,
  first_seen: S.at.nullable(),
  last_seen: S.at.nullable(),
  events_by_type: z.array(z.strictObject({ event: z.string(), count: int, last_at: S.at })),
  page_views: z.strictObject({
    total: int,
    distinct_pages: int,
    top_pages: z.array(z.strictObject({ path: z.string(), views: int, last_viewed_at: S.at })),
  }),
  orders: z.strictObject({
    total_orders: int,
    cancelled_orders: int,
    delivered_orders: int,
    total_spent: S.money,
    first_order_at: S.at.nullable(),
    last_order_at: S.at.nullable(),
  }),
});
