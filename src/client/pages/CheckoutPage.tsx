import '../styles/orderPages';
import { Alert, Button, Center, Checkbox, Container, Grid, Loader, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { shippingFor, TIMERS } from '../../shared/business';
import type { PaymentMethod } from '../../shared/credit';
import { AddressFields, addressInputId, type AddressField } from '../components/orders/AddressFields/AddressFields';
import { type AppliedCoupon, CheckoutSummary, discountOf } from '../components/orders/CheckoutSummary/CheckoutSummary';
import { fitsCredit, PaymentChoice } from '../components/orders/PaymentChoice/PaymentChoice';
import { useFormatPrice } from '../hooks/useFormatPrice';
import { useAddresses } from '../hooks/useAddresses';
import { useLanguage } from '../hooks/useLanguage';
import { useOrderMessage } from '../hooks/useOrderMessage';
import { usePageTitle } from '../hooks/usePageTitle';
import { useCart } from '../lib/cart';
import { useOffline } from '../lib/connection';
import { creditRefusal, useMyCredit } from '../lib/credit';
import { addressPayload, addressValuesOf, type CheckoutValues, emptyAddress, firstCheckoutError, newIdempotencyKey } from '../lib/checkoutForm';
import { isNetworkFailure, serverMessage } from '../lib/errors';
import { formatNumber } from '../lib/format';
import { useStoreSettings } from '../hooks/useStoreSettings';
import { type RouterOutputs, trpc } from '../lib/trpc';

type PlacedOrder = RouterOutputs['orders']['create'];

/**
 * /checkout (guarded: signed out, to /login with 'Please log in to proceed with checkout'). The form, placing, the
 * success screen and, after 2 seconds, /orders/{id} with the orderCreated state (storefront.md Checkout, section 4).
 * One idempotency key per attempt: a double click or a retry after a lost answer cannot place a second order.
 * Offline, it says placing an order needs a connection and Place Order is disabled.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  usePageTitle(t('checkout.pageTitle'));
  const [, navigate] = useLocation();
  const cart = useCart();
  const offline = useOffline();
  const translate = useOrderMessage();
  const saved = useAddresses().list;
  const settings = useStoreSettings();
  const create = trpc.orders.create.useMutation();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const attemptKey = useRef<string | null>(null);
  const price = useFormatPrice();
  const creditQuery = useMyCredit();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [harvestDue, setHarvestDue] = useState<string | null>(null);
  const submitting = useRef(false);

  const form = useForm<CheckoutValues>({
    mode: 'uncontrolled',
    initialValues: { shipping: emptyAddress(), same_as_shipping: true, billing: emptyAddress(), notes: '' },
  });

  // Prefill the shipping address from the default saved address, once, while the grower has typed nothing.
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

  // Success: reload the (now empty) cart, then after 2 s open the order in My Orders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per placed order (the cart's functions change as it reloads)
  useEffect(() => {
    if (!placed) return;
    cart.reloadCart();
    const timer = window.setTimeout(() => navigate(`/orders/${placed.id}`, { state: { orderCreated: true } }), TIMERS.postOrderRedirect);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  if (placed) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="md" data-testid="checkout-success">
          <ThemeIcon size={72} radius="xl" color="leaf" variant="light" aria-hidden>
            <Text fz={36} lh={1}>
              ✅
            </Text>
          </ThemeIcon>
          <Title order={1}>{t('checkout.success')}</Title>
          <Text>{t('checkout.successBody', { number: placed.order_number, total: `${formatNumber(placed.total, language)} ${t('shop.currency.EGP')}` })}</Text>
          <Text c="dimmed" size="sm">
            {t('checkout.redirecting')}
          </Text>
          <Loader size="sm" />
        </Stack>
      </Container>
    );
  }

  if (!cart.active || cart.cartStatus === 'pending') {
    return (
      <Center py="xl" data-testid="checkout-page" data-state="loading">
        <Stack align="center" gap="xs">
          {offline && (
            <Alert color="wheat" variant="light" role="alert" data-testid="checkout-offline">
              {t('checkout.offline')}
            </Alert>
          )}
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            {t('checkout.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  const items = cart.cart?.items ?? [];
  if (cart.cartStatus === 'success' && items.length === 0) return <Redirect to="/cart" replace />;

  const subtotal = cart.summary?.subtotal ?? cart.cart?.total ?? 0;
  // The server's summary says what the order will cost; until it arrives, the shop settings' rule on the subtotal.
  const freeShippingThreshold = cart.summary?.free_shipping_threshold ?? settings.free_shipping_threshold;
  const shipping = cart.summary?.shipping ?? shippingFor(subtotal, freeShippingThreshold, settings.shipping_fee);
  const discount = discountOf(coupon, subtotal);
  const total = Math.round((subtotal - discount + shipping) * 100) / 100;
  const busy = create.isPending;
  const credit = creditQuery.data;
  const harvest = paymentMethod === 'pay_at_harvest';
  // The first month offered until the customer picks one.
  const dueMonth = harvestDue ?? credit?.harvest_due_months[0] ?? null;
  const overCredit = harvest && !fitsCredit(credit, total);

  const submit = async () => {
    if (submitting.current || offline || overCredit) return;
    setFailure(null);
    const values = form.getValues();
    const invalid = firstCheckoutError(values);
    if (invalid) {
      form.setErrors({ [invalid.path]: translate(invalid.message) });
      const [group, field] = invalid.path.split('.') as ['shipping' | 'billing', AddressField];
      document.getElementById(addressInputId(group, field))?.focus();
      return;
    }
    form.clearErrors();
    submitting.current = true;
    attemptKey.current ??= newIdempotencyKey();
    const notes = values.notes.trim();
    try {
      const payload = {
        shipping_address: addressPayload(values.shipping),
        same_as_shipping: values.same_as_shipping,
        billing_address: addressPayload(values.same_as_shipping ? values.shipping : values.billing),
        payment_method: paymentMethod,
        ...(harvest && dueMonth ? { harvest_due: dueMonth } : {}),
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
      if (refusal) void creditQuery.refetch();
      setFailure(refusal ?? (message ? translate(message) : t('checkout.failed')));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Container size="lg" py="xl" data-testid="checkout-page" data-state="form">
      <Title order={1} mb="lg">
        {t('checkout.title')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkout-shipping">
                <Title order={2} size="h4" mb="sm" id="checkout-shipping">
                  {t('checkout.shippingAddress')}
                </Title>
                <AddressFields group="shipping" form={form} disabled={busy} />
              </Paper>

              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkout-billing">
                <Title order={2} size="h4" mb="sm" id="checkout-billing">
                  {t('checkout.billingAddress')}
                </Title>
                <Checkbox
                  label={t('checkout.sameAsShipping')}
                  disabled={busy}
                  {...form.getInputProps('same_as_shipping', { type: 'checkbox' })}
                  key={form.key('same_as_shipping')}
                  onChange={(event) => {
                    form.setFieldValue('same_as_shipping', event.currentTarget.checked);
                    form.clearErrors();
                  }}
                  mb={form.getValues().same_as_shipping ? 0 : 'sm'}
                />
                {!form.getValues().same_as_shipping && <AddressFields group="billing" form={form} disabled={busy} />}
              </Paper>

              <PaymentChoice
                credit={{ pending: creditQuery.isPending, failed: creditQuery.isError, credit }}
                method={paymentMethod}
                onMethod={(method) => {
                  setPaymentMethod(method);
                  setFailure(null);
                }}
                harvestDue={dueMonth}
                onHarvestDue={setHarvestDue}
                total={total}
                disabled={busy}
              />

              <Paper withBorder p="md" radius="md" component="section">
                <Textarea
                  label={t('checkout.orderNotes')}
                  placeholder={t('checkout.notesPlaceholder')}
                  autosize
                  minRows={2}
                  maxLength={1000}
                  disabled={busy}
                  {...form.getInputProps('notes')}
                  key={form.key('notes')}
                />
              </Paper>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" pos="sticky" top={80}>
              <CheckoutSummary
                items={items}
                subtotal={subtotal}
                shipping={shipping}
                freeShippingThreshold={freeShippingThreshold}
                discount={discount}
                total={total}
                coupon={coupon}
                onCoupon={setCoupon}
                disabled={busy}
              />
              {offline && (
                <Alert color="wheat" variant="light" role="alert" data-testid="checkout-offline">
                  {t('checkout.offline')}
                </Alert>
              )}
              {failure && (
                <Alert color="red" role="alert" data-testid="checkout-error">
                  {failure}
                </Alert>
              )}
              <Button type="submit" size="lg" fullWidth loading={busy} disabled={offline || overCredit} data-testid="place-order" data-primary-action>
                {t('checkout.placeOrder', { total: formatNumber(total, language) })}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
