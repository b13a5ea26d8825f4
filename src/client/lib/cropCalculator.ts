import type { Language } from '../i18n';
import type { RouterOutputs } from './trpc';

/*
 * Crop-aware calculators: the figures a crop of the guide gives the yield, seed and profit calculators, and how many
 * packs of a shop's seed product cover the seed the calculator worked out. Pure.
 */

/** A crop as `crops.list` gives it. */
export type GuideCrop = RouterOutputs['crops']['list']['items'][number];
/** A product as `products.list` gives it. */
export type ShopProduct = RouterOutputs['products']['list']['items'][number];

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

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The crop's expected yield per feddan in kg: tonnes × 1,000, ardab × the crop's ardab weight; for an ardab crop
 * whose weight is not known, plants × weight per plant when the guide gives both; otherwise null.
 */
export function yieldKgPerFeddan(crop: Pick<GuideCrop, 'slug' | 'expected_yield_per_feddan' | 'expected_yield_unit' | 'plant_density_per_feddan' | 'avg_weight_per_plant_kg'>): number | null {
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
export function productPack(product: Pick<ShopProduct, 'name' | 'specifications'>): { size: string | null; weightKg: number | null } {
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
