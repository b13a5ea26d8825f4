/*
 * The geometry of the market price chart: one line per market over a window of days, with round price ticks and a
 * few date ticks. Right-to-left mirrors the time axis (the latest day on the left) and puts the price axis on the
 * right. Pure: the chart component only draws what this returns.
 */

export interface PricePoint {
  /** 'YYYY-MM-DD'. */
  date: string;
  value: number;
}

export interface PriceSeries {
  key: string;
  points: readonly PricePoint[];
}

export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the price labels on the axis side, the date labels below, and a little air above and after. */
  padding: { axis: number; end: number; top: number; bottom: number };
  rtl: boolean;
}

export interface ChartLayout {
  /** The plotting area, in SVG units. */
  plot: { left: number; right: number; top: number; bottom: number };
  yTicks: { value: number; y: number }[];
  xTicks: { date: string; x: number }[];
  /** Every day that has a price in some series, in order, with its x. */
  days: { date: string; x: number }[];
  lines: { key: string; path: string; points: { date: string; value: number; x: number; y: number }[] }[];
  /** Where the price axis labels stand and which way they are anchored. */
  axisX: number;
  axisAnchor: 'start' | 'end';
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Round ticks covering min..max: about `count` steps of 1, 2, 2.5 or 5 times a power of ten. A flat series gets a
 * band around its value so the line does not sit on the frame.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (high === low) {
    const pad = Math.abs(low) * 0.1 || 1;
    low -= pad;
    high += pad;
  }
  const rough = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  // A hair of tolerance: 0.6 / 3 is 0.20000000000000004 in floating point, and should still step by 0.2.
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= rough * (1 - 1e-9)) ?? 10) * power;
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

/** About `count` dates spread evenly over the days, always including the first and the last. */
export function dateTicks(days: readonly string[], count = 4): string[] {
  if (days.length <= count) return [...days];
  const picks = new Set<number>();
  for (let k = 0; k < count; k++) picks.add(Math.round((k * (days.length - 1)) / (count - 1)));
  return [...picks].sort((a, b) => a - b).map((index) => days[index]!);
}

/** Lay out the chart for a frame; empty series are left out. */
export function layoutChart(
  series: readonly PriceSeries[],
  frame: ChartFrame,
  tickCount = { x: 4, y: 4 },
): ChartLayout {
  const { width, height, padding, rtl } = frame;
  const plot = {
    left: rtl ? padding.end : padding.axis,
    right: width - (rtl ? padding.axis : padding.end),
    top: padding.top,
    bottom: height - padding.bottom,
  };
  const drawn = series.filter((s) => s.points.length > 0);
  const dates = [...new Set(drawn.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const values = drawn.flatMap((s) => s.points.map((p) => p.value));
  const ticks = niceTicks(Math.min(...values), Math.max(...values), tickCount.y);
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;

  const firstDay = dates.length ? dayNumber(dates[0]!) : 0;
  const span = dates.length > 1 ? dayNumber(dates[dates.length - 1]!) - firstDay : 0;
  const xOf = (date: string) => {
    const share = span === 0 ? 0.5 : (dayNumber(date) - firstDay) / span;
    return rtl ? plot.right - share * (plot.right - plot.left) : plot.left + share * (plot.right - plot.left);
  };
  const yOf = (value: number) => plot.bottom - ((value - low) / (high - low || 1)) * (plot.bottom - plot.top);
  const round = (n: number) => Math.round(n * 10) / 10;

  return {
    plot,
    yTicks: ticks.map((value) => ({ value, y: round(yOf(value)) })),
    xTicks: dateTicks(dates, tickCount.x).map((date) => ({ date, x: round(xOf(date)) })),
    days: dates.map((date) => ({ date, x: round(xOf(date)) })),
    lines: drawn.map((s) => {
      const points = [...s.points]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((p) => ({ date: p.date, value: p.value, x: round(xOf(p.date)), y: round(yOf(p.value)) }));
      return {
        key: s.key,
        points,
        path: points.map((p, index) => `${index === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '),
      };
    }),
    axisX: rtl ? plot.right + 6 : plot.left - 6,
    axisAnchor: rtl ? 'start' : 'end',
  };
}

/** The day whose x is nearest to a pointer's x (for the value read-out), or null when there are none. */
export function nearestDay(
  days: readonly { date: string; x: number }[],
  x: number,
): { date: string; x: number } | null {
  let best: { date: string; x: number } | null = null;
  for (const day of days) if (!best || Math.abs(day.x - x) < Math.abs(best.x - x)) best = day;
  return best;
}

/** First and last value of a series and the change between them, in percent (one decimal), for the summary. */
export function seriesChange(points: readonly PricePoint[]): { first: number; last: number; percent: number } | null {
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0]!.value;
  const last = sorted[sorted.length - 1]!.value;
  return { first, last, percent: first === 0 ? 0 : Math.round(((last - first) / first) * 1000) / 10 };
}
