import { describe, expect, it } from 'vitest';
import { relativeJoin } from '../../src/shared/relativeJoin';

const at = (iso: string) => new Date(iso);
const now = at('2027-03-15T12:00:00Z');

describe('relative join time (days under 30 days, then months, then years)', () => {
  it.each([
    // Today for an account created less than a day ago, or "in the future" by a skewed clock.
    ['2027-03-15T08:00:00Z', 'day', 0],
    ['2027-03-16T08:00:00Z', 'day', 0],
    // Whole days up to 29.
    ['2027-03-14T12:00:00Z', 'day', 1],
    ['2027-03-14T12:00:01Z', 'day', 0],
    ['2027-02-14T12:00:01Z', 'day', 28],
    ['2027-02-13T12:00:01Z', 'day', 29],
    // Months from 30 days, never 0 months: 30 days back, but the same day of the month has not come round yet is "1 month".
    ['2027-02-13T12:00:00Z', 'month', 1],
    ['2027-01-15T12:00:00Z', 'month', 2],
    ['2027-01-16T12:00:00Z', 'month', 1],
    ['2026-04-16T00:00:00Z', 'month', 10],
    ['2026-03-16T00:00:00Z', 'month', 11],
    // Years from 12 months.
    ['2026-03-15T12:00:00Z', 'year', 1],
    ['2025-03-16T00:00:00Z', 'year', 1],
    ['2025-03-15T00:00:00Z', 'year', 2],
    ['2017-01-01T00:00:00Z', 'year', 10],
  ])('joined %s: %s × %i', (joined, unit, count) => {
    expect(relativeJoin(at(joined), now)).toEqual({ unit, count });
  });

  it('treats an unreadable date as today rather than failing', () => {
    expect(relativeJoin(new Date('not a date'), now)).toEqual({ unit: 'day', count: 0 });
  });
});
