import { FigureTile } from '../FigureTile/FigureTile';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormatPrice } from '../../hooks/useFormatPrice';
import { useLanguage } from '../../hooks/useLanguage';
import { type MyCredit, useMyCredit } from '../../lib/credit';
import { formatMonth } from '../../lib/format';
import { LoadingNote } from '../LoadingNote/LoadingNote';
import { PanelTitle } from '../PanelTitle/PanelTitle';
import { CODE_SLOT, WithCode } from '../CodeText/CodeText';

function HarvestOrders({ orders }: { orders: MyCredit['orders'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = useFormatPrice();
  if (orders.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="credit-no-orders">
        {t('credit.profile.noOrders')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {orders.map((order) => (
        <Card
          key={order.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-testid="credit-order"
          data-order-id={order.id}
          data-month={order.harvest_due}
          data-amount-due={order.amount_due}
        >
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Link href={`/orders/${order.id}`} style={{ fontWeight: 700 }}>
              <WithCode text={t('credit.profile.orderNumber', { number: CODE_SLOT })} code={order.order_number} />
            </Link>
            <Group gap={4}>
              {order.overdue && (
                <Badge color="red" variant="filled" data-testid="credit-order-overdue">
                  {t('credit.profile.overdue')}
                </Badge>
              )}
              {order.amount_due <= 0 && (
                <Badge color="leaf" variant="light">
                  {t('credit.profile.settled')}
                </Badge>
              )}
            </Group>
          </Group>
          <Text size="sm" fw={600} c={order.overdue ? 'red.8' : 'leaf.8'}>
            {t('credit.profile.dueMonth', { month: formatMonth(order.harvest_due, language) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('credit.profile.paid', { amount: price(order.amount_paid) })} ·{' '}
            {t('credit.profile.due', { amount: price(order.amount_due) })}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** The profile's Pay at harvest tab (`credit.mine`): the limit, what is owed, what is left, overdue, the harvest orders. */
export function CreditPanel() {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const query = useMyCredit();
  const credit = query.data;
  return (
    <Stack
      gap="md"
      data-testid="credit-panel"
      data-state={
        query.isPending
          ? 'loading'
          : query.isError && !credit
            ? 'error'
            : credit && credit.limit <= 0 && credit.orders.length === 0
              ? 'empty'
              : 'loaded'
      }
    >
      <PanelTitle title={t('credit.profile.title')} subtitle={t('credit.profile.intro')} gap={4} />
      {query.isPending && <LoadingNote>{t('credit.profile.loading')}</LoadingNote>}
      {query.isError && !credit && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('credit.profile.loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('credit.profile.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {credit && credit.limit <= 0 && credit.orders.length === 0 && (
        <Paper withBorder radius="md" p="md" data-testid="credit-empty">
          <Stack gap="xs" align="center" ta="center">
            <Text fz={36} lh={1} aria-hidden>
              🌾
            </Text>
            <Title order={3} size="h5">
              {t('credit.profile.emptyTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('credit.profile.emptyBody')}
            </Text>
          </Stack>
        </Paper>
      )}
      {credit && (credit.limit > 0 || credit.orders.length > 0) && (
        <>
          <SimpleGrid cols={2} spacing="xs">
            <FigureTile label={t('credit.profile.limit')} value={price(credit.limit)} testId="credit-limit" />
            <FigureTile
              label={t('credit.profile.outstanding')}
              value={price(credit.outstanding)}
              testId="credit-outstanding"
            />
            <FigureTile
              label={t('credit.profile.available')}
              value={price(credit.available)}
              color="leaf.8"
              testId="credit-available"
            />
            <FigureTile
              label={t('credit.profile.overdueAmount')}
              value={price(credit.overdue_amount)}
              color={credit.overdue_amount > 0 ? 'red.8' : undefined}
              testId="credit-overdue"
            />
          </SimpleGrid>
          {credit.over_limit && (
            <Alert color="orange" variant="light">
              {t('credit.profile.overLimit')}
            </Alert>
          )}
          <Title order={3} size="h5">
            {t('credit.profile.ordersTitle')}
          </Title>
          <HarvestOrders orders={credit.orders} />
        </>
      )}
    </Stack>
  );
}
