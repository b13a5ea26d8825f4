import type { Queue } from 'bullmq';
import { asyncProjections } from '../../events/projections';
import type { Sql } from '../db';
import { PROJECTION_QUEUE, projectionLag } from '../projections/runner';
import { openQueue, redisForQueue } from '../redis';
import { REPORT_QUEUE } from '../reports/queue';
import type { ScrapeSource } from './registry';

/** The BullMQ queues whose depth and failures are measured (the projections' doorbell and the report jobs). */
export const MEASURED_QUEUES: readonly string[] = [PROJECTION_QUEUE, REPORT_QUEUE];
/** The job states counted per queue. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const OUTBOX_STATUSES = ['pending', 'sending', 'failed'] as const;

export interface SourceDeps {
  sql: Sql;
  /** With REDIS_URL: the queues are read from it (with the runner's key prefix); without, there are none to count. */
  redisUrl?: string | undefined;
  queuePrefix?: string | undefined;
}

/** The shared state a process's scrape and samples read: projection lag, queues, the mail outbox. */
export function stateSource(deps: SourceDeps): ScrapeSource & { close(): Promise<void> } {
  // The queues and their Redis connection are made at the first reading (a process nobody scrapes opens none).
  let queues: Queue[] | undefined;
  let connection: ReturnType<typeof redisForQueue> | undefined;
  const redisUrl = deps.redisUrl;
  return {
    projectionLag: () => projectionLag(deps.sql, asyncProjections),
    async outbox() {
      const rows = await deps.sql<{ status: string; n: number }[]>`
        select status, count(*)::int as n from mail_outbox where status in ('pending', 'sending', 'failed') group by status`;
      const out: Record<string, number> = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0]));
      for (const row of rows) out[row.status] = row.n;
      return out;
    },
    ...(redisUrl
      ? {
          async queueCounts() {
            connection ??= redisForQueue(redisUrl);
            const open = connection;
            queues ??= MEASURED_QUEUES.map((name) => openQueue(name, open, deps.queuePrefix ?? 'bull'));
            const counts = await Promise.all(queues.map((q) => q.getJobCounts(...QUEUE_STATES)));
            return Object.fromEntries(MEASURED_QUEUES.map((name, i) => [name, counts[i] ?? {}]));
          },
        }
      : {}),
    async close() {
      await Promise.allSettled((queues ?? []).map((q) => q.close()));
      connection?.disconnect();
    },
  };
}
