import pino from 'pino';
import { loadConfig } from '../../src/server/config';
import { startWorker } from '../../src/host/worker';

/**
 * A real worker process for workers.int.test.ts: `startWorker` (what `npm run worker` runs) on the test's database
 * and Redis, under the test's queue prefix. Tells its parent when it is ready; SIGKILL is the crash under test.
 */
const prefix = process.env.QUEUE_PREFIX;
const services = await startWorker(loadConfig(), pino({ level: 'silent' }), prefix ? { queuePrefix: prefix } : {});
process.send?.('ready');
process.on('SIGTERM', () => {
  void services.close().then(() => process.exit(0));
});
