import { TRPCError, initTRPC } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError, type z } from 'zod';
import { DomainError, ForbiddenError, UnauthorizedError, ValidationError } from '../shared/errors';
import {
  type Language,
  type Message,
  type MessageKey,
  englishText,
  isMessageKey,
  messageDetails,
  msg,
} from '../shared/messages';
import { renderMessage } from '../shared/messagesLocalised';
import type { Context } from './context';
import { inLanguage } from './language';
import { breakerOf } from './db';
import { timeProcedure } from './metrics/registry';
import { toTRPCError } from './trpcErrors';

export { toTRPCError } from './trpcErrors';

/** Zod's own messages name no field ("Invalid input: expected string"); ours ("Please fill in city") do. */
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** What each type zod expected is called in a message (an unlisted one, such as a date or a bigint, is "not valid"). */
const MUST_BE: Partial<Record<string, MessageKey>> = {
  string: 'field.mustBeText',
  number: 'field.mustBeNumber',
  int: 'field.mustBeWhole',
  boolean: 'call.trueOrFalse',
  array: 'field.mustBeList',
  object: 'field.mustBeObject',
};

/**
 * The keyed message of one of zod's own issues (its English names no field and has no Arabic): chosen by the issue's
 * code, naming the field by its path; an issue of the whole input (no path) is told as the input not being valid.
 */
function genericIssueMessage(issue: z.core.$ZodIssue, field: string | undefined): Message {
  const named = issue.code === 'unrecognized_keys' ? [field, issue.keys[0]].filter(Boolean).join('.') : field;
  if (!named) return msg('call.inputInvalid');
  switch (issue.code) {
    case 'invalid_type':
      return msg(MUST_BE[issue.expected] ?? 'field.invalid', { field: named });
    case 'invalid_value':
      return msg('call.oneOf', { field: named, values: issue.values.map(String).join(', ') });
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? msg('field.fillIn', { field: named })
        : msg('field.invalid', { field: named });
    case 'too_big':
      return issue.origin === 'string'
        ? msg('field.atMostChars', { field: named, max: Number(issue.maximum) })
        : msg('field.invalid', { field: named });
    default:
      return msg('field.invalid', { field: named });
  }
}

/**
 * The first failing field and a message for it, from a zod error: the keyed message a shared schema gave the issue
 * (src/shared/messages.ts `says`), or one chosen for zod's own message; a literal message of a schema stays as it is.
 */
export function describeZodError(error: ZodError): { field: string | undefined; message: string; said?: Message } {
  const issue = error.issues[0];
  if (!issue)
    return { field: undefined, message: englishText(msg('call.inputInvalid')), said: msg('call.inputInvalid') };
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const { message_key: key, message_params: params } = issue as {
    message_key?: unknown;
    message_params?: Message['params'];
  };
  const said = isMessageKey(key)
    ? msg(key, params)
    : GENERIC_ZOD_MESSAGE.test(issue.message)
      ? genericIssueMessage(issue, field)
      : undefined;
  return { field, message: said ? englishText(said) : issue.message, said };
}

/** What an error answer says: its code, field and message, and the message's key when it has one. */
export interface ErrorDescription {
  appCode: string;
  field: string | undefined;
  message: string;
  /** The keyed message, said in `message` in the caller's language; its key and parameters go in `details`. */
  said?: Message;
}

/** The error's own description, in English (the keyed message, when there is one, is said in a language later). */
function describeInEnglish(error: TRPCError): ErrorDescription {
  const cause = error.cause;
  if (cause instanceof ZodError) return { appCode: 'VALIDATION_ERROR', ...describeZodError(cause) };
  if (cause instanceof DomainError) {
    return {
      appCode: cause.code,
      field: cause.field,
      message: cause.message,
      said: cause.messageKey && msg(cause.messageKey, cause.messageParams),
    };
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return keyed('INTERNAL_ERROR', 'call.serverProblem');
  // An input schema that threw (a TypeError in a refinement, not a zod issue) is told without its internals.
  if (error.code === 'BAD_REQUEST' && cause instanceof Error && !(cause instanceof TRPCError))
    return keyed('BAD_REQUEST', 'call.unreadableInput');
  return { appCode: error.code, field: undefined, message: error.message };
}

const keyed = (appCode: string, key: MessageKey): ErrorDescription => ({
  appCode,
  field: undefined,
  message: englishText(msg(key)),
  said: msg(key),
});

/**
 * The application's error code, field and message for any error a procedure raised (used by tRPC and REST alike),
 * the message in `language` when it is a keyed one (an English text without a key stays as it is).
 */
export function describeError(error: TRPCError, language: Language = 'en'): ErrorDescription {
  const described = describeInEnglish(error);
  return described.said ? { ...described, message: renderMessage(described.said, language) } : described;
}

/** An error answer's `details`: the error's own, with its message's key and parameters when it has one. */
export function detailsOf(error: TRPCError, said: Message | undefined): Record<string, unknown> | undefined {
  const own = error.cause instanceof DomainError ? error.cause.details : undefined;
  return said ? messageDetails(said, own) : own;
}

/**
 * Per-procedure settings: `signInMessage` is the 401 a signed-out caller gets ('signIn.addToCart': 'Please log in to
 * add items to cart'); `withoutDatabase` lets a procedure that answers without the database (health, liveness) run
 * while it is away.
 */
export interface ProcedureMeta {
  signInMessage?: MessageKey;
  withoutDatabase?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      // An error that did not pass the procedures' middleware (the context's) is mapped here the same way.
      const answered = toTRPCError(error);
      const { appCode, field, message, said } = describeError(answered, ctx?.language);
      const details = detailsOf(answered, said);
      const [code, httpStatus] =
        answered === error
          ? [shape.data.code, shape.data.httpStatus]
          : [answered.code, getHTTPStatusCodeFromError(answered)];
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        message,
        data: { code, httpStatus, path: shape.data.path, appCode, field, details },
      };
    },
  });

