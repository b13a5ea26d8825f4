import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { loadMessagingTexts } from '../../i18n';
import { lazyNamedWith } from '../../lib/lazyNamed';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '../../components/admin/charts/AdminCharts';
import { ChartCard } from '../../components/admin/charts/ChartCard';
import { Kpi } from '../../components/admin/common/Kpi';
import { AdminSectionHeader } from '../../components/admin/common/AdminSectionHeader';
import { QueryView } from '../../components/admin/common/QueryView';
import { RefreshButton } from '../../components/admin/common/RefreshButton';
import { useAdminFormat } from '../../lib/adminFormat';
import { type RouterOutputs, trpc } from '../../lib/trpc';

/** The outbox below the figures, with its own texts, loaded with this section. */
const OutboxPanel = lazyNamedWith(
  () => import('../../components/messaging/OutboxPanel'),
  'OutboxPanel',
  loadMessagingTexts,
);

type Figures = RouterOutputs['adminInsights']['system'];
type Minute = Figures['minutes'][number];

const OUTCOMES = ['placed', 'refused_stock', 'refused_credit', 'refused_other', 'failed'] as const;
const OUTCOME_COLORS: Record<(typeof OUTCOMES)[number], string> = {
  placed: 'leaf.6',
  refused_stock: 'yellow.6',
  refused_credit: 'orange.6',
  refused_other: 'gray.5',
  failed: 'red.6',
};
/** The outcomes' label keys (admin.system.series.*). */
const OUTCOME_LABELS = {
  placed: 'placed',
  refused_stock: 'refusedStock',
  refused_credit: 'refusedCredit',
  refused_other: 'refusedOther',
  failed: 'failed',
} as const;
const PALETTE = [
  'blue.6',
  'teal.6',
  'grape.6',
  'cyan.6',
  'indigo.6',
  'lime.6',
  'pink.6',
  'violet.6',
  'orange.6',
  'yellow.6',
];
/** The page asks again each minute: the samples are written once a minute. */
const REFRESH_MS = 60_000;

/** The names of the keys of a per-minute map (projections, queues) seen in any minute, sorted. */
const keysOf = (minutes: Minute[], pick: (m: Minute) => Record<string, unknown> | null) =>
  [...new Set(minutes.flatMap((m) => Object.keys(pick(m) ?? {})))].sort();

