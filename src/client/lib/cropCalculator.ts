import {
  DAILY_WATER_LITRES_PER_FEDDAN,
  IRRIGATION_CROPS,
  type IrrigationCrop,
  type IrrigationSeason,
} from '../../shared/calculators';
import type { Language } from '../i18n';
import type { RouterOutputs } from './trpc';

/*
 * Crop-aware calculators: the figures a crop of the guide gives the yield, seed, profit and irrigation calculators,
 * and how many packs of a shop's seed product cover the seed the calculator worked out. Pure.
 */

/** A crop's figures as `crops.figures` gives them (the crops list carries cards only). */
export type GuideCrop = RouterOutputs['crops']['figures'][number];
/** A product as its detail call gives it (the seed suggestions read its pack size from the specifications). */
export type ShopProduct = RouterOutputs['products']['byId'];

/**
 * Kilograms in an ardab of each crop the guide measures in ardab, as Egyptian markets weigh them (the demo catalogue's
 * conventions): wheat 150, maize and sorghum 140, barley 120, faba bean 155.
 */
export const ARDAB_KG: Readonly<Record<string, number>> = {
  wheat: 150,
  maize: 140,
  sorghum: 140,
  barley: 120,
  'faba-bean': 155,
};

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The crop's expected yield per feddan in kg: tonnes × 1,000, ardab × the crop's ardab weight; for an ardab crop
 * whose weight is not known, plants × weight per plant when the guide gives both; otherwise null.
 */
export function yieldKgPerFeddan(
  crop: Pick<
    GuideCrop,
    | 'slug'
    | 'expected_yield_per_feddan'
    | 'expected_yield_unit'
    | 'plant_density_per_feddan'
    | 'avg_weight_per_plant_kg'
  >,
): number | null {
  const amount = crop.expected_yield_per_feddan;
  if (positive(amount)) {
    if (crop.expected_yield_unit === 'ton') return amount * 1000;
    if (crop.expected_yield_unit === 'kg' || crop.expected_yield_unit === null) return amount;
    const ardab = ARDAB_KG[crop.slug];
    if (ardab) return amount * ardab;
  }
  const { plant_density_per_feddan: density, avg_weight_per_plant_kg: weight } = crop;
  return positive(density) && positive(weight) ? density * weight : null;
}

/** The figures a crop gives each calculator (null where the guide has none). */
export function cropFigures(crop: GuideCrop) {
  return {
    plantDensity: positive(crop.plant_density_per_feddan) ? crop.plant_density_per_feddan : null,
    weightPerPlant: positive(crop.avg_weight_per_plant_kg) ? crop.avg_weight_per_plant_kg : null,
    seedRate: positive(crop.seed_rate_kg_per_feddan) ? crop.seed_rate_kg_per_feddan : null,
    yieldPerFeddan: yieldKgPerFeddan(crop),
  };
}

/** The crop's name in the reader's language. */
export function cropName(crop: Pick<GuideCrop, 'name' | 'name_ar'>, language: Language): string {
  return (language === 'ar' && crop.name_ar) || crop.name;
}

/**
 * The weight of a pack in kg from its description ('30 kg bag' → 30, '50 g' → 0.05, '100 g (about 30,000 seeds)' →
 * 0.1), or null when it is counted in seeds or plants ('1,000 seeds').
 */
export function packWeightKg(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:[.,]\d+)?)\s*(kg|g)\b/i.exec(text.replace(/(\d),(\d{3})\b/g, '$1$2'));
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return match[2]!.toLowerCase() === 'kg' ? amount : amount / 1000;
}

/** The pack of a seed product: its `pack_size` specification, else a weight at the end of its name ('… – 10 kg'). */
export function productPack(product: Pick<ShopProduct, 'name' | 'specifications'>): {
  size: string | null;
  weightKg: number | null;
} {
  const size = product.specifications?.pack_size ?? null;
  const fromSize = packWeightKg(size);
  if (fromSize !== null) return { size, weightKg: fromSize };
  const fromName = /[–-]\s*([\d.,]+\s*(?:kg|g))\s*$/i.exec(product.name)?.[1] ?? null;
  return { size: size ?? fromName, weightKg: packWeightKg(fromName) };
}

