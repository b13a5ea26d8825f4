import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatMonth } from '../../../lib/format';
import { paymentWayOf } from '../../../../shared/paymentWords';
import { paymentStanding } from '../../../lib/orders';

/** What an order answer says of its payment (every order view carries it). */
export interface OrderPayment {
  payment_method: string;
  harvest_due: string | null;
  amount_paid: number;
  amount_due: number;
  currency?: string;
  overdue?: boolean;
}

/** "Pay at harvest — due October 2026" for a harvest order (nothing for cash on delivery). */
export function HarvestDueLine({ order }: { order: OrderPayment }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (order.payment_method !== 'pay_at_harvest' || !order.harvest_due) return null;
  return (
    <Text size="sm" fw={600} c="leaf.8" data-testid="order-harvest-due" data-month={order.harvest_due}>
      <span aria-hidden>🌾 </span>
      {t('credit.order.dueOn', { month: formatMonth(order.harvest_due, language) })}
    </Text>
  );
}

/** "Paid: 865 EGP" or "Left to pay: 1,250 EGP" (a cash order before delivery, an online one not yet paid). */
function PaymentStandingLine({ order }: { order: OrderPayment }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const standing = paymentStanding(order);
  if (standing.kind === 'none') return null;
  return (
    <Text size="sm" data-testid="order-standing" data-standing={standing.kind} data-amount={standing.amount}>
      {t(standing.kind === 'paid' ? 'credit.order.paid' : 'credit.order.due')}:{' '}
      <b>{price(standing.amount, order.currency)}</b>
    </Text>
  );
}

/**
 * How an order is paid, on its card: the harvest line for a pay-at-harvest order, else "Cash on delivery" or "Paid
 * online" (the same words as the e-mail and the invoice, src/shared/paymentWords.ts); then what was paid or is left.
 */
export function OrderPaymentLine({ order }: { order: OrderPayment }) {
  const { t } = useTranslation();
  const way = paymentWayOf(order);
  return (
    <>
      {way === 'harvest' ? (
        <HarvestDueLine order={order} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="order-payment" data-way={way}>
          <span aria-hidden>{way === 'cod' ? '💵 ' : '💳 '}</span>
          {t(`payment.label.${way}`)}
        </Text>
      )}
      <PaymentStandingLine order={order} />
    </>
  );
}

/** The sentence of a confirmation: "You pay 1,250 ج.م at harvest, by the end of October 2026: nothing is due on delivery." */
export function usePaymentSentence() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (order: OrderPayment, total: string) =>
    t(`payment.youPay.${paymentWayOf(order)}`, {
      total,
      month: order.harvest_due ? formatMonth(order.harvest_due, language) : '',
    });
}

/** A harvest order's payment: the due month, what was paid and what is left (or "Paid in full"). */
export function HarvestPayment({ order }: { order: OrderPayment }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  if (order.payment_method !== 'pay_at_harvest') return null;
  return (
    <Stack gap={2} data-testid="order-harvest-payment" data-amount-due={order.amount_due}>
      <HarvestDueLine order={order} />
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('credit.order.paid')}: <b>{price(order.amount_paid, order.currency)}</b>
        </Text>
        <Text size="sm" aria-hidden>
          ·
        </Text>
        {order.amount_due > 0 ? (
          <Text size="sm">
            {t('credit.order.due')}: <b>{price(order.amount_due, order.currency)}</b>
          </Text>
        ) : (
          <Badge color="leaf" variant="light">
            {t('credit.order.paidInFull')}
          </Badge>
        )}
        {order.overdue && (
          <Badge color="red" variant="filled">
            {t('credit.order.overdue')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
