import { z } from 'zod';
import { CURRENCY } from '../../shared/business';
import { ZRef } from '../../shared/catalogue';
import { SHIPPING_METHOD_IDS } from '../../shared/shipping';

/* The inputs of the Coupons, Shipping and Payments groups. */

const ZItems = z
  .array(
    z.object({
      product_id: ZRef,
      quantity: z.number({ error: 'quantity must be a whole number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1'),
    }),
    { error: 'items must be a list of {product_id, quantity}' },
  )
  .max(200);

const ZCode = z.string({ error: 'Please enter a coupon code' }).trim().min(1, 'Please enter a coupon code').max(40, 'Coupon codes are at most 40 characters');

/** POST /coupons/validate {code, items}: without items, the user's cart. */
export const ZValidateCouponInput = z.object({ code: ZCode, items: ZItems.optional() });
/** POST /coupons/apply {code}. */
export const ZApplyCouponInput = z.object({ code: ZCode });

/** POST /shipping/calculate {items, address, method}. */
export const ZShippingCalculateInput = z.object({
  items: ZItems,
  address: z.object({
    city: z.string({ error: 'Please fill in city' }).trim().min(1, 'Please fill in city').max(100),
    country: z.string().trim().max(60).optional(),
  }, { error: 'Please fill in the address' }),
  method: z.enum(SHIPPING_METHOD_IDS, 'Please choose standard or express delivery').default('standard'),
});
export const ZTrackInput = z.object({ id: ZRef });

/** Money as payment_intents stores it (numeric(12, 2), more than 0): at least one piastre, so it never rounds to 0. */
const ZAmount = z.number({ error: 'amount must be a number' }).min(0.01, 'amount must be at least 0.01').max(1e9, 'amount is too large');

/** POST /payments/create-intent {amount, currency (EGP)}. */
export const ZCreateIntentInput = z.object({
  amount: ZAmount,
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code').default(CURRENCY),
  order_id: ZRef.optional(),
});
/** POST /payments/confirm {payment_intent_id}. */
export const ZConfirmIntentInput = z.object({
  payment_intent_id: z.string({ error: 'payment_intent_id is required' }).trim().min(1, 'payment_intent_id is required').max(100),
  order_id: ZRef.optional(),
});
/** POST /payments/methods {type, label, is_default}: 'cod' only. */
export const ZAddPaymentMethodInput = z.object({
  type: z.string({ error: 'type is required' }).trim().toLowerCase().max(30),
  label: z.string().trim().max(60).optional(),
  is_default: z.boolean().optional(),
});
export const ZPaymentMethodRefInput = z.object({ id: ZRef });
