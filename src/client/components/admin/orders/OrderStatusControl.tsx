import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../shared/orders';
import { useAdminNotify } from '../../../lib/adminMessages';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../lib/trpc';
import { useConfirmModal } from '../common/ConfirmButton';
import { FormButtons } from '../common/FormButtons';
import { openFormModal } from '../common/openFormModal';
import { openReasonModal } from '../common/ReasonModal';
import { useRequiredField } from '../common/useRequiredField';
import { PRIMARY_ACTION } from '../common/primaryAction';
import { westernDigitsInput } from '../../../lib/digitsInput';

type AdminOrder = RouterOutputs['admin']['orders']['get'];
type StatusChange = RouterInputs['admin']['orders']['updateStatus'];

const MOVE_COLORS: Partial<Record<OrderStatus, string>> = { cancelled: 'red', refunded: 'gray', delivered: 'green' };

/** Tracking number (required) and carrier (optional) for shipped. */
function ShipForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (tracking: string, carrier: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tracking = useRequiredField(t('adminMessages.trackingRequired'));
  const [carrier, setCarrier] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = tracking.take();
    if (number) onSubmit(number, carrier.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('admin.orders.ship.tracking')}
          {...tracking.fieldProps}
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
        <FormButtons onCancel={onCancel} testId="ship-confirm">
          {t('admin.orders.ship.confirm')}
        </FormButtons>
      </Stack>
    </form>
  );
}

/** The amount to refund (EGP): the whole total unless a smaller amount is given. */
function RefundForm({
  total,
  onSubmit,
  onCancel,
}: {
  total: number;
  onSubmit: (amount: number | undefined) => void;
  onCancel: () => void;
}) {
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
          {...westernDigitsInput}
          label={t('admin.orders.refund.amount')}
          description={t('admin.orders.refund.hint')}
          value={amount}
          onChange={setAmount}
          min={0.01}
          max={total}
          decimalScale={2}
          data-autofocus
        />
        <FormButtons onCancel={onCancel} color="gray">
          {t('admin.orders.refund.confirm')}
        </FormButtons>
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
  const confirm = useConfirmModal();
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
      openFormModal({
        modalId: `ship-${order.id}`,
        title,
        form: (close) => (
          <ShipForm
            onCancel={close}
            onSubmit={(tracking_number, carrier) => {
              close();
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
      openFormModal({
        modalId: `refund-${order.id}`,
        title,
        form: (close) => (
          <RefundForm
            total={order.total}
            onCancel={close}
            onSubmit={(amount) => {
              close();
              void move({ id: order.id, status, ...(amount === undefined ? {} : { amount }) });
            }}
          />
        ),
      });
    } else {
      confirm({
        title,
        body: t('admin.orders.moveBody', { number, status: statusName(status) }),
        confirmLabel: t('admin.orders.moveTo', { status: statusName(status) }),
        confirmTestId: 'confirm-move',
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
          {...PRIMARY_ACTION}
        >
          {t('admin.orders.moveTo', { status: statusName(status) })}
        </Button>
      ))}
    </Group>
  );
}
