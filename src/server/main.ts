import pino from 'pino';
import { buildApp, packageVersion } from './app';
import { loadConfig } from './config';
import { exitOnConfigError, stopOnSignals } from './lifecycle';
import { RateLimiter } from './rateLimit';
import { openServices } from './services';

/** The composition root: configuration → services → HTTP server; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  const config = await exitOnConfigError(loadConfig);
  const log = pino({ level: config.logLevel });
  const services = await openServices(config, log, { worker: config.workers });
  const app = await buildApp(
    { config, db: services.db, sql: services.db.sql, runner: services.runner, adminJobs: services.adminJobs, rateLimiter: new RateLimiter(config.rateLimitPerMinute), version: packageVersion() },
    { level: config.logLevel },
  );

  stopOnSignals(log, {
    stopping: 'shutting down: no new connections, draining requests',
    tooLong: 'shutdown took too long; exiting',
    stopped: 'stopped cleanly',
    onRepeat: 'wait',
    close: async () => {
      await app.close();
      await services.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  log.info({ mode: services.db.mode, queue: services.runner.kind, workers: config.workers }, `Fellah is running on port ${(app.server.address() as { port: number }).port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
