/*
 * The crop page's "latest price per market, against the day and the week before", worked out from the quotes of the
 * 90-day history (`marketPrices.history`), which the page loads anyway for its chart. Pure.
 *
 * - The day before: the market's last quote before its latest one, at most DAY_GAP_MAX days earlier (a market
 *   closed for a feast day still compares with its last trading day; a quote from weeks ago is not "yesterday").
 * - The week before: the market's last quote on or before the latest day minus 7, at most WEEK_GAP_MAX days
 *   before the latest day.
 * Without such a quote the change is null (shown as a dash).
 */

/** One day's quote of a market as the history answers it. */
export interface DayQuote {
  /** 'YYYY-MM-DD'. */
  price_date: string;
  min_price: number;
  max_price: number;
  avg_price: number;
}

/** The latest average against an earlier one. */
export interface PriceChange {
  /** The earlier quote's day and average. */
  from_date: string;
  from_price: number;
  /** Latest average minus the earlier one, rounded to the piastre. */
  change: number;
  /** The change in percent of the earlier average, one decimal; null when the earlier average was 0. */
  percent: number | null;
}

export interface LatestWithChanges {
  latest: DayQuote;
  day: PriceChange | null;
  week: PriceChange | null;
}

/** The longest gap, in days, that still counts as "the day before". */
export const DAY_GAP_MAX = 3;
/** "The week before" is a quote 7 to WEEK_GAP_MAX days before the latest one. */
export const WEEK_GAP_MAX = 10;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

function changeFrom(latest: DayQuote, earlier: DayQuote | undefined): PriceChange | null {
  if (!earlier) return null;
  const change = Math.round((latest.avg_price - earlier.avg_price) * 100) / 100;
  return {
    from_date: earlier.price_date,
    from_price: earlier.avg_price,
    change,
    percent:
      earlier.avg_price === 0
        ? null
        : Math.round(((latest.avg_price - earlier.avg_price) / earlier.avg_price) * 1000) / 10,
  };
}

/** A market's latest quote with its change against the day and the week before; null without quotes. */
export function latestWithChanges(quotes: readonly DayQuote[]): LatestWithChanges | null {
  if (quotes.length === 0) return null;
  const sorted = [...quotes].sort((a, b) => a.price_date.localeCompare(b.price_date));
  const latest = sorted[sorted.length - 1]!;
  const today = dayNumber(latest.price_date);
  const before = sorted.slice(0, -1).filter((q) => dayNumber(q.price_date) < today);
  const previous = before[before.length - 1];
  const day = previous && today - dayNumber(previous.price_date) <= DAY_GAP_MAX ? previous : undefined;
  const weekCandidates = before.filter((q) => {
    const gap = today - dayNumber(q.price_date);
    return gap >= 7 && gap <= WEEK_GAP_MAX;
  });
  return { latest, day: changeFrom(latest, day), week: changeFrom(latest, weekCandidates[weekCandidates.length - 1]) };
}

/** Which way a change went, for its colour and its words. */
export function changeDirection(change: PriceChange | null): 'up' | 'down' | 'flat' | 'none' {
  if (!change) return 'none';
  return change.change > 0 ? 'up' : change.change < 0 ? 'down' : 'flat';
}
