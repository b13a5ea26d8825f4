import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Database } from '../db';
import { say } from '../language';
import { migrate } from '../migrate';
import { writeLogicalDump, restoreLogicalDump } from './logicalDump';
import { pgDump, pgRestore } from './pgTools';
import type { Logger } from '../logger';
import { DIR_MODE, FILE_MODE, decryptedCopy, encryptingStream, resolveBackupKey } from './encryption';
import { afterRestore, auditLogBefore } from './restoreGuards';

/*
 * Backups under DATA_DIR/backups: the dump file and a JSON sidecar describing it (`<id>.json`). The list is the
 * sidecars, not a table, so a restore (which replaces every table) never loses the list, and a backup is found
 * again even after the database is gone. A backup is a job of this server process: the file is written where this
 * server keeps its data (the worker processes may run on other machines). One backup or restore at a time.
 *
 * Real PostgreSQL: pg_dump -Fc, restored with pg_restore + psql in one transaction (pgTools.ts). Embedded PGlite: the
 * app's own logical dump (logicalDump.ts), since Debian's pg_dump 15 refuses PGlite's PostgreSQL 18.
 *
 * Issue 38 — a backup grants nothing: files and sidecars are mode 0600 in a 0700 folder, every dump is encrypted with
 * AES-256-GCM as it is written (encryption.ts; older clear backups still restore), the mail outbox's rows (bodies with
 * working links) and the token epoch (schema fellah_keep) are left out, and a restore keeps the audit log and ends every
 * session, link and token issued before it (restoreGuards.ts). After each completed backup the retention settings
 * (backup_keep_count, backup_keep_days) prune the oldest.
 */

/** Tables whose rows no backup holds. */
export const ROWS_LEFT_OUT = ['mail_outbox'] as const;
/** Schemas no backup holds (a restore must not bring back what they keep). */
export const SCHEMAS_LEFT_OUT = ['fellah_keep'] as const;

export type BackupFormat = 'pg_dump-custom' | 'fellah-logical';
export type BackupStatus = 'running' | 'completed' | 'failed';

export interface BackupEntry {
  id: string;
  file_name: string;
  /** Bytes; null until the dump is written. */
  size: number | null;
  status: BackupStatus;
  format: BackupFormat;
  /** Which database it was made from: 'embedded', or host, port and name of the PostgreSQL database. */
  database: string;
  /** The migrations the dumped schema had. */
  migrations: string[];
  created_at: string;
  finished_at: string | null;
  created_by: string | null;
  error: string | null;
  /** Whether the file is encrypted (AES-256-GCM); absent in sidecars of backups made before encryption. */
  encrypted?: boolean;
}

const ID = /^\d{8}-\d{6}-[0-9a-f]{6}$/;
export const BACKUP_NOT_FOUND = msg('admin.backupNotFound');

