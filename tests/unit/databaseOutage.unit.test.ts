import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { errorReply } from '../../src/rest-adapter';
import {
  DATABASE_AWAY_MESSAGE,
  DatabaseBreaker,
  RETRY_AFTER_SECONDS,
  asServiceUnavailable,
  isConnectionFailure,
} from '../../src/server/db';
import { toTRPCError } from '../../src/server/trpc';
import { ConflictError, ServiceUnavailableError } from '../../src/shared/errors';

/* Issue 21, point 5: which errors mean "the database is away", how they are answered, and the breaker's states. */

/** An error as postgres.js or Node's socket throws it: an Error with a string `code`. */
const coded = (code: string, message = `${code} happened`) => Object.assign(new Error(message), { code });
/** An error as the PostgreSQL server sends it (postgres.js's PostgresError). */
const fromServer = (code: string, message: string) =>
  new postgres.PostgresError({ code, message, severity: 'FATAL' } as never);

describe('classifying errors (asServiceUnavailable)', () => {
  const away = [
    coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    coded('ECONNRESET', 'read ECONNRESET'),
    coded('EPIPE'),
    coded('ETIMEDOUT'),
    coded('EHOSTUNREACH'),
    coded('ENETUNREACH'),
    coded('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal'),
    coded('EAI_AGAIN'),
    coded('CONNECT_TIMEOUT', 'write CONNECT_TIMEOUT 127.0.0.1:5432'),
    coded('CONNECTION_CLOSED', 'write CONNECTION_CLOSED 127.0.0.1:5432'),
    coded('CONNECTION_ENDED', 'write CONNECTION_ENDED 127.0.0.1:5432'),
    coded('CONNECTION_DESTROYED', 'write CONNECTION_DESTROYED 127.0.0.1:5432'),
    fromServer('57P01', 'terminating connection due to administrator command'),
    fromServer('57P02', 'terminating connection because of crash of another server process'),
    fromServer('57P03', 'the database system is starting up'),
    fromServer('08006', 'connection failure'),
    fromServer('08001', 'could not establish connection'),
    fromServer('08P01', 'protocol violation'),
    fromServer('25P03', 'terminating connection due to idle-in-transaction timeout'),
    new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'every address of localhost refused'),
  ];
  for (const err of away) {
    it(`${(err as { code?: string }).code ?? err.message} is the database away: 503 SERVICE_UNAVAILABLE with a retry time`, () => {
      expect(isConnectionFailure(err)).toBe(true);
      const unavailable = asServiceUnavailable(err);
      expect(unavailable).toBeInstanceOf(ServiceUnavailableError);
      expect(unavailable).toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: DATABASE_AWAY_MESSAGE,
        details: { retry_after_seconds: RETRY_AFTER_SECONDS },
      });
    });
  }

  const notAway: [string, unknown][] = [
    ['a unique violation', fromServer('23505', 'duplicate key value violates unique constraint "users_email_key"')],
    ['a serialization failure', fromServer('40001', 'could not serialize access')],
    ['text PostgreSQL cannot store', fromServer('22021', 'invalid byte sequence')],
    ['too many connections (the server is up)', fromServer('53300', 'sorry, too many clients already')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'another service whose socket was refused (the refusal only in its cause)',
      new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }),
    ],
    ['an AggregateError with one other failure', new AggregateError([coded('ECONNREFUSED'), new Error('bad input')])],
    ['a domain error', new ConflictError('Not enough stock')],
    ['a zod error', new ZodError([])],
    ['a bare code as text', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ];
  for (const [name, err] of notAway) {
    it(`${name} is not`, () => {
      expect(isConnectionFailure(err)).toBe(false);
      expect(asServiceUnavailable(err)).toBeUndefined();
    });
  }

  it('a statement ended by its statement_timeout is answered 503 too, but is no lost connection (the breaker stays closed)', () => {
    const timedOut = fromServer('57014', 'canceling statement due to statement timeout');
    expect(isConnectionFailure(timedOut)).toBe(false);
    expect(asServiceUnavailable(timedOut)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('keeps a refusal that is already a ServiceUnavailableError as it is', () => {
    const refused = new ServiceUnavailableError('Away', undefined, { retry_after_seconds: 9 });
    expect(asServiceUnavailable(refused)).toBe(refused);
  });
});

describe('answering them (toTRPCError for tRPC, errorReply for REST)', () => {
  const lost = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
  const expectedBody = {
    success: false,
    message: DATABASE_AWAY_MESSAGE,
    error: 'SERVICE_UNAVAILABLE',
    details: { retry_after_seconds: RETRY_AFTER_SECONDS, message_key: 'call.databaseAway' },
  };

  it('a lost connection thrown as it is, or wrapped by tRPC as an internal error, is the same 503', () => {
    for (const err of [
      lost,
      new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: lost }),
      coded('CONNECTION_CLOSED'),
    ]) {
      const trpc = toTRPCError(err);
      expect(trpc.code).toBe('SERVICE_UNAVAILABLE');
      expect(getHTTPStatusCodeFromError(trpc)).toBe(503);
      expect(trpc.cause).toBeInstanceOf(ServiceUnavailableError);
      expect(errorReply(err)).toEqual({ status: 503, body: expectedBody });
    }
  });

  it('says nothing of the internals (no address, no code of the socket)', () => {
    const text = JSON.stringify(errorReply(lost));
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('other errors keep their answers: a bug is a 500, a conflict a 409', () => {
    expect(errorReply(new TypeError('x is undefined'))).toEqual({
      status: 500,
      body: {
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        error: 'INTERNAL_ERROR',
        details: { message_key: 'call.serverProblem' },
      },
    });
    expect(errorReply(new ConflictError('Not enough stock', 'quantity'))).toEqual({
      status: 409,
      body: { success: false, message: 'Not enough stock', error: 'CONFLICT', field: 'quantity' },
    });
    const unauthorized = new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    expect(toTRPCError(unauthorized)).toBe(unauthorized);
  });
});

/** A breaker on a clock the test moves, with a probe the test answers, and the lines it logged. */
function harness(options: { probeWaitMs?: number; probeGiveUpMs?: number } = {}) {
  let clock = 1_000_000;
  const probes: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  const lines: { level: 'error' | 'info'; msg: string }[] = [];
  const log = {
    error: (_obj: object, msg: string) => lines.push({ level: 'error', msg }),
    info: (_obj: object, msg: string) => lines.push({ level: 'info', msg }),
  };
  const breaker = new DatabaseBreaker(() => new Promise<void>((resolve, reject) => probes.push({ resolve, reject })), {
    probeEveryMs: 1_000,
    probeWaitMs: options.probeWaitMs ?? 50,
    probeGiveUpMs: options.probeGiveUpMs ?? 3_000,
    now: () => clock,
  });
  return {
    breaker,
    log,
    probes,
    lines,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const refused = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceUnavailableError);
};

describe('the breaker (DatabaseBreaker)', () => {
  it('closed, lets every call through without probing', async () => {
    const h = harness();
    for (let i = 0; i < 3; i++) await h.breaker.admit(h.log);
    expect(h.probes).toHaveLength(0);
    expect(h.breaker.isOpen).toBe(false);
  });

  it('a lost connection opens it, logged once however many calls fail; it probes at once', async () => {
    const h = harness();
    h.breaker.report(coded('ECONNRESET'), h.log);
    expect(h.breaker.isOpen).toBe(true);
    expect(h.probes).toHaveLength(1);
    h.probes[0]!.reject(coded('ECONNREFUSED'));
    await settle();
    for (let i = 0; i < 5; i++) h.breaker.report(coded('CONNECTION_CLOSED'), h.log);
    expect(h.lines).toEqual([
      { level: 'error', msg: 'The database cannot be reached: calls answer 503 SERVICE_UNAVAILABLE until it is back' },
    ]);
  });

  it('a single lost connection while the database is fine closes again with the first probe', async () => {
    const h = harness();
    h.breaker.report(fromServer('57P01', 'terminating connection due to administrator command'), h.log);
    expect(h.breaker.isOpen).toBe(true);
    h.probes[0]!.resolve();
    await settle();
    expect(h.breaker.isOpen).toBe(false);
    await h.breaker.admit(h.log);
    expect(h.lines.map((l) => l.level)).toEqual(['error', 'info']);
  });

  it('open, refuses calls at once until a probe is due; then one caller probes while the others are refused', async () => {
    const h = harness();
    h.breaker.failed(coded('ECONNREFUSED'), h.log);
    h.probes[0]!.reject(coded('ECONNREFUSED'));
    await settle();
    await refused(h.breaker.admit(h.log));
    h.advance(999);
    await refused(h.breaker.admit(h.log));
    expect(h.probes).toHaveLength(1);

    h.advance(1);
    const prober = h.breaker.admit(h.log);
    expect(h.probes).toHaveLength(2);
    await refused(h.breaker.admit(h.log));
    await refused(h.breaker.admit(h.log));
    expect(h.probes).toHaveLength(2);

    h.probes[1]!.reject(coded('ECONNREFUSED'));
    await refused(prober);
    expect(h.breaker.isOpen).toBe(true);
    h.advance(500);
    await refused(h.breaker.admit(h.log));
    expect(h.probes).toHaveLength(2);
  });

  it('the first success closes it: the caller that probed goes on, and so does everyone after', async () => {
    const h = harness();
    h.breaker.failed(coded('ECONNREFUSED'), h.log);
    h.probes[0]!.reject(coded('ECONNREFUSED'));
    await settle();
    h.advance(1_000);
    const prober = h.breaker.admit(h.log);
    h.probes[1]!.resolve();
    await prober;
    expect(h.breaker.isOpen).toBe(false);
    await h.breaker.admit(h.log);
    expect(h.probes).toHaveLength(2);
    expect(h.lines).toEqual([
      { level: 'error', msg: 'The database cannot be reached: calls answer 503 SERVICE_UNAVAILABLE until it is back' },
      { level: 'info', msg: 'The database is reachable again: calls are answered' },
    ]);
  });

  it('a probe that hangs (connect timeout) holds its caller only probeWaitMs; its late success still closes it', async () => {
    const h = harness({ probeWaitMs: 30 });
    h.breaker.failed(coded('CONNECT_TIMEOUT'), h.log);
    h.probes[0]!.reject(coded('CONNECT_TIMEOUT'));
    await settle();
    h.advance(1_000);
    const started = performance.now();
    await refused(h.breaker.admit(h.log));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(h.breaker.isOpen).toBe(true);
    h.probes[1]!.resolve();
    await settle();
    expect(h.breaker.isOpen).toBe(false);
  });

  it('a probe that never answers (queued behind hung connections) is given up after probeGiveUpMs: the next caller probes anew and closes it', async () => {
    const h = harness({ probeGiveUpMs: 3_000 });
    h.breaker.report(fromServer('57P01', 'terminating connection due to administrator command'), h.log);
    expect(h.probes).toHaveLength(1);
    // The first probe hangs: until it is given up, callers are refused and nobody probes again.
    h.advance(2_999);
    await refused(h.breaker.admit(h.log));
    expect(h.probes).toHaveLength(1);
    h.advance(1);
    const prober = h.breaker.admit(h.log);
    expect(h.probes).toHaveLength(2);
    h.probes[1]!.resolve();
    await prober;
    expect(h.breaker.isOpen).toBe(false);
    // The hung probe failing late, once the database answered, does not open it again.
    h.probes[0]!.reject(coded('CONNECTION_CLOSED'));
    await settle();
    expect(h.breaker.isOpen).toBe(false);
    expect(h.lines.map((l) => l.level)).toEqual(['error', 'info']);
  });

  it('its own refusals and errors that are not a lost connection do not open it', () => {
    const h = harness();
    h.breaker.report(new ServiceUnavailableError(DATABASE_AWAY_MESSAGE), h.log);
    h.breaker.report(fromServer('23505', 'duplicate key'), h.log);
    h.breaker.report(new Error('boom'), h.log);
    expect(h.breaker.isOpen).toBe(false);
    expect(h.probes).toHaveLength(0);
    expect(h.lines).toEqual([]);
  });
});
