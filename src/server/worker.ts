import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { type Services, openServices } from './services';

/**
 * The worker process (`npm run worker`): runs the async projections (and the admin area's report jobs). With
 * REDIS_URL it is a BullMQ worker — any number may run; each projection is processed by one at a time (its lock),
 * and a worker that dies mid-batch loses nothing (the batch's transaction is rolled back, its checkpoint unmoved, and
 * the next worker redoes it). Without REDIS_URL it polls the event log.
 */
export async function startWorker(config: Config, log: pino.Logger, opts: { queuePrefix?: string } = {}): Promise<Services> {
  if (!config.databaseUrl) {
    throw new ConfigError('npm run worker needs DATABASE_URL: the embedded database belongs to the server process, which runs the projections itself.');
  }
  const services = await openServices(config, log, { worker: true, ...opts });
  log.info({ queue: services.runner.kind, mode: services.db.mode }, 'projection worker started');
  return services;
}

async function main() {
  let config: Config;
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
  let services: Services;
  try {
    services = await startWorker(config, log);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'worker stopping: finishing the batches under way');
    const force = setTimeout(() => {
      log.error('worker shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    await services.close();
    log.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

const entry = process.argv[1];
if (entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
