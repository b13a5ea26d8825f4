import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { buildApp, packageVersion } from './app';
import { RateLimiter } from './rateLimit';
import { openServices } from './services';

/** The composition root: configuration → services → HTTP server; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel });
  const services = await openServices(config, log, { worker: config.workers });
  const app = await buildApp(
    { config, db: services.db, sql: services.db.sql, runner: services.runner, adminJobs: services.adminJobs, rateLimiter: new RateLimiter(config.rateLimitPerMinute), version: packageVersion() },
    { level: config.logLevel },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: no new connections, draining requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await services.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info({ mode: services.db.mode, queue: services.runner.kind, workers: config.workers }, `Fellah is running on port ${(app.server.address() as { port: number }).port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
