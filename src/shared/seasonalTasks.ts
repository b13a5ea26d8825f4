import { z } from 'zod';
import { ZRef } from './catalogue';
import { CLIMATE_ZONES, ZIdOrSlug, ZListPage, oneOf, optionalText, requiredText, wholeNumber } from './crops';
import { type Message, keyedIssue, msg } from './messages';

/**
 * The farm calendar (backend-api.md, group Seasonal tasks): constants, input schemas and the pure rules that place
 * a task in time. A task falls in weeks `week_start`..`week_end` of its month: week 1 is days 1-7, week 2 days 8-14,
 * week 3 days 15-21 and week 4 runs from day 22 to the month's end. "Today" is the calendar date in Egypt
 * (Africa/Cairo) at the moment `now` that the caller passes in, so the rules are testable at any date.
 */

/** Egypt's three cropping seasons, and spring and fall for orchards and general tasks. */
export const TASK_SEASONS = ['winter', 'summer', 'nili', 'spring', 'fall'] as const;
export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;

/** How far ahead `upcoming` looks by default, and at most. */
export const UPCOMING_DEFAULT_DAYS = 45;
export const UPCOMING_MAX_DAYS = 120;
export const EGYPT_TIME_ZONE = 'Africa/Cairo';

// ─── Input schemas ──────────────────────────────────────────────────────────────────────────────────

const zone = oneOf(CLIMATE_ZONES, 'climate_zone');
const season = oneOf(TASK_SEASONS, 'season');
const priority = oneOf(TASK_PRIORITIES, 'priority');
const week = (field: string) => wholeNumber(field, 1, 4);

export const ZTaskListInput = z
  .object({
    ...ZListPage,
    crop: ZIdOrSlug.optional(),
    climate_zone: zone.optional(),
    season: season.optional(),
    month: wholeNumber('month', 1, 12).optional(),
    priority: priority.optional(),
  })
  .prefault({});
export type TaskListQuery = z.output<typeof ZTaskListInput>;

export const ZZoneInput = z.object({ climate_zone: zone.optional() }).prefault({});
export const ZUpcomingInput = z
  .object({
    climate_zone: zone.optional(),
    days: wholeNumber('days', 1, UPCOMING_MAX_DAYS).default(UPCOMING_DEFAULT_DAYS),
  })
  .prefault({});
export const ZCalendarInput = z.object({ year: wholeNumber('year', 2000, 2100), climate_zone: zone.optional() });
export const ZBySeasonInput = z.object({ season, climate_zone: zone.optional() });
export const ZTaskRefInput = z.object({ id: ZRef });

/** The fields of a task an administrator may set; null crop_id or climate_zone means "every farm" / "every zone". */
export const ZTaskFields = z.object({
  title: requiredText('title', 200).optional(),
  title_ar: optionalText('title_ar', 200),
  description: optionalText('description', 5000),
  description_ar: optionalText('description_ar', 5000),
  crop_id: ZIdOrSlug.nullish(),
  climate_zone: zone.nullish(),
  season: season.optional(),
  month: wholeNumber('month', 1, 12).optional(),
  week_start: week('week_start').optional(),
  week_end: week('week_end').optional(),
  priority: priority.optional(),
});
export type TaskFields = z.output<typeof ZTaskFields>;

/** week_start not after week_end (the error names week_end). */
export function weekOrderProblem(v: {
  week_start?: number | undefined;
  week_end?: number | undefined;
}): Message | null {
  return v.week_start !== undefined && v.week_end !== undefined && v.week_start > v.week_end
    ? msg('crops.weekOrder')
    : null;
}

export const ZTaskCreateInput = ZTaskFields.extend({
  title: requiredText('title', 200),
  season,
  month: wholeNumber('month', 1, 12),
  week_start: week('week_start').default(1),
  week_end: week('week_end').default(4),
  priority: priority.default('medium'),
}).superRefine((v, ctx) => {
  const problem = weekOrderProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: ['week_end'], ...keyedIssue(problem.key) });
});
export type TaskCreateFields = z.output<typeof ZTaskCreateInput>;
export const ZTaskUpdateInput = ZTaskFields.extend({ id: ZRef });

