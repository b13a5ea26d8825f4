import { Anchor, Divider, Group, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderAddress } from '../../../../shared/orders';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { useAdminFormat } from '../../../lib/adminFormat';
import { joinList } from '../../../lib/format';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AddressBlock, DetailBlock, SummaryLine } from '../../orders/OrderDetails/OrderDetailBlocks';
import { HarvestPayment } from '../../orders/HarvestPayment/HarvestPayment';
import { AdminDrawer } from '../common/AdminDrawer';
import { RecordPaymentButton } from '../receivables/RecordPaymentButton';
import { QueryView } from '../common/QueryView';
import { StatusBadge } from '../common/StatusBadge';
import { OrderStatusControl } from './OrderStatusControl';
import { OnlineRefund } from './OnlineRefund';
import { countryName } from '../../../lib/countryName';
import { CODE_SLOT, CodeText, WithCode } from '../../CodeText/CodeText';

type AdminOrder = RouterOutputs['admin']['orders']['get'];

/** An address as the administrator reads it: the place in one line. */
function AdminAddress({ title, address }: { title: string; address: OrderAddress }) {
  const { t } = useTranslation();
  const { language } = useAdminFormat();
  const place = joinList(
    [address.city, address.postal_code, address.country && countryName(t, address.country)].filter(
      (part): part is string => Boolean(part),
    ),
    language,
  );
  return <AddressBlock title={title} address={address} place={place} />;
}

