import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TRPCError } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { answerRefusal, restAdapter } from '../rest-adapter';
import { registerJsonBodies, trpcInputRefusal } from './bodies';
import { answerClientError } from './clientErrors';
import { messageDetails, msg, preferredLanguage } from '../shared/messages';
import { renderMessage } from '../shared/messagesLocalised';
import { MAX_BATCH_SIZE } from '../shared/batching';
import { JSON_BODY_LIMIT } from '../server/http/bodyBudget';
import { type AppDeps, createContext } from '../server/context';
import { openAnswerCache } from '../server/http/answerCache';
import { HealthMonitor, healthCheck } from '../server/http/health';
import { BROTLI_QUALITY, GZIP_LEVEL, registerWire } from './wire';
import { listenForPublicContent } from '../server/publicContent';
import { RETRY_AFTER_SECONDS, breakerOf } from '../server/db';
import { registerQueueBoard } from '../server/queueBoard';
import { registerPayments } from '../server/payments/service';
import { apiArea, registerRateLimits } from './rateLimit';
import { storefrontPage } from '../server/storefrontPage';
import { PLAIN_PAGE_VARY, languageRedirect } from '../server/seo/firstVisit';
import { pageLanguage } from '../server/seo/pageAddresses';
import { type SeoRouteOptions, registerSeoRoutes } from '../server/seo/routes';
import { type AppRouter, appRouter } from '../server/routers';
import { toTRPCError } from '../server/trpc';
import { registerSecurityHeaders } from '../server/security/headers';
import { withRedactedRequests } from '../server/security/logRedaction';
import { IMMUTABLE, registerPictureRoutes } from '../server/images/routes';
import { uploadHeaders } from '../server/uploads/files';
import { isPublicUploadPath, registerPrivateUploads } from '../server/uploads/privateFiles';
import { ROOT } from '../server/paths';
import { registerMetrics } from '../server/metrics/http';
import { registerMessagingWebhooks } from '../server/messaging/webhooks';

export const CLIENT_DIR = join(ROOT, 'dist/client');

/** The package version, read once. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export type LoggerOption = boolean | { level: string; transport?: unknown };

/**
 * The HTTP server: tRPC at /trpc, the REST adapter at /api, the built storefront at / with SPA fallback.
 * Request ids come from X-Request-Id when sent, else are generated, and are echoed back. `rateLimitNameSpace`
 * prefixes the rate limits' Redis keys (tests give each file its own); `clientDir` is the built storefront (tests give
 * one of their own), `sitemapUrlsPerFile` the sitemap's file size (src/server/seo/routes.ts).
 */
