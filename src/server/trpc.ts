import { TRPCError, initTRPC } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { DomainError, ValidationError } from '../shared/errors';
import type { Context } from './context';

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
};

/** Zod's own messages name no field ("Invalid input: expected string"); ours ("Please fill in city") do. */
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** The first failing field and a message for it, from a zod error. */
export function describeZodError(error: ZodError): { field: string | undefined; message: string } {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const text = issue?.message ?? 'Invalid input';
  const message = field && GENERIC_ZOD_MESSAGE.test(text) ? `${field}: ${text}` : text;
  return { field, message };
}

/** The application's error code and field for any error a procedure raised (used by tRPC and REST alike). */
export function describeError(error: TRPCError): { appCode: string; field: string | undefined; message: string } {
  const cause = error.cause;
  if (cause instanceof ZodError) return { appCode: 'VALIDATION_ERROR', ...describeZodError(cause) };
  if (cause instanceof DomainError) return { appCode: cause.code, field: cause.field, message: cause.message };
  if (error.code === 'INTERNAL_SERVER_ERROR') return { appCode: 'INTERNAL_ERROR', field: undefined, message: 'Something went wrong on our side. Please try again.' };
  // An input schema that threw (a TypeError in a refinement, not a zod issue) is told without its internals.
  if (error.code === 'BAD_REQUEST' && cause instanceof Error && !(cause instanceof TRPCError)) {
    return { appCode: 'BAD_REQUEST', field: undefined, message: 'The input could not be read. Please check it and try again.' };
  }
  return { appCode: error.code, field: undefined, message: error.message };
}

/** Per-procedure settings: `signInMessage` is the 401 a signed-out caller gets ('Please log in to add items to cart'). */
export interface ProcedureMeta {
  signInMessage?: string;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const { appCode, field, message } = describeError(error);
    const details = error.cause instanceof DomainError ? error.cause.details : undefined;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, appCode, field, details } };
  },
});

/**
 * Text PostgreSQL cannot store: the NUL character (22021 in text, 22P05 in JSON) and, in JSON, half of a surrogate
 * pair (22P02 naming a surrogate). No zod schema checks for them, and they are the input's fault, not ours: a 400.
 */
export const UNSTORABLE_TEXT = 'Text cannot contain the NUL character (U+0000) or half of a surrogate pair.';
function unstorableText(err: unknown): boolean {
  const { code, detail } = (err ?? {}) as { code?: unknown; detail?: unknown };
  return code === '22021' || code === '22P05' || (code === '22P02' && /surrogate/i.test(String(detail)));
}

/** Domain errors thrown anywhere below become TRPCErrors with the matching code; the cause is kept. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && unstorableText(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT, cause: new ValidationError(UNSTORABLE_TEXT) });
  }
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODE_BY_STATUS[cause.status] ?? 'BAD_REQUEST', message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

/** Signed-in callers only; narrows ctx.user to non-null. A procedure's `meta({ signInMessage })` words the 401. */
export const authedProcedure = publicProcedure.use(({ ctx, meta, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.authProblem ?? meta?.signInMessage ?? 'Please log in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Administrators only: FORBIDDEN for a signed-in customer, UNAUTHORIZED with no token. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'This action is for administrators only.' });
  return next({ ctx });
});
