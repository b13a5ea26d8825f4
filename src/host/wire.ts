import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toFastifyPath } from '../rest-adapter';
import { routes } from '../rest-adapter/routes';
import { trpcCalls } from './rateLimit';
import { type AnswerCache, chooseEncoding } from '../server/http/answerCache';
import { CACHEABLE_READ_PROCEDURES, isCacheableRoute } from '../server/http/cacheableReads';
import {
  CACHEABLE_VARY,
  NO_STORE,
  PUBLIC_CACHE_CONTROL,
  cacheControlFor,
  ifNoneMatchHits,
  weakEtag,
  withVary,
} from '../server/http/conditional';

/*
 * Light on the wire: the answers of /api and /trpc compressed, and the cacheable public reads conditional
 * and briefly cacheable. Registered once, in the encapsulated scope that holds the tRPC plugin and the REST adapter
 * (src/host/app.ts), so the pages, the precompressed static files and the uploads never pass through it.
 */

/** Answers smaller than this (bytes) go as they are: a compressed frame would save too little to pay for itself. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Brotli quality 4 (the plugin's own default; Cloudflare's choice for dynamic answers): the 27 kB product list in about
 * 0.7 ms, to 15 % of its size. Quality 5 saves another tenth of the bytes for about 1.7× the time; 11 takes ~70 ms.
 */
export const BROTLI_QUALITY = 4;
/** gzip (for clients without brotli) at level 4: within about 5 % of level 6's size, and faster. */
export const GZIP_LEVEL = 4;
/** Text and JSON (also `+json` / `+xml` types). Not octet-stream: a download that is already compressed stays as it is. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

/** The cacheable REST routes as fastify names them (`/api/products/:id`). */
const CACHEABLE_ROUTE_URLS = new Set(routes.filter(isCacheableRoute).map((r) => `/api${toFastifyPath(r.path)}`));

/**
 * Whether a request reads only cacheable public reads (src/server/http/cacheableReads.ts): a GET (or HEAD) of one of
 * their REST routes, or of /trpc naming only them (every call of a batch). Who asks is not looked at here.
 */
export function isCacheableRead(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.routeOptions.url;
  if (url === undefined) return false;
  if (CACHEABLE_ROUTE_URLS.has(url)) return true;
  if (!url.startsWith('/trpc/')) return false;
  const pathParam = (req.params as { path?: string } | undefined)?.path;
  if (pathParam === undefined) return false;
  const query = req.url.indexOf('?');
  const names = trpcCalls(pathParam, query === -1 ? '' : req.url.slice(query + 1));
  return names.length > 0 && names.every((name) => CACHEABLE_READ_PROCEDURES.has(name));
}

/**
 * tRPC's fastify adapter sends a fetch `Response`. A JSON one (every answer but a stream) is read into a Buffer here,
 * its status and headers moved onto the reply, so that it can be fingerprinted and so that the compression's size
 * threshold applies to it (the plugin would stream-compress a `Response` of any size). Streams stay as they are.
 */
