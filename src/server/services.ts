import type { FastifyBaseLogger } from 'fastify';
import { asyncProjections } from '../events/projections';
import { BullMqRunner, InProcessRunner, type ProjectionRunner } from './projections/runner';
import type { Config } from './config';
import { type Database, openDatabase } from './db';
import { type QueuedMail, dispatchMail } from './mail/outbox';
import { deliverSoon, messageDeliveryJob } from './messaging/deliver';
import { type AdminJobs, createAdminJobs } from './insights/jobs';
import { migrate } from './migrate';
import { seedDatabase } from './seed';
import { purgeExpiredAccountData } from './accounts/retention';
import { sendPaymentReminders } from './credit/reminders';
import { paymentExpiryJob } from './payments/expiry';
import type { PeriodicJob } from './reports/queue';
import { ensureAdmin, ensureAdminLogLine } from './users/admin';
import { trustSweep } from './trustSweeps';

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** The payment reminders' sweep: hourly, so a day's reminders go out early that day in Egypt whatever the restarts. */
export const PAYMENT_REMINDERS_JOB = 'payment-reminders';
const REMINDERS_EVERY_MS = 60 * 60 * 1000;

export interface Services {
  db: Database;
  runner: ProjectionRunner;
  adminJobs: AdminJobs;
  close(): Promise<void>;
}

/**
 * Open the database, migrate, seed (admin, reference content, demo data with DEMO_DATA=1) and create the projection runner: BullMQ when
 * REDIS_URL is set (with an in-process worker unless `worker` is false), else the in-process runner.
 */
export async function openServices(
  config: Config,
  log: FastifyBaseLogger,
  opts: { worker: boolean; queuePrefix?: string; db?: Database },
): Promise<Services> {
  // `db`: a database opened by the caller (the embedded one served by the supervisor's primary, src/host/supervisor.ts).
  const db = opts.db ?? (await openDatabase(config));
  try {
    const ran = await migrate(db.sql);
    if (ran.length) log.info({ migrations: ran }, 'migrations applied');
    if (config.adminEmail && config.adminPassword) {
      const result = await ensureAdmin(db.sql, config.adminEmail, config.adminPassword);
      log.info({ email: config.adminEmail, result }, ensureAdminLogLine(result));
    }
    const seeded = await seedDatabase(db.sql, { demoData: config.demoData });
    if (seeded.length) log.info({ sets: seeded }, 'content seeded');
  } catch (err) {
    await db.close();
    throw err;
  }
  // E-mail queued by the notifications projection is handed to the sender after its batch commits.
  const runnerOptions = {
    publicUrl: config.publicUrl,
    onMailQueued: (mail: QueuedMail[]) => {
      dispatchMail({ sql: db.sql, config, log }, mail);
      deliverSoon(
        { sql: db.sql, config, log },
        mail.flatMap((m) => (m.channel ? [m.channel] : [])),
      );
    },
  };
  // Every queue of this deployment under its Redis prefix (REDIS_PREFIX; tests give each file its own).
  const prefix = opts.queuePrefix ?? config.redisPrefix;
  const runner: ProjectionRunner = config.redisUrl
    ? new BullMqRunner(db.sql, config.redisUrl, asyncProjections, log, {
        worker: opts.worker,
        prefix,
        ...runnerOptions,
      })
    : new InProcessRunner(db.sql, opts.worker ? asyncProjections : [], log, undefined, runnerOptions);
  if (!opts.worker && db.mode === 'embedded') {
    log.warn(
      'WORKERS=0 with the embedded database: no other process can open it, so the projections (summaries, statistics, notifications) will not run',
    );
  }
  await runner.start();
  // Pay-at-harvest reminders: an hourly sweep (each reminder is sent once whatever runs it; src/server/credit/reminders.ts).
  const reminders: PeriodicJob = {
    name: PAYMENT_REMINDERS_JOB,
    everyMs: REMINDERS_EVERY_MS,
    run: async (now) => {
      const run = await sendPaymentReminders(db.sql, { now, publicUrl: config.publicUrl });
      if (run.sent.length > 0) log.info({ reminders: run.sent.length, today: run.today }, 'payment reminders sent');
      dispatchMail({ sql: db.sql, config, log }, run.mail);
      deliverSoon(
        { sql: db.sql, config, log },
        run.mail.flatMap((m) => (m.channel ? [m.channel] : [])),
      );
      return { sent: run.sent.length };
    },
  };
  const adminJobs = createAdminJobs(db, config, log, {
    worker: opts.worker,
    periodic: [
      paymentExpiryJob(db.sql, config, log),
      reminders,
      trustSweep(db.sql, config, log),
      messageDeliveryJob(db.sql, config, log),
    ],
    prefix,
  });
  await adminJobs.start();
  // Housekeeping in every process that runs workers: old sign-in attempts, ended sessions and spent tokens go hourly.
  const purge = () =>
    purgeExpiredAccountData(db.sql).then(
      (purged) => log.info({ purged }, 'account records past their retention purged'),
      (err) => log.error({ err }, 'account retention purge failed'),
    );
  const housekeeping = opts.worker ? setInterval(() => void purge(), PURGE_EVERY_MS) : undefined;
  housekeeping?.unref();
  return {
    db,
    runner,
    adminJobs,
    async close() {
      clearInterval(housekeeping);
      await adminJobs.close();
      await runner.close();
      await db.close();
    },
  };
}
