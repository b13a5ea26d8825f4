import { FREE_SHIPPING_THRESHOLD, shippingFor } from './business';
import { ValidationError } from './errors';
import { fromPiastres, toPiastres } from './money';

/** The shipping methods: standard cash-on-delivery delivery everywhere; express next day in Cairo and Giza. */
export const SHIPPING_METHOD_IDS = ['standard', 'express'] as const;
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

/** What express delivery costs on top of the standard rule (EGP). */
export const EXPRESS_SURCHARGE = 40;
/** Where express delivery goes (English and Arabic names, compared without case). */
export const EXPRESS_CITIES = ['Cairo', 'Giza'] as const;
const EXPRESS_CITY_NAMES = new Set(['cairo', 'giza', 'القاهرة', 'الجيزة']);

export const SHIPPING_METHODS = [
  {
    id: 'standard',
    name: 'Standard Delivery',
    description: `Cash on delivery, 2–5 days, everywhere we deliver. Free for orders over ${FREE_SHIPPING_THRESHOLD} EGP.`,
    payment: 'cod',
    estimated_days: { min: 2, max: 5 },
    surcharge: 0,
    cities: null,
  },
  {
    id: 'express',
    name: 'Express Delivery',
    description: `Cash on delivery, next day, in Cairo and Giza only: ${EXPRESS_SURCHARGE} EGP on top of the standard fee.`,
    payment: 'cod',
    estimated_days: { min: 1, max: 1 },
    surcharge: EXPRESS_SURCHARGE,
    cities: EXPRESS_CITIES,
  },
] as const satisfies readonly ({ id: ShippingMethodId } & Record<string, unknown>)[];

export const EXPRESS_ONLY_IN_CAIRO_GIZA = 'Express delivery is available in Cairo and Giza only';

/** Express delivery goes to this city (Egypt's Cairo or Giza). */
export function expressAvailable(address: { city: string; country?: string | undefined }): boolean {
  return (address.country ?? 'Egypt') === 'Egypt' && EXPRESS_CITY_NAMES.has(address.city.trim().toLowerCase());
}

/**
 * The shipping fee of a subtotal by a method: the spec's rule (50 EGP up to 500, free above) plus the express
 * surcharge. Express outside Cairo and Giza is refused (400 on `address.city`).
 */
export function shippingQuote(subtotal: number, method: ShippingMethodId, address: { city: string; country?: string | undefined }) {
  const found = SHIPPING_METHODS.find((m) => m.id === method) ?? SHIPPING_METHODS[0];
  if (found.id === 'express' && !expressAvailable(address)) throw new ValidationError(EXPRESS_ONLY_IN_CAIRO_GIZA, 'address.city');
  const shipping = fromPiastres(toPiastres(shippingFor(subtotal)) + toPiastres(found.surcharge));
  return { method: found.id, shipping, estimated_days: found.estimated_days };
}
