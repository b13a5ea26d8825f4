import { addDays } from '../../shared/seasonalTasks';
import { gaussian, uniform } from '../../shared/seededRandom';
import type { Market } from '../reference/content';
import type { DemoPriceBase } from './content';

/*
 * Sample wholesale price series from the demo price bases (content/demo/prices.json, told in content/README.md), the same
 * for the same bases and dates:
 * - the yearly cycle: the average is base × (1 + amplitude × cos(2π (t − peak) / 12)), t the month with its fraction;
 * - each market sits a little above or below Obour (transport to the coast and the south, local supply), and each
 *   crop there a little more;
 * - day-to-day moves are shared by all markets for a crop (the national supply) with a local part, and carried over
 *   from the three days before, so prices drift rather than jump; volatile crops (a wide spread) move more;
 * - low and high quotes lie about `spread` % below and above the average;
 * - no quotes outside a crop's trading months.
 * Prices are rounded to 0.25 EGP per kg, 5 EGP per ardab or tonne.
 */

/** One generated quote (slugs, to be turned into ids by the loader). */
export interface GeneratedPrice {
  crop_slug: string;
  market_slug: string;
  unit: DemoPriceBase['unit'];
  price_date: string;
  min_price: number;
  avg_price: number;
  max_price: number;
}

/** Where each market stands against Obour (the national reference market). */
const MARKET_LEVEL: Record<string, number> = {
  obour: 1,
  '6th-of-october': 1.03,
  'alexandria-el-nozha': 1.06,
  tanta: 0.97,
  mansoura: 0.96,
  assiut: 0.93,
};

const DRIFT_WEIGHTS = [1, 0.8, 0.6, 0.4];
const DRIFT_NORM = Math.sqrt(DRIFT_WEIGHTS.reduce((sum, w) => sum + w * w, 0));

/** Noise for each of `dates` that remembers the three days before it (unit variance). */
function drift(key: string, dates: readonly string[]): number[] {
  const lag = DRIFT_WEIGHTS.length - 1;
  const first = dates[0]!;
  const noise = [...Array.from({ length: lag }, (_, i) => addDays(first, i - lag)), ...dates].map((d) =>
    gaussian(`${key}|${d}`),
  );
  return dates.map((_, i) => DRIFT_WEIGHTS.reduce((sum, w, k) => sum + w * noise[i + lag - k]!, 0) / DRIFT_NORM);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The quotes of every base at every market for `days` days ending `today` ('YYYY-MM-DD'), by crop, market and date. */
export function generatePriceSeries(
  bases: readonly DemoPriceBase[],
  markets: readonly Market[],
  today: string,
  days: number,
): GeneratedPrice[] {
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const seasonOf = dates.map((date) => {
    const month = Number(date.slice(5, 7));
    const daysInMonth = new Date(Date.UTC(Number(date.slice(0, 4)), month, 0)).getUTCDate();
    return { month, t: month + (Number(date.slice(8, 10)) - 1) / daysInMonth };
  });
  const rows: GeneratedPrice[] = [];
  for (const base of bases) {
    const volatility = base.spread_pct / 300;
    const step = base.unit === 'kg' ? 0.25 : 5;
    const national = drift(`price-national|${base.crop_slug}`, dates);
    for (const market of markets) {
      const level =
        (MARKET_LEVEL[market.slug] ?? 1) * (1 + 0.06 * (uniform(`price-level|${base.crop_slug}|${market.slug}`) - 0.5));
      const local = drift(`price-local|${base.crop_slug}|${market.slug}`, dates);
      dates.forEach((date, i) => {
        const { month, t } = seasonOf[i]!;
        if (base.trading_months && !base.trading_months.includes(month)) return;
        const seasonal = 1 + (base.seasonal_amplitude_pct / 100) * Math.cos((2 * Math.PI * (t - base.peak_month)) / 12);
        const avg =
          base.base_avg_egp * seasonal * level * Math.max(0.5, 1 + volatility * (0.8 * national[i]! + 0.6 * local[i]!));
        const key = `${base.crop_slug}|${market.slug}|${date}`;
        const below = (base.spread_pct / 100) * (0.7 + 0.6 * uniform(`price-low|${key}`));
        const above = (base.spread_pct / 100) * (0.7 + 0.6 * uniform(`price-high|${key}`));
        rows.push({
          crop_slug: base.crop_slug,
          market_slug: market.slug,
          unit: base.unit,
          price_date: date,
          min_price: Math.max(step, roundTo(avg * (1 - below), step)),
          avg_price: Math.max(step, roundTo(avg, step)),
          max_price: Math.max(step, roundTo(avg * (1 + above), step)),
        });
      });
    }
  }
  return rows;
}
