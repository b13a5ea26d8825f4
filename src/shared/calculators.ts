/**
 * The four calculators of the storefront (storefront.md section 9): yield, seed, irrigation and profit. Pure.
 *
 * Each returns null — the page does nothing — until its required numbers are given: a required number counts as
 * given when it is a finite number above zero (empty fields, 0, negatives and NaN do not). Optional prices count
 * only when above zero; otherwise the money figure is null. Results are not rounded (the page formats them for the
 * reader's language), except the profit margin, which the spec gives to one decimal.
 *
 * Units: area in feddan, weights in kg, prices in EGP, water in litres.
 */

/** A required number: finite and above zero. */
const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A percentage that can divide: above zero and at most 100. */
const percentage = (value: number | null | undefined): value is number => given(value) && value <= 100;

/**
 * Rounded to one decimal, half away from zero (12.25 → 12.3, -12.25 → -12.3). toFixed rounds the number as stored,
 * without the error that multiplying by 10 first can add.
 */
export const roundToOneDecimal = (value: number): number => Math.sign(value) * Number(Math.abs(value).toFixed(1));

// ─── Yield ──────────────────────────────────────────────────────────────────────────────────────────

export interface YieldInput {
  /** feddan */
  area: number;
  /** plants per feddan */
  plantDensity: number;
  /** average harvest per plant, kg */
  weightPerPlant: number;
  /** EGP per kg; optional */
  marketPrice?: number | null | undefined;
}

export interface YieldResult {
  plants: number;
  /** kg */
  totalYield: number;
  /** EGP; null without a market price */
  revenue: number | null;
}

/** plants = area × density; yield = plants × weight; revenue = yield × price. */
export function calculateYield(input: YieldInput): YieldResult | null {
  if (!given(input.area) || !given(input.plantDensity) || !given(input.weightPerPlant)) return null;
  const plants = input.area * input.plantDensity;
  const totalYield = plants * input.weightPerPlant;
  return { plants, totalYield, revenue: given(input.marketPrice) ? totalYield * input.marketPrice : null };
}

// ─── Seed ───────────────────────────────────────────────────────────────────────────────────────────

/** The germination rate the seed calculator assumes when none is given, in percent. */
export const DEFAULT_GERMINATION_RATE = 85;

export interface SeedInput {
  area: number;
  /** kg of seed per feddan */
  seedRate: number;
  /** percent of seeds that sprout, 0 < g ≤ 100; default 85 */
  germinationRate?: number | null | undefined;
  /** EGP per kg of seed; optional */
  seedPrice?: number | null | undefined;
}

export interface SeedResult {
  /** kg of seed to buy */
  seedsNeeded: number;
  /** EGP; null without a seed price */
  cost: number | null;
}

/** needed = area × rate / (germination / 100); cost = needed × price. A germination rate above 100 % is refused (null). */
export function calculateSeed(input: SeedInput): SeedResult | null {
  const germination = input.germinationRate ?? DEFAULT_GERMINATION_RATE;
  if (!given(input.area) || !given(input.seedRate) || !percentage(germination)) return null;
  const seedsNeeded = (input.area * input.seedRate) / (germination / 100);
  return { seedsNeeded, cost: given(input.seedPrice) ? seedsNeeded * input.seedPrice : null };
}

// ─── Irrigation ─────────────────────────────────────────────────────────────────────────────────────

export const IRRIGATION_CROPS = ['tomato', 'wheat', 'corn', 'lettuce'] as const;
export type IrrigationCrop = (typeof IRRIGATION_CROPS)[number];
export const IRRIGATION_SEASONS = ['summer', 'winter', 'spring', 'fall'] as const;
export type IrrigationSeason = (typeof IRRIGATION_SEASONS)[number];

