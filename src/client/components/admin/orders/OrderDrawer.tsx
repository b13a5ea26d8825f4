import { Anchor, Divider, Group, Loader, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderAddress } from '../../../../events/order/order';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { useAdminFormat } from '../../../lib/adminFormat';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminDrawer } from '../common/AdminDrawer';
import { QueryFailure } from '../common/QueryFailure';
import { StatusBadge } from '../common/StatusBadge';
import { OrderStatusControl } from './OrderStatusControl';

type AdminOrder = RouterOutputs['admin']['orders']['get'];

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">
        {address.first_name} {address.last_name}
      </Text>
      <Text size="sm">
        <span className="ltr-run">{address.phone}</span>
      </Text>
      <Text size="sm">{address.address}</Text>
      <Text size="sm">{[address.city, address.postal_code, address.country].filter(Boolean).join(t('admin.common.separator'))}</Text>
    </Stack>
  );
}

/** Who made a step of the timeline: the customer, or an administrator (by account number). */
function useActorName(order: AdminOrder) {
  const { t } = useTranslation();
  return (by: string) => {
    if (by === order.user_id) return t('admin.orders.timeline.byCustomer', { name: `${order.customer.first_name} ${order.customer.last_name}`.trim() });
    if (/^\d+$/.test(by)) return t('admin.orders.timeline.byAdmin', { id: by });
    return t('admin.orders.timeline.bySystem');
  };
}

function OrderBody({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const localised = useLocalisedText();
  const actorName = useActorName(order);
  const row = (label: string, value: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
  return (
    <Stack gap="md" data-testid="admin-order-detail" data-order-id={order.id} data-status={order.status}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('admin.orders.placedAt', { date: fmt.dateTime(order.created_at) })}
        </Text>
        <StatusBadge kind="order" status={order.status} testId="admin-order-status" />
      </Group>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin.orders.changeStatus')}
        </Title>
        <OrderStatusControl order={order} />
      </Stack>
      <Divider />

      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('admin.orders.customer')}
        </Title>
        <Text size="sm">
          {order.customer.first_name} {order.customer.last_name}
        </Text>
        <Text size="sm">
          <Anchor component={Link} href={`/admin/users/${order.customer.id}`} inherit>
            <span className="ltr-run">{order.customer.email}</span>
          </Anchor>
        </Text>
        {order.customer.phone && (
          <Text size="sm">
            <span className="ltr-run">{order.customer.phone}</span>
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin.orders.lines')}
        </Title>
        <Table.ScrollContainer minWidth={420} type="native">
          <Table verticalSpacing={4} data-testid="admin-order-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.orders.lineColumns.product')}</Table.Th>
                <Table.Th>{t('admin.orders.lineColumns.quantity')}</Table.Th>
                <Table.Th>{t('admin.orders.lineColumns.price')}</Table.Th>
                <Table.Th>{t('admin.orders.lineColumns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{localised(line.product.name, line.product.name_ar)}</Table.Td>
                  <Table.Td>{fmt.count(line.quantity)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.money(line.price)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.money(Math.round(line.price * line.quantity * 100) / 100)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2}>
          {row(t('admin.orders.subtotal'), fmt.money(order.subtotal))}
          {order.discount > 0 && row(order.coupon_code ? t('admin.orders.coupon', { code: `\u2068${order.coupon_code}\u2069` }) : t('admin.orders.discount'), `−${fmt.money(order.discount)}`)}
          {row(t('admin.orders.shipping'), order.shipping === 0 ? t('admin.orders.freeShipping') : fmt.money(order.shipping))}
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('admin.orders.total')}</Text>
            <Text fw={700}>{fmt.money(order.total)}</Text>
          </Group>
        </Stack>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressBlock title={t('admin.orders.shippingAddress')} address={order.shipping_address} />
        <AddressBlock title={t('admin.orders.billingAddress')} address={order.billing_address} />
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('admin.orders.payment')}
          </Text>
          <Text size="sm">{order.payment_method === 'cod' ? t('admin.orders.cod') : order.payment_method}</Text>
        </Stack>
        {(order.tracking_number || order.carrier) && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('admin.orders.tracking')}
            </Text>
            <Text size="sm">
              <span className="ltr-run" data-testid="admin-order-tracking">
                {order.tracking_number}
              </span>
            </Text>
            {order.carrier && <Text size="sm">{order.carrier}</Text>}
          </Stack>
        )}
        {order.notes && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('admin.orders.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {order.notes}
            </Text>
          </Stack>
        )}
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin.orders.timeline.title')}
        </Title>
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
              {step.amount !== undefined && <Text size="xs">{t('admin.orders.timeline.amount', { amount: fmt.money(step.amount) })}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Stack>
  );
}

/** An order opened from the admin list: status control, customer, lines, addresses and the timeline from its events. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = trpc.admin.orders.get.useQuery({ id: orderId ?? '' }, { enabled: Boolean(orderId) });
  const title = order.data ? t('admin.orders.drawerTitle', { number: `\u2068${order.data.order_number}\u2069` }) : t('admin.orders.drawerLoading');
  return (
    <AdminDrawer opened={Boolean(orderId)} onClose={onClose} title={title} testId="admin-order-drawer">
      {order.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('admin.orders.loadingOne')}
          </Text>
        </Group>
      )}
      {order.isError && !order.data && <QueryFailure title={t('admin.orders.loadOneFailed')} error={order.error} onRetry={() => void order.refetch()} />}
      {order.data && <OrderBody order={order.data} />}
    </AdminDrawer>
  );
}
