import type { CropSeason, Region } from '../../shared/crops';

/*
 * Crops in season: pure rules over a crop's planting months per region (migrations/0004_crops.sql) and, for a crop
 * that lists no planting months at all, the sowing months of Egypt's cropping seasons. The month is the month in
 * Egypt that the caller passes in.
 */

/**
 * The region of each governorate (by its slug in src/server/weather/normals.ts), as the crop guide divides Egypt:
 * Lower Egypt with the Canal cities and Cairo is the Delta; Giza to Asyut is Middle Egypt; Sohag to Aswan is Upper
 * Egypt; the desert governorates (oases, the coasts, Sinai) are farmed as new (reclaimed) lands.
 */
export const REGION_OF_GOVERNORATE: Readonly<Record<string, Region>> = {
  cairo: 'delta',
  alexandria: 'delta',
  'port-said': 'delta',
  suez: 'delta',
  damietta: 'delta',
  dakahlia: 'delta',
  sharqia: 'delta',
  qalyubia: 'delta',
  'kafr-el-sheikh': 'delta',
  gharbia: 'delta',
  monufia: 'delta',
  beheira: 'delta',
  ismailia: 'delta',
  giza: 'middle_egypt',
  'beni-suef': 'middle_egypt',
  faiyum: 'middle_egypt',
  minya: 'middle_egypt',
  asyut: 'middle_egypt',
  sohag: 'upper_egypt',
  qena: 'upper_egypt',
  luxor: 'upper_egypt',
  aswan: 'upper_egypt',
  'red-sea': 'new_lands',
  'new-valley': 'new_lands',
  matrouh: 'new_lands',
  'north-sinai': 'new_lands',
  'south-sinai': 'new_lands',
};

export const REGION_NAMES: Readonly<Record<Region, string>> = {
  delta: 'the Delta',
  middle_egypt: 'Middle Egypt',
  upper_egypt: 'Upper Egypt',
  new_lands: 'the new lands',
};

/** When each cropping season is sown: winter crops October to December, summer March to June, nili July to September. */
export const SOWING_MONTHS: Readonly<Record<CropSeason, readonly number[]>> = {
  winter: [10, 11, 12],
  summer: [3, 4, 5, 6],
  nili: [7, 8, 9],
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'October', 'October and November', 'November, December and January': in calendar order, starting after the
 * longest gap between them, so a run across the new year reads in the order it is planted.
 */
export function monthList(months: readonly number[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  let start = 0;
  let widest = -1;
  sorted.forEach((m, i) => {
    const previous = sorted[(i - 1 + sorted.length) % sorted.length]!;
    const gap = (m - previous + 12) % 12 || 12;
    if (gap > widest) [widest, start] = [gap, i];
  });
  const names = [...sorted.slice(start), ...sorted.slice(0, start)].map((m) => MONTH_NAMES[m - 1]!);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The month after `month` (December → January). */
export const nextMonth = (month: number) => (month % 12) + 1;

export interface SeasonalCrop {
  planting_months: Record<string, number[]>;
  seasons: string[];
}

export interface InSeason {
  /** Planted this month (true) or from next month (false). */
  plant_now: boolean;
  /** The months it is planted where the user farms (or anywhere in Egypt). */
  months: number[];
  reason: string;
}

/**
 * Whether a crop is in season in `month` (this month or next) for a region — or anywhere in Egypt when `region` is
 * null — and why, in a short sentence naming the place. A crop with planting months but none for the region is not
 * grown there (null). A crop with no planting months at all falls back to the sowing months of its seasons.
 */
export function inSeason(crop: SeasonalCrop, region: Region | null, month: number, place: string): InSeason | null {
  const next = nextMonth(month);
  const valid = (m: unknown): m is number => Number.isInteger(m) && (m as number) >= 1 && (m as number) <= 12;
  const byRegion = Object.values(crop.planting_months ?? {}).some((ms) => Array.isArray(ms) && ms.some(valid));
  let months: number[];
  let bySeason = false;
  if (byRegion) {
    const lists = region ? [crop.planting_months[region] ?? []] : Object.values(crop.planting_months);
    months = [...new Set(lists.flatMap((ms) => (Array.isArray(ms) ? ms.filter(valid) : [])))];
  } else {
    months = [...new Set(crop.seasons.flatMap((s) => SOWING_MONTHS[s as CropSeason] ?? []))];
    bySeason = true;
  }
  const plantNow = months.includes(month);
  if (!plantNow && !months.includes(next)) return null;
  const when = monthList(months);
  const reason = bySeason
    ? plantNow
      ? `Its season is being sown now in ${place} (${when})`
      : `Its season starts next month in ${place} (${when})`
    : plantNow
      ? `Planting time now in ${place}: planted in ${when}`
      : `Planting starts next month in ${place}: planted in ${when}`;
  return { plant_now: plantNow, months: months.sort((a, b) => a - b), reason };
}