/** Daily litres of water per feddan, by crop and season (storefront.md section 9). */
export const DAILY_WATER_LITRES_PER_FEDDAN: Record<IrrigationCrop, Record<IrrigationSeason, number>> = {
  tomato: { summer: 3500, winter: 2000, spring: 2500, fall: 2200 },
  wheat: { summer: 2800, winter: 1500, spring: 2000, fall: 1800 },
  corn: { summer: 4000, winter: 2500, spring: 3000, fall: 2800 },
  lettuce: { summer: 2000, winter: 1200, spring: 1500, fall: 1400 },
};

/** The irrigation efficiency assumed when none is given, in percent. */
export const DEFAULT_IRRIGATION_EFFICIENCY = 70;

export interface IrrigationInput {
  area: number;
  /** with `season`, picks the table's figure when no `litresPerFeddan` is given */
  crop?: IrrigationCrop | undefined;
  season?: IrrigationSeason | undefined;
  /**
   * The daily litres per feddan to work with, as the grower set it (the calculator shows the table's figure, or a
   * crop guide's, in an editable field); when absent, the table's figure for `crop` and `season`.
   */
  litresPerFeddan?: number | null | undefined;
  /** percent of the water that reaches the roots, 0 < e ≤ 100; default 70 */
  efficiency?: number | null | undefined;
}

export interface IrrigationResult {
  /** the daily litres per feddan worked with (the table's figure for the crop and season unless another was given) */
  litresPerFeddan: number;
  daily: number;
  weekly: number;
  monthly: number;
}

/** daily = area × figure / (efficiency / 100); weekly = daily × 7; monthly = daily × 30. A figure of 0 or less gives null. */
export function calculateIrrigation(input: IrrigationInput): IrrigationResult | null {
  const efficiency = input.efficiency ?? DEFAULT_IRRIGATION_EFFICIENCY;
  const litresPerFeddan =
    input.litresPerFeddan ??
    (input.crop && input.season ? DAILY_WATER_LITRES_PER_FEDDAN[input.crop]?.[input.season] : undefined);
  if (!given(input.area) || !percentage(efficiency) || !given(litresPerFeddan)) return null;
  const daily = (input.area * litresPerFeddan) / (efficiency / 100);
  return { litresPerFeddan, daily, weekly: daily * 7, monthly: daily * 30 };
}

// ─── Profit ─────────────────────────────────────────────────────────────────────────────────────────

/** The per-feddan cost fields of the profit calculator; each defaults to 0. */
export const PROFIT_COST_ITEMS = [
  'seeds',
  'fertilizer',
  'pesticides',
  'labor',
  'irrigation',
  'machinery',
  'other',
] as const;
export type ProfitCostItem = (typeof PROFIT_COST_ITEMS)[number];

export interface ProfitInput {
  area: number;
  /** kg per feddan */
  yieldPerFeddan: number;
  /** EGP per kg */
  sellingPrice: number;
  /** EGP per feddan; a missing, negative or non-numeric cost counts as 0 */
  costsPerFeddan?: Partial<Record<ProfitCostItem, number | null | undefined>>;
}

export interface ProfitResult {
  revenue: number;
  totalCosts: number;
  profit: number;
  /** percent of revenue, one decimal */
  margin: number;
}

/** revenue = area × yield × price; costs = sum of per-feddan costs × area; profit = revenue − costs; margin = profit / revenue × 100. */
export function calculateProfit(input: ProfitInput): ProfitResult | null {
  if (!given(input.area) || !given(input.yieldPerFeddan) || !given(input.sellingPrice)) return null;
  const costs = input.costsPerFeddan ?? {};
  const perFeddan = PROFIT_COST_ITEMS.reduce((sum, item) => {
    const cost = costs[item];
    return sum + (given(cost) ? cost : 0);
  }, 0);
  const revenue = input.area * input.yieldPerFeddan * input.sellingPrice;
  const totalCosts = perFeddan * input.area;
  const profit = revenue - totalCosts;
  return { revenue, totalCosts, profit, margin: roundToOneDecimal((profit / revenue) * 100) };
}

// ─── Seed packs ──────────────────────────────────────────────────────────────────

