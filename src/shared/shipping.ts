import { foldedKey } from './arabicFold';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, shippingFor } from './business';
import { ValidationError } from './errors';
import { fromPiastres, toPiastres } from './money';
import { englishText, msg } from './messages';

/** The shipping methods: standard cash-on-delivery delivery everywhere; express next day in Cairo and Giza. */
export const SHIPPING_METHOD_IDS = ['standard', 'express'] as const;
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

/** What express delivery costs on top of the standard rule (EGP). */
export const EXPRESS_SURCHARGE = 40;
/** Where express delivery goes (English and Arabic names, compared by foldedKey: without case, marks or article). */
export const EXPRESS_CITIES = ['Cairo', 'Giza'] as const;
const EXPRESS_CITY_NAMES = new Set(['Cairo', 'Giza', 'القاهرة', 'الجيزة'].map(foldedKey));

const standardDescription = (threshold: number) =>
  `Cash on delivery, 2–5 days, everywhere we deliver. Free for orders over ${threshold} EGP.`;

export const SHIPPING_METHODS = [
  {
    id: 'standard',
    name: 'Standard Delivery',
    description: standardDescription(FREE_SHIPPING_THRESHOLD),
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

export const EXPRESS_ONLY_IN_CAIRO_GIZA = englishText(msg('orders.expressCairoGiza'));

/** Express delivery goes to this city (Egypt's Cairo or Giza). */
export function expressAvailable(address: { city: string; country?: string | undefined }): boolean {
  return (address.country ?? 'Egypt') === 'Egypt' && EXPRESS_CITY_NAMES.has(foldedKey(address.city));
}

/** The free-shipping threshold and the fee below it (EGP): the settings of the same names, the spec's 500/50 by default. */
export interface ShippingRule {
  free_shipping_threshold: number;
  shipping_fee: number;
}
export const DEFAULT_SHIPPING_RULE: ShippingRule = {
  free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
  shipping_fee: SHIPPING_FEE,
};

/** The shipping methods under a rule: the standard method's description names the rule's threshold. */
export function shippingMethodsFor(rule: ShippingRule) {
  return SHIPPING_METHODS.map((m) =>
    m.id === 'standard' ? { ...m, description: standardDescription(rule.free_shipping_threshold) } : m,
  );
}

/**
 * The shipping fee of a subtotal by a method: the rule (by default the spec's 50 EGP up to 500, free above) plus the
 * express surcharge. Express outside Cairo and Giza is refused (400 on `address.city`).
 */
export function shippingQuote(
  subtotal: number,
  method: ShippingMethodId,
  address: { city: string; country?: string | undefined },
  rule: ShippingRule = DEFAULT_SHIPPING_RULE,
) {
  const found = SHIPPING_METHODS.find((m) => m.id === method) ?? SHIPPING_METHODS[0];
  if (found.id === 'express' && !expressAvailable(address))
    throw new ValidationError(msg('orders.expressCairoGiza'), 'address.city');
  const fee = shippingFor(subtotal, rule.free_shipping_threshold, rule.shipping_fee);
  const shipping = fromPiastres(toPiastres(fee) + toPiastres(found.surcharge));
  return { method: found.id, shipping, estimated_days: found.estimated_days };
}
