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
import type { AddressChoice } from '../components/orders/SavedAddressChoice/SavedAddressChoice';
import { useAuth } from '../lib/auth';
import {
  addressPayload,
  addressValuesOf,
  type CheckoutDraft,
  type CheckoutValues,
  emptyAddress,
  firstCheckoutError,
  keepCheckoutDraft,
  newIdempotencyKey,
  profileAddress,
  readCheckoutDraft,
} from '../lib/checkoutForm';
import { useOffline } from '../lib/connection';
import { creditRefusal, useMyCredit } from '../lib/credit';
import { appCodeOf, isNetworkFailure, serverMessage } from '../lib/errors';
import { type RouterOutputs, trpc } from '../lib/trpc';
import { useAddresses } from './useAddresses';
import { type DeliveryQuote, useDelivery } from './useDelivery';
import { GOVERNORATE_INPUT_ID } from '../components/orders/DeliveryChoice/DeliveryChoice';
import { useFormatPrice } from './useFormatPrice';
import { useMessageTranslation } from './useMessageTranslation';
import { useStoreSettings } from './useStoreSettings';

export type PlacedOrder = RouterOutputs['orders']['create'];

/**
 * The checkout form: a draft kept in this tab (back, forward and a reload find what was typed until
 * the order is placed); without one, the default saved address chosen, or — with none saved — a new address with the
 * name, phone and address of the profile. The saved addresses are offered above the form: one tap for another, one
 * for a new one (kept in the profile once the order is placed, when asked).
 */
function useCheckoutForm() {
  const { user } = useAuth();
  const saved = useAddresses();
  const draft = useRef(readCheckoutDraft(user?.id));
  const [chosen, setChosen] = useState<AddressChoice>(draft.current?.chosen ?? 'new');
  const [saveNew, setSaveNew] = useState(draft.current?.saveNew ?? false);
  const form = useForm<CheckoutValues>({
    mode: 'uncontrolled',
    initialValues: draft.current?.values ?? {
      shipping: profileAddress(user),
      same_as_shipping: true,
      billing: emptyAddress(),
      notes: '',
    },
  });
  // Kept as the grower types; read when the choice changes too.
  const keep = (next: Partial<CheckoutDraft> = {}) => {
    if (user) keepCheckoutDraft({ userId: user.id, values: form.getValues(), chosen, saveNew, ...next });
  };
  form.watch('shipping', () => keep());
  form.watch('billing', () => keep());
  form.watch('same_as_shipping', () => keep());
  form.watch('notes', () => keep());

  // Once: the default saved address, when the grower has neither a draft nor typed anything yet.
  const prefilled = useRef(Boolean(draft.current));
  useEffect(() => {
    const items = saved.list.data?.items;
    if (prefilled.current || !items) return;
    prefilled.current = true;
    const chosenAddress = items.find((a) => a.is_default) ?? items[0];
    if (chosenAddress && !form.isDirty()) {
      form.setFieldValue('shipping', addressValuesOf(chosenAddress));
      form.resetDirty();
      setChosen(chosenAddress.id);
    }
  }, [saved.list.data, form]);

  /** One tap: a saved address fills the form; a new one starts from the profile's name and phone. */
  const choose = (choice: AddressChoice) => {
    const address = saved.list.data?.items.find((a) => a.id === choice);
    form.setFieldValue(
      'shipping',
      address ? addressValuesOf(address) : { ...profileAddress(user), address: '', city: '', postal_code: '' },
    );
    form.clearErrors();
    setChosen(choice);
    keep({ values: form.getValues(), chosen: choice });
  };
  const chooseSaveNew = (save: boolean) => {
    setSaveNew(save);
    keep({ saveNew: save });
  };
  return {
    form,
    addresses: saved.list.data?.items ?? [],
    chosen,
    choose,
    saveNew,
    chooseSaveNew,
    addAddress: saved.add,
  };
}

