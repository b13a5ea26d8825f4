import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, PayloadTooLargeError, ValidationError } from '../shared/errors';
import { BodyRefused } from '../server/http/bodyBudget';
import { type AppDeps, createContext, requestInfo } from '../server/context';
import { createCaller } from '../server/routers';
import { describeError, detailsOf, toTRPCError } from '../server/trpc';
import {
  type Language,
  type Message,
  type MessageKey,
  isMessage,
  messageDetails,
  msg,
  preferredLanguage,
} from '../shared/messages';
import { renderMessage } from '../shared/messagesLocalised';
import { envelopeOfRoute } from './envelope';
import { buildOpenApi, docsPage } from './openapi';
import { type Access, procedureAccess } from './procedures';
import { routes } from './routes';
import type { RestReply, RestRoute } from './types';

/** `{id}` → `:id` for fastify's router. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Read a multipart request into `{...fields, files}`; files as base64 for the procedure's zod schema. */
async function readMultipart(req: FastifyRequest, limits: NonNullable<RestRoute['multipart']>) {
  if (!req.isMultipart()) throw new ValidationError(msg('uploads.sendMultipart'), 'file');
  const fields: Record<string, string> = {};
  const files: { fieldname: string; filename: string; mimetype: string; base64: string }[] = [];
  try {
    for await (const part of req.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          base64: data.toString('base64'),
        });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(
        msg('uploads.tooLarge', { megabytes: Math.round(limits.maxFileBytes / 1024 / 1024) }),
        'file',
      );
    }
    if (code === 'FST_FILES_LIMIT')
      throw new PayloadTooLargeError(msg('uploads.tooManyFiles', { max: limits.maxFiles }), 'files');
    throw new ValidationError(msg('uploads.unreadable'), 'file');
  }
  return { ...fields, files };
}

async function defaultInput(route: RestRoute, req: FastifyRequest): Promise<unknown> {
  const params = req.params as Record<string, string>;
  if (route.method === 'GET' || route.method === 'DELETE') return { ...(req.query as object), ...params };
  const body = route.multipart ? await readMultipart(req, route.multipart) : req.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) return body;
  return { ...(body as object | undefined), ...params };
}

/** Whether a caller gets past a procedure's access check (public, signed in, administrators). */
function allowedBy(access: Access | undefined, user: { role: string } | null): boolean {
  if (access === 'public') return true;
  return user !== null && (access !== 'admin' || user.role === 'admin');
}

/** Find a procedure on a caller by its dotted path. */
function procedureOf(caller: unknown, path: string): (input: unknown) => Promise<unknown> {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
}

export interface ErrorBody {
  success: false;
  message: string;
  error: string;
  field?: string;
  details?: Record<string, unknown>;
}

/**
 * The documented error shape and status for anything a procedure threw, its message in `language`. Never leaks
 * internals. A database that cannot be reached is the 503 SERVICE_UNAVAILABLE with `details.retry_after_seconds`
 * (`toTRPCError`). A keyed message names its key in `details.message_key`, with its parameters, as tRPC's answers do,
 * so a REST client can word it itself.
 */
export function errorReply(err: unknown, language: Language = 'en'): { status: number; body: ErrorBody } {
  const trpcError = toTRPCError(err);
  // A domain error raised by the adapter itself (reading a multipart body) keeps its own status (400, 413).
  const status = err instanceof DomainError ? err.status : getHTTPStatusCodeFromError(trpcError);
  const { appCode, field, message, said } = describeError(trpcError, language);
  const body: ErrorBody = { success: false, message, error: appCode };
  if (field) body.field = field;
  const details = detailsOf(trpcError, said);
  if (details) body.details = details;
  return { status, body };
}

/** The error shape of a refusal the adapter itself words (no procedure ran): its message by key, as `errorReply`'s. */
function keyedErrorBody(error: string, said: Message, language: Language): ErrorBody {
  return { success: false, message: renderMessage(said, language), error, details: messageDetails(said) };
}

/** A success answer's `message` given by key (`written(msg('crops.cropCreated'))`) is said in the caller's language. */
function saidIn(json: Record<string, unknown>, language: Language): Record<string, unknown> {
  return isMessage(json.message) ? { ...json, message: renderMessage(json.message, language) } : json;
}

