import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../events/order/order';
import { useAdminNotify } from '../../../lib/adminMessages';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../lib/trpc';
import { openReasonModal } from '../common/ReasonModal';

type AdminOrder = RouterOutputs['admin']['orders']['get'];
type StatusChange = RouterInputs['admin']['orders']['updateStatus'];

const MOVE_COLORS: Partial<Record<OrderStatus, string>> = { cancelled: 'red', refunded: 'gray', delivered: 'green' };

/** Tracking number (required) and carrier (optional) for shipped. */
function ShipForm({ onSubmit, onCancel }: { onSubmit: (tracking: string, carrier: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tracking.trim()) {
      setError(t('adminMessages.trackingRequired'));
      return;
    }
    onSubmit(tracking.trim(), carrier.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('admin.orders.ship.tracking')}
          value={tracking}
          onChange={(event) => {
            setTracking(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={100}
          required
          dir="ltr"
          data-autofocus
          data-testid="ship-tracking"
        />
        <TextInput
          label={t('admin.orders.ship.carrier')}
          placeholder={t('admin.orders.ship.carrierPlaceholder')}
          value={carrier}
          onChange={(event) => setCarrier(event.currentTarget.value)}
          maxLength={100}
          data-testid="ship-carrier"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('admin.common.back')}
          </Button>
          <Button type="submit" data-testid="ship-confirm">
            {t('admin.orders.ship.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The amount to refund (EGP): the whole total unless a smaller amount is given. */
function RefundForm({ total, onSubmit, onCancel }: { total: number; onSubmit: (amount: number | undefined) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>(total);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(typeof amount === 'number' && amount > 0 && amount !== total ? amount : undefined);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={t('admin.orders.refund.amount')}
          description={t('admin.orders.refund.hint')}
          value={amount}
          onChange={setAmount}
          min={0.01}
          max={total}
          decimalScale={2}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('admin.common.back')}
          </Button>
          <Button type="submit" color="gray">
            {t('admin.orders.refund.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The moves an order allows, as the server lists them (`next_statuses`): a plain move asks for confirmation, shipped
 * asks for the tracking number and carrier, cancelled for a reason, refunded for the amount. A move the server refuses
 * is reported with its reason, and the order is read again.
 */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const update = trpc.admin.orders.updateStatus.useMutation();
  const statusName = (status: OrderStatus) => t(`admin.status.order.${status}`);
  const number = `\u2068${order.order_number}\u2069`;

  const move = async (change: StatusChange) => {
    try {
      const answer = await update.mutateAsync(change);
      utils.admin.orders.get.setData({ id: order.id }, answer.order);
      notify.success(t('admin.orders.moved', { number, status: statusName(answer.order.status) }));
    } catch (error) {
      notify.failure(t('admin.orders.moveFailed', { number }), error);
    } finally {
      void utils.admin.orders.get.invalidate({ id: order.id });
      void utils.admin.orders.list.invalidate();
    }
  };

  const ask = (status: OrderStatus) => {
    const title = t('admin.orders.moveTitle', { number, status: statusName(status) });
    if (status === 'shipped') {
      const modalId = `ship-${order.id}`;
      modals.open({
        modalId,
        title,
        children: (
          <ShipForm
            onCancel={() => modals.close(modalId)}
            onSubmit={(tracking_number, carrier) => {
              modals.close(modalId);
              void move({ id: order.id, status, tracking_number, ...(carrier ? { carrier } : {}) });
            }}
          />
        ),
      });
    } else if (status === 'cancelled') {
      openReasonModal({
        title,
        label: t('admin.orders.cancelReason'),
        description: t('admin.orders.cancelHint'),
        confirmLabel: t('admin.orders.cancelConfirm'),
        requiredMessage: t('admin.orders.cancelReasonRequired'),
        onSubmit: (reason) => void move({ id: order.id, status, reason }),
      });
    } else if (status === 'refunded') {
      const modalId = `refund-${order.id}`;
      modals.open({
        modalId,
        title,
        children: (
          <RefundForm
            total={order.total}
            onCancel={() => modals.close(modalId)}
            onSubmit={(amount) => {
              modals.close(modalId);
              void move({ id: order.id, status, ...(amount === undefined ? {} : { amount }) });
            }}
          />
        ),
      });
    } else {
      modals.openConfirmModal({
        title,
        children: <Text size="sm">{t('admin.orders.moveBody', { number, status: statusName(status) })}</Text>,
        labels: { confirm: t('admin.orders.moveTo', { status: statusName(status) }), cancel: t('admin.common.back') },
        confirmProps: { 'data-testid': 'confirm-move' } as never,
        onConfirm: () => void move({ id: order.id, status }),
      });
    }
  };

  if (order.next_statuses.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="order-no-moves">
        {t('admin.orders.noMoves', { status: statusName(order.status) })}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" data-testid="order-moves">
      {order.next_statuses.map((status) => (
        <Button
          key={status}
          color={MOVE_COLORS[status]}
          variant={status === 'cancelled' || status === 'refunded' ? 'light' : 'filled'}
          onClick={() => ask(status)}
          loading={update.isPending && update.variables?.status === status}
          disabled={update.isPending}
          data-testid={`order-move-${status}`}
        >
          {t('admin.orders.moveTo', { status: statusName(status) })}
        </Button>
      ))}
    </Group>
  );
}