// ─── Calendar rules (pure) ──────────────────────────────────────────────────────────────────────────

/** When a task is done: its month and week window. */
export interface TaskTiming {
  month: number;
  week_start: number;
  week_end: number;
  priority: string;
}

/** A task placed on the calendar of one year: the first and last day of its window ('YYYY-MM-DD'). */
export type PlacedTask<T> = T & { start_date: string; end_date: string };

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The calendar date in Egypt at `now`, as 'YYYY-MM-DD'. */
export function egyptDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: EGYPT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '01';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'YYYY-MM-DD' plus `days` (negative to go back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoOf(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The week of the month a day falls in: 1-7 → 1, 8-14 → 2, 15-21 → 3, 22 to the end → 4. */
export const weekOfMonth = (day: number) => Math.min(4, Math.floor((day - 1) / 7) + 1);

/** The first and last day of a task's window in `year`. */
export function taskWindow(
  task: Pick<TaskTiming, 'month' | 'week_start' | 'week_end'>,
  year: number,
): { start_date: string; end_date: string } {
  const endDay = task.week_end >= 4 ? daysInMonth(year, task.month) : task.week_end * 7;
  return {
    start_date: isoOf(year, task.month, (task.week_start - 1) * 7 + 1),
    end_date: isoOf(year, task.month, endDay),
  };
}

const PRIORITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
const byStartThenPriority = <T extends TaskTiming>(a: PlacedTask<T>, b: PlacedTask<T>) =>
  a.start_date.localeCompare(b.start_date) || (PRIORITY_RANK[a.priority] ?? 3) - (PRIORITY_RANK[b.priority] ?? 3);

/** Tasks of this month whose week window holds today's week (in Egypt at `now`), high priority first. */
export function currentTasks<T extends TaskTiming>(tasks: readonly T[], now: Date): PlacedTask<T>[] {
  const today = egyptDate(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const week = weekOfMonth(day);
  return tasks
    .filter((t) => t.month === month && t.week_start <= week && week <= t.week_end)
    .map((t) => ({ ...t, ...taskWindow(t, year) }))
    .sort(
      (a, b) =>
        (PRIORITY_RANK[a.priority] ?? 3) - (PRIORITY_RANK[b.priority] ?? 3) || a.start_date.localeCompare(b.start_date),
    );
}

/**
 * Tasks whose next window starts after today and at most `days` days ahead (in Egypt at `now`), soonest first.
 * A task already under way is current, not upcoming; a window that has passed this year comes round next year.
 */
export function upcomingTasks<T extends TaskTiming>(
  tasks: readonly T[],
  now: Date,
  days = UPCOMING_DEFAULT_DAYS,
): (PlacedTask<T> & { starts_in_days: number })[] {
  const today = egyptDate(now);
  const year = Number(today.slice(0, 4));
  const horizon = addDays(today, days);
  const placed: (PlacedTask<T> & { starts_in_days: number })[] = [];
  for (const task of tasks) {
    let window = taskWindow(task, year);
    if (window.start_date <= today) window = taskWindow(task, year + 1);
    if (window.start_date <= horizon)
      placed.push({ ...task, ...window, starts_in_days: daysBetween(today, window.start_date) });
  }
  return placed.sort(byStartThenPriority);
}

/** A year's calendar: twelve months, each with its tasks placed in that year, in order. */
export function yearCalendar<T extends TaskTiming>(
  tasks: readonly T[],
  year: number,
): { month: number; tasks: PlacedTask<T>[] }[] {
  return Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    tasks: tasks
      .filter((t) => t.month === i + 1)
      .map((t) => ({ ...t, ...taskWindow(t, year) }))
      .sort(byStartThenPriority),
  }));
}
