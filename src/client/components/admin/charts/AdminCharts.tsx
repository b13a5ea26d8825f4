import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Box, Group, Stack, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { useLanguage } from '../../../hooks/useLanguage';
import { shortLabel } from './shortLabel';

/*
 * The admin area's charts (@mantine/charts on recharts: only the admin chunks load them). Recharts draws left to right
 * whatever the page's direction, so each chart is drawn in a left-to-right box and, in Arabic, mirrored through its
 * axes: time runs from right to left and the value axis stands on the right.
 */

/** A tick of a value axis: 12,500 as "12.5K" ("12.5 ألف"), Western digits; the tooltip keeps the full figure. */
function useCompactFigure() {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
      notation: 'compact',
      maximumFractionDigits: 1,
      numberingSystem: 'latn',
    });
    return (value: number) => format.format(value);
  }, [language]);
}

/**
 * Axis and tooltip settings that lay a chart out in the page's direction and the screen's width. Mantine pushes the
 * value axis' figures 10 px away from a left axis; on a right axis (Arabic) they must go the other way, or the axis
 * runs through them and they sit on the bars.
 */
function useChartLayout() {
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return {
    rtl,
    phone,
    compact: useCompactFigure(),
    xAxisProps: { reversed: rtl },
    yAxisProps: {
      orientation: rtl ? ('right' as const) : ('left' as const),
      tick: { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
    },
    tooltipProps: { wrapperStyle: { direction: dir } },
  };
}

interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: unknown };
  rtl: boolean;
  max: number;
}

/**
 * A name beside its bar, clear of it: at the axis' outer side (end-aligned on a left axis, start-aligned on a right
 * one), shortened with an ellipsis, the whole name in its title (and in the bar's tooltip on a tap).
 */
function CategoryTick({ x = 0, y = 0, payload, rtl, max }: CategoryTickProps) {
  const name = String(payload?.value ?? '');
  return (
    <g transform={`translate(${x},${y})`}>
      <text x={rtl ? 6 : -6} dy="0.355em" textAnchor={rtl ? 'start' : 'end'} fontSize={12} fill="currentColor">
        <title>{name}</title>
        {shortLabel(name, max)}
      </text>
    </g>
  );
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
export function TimeSeriesChart({
  label,
  data,
  dataKey,
  series,
  valueFormatter,
  tickFormatter,
  testId,
  height = 260,
}: SeriesChartProps) {
  const layout = useChartLayout();
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
        xAxisProps={{
          ...layout.xAxisProps,
          ...(tickFormatter ? { tickFormatter } : {}),
          minTickGap: layout.phone ? 24 : 16,
        }}
        yAxisProps={{ ...layout.yAxisProps, width: layout.phone ? 52 : 64, tickFormatter: layout.compact }}
        tooltipProps={layout.tooltipProps}
        withLegend={series.length > 1}
        gridAxis="y"
      />
    </ChartBox>
  );
}

/** The biggest figures of a list (top products, revenue by category) as horizontal bars. */
export function RankingChart({ label, data, dataKey, series, valueFormatter, testId }: SeriesChartProps) {
  const layout = useChartLayout();
  const max = layout.phone ? 14 : 22;
  return (
    <ChartBox label={label} testId={testId}>
      <BarChart
        h={Math.max(160, data.length * 36 + 40)}
        data={data}
        dataKey={dataKey}
        series={series}
        orientation="vertical"
        valueFormatter={valueFormatter}
        xAxisProps={{
          ...layout.xAxisProps,
          tickFormatter: layout.compact,
          minTickGap: 20,
          tickCount: layout.phone ? 4 : 5,
        }}
        yAxisProps={{
          ...layout.yAxisProps,
          width: layout.phone ? 104 : 150,
          tick: (props: Omit<CategoryTickProps, 'rtl' | 'max'>) => (
            <CategoryTick {...props} rtl={layout.rtl} max={max} />
          ),
        }}
        tooltipProps={layout.tooltipProps}
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
  const layout = useChartLayout();
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
          tooltipProps={layout.tooltipProps}
        />
      </ChartBox>
      <Stack gap={4}>
        {data.map((d) => (
          <Group key={d.name} gap={8} wrap="nowrap">
            <Box
              w={10}
              h={10}
              style={{ borderRadius: 2, background: `var(--mantine-color-${d.color.replace('.', '-')})` }}
            />
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
