import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod, ZHarvestDue } from '../credit';
import { SHIPPING_METHOD_IDS } from '../shipping';
import { ZAddressInput, ZPhone } from './auth';
import { keyedIssue, says, type MessageKey } from '../messages';

/*
 * The checkout form (storefront section 5), shared by the checkout page and `orders.create`. Shipping needs first name,
 * last name, phone, address and city ('Please fill in {field}'); billing the same five unless 'Same as shipping'
 * ('Please fill in billing {field}'). Postal code, notes and country are optional. Cash on delivery, or pay at harvest
 * with the month it falls due (`harvest_due`, required then; its range is checked against the day of the checkout).
 */

/** A required field's messages: 'Please fill in {field}' when it is missing, '{field} is too long' beyond its bound. */
type FieldMessages = { fillIn: MessageKey; tooLong: MessageKey };

/** A required field of `max` characters, said by its messages. */
const filled = ({ fillIn, tooLong }: FieldMessages, max: number) =>
  z.string(says(fillIn)).trim().min(1, says(fillIn)).max(max, says(tooLong));

/** The messages of the shipping and of the billing address, field by field ('Please fill in billing city'). */
const FIELD_MESSAGES = {
  shipping: {
    first_name: { fillIn: 'form.fillFirstName', tooLong: 'form.shippingFirstNameTooLong' },
    last_name: { fillIn: 'form.fillLastName', tooLong: 'form.shippingLastNameTooLong' },
    phone: { fillIn: 'form.fillPhone', tooLong: 'form.shippingPhoneTooLong' },
    address: { fillIn: 'form.fillAddress', tooLong: 'form.shippingAddressTooLong' },
    city: { fillIn: 'form.fillCity', tooLong: 'form.shippingCityTooLong' },
  },
  billing: {
    first_name: { fillIn: 'form.fillBillingFirstName', tooLong: 'form.billingFirstNameTooLong' },
    last_name: { fillIn: 'form.fillBillingLastName', tooLong: 'form.billingLastNameTooLong' },
    phone: { fillIn: 'form.fillBillingPhone', tooLong: 'form.billingPhoneTooLong' },
    address: { fillIn: 'form.fillBillingAddress', tooLong: 'form.billingAddressTooLong' },
    city: { fillIn: 'form.fillBillingCity', tooLong: 'form.billingCityTooLong' },
  },
} as const satisfies Record<string, Record<string, FieldMessages>>;

/** The checkout address: the saved-address schema with the spec's messages ('Please fill in billing city'). */
function checkoutAddress(which: keyof typeof FIELD_MESSAGES) {
  const messages = FIELD_MESSAGES[which];
  return ZAddressInput.omit({ label: true, is_default: true }).extend({
    first_name: filled(messages.first_name, 100),
    last_name: filled(messages.last_name, 100),
    phone: filled(messages.phone, 30).pipe(ZPhone),
    address: filled(messages.address, 300),
    city: filled(messages.city, 100),
  });
}

export const ZShippingAddress = checkoutAddress('shipping');
export const ZBillingAddress = checkoutAddress('billing');

/** Payment methods that exist on the form but cannot be chosen yet. */
export const COMING_SOON_METHODS = ['card', 'credit_card'];

/** Cash on delivery, or pay at harvest (issue 24: the total is reserved on the customer's credit line). */
export const ZPaymentMethod = z
  .string(says('form.choosePaymentMethod'))
  .trim()
  .toLowerCase()
  // 'card', 'wallet' and 'fawry' pass here: the server refuses one whose provider is not configured ('Coming soon').
  .refine((v) => v !== 'credit_card', says('orders.comingSoon'))
  .refine((v): v is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(v), says('form.codOrHarvest'))
  .transform((v) => v as PaymentMethod);

/** An address object as sent, or an empty one, so that each missing field gets its own message. */
const asObject = (v: unknown) => (v === undefined || v === null ? {} : v);

const ZCheckoutFields = z
  .object({
    shipping_address: z.preprocess(asObject, ZShippingAddress),
    same_as_shipping: z.boolean(says('call.trueOrFalse', { field: 'same_as_shipping' })),
    billing_address: z.preprocess(asObject, ZBillingAddress),
    payment_method: ZPaymentMethod.default('cod'),
    /** The month a pay-at-harvest order falls due ('YYYY-MM', next month to 9 months ahead in Egypt); ignored for cash on delivery. */
    harvest_due: ZHarvestDue.optional(),
    shipping_method: z.enum(SHIPPING_METHOD_IDS, says('form.shippingMethod')).default('standard'),
    notes: z
      .string(says('field.mustBeText', { field: 'notes' }))
      .trim()
      .max(1000, says('form.notesTooLong'))
      .optional()
      .transform((v) => v || null),
    coupon_code: z
      .string(says('field.mustBeText', { field: 'coupon_code' }))
      .trim()
      .max(40)
      .optional()
      .transform((v) => v || undefined),
    /** The tRPC form of the REST Idempotency-Key header: a retry with the same key answers the first order. */
    idempotency_key: z
      .string(says('field.mustBeText', { field: 'idempotency_key' }))
      .trim()
      .min(1, says('field.notEmpty', { field: 'idempotency_key' }))
      .max(200, says('field.isAtMostChars', { field: 'idempotency_key', max: 200 }))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.payment_method === 'pay_at_harvest' && !v.harvest_due)
      ctx.addIssue({ code: 'custom', path: ['harvest_due'], ...keyedIssue('credit.dueRequired') });
  });

type CheckoutFields = z.input<typeof ZCheckoutFields>;
/** What the form sends: billing address and 'Same as shipping' may be left out. */
export type CheckoutFormInput = Omit<CheckoutFields, 'billing_address' | 'same_as_shipping'> & {
  same_as_shipping?: boolean | undefined;
  billing_address?: CheckoutFields['billing_address'] | undefined;
};

/**
 * The order creation payload. With 'Same as shipping' (`same_as_shipping` true, or no billing address sent) the billing
 * address is the shipping address.
 */
export const ZCheckoutForm = z.preprocess((v) => {
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const same = o.same_as_shipping ?? o.billing_address === undefined;
  return same === true
    ? { ...o, same_as_shipping: true, billing_address: o.shipping_address }
    : { ...o, same_as_shipping: same };
}, ZCheckoutFields) as unknown as z.ZodType<z.output<typeof ZCheckoutFields>, CheckoutFormInput>;
export type CheckoutForm = z.infer<typeof ZCheckoutForm>;
