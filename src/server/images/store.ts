import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckedFile, StoredFile } from '../uploads/files';
import { makeUploadedPicture } from './pipeline';

/** Where an uploaded picture's original is kept: a private folder (src/server/uploads/privateFiles.ts). */
export const ORIGINALS_FOLDER = 'originals';

/**
 * Store an administrator's picture: its variants made once under /uploads/pictures/ (public, immutable, no EXIF) and
 * its original, as uploaded, under /uploads/originals/ (administrators only). The answer's url is the largest WebP.
 */
export async function storePicture(dataDir: string, file: CheckedFile): Promise<StoredFile> {
  const uploadsDir = join(dataDir, 'uploads');
  const made = await makeUploadedPicture(uploadsDir, file.data);
  const originalName = `${made.hash}.${file.kind === 'jpeg' ? 'jpg' : file.kind}`;
  await mkdir(join(uploadsDir, ORIGINALS_FOLDER), { recursive: true });
  await writeFile(join(uploadsDir, ORIGINALS_FOLDER, originalName), file.data);
  return {
    url: made.url,
    kind: 'webp',
    contentType: 'image/webp',
    size: made.size,
    originalName: file.originalName,
    variantUrls: made.variantUrls,
    originalUrl: `/uploads/${ORIGINALS_FOLDER}/${originalName}`,
  };
}
