import { describe, expect, it } from 'vitest';
import { relativeJoin } from '../../src/shared/relativeJoin';

const at = (iso: string) => new Date(iso);
const now = at('2027-03-15T12:00:00Z');

describe('relative join time (days under 30 days, then months, then years)', () => {
  it('says today for an account created less than a day ago, or "in the future" by a skewed clock', () => {
    expect(relativeJoin(at('2027-03-15T08:00:00Z'), now)).toEqual({ unit: 'day', count: 0 });
    expect(relativeJoin(at('2027-03-16T08:00:00Z'), now)).toEqual({ unit: 'day', count: 0 });
  });

  it('counts whole days up to 29', () => {
    expect(relativeJoin(at('2027-03-14T12:00:00Z'), now)).toEqual({ unit: 'day', count: 1 });
    expect(relativeJoin(at('2027-03-14T12:00:01Z'), now)).toEqual({ unit: 'day', count: 0 });
    expect(relativeJoin(at('2027-02-14T12:00:01Z'), now)).toEqual({ unit: 'day', count: 28 });
    expect(relativeJoin(at('2027-02-13T12:00:01Z'), now)).toEqual({ unit: 'day', count: 29 });
  });

  it('switches to months at 30 days, never showing 0 months', () => {
    // 30 days back, but the same day of the month has not come round yet: still "1 month"
    expect(relativeJoin(at('2027-02-13T12:00:00Z'), now)).toEqual({ unit: 'month', count: 1 });
    expect(relativeJoin(at('2027-01-15T12:00:00Z'), now)).toEqual({ unit: 'month', count: 2 });
    expect(relativeJoin(at('2027-01-16T12:00:00Z'), now)).toEqual({ unit: 'month', count: 1 });
    expect(relativeJoin(at('2026-04-16T00:00:00Z'), now)).toEqual({ unit: 'month', count: 10 });
    expect(relativeJoin(at('2026-03-16T00:00:00Z'), now)).toEqual({ unit: 'month', count: 11 });
  });

  it('switches to years at 12 months', () => {
    expect(relativeJoin(at('2026-03-15T12:00:00Z'), now)).toEqual({ unit: 'year', count: 1 });
    expect(relativeJoin(at('2025-03-16T00:00:00Z'), now)).toEqual({ unit: 'year', count: 1 });
    expect(relativeJoin(at('2025-03-15T00:00:00Z'), now)).toEqual({ unit: 'year', count: 2 });
    expect(relativeJoin(at('2017-01-01T00:00:00Z'), now)).toEqual({ unit: 'year', count: 10 });
  });

  it('treats an unreadable date as today rather than failing', () => {
    expect(relativeJoin(new Date('not a date'), now)).toEqual({ unit: 'day', count: 0 });
  });
});
