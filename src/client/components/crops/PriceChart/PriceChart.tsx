import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type PointerEvent, useId, useMemo, useState } from 'react';
import { layoutChart, nearestDay, type PricePoint } from '../../../lib/priceChart';
import classes from './PriceChart.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  points: readonly PricePoint[];
}

interface PriceChartProps {
  series: readonly ChartSeries[];
  /** Read by screen readers as the chart's name, and shown above it. */
  title: string;
  /** What the chart shows, in words (the first and last price per market). */
  description: string;
  /** The price axis's unit ('EGP / kg'). */
  axisLabel: string;
  legendLabel: string;
  /** 'Prices on 12 Nov' for the value read-out. */
  readoutLabel: (date: string) => string;
  formatDate: (date: string) => string;
  formatValue: (value: number) => string;
  rtl: boolean;
}

const PADDING = { axis: 52, end: 12, top: 16, bottom: 28 };

/**
 * A small line chart drawn as SVG: one line per market, round price ticks, a few dates, a legend. It follows its
 * container's width; right-to-left puts the latest day on the left and the prices on the right. Pointing at (or
 * touching) the chart reads out every market's price on the nearest day; screen readers get the summary in words.
 */
export function PriceChart({
  series,
  title,
  description,
  axisLabel,
  legendLabel,
  readoutLabel,
  formatDate,
  formatValue,
  rtl,
}: PriceChartProps) {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = Math.max(280, Math.round(measured) || 640);
  const height = width < 520 ? 220 : 280;
  const id = useId();
  const layout = useMemo(
    () => layoutChart(series, { width, height, padding: PADDING, rtl }, { x: width < 520 ? 3 : 5, y: 4 }),
    [series, width, height, rtl],
  );
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusDay = focusIndex === null ? null : (layout.days[focusIndex] ?? null);
  const colorOf = new Map(series.map((s) => [s.key, s.color]));
  const labelOf = new Map(series.map((s) => [s.key, s.label]));

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * width;
    const day = nearestDay(layout.days, x);
    setFocusIndex(day ? layout.days.indexOf(day) : null);
  };

  const readout = focusDay
    ? layout.lines
        .map((line) => {
          const point = line.points.find((p) => p.date === focusDay.date);
          return point
            ? { key: line.key, label: labelOf.get(line.key) ?? line.key, value: point.value, y: point.y }
            : null;
        })
        .filter((entry) => entry !== null)
    : [];

  return (
    <figure className={classes.figure} data-testid="price-chart">
      <div ref={ref} className={classes.frame}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className={classes.svg}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setFocusIndex(null)}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <g className={classes.grid}>
            {layout.yTicks.map((tick) => (
              <g key={tick.value}>
                <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} />
                <text x={layout.axisX} y={tick.y} dy="0.32em" textAnchor={layout.axisAnchor}>
                  {formatValue(tick.value)}
                </text>
              </g>
            ))}
          </g>
          <g className={classes.dates}>
            {layout.xTicks.map((tick, index) => (
              <text
                key={tick.date}
                x={tick.x}
                y={height - 8}
                textAnchor={
                  index === 0
                    ? rtl
                      ? 'end'
                      : 'start'
                    : index === layout.xTicks.length - 1
                      ? rtl
                        ? 'start'
                        : 'end'
                      : 'middle'
                }
              >
                {formatDate(tick.date)}
              </text>
            ))}
          </g>
          {layout.lines.map((line) => (
            <path
              key={line.key}
              d={line.path}
              stroke={colorOf.get(line.key)}
              className={classes.line}
              data-market={line.key}
            />
          ))}
          {focusDay && (
            <g>
              <line
                x1={focusDay.x}
                x2={focusDay.x}
                y1={layout.plot.top}
                y2={layout.plot.bottom}
                className={classes.cursor}
              />
              {readout.map((entry) => (
                <circle
                  key={entry.key}
                  cx={focusDay.x}
                  cy={entry.y}
                  r={4}
                  fill={colorOf.get(entry.key)}
                  className={classes.dot}
                />
              ))}
            </g>
          )}
        </svg>
      </div>
      <Text size="xs" c="dimmed" className={classes.axisLabel}>
        {axisLabel}
      </Text>
      <ul className={classes.legend} aria-label={legendLabel}>
        {series.map((s) => (
          <li key={s.key}>
            <span className={classes.swatch} style={{ backgroundColor: s.color }} aria-hidden />
            {s.label}
          </li>
        ))}
      </ul>
      <figcaption className={classes.readout} aria-live="polite">
        {focusDay && (
          <>
            <strong>{readoutLabel(focusDay.date)}</strong>
            {readout.map((entry) => (
              <span key={entry.key}>
                <span className={classes.swatch} style={{ backgroundColor: colorOf.get(entry.key) }} aria-hidden />
                {entry.label}: {formatValue(entry.value)}
              </span>
            ))}
          </>
        )}
      </figcaption>
    </figure>
  );
}
