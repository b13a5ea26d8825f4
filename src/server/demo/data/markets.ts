/**
 * Demo wholesale markets and the base prices from which sample price series are generated.
 * These are NOT live prices: they are typical 2025–2026 wholesale levels, to be labelled with SAMPLE_DATA_NOTE.
 *
 * How a generator should read a DemoPriceBase (all prices in EGP per `unit`):
 * - base_avg_egp: the typical average wholesale price over a year.
 * - seasonal_amplitude_pct: the average rises to base × (1 + amplitude/100) in peak_month and falls to
 *   base × (1 − amplitude/100) six months later (a yearly cycle, e.g. a cosine centred on peak_month).
 * - spread_pct: the usual gap between the day's low and high quotes around that day's average:
 *   min ≈ avg × (1 − spread/100), max ≈ avg × (1 + spread/100).
 * - trading_months (optional): months in which the fresh crop is normally on the market; outside them a generator
 *   may skip quotes. Absent means traded all year.
 * - Wheat, maize and rice are not traded at the vegetable and fruit markets; their bases follow the government
 *   procurement price (wheat, 2026 season: 2,250–2,350 EGP per ardab by cleanliness grade) and traders' prices.
 */

export interface DemoMarket {
  slug: string;
  name: string;
  name_ar: string;
  governorate: string;
  governorate_ar: string;
}

export const demoMarkets: DemoMarket[] = [
  {
    slug: 'obour',
    name: 'Obour Wholesale Market',
    name_ar: 'سوق العبور للجملة',
    governorate: 'Qalyubia',
    governorate_ar: 'القليوبية',
  },
  {
    slug: '6th-of-october',
    name: '6th of October Wholesale Market',
    name_ar: 'سوق 6 أكتوبر للجملة',
    governorate: 'Giza',
    governorate_ar: 'الجيزة',
  },
  {
    slug: 'alexandria-el-nozha',
    name: 'El Nozha Wholesale Market, Alexandria',
    name_ar: 'سوق النزهة للجملة بالإسكندرية',
    governorate: 'Alexandria',
    governorate_ar: 'الإسكندرية',
  },
  {
    slug: 'tanta',
    name: 'Tanta Wholesale Market',
    name_ar: 'سوق الجملة بطنطا',
    governorate: 'Gharbia',
    governorate_ar: 'الغربية',
  },
  {
    slug: 'mansoura',
    name: 'Mansoura Wholesale Market',
    name_ar: 'سوق الجملة بالمنصورة',
    governorate: 'Dakahlia',
    governorate_ar: 'الدقهلية',
  },
  {
    slug: 'assiut',
    name: 'Assiut Wholesale Market',
    name_ar: 'سوق الجملة بأسيوط',
    governorate: 'Assiut',
    governorate_ar: 'أسيوط',
  },
];

export interface DemoPriceBase {
  crop_slug: string;
  unit: 'kg' | 'ton' | 'ardab';
  base_avg_egp: number;
  spread_pct: number;
  seasonal_amplitude_pct: number;
  peak_month: number;
  trading_months?: number[];
}

