import { describe, expect, it } from 'vitest';
import { dateTicks, layoutChart, nearestDay, niceTicks, seriesChange } from '../../src/client/lib/priceChart';

const frame = { width: 400, height: 200, padding: { axis: 50, end: 10, top: 10, bottom: 30 }, rtl: false };

describe('price ticks', () => {
  it('are round steps that cover the prices', () => {
    expect(niceTicks(2245, 2450, 4)).toEqual([2200, 2300, 2400, 2500]);
    expect(niceTicks(11.2, 14.9, 4)).toEqual([11, 12, 13, 14, 15]);
    expect(niceTicks(0.3, 0.9, 3)).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('give a flat series some room', () => {
    const ticks = niceTicks(10, 10);
    expect(ticks[0]).toBeLessThan(10);
    expect(ticks[ticks.length - 1]).toBeGreaterThan(10);
  });
});

describe('date ticks', () => {
  it('spread evenly and include the first and last day', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    expect(dateTicks(days, 4)).toEqual(['2026-11-01', '2026-11-04', '2026-11-07', '2026-11-10']);
    expect(dateTicks(days.slice(0, 2), 4)).toEqual(['2026-11-01', '2026-11-02']);
  });
});

describe('the chart layout', () => {
  const series = [
    {
      key: 'obour',
      points: [
        { date: '2026-11-01', value: 10 },
        { date: '2026-11-03', value: 20 },
      ],
    },
    { key: 'tanta', points: [{ date: '2026-11-02', value: 15 }] },
    { key: 'empty', points: [] },
  ];

  it('puts the first day at the axis and the last at the end, prices upwards', () => {
    const layout = layoutChart(series, frame, { x: 3, y: 2 });
    expect(layout.plot).toEqual({ left: 50, right: 390, top: 10, bottom: 170 });
    expect(layout.lines.map((l) => l.key)).toEqual(['obour', 'tanta']);
    const obour = layout.lines[0]!;
    expect(obour.points.map((p) => p.x)).toEqual([50, 390]);
    expect(obour.points[0]!.y).toBeGreaterThan(obour.points[1]!.y);
    expect(obour.path).toBe(`M50 ${obour.points[0]!.y} L390 ${obour.points[1]!.y}`);
    expect(layout.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(layout.axisAnchor).toBe('end');
  });

  it('mirrors time and the price axis right to left', () => {
    const layout = layoutChart(series, { ...frame, rtl: true }, { x: 3, y: 2 });
    expect(layout.plot).toEqual({ left: 10, right: 350, top: 10, bottom: 170 });
    expect(layout.lines[0]!.points.map((p) => p.x)).toEqual([350, 10]);
    expect(layout.axisX).toBeGreaterThan(350);
    expect(layout.axisAnchor).toBe('start');
  });

  it('draws nothing for no prices without failing', () => {
    const layout = layoutChart([], frame);
    expect(layout.lines).toEqual([]);
    expect(layout.days).toEqual([]);
  });

  it('finds the day nearest a pointer', () => {
    const days = [
      { date: 'a', x: 10 },
      { date: 'b', x: 50 },
      { date: 'c', x: 90 },
    ];
    expect(nearestDay(days, 62)?.date).toBe('b');
    expect(nearestDay(days, 200)?.date).toBe('c');
    expect(nearestDay([], 5)).toBeNull();
  });

  it('sums up a series: first, last and the change in percent', () => {
    expect(
      seriesChange([
        { date: '2026-11-02', value: 12 },
        { date: '2026-11-01', value: 10 },
      ]),
    ).toEqual({ first: 10, last: 12, percent: 20 });
    expect(seriesChange([])).toBeNull();
  });
});
