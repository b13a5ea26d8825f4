import { Alert, Button, Card, Group, Loader, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPINGS, REPORT_TYPES, type ReportType } from '../../../../server/reports/definitions';
import { downloadReportCsv, type ReportRef } from '../../../lib/adminDownload';
import { useAdminFormat } from '../../../lib/adminFormat';
import { errorField, useAdminNotify } from '../../../lib/adminMessages';
import { given, useUrlFilters } from '../../../lib/adminQuery';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { AdminList } from '../common/AdminList';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminRecords } from '../common/AdminRecords';
import { DateRangeFields } from '../common/DateRangeFields';
import { QueryFailure } from '../common/QueryFailure';
import { StatusBadge } from '../common/StatusBadge';
import { ReportResultView } from './ReportResultView';
import { PRIMARY_ACTION } from '../common/primaryAction';

type RunView = RouterOutputs['adminInsights']['reportRuns']['items'][number];
type Grouping = (typeof REPORT_GROUPINGS)[ReportType][number];

const FILTERS = ['type', 'from', 'to', 'group_by', 'run'] as const;
const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);
const isActive = (status: string) => status === 'queued' || status === 'running';

/** Download a finished run's CSV (REST with the bearer token; the tRPC export when that is refused). */
function useCsvDownload() {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const exporter = trpc.adminInsights.exportReport.useMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (run: ReportRef) => {
    setBusy(run.report_id);
    try {
      const saved = await downloadReportCsv(run, async () => {
        const answer = await exporter.mutateAsync({ type: run.type as ReportType, report_id: run.report_id, format: 'csv' });
        return answer.ready ? { ready: true, filename: answer.filename, content: answer.content, content_type: answer.content_type } : { ready: false };
      });
      if (!saved) notifications.show({ color: 'yellow', message: t('admin.reports.notReady') });
    } catch (error) {
      notify.failure(t('admin.reports.downloadFailed'), error);
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}

/** The opened run: its progress while it is computed, then its result and the CSV download. */
function RunPanel({ runId, onDownload, downloading }: { runId: string; onDownload: (run: ReportRef) => void; downloading: boolean }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const run = trpc.adminInsights.reportRun.useQuery(
    { id: runId },
    { refetchInterval: (query) => (query.state.data && !isActive(query.state.data.status) ? false : 1000) },
  );
  if (run.isPending) return <Loader size="sm" />;
  if (run.isError && !run.data) return <QueryFailure title={t('admin.reports.loadRunFailed')} error={run.error} onRetry={() => void run.refetch()} />;
  const data = run.data!;
  return (
    <Card withBorder padding="lg" data-testid="report-run" data-status={data.status} data-run-id={data.report_id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {t('admin.reports.runTitle', {
              type: t(`admin.reports.types.${data.type}`),
              grouping: t(`admin.reports.groupings.${data.group_by}`),
              from: fmt.day(data.from),
              to: fmt.day(data.to),
            })}
          </Title>
          <StatusBadge kind="run" status={data.status} testId="report-run-status" />
        </Group>
        {isActive(data.status) && (
          <Stack gap={4}>
            <Progress value={data.progress} striped animated size="lg" aria-label={t('admin.reports.progress', { progress: data.progress })} data-testid="report-progress" />
            <Text size="sm" c="dimmed">
              {t(data.status === 'queued' ? 'admin.reports.queued' : 'admin.reports.running', { progress: data.progress })}
            </Text>
          </Stack>
        )}
        {data.status === 'failed' && (
          <Alert color="red" title={t('admin.reports.failed')}>
            {data.error ?? t('admin.common.noAnswer')}
          </Alert>
        )}
        {data.status === 'completed' && data.result && (
          <>
            <Group justify="flex-end">
              <Button onClick={() => onDownload(data)} loading={downloading} data-testid="report-download">
                {t('admin.reports.download')}
              </Button>
            </Group>
            <ReportResultView result={data.result} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin/reports: sales, users or products over a range and grouping, computed as a job (its progress polled), then a
 * chart, the table and the CSV download; below, the recent runs (nightly ones included).
 */
export function ReportsSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const notify = useAdminNotify();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const type: ReportType = isReportType(filters.type) ? filters.type : 'sales';
  const groupings = REPORT_GROUPINGS[type];
  const groupBy: Grouping = (groupings as readonly string[]).includes(filters.group_by) ? (filters.group_by as Grouping) : groupings[0]!;
  const [rangeErrors, setRangeErrors] = useState<{ from?: string; to?: string }>({});
  const [runsPage, setRunsPage] = useState(1);
  const utils = trpc.useUtils();
  const request = trpc.adminInsights.requestReport.useMutation();
  const runs = trpc.adminInsights.reportRuns.useQuery(
    { page: runsPage, limit: 10 },
    { placeholderData: keepPreviousData, refetchInterval: (query) => (query.state.data?.items.some((r) => isActive(r.status)) ? 2000 : false) },
  );
  const csv = useCsvDownload();

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setRangeErrors({});
    try {
      const answer = await request.mutateAsync({ type, group_by: groupBy, ...given({ from: filters.from, to: filters.to }) });
      setFilters({ run: answer.report_id });
      notify.success(t(answer.ready ? 'admin.reports.ready' : answer.source === 'joined' ? 'admin.reports.joined' : 'admin.reports.started'));
      void utils.adminInsights.reportRuns.invalidate();
    } catch (error) {
      const field = errorField(error);
      if (field === 'from' || field === 'to') setRangeErrors({ [field]: notify.reasonOf(error) });
      notify.failure(t('admin.reports.startFailed'), error);
    }
  };

  return (
    <Stack gap="md" data-testid="admin-reports">
      <AdminSectionHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <Card withBorder padding="lg">
        <form onSubmit={start} noValidate>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label={t('admin.reports.type')}
              value={type}
              onChange={(event) => setFilters({ type: event.currentTarget.value, group_by: ''})}
              data={REPORT_TYPES.map((value) => ({ value, label: t(`admin.reports.types.${value}`) }))}
              data-testid="report-type"
            />
            <DateRangeFields
              from={filters.from}
              to={filters.to}
              onChange={(range) => {
                setRangeErrors({});
                setFilters(range);
              }}
              errors={rangeErrors}
              testId="report-range"
            />
            <NativeSelect
              label={t('admin.reports.groupBy')}
              value={groupBy}
              onChange={(event) => setFilters({ group_by: event.currentTarget.value})}
              data={groupings.map((value) => ({ value, label: t(`admin.reports.groupings.${value}`) }))}
              data-testid="report-grouping"
            />
            <Button type="submit" mt={24} loading={request.isPending} data-testid="report-start" {...PRIMARY_ACTION}>
              {t('admin.reports.run')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.reports.rangeHint')}
          </Text>
        </form>
      </Card>

      {filters.run && <RunPanel runId={filters.run} onDownload={(run) => void csv.download(run)} downloading={csv.busy === filters.run} />}

      <Title order={3} size="h4">
        {t('admin.reports.recent')}
      </Title>
      <AdminList
        query={runs}
        loadingText={t('admin.reports.loadingRuns')}
        errorText={t('admin.reports.loadRunsFailed')}
        emptyTitle={t('admin.reports.noRuns')}
        testId="report-runs"
        pages={{ page: runsPage, onChange: setRunsPage }}
      >
        {(items: readonly RunView[]) => (
          <AdminRecords
            records={items}
            recordKey={(run) => run.report_id}
            attributes={(run) => ({ 'data-testid': 'report-run-row', 'data-status': run.status })}
            selected={(run) => run.report_id === filters.run}
            minWidth={820}
            columns={[
              {
                header: t('admin.reports.columnsRuns.report'),
                card: 'title',
                cell: (run) => (
                  <>
                    <Text size="sm" fw={600}>
                      {t(`admin.reports.types.${run.type}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('admin.reports.byGrouping', { grouping: t(`admin.reports.groupings.${run.group_by}`) })}
                      {run.trigger === 'nightly' ? ` · ${t('admin.reports.nightly')}` : ''}
                    </Text>
                  </>
                ),
              },
              { header: t('admin.reports.columnsRuns.range'), card: 'wide', nowrap: true, cell: (run) => `${fmt.day(run.from)} – ${fmt.day(run.to)}` },
              {
                header: t('admin.reports.columnsRuns.status'),
                card: 'status',
                inline: true,
                cell: (run) => (
                  <>
                    <StatusBadge kind="run" status={run.status} />
                    {isActive(run.status) && <Progress value={run.progress} w={80} size="sm" aria-label={t('admin.reports.progress', { progress: run.progress })} />}
                  </>
                ),
              },
              { header: t('admin.reports.columnsRuns.requested'), nowrap: true, cell: (run) => fmt.dateTime(run.created_at) },
              { header: t('admin.reports.columnsRuns.rows'), cell: (run) => (run.row_count === null ? '—' : fmt.count(run.row_count)) },
              {
                header: '',
                card: 'actions',
                inline: true,
                cell: (run) => (
                  <>
                    <Button size="xs" variant="default" onClick={() => setFilters({ type: run.type, from: run.from, to: run.to, group_by: run.group_by, run: run.report_id })}>
                      {t('admin.reports.open')}
                    </Button>
                    {run.status === 'completed' && (
                      <Button size="xs" variant="light" loading={csv.busy === run.report_id} onClick={() => void csv.download(run)}>
                        {t('admin.reports.csv')}
                      </Button>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </AdminList>
    </Stack>
  );
}
