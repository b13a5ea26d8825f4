import { Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { OnlinePaymentStatus, PayAgain } from '../components/orders/OnlinePayment/OnlinePayment';
import { usePageTitle } from '../hooks/usePageTitle';
import { trpc } from '../lib/trpc';

/** How often the page asks again while the provider's word has not come (ms), and for how long at most. */
const POLL_MS = 2000;

/**
 * /orders/{id}/payment: where Paymob's page sends the grower back (its redirection URL). The result shown is the
 * server's — the order's payment as the provider's verified notification recorded it, asked again every 2 seconds while
 * it is awaited — never the redirect's own query. Paid: said, with the order. Failed: pay again with another method.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams<{ orderId: string }>();
  usePageTitle(t('onlinePayment.resultTitle'));
  const order = trpc.orders.get.useQuery(
    { id: orderId },
    {
      refetchInterval: (query) =>
        query.state.data?.payment?.state === 'awaiting' && query.state.dataUpdateCount < 45 ? POLL_MS : false,
    },
  );
  const data = order.data;
  return (
    <Container size="sm" py="xl" data-testid="payment-result">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('onlinePayment.resultTitle')}
          </Title>
          {order.isPending && <Loader size="sm" aria-label={t('onlinePayment.checking')} />}
          {order.isError && <Text c="red">{t('onlinePayment.loadFailed')}</Text>}
          {data && (
            <>
              <Text>{t('onlinePayment.orderNumber', { number: data.order_number })}</Text>
              <OnlinePaymentStatus payment={data.payment} currency={data.currency} />
              {data.payment?.state === 'awaiting' && !data.payment.fawry_reference && (
                <Text size="sm" c="dimmed">
                  {t('onlinePayment.checking')}
                </Text>
              )}
              {data.status === 'pending' && (!data.payment || data.payment.state === 'failed') && (
                <PayAgain orderId={data.id} onStarted={() => void order.refetch()} />
              )}
              <Anchor component={Link} href={`/orders/${data.id}`} data-testid="payment-result-order">
                {t('onlinePayment.viewOrder')}
              </Anchor>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