/**
 * Text PostgreSQL cannot store: the NUL character (22021 in text, 22P05 in JSON) and, in JSON, half of a surrogate
 * pair (22P02 naming a surrogate). No zod schema checks for them, and they are the input's fault, not ours: a 400.
 */
export const UNSTORABLE_TEXT = englishText(msg('call.unstorableText'));
function unstorableText(err: unknown): boolean {
  const { code, detail } = (err ?? {}) as { code?: unknown; detail?: unknown };
  return code === '22021' || code === '22P05' || (code === '22P02' && /surrogate/i.test(String(detail)));
}

/** Half of a surrogate pair (a lone high or low surrogate code unit). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where in an input (strings at any depth of its objects and arrays) the first text PostgreSQL cannot store is: its
 * dotted path ('' for the input itself), or undefined when there is none.
 */
function unstorableTextAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || path.length > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return path.join('.');
    const found = unstorableTextAt(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for text PostgreSQL cannot store, however it was found, naming the field when it is known. */
function unstorableTextError(field?: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: UNSTORABLE_TEXT,
    cause: new ValidationError(msg('call.unstorableText'), field || undefined),
  });
}

/**
 * Domain errors thrown anywhere below become TRPCErrors with the matching code; the cause is kept. A lost database
 * connection becomes the 503 SERVICE_UNAVAILABLE (`toTRPCError`). Text the database is the first to refuse becomes
 * the unstorable-text 400.
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && unstorableText(result.error.cause)) throw unstorableTextError();
  if (!result.ok) {
    const answered = toTRPCError(result.error);
    if (answered !== result.error) throw answered;
  }
  return result;
});

/**
 * The database's breaker (src/server/db.ts): while the database is away a call is refused at once, before it waits on
 * a dead pool (a procedure marked `withoutDatabase` still runs); a call that lost its connection opens it.
 */
const databaseAvailable = t.middleware(async ({ ctx, meta, next }) => {
  const breaker = breakerOf(ctx.sql);
  if (!meta?.withoutDatabase) await breaker.admit(ctx.log);
  const result = await next();
  if (!result.ok) breaker.report(result.error.cause, ctx.log);
  return result;
});

/**
 * Unstorable text is refused before the procedure runs (it could otherwise fail later than the database: a mail's
 * link, a PDF), but after the sign-in and role checks, so a caller without the right still hears 401 or 403.
 */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const field = unstorableTextAt(await getRawInput());
  if (field !== undefined) throw unstorableTextError(field);
  return next();
});

/** The call runs in its caller's language, so its success messages are said in it (src/server/language.ts). */
const spokenLanguage = t.middleware(({ ctx, next }) => inLanguage(ctx.language ?? 'en', next));

/** Signed-in callers only; narrows ctx.user to non-null. A procedure's `meta({ signInMessage })` words the 401. */
const signedIn = t.middleware(({ ctx, meta, next }) => {
  if (!ctx.user) throw new UnauthorizedError(ctx.authProblem ?? msg(meta?.signInMessage ?? 'call.logInToContinue'));
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
const baseProcedure = t.procedure.use(timeProcedure).use(domainErrors).use(spokenLanguage).use(databaseAvailable);
export const publicProcedure = baseProcedure.use(storableInput);

/** Signed-in callers only (see `signedIn`). */
export const authedProcedure = baseProcedure.use(signedIn).use(storableInput);

/** Administrators only: FORBIDDEN for a signed-in customer, UNAUTHORIZED with no token. */
export const adminProcedure = baseProcedure
  .use(signedIn)
  .use(({ ctx, next }) => {
    if (ctx.user.role !== 'admin') throw new ForbiddenError(msg('call.adminsOnly'));
    return next({ ctx });
  })
  .use(async ({ ctx, next }) => {
    // ADMIN_REQUIRE_2FA=1: the admin area needs two-factor sign-in; turning it on is a customer's call.
    if (ctx.config.adminRequireTwoFactor) {
      const [row] = await ctx.sql<
        { enabled: boolean }[]
      >`select two_factor_enabled as enabled from users where id = ${ctx.user.userId}`;
      if (!row?.enabled)
        throw new ForbiddenError(msg('accounts.adminNeedsTwoFactor'), undefined, {
          two_factor_required_for_admin: true,
        });
    }
    return next({ ctx });
  })
  .use(storableInput);
