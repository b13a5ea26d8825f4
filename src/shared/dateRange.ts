import { ValidationError } from './errors';
import { addDays } from './seasonalTasks';
import { msg } from './messages';

/*
 * Date ranges of the admin figures and reports: calendar days in Egypt ('YYYY-MM-DD', Africa/Cairo), both ends
 * included, at most two years long. "Today" comes from the caller (the router passes egyptDate(new Date())).
 */

/** How figures over time are grouped: by day, by week (Monday to Sunday) or by calendar month. */
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/** The longest range a statistic or report covers. */
export const MAX_RANGE_YEARS = 2;
/** The range when none is given: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export interface DateRange {
  from: string;
  to: string;
}

/** The same calendar date `years` earlier (29 February becomes 28 February). */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The range asked for, with its defaults: `to` today, `from` the 30 days up to `to`. `to` before `from` is a 400 on
 * `to`; a range longer than two years is a 400 on `from`.
 */
export function resolveRange(input: { from?: string | undefined; to?: string | undefined }, today: string): DateRange {
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw new ValidationError(msg('admin.toBeforeFrom'), 'to');
  if (from < yearsBefore(to, MAX_RANGE_YEARS))
    throw new ValidationError(msg('admin.rangeYears', { years: MAX_RANGE_YEARS }), 'from');
  return { from, to };
}

/** The same number of days just before a range (what a KPI is compared with). */
export function previousRange(range: DateRange): DateRange {
  const [fy, fm, fd] = range.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = range.to.split('-').map(Number) as [number, number, number];
  const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(days - 1)), to };
}

/** A range cut into calendar months (the first and last pieces may be partial): the steps a report job reports. */
export function monthChunks(range: DateRange): DateRange[] {
  const chunks: DateRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    const [y, m] = from.split('-').map(Number) as [number, number];
    const monthEnd = addDays(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`, -1);
    // Strings 'YYYY-MM-DD' compare as dates.
    let to = range.to;
    if (monthEnd < to) to = monthEnd;
    chunks.push({ from, to });
    from = addDays(to, 1);
  }
  return chunks;
}