/** A part of the opened order under its heading. */
function Section({ title, gap = 'xs', children }: { title: string; gap?: 'xs' | number; children: ReactNode }) {
  return (
    <Stack gap={gap}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Who made a step of the timeline: the customer, or an administrator (by account number). */
function useActorName(order: AdminOrder) {
  const { t } = useTranslation();
  return (by: string) => {
    if (by === order.user_id)
      return t('admin.orders.timeline.byCustomer', {
        name: `${order.customer.first_name} ${order.customer.last_name}`.trim(),
      });
    if (/^\d+$/.test(by)) return t('admin.orders.timeline.byAdmin', { id: by });
    return t('admin.orders.timeline.bySystem');
  };
}

function OrderBody({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const localised = useLocalisedText();
  const actorName = useActorName(order);
  const utils = trpc.useUtils();
  return (
    <Stack gap="md" data-testid="admin-order-detail" data-order-id={order.id} data-status={order.status}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('admin.orders.placedAt', { date: fmt.dateTime(order.created_at) })}
        </Text>
        <StatusBadge kind="order" status={order.status} testId="admin-order-status" />
      </Group>

      <Section title={t('admin.orders.changeStatus')}>
        <OrderStatusControl order={order} />
      </Section>
      <Divider />

      <Section title={t('admin.orders.customer')} gap={2}>
        <Text size="sm">
          {order.customer.first_name} {order.customer.last_name}
        </Text>
        <Text size="sm">
          <Anchor
            component={Link}
            href={`/admin/users/${order.customer.id}`}
            inherit
            display="inline-flex"
            mih={24}
            maw="100%"
            style={{ alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            <span className="ltr-run">{order.customer.email ?? order.customer.phone}</span>
          </Anchor>
        </Text>
        {order.customer.phone && (
          <Text size="sm">
            <CodeText>{order.customer.phone}</CodeText>
          </Text>
        )}
      </Section>

      <Section title={t('admin.orders.lines')}>
        {/* Fits a phone's width: the product's name wraps, the figures stay whole (the unit price under the quantity). */}
        <Table verticalSpacing={4} horizontalSpacing={6} layout="auto" data-testid="admin-order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.orders.lineColumns.product')}</Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('admin.orders.lineColumns.quantity')}</Table.Th>
              <Table.Th visibleFrom="xs">{t('admin.orders.lineColumns.price')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t('admin.orders.lineColumns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((line) => (
              <Table.Tr key={line.id} data-testid="admin-order-line">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {localised(line.product.name, line.product.name_ar)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
                    {fmt.count(line.quantity)}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                    {t('admin.orders.linePrice', { price: fmt.money(line.price) })}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                  {fmt.money(line.price)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
                  {fmt.money(Math.round(line.price * line.quantity * 100) / 100)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={2}>
          <SummaryLine label={t('admin.orders.subtotal')} value={fmt.money(order.subtotal)} />
          {order.discount > 0 && (
            <SummaryLine
              label={
                order.coupon_code
                  ? t('admin.orders.coupon', { code: `\u2068${order.coupon_code}\u2069` })
                  : t('admin.orders.discount')
              }
              value={`−${fmt.money(order.discount)}`}
            />
          )}
          <SummaryLine
            label={t('admin.orders.shipping')}
            value={order.shipping === 0 ? t('admin.orders.freeShipping') : fmt.money(order.shipping)}
          />
          <SummaryLine label={t('admin.orders.total')} value={fmt.money(order.total)} total />
        </Stack>
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AdminAddress title={t('admin.orders.shippingAddress')} address={order.shipping_address} />
        <AdminAddress title={t('admin.orders.billingAddress')} address={order.billing_address} />
        <DetailBlock title={t('admin.orders.payment')}>
          {order.payment_method === 'pay_at_harvest' ? (
            <Stack gap={4} align="flex-start">
              <HarvestPayment order={order} />
              {order.amount_due > 0 && (
                <RecordPaymentButton
                  order={order}
                  onRecorded={() => void utils.admin.orders.get.invalidate({ id: order.id })}
                />
              )}
            </Stack>
          ) : order.payment_method === 'cod' ? (
            <Text size="sm">{t('admin.orders.cod')}</Text>
          ) : (
            <OnlineRefund order={order} onRefunded={() => void utils.admin.orders.get.invalidate({ id: order.id })} />
          )}
        </DetailBlock>
        {(order.tracking_number || order.carrier) && (
          <DetailBlock title={t('admin.orders.tracking')}>
            <Text size="sm">
              <span className="ltr-run" data-testid="admin-order-tracking">
                {order.tracking_number}
              </span>
            </Text>
            {order.carrier && <Text size="sm">{order.carrier}</Text>}
          </DetailBlock>
        )}
        {order.notes && (
          <DetailBlock title={t('admin.orders.notes')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {order.notes}
            </Text>
          </DetailBlock>
        )}
      </SimpleGrid>

      <Section title={t('admin.orders.timeline.title')}>
        <Timeline active={order.timeline.length - 1} bulletSize={14} lineWidth={2} data-testid="admin-order-timeline">
          {order.timeline.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a timeline only grows at its end
            <Timeline.Item key={index} title={t(`admin.status.order.${step.status}`)} data-status={step.status}>
              <Text size="xs" c="dimmed">
                {fmt.dateTime(step.at)} · {actorName(step.by)}
              </Text>
              {step.tracking_number && (
                <Text size="xs">
                  {t('admin.orders.timeline.tracking', { number: `\u2068${step.tracking_number}\u2069` })}
                  {step.carrier ? ` · ${step.carrier}` : ''}
                </Text>
              )}
              {step.reason && <Text size="xs">{t('admin.orders.timeline.reason', { reason: step.reason })}</Text>}
              {step.amount !== undefined && (
                <Text size="xs">{t('admin.orders.timeline.amount', { amount: fmt.money(step.amount) })}</Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Section>
    </Stack>
  );
}

/** An order opened from the admin list: status control, customer, lines, addresses and the timeline from its events. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = trpc.admin.orders.get.useQuery({ id: orderId ?? '' }, { enabled: Boolean(orderId) });
  const title = order.data ? (
    <WithCode text={t('admin.orders.drawerTitle', { number: CODE_SLOT })} code={order.data.order_number} />
  ) : (
    t('admin.orders.drawerLoading')
  );
  return (
    <AdminDrawer opened={Boolean(orderId)} onClose={onClose} title={title} testId="admin-order-drawer">
      <QueryView
        query={order}
        loadingText={t('admin.orders.loadingOne')}
        failureTitle={t('admin.orders.loadOneFailed')}
      >
        {(data) => <OrderBody order={data} />}
      </QueryView>
    </AdminDrawer>
  );
}
