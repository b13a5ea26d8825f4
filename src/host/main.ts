import pino from 'pino';
import { buildApp, packageVersion } from './app';
import { loadConfig } from '../server/config';
import { exitOnConfigError, stopOnSignals } from '../server/lifecycle';
import { loggerOptions, startBanner } from '../server/console';
import { openServices } from '../server/services';
import { openDatabase } from '../server/db';
import { servedByPrimary } from './cluster';
import { sampleSystem } from '../server/metrics/http';
import { startTracing, stopTracing } from '../server/telemetry';

/** The composition root: configuration → services → HTTP server; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  // OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (before anything it traces is made); not loaded otherwise.
  await startTracing('fellah');
  const config = await exitOnConfigError(loadConfig);
  const logOptions = loggerOptions(config, process.stdout.isTTY === true);
  const log = pino(logOptions);
  // Under the supervisor (src/host/supervisor.ts) the embedded database is its primary's, which outlives this worker.
  const served = servedByPrimary();
  const db = served ? await openDatabase(config, served) : undefined;
  const services = await exitOnConfigError(() =>
    openServices(config, log, { worker: config.workers, ...(db ? { db } : {}) }),
  );
  const app = await buildApp(
    {
      config,
      db: services.db,
      sql: services.db.sql,
      runner: services.runner,
      adminJobs: services.adminJobs,
      version: packageVersion(),
    },
    logOptions,
  );

  stopOnSignals(log, {
    stopping: 'shutting down: no new connections, draining requests',
    tooLong: 'shutdown took too long; exiting',
    stopped: 'stopped cleanly',
    onRepeat: 'wait',
    close: async () => {
      await app.close();
      await services.close();
      await stopTracing();
    },
  });

  // The admin System page's per-minute samples of this process (src/server/metrics/samples.ts).
  await sampleSystem(app, {
    sql: services.db.sql,
    redisUrl: config.redisUrl,
    queuePrefix: services.runner.queuePrefix,
  });
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  log.info(
    {
      mode: services.db.mode,
      queue: services.runner.kind,
      workers: config.workers,
      rateLimits: config.redisUrl ? 'redis' : 'memory',
      trustProxy: config.trustProxy,
    },
    `Fellah is running on port ${port}`,
  );
  // For the person who ran `npm start`: where the shop is and how to sign in (not part of the machine-read log).
  if (process.stdout.isTTY) console.log(`\n${startBanner(config, port).join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
