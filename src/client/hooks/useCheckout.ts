import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { shippingFor, TIMERS } from '../../shared/business';
import type { PaymentMethod } from '../../shared/credit';
import { type AppliedCoupon, discountOf } from '../components/orders/CheckoutSummary/CheckoutSummary';
import { addressInputId, type AddressField } from '../components/orders/AddressFields/AddressFields';
import { fitsCredit } from '../components/orders/PaymentChoice/PaymentChoice';
import { useCart } from '../lib/cart';
import { addressPayload, addressValuesOf, type CheckoutValues, emptyAddress, firstCheckoutError, newIdempotencyKey } from '../lib/checkoutForm';
import { useOffline } from '../lib/connection';
import { creditRefusal, useMyCredit } from '../lib/credit';
import { isNetworkFailure, serverMessage } from '../lib/errors';
import { type RouterOutputs, trpc } from '../lib/trpc';
import { useAddresses } from './useAddresses';
import { type DeliveryQuote, useDelivery } from './useDelivery';
import { GOVERNORATE_INPUT_ID } from '../components/orders/DeliveryChoice/DeliveryChoice';
import { useFormatPrice } from './useFormatPrice';
import { useMessageTranslation } from './useMessageTranslation';
import { useStoreSettings } from './useStoreSettings';

export type PlacedOrder = RouterOutputs['orders']['create'];

/** The checkout form, its shipping address prefilled from the default saved address while the grower has typed nothing. */
function useCheckoutForm() {
  const saved = useAddresses().list;
  const form = useForm<CheckoutValues>({
    mode: 'uncontrolled',
    initialValues: { shipping: emptyAddress(), same_as_shipping: true, billing: emptyAddress(), notes: '' },
  });

  // Once: a default address that arrives after the grower started typing must not overwrite what they typed.
  const prefilled = useRef(false);
  useEffect(() => {
    const items = saved.data?.items;
    if (prefilled.current || !items) return;
    prefilled.current = true;
    const chosen = items.find((a) => a.is_default);
    if (chosen && !form.isDirty()) {
      form.setFieldValue('shipping', addressValuesOf(chosen));
      form.resetDirty();
    }
  }, [saved.data, form]);
  return form;
}

/** What the order will cost: the server's summary when it has come, until then the shop settings' rule on the subtotal. */
function useCheckoutTotals(coupon: AppliedCoupon | null, delivery: DeliveryQuote | null) {
  const cart = useCart();
  const settings = useStoreSettings();
  const subtotal = cart.summary?.subtotal ?? cart.cart?.total ?? 0;
  // The chosen governorate's quote (its zone's fee by weight and threshold) once it has come (issue 39).
  const freeShippingThreshold = delivery?.free_over ?? cart.summary?.free_shipping_threshold ?? settings.free_shipping_threshold;
  const shipping = delivery?.fee ?? cart.summary?.shipping ?? shippingFor(subtotal, freeShippingThreshold, settings.shipping_fee);
  const discount = discountOf(coupon, subtotal);
  const total = Math.round((subtotal - discount + shipping) * 100) / 100;
  return { items: cart.cart?.items ?? [], subtotal, freeShippingThreshold, shipping, discount, total };
}

/** The payment method and, for pay-at-harvest, the due month and whether the order fits the credit line. */
function usePaymentChoice(total: number) {
  const creditQuery = useMyCredit();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [harvestDue, setHarvestDue] = useState<string | null>(null);
  const credit = creditQuery.data;
  const harvest = method === 'pay_at_harvest';
  // The first month offered until the customer picks one.
  const dueMonth = harvestDue ?? credit?.harvest_due_months[0] ?? null;
  return { creditQuery, credit, method, setMethod, harvest, dueMonth, setHarvestDue, overCredit: harvest && !fitsCredit(credit, total) };
}

/** Show the first failing field's message on it and put the cursor there. */
function reportFirstError(form: ReturnType<typeof useCheckoutForm>, invalid: { path: string; message: string }, translate: (message: string) => string) {
  form.setErrors({ [invalid.path]: translate(invalid.message) });
  const [group, field] = invalid.path.split('.') as ['shipping' | 'billing', AddressField];
  document.getElementById(addressInputId(group, field))?.focus();
}

/**
 * The checkout's data and actions (storefront.md Checkout, section 4): the form, the coupon, the payment choice, the
 * totals, placing the order and, once placed, the reloaded cart and /orders/{id} with the orderCreated state after
 * 2 seconds. One idempotency key per attempt: a double click or a retry after a lost answer cannot place a second order.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cart = useCart();
  const offline = useOffline();
  const translate = useMessageTranslation();
  const price = useFormatPrice();
  const create = trpc.orders.create.useMutation();
  const form = useCheckoutForm();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const delivery = useDelivery(`${cart.cart?.total ?? 0}:${cart.cart?.item_count ?? 0}`);
  const totals = useCheckoutTotals(coupon, delivery.quote);
  const payment = usePaymentChoice(totals.total);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const submitting = useRef(false);

  // Success: reload the (now empty) cart, then after 2 s open the order in My Orders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per placed order (the cart's functions change as it reloads)
  useEffect(() => {
    if (!placed) return;
    cart.reloadCart();
    const timer = window.setTimeout(() => navigate(`/orders/${placed.id}`, { state: { orderCreated: true, payment_method: placed.payment_method, harvest_due: placed.harvest_due, total: placed.total, currency: placed.currency } }), TIMERS.postOrderRedirect);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  const submit = async () => {
    if (submitting.current || offline || payment.overCredit) return;
    setFailure(null);
    const values = form.getValues();
    const invalid = firstCheckoutError(values);
    if (invalid) return reportFirstError(form, invalid, translate);
    if (!delivery.governorate) {
      delivery.requireChoice();
      document.getElementById(GOVERNORATE_INPUT_ID)?.focus();
      return;
    }
    form.clearErrors();
    submitting.current = true;
    attemptKey.current ??= newIdempotencyKey();
    const notes = values.notes.trim();
    try {
      const payload = {
        shipping_address: { ...addressPayload(values.shipping), governorate: delivery.governorate },
        same_as_shipping: values.same_as_shipping,
        billing_address: addressPayload(values.same_as_shipping ? values.shipping : values.billing),
        payment_method: payment.method,
        ...(payment.harvest && payment.dueMonth ? { harvest_due: payment.dueMonth } : {}),
        ...(notes ? { notes } : {}),
        ...(coupon ? { coupon_code: coupon.code } : {}),
        idempotency_key: attemptKey.current,
      };
      setPlaced(await create.mutateAsync(payload));
    } catch (error) {
      // The server answered: nothing was placed, so the next attempt gets a new key. No answer: the order may
      // exist, so a retry keeps the key and the server answers with that order.
      if (!isNetworkFailure(error)) attemptKey.current = null;
      const message = serverMessage(error);
      // A refused harvest order (over the available credit, a closed line): read the line again, it has changed.
      const refusal = creditRefusal(error, t, price);
      if (refusal) void payment.creditQuery.refetch();
      setFailure(refusal ?? (message ? translate(message) : t('checkout.failed')));
    } finally {
      submitting.current = false;
    }
  };

  const chooseMethod = (method: PaymentMethod) => {
    payment.setMethod(method);
    setFailure(null);
  };

  return { form, coupon, setCoupon, totals, delivery, payment, chooseMethod, placed, failure, busy: create.isPending, offline, submit };
}