/**
 * Seeds in a gram of the crops whose seed is sold by count (1,000 / thousand-seed weight in grams): tomato about
 * 3.3 g per 1,000 seeds (Super Strain B's "100 g, about 30,000 seeds"), sweet pepper 6.5 g (California Wonder's "50 g,
 * about 7,500 seeds"), eggplant 4.5 g, cucumber 28 g, cantaloupe 30 g, watermelon 100 g, summer squash 140 g, the
 * cabbages 3.5 g, lettuce 1.2 g.
 */
export const SEEDS_PER_GRAM: Readonly<Record<string, number>> = {
  tomato: 300,
  'sweet-pepper': 150,
  eggplant: 220,
  cucumber: 35,
  cantaloupe: 33,
  watermelon: 10,
  squash: 7,
  cabbage: 285,
  cauliflower: 285,
  lettuce: 830,
};

/** What a seed pack holds: its weight in grams, or its count of seeds, and the germination rate it promises (percent). */
export interface SeedPack {
  grams: number | null;
  seeds: number | null;
  germination: number | null;
}

const amountOf = (text: string) => Number(text.replaceAll(',', ''));

/**
 * A pack from its pack size ('1,000 seeds', '100 g (about 30,000 seeds)', '25 kg jute sack') and germination rate
 * ('95%', '80–90% …': the lower figure); null when the size says neither a weight nor a count.
 */
export function parseSeedPack(packSize: string | null | undefined, germinationRate?: string | null): SeedPack | null {
  if (!packSize) return null;
  const germination = germinationRate ? /(\d+(?:\.\d+)?)\s*(?:[–-]\s*\d+(?:\.\d+)?\s*)?%/.exec(germinationRate) : null;
  const rate = germination ? Number(germination[1]) : null;
  const weighed = /^\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(kg|g)\b/i.exec(packSize);
  if (weighed)
    return {
      grams: amountOf(weighed[1]!) * (weighed[2]!.toLowerCase() === 'kg' ? 1000 : 1),
      seeds: null,
      germination: rate,
    };
  const counted = /^\s*(\d{1,3}(?:,\d{3})+|\d+)\s*seeds?\b/i.exec(packSize);
  if (counted) return { grams: null, seeds: amountOf(counted[1]!), germination: rate };
  return null;
}

/**
 * How many packs cover the seed the calculator worked out (`seedsNeededKg`, at the calculator's germination rate
 * `assumedGermination`): a pack that promises another rate needs proportionally more or less seed; a weighed pack is
 * counted by its grams, a counted one by its seeds through the crop's seeds per gram. At least one; null when the pack
 * cannot be measured against the need (counted seed of a crop whose seeds per gram are not known).
 */
export function seedPacksToBuy(
  seedsNeededKg: number,
  assumedGermination: number,
  cropSlug: string,
  pack: SeedPack,
): number | null {
  if (!(seedsNeededKg > 0)) return null;
  const grams =
    seedsNeededKg * 1000 * (pack.germination && assumedGermination > 0 ? assumedGermination / pack.germination : 1);
  const perPack = pack.grams ?? (pack.seeds && SEEDS_PER_GRAM[cropSlug] ? pack.seeds / SEEDS_PER_GRAM[cropSlug] : null);
  if (!perPack) return null;
  // A hair of tolerance so that 20.000000001 kg of need does not ask for a third 10 kg bag.
  return Math.max(1, Math.ceil(grams / perPack - 1e-9));
}

/** A seed product as the suggestions read it: its crops and its pack's specifications. */
export interface SeedProductFacts {
  category: string;
  crops: readonly string[];
  specifications: Record<string, string> | null;
}

/** Seed of the chosen crop only: a seed product for exactly that crop (a mixed herb collection is not basil seed). */
export const isSeedOf = (cropSlug: string, product: SeedProductFacts) =>
  product.category === 'seeds' && product.crops.length === 1 && product.crops[0] === cropSlug;

/** A seed product's pack, from its specifications (pack_size, germination_rate). */
export const seedPackOf = (product: SeedProductFacts) =>
  parseSeedPack(product.specifications?.pack_size, product.specifications?.germination_rate);
