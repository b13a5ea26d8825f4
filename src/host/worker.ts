import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from '../server/config';
import { loggerOptions } from '../server/console';
import { exitOnConfigError, stopOnSignals } from '../server/lifecycle';
import { type Services, openServices } from '../server/services';
import { serveWorkerMetrics } from '../server/metrics/http';
import { startTracing, stopTracing } from '../server/telemetry';

/**
 * The worker process (`npm run worker`): runs the async projections (and the admin area's report jobs). With
 * REDIS_URL it is a BullMQ worker — any number may run; each projection is processed by one at a time (its lock),
 * and a worker that dies mid-batch loses nothing (the batch's transaction is rolled back, its checkpoint unmoved, and
 * the next worker redoes it). Without REDIS_URL it polls the event log.
 */
export async function startWorker(
  config: Config,
  log: pino.Logger,
  opts: { queuePrefix?: string } = {},
): Promise<Services> {
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the server process, which runs the projections itself.',
    );
  }
  const services = await openServices(config, log, { worker: true, ...opts });
  log.info({ queue: services.runner.kind, mode: services.db.mode }, 'projection worker started');
  return services;
}

async function main() {
  // OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (a job's spans join the trace of the request that queued it).
  await startTracing('fellah-worker');
  const config = await exitOnConfigError(loadConfig);
  const log = pino(loggerOptions(config, process.stdout.isTTY === true));
  const services = await exitOnConfigError(() => startWorker(config, log));
  // Its own metrics on METRICS_PORT when set (src/server/metrics/http.ts).
  await exitOnConfigError(() =>
    serveWorkerMetrics({ sql: services.db.sql, redisUrl: config.redisUrl, queuePrefix: services.runner.queuePrefix }),
  );
  stopOnSignals(log, {
    stopping: 'worker stopping: finishing the batches under way',
    tooLong: 'worker shutdown took too long; exiting',
    stopped: 'worker stopped',
    onRepeat: 'exit',
    close: async () => {
      await services.close();
      await stopTracing();
    },
  });
}

const entry = process.argv[1];
if (entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
