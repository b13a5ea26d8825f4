import { z } from 'zod';
import { ZGovernorateCode } from './governorates';
import { keyedIssue, says } from './messages';
import { fromPiastres, toPiastres } from './money';

/*
 * Delivery priced by governorate. A shipping zone lists governorates and has a base fee, a fee per
 * kilogram above an included weight, a free-shipping threshold (the subtotal above which delivery is free; none:
 * never free) and the days a delivery takes; express next-day delivery only where the zone offers it. Pure: the server
 * quotes with it at checkout and for POST /shipping/quote, the storefront shows what it answers.
 */

export interface ShippingZone {
  id: string;
  name: string;
  name_ar: string;
  governorates: string[];
  fee: number;
  fee_per_kg: number;
  included_kg: number;
  free_over: number | null;
  days_min: number;
  days_max: number;
  express: boolean;
}

/** What express delivery adds to a zone's fee (EGP) where the zone offers it. */
export const ZONE_EXPRESS_SURCHARGE = 40;

/** The kilograms a parcel is charged for: its weight rounded up to a whole kilogram (0.2 kg → 1). */
export const chargedKilograms = (weightKg: number) => Math.max(1, Math.ceil(Math.round(weightKg * 1000) / 1000));

/**
 * The delivery fee of a parcel of `weightKg` and `subtotal` EGP to a zone: free above the zone's threshold, else the
 * base fee plus the fee per kilogram above the included weight (whole kilograms); express adds its surcharge (and is
 * never free: it is a choice on top).
 */
export function zoneQuote(
  zone: ShippingZone,
  parcel: { subtotal: number; weightKg: number },
  method: 'standard' | 'express' = 'standard',
) {
  const extraKg = Math.max(0, chargedKilograms(parcel.weightKg) - zone.included_kg);
  const base = toPiastres(zone.fee) + toPiastres(zone.fee_per_kg) * extraKg;
  const free = zone.free_over !== null && parcel.subtotal > zone.free_over;
  const standard = free ? 0 : base;
  const fee = method === 'express' ? standard + toPiastres(ZONE_EXPRESS_SURCHARGE) : standard;
  return {
    fee: fromPiastres(fee),
    free_over: zone.free_over,
    days_min: method === 'express' ? 1 : zone.days_min,
    days_max: method === 'express' ? 1 : zone.days_max,
  };
}

/*
 * Shipping weights. A product may carry its own (`shipping_weight_kg`, set by an admin); otherwise the weight its name
 * states ('Urea 46% – 50 kg' → 50, 'Tomato Seeds – 100 g' → 0.1), else a plausible weight for its category.
 */

/** A plausible parcel weight (kg) by category when neither the product nor its name says one. */
export const CATEGORY_WEIGHTS_KG: Record<string, number> = {
  seeds: 0.25,
  fertilizers: 1,
  chemicals: 1,
  plants: 2,
  pots_planters: 2,
  garden_supplies: 1,
  tools: 2,
  irrigation: 4,
  agriculture_machines: 45,
};
const DEFAULT_WEIGHT_KG = 1;

/** The weight a product's name states in kilograms or grams ('– 50 kg', '25 kg Bag', '100 g'), or null. */
export function weightInName(name: string): number | null {
  const m = /(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*(kg|g)\b/i.exec(name);
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  return m[2]!.toLowerCase() === 'g' ? value / 1000 : value;
}

/** A product's shipping weight (kg): its own, else its name's, else its category's. */
export function shippingWeightOf(p: {
  shipping_weight_kg?: number | null | undefined;
  name: string;
  category?: string | null | undefined;
}): number {
  if (p.shipping_weight_kg !== null && p.shipping_weight_kg !== undefined && p.shipping_weight_kg > 0)
    return p.shipping_weight_kg;
  return weightInName(p.name) ?? CATEGORY_WEIGHTS_KG[p.category ?? ''] ?? DEFAULT_WEIGHT_KG;
}

/** A parcel's weight: the lines' weights times their quantities (to the gram). */
export const parcelWeight = (lines: readonly { weight_kg: number; quantity: number }[]) =>
  Math.round(lines.reduce((kg, l) => kg + l.weight_kg * l.quantity, 0) * 1000) / 1000;

/** POST /shipping/quote {governorate}: the caller's cart to a governorate. */
export const ZShippingQuoteInput = z.object({
  governorate: ZGovernorateCode,
  method: z.enum(['standard', 'express'], says('form.shippingMethod')).default('standard'),
});

const money = (field: string) =>
  z
    .number(says('field.mustBeNumber', { field }))
    .min(0, says('field.numberFromTo', { field, min: 0, max: 100000 }))
    .max(100_000, says('field.numberFromTo', { field, min: 0, max: 100000 }));
const whole = (field: string, max: number) =>
  z
    .number(says('field.mustBeNumber', { field }))
    .int(says('field.wholeFromTo', { field, min: 0, max }))
    .min(0, says('field.wholeFromTo', { field, min: 0, max }))
    .max(max, says('field.wholeFromTo', { field, min: 0, max }));

/** PUT /admin/shipping/zones/{id}: a zone's figures (and optionally its names and governorates). */
export const ZShippingZoneFields = z.object({
  name: z
    .string(says('field.mustBeText', { field: 'name' }))
    .trim()
    .min(1, says('field.notEmpty', { field: 'name' }))
    .max(100, says('field.isAtMostChars', { field: 'name', max: 100 }))
    .optional(),
  name_ar: z
    .string(says('field.mustBeText', { field: 'name_ar' }))
    .trim()
    .min(1, says('field.notEmpty', { field: 'name_ar' }))
    .max(100, says('field.isAtMostChars', { field: 'name_ar', max: 100 }))
    .optional(),
  governorates: z.array(ZGovernorateCode).max(27).optional(),
  fee: money('fee'),
  fee_per_kg: money('fee_per_kg'),
  included_kg: whole('included_kg', 1000),
  free_over: money('free_over').nullable(),
  days_min: whole('days_min', 60),
  days_max: whole('days_max', 60),
  express: z.boolean(says('call.trueOrFalse', { field: 'express' })).default(false),
});
/** The longest delivery time is at least the shortest. */
export const daysInOrder = (v: { days_min: number; days_max: number }, ctx: z.RefinementCtx) => {
  if (v.days_max < v.days_min)
    ctx.addIssue({ code: 'custom', path: ['days_max'], ...keyedIssue('shipping.daysOrder') });
};
export const ZShippingZoneUpdate = ZShippingZoneFields.superRefine(daysInOrder);
export type ShippingZoneUpdate = z.infer<typeof ZShippingZoneUpdate>;