/** A new backup id: its UTC time and six random hex digits (20261121-020000-a1b2c3). */
function newId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The database as a backup names it (no user, no password). */
function databaseLabel(db: Database): string {
  if (db.mode === 'embedded') return 'embedded';
  const u = new URL(db.url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

export class BackupService {
  readonly dir: string;
  private readonly format: BackupFormat;
  /** The backup or restore under way in this process. */
  private busy: { kind: 'backup' | 'restore'; id: string; entry?: BackupEntry; done: Promise<unknown> } | undefined;
  /** Backups this process started: a 'running' one of these is being written (or has just been). */
  private readonly startedHere = new Set<string>();

  private readonly dataDir: string;
  private key: Buffer | undefined;

  constructor(
    private readonly db: Database,
    dataDir: string,
    private readonly log: Logger,
    private readonly migrationsDir?: string,
    private readonly options: {
      encryptionKey?: string | undefined;
      retention?: () => Promise<{ keepCount: number; keepDays: number }>;
    } = {},
  ) {
    this.dataDir = dataDir;
    this.dir = join(dataDir, 'backups');
    this.format = db.mode === 'embedded' ? 'fellah-logical' : 'pg_dump-custom';
  }

  /** The AES-256-GCM key (BACKUP_ENCRYPTION_KEY's, or the one kept in DATA_DIR/backup-key), read on first use. */
  private encryptionKey(): Buffer {
    this.key ??= resolveBackupKey(this.dataDir, this.options.encryptionKey);
    return this.key;
  }

  /** The backups folder, readable by the server's user only (an existing folder and the files in it are narrowed too). */
  private async ensureDir() {
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    await chmod(this.dir, DIR_MODE);
    for (const name of await readdir(this.dir)) await chmod(join(this.dir, name), FILE_MODE).catch(() => {});
  }

  private sidecar(id: string) {
    return join(this.dir, `${id}.json`);
  }

  private async save(entry: BackupEntry) {
    const tmp = `${this.sidecar(entry.id)}.tmp`;
    await writeFile(tmp, `${JSON.stringify(entry, null, 2)}\n`, { mode: FILE_MODE });
    await rename(tmp, this.sidecar(entry.id));
  }

  /**
   * Start writing a backup (a job: the answer comes at once, with status 'running'). A backup already under way is
   * answered instead of a second one; during a restore, 409.
   */
  async start(actorId: string | null): Promise<{ entry: BackupEntry; started: boolean }> {
    if (this.busy?.kind === 'restore') throw new ConflictError(msg('backups.restoreUnderWay'));
    if (this.busy?.kind === 'backup') return { entry: this.busy.entry!, started: false };
    const now = new Date();
    const id = newId(now);
    const fileName = `fellah-backup-${id}.${this.format === 'fellah-logical' ? 'jsonl.gz' : 'dump'}`;
    const entry: BackupEntry = {
      id,
      file_name: fileName,
      size: null,
      status: 'running',
      format: this.format,
      database: databaseLabel(this.db),
      migrations: [],
      created_at: now.toISOString(),
      finished_at: null,
      created_by: actorId,
      error: null,
    };
    // Taken before the first await, so that two requests at once start one backup.
    let finished!: () => void;
    this.busy = { kind: 'backup', id, entry, done: new Promise<void>((resolve) => (finished = resolve)) };
    const release = () => {
      if (this.busy?.id === id) this.busy = undefined;
      finished();
    };
    try {
      await this.ensureDir();
      this.startedHere.add(id);
      await this.save(entry);
    } catch (err) {
      release();
      throw err;
    }
    void this.write(entry).finally(release);
    return { entry, started: true };
  }

  /** The job: dump into a `.partial` file, then rename it, so a file under its final name is always complete. */
  private async write(entry: BackupEntry): Promise<void> {
    const file = join(this.dir, entry.file_name);
    const partial = `${file}.partial`;
    try {
      const [applied] = await this.db.sql<
        { versions: string[] }[]
      >`select coalesce(array_agg(version order by version), '{}') as versions from schema_migrations`;
      let migrations = applied?.versions ?? [];
      const encrypt = encryptingStream(this.encryptionKey());
      if (this.format === 'fellah-logical')
        migrations = (await writeLogicalDump(this.db.sql, partial, { encrypt, rowsLeftOut: ROWS_LEFT_OUT })).migrations;
      else
        await pgDump(this.db.url, partial, { encrypt, rowsLeftOut: ROWS_LEFT_OUT, schemasLeftOut: SCHEMAS_LEFT_OUT });
      await rename(partial, file);
      const { size } = await stat(file);
      await this.save({
        ...entry,
        status: 'completed',
        size,
        migrations,
        finished_at: new Date().toISOString(),
        encrypted: true,
      });
      this.log.info({ backup: entry.id, size }, 'backup written');
      await this.prune().catch((err) => this.log.error({ err }, 'pruning old backups failed'));
    } catch (err) {
      await rm(partial, { force: true });
      const message = err instanceof Error ? err.message : String(err);
      await this.save({
        ...entry,
        status: 'failed',
        error: message.slice(0, 1000),
        finished_at: new Date().toISOString(),
      }).catch(() => {});
      this.log.error({ err, backup: entry.id }, 'backup failed');
    }
  }

  /** Every backup, newest first. A 'running' one that this process did not start was cut off by a stop. */
  async list(): Promise<BackupEntry[]> {
    if (!existsSync(this.dir)) return [];
    const names = (await readdir(this.dir)).filter((f) => /^\d{8}-\d{6}-[0-9a-f]{6}\.json$/.test(f));
    const entries: BackupEntry[] = [];
    for (const name of names) {
      try {
        entries.push(this.seen(JSON.parse(await readFile(join(this.dir, name), 'utf8')) as BackupEntry));
      } catch {
        // A sidecar being replaced at this moment, or not ours: left out.
      }
    }
    return entries.sort((a, b) =>
      a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1,
    );
  }

  private seen(entry: BackupEntry): BackupEntry {
    if (entry.status === 'running' && !this.startedHere.has(entry.id))
      return { ...entry, status: 'failed', error: say('backups.interrupted') };
    return entry;
  }

  /** One backup; an unknown id (or one that is not an id at all) is 404. */
  async get(id: string): Promise<BackupEntry> {
    if (!ID.test(id) || !existsSync(this.sidecar(id))) throw new NotFoundError(BACKUP_NOT_FOUND);
    return this.seen(JSON.parse(await readFile(this.sidecar(id), 'utf8')) as BackupEntry);
  }

  /**
   * Replace the database with a finished backup, then apply the migrations newer than it (as at start-up).
   * Refused (409) while a backup or restore runs, for an unfinished backup, or for one of the other kind of database.
   */
  async restore(id: string): Promise<{ entry: BackupEntry; migrations_applied: string[] }> {
    const entry = await this.get(id);
    if (this.busy)
      throw new ConflictError(msg(this.busy.kind === 'restore' ? 'backups.restoreUnderWay' : 'backups.backupUnderWay'));
    if (entry.status !== 'completed')
      throw new ConflictError(
        msg(entry.status === 'running' ? 'backups.notRestorableRunning' : 'backups.notRestorableFailed'),
      );
    if (entry.format !== this.format) {
      throw new ConflictError(msg(entry.format === 'fellah-logical' ? 'backups.embeddedOnly' : 'backups.postgresOnly'));
    }
    const stored = join(this.dir, entry.file_name);
    if (!existsSync(stored)) throw new ConflictError(msg('backups.fileMissing'));
    const job = (async () => {
      // Decrypted into a 0600 file beside it (a tag that does not match stops here, before anything changes).
      const clear = `${stored}.restoring`;
      try {
        const file = await decryptedCopy(stored, clear, this.encryptionKey());
        // The audit log as it is now: it outlives the restore (put back after it, with the restore appended by the caller).
        const auditLog = await auditLogBefore(this.db.sql);
        if (this.format === 'fellah-logical') await restoreLogicalDump(this.db.sql, file, this.migrationsDir);
        else {
          const extensions = await this.db.sql<{ name: string }[]>`select extname as name from pg_extension`;
          await pgRestore(
            this.db.url,
            file,
            extensions.map((e) => e.name),
          );
        }
        const applied = await migrate(this.db.sql, this.migrationsDir);
        await afterRestore(this.db.sql, auditLog);
        return applied;
      } finally {
        await rm(clear, { force: true });
      }
    })();
    this.busy = { kind: 'restore', id, done: job };
    try {
      const applied = await job;
      this.log.info({ backup: id, migrations: applied }, 'backup restored');
      return { entry, migrations_applied: applied };
    } finally {
      this.busy = undefined;
    }
  }

  /**
   * Delete the completed backups beyond the retention settings: more than `keepCount` newest, or older than
   * `keepDays` days (0: no age limit). The newest completed backup is always kept; failed ones older than the
   * newest completed one go with their files. Answers the ids deleted.
   */
  async prune(now = new Date()): Promise<string[]> {
    if (!this.options.retention) return [];
    const { keepCount, keepDays } = await this.options.retention();
    const entries = await this.list();
    const completed = entries.filter((e) => e.status === 'completed');
    const newest = completed[0];
    if (!newest) return [];
    const oldest = keepDays > 0 ? now.getTime() - keepDays * 86_400_000 : Number.NEGATIVE_INFINITY;
    const doomed = entries.filter((e) => {
      if (e.id === newest.id || (e.status === 'running' && this.startedHere.has(e.id))) return false;
      if (e.status !== 'completed') return e.created_at < newest.created_at;
      return completed.indexOf(e) >= keepCount || Date.parse(e.created_at) < oldest;
    });
    for (const e of doomed) {
      await rm(join(this.dir, e.file_name), { force: true });
      await rm(this.sidecar(e.id), { force: true });
    }
    if (doomed.length) this.log.info({ backups: doomed.map((e) => e.id) }, 'old backups deleted (retention settings)');
    return doomed.map((e) => e.id);
  }

  /** Resolves when no backup or restore is under way (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    while (this.busy) await this.busy.done.catch(() => {});
  }
}
