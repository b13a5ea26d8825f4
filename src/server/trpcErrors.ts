import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { DomainError } from '../shared/errors';
import { type OutageLog, asServiceUnavailable, breakerOf } from './db';
import type { Sql } from './sqlTypes';

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The TRPCError any error is answered as (the procedures' middleware, the error formatter and the REST adapter's
 * errorReply all go through it): a database that cannot be reached, however the error surfaced (a query, the context's
 * check of the caller, the breaker's refusal), is the one 503 SERVICE_UNAVAILABLE (`asServiceUnavailable`); a domain
 * error gets its status's code; any other TRPCError stays as it is; anything else is an INTERNAL_SERVER_ERROR.
 */
export function toTRPCError(err: unknown): TRPCError {
  const cause = err instanceof TRPCError ? err.cause : err;
  const domain = asServiceUnavailable(cause) ?? (cause instanceof DomainError ? cause : undefined);
  if (domain) {
    const code = CODE_BY_STATUS[domain.status] ?? 'BAD_REQUEST';
    return err instanceof TRPCError && err.code === code && err.cause === domain
      ? err
      : new TRPCError({ code, message: domain.message, cause: domain });
  }
  return err instanceof TRPCError ? err : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err });
}

/**
 * Database work of a call outside its procedure (the context's check of a signed-in caller) behind the pool's breaker,
 * as the procedures' is (`databaseAvailable`): refused at once while the database is away, a lost connection reported;
 * either is thrown as the TRPCError SERVICE_UNAVAILABLE.
 */
export async function behindBreaker<T>(deps: { sql: Sql; log: OutageLog }, work: () => Promise<T>): Promise<T> {
  const breaker = breakerOf(deps.sql);
  try {
    await breaker.admit(deps.log);
    return await work();
  } catch (err) {
    breaker.report(err, deps.log);
    throw asServiceUnavailable(err) ? toTRPCError(err) : err;
  }
}