export const demoPriceBases: DemoPriceBase[] = [
  // Field crops (per ardab or tonne)
  { crop_slug: 'wheat', unit: 'ardab', base_avg_egp: 2300, spread_pct: 3, seasonal_amplitude_pct: 4, peak_month: 3 },
  { crop_slug: 'maize', unit: 'ardab', base_avg_egp: 1850, spread_pct: 5, seasonal_amplitude_pct: 8, peak_month: 4 },
  { crop_slug: 'rice', unit: 'ton', base_avg_egp: 16000, spread_pct: 5, seasonal_amplitude_pct: 8, peak_month: 7 },

  // Vegetables (per kg). Tomato swings most, spiking in the gap between the summer and nili plantings.
  { crop_slug: 'tomato', unit: 'kg', base_avg_egp: 9, spread_pct: 35, seasonal_amplitude_pct: 60, peak_month: 10 },
  { crop_slug: 'potato', unit: 'kg', base_avg_egp: 8, spread_pct: 25, seasonal_amplitude_pct: 30, peak_month: 11 },
  { crop_slug: 'onion', unit: 'kg', base_avg_egp: 8, spread_pct: 25, seasonal_amplitude_pct: 35, peak_month: 12 },
  { crop_slug: 'garlic', unit: 'kg', base_avg_egp: 40, spread_pct: 25, seasonal_amplitude_pct: 25, peak_month: 2 },
  { crop_slug: 'cucumber', unit: 'kg', base_avg_egp: 12, spread_pct: 30, seasonal_amplitude_pct: 45, peak_month: 12 },
  { crop_slug: 'sweet-pepper', unit: 'kg', base_avg_egp: 13, spread_pct: 30, seasonal_amplitude_pct: 35, peak_month: 1 },
  { crop_slug: 'eggplant', unit: 'kg', base_avg_egp: 6, spread_pct: 30, seasonal_amplitude_pct: 30, peak_month: 1 },
  { crop_slug: 'squash', unit: 'kg', base_avg_egp: 13, spread_pct: 30, seasonal_amplitude_pct: 45, peak_month: 12 },
  { crop_slug: 'okra', unit: 'kg', base_avg_egp: 28, spread_pct: 30, seasonal_amplitude_pct: 50, peak_month: 1 },
  { crop_slug: 'molokhia', unit: 'kg', base_avg_egp: 9, spread_pct: 25, seasonal_amplitude_pct: 40, peak_month: 1 },
  { crop_slug: 'cabbage', unit: 'kg', base_avg_egp: 4, spread_pct: 25, seasonal_amplitude_pct: 35, peak_month: 8 },
  { crop_slug: 'cauliflower', unit: 'kg', base_avg_egp: 7, spread_pct: 25, seasonal_amplitude_pct: 35, peak_month: 8 },
  { crop_slug: 'carrot', unit: 'kg', base_avg_egp: 10, spread_pct: 20, seasonal_amplitude_pct: 30, peak_month: 8 },
  { crop_slug: 'sweet-potato', unit: 'kg', base_avg_egp: 9, spread_pct: 20, seasonal_amplitude_pct: 20, peak_month: 7 },
  {
    crop_slug: 'watermelon',
    unit: 'kg',
    base_avg_egp: 6,
    spread_pct: 25,
    seasonal_amplitude_pct: 35,
    peak_month: 4,
    trading_months: [4, 5, 6, 7, 8, 9],
  },
  {
    crop_slug: 'cantaloupe',
    unit: 'kg',
    base_avg_egp: 10,
    spread_pct: 25,
    seasonal_amplitude_pct: 35,
    peak_month: 4,
    trading_months: [4, 5, 6, 7, 8, 9, 10],
  },
  {
    crop_slug: 'strawberry',
    unit: 'kg',
    base_avg_egp: 30,
    spread_pct: 30,
    seasonal_amplitude_pct: 40,
    peak_month: 11,
    trading_months: [11, 12, 1, 2, 3, 4, 5],
  },

  // Fruit (per kg)
  {
    crop_slug: 'mango',
    unit: 'kg',
    base_avg_egp: 28,
    spread_pct: 30,
    seasonal_amplitude_pct: 30,
    peak_month: 6,
    trading_months: [6, 7, 8, 9, 10, 11],
  },
  { crop_slug: 'orange', unit: 'kg', base_avg_egp: 11, spread_pct: 25, seasonal_amplitude_pct: 30, peak_month: 9 },
  { crop_slug: 'lime', unit: 'kg', base_avg_egp: 22, spread_pct: 30, seasonal_amplitude_pct: 50, peak_month: 8 },
  {
    crop_slug: 'grapes',
    unit: 'kg',
    base_avg_egp: 22,
    spread_pct: 30,
    seasonal_amplitude_pct: 30,
    peak_month: 5,
    trading_months: [5, 6, 7, 8, 9, 10],
  },
  // Dates sell all year (fresh in autumn, semi-dry and dry from store); demand peaks before Ramadan.
  { crop_slug: 'date-palm', unit: 'kg', base_avg_egp: 25, spread_pct: 30, seasonal_amplitude_pct: 25, peak_month: 2 },
  { crop_slug: 'guava', unit: 'kg', base_avg_egp: 16, spread_pct: 30, seasonal_amplitude_pct: 35, peak_month: 6 },
  {
    crop_slug: 'pomegranate',
    unit: 'kg',
    base_avg_egp: 14,
    spread_pct: 25,
    seasonal_amplitude_pct: 30,
    peak_month: 8,
    trading_months: [8, 9, 10, 11, 12, 1],
  },
  { crop_slug: 'banana', unit: 'kg', base_avg_egp: 18, spread_pct: 25, seasonal_amplitude_pct: 20, peak_month: 5 },
];

export const SAMPLE_DATA_NOTE =
  'Sample prices for demonstration, based on typical 2025–2026 wholesale ranges; not live market data.';
export const SAMPLE_DATA_NOTE_AR =
  'أسعار نموذجية للعرض فقط، مبنية على نطاقات أسعار الجملة المعتادة في 2025–2026، وليست بيانات سوق حية.';
