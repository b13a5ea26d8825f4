import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ONLINE_METHODS, type OnlineMethod } from '../../../../shared/payments';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { trpc } from '../../../lib/trpc';
import { CODE_SLOT, WithCode } from '../../CodeText/CodeText';

/*
 * Paying online at checkout and after it: the methods the shop offers now (card and wallet through Paymob,
 * a Fawry reference), the card 'Coming soon' when no provider is configured; the Fawry reference to pay at a kiosk;
 * paying again with another method.
 */

/** The online methods offered now (none until the server says). */
export function useOnlineMethods(): OnlineMethod[] {
  return trpc.payments.options.useQuery(undefined, { staleTime: 5 * 60_000 }).data?.methods ?? [];
}

/** The radios of the online methods inside the checkout's payment group: only the configured ones; else the card 'Coming soon'. */
export function OnlineMethodRadios({ disabled }: { disabled?: boolean | undefined }) {
  const { t } = useTranslation();
  const methods = useOnlineMethods();
  if (methods.length === 0)
    return <Radio value="card" label={t('checkout.card')} description={t('checkout.comingSoon')} disabled />;
  return (
    <>
      {ONLINE_METHODS.filter((m) => methods.includes(m)).map((m) => (
        <Radio
          key={m}
          value={m}
          label={t(`onlinePayment.method.${m}`)}
          description={t(`onlinePayment.hint.${m}`)}
          disabled={disabled}
          data-testid={`payment-${m}`}
        />
      ))}
    </>
  );
}

interface PaymentFacts {
  state: string;
  fawry_reference: string | null;
  amount: number;
  redirect_url: string | null;
}

/** Where an online order's payment stands, in words: paid, awaiting (the Fawry reference to pay), failed. */
export function OnlinePaymentStatus({
  payment,
  currency,
}: {
  payment: PaymentFacts | null | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  if (!payment)
    return (
      <Text data-testid="payment-state" data-state="none">
        {t('onlinePayment.notStarted')}
      </Text>
    );
  if (payment.state === 'paid' || payment.state === 'refunded' || payment.state === 'partially_refunded') {
    return (
      <Alert color="leaf" variant="light" data-testid="payment-state" data-state={payment.state}>
        {t(`onlinePayment.state.${payment.state}`, { amount: price(payment.amount, currency) })}
      </Alert>
    );
  }
  if (payment.state === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="payment-state" data-state="failed">
        {t('onlinePayment.state.failed')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="payment-state" data-state="awaiting">
      {payment.fawry_reference ? (
        <Text fw={600}>
          <WithCode
            text={t('onlinePayment.fawryReference', { amount: price(payment.amount, currency), reference: CODE_SLOT })}
            code={payment.fawry_reference}
            testId="fawry-reference"
          />
        </Text>
      ) : (
        <Text>{t('onlinePayment.state.awaiting')}</Text>
      )}
    </Stack>
  );
}

/** Pay again (after a failure or an abandoned page): one button per offered method; a Paymob page opens at once. */
export function PayAgain({ orderId, onStarted }: { orderId: string; onStarted?: () => void }) {
  const { t } = useTranslation();
  const methods = useOnlineMethods();
  const pay = trpc.payments.pay.useMutation({
    onSuccess: (order) => {
      if (order.payment?.redirect_url) window.location.assign(order.payment.redirect_url);
      else onStarted?.();
    },
  });
  if (methods.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('onlinePayment.payAgain')}</Text>
      <Group gap="xs" wrap="wrap">
        {methods.map((m) => (
          <Button
            key={m}
            variant="light"
            loading={pay.isPending && pay.variables?.method === m}
            onClick={() => pay.mutate({ id: orderId, method: m })}
            data-testid={`pay-again-${m}`}
          >
            {t(`onlinePayment.method.${m}`)}
          </Button>
        ))}
      </Group>
      {pay.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('onlinePayment.payAgainFailed')}
        </Alert>
      )}
    </Stack>
  );
}
