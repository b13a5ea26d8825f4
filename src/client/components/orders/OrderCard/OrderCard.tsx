import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { formatDateTime } from '../../../lib/format';
import { OrderPaymentLine } from '../HarvestPayment/HarvestPayment';
import { canCancel, canTrack, isDelivered, type OrderSummary, STATUS_COLORS } from '../../../lib/orders';
import { CODE_SLOT, WithCode } from '../../CodeText/CodeText';
import { isolated, keptTogether } from '../../../../shared/readingOrder';

const ITEMS_SHOWN = 3;

export interface OrderCardActions {
  onView: () => void;
  onCancel: () => void;
  onInvoice: () => void;
  onReorder: () => void;
  onTrack: () => void;
  busy: { cancel: boolean; invoice: boolean };
}

interface OrderCardProps {
  order: OrderSummary;
  opened: boolean;
  actions: OrderCardActions;
  /** The order's details, shown inside the card when it is the one opened (/orders/{id}). */
  children?: ReactNode;
}

/** An order in My Orders: number, date, status, total, three items then 'and N more item(s)', and its actions. */
export function OrderCard({ order, opened, actions, children }: OrderCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = useFormatPrice();
  const localised = useLocalisedText();
  const more = order.items.length - ITEMS_SHOWN;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700} data-testid="order-number">
            <WithCode text={t('orders.orderNumber', { number: CODE_SLOT })} code={order.order_number} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('orders.placedOn', { date: isolated(keptTogether(formatDateTime(order.created_at, language))) })}
          </Text>
          <OrderPaymentLine order={order} />
        </Stack>
        <Group gap="sm">
          <Badge color={STATUS_COLORS[order.status]} variant="light" data-testid="order-status">
            {t(`orders.status.${order.status}`)}
          </Badge>
          <Text fw={700}>{price(order.total, order.currency)}</Text>
        </Group>
      </Group>

      <Stack gap={2} mt="sm">
        {order.items.slice(0, ITEMS_SHOWN).map((item) => (
          <Text key={item.id} size="sm">
            {t('orders.itemLine', {
              name: localised(item.product.name, item.product.name_ar) || t('orders.unknownProduct'),
              quantity: item.quantity,
            })}
          </Text>
        ))}
        {more > 0 && (
          <Text size="sm" c="dimmed">
            {t('orders.moreItems', { count: more })}
          </Text>
        )}
      </Stack>

      <Group gap="xs" mt="md" wrap="wrap">
        <Button size="sm" variant={opened ? 'filled' : 'light'} onClick={actions.onView} aria-expanded={opened}>
          {opened ? t('orders.actions.hideDetails') : t('orders.actions.viewDetails')}
        </Button>
        {canTrack(order.status) && (
          <Button size="sm" variant="default" onClick={actions.onTrack}>
            {t('orders.actions.track')}
          </Button>
        )}
        {isDelivered(order.status) && (
          <>
            <Button size="sm" variant="default" onClick={actions.onInvoice} loading={actions.busy.invoice}>
              {t('orders.actions.invoice')}
            </Button>
            <Button size="sm" variant="default" onClick={actions.onReorder}>
              {t('orders.actions.reorder')}
            </Button>
          </>
        )}
        {canCancel(order.status) && (
          <Button size="sm" variant="subtle" color="red" onClick={actions.onCancel} loading={actions.busy.cancel}>
            {t('orders.actions.cancel')}
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}
