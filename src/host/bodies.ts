import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type BodyRefused,
  JSON_BODY_LIMIT,
  jsonShapeRefusal,
  readBodyText,
  trpcBodyLimit,
} from '../server/http/bodyBudget';
import { trpcCalls } from './rateLimit';

/*
 * JSON bodies within reason. One parser for
 * `application/json` on the whole app, in place of fastify's: it reads at most the call's limit (64 KB, more only for
 * the calls named in LARGE_JSON_CALLS), checks nesting depth and element count on the text, and only then parses it
 * (fastify's own parser, with its __proto__ and constructor checks) — or, on /trpc, hands the text to tRPC, which parses
 * it and deserialises superjson after the check.
 */

/** The tRPC route, as fastify names it. */
const TRPC_ROUTE = '/trpc/:path';

/** The procedures a /trpc request calls (by the path fastify decoded), or undefined for any other route. */
function trpcNames(req: FastifyRequest): string[] | undefined {
  if (req.routeOptions.url !== TRPC_ROUTE) return undefined;
  const path = (req.params as { path?: string } | undefined)?.path ?? '';
  const query = req.url.indexOf('?');
  return trpcCalls(path, query === -1 ? '' : req.url.slice(query + 1));
}

/** The byte limit of a request's JSON body. */
export const jsonBodyLimit = (req: FastifyRequest) => {
  const names = trpcNames(req);
  return names ? trpcBodyLimit(names) : JSON_BODY_LIMIT;
};

/** Replace fastify's JSON parser on `app` (and every scope below it) with the budgeted one. */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (req: FastifyRequest, payload: IncomingMessage) => {
    const text = await readBodyText(req.raw, payload, jsonBodyLimit(req));
    const refusal = jsonShapeRefusal(text);
    if (refusal) throw refusal;
    if (req.routeOptions.url === TRPC_ROUTE) return text;
    return new Promise((resolve, reject) => parse(req, text, (err, body) => (err ? reject(err) : resolve(body))));
  });
}

/** The refusal of a /trpc query whose `input` (in the address) is too deep or has too many elements. */
export function trpcInputRefusal(req: FastifyRequest): BodyRefused | undefined {
  const input = (req.query as { input?: unknown } | undefined)?.input;
  return typeof input === 'string' ? jsonShapeRefusal(input) : undefined;
}
