import { messageEnvelope, noInput } from '../envelope';
import type { RestRoute } from '../types';

/** Delivery priced by governorate: the zones, a cart's quote, an admin's change of a zone. */
export const shippingRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/shipping/zones',
    procedure: 'shipping.zones',
    group: 'Shipping',
    summary:
      'The shipping zones: governorates (ISO 3166-2:EG), fee, fee per kg above the included weight, free-shipping threshold, days',
    input: noInput,
  },
  {
    method: 'POST',
    path: '/shipping/quote',
    procedure: 'shipping.quote',
    group: 'Shipping',
    summary: 'Delivery of your cart to {governorate}: fee, free_over, days_min, days_max',
  },
  {
    method: 'PUT',
    path: '/admin/shipping/zones/{id}',
    procedure: 'shipping.updateZone',
    group: 'Admin',
    summary: "Change a shipping zone's fees, days and governorates (a governorate moves from the zone that had it)",
    respond: messageEnvelope,
  },
];
