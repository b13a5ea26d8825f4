import { z } from 'zod';
import { ZRef } from '../../shared/catalogue';
import { ZShippingZoneFields, daysInOrder } from '../../shared/shippingZones';
import { answerComponents, id, message, money } from './outputs';

/* The shipping zones' calls: inputs and answers. */

/** src/shared/shippingZones.ts `ShippingZone`. */
export const ShippingZoneOut = z.strictObject({
  id,
  name: z.string(),
  name_ar: z.string(),
  governorates: z.array(z.string()).describe('ISO 3166-2:EG codes (EG-C Cairo, EG-GZ Giza, EG-ASN Aswan, …)'),
  fee: money,
  fee_per_kg: money.describe('EGP per kilogram above included_kg'),
  included_kg: z.number().int(),
  free_over: money.nullable().describe('Delivery is free for a subtotal above this (null: never free)'),
  days_min: z.number().int(),
  days_max: z.number().int(),
  express: z.boolean().describe('Express next-day delivery is offered (+40 EGP)'),
});
answerComponents.add(ShippingZoneOut, { id: 'ShippingZone' });

/** GET /shipping/zones. */
export const ZShippingZones = z.strictObject({ zones: z.array(ShippingZoneOut) });

/** POST /shipping/quote. */
export const ZShippingZoneQuote = z.strictObject({
  governorate: z.string(),
  method: z.enum(['standard', 'express']),
  fee: money,
  free_over: money.nullable(),
  days_min: z.number().int(),
  days_max: z.number().int(),
  express: z.boolean(),
  subtotal: money,
  weight_kg: z.number(),
  zone: z.strictObject({ id, name: z.string(), name_ar: z.string() }),
});

/** PUT /admin/shipping/zones/{id}. */
export const ZUpdateZoneInput = ZShippingZoneFields.extend({ id: ZRef }).superRefine(daysInOrder);
export const ZZoneUpdated = z.strictObject({ message, zone: ShippingZoneOut });
