import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod, ZHarvestDue } from '../credit';
import { SHIPPING_METHOD_IDS } from '../shipping';
import { ZAddressInput, ZPhone } from './auth';
import { englishText, keyedIssue, msg, says, type MessageKey } from '../messages';

/*
 * The checkout form (storefront section 5), shared by the checkout page and `orders.create`. Shipping needs first name,
 * last name, phone, address and city ('Please fill in {field}'); billing the same five unless 'Same as shipping'
 * ('Please fill in billing {field}'). Postal code, notes and country are optional. Cash on delivery, or pay at harvest
 * with the month it falls due (`harvest_due`, required then; its range is checked against the day of the checkout).
 */

/** A required field of `max` characters: 'Please fill in {field}' (by key) when missing, '{field} is too long' beyond. */
const filled = (key: MessageKey, max: number) => {
  const field = englishText(msg(key)).replace('Please fill in ', '');
  return z.string(says(key)).trim().min(1, says(key)).max(max, `${field} is too long`);
};

/** The 'Please fill in …' messages of the shipping and of the billing address, field by field. */
const FILL_IN = {
  shipping: { first_name: 'form.fillFirstName', last_name: 'form.fillLastName', phone: 'form.fillPhone', address: 'form.fillAddress', city: 'form.fillCity' },
  billing: {
    first_name: 'form.fillBillingFirstName',
    last_name: 'form.fillBillingLastName',
    phone: 'form.fillBillingPhone',
    address: 'form.fillBillingAddress',
    city: 'form.fillBillingCity',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** The checkout address: the saved-address schema with the spec's messages ('Please fill in billing city'). */
function checkoutAddress(which: keyof typeof FILL_IN) {
  const fillIn = FILL_IN[which];
  return ZAddressInput.omit({ label: true, is_default: true }).extend({
    first_name: filled(fillIn.first_name, 100),
    last_name: filled(fillIn.last_name, 100),
    phone: filled(fillIn.phone, 30).pipe(ZPhone),
    address: filled(fillIn.address, 300),
    city: filled(fillIn.city, 100),
  });
}

export const ZShippingAddress = checkoutAddress('shipping');
export const ZBillingAddress = checkoutAddress('billing');
export type CheckoutAddress = z.infer<typeof ZShippingAddress>;

/** Payment methods that exist on the form but cannot be chosen yet. */
export const COMING_SOON_METHODS = ['card', 'credit_card'];

/** Cash on delivery, or pay at harvest (issue 24: the total is reserved on the customer's credit line). */
export const ZPaymentMethod = z
  .string(says('form.choosePaymentMethod'))
  .trim()
  .toLowerCase()
  .refine((v) => !COMING_SOON_METHODS.includes(v), says('orders.comingSoon'))
  .refine((v): v is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(v), says('form.codOrHarvest'))
  .transform((v) => v as PaymentMethod);

/** An address object as sent, or an empty one, so that each missing field gets its own message. */
const asObject = (v: unknown) => (v === undefined || v === null ? {} : v);

const ZCheckoutFields = z.object({
  shipping_address: z.preprocess(asObject, ZShippingAddress),
  same_as_shipping: z.boolean({ error: 'same_as_shipping must be true or false' }),
  billing_address: z.preprocess(asObject, ZBillingAddress),
  payment_method: ZPaymentMethod.default('cod'),
  /** The month a pay-at-harvest order falls due ('YYYY-MM', next month to 9 months ahead in Egypt); ignored for cash on delivery. */
  harvest_due: ZHarvestDue.optional(),
  shipping_method: z.enum(SHIPPING_METHOD_IDS, says('form.shippingMethod')).default('standard'),
  notes: z.string({ error: 'notes must be text' }).trim().max(1000, says('form.notesTooLong')).optional().transform((v) => v || null),
  coupon_code: z.string({ error: 'coupon_code must be text' }).trim().max(40).optional().transform((v) => v || undefined),
  /** The tRPC form of the REST Idempotency-Key header: a retry with the same key answers the first order. */
  idempotency_key: z
    .string({ error: 'idempotency_key must be text' })
    .trim()
    .min(1, 'idempotency_key must not be empty')
    .max(200, 'idempotency_key is at most 200 characters')
    .optional(),
}).superRefine((v, ctx) => {
  if (v.payment_method === 'pay_at_harvest' && !v.harvest_due) ctx.addIssue({ code: 'custom', path: ['harvest_due'], ...keyedIssue('credit.dueRequired') });
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
  return same === true ? { ...o, same_as_shipping: true, billing_address: o.shipping_address } : { ...o, same_as_shipping: same };
}, ZCheckoutFields) as unknown as z.ZodType<z.output<typeof ZCheckoutFields>, CheckoutFormInput>;
export type CheckoutForm = z.infer<typeof ZCheckoutForm>;
