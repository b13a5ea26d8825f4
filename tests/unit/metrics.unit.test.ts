import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { bearerMatches } from '../../src/server/metrics/http';
import { LATENCY_BUCKETS, checkoutRefusal } from '../../src/server/metrics/registry';
import { p95Ms } from '../../src/server/metrics/samples';
import { ConflictError, ValidationError } from '../../src/shared/errors';
import { msg } from '../../src/shared/messages';

describe('checkout outcomes', () => {
  it('tells a stock refusal, a credit refusal, another refusal and a failure apart, also wrapped in a TRPCError', () => {
    const stock = new ConflictError(msg('cart.outOfStock', { name: 'Urea' }), 'quantity');
    const credit = new ConflictError(msg('credit.noLine'), 'payment_method');
    const empty = new ValidationError(msg('cart.empty'));
    expect(checkoutRefusal(stock)).toBe('refused_stock');
    expect(checkoutRefusal(credit)).toBe('refused_credit');
    expect(checkoutRefusal(empty)).toBe('refused_other');
    expect(checkoutRefusal(new TRPCError({ code: 'CONFLICT', cause: stock }))).toBe('refused_stock');
    expect(checkoutRefusal(new Error('connection lost'))).toBe('failed');
    expect(checkoutRefusal(undefined)).toBe('failed');
  });
});

describe('p95 of the added latency buckets', () => {
  const at = (index: number, count: number) => LATENCY_BUCKETS.map((_, i) => (i === index ? count : 0)).concat(0);

  it('is null without requests, and interpolated within its bucket as histogram_quantile does', () => {
    expect(p95Ms(new Array(LATENCY_BUCKETS.length + 1).fill(0))).toBeNull();
    // 100 answers all in the (0.1, 0.25] bucket: the 95th is 95% of the way through it.
    expect(p95Ms(at(LATENCY_BUCKETS.indexOf(0.25), 100))).toBeCloseTo(100 + 0.95 * 150, 5);
    // 95 fast answers and 5 slow ones: the 95th is still among the fast.
    const mixed = at(0, 95);
    mixed[LATENCY_BUCKETS.indexOf(5)] = 5;
    expect(p95Ms(mixed)).toBe(5);
    // Past the last bound: that bound.
    const slow = at(0, 0);
    slow[LATENCY_BUCKETS.length] = 10;
    expect(p95Ms(slow)).toBe(10_000);
  });
});

describe('the metrics token', () => {
  it('matches only the exact bearer token', () => {
    const token = 'metrics-token-0123456789abcdef';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
  });
});
