import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZPaymentForm } from '../../../../shared/credit';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { creditRefusal } from '../../../lib/credit';
import { trpc } from '../../../lib/trpc';
import { AmountNoteFields } from '../common/AmountNoteFields';
import { PRIMARY_ACTION, PRIMARY_HEIGHT } from '../common/primaryAction';

interface RecordPaymentProps {
  order: { id: string; order_number: string; amount_due: number };
  /** After a payment is recorded (the lists are read again by then). */
  onRecorded?: () => void;
}

/**
 * "Record payment" for a pay-at-harvest order: a small form (amount prefilled with what the order owes, a part payment
 * allowed, a note); the server's refusal (more than it owes) is shown in the form, which stays open.
 */
export function RecordPaymentButton({ order, onRecorded }: RecordPaymentProps) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const record = trpc.admin.orders.recordPayment.useMutation();
  const [opened, setOpened] = useState(false);
  const [amount, setAmount] = useState<number | string>(order.amount_due);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const number = `\u2068${order.order_number}\u2069`;

  const open = () => {
    setAmount(order.amount_due);
    setNote('');
    setInvalid(null);
    setFailure(null);
    setOpened(true);
  };

  const submit = async () => {
    setFailure(null);
    const parsed = ZPaymentForm.safeParse({ amount: typeof amount === 'number' ? amount : Number.NaN, note });
    if (!parsed.success) {
      setInvalid(t('credit.payment.amountInvalid'));
      return;
    }
    setInvalid(null);
    try {
      const answer = await record.mutateAsync({
        id: order.id,
        amount: parsed.data.amount,
        note: parsed.data.note ?? undefined,
      });
      const left = answer.payment.amount_due;
      notify.success(
        left > 0
          ? t('credit.payment.recorded', { amount: fmt.money(parsed.data.amount), number, left: fmt.money(left) })
          : t('credit.payment.recordedFull', { amount: fmt.money(parsed.data.amount), number }),
      );
      setOpened(false);
      onRecorded?.();
    } catch (error) {
      setFailure(creditRefusal(error, t, fmt.money) ?? notify.reasonOf(error));
    } finally {
      void utils.admin.receivables.list.invalidate();
      void utils.admin.orders.invalidate();
      void utils.admin.users.credit.invalidate();
    }
  };

  return (
    <>
      <Button size="xs" variant="light" onClick={open} data-testid="record-payment" data-order-id={order.id}>
        {t('credit.payment.record')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('credit.payment.title', { number })}
        centered
        closeButtonProps={{ size: 'xl' }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          data-testid="record-payment-form"
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('credit.payment.owes', { amount: fmt.money(order.amount_due) })}
            </Text>
            <AmountNoteFields
              amount={{
                label: t('credit.payment.amountLabel'),
                hint: t('credit.payment.amountHint'),
                value: amount,
                onChange: setAmount,
                min: 0.01,
                error: invalid,
                testId: 'record-payment-amount',
                autoFocus: true,
              }}
              note={{
                label: t('credit.payment.noteLabel'),
                placeholder: t('credit.payment.notePlaceholder'),
                value: note,
                onChange: setNote,
                testId: 'record-payment-note',
              }}
              disabled={record.isPending}
            />
            {failure && (
              <Alert color="red" role="alert" title={t('credit.payment.failed')} data-testid="record-payment-error">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)} disabled={record.isPending} h={PRIMARY_HEIGHT}>
                {t('credit.payment.cancel')}
              </Button>
              <Button type="submit" loading={record.isPending} data-testid="record-payment-submit" {...PRIMARY_ACTION}>
                {t('credit.payment.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
