import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Box, Group, Stack, Text, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';

/*
 * The admin area's charts (@mantine/charts on recharts: only the admin chunks load them). Recharts draws left to right
 * whatever the page's direction, so each chart is drawn in a left-to-right box and, in Arabic, mirrored through its
 * axes: time runs from right to left and the value axis stands on the right.
 */

/** Axis and tooltip settings that lay a chart out in the page's direction. */
function useMirroring() {
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  return {
    rtl,
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const) },
    tooltipProps: { wrapperStyle: { direction: dir } },
  };
}

function ChartBox({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <Box dir="ltr" role="img" aria-label={label} data-testid={testId}>
      {children}
    </Box>
  );
}

export interface SeriesChartProps {
  label: string;
  data: Record<string, string | number | null>[];
  /** The key of the x axis (a period, a name). */
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  valueFormatter: (value: number) => string;
  tickFormatter?: (value: string) => string;
  testId?: string;
  height?: number;
}

/** Figures over time (revenue per day, new users per week) as an area chart. */
export function TimeSeriesChart({ label, data, dataKey, series, valueFormatter, tickFormatter, testId, height = 260 }: SeriesChartProps) {
  const mirror = useMirroring();
  return (
    <ChartBox label={label} testId={testId}>
      <AreaChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        curveType="monotone"
        withDots={data.length <= 31}
        valueFormatter={valueFormatter}
        xAxisProps={{ ...mirror.xAxisProps, ...(tickFormatter ? { tickFormatter } : {}), minTickGap: 16 }}
        yAxisProps={{ ...mirror.yAxisProps, width: 80 }}
        tooltipProps={mirror.tooltipProps}
        withLegend={series.length > 1}
        gridAxis="y"
      />
    </ChartBox>
  );
}

/** The biggest figures of a list (top products, revenue by category) as horizontal bars. */
export function RankingChart({ label, data, dataKey, series, valueFormatter, testId }: SeriesChartProps) {
  const mirror = useMirroring();
  return (
    <ChartBox label={label} testId={testId}>
      <BarChart
        h={Math.max(160, data.length * 36 + 40)}
        data={data}
        dataKey={dataKey}
        series={series}
        orientation="vertical"
        valueFormatter={valueFormatter}
        xAxisProps={mirror.xAxisProps}
        yAxisProps={{ ...mirror.yAxisProps, width: 150, tickFormatter: (value: string) => (value.length > 22 ? `${value.slice(0, 21)}…` : value) }}
        tooltipProps={mirror.tooltipProps}
        gridAxis="x"
        maxBarWidth={24}
      />
    </ChartBox>
  );
}

export interface ShareChartProps {
  label: string;
  data: { name: string; value: number; color: string }[];
  valueFormatter: (value: number) => string;
  testId?: string;
}

/** Parts of a whole (orders by status) as a donut with its legend beside it. */
export function ShareChart({ label, data, valueFormatter, testId }: ShareChartProps) {
  const mirror = useMirroring();
  const shown = data.filter((d) => d.value > 0);
  return (
    <Group gap="lg" align="center" wrap="wrap" justify="center">
      <ChartBox label={label} testId={testId}>
        <DonutChart
          data={shown.length > 0 ? shown : [{ name: '—', value: 1, color: 'gray.3' }]}
          size={170}
          thickness={26}
          withTooltip={shown.length > 0}
          tooltipDataSource="segment"
          valueFormatter={valueFormatter}
          tooltipProps={mirror.tooltipProps}
        />
      </ChartBox>
      <Stack gap={4}>
        {data.map((d) => (
          <Group key={d.name} gap={8} wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 2, background: `var(--mantine-color-${d.color.replace('.', '-')})` }} />
            <Text size="sm">{d.name}</Text>
            <Text size="sm" fw={600}>
              {valueFormatter(d.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
