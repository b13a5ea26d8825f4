import { FigureTile } from '../../FigureTile/FigureTile';
import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAdminFormat } from '../../../lib/adminFormat';
import { useAdminNotify } from '../../../lib/adminMessages';
import { formatMonth } from '../../../lib/format';
import { saveFile } from '../../../lib/files';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { RankingChart } from '../charts/AdminCharts';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { QueryView } from '../common/QueryView';
import { RefreshButton } from '../common/RefreshButton';
import { RecordPaymentButton } from './RecordPaymentButton';
import { PRIMARY_HEIGHT } from '../common/primaryAction';
import { CODE_SLOT, WithCode } from '../../CodeText/CodeText';

type Receivables = RouterOutputs['admin']['receivables']['list'];
type Customer = Receivables['customers'][number];

/** One customer who owes: what, against which limit, by due month, each order with its Record payment. */
function CustomerCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const name = `${customer.name}`.trim() || customer.email || customer.phone || '';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="receivable-customer"
      data-user-id={customer.user_id}
      data-outstanding={customer.outstanding}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap={4}>
        <Stack gap={0} miw={0}>
          <Anchor
            component={Link}
            href={`/admin/users/${customer.user_id}`}
            fw={700}
            display="inline-flex"
            mih={24}
            style={{ alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            {name}
          </Anchor>
          <Text size="xs" c="dimmed" className="ltr-run">
            {customer.phone ?? customer.email}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {t('credit.receivables.owes', { amount: fmt.money(customer.outstanding) })}
          </Text>
          {customer.overdue_amount > 0 && (
            <Text size="sm" c="red.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {t('credit.receivables.overdueAmount', { amount: fmt.money(customer.overdue_amount) })}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('credit.receivables.limit', { amount: fmt.money(customer.limit) })}
          </Text>
        </Stack>
      </Group>
      <Stack gap="xs" mt="xs">
        {customer.months.map((month) => (
          <Stack key={month.month} gap={4} data-testid="receivable-month" data-month={month.month}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('credit.receivables.monthDue', {
                  month: formatMonth(month.month, fmt.language),
                  amount: fmt.money(month.amount_due),
                })}
              </Text>
              {month.overdue && (
                <Badge color="red" size="sm" variant="filled">
                  {t('credit.receivables.overdueBadge')}
                </Badge>
              )}
            </Group>
            {month.orders.map((order) => (
              <Group
                key={order.id}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                ps="sm"
                style={{ borderInlineStart: `3px solid var(--mantine-color-${order.overdue ? 'red' : 'gray'}-3)` }}
                data-testid="receivable-order"
                data-order-id={order.id}
                data-amount-due={order.amount_due}
              >
                <Stack gap={0} miw={0}>
                  <Anchor
                    component={Link}
                    href={`/admin/orders/${order.id}`}
                    size="sm"
                    fw={600}
                    display="inline-flex"
                    mih={24}
                    style={{ alignItems: 'center' }}
                  >
                    <WithCode text={t('credit.receivables.order', { number: CODE_SLOT })} code={order.order_number} />
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('credit.receivables.orderFigures', {
                      total: fmt.money(order.total),
                      paid: fmt.money(order.amount_paid),
                      due: fmt.money(order.amount_due),
                    })}
                  </Text>
                </Stack>
                <RecordPaymentButton order={order} />
              </Group>
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function ReceivablesBody({ data }: { data: Receivables }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const chartData = data.totals.by_month.map((m) => ({
    month: formatMonth(m.month, fmt.language),
    amount_due: m.amount_due,
  }));
  return (
    <Stack gap="md" data-testid="receivables-list" data-customers={data.customers.length}>
      <Text size="xs" c="dimmed">
        {t('credit.receivables.asOf', { date: fmt.day(data.as_of) })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <FigureTile
          label={t('credit.receivables.outstanding')}
          value={fmt.money(data.totals.outstanding)}
          testId="receivables-outstanding"
        />
        <FigureTile
          label={t('credit.receivables.overdue')}
          value={fmt.money(data.totals.overdue)}
          color={data.totals.overdue > 0 ? 'red.8' : undefined}
          testId="receivables-overdue"
        />
        <FigureTile
          label={t('credit.receivables.customers')}
          value={fmt.count(data.totals.customers)}
          testId="receivables-customers"
        />
        <FigureTile
          label={t('credit.receivables.orders')}
          value={fmt.count(data.totals.orders)}
          testId="receivables-orders"
        />
      </SimpleGrid>
      {data.customers.length === 0 ? (
        <Paper withBorder radius="md" p="lg" ta="center" data-testid="receivables-empty">
          <Text c="dimmed">{t('credit.receivables.empty')}</Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="md" p="sm">
            <Text size="sm" fw={600} mb="xs">
              {t('credit.receivables.chart')}
            </Text>
            <RankingChart
              label={t('credit.receivables.chart')}
              data={chartData}
              dataKey="month"
              series={[{ name: 'amount_due', label: t('credit.receivables.chartSeries'), color: 'leaf.6' }]}
              valueFormatter={fmt.money}
              testId="receivables-chart"
            />
          </Paper>
          <Stack gap="sm">
            {data.customers.map((customer) => (
              <CustomerCard key={customer.user_id} customer={customer} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** "Export CSV": the same list as a file (admin.receivables.export), saved under the server's name. */
function ExportButton() {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await utils.client.admin.receivables.export.query();
      saveFile(new Blob([file.content], { type: file.content_type }), file.filename);
      notify.success(t('credit.receivables.exported'));
    } catch (error) {
      notify.failure(t('credit.receivables.exportFailed'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      h={PRIMARY_HEIGHT}
      onClick={() => void run()}
      loading={busy}
      data-testid="receivables-export"
    >
      {t('credit.receivables.export')}
    </Button>
  );
}

/** /admin/receivables: who owes what on pay-at-harvest orders, overdue first, the totals, a chart by month, payments and CSV. */
export function ReceivablesSection() {
  const { t } = useTranslation();
  const list = trpc.admin.receivables.list.useQuery();
  return (
    <Stack gap="md" data-testid="admin-receivables">
      <AdminSectionHeader
        title={t('credit.receivables.title')}
        description={t('credit.receivables.description')}
        actions={
          <>
            <ExportButton />
            <RefreshButton query={list} />
          </>
        }
      />
      <QueryView
        query={list}
        loadingText={t('credit.receivables.loading')}
        failureTitle={t('credit.receivables.loadFailed')}
      >
        {(data) => <ReceivablesBody data={data} />}
      </QueryView>
    </Stack>
  );
}
