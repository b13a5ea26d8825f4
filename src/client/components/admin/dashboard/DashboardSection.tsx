import { Alert, Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderStatus } from '../../../../shared/orders';
import { formatShortDay, useAdminFormat } from '../../../lib/adminFormat';
import { errorField } from '../../../lib/adminMessages';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { serverMessage } from '../../../lib/errors';
import { formatMonth } from '../../../lib/format';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { RankingChart, ShareChart, TimeSeriesChart } from '../charts/AdminCharts';
import { ChartCard } from '../charts/ChartCard';
import { Kpi } from '../common/Kpi';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { ChoiceSelect, choiceOf } from '../common/ChoiceSelect';
import { DateRangeFields } from '../common/DateRangeFields';
import { QueryView } from '../common/QueryView';
import { RefreshButton } from '../common/RefreshButton';
import { TableHeader } from '../common/AdminTable';
import { ProjectionsPanel } from './ProjectionsPanel';

type Dashboard = RouterOutputs['adminInsights']['dashboard'];

const FILTERS = ['from', 'to', 'period'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

/** The order statuses' colours in the charts (theme colours). */
export const STATUS_CHART_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow.6',
  confirmed: 'blue.6',
  processing: 'indigo.6',
  shipped: 'cyan.6',
  delivered: 'green.6',
  cancelled: 'red.6',
  refunded: 'gray.5',
};

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const k = data.kpis;
  const pending = data.moderation.pending_reviews + data.moderation.pending_comments + data.moderation.pending_products;
  const periodLabel = (value: string) =>
    data.period === 'month' ? formatMonth(value.slice(0, 7), fmt.language) : formatShortDay(value, fmt.language);
  const statusData = data.orders_by_status.map((s) => ({
    name: t(`admin.status.order.${s.status}`),
    value: s.count,
    color: STATUS_CHART_COLORS[s.status],
  }));
  return (
    <Stack gap="md">
      {data.projections.up_to_date ? (
        <Text size="sm" c="dimmed" data-testid="dashboard-lag" data-behind="0">
          {t('admin.dashboard.upToDate')}
        </Text>
      ) : (
        <Alert color="yellow" data-testid="dashboard-lag" data-behind={data.projections.behind}>
          {t('admin.dashboard.behind', { count: data.projections.behind })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm" data-testid="dashboard-kpis">
        <Kpi
          testId="kpi-revenue"
          label={t('admin.dashboard.kpis.revenue')}
          value={fmt.money(k.revenue)}
          change={k.change.revenue}
        />
        <Kpi
          testId="kpi-orders"
          label={t('admin.dashboard.kpis.orders')}
          value={fmt.count(k.orders)}
          change={k.change.orders}
        />
        <Kpi
          testId="kpi-aov"
          label={t('admin.dashboard.kpis.averageOrder')}
          value={fmt.money(k.average_order_value)}
          change={k.change.average_order_value}
        />
        <Kpi
          testId="kpi-customers"
          label={t('admin.dashboard.kpis.newCustomers')}
          value={fmt.count(k.new_customers)}
          change={k.change.new_customers}
        />
        <Kpi testId="kpi-cancelled" label={t('admin.dashboard.kpis.cancelled')} value={fmt.count(k.cancelled)} />
        <Kpi
          testId="kpi-moderation"
          label={t('admin.dashboard.kpis.pendingModeration')}
          value={fmt.count(pending)}
          footer={
            pending > 0 ? (
              <Anchor
                component={Link}
                href="/admin/moderation"
                size="sm"
                display="inline-flex"
                mih={24}
                style={{ alignItems: 'center' }}
              >
                {t('admin.dashboard.openModeration')}
              </Anchor>
            ) : undefined
          }
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('admin.dashboard.compared', { from: fmt.day(k.previous.from), to: fmt.day(k.previous.to) })}
      </Text>

      <ChartCard title={t(`admin.dashboard.revenueBy.${data.period}`)}>
        <TimeSeriesChart
          label={t(`admin.dashboard.revenueBy.${data.period}`)}
          data={data.series.map((p) => ({ period: p.period, revenue: p.revenue, orders: p.orders }))}
          dataKey="period"
          series={[{ name: 'revenue', label: t('admin.dashboard.kpis.revenue'), color: 'leaf.6' }]}
          valueFormatter={fmt.money}
          tickFormatter={periodLabel}
          testId="chart-revenue"
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard title={t('admin.dashboard.ordersByStatus')}>
          <ShareChart
            label={t('admin.dashboard.ordersByStatus')}
            data={statusData}
            valueFormatter={fmt.count}
            testId="chart-status"
          />
        </ChartCard>
        <ChartCard title={t('admin.dashboard.topProducts')}>
          {data.top_products.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="chart-top-products-empty">
              {t('admin.dashboard.noSales')}
            </Text>
          ) : (
            <Stack gap="sm">
              <RankingChart
                label={t('admin.dashboard.topProducts')}
                data={data.top_products.map((p) => ({ name: p.name, revenue: p.revenue }))}
                dataKey="name"
                series={[{ name: 'revenue', label: t('admin.dashboard.kpis.revenue'), color: 'leaf.6' }]}
                valueFormatter={fmt.money}
                testId="chart-top-products"
              />
              <Table verticalSpacing={4} fz="sm">
                <TableHeader
                  columns={[
                    t('admin.dashboard.product'),
                    t('admin.dashboard.units'),
                    t('admin.dashboard.kpis.revenue'),
                  ]}
                />
                <Table.Tbody>
                  {data.top_products.map((p) => (
                    <Table.Tr key={p.product_id}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{fmt.count(p.units)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.money(p.revenue)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** /admin: KPI cards with the change from the period before, revenue over time, orders by status and top products. */
export function DashboardSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const period = choiceOf(PERIODS, filters.period, 'day');
  const dashboard = trpc.adminInsights.dashboard.useQuery(
    { ...given({ from: filters.from, to: filters.to }), period, top: 8 },
    { placeholderData: keepPreviousData },
  );
  const refused = dashboard.error ? serverMessage(dashboard.error) : null;
  return (
    <Stack gap="md" data-testid="admin-dashboard">
      <AdminSectionHeader
        title={t('admin.dashboard.title')}
        description={
          dashboard.data
            ? t('admin.dashboard.range', { from: fmt.day(dashboard.data.from), to: fmt.day(dashboard.data.to) })
            : t('admin.dashboard.description')
        }
        actions={<RefreshButton query={dashboard} />}
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters(range)}
          errors={refused ? { [errorField(dashboard.error) === 'to' ? 'to' : 'from']: refused } : undefined}
          testId="dashboard-range"
        />
        <ChoiceSelect
          label={t('admin.dashboard.period')}
          choices={PERIODS}
          value={period}
          fallback="day"
          onChange={(value) => setFilters({ period: value })}
          optionLabel={(p) => t(`admin.dashboard.periods.${p}`)}
        />
      </Group>
      <QueryView
        query={dashboard}
        loadingText={t('admin.dashboard.loading')}
        failureTitle={t('admin.dashboard.loadFailed')}
        loadingTestId="dashboard-loading"
        failureTestId="dashboard-error"
      >
        {(data) => <DashboardBody data={data} />}
      </QueryView>
      <ProjectionsPanel />
    </Stack>
  );
}