async function bufferedJson(reply: FastifyReply, answer: Response): Promise<Buffer | Response> {
  const type = answer.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json') || answer.headers.has('transfer-encoding')) return answer;
  reply.code(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  return Buffer.from(await answer.arrayBuffer());
}

/** What the answer cache records on a request: the generation it started under, or that it was answered from memory. */
const CACHE_STAMP = Symbol('answerCacheStamp');
const FROM_CACHE = Symbol('answeredFromCache');
type CacheMarks = { [CACHE_STAMP]?: number; [FROM_CACHE]?: true };

/** The key of a public read: the method (HEAD reads GET's answer) and the address exactly as asked. */
const cacheKey = (req: FastifyRequest) => `GET ${req.url}`;

/** Whether a request may be answered from, or kept in, the answer cache: a cacheable read asked without a token. */
const sharedRead = (req: FastifyRequest) => req.headers.authorization === undefined && isCacheableRead(req);

/**
 * A public read kept in memory is answered from there (src/server/http/answerCache.ts): the same headers, ETag and 304
 * as a fresh answer, its bytes compressed once for each encoding.
 */
function answerFromCache(cache: AnswerCache) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!sharedRead(req)) return;
    const marks = req as unknown as CacheMarks;
    const key = cacheKey(req);
    const kept = cache.get(key);
    if (kept === undefined) {
      marks[CACHE_STAMP] = cache.stamp;
      return;
    }
    marks[FROM_CACHE] = true;
    reply
      .code(200)
      .header('content-type', kept.contentType)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('etag', kept.etag)
      .header('vary', withVary(reply.getHeader('vary') as string | undefined, CACHEABLE_VARY));
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatchHits(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, kept.etag)) {
      reply.code(304).removeHeader('content-type');
      return reply.send();
    }
    const accept = req.headers['accept-encoding'];
    const encoding =
      kept.body.length < COMPRESSION_THRESHOLD
        ? 'identity'
        : chooseEncoding(typeof accept === 'string' ? accept : undefined);
    if (kept.body.length >= COMPRESSION_THRESHOLD)
      reply.header('vary', withVary(reply.getHeader('vary') as string | undefined, ['accept-encoding']));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(cache.encoded(key, kept, encoding));
  };
}

/**
 * Cache headers on every answer of the scope, and the conditional answer of a cacheable read: a successful read gets a
 * weak ETag of its body and, when If-None-Match names it, a bodiless 304 instead. Runs before the compression (hooks
 * of the scope come before the plugin's route hooks), so the ETag is the same whatever the encoding. A public read's
 * answer is kept in the answer cache. A write call does not drop it: the database's notification of a real change does
 * (src/host/app.ts), so a request that changed nothing (a 404, a refusal) cannot empty it.
 */
function conditionalAnswer(cache: AnswerCache | undefined, caughtUp: (() => Promise<void>) | undefined) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const marks = req as unknown as CacheMarks;
    if (marks[FROM_CACHE]) return payload;
    // A signed-in write that succeeded answers once the cache has heard of every change committed before it, so its
    // caller's next read (signed out too) sees the change: one marker's round trip, only for such calls.
    if (
      cache &&
      caughtUp &&
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      req.headers.authorization !== undefined &&
      reply.statusCode < 300
    ) {
      await caughtUp();
    }
    const body = payload instanceof Response ? await bufferedJson(reply, payload) : payload;
    if (!isCacheableRead(req)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
      return body;
    }
    const buffered = typeof body === 'string' || Buffer.isBuffer(body);
    const cacheControl = cacheControlFor({
      cacheableRead: buffered,
      authorization: req.headers.authorization !== undefined,
      status: reply.statusCode,
    });
    reply.header('cache-control', cacheControl);
    if (cacheControl === NO_STORE || !buffered) return body;
    const etag = weakEtag(body);
    reply.header('etag', etag).header('vary', withVary(reply.getHeader('vary') as string | undefined, CACHEABLE_VARY));
    const stamp = marks[CACHE_STAMP];
    const contentType = reply.getHeader('content-type');
    if (
      cache &&
      stamp !== undefined &&
      cacheControl === PUBLIC_CACHE_CONTROL &&
      typeof contentType === 'string' &&
      !reply.hasHeader('set-cookie')
    ) {
      cache.put(cacheKey(req), stamp, { body: Buffer.isBuffer(body) ? body : Buffer.from(body), etag, contentType });
    }
    const ifNoneMatch = req.headers['if-none-match'];
    if (!ifNoneMatchHits(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, etag)) return body;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  };
}

/**
 * Compression and conditional reads for the scope it is registered in (see the top of this file): brotli, else gzip,
 * as the request's Accept-Encoding allows, for text and JSON answers of at least COMPRESSION_THRESHOLD bytes. Request
 * bodies are not decompressed (no client sends them compressed, and a small compressed body could unpack to a large one).
 */
export async function registerWire(
  scope: FastifyInstance,
  cache?: AnswerCache,
  caughtUp?: () => Promise<void>,
): Promise<void> {
  await scope.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
  if (cache) scope.addHook('preHandler', answerFromCache(cache));
  scope.addHook('onSend', conditionalAnswer(cache, caughtUp));
}