/** How many packs cover the seed needed: enough whole packs, at least one; one when the pack's weight is unknown. */
export function packsToBuy(seedsNeededKg: number, packWeight: number | null): number {
  if (!positive(packWeight) || !positive(seedsNeededKg)) return 1;
  // A hair of tolerance so that 20.000000001 kg of need does not ask for a third 10 kg bag.
  return Math.max(1, Math.ceil(seedsNeededKg / packWeight - 1e-9));
}

// ─── Irrigation and the crop guides ─────────────────────────────────────────────────────────────────

/** The crop of the guide each crop of the irrigation table is (its slug): the table's corn is the guide's maize. */
export const IRRIGATION_CROP_GUIDE_SLUGS: Readonly<Record<IrrigationCrop, string>> = {
  tomato: 'tomato',
  wheat: 'wheat',
  corn: 'maize',
  lettuce: 'lettuce',
};

/** A guide's water figure: m³ per feddan over `days` — one season of an annual crop, or one year of a perennial. */
export interface GuideWater {
  m3PerFeddan: number;
  days: number;
  period: 'season' | 'year';
}

type WaterFields = Pick<GuideCrop, 'water_needs_m3_per_feddan' | 'growing_season_days' | 'seasons' | 'tags'>;

/**
 * The guide's water need: `water_needs_m3_per_feddan` is field water use for one season of an annual crop (its
 * growing days) or for one year of a perennial (tagged 'perennial', or without a cropping season); null without it.
 */
export function guideWater(crop: WaterFields): GuideWater | null {
  const m3 = crop.water_needs_m3_per_feddan;
  if (!positive(m3)) return null;
  const perennial = crop.tags.some((tag) => tag.slug === 'perennial') || crop.seasons.length === 0;
  if (perennial) return { m3PerFeddan: m3, days: 365, period: 'year' };
  return positive(crop.growing_season_days)
    ? { m3PerFeddan: m3, days: crop.growing_season_days, period: 'season' }
    : null;
}

/** The guide's figure spread evenly over its days, in whole litres per feddan a day (maize: 3,000 m³ / 120 days = 25,000 L). */
export const guideDailyLitres = (water: GuideWater): number => Math.round((water.m3PerFeddan * 1000) / water.days);

/** What a daily amount of water per feddan (litres) comes to over `days`, in m³ per feddan. */
export const waterOverDays = (litresPerFeddanPerDay: number, days: number): number =>
  (litresPerFeddanPerDay * days) / 1000;

/** What the irrigation calculator works from: a crop of its table (by season), or another crop of the guide. */
export type IrrigationChoice =
  | { kind: 'table'; crop: IrrigationCrop; guide: GuideCrop | null }
  | { kind: 'guide'; guide: GuideCrop };

/** The value of a guide crop in the irrigation calculator's crop select (the table's crops are their own names). */
export const guideChoiceValue = (crop: Pick<GuideCrop, 'id'>) => `guide-${crop.id}`;

const tableGuideSlugs = new Set(Object.values(IRRIGATION_CROP_GUIDE_SLUGS));

/** The guide's crops the irrigation calculator offers beside its table: those with a water figure, other than the table's four. */
export function irrigationGuideCrops(crops: readonly GuideCrop[]): GuideCrop[] {
  return crops.filter((crop) => !tableGuideSlugs.has(crop.slug) && guideWater(crop) !== null);
}

/** The choice a value of the crop select names ('corn', 'guide-42'), or null (unknown, or its crop not loaded yet). */
export function irrigationChoiceOf(value: string, crops: readonly GuideCrop[]): IrrigationChoice | null {
  if ((IRRIGATION_CROPS as readonly string[]).includes(value)) {
    const crop = value as IrrigationCrop;
    return { kind: 'table', crop, guide: crops.find((c) => c.slug === IRRIGATION_CROP_GUIDE_SLUGS[crop]) ?? null };
  }
  const guide = irrigationGuideCrops(crops).find((c) => guideChoiceValue(c) === value);
  return guide ? { kind: 'guide', guide } : null;
}

/**
 * The daily litres per feddan a choice suggests: the spec's table for one of its crops in the season, the guide's
 * figure spread over its days for another crop of the guide.
 */
export function suggestedDailyLitres(choice: IrrigationChoice, season: IrrigationSeason): number | null {
  if (choice.kind === 'table') return DAILY_WATER_LITRES_PER_FEDDAN[choice.crop][season];
  const water = guideWater(choice.guide);
  return water ? guideDailyLitres(water) : null;
}
