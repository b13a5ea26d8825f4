import { PayloadTooLargeError, TooManyRequestsError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Queryable } from '../db';

/*
 * Per-user upload quotas: how many files and how many bytes one account may upload in one day
 * (Cairo's calendar day, as the reports count days), whatever the calls' own per-file limits and the per-call rate
 * limit. A customer (avatars aside: one at a time, replacing the last) gets 50 files and 50 MB a day: far more than
 * support tickets and reviews need, and little enough that a stolen or scripted account cannot fill the disk
 * (a few thousand such accounts would be needed for 100 GB a day, and registration is limited). Administrators upload
 * the catalogue's pictures, so they get ten times that: still a bound for a stolen admin token.
 *
 * Counted in `upload_quota_usage` (migrations/0014_upload_quotas.sql), so every app process shares one count. A call
 * reserves its files and bytes with one conditional upsert before anything is written, in the transaction that
 * records the files: a refused reservation stores nothing, and a call that fails later gives its reservation back
 * with the rollback. Past the files: 429; past the bytes: 413; both in the documented error shape, with the limits
 * and what is used in `details`.
 */

const MB = 1024 * 1024;

export interface UploadQuota {
  filesPerDay: number;
  bytesPerDay: number;
}

/** The daily quotas by role. */
export const UPLOAD_QUOTAS: Record<'customer' | 'admin', UploadQuota> = {
  customer: { filesPerDay: 50, bytesPerDay: 50 * MB },
  admin: { filesPerDay: 500, bytesPerDay: 500 * MB },
};

export const quotaFor = (role: string): UploadQuota =>
  role === 'admin' ? UPLOAD_QUOTAS.admin : UPLOAD_QUOTAS.customer;

/** Megabytes for a message: whole when whole, else one decimal. */
const megabytes = (bytes: number) => {
  const value = Math.round((bytes / MB) * 10) / 10;
  return `${value} MB`;
};

/** Today in Cairo, as the database sees it (one clock for every app process). */
const today = (sql: Queryable) => sql`(now() at time zone 'Africa/Cairo')::date`;

/**
 * Reserve `files` files of `bytes` bytes in total for the user today, in the caller's transaction, or refuse: 429 when
 * the files would pass the day's count, 413 when the bytes would pass the day's size. Nothing is reserved on a refusal.
 */
export async function reserveUploadQuota(
  tx: Queryable,
  user: { userId: string; role: string },
  files: number,
  bytes: number,
): Promise<void> {
  const quota = quotaFor(user.role);
  const fits = files <= quota.filesPerDay && bytes <= quota.bytesPerDay;
  const [reserved] = fits
    ? await tx<{ files: number }[]>`
        insert into upload_quota_usage as u (user_id, day, files, bytes)
        values (${user.userId}, ${today(tx)}, ${files}, ${bytes})
        on conflict (user_id, day) do update set files = u.files + excluded.files, bytes = u.bytes + excluded.bytes
          where u.files + excluded.files <= ${quota.filesPerDay}::int and u.bytes + excluded.bytes <= ${quota.bytesPerDay}::bigint
        returning u.files`
    : [];
  if (reserved) {
    // Earlier days are of no more use: the user's own old rows go while we are here.
    await tx`delete from upload_quota_usage where user_id = ${user.userId} and day < ${today(tx)}`;
    return;
  }
  const [used] = await tx<{ files: number; bytes: string }[]>`
    select files, bytes::text as bytes from upload_quota_usage where user_id = ${user.userId} and day = ${today(tx)}`;
  const usedFiles = used?.files ?? 0;
  const usedBytes = Number(used?.bytes ?? 0);
  const details = {
    files_per_day: quota.filesPerDay,
    bytes_per_day: quota.bytesPerDay,
    files_used_today: usedFiles,
    bytes_used_today: usedBytes,
  };
  if (usedFiles + files > quota.filesPerDay) {
    const limit = { max: quota.filesPerDay, used: usedFiles };
    throw new TooManyRequestsError(
      usedFiles >= quota.filesPerDay
        ? msg('uploads.filesLimitReached', limit)
        : msg('uploads.filesWouldPass', { ...limit, count: files }),
      undefined,
      details,
    );
  }
  throw new PayloadTooLargeError(
    msg('uploads.bytesWouldPass', { limit: megabytes(quota.bytesPerDay), used: megabytes(usedBytes) }),
    undefined,
    details,
  );
}