export async function buildApp(
  deps: Omit<AppDeps, 'log' | 'limits' | 'health'>,
  logger: LoggerOption = { level: deps.config.logLevel },
  options: { rateLimitNameSpace?: string; clientDir?: string } & SeoRouteOptions = {},
): Promise<FastifyInstance> {
  registerPayments(deps.sql, deps.config.payments, deps.config.publicUrl);
  const app = Fastify({
    logger: withRedactedRequests(logger) as boolean,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // TRUST_PROXY: unset → the peer is the client and X-Forwarded-For is ignored; else only the named proxies (or hops).
    trustProxy: deps.config.trustProxy,
    // Bodies of other types than JSON (text); JSON bodies have their own budgets per call (src/host/bodies.ts), REST
    // multipart its per-route file limits.
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    // What Node's parser refuses (headers or address too large, a request too slow) in the documented shape too.
    clientErrorHandler: answerClientError,
    // A URL the router cannot read (a broken %-escape, a path segment longer than maxParamLength) is a 400 in the
    // documented error shape, not fastify's own body.
    frameworkErrors: (err, req, reply) => {
      const said = msg(err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'call.addressPartTooLong' : 'call.addressInvalid');
      const language = preferredLanguage(req.headers['accept-language']) ?? 'en';
      (reply as unknown as FastifyReply).status(400).send({
        success: false,
        message: renderMessage(said, language),
        error: 'BAD_REQUEST',
        details: messageDetails(said),
      });
    },
  });
  // Every refusal in the documented shape, fastify's own too (a body past its budget, a media type nobody reads).
  app.setErrorHandler(answerRefusal);
  // JSON bodies read within their call's budget and checked for depth and size before anything parses them.
  registerJsonBodies(app);
  const clientDir = options.clientDir ?? CLIENT_DIR;
  // CSP, nosniff, frame and referrer policies on every answer, the refusals too (src/server/security/headers.ts).
  await registerSecurityHeaders(app, {
    clientDir,
    publicUrl: deps.config.publicUrl,
    imageHosts: deps.config.cspImageHosts,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Prometheus metrics: every answer by route pattern and status; /metrics for a bearer METRICS_TOKEN (src/server/metrics).
  await registerMetrics(app, { sql: deps.sql, redisUrl: deps.config.redisUrl, queuePrefix: deps.runner.queuePrefix });
  // Per-client limits on /api and /trpc (every call of a batch counts), shared through Redis when REDIS_URL is set.
  const limits = await registerRateLimits(app, deps.config, { nameSpace: options.rateLimitNameSpace });
  // /api/health answers from this status, refreshed in the background about once a second (src/server/http/health.ts).
  const health = new HealthMonitor(healthCheck(deps));
  app.addHook('onReady', async () => health.start());
  app.addHook('onClose', () => health.stop());
  const full: AppDeps = { ...deps, log: app.log, limits, health };

  // The public reads' answers kept ready in memory (src/server/http/answerCache.ts), dropped when the public content
  // changes: told by the database (any process's commit) and by this process's projections.
  let caughtUp: (() => Promise<void>) | undefined;
  const answers =
    deps.config.answerCacheMb > 0
      ? openAnswerCache({
          maxBytes: deps.config.answerCacheMb * 1024 * 1024,
          brotliQuality: BROTLI_QUALITY,
          gzipLevel: GZIP_LEVEL,
        })
      : undefined;
  if (answers) {
    const { cache } = answers;
    const unobserve = deps.runner.observe(() => cache.changed());
    // Real PostgreSQL notifies at commit; the embedded database's session is read for the same notification as its
    // answers pass (src/server/publicContent.ts). A request that changed nothing drops nothing.
    const listener =
      deps.db.mode === 'postgres'
        ? await listenForPublicContent(
            deps.sql,
            () => cache.changed(),
            () => breakerOf(deps.sql).isOpen,
          )
        : undefined;
    const unsubscribe = deps.db.onPublicContentChange?.(() => cache.changed());
    caughtUp = listener?.caughtUp;
    app.addHook('onClose', async () => {
      unobserve();
      unsubscribe?.();
      answers.release();
      await listener?.stop().catch(() => undefined);
    });
  }

  // /trpc and /api in one scope of their own, with compression and the conditional public reads (src/host/wire.ts):
  // the pages and static files below keep their own encodings.
  await app.register(async (api) => {
    await registerWire(api, answers?.cache, caughtUp);
    // tRPC's fastify handler on a route of our own (not its plugin, whose JSON parser would read any body whole, and whose
    // multipart parser would hand tRPC an unbounded stream): bodies come through registerJsonBodies' budget.
    const trpcOptions = {
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req }: { req: import('fastify').FastifyRequest }) =>
        createContext(full, {
          authorization: req.headers.authorization,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
          requestId: String(req.id),
          acceptLanguage: req.headers['accept-language'],
        }),
      onError: ({
        error,
        path,
        req,
      }: {
        error: { code: string };
        path?: string;
        req: import('fastify').FastifyRequest;
      }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC call failed');
      },
      // A refused call says when to come back, as REST's 429 and 503 do: the wait the refusal names (a sign-in throttle,
      // the password-hashing queue: `details.retry_after_seconds`), else the database's while it is away (src/server/db.ts).
      responseMeta: ({ errors }: { errors: TRPCError[] }) => {
        const waits = errors.flatMap((error) => {
          const answered = toTRPCError(error);
          const named = (answered.cause as { details?: { retry_after_seconds?: unknown } } | undefined)?.details
            ?.retry_after_seconds;
          if (typeof named === 'number') return [named];
          return answered.code === 'SERVICE_UNAVAILABLE' ? [RETRY_AFTER_SECONDS] : [];
        });
        return waits.length > 0 ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
      },
    } satisfies { router: AppRouter } & Record<string, unknown>;
    api.all<{ Params: { path: string } }>('/trpc/:path', async (req, reply) => {
      // A query's input rides in the address: the same depth and size budget as a body's.
      const refusal = trpcInputRefusal(req);
      if (refusal) throw refusal;
      await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path: req.params.path });
    });

    await api.register(restAdapter, { prefix: '/api', deps: full });
  });

  // The doorbell: a call that may have appended events rings the projection runner once it has answered (after the
  // commit). Rings are coalesced and never block; a lost one is made up by the periodic sweep.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && apiArea(req)) deps.runner.ring();
  });

  // The SMS and WhatsApp providers' callbacks (delivery statuses, STOP), signature-verified (src/server/messaging).
  await registerMessagingWebhooks(app, full);

  // Bull Board for administrators at /admin/queues (with REDIS_URL; otherwise a 404 saying it needs Redis).
  await registerQueueBoard(app, full);

  // Uploaded files (avatars, product images, documents), stored by src/server/uploads/files.ts.
  const uploadsDir = join(deps.config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  // Pictures inline, documents as attachments, all with nosniff (uploadHeaders).
  // Support attachments and documents: only to their owner and administrators, never cached publicly.
  await registerPrivateUploads(app, full);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
    setHeaders: (reply, path) => {
      uploadHeaders(reply, path);
      // A picture's variants are named by its content (src/server/images): kept a year.
      if (/[\\/]pictures[\\/][^\\/]+$/.test(path)) reply.header('cache-control', IMMUTABLE);
    },
    allowedPath: isPublicUploadPath,
  });
  // The demo catalogue's drawings as light variants (src/server/images/routes.ts).
  await registerPictureRoutes(app, { dataDir: deps.config.dataDir, clientDir });

  // For crawlers: /sitemap.xml and /robots.txt (src/server/seo/routes.ts).
  await registerSeoRoutes(app, full, options);

  const indexHtml = join(clientDir, 'index.html');
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      maxAge: '1h',
      // No page at `/` from here: the home page is the storefront's page like the others (below), with its head and
      // its language's address.
      index: false,
      // The build writes brotli and gzip copies of its text files (vite.config.ts, precompressed): sent to browsers that
      // take them, so the first load's scripts and styles cross a weak network at about a third of their size.
      preCompressed: true,
      // The page and the service worker are asked again on every visit (the browser revalidates), so a new release
      // reaches growers at once; the files under /assets are named by their content, so they never change: kept a year.
      // Pictures and the rest keep the hour.
      setHeaders: (reply, path) => {
        if (/[\\/](index\.html|sw\.js)(\.br|\.gz)?$/.test(path)) reply.header('cache-control', 'no-cache');
        else if (/[\\/]assets[\\/][^\\/]+$/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The app's page for every other address (the client routes), in its address's language (`/ar/…` Arabic); the
    // painted screens come with their files announced and their first data written in (src/server/storefrontPage.ts).
    const page = storefrontPage(full, clientDir);
    app.setNotFoundHandler(async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return reply.status(404).send({ success: false, message: 'Not found', error: 'NOT_FOUND' });
      const path = req.url.split('?')[0] ?? '';
      if (/\.\w{2,5}$/.test(path)) return reply.status(404).type('text/plain').send('Not found');
      // A plain address's answer depends on the reader's remembered language and the phone's (src/server/seo/firstVisit.ts).
      const plain = pageLanguage(path) === 'en';
      reply.header('cache-control', 'no-cache').header('vary', plain ? PLAIN_PAGE_VARY : 'accept-encoding');
      const twin = isPageAddress(path)
        ? languageRedirect(req.url, { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] })
        : null;
      if (twin) return reply.redirect(twin, 302);
      const accept = req.headers['accept-encoding'];
      const { body, encoding } = await page.render(req.url, typeof accept === 'string' ? accept : undefined, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        requestId: String(req.id),
      });
      reply.type('text/html; charset=utf-8').header('content-language', pageLanguage(path));
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    });
  } else {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><p>The storefront is not built yet: run <code>npm run build</code>, then restart. The API is at <a href="/api/docs">/api/docs</a>.</p>',
        ),
    );
    // Our own 404 (fastify's default one logs the raw address, which may carry an e-mailed link's token).
    app.setNotFoundHandler(async (_req, reply) =>
      reply.status(404).send({ success: false, message: 'Not found', error: 'NOT_FOUND' }),
    );
  }
  return app;
}

/** A storefront page's address, not one of the server's own areas (which a language redirect never touches). */
const isPageAddress = (path: string) => !/^\/(api|trpc|uploads)(\/|$)/.test(path);