function send(reply: FastifyReply, out: RestReply, language: Language = 'en') {
  reply.status(out.status ?? 200);
  if ('file' in out) {
    const name = out.file.filename.replace(/[^\w.-]/g, '_');
    return reply
      .header('content-type', out.file.contentType)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(out.file.data);
  }
  return reply.send(saidIn(out.json, language));
}

/** The language a request's `Accept-Language` asks for (the context adds the signed-in user's saved one). */
const askedLanguage = (req: FastifyRequest): Language => preferredLanguage(req.headers['accept-language']) ?? 'en';

/** Fastify's own refusals of a request body (its words, keyed so that an Arabic caller reads them in Arabic). */
const FASTIFY_REFUSALS: Partial<Record<string, MessageKey>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'call.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'call.unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'call.emptyJsonBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'call.contentLengthMismatch',
};

/**
 * The answer to an error no procedure answered (fastify's own refusals, a body past its budget, a fault of ours): the
 * documented shape, its message in the caller's language when it is keyed. The REST adapter's and the app's error
 * handler. A body refused for its size also closes the connection, so what is left of it is not read.
 */
export function answerRefusal(
  err: Error & { statusCode?: number; code?: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) req.log.error({ err }, 'unhandled error');
  const code =
    status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : status === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : status === 500
            ? 'INTERNAL_ERROR'
            : 'BAD_REQUEST';
  const fastifyKey = err.code ? FASTIFY_REFUSALS[err.code] : undefined;
  const said =
    status === 500
      ? msg('call.serverProblem')
      : err instanceof BodyRefused
        ? err.said
        : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? msg('call.invalidJson')
          : fastifyKey && msg(fastifyKey);
  if (status === 413) reply.header('connection', 'close');
  // Any other refusal of Fastify's own has no key: its words as they are.
  const body = said
    ? keyedErrorBody(code, said, askedLanguage(req))
    : { success: false, message: err.message, error: code };
  return reply.status(status).send(body);
}

/** The REST adapter: every route of the table, served by calling the same tRPC procedures. Mount at /api. */
export async function restAdapter(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });

  app.setErrorHandler(answerRefusal);

  app.setNotFoundHandler((req, reply) =>
    reply
      .status(404)
      .send(
        keyedErrorBody(
          'ROUTE_NOT_FOUND',
          msg('call.noSuchRoute', { method: req.method, path: req.url.split('?')[0] ?? '' }),
          askedLanguage(req),
        ),
      ),
  );

  for (const route of routes) {
    const access = procedureAccess(route.procedure);
    const respond = envelopeOfRoute(route);
    const { probe } = route;
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      handler: async (req, reply) => {
        // A probe without a token is answered straight from the server; with one it is a call like any other (the
        // procedure may tell an administrator more: /health's details).
        if (probe && !req.headers.authorization) return send(reply, respond(await probe(deps)), askedLanguage(req));
        let language = askedLanguage(req);
        try {
          // Inside the try: the check of a signed-in caller is refused with a 503 while the database is away.
          const ctx = await createContext(deps, requestInfo(req));
          language = ctx.language ?? language;
          // A caller the procedure will refuse (no valid token, not an administrator) gets that 401/403, not an error
          // about the files it sent: an upload is not read for nobody.
          const readBody = !route.multipart || allowedBy(access, ctx.user);
          const input = !readBody
            ? undefined
            : route.input
              ? route.input({
                  params: req.params as Record<string, string>,
                  query: req.query as Record<string, unknown>,
                  body: route.multipart ? await readMultipart(req, route.multipart) : req.body,
                  headers: req.headers,
                })
              : await defaultInput(route, req);
          const output = await procedureOf(createCaller(ctx), route.procedure)(input);
          return send(reply, respond(output), language);
        } catch (err) {
          const { status, body } = errorReply(err, language);
          // A database outage is logged once, by the breaker (src/server/db.ts), not once per call.
          if (status >= 500 && status !== 503) req.log.error({ err }, 'REST call failed');
          // A refusal that says when to come back (a sign-in or code throttle, the database away) says it in the header
          // clients read too.
          const retryAfter = body.details?.retry_after_seconds;
          if ((status === 429 || status === 503) && typeof retryAfter === 'number')
            reply.header('retry-after', retryAfter);
          return reply.status(status).send(body);
        }
      },
    });
  }

  const openapi = buildOpenApi(routes, deps.version);
  app.get('/openapi.json', async () => openapi);
  app.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docsPage(openapi)));
}
