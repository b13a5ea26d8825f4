import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPINGS, REPORT_TYPES, type ReportType } from '../../shared/reportDefinitions';
import { downloadReportCsv, type ReportRef } from '../lib/adminDownload';
import { errorField, useAdminNotify } from '../lib/adminMessages';
import { given, useUrlFilters } from '../lib/adminQuery';
import { trpc } from '../lib/trpc';

type Grouping = (typeof REPORT_GROUPINGS)[ReportType][number];

const FILTERS = ['type', 'from', 'to', 'group_by', 'run'] as const;
const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

/** A run still being computed: its progress is read again until it is done. */
export const isActive = (status: string) => status === 'queued' || status === 'running';

/**
 * /admin/reports' request form, kept in the address with the opened run: the type, the range and the grouping (the
 * type's first when the address names none it has), and `start`, which asks for the report and opens its run. A
 * refused range is said under the field at fault.
 */
export function useReportRequest() {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const utils = trpc.useUtils();
  const request = trpc.adminInsights.requestReport.useMutation();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const type: ReportType = isReportType(filters.type) ? filters.type : 'sales';
  const groupings = REPORT_GROUPINGS[type];
  const groupBy: Grouping = (groupings as readonly string[]).includes(filters.group_by)
    ? (filters.group_by as Grouping)
    : groupings[0]!;
  const [rangeErrors, setRangeErrors] = useState<{ from?: string; to?: string }>({});

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setRangeErrors({});
    try {
      const answer = await request.mutateAsync({
        type,
        group_by: groupBy,
        ...given({ from: filters.from, to: filters.to }),
      });
      setFilters({ run: answer.report_id });
      notify.success(
        t(
          answer.ready
            ? 'admin.reports.ready'
            : answer.source === 'joined'
              ? 'admin.reports.joined'
              : 'admin.reports.started',
        ),
      );
      void utils.adminInsights.reportRuns.invalidate();
    } catch (error) {
      const field = errorField(error);
      if (field === 'from' || field === 'to') setRangeErrors({ [field]: notify.reasonOf(error) });
      notify.failure(t('admin.reports.startFailed'), error);
    }
  };

  const setRange = (range: { from: string; to: string }) => {
    setRangeErrors({});
    setFilters(range);
  };

  return { filters, setFilters, type, groupings, groupBy, setRange, rangeErrors, start, starting: request.isPending };
}

/** The recent runs (nightly ones included), a page at a time, read again every 2 s while one is computed. */
export function useReportRuns() {
  const [page, setPage] = useState(1);
  const runs = trpc.adminInsights.reportRuns.useQuery(
    { page, limit: 10 },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.items.some((r) => isActive(r.status)) ? 2000 : false),
    },
  );
  return { runs, page, setPage };
}

/** One run, read again every second until it is computed. */
export function useReportRun(runId: string) {
  return trpc.adminInsights.reportRun.useQuery(
    { id: runId },
    { refetchInterval: (query) => (query.state.data && !isActive(query.state.data.status) ? false : 1000) },
  );
}

/** Download a finished run's CSV (REST with the bearer token; the tRPC export when that is refused). */
export function useReportCsv() {
  const { t } = useTranslation();
  const notify = useAdminNotify();
  const exporter = trpc.adminInsights.exportReport.useMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (run: ReportRef) => {
    setBusy(run.report_id);
    try {
      const saved = await downloadReportCsv(run, async () => {
        const answer = await exporter.mutateAsync({
          type: run.type as ReportType,
          report_id: run.report_id,
          format: 'csv',
        });
        return answer.ready
          ? { ready: true, filename: answer.filename, content: answer.content, content_type: answer.content_type }
          : { ready: false };
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
