import { Alert, Button, Card, Group, Loader, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES } from '../../../../shared/reportDefinitions';
import { isActive, useReportCsv, useReportRequest, useReportRun, useReportRuns } from '../../../hooks/useReports';
import type { ReportRef } from '../../../lib/adminDownload';
import { useAdminFormat } from '../../../lib/adminFormat';
import type { RouterOutputs } from '../../../lib/trpc';
import { AdminList } from '../common/AdminList';
import { AdminSectionHeader } from '../common/AdminSectionHeader';
import { AdminRecords } from '../common/AdminRecords';
import { DateRangeFields } from '../common/DateRangeFields';
import { QueryFailure } from '../common/QueryFailure';
import { StatusBadge } from '../common/StatusBadge';
import { ReportResultView } from './ReportResultView';
import { PRIMARY_ACTION } from '../common/primaryAction';

type RunView = RouterOutputs['adminInsights']['reportRuns']['items'][number];

/** The opened run: its progress while it is computed, then its result and the CSV download. */
function RunPanel({
  runId,
  onDownload,
  downloading,
}: {
  runId: string;
  onDownload: (run: ReportRef) => void;
  downloading: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const run = useReportRun(runId);
  if (run.isPending) return <Loader size="sm" />;
  if (run.isError && !run.data)
    return (
      <QueryFailure title={t('admin.reports.loadRunFailed')} error={run.error} onRetry={() => void run.refetch()} />
    );
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
            <Progress
              value={data.progress}
              striped
              animated
              size="lg"
              aria-label={t('admin.reports.progress', { progress: fmt.percent(data.progress) })}
              data-testid="report-progress"
            />
            <Text size="sm" c="dimmed">
              {t(data.status === 'queued' ? 'admin.reports.queued' : 'admin.reports.running', {
                progress: fmt.percent(data.progress),
              })}
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
 * chart, the table and the CSV download; below, the recent runs (nightly ones included). The data and the actions
 * are in hooks/useReports.
 */
export function ReportsSection() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const { filters, setFilters, type, groupings, groupBy, setRange, rangeErrors, start, starting } = useReportRequest();
  const { runs, page: runsPage, setPage: setRunsPage } = useReportRuns();
  const csv = useReportCsv();

  return (
    <Stack gap="md" data-testid="admin-reports">
      <AdminSectionHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <Card withBorder padding="lg">
        <form onSubmit={start} noValidate>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label={t('admin.reports.type')}
              value={type}
              onChange={(event) => setFilters({ type: event.currentTarget.value, group_by: '' })}
              data={REPORT_TYPES.map((value) => ({ value, label: t(`admin.reports.types.${value}`) }))}
              data-testid="report-type"
            />
            <DateRangeFields
              from={filters.from}
              to={filters.to}
              onChange={setRange}
              errors={rangeErrors}
              testId="report-range"
            />
            <NativeSelect
              label={t('admin.reports.groupBy')}
              value={groupBy}
              onChange={(event) => setFilters({ group_by: event.currentTarget.value })}
              data={groupings.map((value) => ({ value, label: t(`admin.reports.groupings.${value}`) }))}
              data-testid="report-grouping"
            />
            <Button type="submit" mt={24} loading={starting} data-testid="report-start" {...PRIMARY_ACTION}>
              {t('admin.reports.run')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.reports.rangeHint')}
          </Text>
        </form>
      </Card>

      {filters.run && (
        <RunPanel
          runId={filters.run}
          onDownload={(run) => void csv.download(run)}
          downloading={csv.busy === filters.run}
        />
      )}

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
              {
                header: t('admin.reports.columnsRuns.range'),
                card: 'wide',
                nowrap: true,
                cell: (run) => `${fmt.day(run.from)} – ${fmt.day(run.to)}`,
              },
              {
                header: t('admin.reports.columnsRuns.status'),
                card: 'status',
                inline: true,
                cell: (run) => (
                  <>
                    <StatusBadge kind="run" status={run.status} />
                    {isActive(run.status) && (
                      <Progress
                        value={run.progress}
                        w={80}
                        size="sm"
                        aria-label={t('admin.reports.progress', { progress: fmt.percent(run.progress) })}
                      />
                    )}
                  </>
                ),
              },
              {
                header: t('admin.reports.columnsRuns.requested'),
                nowrap: true,
                cell: (run) => fmt.dateTime(run.created_at),
              },
              {
                header: t('admin.reports.columnsRuns.rows'),
                cell: (run) => (run.row_count === null ? '—' : fmt.count(run.row_count)),
              },
              {
                header: '',
                card: 'actions',
                inline: true,
                cell: (run) => (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() =>
                        setFilters({
                          type: run.type,
                          from: run.from,
                          to: run.to,
                          group_by: run.group_by,
                          run: run.report_id,
                        })
                      }
                    >
                      {t('admin.reports.open')}
                    </Button>
                    {run.status === 'completed' && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={csv.busy === run.report_id}
                        onClick={() => void csv.download(run)}
                      >
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
