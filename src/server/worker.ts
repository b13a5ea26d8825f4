import pino from 'pino';
import { loadConfig } from './config';
import { openServices } from './services';

/**
 * The worker process (`npm run worker`): runs the async projections. With REDIS_URL it is a BullMQ worker
 * (any number may run; each projection is processed by one at a time); without, it polls the event log.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL: the embedded database belongs to the server process, which runs the projections itself.');
    process.exit(2);
  }
  const log = pino({ level: config.logLevel });
  const services = await openServices(config, log, { worker: true });
  log.info({ queue: services.runner.kind, mode: services.db.mode }, 'projection worker started');
  const stop = async () => {
    await services.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
