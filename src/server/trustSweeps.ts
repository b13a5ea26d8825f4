import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Sql } from './db';
import { clearOldMailBodies } from './mail/retention';
import { cancelExpiredPendingOrders } from './orders/expiry';
import type { PeriodicJob } from './reports/queue';
import { removeOrphanUploads } from './uploads/orphans';

/*
 * Issue 38's hourly sweep, run by the workers with the other periodic jobs (a BullMQ job scheduler with Redis, a timer
 * otherwise): pending cash-on-delivery orders past their confirmation days cancelled (src/server/orders/expiry.ts),
 * mail bodies older than a day cleared (src/server/mail/retention.ts), uploads attached to nothing after a day removed
 * (src/server/uploads/orphans.ts). Each part is idempotent and safe with several workers; one failing does not stop
 * the others.
 */

export const TRUST_SWEEP_JOB = 'trust-sweep';
const EVERY_MS = 60 * 60 * 1000;

export function trustSweep(sql: Sql, config: Pick<Config, 'dataDir'>, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: TRUST_SWEEP_JOB,
    everyMs: EVERY_MS,
    run: async (now) => {
      const result: Record<string, number> = {};
      const parts: [string, () => Promise<number>][] = [
        ['orders_cancelled', async () => (await cancelExpiredPendingOrders(sql, now)).cancelled.length],
        ['mail_bodies_cleared', () => clearOldMailBodies(sql, now)],
        ['uploads_removed', async () => (await removeOrphanUploads(sql, config.dataDir, now)).removed.length],
      ];
      for (const [name, part] of parts) {
        try {
          result[name] = await part();
        } catch (err) {
          log.error({ err, part: name }, 'trust sweep part failed');
        }
      }
      if (Object.values(result).some((n) => n > 0)) log.info(result, 'trust sweep');
      return result;
    },
  };
}
