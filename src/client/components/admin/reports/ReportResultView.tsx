import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../../../hooks/useCategoryName';
import { formatShortDay, useAdminFormat } from '../../../lib/adminFormat';
import { formatMonth } from '../../../lib/format';
import type { RouterOutputs } from '../../../lib/trpc';
import { RankingChart, TimeSeriesChart } from '../charts/AdminCharts';

type Run = RouterOutputs['adminInsights']['reportRun'];
type Result = NonNullable<Run['result']>;
type Column = Result['columns'][number];
type Value = Result['rows'][number][string];
type Translate = (key: string, options?: Record<string, unknown>) => string;

const TIME_GROUPINGS = new Set(['day', 'week', 'month']);

/** The column a report's chart shows: revenue when it has one, its first count otherwise. */
function chartColumn(result: Result): Column | undefined {
  return (
    result.columns.find((c) => c.key === 'revenue') ??
    result.columns.find((c) => c.kind === 'count' || c.kind === 'money')
  );
}

/** A finished report: a chart of its main figure, then every row with the totals under them. */
export function ReportResultView({ result }: { result: Result }) {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const categoryName = useCategoryName();
  const translate = t as unknown as Translate;
  const columnName = (column: Column) =>
    translate(`admin.reports.columns.${column.key}`, { defaultValue: column.label });
  const show = (column: Column, value: Value): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (column.kind === 'money') return fmt.money(Number(value));
    if (column.kind === 'count') return fmt.count(Number(value));
    if (column.kind === 'percent') return fmt.percent(Number(value));
    if (column.kind === 'date') return fmt.day(String(value));
    if (column.key === 'category') return categoryName(String(value));
    if (column.key === 'status') return translate(`admin.status.approval.${value}`, { defaultValue: String(value) });
    return String(value);
  };
  const charted = chartColumn(result);
  const timed = TIME_GROUPINGS.has(result.group_by);
  const labelKey = timed ? 'period' : result.group_by === 'product' ? 'name' : result.group_by;
  const periodLabel = (value: string) =>
    result.group_by === 'month' ? formatMonth(value.slice(0, 7), fmt.language) : formatShortDay(value, fmt.language);
  const chartData = result.rows.map((row) => ({
    [labelKey]: labelKey === 'category' ? categoryName(String(row[labelKey] ?? '')) : String(row[labelKey] ?? ''),
    value: Number(row[charted?.key ?? ''] ?? 0),
  }));
  const formatValue = charted?.kind === 'money' ? fmt.money : fmt.count;
  const chartLabel = charted ? t('admin.reports.chartOf', { figure: columnName(charted) }) : '';

  return (
    <Stack gap="md" data-testid="report-result" data-rows={result.rows.length}>
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('admin.reports.generated', { date: fmt.dateTime(result.generated_at), count: result.rows.length })}
        </Text>
        {result.projections_behind > 0 && (
          <Text size="sm" c="orange.8">
            {t('admin.dashboard.behind', { count: result.projections_behind })}
          </Text>
        )}
      </Group>
      {charted &&
        result.rows.length > 0 &&
        (timed ? (
          <TimeSeriesChart
            label={chartLabel}
            data={chartData}
            dataKey={labelKey}
            series={[{ name: 'value', label: columnName(charted), color: 'leaf.6' }]}
            valueFormatter={formatValue}
            tickFormatter={periodLabel}
            testId="report-chart"
          />
        ) : (
          <RankingChart
            label={chartLabel}
            data={chartData.slice(0, 15)}
            dataKey={labelKey}
            series={[{ name: 'value', label: columnName(charted), color: 'leaf.6' }]}
            valueFormatter={formatValue}
            testId="report-chart"
          />
        ))}
      {result.rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="report-empty">
          {t('admin.reports.noRows')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={Math.max(480, result.columns.length * 110)} type="native" mah={520}>
          <Table striped stickyHeader verticalSpacing={4} fz="sm" data-testid="report-table">
            <Table.Thead>
              <Table.Tr>
                {result.columns.map((column) => (
                  <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                    {columnName(column)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are fixed once it is made
                <Table.Tr key={index}>
                  {result.columns.map((column) => (
                    <Table.Td key={column.key} style={{ whiteSpace: column.kind === 'text' ? undefined : 'nowrap' }}>
                      {show(column, row[column.key] ?? null)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {Object.keys(result.totals).length > 0 && (
              <Table.Tfoot>
                <Table.Tr>
                  {result.columns.map((column, index) => (
                    <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                      {column.key in result.totals
                        ? show(column, result.totals[column.key] ?? null)
                        : index === 0
                          ? t('admin.reports.total')
                          : ''}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
