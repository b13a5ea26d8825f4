import { TooManyRequestsError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { addDays, daysBetween, egyptDate } from '../../shared/seasonalTasks';
import { clientKey } from '../clientKey';
import { type OrderSummary, orderSummary } from '../dashboard/customerSummary';
import type { Queryable, Sql } from '../db';
import type { RequestLimits } from '../requestLimits';
import {
  PAGE_VIEWS_DEFAULT_DAYS,
  PAGE_VIEWS_MAX_DAYS,
  type PageViewsInput,
  type TrackInput,
} from '../routers/analytics.schema';
import { countRateLimitRefusal } from '../metrics/registry';

/*
 * Analytics: events the storefront tracks (page views and the like) in analytics_events — their own table, not the
 * order log. Tracking is public (the user is attached when signed in) and limited per caller, like the other public
 * writes; the page-view report is for administrators; each signed-in user can read a summary of their own activity
 * with their order summary (customer_summaries, written by the customer-summaries projection).
 * A day is the calendar day in Egypt (Africa/Cairo).
 */

/** Events one caller may track per minute: a signed-in user by their account, a visitor by their address. */
export const TRACK_EVENTS_PER_MINUTE = 60;

export interface TrackedEvent {
  id: string;
  event: string;
  created_at: Date;
}

/** Who tracks: the signed-in user (or null) and the client's address. */
export interface Tracker {
  userId: string | null;
  ip: string;
}

/**
 * Store one event; 429 (nothing stored) once the caller has tracked TRACK_EVENTS_PER_MINUTE this minute. Counted in the
 * app's `events` limit (src/host/rateLimit.ts: Redis when REDIS_URL is set, so every process shares it).
 */
export async function trackEvent(
  deps: { sql: Queryable; limits: RequestLimits },
  tracker: Tracker,
  input: TrackInput,
): Promise<TrackedEvent> {
  const { sql } = deps;
  const limit = await deps.limits.hit(
    'events',
    tracker.userId ? `user:${tracker.userId}` : `ip:${clientKey(tracker.ip)}`,
  );
  if (!limit.allowed) {
    countRateLimitRefusal('events');
    const retryAfter = Math.max(1, Math.ceil((limit.resetAt.getTime() - Date.now()) / 1000));
    throw new TooManyRequestsError(
      msg('admin.tooManyEvents', { max: TRACK_EVENTS_PER_MINUTE, seconds: retryAfter }),
      undefined,
      {
        retry_after_seconds: retryAfter,
      },
    );
  }
  const [row] = await sql<TrackedEvent[]>`
    insert into analytics_events (user_id, session_id, event, path, data)
    values (${tracker.userId}, ${input.session_id ?? null}, ${input.event}, ${input.path}, ${sql.json(input.data as never)})
    returning id::text as id, event, created_at`;
  return row!;
}

// ─── Page views (administrators) ─────────────────────────────────────────────────────────────────────

export interface PageViewReport {
  from: string;
  to: string;
  total_views: number;
  /** Distinct signed-in users plus distinct visitor sessions (a visitor with no session id is not counted). */
  unique_visitors: number;
  /** Every day of the range, oldest first, 0 on days without views. */
  per_day: { date: string; views: number; visitors: number }[];
  /** The most viewed paths, most first. */
  top_paths: { path: string; views: number; visitors: number }[];
}

/** The range asked for, defaults filled from `today` (Egypt): `to` today, `from` 29 days before `to`. 400 naming the field. */
export function pageViewRange(input: Pick<PageViewsInput, 'from' | 'to'>, today: string): { from: string; to: string } {
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? addDays(to, -(PAGE_VIEWS_DEFAULT_DAYS - 1));
  if (from > to) throw new ValidationError(msg('admin.fromAfterTo'), 'from');
  if (daysBetween(from, to) + 1 > PAGE_VIEWS_MAX_DAYS)
    throw new ValidationError(msg('admin.rangeDays', { days: PAGE_VIEWS_MAX_DAYS }), 'from');
  return { from, to };
}

/** Page views in the range (days in Egypt, both ends included): per day and the top paths. */
export async function pageViews(sql: Sql, input: PageViewsInput, now: Date): Promise<PageViewReport> {
  const { from, to } = pageViewRange(input, egyptDate(now));
  const views = sql`
    select (e.created_at at time zone 'Africa/Cairo')::date as day, e.path,
           coalesce('u' || e.user_id::text, 's' || e.session_id) as visitor
    from analytics_events e
    where e.event = 'page_view'
      and e.created_at >= (${from}::date)::timestamp at time zone 'Africa/Cairo'
      and e.created_at < (${to}::date + 1)::timestamp at time zone 'Africa/Cairo'`;
  const [perDay, topPaths, totals] = await Promise.all([
    sql<{ date: string; views: number; visitors: number }[]>`
      with v as (${views})
      select to_char(d, 'YYYY-MM-DD') as date, count(v.day)::int as views, count(distinct v.visitor)::int as visitors
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      left join v on v.day = d::date
      group by d order by d`,
    sql<{ path: string; views: number; visitors: number }[]>`
      with v as (${views})
      select v.path, count(*)::int as views, count(distinct v.visitor)::int as visitors
      from v where v.path is not null
      group by v.path order by views desc, v.path limit ${input.limit}`,
    sql<{ views: number; visitors: number }[]>`
      with v as (${views}) select count(*)::int as views, count(distinct v.visitor)::int as visitors from v`,
  ]);
  return {
    from,
    to,
    total_views: totals[0]?.views ?? 0,
    unique_visitors: totals[0]?.visitors ?? 0,
    per_day: [...perDay],
    top_paths: [...topPaths],
  };
}

// ─── The signed-in user's own activity ────────────────────────────────────────────────────────────────

export interface UserActivity {
  total_events: number;
  first_seen: Date | null;
  last_seen: Date | null;
  /** Per event name, most frequent first. */
  events_by_type: { event: string; count: number; last_at: Date }[];
  page_views: {
    total: number;
    distinct_pages: number;
    /** The pages viewed most, most first (at most 10). */
    top_pages: { path: string; views: number; last_viewed_at: Date }[];
  };
  /** From customer_summaries; zeros until the user's first order is projected. */
  orders: OrderSummary;
}

/** What the signed-in user did: events by type, first and last seen, pages viewed, and their order summary. */
export async function userActivity(sql: Sql, userId: string): Promise<UserActivity> {
  const [byType, pages, orders] = await Promise.all([
    sql<{ event: string; count: number; first_at: Date; last_at: Date }[]>`
      select event, count(*)::int as count, min(created_at) as first_at, max(created_at) as last_at
      from analytics_events where user_id = ${userId}
      group by event order by count desc, event`,
    // The window counts are taken over every path, before the limit.
    sql<{ path: string; views: number; last_viewed_at: Date; distinct_pages: number; total: number }[]>`
      select path, count(*)::int as views, max(created_at) as last_viewed_at,
             (count(*) over ())::int as distinct_pages, (sum(count(*)) over ())::int as total
      from analytics_events where user_id = ${userId} and event = 'page_view' and path is not null
      group by path order by views desc, last_viewed_at desc, path
      limit 10`,
    orderSummary(sql, userId),
  ]);
  const firstSeen = byType.reduce<Date | null>((min, r) => (min === null || r.first_at < min ? r.first_at : min), null);
  const lastSeen = byType.reduce<Date | null>((max, r) => (max === null || r.last_at > max ? r.last_at : max), null);
  return {
    total_events: byType.reduce((n, r) => n + r.count, 0),
    first_seen: firstSeen,
    last_seen: lastSeen,
    events_by_type: byType.map(({ event, count, last_at }) => ({ event, count, last_at })),
    page_views: {
      total: pages[0]?.total ?? 0,
      distinct_pages: pages[0]?.distinct_pages ?? 0,
      top_pages: pages.map(({ path, views, last_viewed_at }) => ({ path, views, last_viewed_at })),
    },
    orders,
  };
}
