import { describe, expect, it } from 'vitest';
import { changeDirection, type DayQuote, latestWithChanges } from '../../src/client/lib/priceChanges';

const quote = (price_date: string, avg_price: number): DayQuote => ({
  price_date,
  avg_price,
  min_price: avg_price - 1,
  max_price: avg_price + 1,
});

/** A daily series from 2026-11-01 with the given averages. */
const daily = (...prices: number[]) => prices.map((p, i) => quote(`2026-11-${String(i + 1).padStart(2, '0')}`, p));

describe('the latest price of a market against the day and the week before', () => {
  it('has nothing to say without quotes', () => {
    expect(latestWithChanges([])).toBeNull();
  });

  it('compares a daily series with yesterday and with the same day last week', () => {
    const result = latestWithChanges(daily(10, 10, 10, 10, 10, 10, 10, 8, 9, 9, 9, 9, 9, 11, 12))!;
    expect(result.latest.price_date).toBe('2026-11-15');
    expect(result.day).toEqual({ from_date: '2026-11-14', from_price: 11, change: 1, percent: 9.1 });
    expect(result.week).toEqual({ from_date: '2026-11-08', from_price: 8, change: 4, percent: 50 });
  });

  it('reads the quotes in date order, whatever order they come in', () => {
    const result = latestWithChanges([...daily(10, 10, 10, 10, 10, 10, 10, 12)].reverse())!;
    expect(result.latest.avg_price).toBe(12);
    expect(result.day?.from_date).toBe('2026-11-07');
    expect(result.week?.from_date).toBe('2026-11-01');
  });

  it('takes the last trading day when the market was closed, but not a quote from weeks ago', () => {
    const closed = [quote('2026-11-01', 10), quote('2026-11-04', 12)];
    expect(latestWithChanges(closed)!.day).toEqual({ from_date: '2026-11-01', from_price: 10, change: 2, percent: 20 });
    const stale = [quote('2026-10-01', 10), quote('2026-11-04', 12)];
    expect(latestWithChanges(stale)!.day).toBeNull();
    expect(latestWithChanges(stale)!.week).toBeNull();
  });

  it('takes for the week before the last quote 7 to 10 days earlier, and none when there is none', () => {
    const gappy = [quote('2026-11-01', 20), quote('2026-11-03', 16), quote('2026-11-09', 15), quote('2026-11-11', 14)];
    // 11 − 7 = the 4th: the last quote on or before it is the 3rd (8 days earlier).
    expect(latestWithChanges(gappy)!.week).toEqual({
      from_date: '2026-11-03',
      from_price: 16,
      change: -2,
      percent: -12.5,
    });
    expect(latestWithChanges(daily(10, 11, 12))!.week).toBeNull();
  });

  it('rounds the change to the piastre and the percent to one decimal, and gives no percent from zero', () => {
    const result = latestWithChanges([quote('2026-11-01', 3), quote('2026-11-02', 3.1)])!;
    expect(result.day).toEqual({ from_date: '2026-11-01', from_price: 3, change: 0.1, percent: 3.3 });
    expect(latestWithChanges([quote('2026-11-01', 0), quote('2026-11-02', 5)])!.day?.percent).toBeNull();
  });

  it('names the direction of a change', () => {
    const [up, down, flat] = [
      latestWithChanges(daily(10, 12))!,
      latestWithChanges(daily(12, 10))!,
      latestWithChanges(daily(10, 10))!,
    ];
    expect([
      changeDirection(up.day),
      changeDirection(down.day),
      changeDirection(flat.day),
      changeDirection(null),
    ]).toEqual(['up', 'down', 'flat', 'none']);
  });
});
