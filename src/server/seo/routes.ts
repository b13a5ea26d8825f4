import { Readable, pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg, preferredLanguage } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import { clientKey } from '../clientKey';
import type { AppDeps } from '../context';
import { robotsTxt } from './robots';
import { SITEMAP_URLS_PER_FILE, sitemapAnswer, sitemapSections } from './sitemap';

/*
 * The files for crawlers: /sitemap.xml (./sitemap.ts) and /robots.txt (./robots.ts). Each request counts
 * against the client's `requests` budget like a call of the API (src/host/rateLimit.ts), since a sitemap file is the
 * dearest public read there is. Both may be kept by caches for a while: the sitemap an hour, robots.txt a day.
 */

export interface SeoRouteOptions {
  /** URLs per sitemap file (the protocol's 50,000; tests give fewer to see the index). */
  sitemapUrlsPerFile?: number;
}

/** Counts the request; false (after answering 429 in the caller's language) when the client is over its budget. */
async function withinBudget(deps: Pick<AppDeps, 'limits'>, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const state = await deps.limits.hit('requests', clientKey(req.ip));
  if (state.allowed) return true;
  const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
  const text = renderMessage(
    msg('call.tooManyRequests', { seconds }),
    preferredLanguage(req.headers['accept-language']) ?? 'en',
  );
  await reply.status(429).header('retry-after', seconds).type('text/plain; charset=utf-8').send(text);
  return false;
}

/** The `page` of /sitemap.xml?page=N: undefined when absent, NaN when it is not a whole number. */
function sitemapPage(query: unknown): number | undefined {
  const page = (query as { page?: unknown } | undefined)?.page;
  if (page === undefined) return undefined;
  return typeof page === 'string' && /^\d{1,9}$/.test(page) ? Number(page) : Number.NaN;
}

/** Registers GET (and HEAD) /sitemap.xml and /robots.txt. */
export async function registerSeoRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: SeoRouteOptions = {},
): Promise<void> {
  const sections = sitemapSections(deps.sql);
  const urlsPerFile = options.sitemapUrlsPerFile ?? SITEMAP_URLS_PER_FILE;

  app.get('/robots.txt', async (req, reply) => {
    if (!(await withinBudget(deps, req, reply))) return reply;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(deps.config.publicUrl));
  });

  app.get('/sitemap.xml', async (req, reply) => {
    if (!(await withinBudget(deps, req, reply))) return reply;
    const answer = await sitemapAnswer(sections, deps.config.publicUrl, sitemapPage(req.query), urlsPerFile);
    if (!answer) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding');
    if (answer.kind === 'index') return reply.send(answer.xml);
    const xml = Readable.from(answer.chunks);
    // A file of 50,000 URLs is some 20 MB of XML, a tenth of it gzipped: compressed as it is written.
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(xml);
    // A failed read ends the answer early (the client sees a broken file, not a short valid one).
    const gzip = pipeline(xml, createGzip(), () => undefined);
    return reply.header('content-encoding', 'gzip').send(gzip);
  });
}
