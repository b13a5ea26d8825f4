import '../styles/orderPages';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useMessageTranslation } from '../hooks/useMessageTranslation';
import { useRequestEmailVerification } from '../hooks/useProfile';
import { serverMessage } from '../lib/errors';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { AddressFields } from '../components/orders/AddressFields/AddressFields';
import { CheckoutSummary } from '../components/orders/CheckoutSummary/CheckoutSummary';
import { DeliveryChoice } from '../components/orders/DeliveryChoice/DeliveryChoice';
import { OnlinePaymentStatus } from '../components/orders/OnlinePayment/OnlinePayment';
import { PaymentChoice } from '../components/orders/PaymentChoice/PaymentChoice';
import { SavedAddressChoice } from '../components/orders/SavedAddressChoice/SavedAddressChoice';
import { type PlacedOrder, useCheckout } from '../hooks/useCheckout';
import { useLanguage } from '../hooks/useLanguage';
import { useFormatPrice } from '../hooks/useFormatPrice';
import { usePageTitle } from '../hooks/usePageTitle';
import { useCart } from '../lib/cart';
import { formatNumber } from '../lib/format';
import { CODE_SLOT, WithCode } from '../components/CodeText/CodeText';
import { usePaymentSentence } from '../components/orders/HarvestPayment/HarvestPayment';

/**
 * Issue 38: the order asked for a verified e-mail address — send the verification link again, and say what came of it.
 */
function ResendVerification() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const request = useRequestEmailVerification();
  const [said, setSaid] = useState<string | null>(null);
  const send = async () => {
    try {
      setSaid(translate((await request.mutateAsync()).message));
    } catch (error) {
      const message = serverMessage(error);
      setSaid(message ? translate(message) : t('checkout.resendFailed'));
    }
  };
  return (
    <>
      <Button
        variant="white"
        color="red"
        size="compact-sm"
        onClick={() => void send()}
        loading={request.isPending}
        data-testid="checkout-resend-verification"
      >
        {t('checkout.resendVerification')}
      </Button>
      {said && (
        <Text size="sm" role="status" data-testid="checkout-resend-result">
          {said}
        </Text>
      )}
    </>
  );
}

/** The order placed: its number and total, while the page waits to open it in My Orders. */
function CheckoutSuccess({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const paymentSentence = usePaymentSentence();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" data-testid="checkout-success">
        <ThemeIcon size={72} radius="xl" color="leaf" variant="light" aria-hidden>
          <Text fz={36} lh={1}>
            ✅
          </Text>
        </ThemeIcon>
        <Title order={1}>{t('checkout.success')}</Title>
        <Text>
          <WithCode
            text={t('checkout.successBody', { number: CODE_SLOT })}
            code={order.order_number}
            testId="checkout-order-number"
          />
        </Text>
        {order.payment !== undefined ? (
          <OnlinePaymentStatus payment={order.payment} currency={order.currency} />
        ) : (
          <Text fw={600} data-testid="checkout-payment" data-method={order.payment_method}>
            {paymentSentence(order, price(order.total, order.currency))}
          </Text>
        )}
        <Text c="dimmed" size="sm">
          {t('checkout.redirecting')}
        </Text>
        <Loader size="sm" />
      </Stack>
    </Container>
  );
}

/**
 * /checkout (guarded: signed out, to /login with 'Please log in to proceed with checkout'): the form beside the order
 * summary, then the success screen (the data and the placing are in useCheckout). Offline, it says placing an order
 * needs a connection and Place Order is disabled.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  usePageTitle(t('checkout.pageTitle'));
  const cart = useCart();
  const {
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
    busy,
    offline,
    submit,
  } = useCheckout();
  const offlineNotice = offline && (
    <Alert color="wheat" variant="light" role="alert" data-testid="checkout-offline">
      {t('checkout.offline')}
    </Alert>
  );

  if (placed) return <CheckoutSuccess order={placed} />;
  if (!cart.active || cart.cartStatus === 'pending')
    return <LoadingState text={t('checkout.loading')} testId="checkout-page" notice={offlineNotice} />;
  if (cart.cartStatus === 'success' && totals.items.length === 0) return <Redirect to="/cart" replace />;

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
                <SavedAddressChoice
                  saved={address.saved}
                  chosen={address.chosen}
                  onChoose={address.choose}
                  saveNew={address.saveNew}
                  onSaveNew={address.chooseSaveNew}
                  disabled={busy}
                />
                <AddressFields group="shipping" form={form} disabled={busy} />
                <DeliveryChoice delivery={delivery} disabled={busy} />
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
                credit={{
                  pending: payment.creditQuery.isPending,
                  failed: payment.creditQuery.isError,
                  credit: payment.credit,
                }}
                method={payment.method}
                onMethod={chooseMethod}
                harvestDue={payment.dueMonth}
                onHarvestDue={payment.setHarvestDue}
                total={totals.total}
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
              <CheckoutSummary {...totals} coupon={coupon} onCoupon={setCoupon} disabled={busy} />
              {offlineNotice}
              {failure && (
                <Alert color="red" role="alert" data-testid="checkout-error">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{failure}</Text>
                    {needsVerification && <ResendVerification />}
                  </Stack>
                </Alert>
              )}
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={busy}
                disabled={offline || payment.overCredit}
                data-testid="place-order"
                data-primary-action
              >
                {t('checkout.placeOrder', { total: formatNumber(totals.total, language) })}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
