import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * Backup files encrypted with AES-256-GCM: a backup holds every account, address and order, so a copy of
 * the file alone must grant nothing. The key comes from BACKUP_ENCRYPTION_KEY (any 32+ character secret, stretched
 * to 256 bits with HKDF-SHA256) or, when it is unset, from a random key generated once and kept in DATA_DIR/backup-key
 * (mode 0600, as the JWT secret). Keep that key somewhere else too: without it the backups cannot be read.
 *
 * File: MAGIC (10 bytes), a random 96-bit IV, the ciphertext, the 128-bit GCM tag. Written as a stream (the dump is
 * never on disk in clear); read back by checking the tag while decrypting into a 0600 file that the restore reads and
 * deletes — a file whose tag does not match is refused before anything is restored. Files without MAGIC are backups
 * made before encryption and are restored as they are.
 */

export const MAGIC = Buffer.from('FELLAHBK1\n', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Files and folders of backups: readable by the server's user only. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** The 256-bit key from a configured secret. */
export function backupKeyFrom(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('fellah-backups'), Buffer.from('aes-256-gcm v1'), 32),
  );
}

/** The key: BACKUP_ENCRYPTION_KEY's, else the one generated once under DATA_DIR (made on first use). */
export function resolveBackupKey(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return backupKeyFrom(configured);
  const file = join(dataDir, 'backup-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: FILE_MODE, flag: 'wx' });
    } catch (err) {
      // Another process made it at the same moment: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return backupKeyFrom(readFileSync(file, 'utf8').trim());
}

/** A stream that encrypts what goes through it: MAGIC and the IV first, the tag after the last byte. */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, iv]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(Buffer.concat([MAGIC, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether a backup file is encrypted (starts with MAGIC). */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** Thrown when a file's tag does not match: another key, or a damaged or altered file. */
export class BackupUnreadableError extends Error {}

/**
 * Decrypt `file` into `into` (mode 0600), checking the tag; on a mismatch `into` is removed and BackupUnreadableError
 * thrown. Answers the file to read: `into`, or `file` itself when it is not encrypted (a backup made before encryption).
 */
export async function decryptedCopy(file: string, into: string, key: Buffer): Promise<string> {
  if (!(await isEncrypted(file))) return file;
  const { size } = await stat(file);
  const start = MAGIC.length + IV_BYTES;
  if (size <= start + TAG_BYTES) throw new BackupUnreadableError('The backup file is cut short');
  const handle = await open(file, 'r');
  const iv = Buffer.alloc(IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(iv, 0, IV_BYTES, MAGIC.length);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(file, { start, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(into, { mode: FILE_MODE }),
    );
  } catch (err) {
    await rm(into, { force: true });
    if (err instanceof Error && /auth|tag/i.test(err.message)) {
      throw new BackupUnreadableError(
        "The backup file cannot be decrypted with this server's key (BACKUP_ENCRYPTION_KEY), or it was altered",
      );
    }
    throw err;
  }
  return into;
}