/** What the order will cost: the server's summary when it has come, until then the shop settings' rule on the subtotal. */
function useCheckoutTotals(coupon: AppliedCoupon | null, delivery: DeliveryQuote | null) {
  const cart = useCart();
  const settings = useStoreSettings();
  const subtotal = cart.summary?.subtotal ?? cart.cart?.total ?? 0;
  // The chosen governorate's quote (its zone's fee by weight and threshold) once it has come.
  const freeShippingThreshold =
    delivery?.free_over ?? cart.summary?.free_shipping_threshold ?? settings.free_shipping_threshold;
  const shipping =
    delivery?.fee ?? cart.summary?.shipping ?? shippingFor(subtotal, freeShippingThreshold, settings.shipping_fee);
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
  return {
    creditQuery,
    credit,
    method,
    setMethod,
    harvest,
    dueMonth,
    setHarvestDue,
    overCredit: harvest && !fitsCredit(credit, total),
  };
}

/** Show the first failing field's message on it and put the cursor there. */
function reportFirstError(
  form: ReturnType<typeof useCheckoutForm>['form'],
  invalid: { path: string; message: string },
  translate: (message: string) => string,
) {
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
  const updateAddress = trpc.auth.updateAddress.useMutation();
  const { form, addresses, chosen, choose, saveNew, chooseSaveNew, addAddress } = useCheckoutForm();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // The chosen saved address's governorate (the default's until one is chosen; a new address: none yet).
  const chosenAddress = addresses.find((a) => a.id === chosen);
  const delivery = useDelivery(
    `${cart.cart?.total ?? 0}:${cart.cart?.item_count ?? 0}`,
    chosen === 'new' ? null : (chosenAddress?.governorate ?? undefined),
  );
  const totals = useCheckoutTotals(coupon, delivery.quote);
  const payment = usePaymentChoice(totals.total);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The last refusal asked for a verified e-mail address: the page offers to send the link again. */
  const [needsVerification, setNeedsVerification] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const submitting = useRef(false);

  // Success: reload the (now empty) cart, then after 2 s open the order in My Orders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per placed order (the cart's functions change as it reloads)
  useEffect(() => {
    if (!placed) return;
    // Placed: the draft is done with, and the success banner is what the grower sees (not the page scrolled past it).
    keepCheckoutDraft(null);
    window.scrollTo({ top: 0 });
    cart.reloadCart();
    // Paid on the provider's page: the grower goes there now and comes back to /orders/{id}/payment.
    if (placed.payment?.redirect_url) {
      window.location.assign(placed.payment.redirect_url);
      return;
    }
    const timer = window.setTimeout(
      () =>
        navigate(`/orders/${placed.id}`, {
          state: {
            orderCreated: true,
            payment_method: placed.payment_method,
            harvest_due: placed.harvest_due,
            total: placed.total,
            currency: placed.currency,
          },
        }),
      TIMERS.postOrderRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  const submit = async () => {
    if (submitting.current || offline || payment.overCredit) return;
    setFailure(null);
    setNeedsVerification(false);
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
      const order = await create.mutateAsync(payload);
      // A new address the grower asked to keep: saved for next time (an order placed does not wait for it).
      if (chosen === 'new' && saveNew)
        addAddress.mutate({ ...payload.shipping_address, is_default: addresses.length === 0 });
      // A saved address without a governorate keeps the one chosen now (issue 39: asked once, at the next checkout).
      if (chosenAddress && !chosenAddress.governorate && delivery.governorate)
        updateAddress.mutate({ id: chosenAddress.id, governorate: delivery.governorate });
      setPlaced(order);
    } catch (error) {
      // The server answered: nothing was placed, so the next attempt gets a new key. No answer: the order may
      // exist, so a retry keeps the key and the server answers with that order.
      if (!isNetworkFailure(error)) attemptKey.current = null;
      const message = serverMessage(error);
      // A refused harvest order (over the available credit, a closed line): read the line again, it has changed.
      const refusal = creditRefusal(error, t, price);
      if (refusal) void payment.creditQuery.refetch();
      setNeedsVerification(appCodeOf(error) === 'EMAIL_NOT_VERIFIED');
      setFailure(refusal ?? (message ? translate(message) : t('checkout.failed')));
    } finally {
      submitting.current = false;
    }
  };

  const chooseMethod = (method: PaymentMethod) => {
    payment.setMethod(method);
    setFailure(null);
  };

  const address = { saved: addresses, chosen, choose, saveNew, chooseSaveNew };
  return {
    form,
    address,
    coupon,
    setCoupon,
    totals,
    delivery,
    payment,
    chooseMethod,
    placed,
    failure,
    needsVerification,
    busy: create.isPending,
    offline,
    submit,
  };
}
