import { createHash, timingSafeEqual } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config';
import { type MessageKey, messageDetails, msg, preferredLanguage } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import { tracingHooks } from '../telemetry/hooks';
import { metricsText } from './cluster';
import { addScrapeSource, recordHttp, registry } from './registry';
import { SystemSampler } from './samples';
import { type SourceDeps, stateSource } from './sources';

/*
 * Serving the metrics. Never public: at /metrics on the app's port only to `Authorization: Bearer
 * <METRICS_TOKEN>` (404 when no token is configured, 401 for a missing or wrong one, both in the documented error
 * shape), and/or on a listener of its own at METRICS_PORT (METRICS_HOST, default 127.0.0.1) for a scraper on a
 * private network — which also asks for the token when one is set. The worker process serves its own on METRICS_PORT.
 */

export interface MetricsSettings {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export const METRICS_PATH = '/metrics';
const MIN_TOKEN_LENGTH = 16;

/** METRICS_TOKEN, METRICS_PORT and METRICS_HOST from the environment; a short token or a bad port is a ConfigError. */
export function metricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings {
  const token = env.METRICS_TOKEN || undefined;
  if (token && token.length < MIN_TOKEN_LENGTH)
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (e.g. openssl rand -hex 24).`);
  const portText = env.METRICS_PORT || undefined;
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535))
    throw new ConfigError(`METRICS_PORT must be a port number, not "${portText}".`);
  return { token, port, host: env.METRICS_HOST || '127.0.0.1' };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time, whatever the lengths). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

type Refusal = { status: 401 | 404; body: Record<string, unknown> };

/** The refusal for a request to the metrics, if any, in the documented shape and the caller's language. */
function refusal(
  settings: Pick<MetricsSettings, 'token'>,
  headers: { authorization?: string | undefined; 'accept-language'?: string | undefined },
  requireToken: boolean,
): Refusal | null {
  const language = preferredLanguage(headers['accept-language']) ?? 'en';
  const refuse = (status: 401 | 404, error: string, key: MessageKey): Refusal => {
    const said = msg(key);
    return {
      status,
      body: { success: false, message: renderMessage(said, language), error, details: messageDetails(said) },
    };
  };
  if (!settings.token) return requireToken ? refuse(404, 'NOT_FOUND', 'call.notFound') : null;
  return bearerMatches(headers.authorization, settings.token)
    ? null
    : refuse(401, 'UNAUTHORIZED', 'metrics.tokenNeeded');
}

/**
 * The app's metrics (one line in src/host/app.ts): every answer counted by its route pattern and status, the /metrics
 * route, the shared-state gauges read from this app's database and queues, and the METRICS_PORT listener when set.
 */
export async function registerMetrics(
  app: FastifyInstance,
  deps: SourceDeps,
  settings: MetricsSettings = metricsSettings(),
): Promise<void> {
  // With tracing on (src/server/telemetry), a server span per request, named by its route; its children follow.
  const tracing = tracingHooks();
  if (tracing) await app.register(tracing.fastifyPlugin);
  app.addHook('onResponse', async (req, reply) => {
    recordHttp(req.method, req.routeOptions.url ?? '*', reply.statusCode, reply.elapsedTime / 1000);
  });
  const source = stateSource(deps);
  const removeSource = addScrapeSource(source);
  app.get(METRICS_PATH, async (req, reply) => {
    const refused = refusal(settings, req.headers, true);
    reply.header('cache-control', 'no-store');
    if (refused) return reply.status(refused.status).send(refused.body);
    return reply.type(registry.contentType).send(await metricsText());
  });
  const listener = settings.port === undefined ? undefined : await serveMetricsPort(settings);
  app.addHook('onClose', async () => {
    removeSource();
    await source.close();
    await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
  });
}

/** A listener of its own for the metrics (METRICS_PORT): GET /metrics, with the token when one is set. */
export async function serveMetricsPort(settings: MetricsSettings): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const answer = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return answer(
        404,
        'application/json',
        JSON.stringify({ success: false, message: renderMessage(msg('call.notFound'), 'en'), error: 'NOT_FOUND' }),
      );
    }
    const refused = refusal(settings, req.headers, false);
    if (refused) return answer(refused.status, 'application/json', JSON.stringify(refused.body));
    metricsText().then(
      (text) => answer(200, registry.contentType, text),
      () =>
        answer(
          500,
          'application/json',
          JSON.stringify({
            success: false,
            message: renderMessage(msg('call.serverProblem'), 'en'),
            error: 'INTERNAL_ERROR',
          }),
        ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  // The process's lifetime is its main server's (or worker's): this listener never keeps it running.
  server.unref();
  return server;
}

/**
 * The worker process's metrics (one line in src/host/worker.ts): its shared-state gauges and process figures on
 * METRICS_PORT when set; nothing otherwise.
 */
export async function serveWorkerMetrics(
  deps: SourceDeps,
  settings: MetricsSettings = metricsSettings(),
): Promise<Server | undefined> {
  if (settings.port === undefined) return undefined;
  addScrapeSource(stateSource(deps));
  return serveMetricsPort(settings);
}

/**
 * The System page's samples (one line in src/host/main.ts, before listen): this process writes its row every minute
 * into system_samples (src/server/metrics/samples.ts), and a last one when the app closes.
 */
export async function sampleSystem(app: FastifyInstance, deps: SourceDeps): Promise<SystemSampler> {
  const source = stateSource(deps);
  const sampler = new SystemSampler(deps.sql, source);
  await sampler.start();
  app.addHook('onClose', async () => {
    sampler.stop();
    await sampler.flush().catch(() => undefined);
    await source.close();
  });
  return sampler;
}
