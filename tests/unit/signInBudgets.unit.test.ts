import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SIGN_IN_BUDGET,
  USER_AGENT_MAX_CHARS,
  boundedUserAgent,
  judgeClientBudget,
} from '../../src/server/accounts/rules';
import { HashingGate } from '../../src/server/auth/password';
import { ServiceUnavailableError } from '../../src/shared/errors';

const now = new Date('2026-12-07T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('the per-address sign-in budget', () => {
  it('lets a client through below the budget and refuses it at the budget, until the oldest failure leaves the window', () => {
    const below = Array.from({ length: ADDRESS_SIGN_IN_BUDGET.failures - 1 }, (_, i) => minutesAgo(i * 0.5));
    expect(judgeClientBudget(below, now)).toBeNull();
    const at = [...below, minutesAgo(10)];
    expect(judgeClientBudget(at, now)).toEqual({
      scope: 'client',
      until: minutesAgo(10 - ADDRESS_SIGN_IN_BUDGET.windowMinutes),
      retryAfterSeconds: 5 * 60,
    });
  });

  it('does not count failures older than the window', () => {
    const old = Array.from({ length: ADDRESS_SIGN_IN_BUDGET.failures }, (_, i) =>
      minutesAgo(ADDRESS_SIGN_IN_BUDGET.windowMinutes + i),
    );
    expect(judgeClientBudget(old, now)).toBeNull();
  });
});

describe('User-Agents as stored', () => {
  it('keeps a short one and cuts a long one to 256 characters, never leaving half of a surrogate pair', () => {
    expect(boundedUserAgent('curl/8.5')).toBe('curl/8.5');
    expect(boundedUserAgent('a'.repeat(10_000))).toHaveLength(USER_AGENT_MAX_CHARS);
    const emoji = `${'a'.repeat(USER_AGENT_MAX_CHARS - 1)}🌾tail`;
    expect(boundedUserAgent(emoji)).toBe('a'.repeat(USER_AGENT_MAX_CHARS - 1));
  });
});

describe('the hashing gate', () => {
  it('runs `concurrency` at once, queues `queueLength`, refuses the next with a 503 and a retry time, and frees its slots', async () => {
    const gate = new HashingGate(2, 1);
    const release: (() => void)[] = [];
    const order: number[] = [];
    const task = (n: number) =>
      gate.run(() => new Promise<number>((resolve) => release.push(() => resolve(n)))).then((v) => order.push(v));
    const running = [task(1), task(2), task(3)];
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    const refused = await gate.run(async () => 4).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect((refused as ServiceUnavailableError).details).toEqual({ retry_after_seconds: 2 });
    release.shift()!();
    while (release.length < 2) await new Promise((r) => setImmediate(r));
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    while (release.length > 0) release.shift()!();
    await Promise.all(running);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });
});
