import { z } from 'zod';
import { says } from '../../shared/messages';
import { CURRENCY } from '../../shared/business';
import { ZRef } from '../../shared/catalogue';
import { SHIPPING_METHOD_IDS } from '../../shared/shipping';
import { withMessage } from './common.schema';
import * as S from './outputs';

/* The inputs of the Coupons, Shipping and Payments groups, and the answers of Shipping and Payments. */

const ZItems = z
  .array(
    z.object({
      product_id: ZRef,
      quantity: z
        .number(says('orders.itemQuantityWhole'))
        .int(says('orders.itemQuantityWhole'))
        .min(1, says('orders.itemQuantityMin')),
    }),
    says('orders.itemsList'),
  )
  .max(200);

const ZCode = z
  .string(says('orders.enterCoupon'))
  .trim()
  .min(1, says('orders.enterCoupon'))
  .max(40, says('orders.couponTooLong'));

/** POST /coupons/validate {code, items}: without items, the user's cart. */
export const ZValidateCouponInput = z.object({ code: ZCode, items: ZItems.optional() });
/** POST /coupons/apply {code}. */
export const ZApplyCouponInput = z.object({ code: ZCode });

/** POST /shipping/calculate {items, address, method}. */
export const ZShippingCalculateInput = z.object({
  items: ZItems,
  address: z.object(
    {
      city: z.string(says('form.fillCity')).trim().min(1, says('form.fillCity')).max(100),
      country: z.string().trim().max(60).optional(),
    },
    says('orders.fillAddress'),
  ),
  method: z.enum(SHIPPING_METHOD_IDS, says('form.shippingMethod')).default('standard'),
});
export const ZTrackInput = z.object({ id: ZRef });

/** Money as payment_intents stores it (numeric(12, 2), more than 0): at least one piastre, so it never rounds to 0. */
const ZAmount = z
  .number(says('orders.amountNumber'))
  .min(0.01, says('orders.amountMin'))
  .max(1e9, says('orders.amountTooLarge'));

/** POST /payments/create-intent {amount, currency (EGP)}. */
export const ZCreateIntentInput = z.object({
  amount: ZAmount,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, says('orders.currencyCode'))
    .default(CURRENCY),
  order_id: ZRef.optional(),
});
/** POST /payments/confirm {payment_intent_id}. */
export const ZConfirmIntentInput = z.object({
  payment_intent_id: z
    .string(says('orders.paymentIntentRequired'))
    .trim()
    .min(1, says('orders.paymentIntentRequired'))
    .max(100),
  order_id: ZRef.optional(),
});
/** POST /payments/methods {type, label, is_default}: 'cod' only. */
export const ZAddPaymentMethodInput = z.object({
  type: z.string(says('orders.typeRequired')).trim().toLowerCase().max(30),
  label: z.string().trim().max(60).optional(),
  is_default: z.boolean().optional(),
});
export const ZPaymentMethodRefInput = z.object({ id: ZRef });

/* The answers of the Shipping and Payments groups (tracking is the orders router's: ZOrderTracking). */

const ZEstimatedDays = z.strictObject({ min: z.number().int(), max: z.number().int() });

/** The delivery methods (cash on delivery), with the free-shipping rule in force. */
export const ZShippingMethods = z.strictObject({
  methods: z.array(
    z.strictObject({
      id: z.enum(SHIPPING_METHOD_IDS),
      name: z.string(),
      description: z.string(),
      payment: z.literal('cod'),
      estimated_days: ZEstimatedDays,
      surcharge: S.money,
      cities: z.array(z.string()).readonly().nullable(),
    }),
  ),
  free_shipping_threshold: S.money,
  shipping_fee: S.money,
});

/** The shipping of a basket by a method, and its total. */
export const ZShippingQuote = z.strictObject({
  subtotal: S.money,
  method: z.enum(SHIPPING_METHOD_IDS),
  shipping: S.money,
  estimated_days: ZEstimatedDays,
  free_shipping_threshold: S.money,
  total: S.money,
});

/** A cash-on-delivery payment intent. */
export const ZPaymentIntent = withMessage(
  z.strictObject({
    id: z.string(),
    order_id: S.id.nullable(),
    amount: S.money,
    currency: z.string(),
    method: z.literal('cod'),
    status: z.enum(['requires_confirmation', 'confirmed', 'settled', 'cancelled']),
    created_at: S.at,
    confirmed_at: S.at.nullable(),
    settled_at: S.at.nullable(),
  }),
);

/** A saved payment method (cash on delivery only). */
export const ZPaymentMethod = z.strictObject({
  id: S.id,
  type: z.literal('cod'),
  label: z.string(),
  is_default: z.boolean(),
  created_at: S.at,
});
export const ZPaymentMethods = z.array(ZPaymentMethod);
export const ZPaymentMethodSaved = withMessage(ZPaymentMethod);