function SystemBody({ data }: { data: Figures }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const clock = useMemo(
    () =>
      new Intl.DateTimeFormat(fmt.language === 'ar' ? 'ar-EG' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        numberingSystem: 'latn',
      }),
    [fmt.language],
  );
  const minutes = data.minutes;
  const tick = (minute: string) => clock.format(new Date(minute));
  const ms = (value: number) => t('admin.system.ms', { value: fmt.count(Math.round(value)) });
  const sum = (pick: (m: Minute) => number) => minutes.reduce((n, m) => n + pick(m), 0);
  const lastP95 = [...minutes].reverse().find((m) => m.p95_ms !== null)?.p95_ms ?? null;
  const projections = keysOf(minutes, (m) => m.projection_lag);
  const queues = keysOf(minutes, (m) => m.queues);
  const written = minutes.some((m) => m.projection_lag !== null || m.requests > 0);

  return (
    <Stack gap="md" data-testid="system-figures">
      {!written && (
        <Alert color="gray" data-testid="system-empty">
          {t('admin.system.empty')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Kpi
          testId="system-requests"
          label={t('admin.system.kpis.requests')}
          value={fmt.count(sum((m) => m.requests))}
        />
        <Kpi testId="system-errors" label={t('admin.system.kpis.errors')} value={fmt.count(sum((m) => m.errors))} />
        <Kpi
          testId="system-p95"
          label={t('admin.system.kpis.p95')}
          value={lastP95 === null ? t('admin.system.noValue') : ms(lastP95)}
        />
        <Kpi
          testId="system-placed"
          label={t('admin.system.kpis.placed')}
          value={fmt.count(sum((m) => m.checkouts.placed))}
        />
      </SimpleGrid>

      <ChartCard title={t('admin.system.charts.requests')}>
        <TimeSeriesChart
          label={t('admin.system.charts.requests')}
          data={minutes.map((m) => ({ minute: m.minute, requests: m.requests, errors: m.errors }))}
          dataKey="minute"
          series={[
            { name: 'requests', label: t('admin.system.series.requests'), color: 'blue.6' },
            { name: 'errors', label: t('admin.system.series.errors'), color: 'red.6' },
          ]}
          valueFormatter={fmt.count}
          tickFormatter={tick}
          testId="chart-system-requests"
        />
      </ChartCard>

      <ChartCard title={t('admin.system.charts.p95')}>
        <TimeSeriesChart
          label={t('admin.system.charts.p95')}
          data={minutes.map((m) => ({ minute: m.minute, p95: m.p95_ms }))}
          dataKey="minute"
          series={[{ name: 'p95', label: t('admin.system.series.p95'), color: 'grape.6' }]}
          valueFormatter={ms}
          tickFormatter={tick}
          testId="chart-system-p95"
        />
      </ChartCard>

      <ChartCard title={t('admin.system.charts.checkouts')}>
        <TimeSeriesChart
          label={t('admin.system.charts.checkouts')}
          data={minutes.map((m) => ({ minute: m.minute, ...m.checkouts }))}
          dataKey="minute"
          series={OUTCOMES.map((o) => ({
            name: o,
            label: t(`admin.system.series.${OUTCOME_LABELS[o]}`),
            color: OUTCOME_COLORS[o],
          }))}
          valueFormatter={fmt.count}
          tickFormatter={tick}
          testId="chart-system-checkouts"
        />
      </ChartCard>

      <ChartCard title={t('admin.system.charts.lag')}>
        <TimeSeriesChart
          label={t('admin.system.charts.lag')}
          data={minutes.map((m) => ({
            minute: m.minute,
            ...Object.fromEntries(projections.map((p) => [p, m.projection_lag?.[p] ?? null])),
          }))}
          dataKey="minute"
          series={projections.map((p, i) => ({ name: p, label: p, color: PALETTE[i % PALETTE.length] ?? 'blue.6' }))}
          valueFormatter={fmt.count}
          tickFormatter={tick}
          testId="chart-system-lag"
        />
      </ChartCard>

      <ChartCard title={t('admin.system.charts.queues')}>
        {queues.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="system-no-queues">
            {t('admin.system.charts.noQueues')}
          </Text>
        ) : (
          <TimeSeriesChart
            label={t('admin.system.charts.queues')}
            data={minutes.map((m) => ({
              minute: m.minute,
              ...Object.fromEntries(
                queues.flatMap((q) => [
                  [`${q}:waiting`, m.queues?.[q]?.waiting ?? null],
                  [`${q}:failed`, m.queues?.[q]?.failed ?? null],
                ]),
              ),
            }))}
            dataKey="minute"
            series={queues.flatMap((q, i) => [
              {
                name: `${q}:waiting`,
                label: t('admin.system.series.waiting', { queue: q }),
                color: PALETTE[(2 * i) % PALETTE.length] ?? 'blue.6',
              },
              { name: `${q}:failed`, label: t('admin.system.series.failedJobs', { queue: q }), color: 'red.6' },
            ])}
            valueFormatter={fmt.count}
            tickFormatter={tick}
            testId="chart-system-queues"
          />
        )}
      </ChartCard>
    </Stack>
  );
}

/**
 * /admin/system: the shop's last hour minute by minute (requests, server errors, p95 answer time, checkout outcomes,
 * projection lag, queues) from the per-minute samples the app processes write (src/server/metrics/samples.ts). Its
 * charts come with the admin area's chart chunk, loaded only with this section.
 */
export function SystemSection() {
  const { t } = useTranslation();
  const figures = trpc.adminInsights.system.useQuery(undefined, { refetchInterval: REFRESH_MS });
  return (
    <Stack gap={0} data-testid="admin-system">
      <AdminSectionHeader
        title={t('admin.system.title')}
        description={t('admin.system.description')}
        actions={<RefreshButton query={figures} />}
      />
      <QueryView
        query={figures}
        loadingText={t('admin.system.loading')}
        failureTitle={t('admin.system.loadFailed')}
        loadingTestId="system-loading"
        failureTestId="system-failed"
      >
        {(data) => <SystemBody data={data} />}
      </QueryView>
      <Suspense fallback={null}>
        <OutboxPanel />
      </Suspense>
    </Stack>
  );
}
