import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ForbiddenError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { ADMIN_UPLOAD_TYPES, UPLOAD_RULES, type UploadKind, type UploadType } from '../../shared/uploads';
import type { AuthUser } from '../context';
import type { Sql } from '../db';
import { storePicture } from '../images/store';
import { type StoredFile, type UploadedFile, checkUpload, writeUpload } from '../uploads/files';
import { reserveUploadQuota } from '../uploads/quota';

/*
 * The upload calls: files are checked by size and by their first bytes (checkUpload), counted against the user's
 * daily quota (src/server/uploads/quota.ts), stored under DATA_DIR/uploads/<type>/ with generated names, served back at
 * /uploads/<type>/<name>, and recorded in `uploads`. Product and crop pictures go through the picture pipeline instead
 * (src/server/images/store.ts): served as light variants, their original kept for administrators only.
 */

/** The uploads made into light variants: the catalogue's pictures. */
const PICTURE_UPLOAD_TYPES: readonly UploadType[] = ['product', 'crop'];

export interface UploadRecord {
  id: string;
  url: string;
  type: UploadType;
  kind: UploadKind;
  content_type: string;
  size: number;
  original_name: string;
  created_at: Date;
}

/** Remove files this call stored before it failed (a later file was refused, or the record could not be written). */
async function removeStored(dataDir: string, stored: readonly StoredFile[]): Promise<void> {
  const urls = stored.flatMap((f) => [f.url, ...(f.variantUrls ?? []), ...(f.originalUrl ? [f.originalUrl] : [])]);
  await Promise.all(urls.map((url) => unlink(join(dataDir, url.replace(/^\/+/, ''))).catch(() => undefined)));
}

/**
 * Store the files of one upload call and record them, all or none: if one file is refused (type by content, size) or
 * the day's quota would be passed, none is kept. Product and crop images are for administrators (403 on `type`).
 */
export async function storeUploads(
  deps: { sql: Sql; dataDir: string },
  user: Pick<AuthUser, 'userId' | 'role'>,
  kind: UploadKind,
  type: UploadType,
  files: readonly UploadedFile[],
): Promise<UploadRecord[]> {
  if (ADMIN_UPLOAD_TYPES.includes(type) && user.role !== 'admin') {
    throw new ForbiddenError(msg('learning.adminImagesOnly', { type }), 'type');
  }
  const rules = UPLOAD_RULES[kind];
  const checked = files.map((file) => checkUpload(file, rules));
  const stored: StoredFile[] = [];
  try {
    // The reservation's row stays locked until the commit: the same user's other uploads wait for it, other users' do not.
    return await deps.sql.begin(async (tx) => {
      await reserveUploadQuota(
        tx,
        user,
        checked.length,
        checked.reduce((sum, f) => sum + f.data.length, 0),
      );
      const pictures = kind === 'image' && PICTURE_UPLOAD_TYPES.includes(type);
      for (const file of checked)
        stored.push(pictures ? await storePicture(deps.dataDir, file) : await writeUpload(deps.dataDir, file, type));
      const rows = stored.map((f) => ({
        user_id: user.userId,
        kind,
        type,
        url: f.url,
        content_type: f.contentType,
        size: f.size,
        original_name: f.originalName.slice(0, 255),
        original_url: f.originalUrl ?? null,
        variant_urls: f.variantUrls ?? [],
      }));
      return tx<UploadRecord[]>`
        insert into uploads ${tx(rows, 'user_id', 'kind', 'type', 'url', 'content_type', 'size', 'original_name', 'original_url', 'variant_urls')}
        returning id::text as id, url, type, kind, content_type, size, original_name, created_at`;
    });
  } catch (err) {
    await removeStored(deps.dataDir, stored);
    throw err;
  }
}
