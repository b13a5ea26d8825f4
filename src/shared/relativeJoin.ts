/**
 * How long ago an account was created, in the unit the profile shows it (storefront.md section 9, "Relative
 * join time: days under 30 days, then months, then years"). Pure: the current time comes in as `now`.
 */
export type JoinUnit = 'day' | 'month' | 'year';

export interface RelativeJoin {
  unit: JoinUnit;
  /** Whole units elapsed: 0 days means today; months and years are at least 1. */
  count: number;
}

const DAY_MS = 86_400_000;
const DAYS_SHOWN_AS_DAYS = 30;

/** Whole calendar months from `from` to `to` (UTC), not counting a month whose day has not come yet. */
function wholeMonthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const dayNotReached =
    to.getUTCDate() < from.getUTCDate() ||
    (to.getUTCDate() === from.getUTCDate() && to.getTime() % DAY_MS < from.getTime() % DAY_MS);
  return dayNotReached ? months - 1 : months;
}

/**
 * Days under 30 days, then calendar months (at least 1), then years from 12 months on. A creation time in
 * the future (a clock ahead of ours) counts as today.
 */
export function relativeJoin(createdAt: Date, now: Date): RelativeJoin {
  const elapsed = now.getTime() - createdAt.getTime();
  if (Number.isNaN(elapsed) || elapsed <= 0) return { unit: 'day', count: 0 };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < DAYS_SHOWN_AS_DAYS) return { unit: 'day', count: days };
  const months = Math.max(1, wholeMonthsBetween(createdAt, now));
  if (months < 12) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.floor(months / 12) };
}
