import { Divider, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderAddress } from '../../../../shared/orders';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { formatDateTime, joinList } from '../../../lib/format';
import type { OrderDetail } from '../../../lib/orders';
import { trpc } from '../../../lib/trpc';
import { HarvestPayment } from '../HarvestPayment/HarvestPayment';
import { OnlinePaymentStatus, PayAgain } from '../OnlinePayment/OnlinePayment';
import { AddressBlock, DetailBlock, SummaryLine } from './OrderDetailBlocks';
import { countryName } from '../../../lib/countryName';
import { LoadingNote } from '../../LoadingNote/LoadingNote';
import { InlineRetry } from '../../InlineRetry/InlineRetry';
import { CODE_SLOT, WithCode } from '../../CodeText/CodeText';
import { signedAmount } from '../../../../shared/readingOrder';

/** An address as the customer reads it: the country named in their language. */
function CustomerAddress({ title, address }: { title: string; address: OrderAddress }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const place = joinList(
    [[address.city, address.postal_code].filter(Boolean).join(' '), countryName(t, address.country)],
    language,
  );
  return <AddressBlock title={title} address={address} place={place} />;
}

/** The opened order: its lines, totals, addresses and the timeline read from its events (`orders.tracking`). */
export function OrderDetails({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = useFormatPrice();
  const localised = useLocalisedText();
  const tracking = trpc.orders.tracking.useQuery({ id: order.id });
  return (
    <Stack gap="md" mt="md" data-testid="order-details">
      <Divider />
      <Title order={3} size="h5">
        {t('orders.details.items')}
      </Title>
      <Stack gap={4}>
        {order.items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('orders.itemLine', {
                name: localised(item.product.name, item.product.name_ar) || t('orders.unknownProduct'),
                quantity: item.quantity,
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {price(Math.round(item.price * item.quantity * 100) / 100, order.currency)}
            </Text>
          </Group>
        ))}
        <Divider my={4} variant="dashed" />
        <SummaryLine label={t('orders.details.subtotal')} value={price(order.subtotal, order.currency)} />
        <SummaryLine
          label={t('orders.details.shipping')}
          value={order.shipping === 0 ? t('orders.details.free') : price(order.shipping, order.currency)}
        />
        {order.discount > 0 && (
          <SummaryLine
            label={
              order.coupon_code ? (
                <WithCode text={t('orders.details.coupon', { code: CODE_SLOT })} code={order.coupon_code} />
              ) : (
                t('orders.details.discount')
              )
            }
            value={signedAmount('-', price(order.discount, order.currency), language)}
          />
        )}
        <SummaryLine label={t('orders.details.total')} value={price(order.total, order.currency)} total />
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CustomerAddress title={t('orders.details.shippingAddress')} address={order.shipping_address} />
        <CustomerAddress title={t('orders.details.billingAddress')} address={order.billing_address} />
        <DetailBlock title={t('orders.details.paymentMethod')}>
          {order.payment_method === 'pay_at_harvest' ? (
            <HarvestPayment order={order} />
          ) : order.payment_method === 'cod' ? (
            <Text size="sm">{t('orders.details.cod')}</Text>
          ) : (
            // Paid online: where the payment stands, the Fawry reference to pay, or paying again.
            <Stack gap="xs">
              <Text size="sm">{t(`onlinePayment.method.${order.payment_method}`)}</Text>
              <OnlinePaymentStatus payment={order.payment} currency={order.currency} />
              {order.status === 'pending' && (!order.payment || order.payment.state === 'failed') && (
                <PayAgain orderId={order.id} />
              )}
            </Stack>
          )}
          {order.notes && (
            <>
              <Text fw={600} size="sm" mt="xs">
                {t('orders.details.notes')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {order.notes}
              </Text>
            </>
          )}
        </DetailBlock>
      </SimpleGrid>

      <Stack gap="xs" id={`order-tracking-${order.id}`} data-testid="order-tracking" tabIndex={-1}>
        <Title order={3} size="h5">
          {t('orders.tracking.title')}
        </Title>
        {tracking.status === 'pending' && <LoadingNote loaderSize="xs">{t('orders.tracking.loading')}</LoadingNote>}
        {tracking.status === 'error' && (
          <InlineRetry
            message={t('orders.tracking.loadFailed')}
            retryLabel={t('orders.retry')}
            onRetry={() => void tracking.refetch()}
          />
        )}
        {tracking.data && (
          <>
            {tracking.data.tracking_number && (
              <Text size="sm">
                <WithCode
                  text={t('orders.tracking.number', { number: CODE_SLOT })}
                  code={tracking.data.tracking_number}
                />
                {tracking.data.carrier ? ` · ${t('orders.tracking.carrier', { carrier: tracking.data.carrier })}` : ''}
              </Text>
            )}
            <Timeline active={tracking.data.timeline.length - 1} bulletSize={14} lineWidth={2}>
              {tracking.data.timeline.map((step) => (
                <Timeline.Item
                  key={`${step.status}-${step.at}`}
                  title={t(`orders.status.${step.status}`)}
                  color={step.status === 'cancelled' ? 'red' : undefined}
                >
                  <Text size="xs" c="dimmed">
                    {formatDateTime(step.at, language)}
                  </Text>
                  {step.reason && <Text size="xs">{step.reason}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          </>
        )}
      </Stack>
    </Stack>
  );
}
