import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../lib/adminFormat';
import { serverMessage } from '../../../lib/errors';
import { type RouterOutputs, trpc } from '../../../lib/trpc';

type AdminOrder = RouterOutputs['admin']['orders']['get'];

/**
 * An online order's payment in the admin's order drawer: provider, state, paid and refunded amounts apart,
 * and a refund through the provider, whole or in part, never above what is left (the server checks it again).
 */
export function OnlineRefund({ order, onRefunded }: { order: AdminOrder; onRefunded: () => void }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const payment = order.payment;
  const left = payment ? Math.round((payment.paid_amount - payment.refunded_amount) * 100) / 100 : 0;
  const [amount, setAmount] = useState<number | string>(left);
  const refund = trpc.payments.refund.useMutation({ onSuccess: onRefunded });
  if (!payment) return <Text size="sm">{t('admin.orders.online.notStarted')}</Text>;
  const refundable = (payment.state === 'paid' || payment.state === 'partially_refunded') && left > 0;
  return (
    <Stack gap={6} data-testid="admin-online-payment" data-state={payment.state}>
      <Text size="sm">
        {t('admin.orders.online.summary', {
          provider: payment.provider === 'paymob' ? 'Paymob' : 'Fawry',
          state: t(`admin.orders.online.state.${payment.state}`),
        })}
      </Text>
      <Text size="sm">{t('admin.orders.online.paid', { amount: fmt.money(payment.paid_amount) })}</Text>
      {payment.refunded_amount > 0 && (
        <Text size="sm">{t('admin.orders.online.refunded', { amount: fmt.money(payment.refunded_amount) })}</Text>
      )}
      {payment.fawry_reference && (
        <Text size="sm">{t('admin.orders.online.reference', { reference: payment.fawry_reference })}</Text>
      )}
      {refundable && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('admin.orders.online.amount')}
            min={0.01}
            max={left}
            decimalScale={2}
            value={amount}
            onChange={setAmount}
            w={140}
            data-testid="admin-refund-amount"
          />
          <Button
            variant="light"
            color="red"
            loading={refund.isPending}
            onClick={() => refund.mutate({ id: order.id, amount: Number(amount) })}
            data-testid="admin-refund"
          >
            {t('admin.orders.online.refund')}
          </Button>
        </Group>
      )}
      {refund.isError && (
        <Alert color="red" variant="light" role="alert">
          {serverMessage(refund.error) ?? t('admin.orders.online.failed')}
        </Alert>
      )}
      {refund.isSuccess && (
        <Text size="sm" c="leaf" data-testid="admin-refund-done">
          {refund.data.message}
        </Text>
      )}
    </Stack>
  );
}
