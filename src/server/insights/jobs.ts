import { BackupService } from '../backups/service';
import type { Config } from '../config';
import type { Database } from '../db';
import { BullMqReportQueue, InProcessReportQueue, type PeriodicJob, type ReportQueue } from '../reports/queue';
import type { Logger } from '../logger';
import { readSettings } from '../admin/settings';

/*
 * The admin area's background jobs: the report queue (BullMQ with REDIS_URL, else in-process), the periodic jobs it
 * runs besides (the payment reminders' sweep, src/server/credit/reminders.ts) and backups (always this server process:
 * the dump is written under its DATA_DIR). Created once by openServices; `npm run worker` gets one too, so its BullMQ
 * worker also computes reports and runs the periodic jobs.
 */

export interface AdminJobs {
  reports: ReportQueue;
  backups: BackupService;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** How often the in-process queue looks for runs queued by another process (a worker without Redis). */
const POLL_MS = 5_000;

export function createAdminJobs(
  db: Database,
  config: Pick<Config, 'redisUrl' | 'dataDir'> & Partial<Pick<Config, 'backupEncryptionKey'>>,
  log: Logger,
  opts: { worker: boolean; prefix?: string; poll?: boolean; nightly?: boolean; periodic?: readonly PeriodicJob[] },
): AdminJobs {
  const periodic = opts.periodic ?? [];
  const reports: ReportQueue = config.redisUrl
    ? new BullMqReportQueue(db.sql, config.redisUrl, log, {
        worker: opts.worker,
        periodic,
        ...(opts.prefix ? { prefix: opts.prefix } : {}),
      })
    : new InProcessReportQueue(db.sql, log, {
        worker: opts.worker,
        periodic,
        ...(opts.poll === false ? {} : { pollMs: POLL_MS }),
        nightly: opts.nightly ?? true,
      });
  const backups = new BackupService(db, config.dataDir, log, undefined, {
    encryptionKey: config.backupEncryptionKey,
    retention: async () => {
      const s = await readSettings(db.sql);
      return { keepCount: s.backup_keep_count, keepDays: s.backup_keep_days };
    },
  });
  return {
    reports,
    backups,
    start: () => reports.start(),
    async close() {
      await backups.idle();
      await reports.close();
    },
  };
}

/**
 * The jobs of a request's server. An app built without them (tests that build the app by hand) gets in-process ones
 * of its own, created on first use: no poll, no nightly timer.
 */
const builtOnDemand = new WeakMap<object, AdminJobs>();
export function adminJobsOf(ctx: {
  adminJobs?: AdminJobs | undefined;
  db: Database;
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'backupEncryptionKey'>>;
  log: Logger;
}): AdminJobs {
  if (ctx.adminJobs) return ctx.adminJobs;
  let jobs = builtOnDemand.get(ctx.db.sql);
  if (!jobs) {
    jobs = createAdminJobs(
      ctx.db,
      { redisUrl: undefined, dataDir: ctx.config.dataDir, backupEncryptionKey: ctx.config.backupEncryptionKey },
      ctx.log,
      { worker: true, poll: false, nightly: false },
    );
    void jobs.start();
    builtOnDemand.set(ctx.db.sql, jobs);
  }
  return jobs;
}
