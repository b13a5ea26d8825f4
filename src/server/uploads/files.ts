import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { PayloadTooLargeError, ValidationError } from '../../shared/errors';
import { msg, says } from '../../shared/messages';

/** A file as procedures receive it: the REST adapter turns multipart parts into this; tRPC clients send it. */
export const ZUploadedFile = z.object({
  fieldname: z.string().max(100).default('file'),
  filename: z.string().max(255),
  mimetype: z.string().max(100).optional(),
  base64: z.string().min(1, says('uploads.fileEmpty')),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;

export type FileKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'pdf';

const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** What a file is, from its first bytes (never from its name or the type the client claimed). */
export function sniff(data: Buffer): FileKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('ascii', 0, 6))) return 'gif';
  if (data.length >= 5 && data.toString('ascii', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

export interface StoredFile {
  url: string;
  kind: FileKind;
  contentType: string;
  size: number;
  originalName: string;
  /** A picture's every variant (src/server/images): removed with it. */
  variantUrls?: string[];
  /** A picture's original, served to administrators only. */
  originalUrl?: string;
}

/** A file that passed its checks, not yet written. */
export interface CheckedFile {
  data: Buffer;
  kind: FileKind;
  originalName: string;
}

/** Check a file's size and its real type (by its first bytes); nothing is written. */
export function checkUpload(
  file: UploadedFile,
  rules: { allowed: readonly FileKind[]; maxBytes: number },
): CheckedFile {
  const data = Buffer.from(file.base64, 'base64');
  if (data.length === 0) throw new ValidationError(msg('uploads.fileEmpty'), file.fieldname);
  if (data.length > rules.maxBytes) {
    throw new PayloadTooLargeError(
      msg('uploads.tooLarge', { megabytes: Math.round(rules.maxBytes / 1024 / 1024) }),
      file.fieldname,
    );
  }
  const kind = sniff(data);
  if (!kind || !rules.allowed.includes(kind)) {
    throw new ValidationError(msg('uploads.typeNotAccepted', { allowed: rules.allowed.join(', ') }), file.fieldname);
  }
  return { data, kind, originalName: file.filename };
}

/** Write a checked file under DATA_DIR/uploads/<folder>/ with a generated name; the URL it is served back at. */
export async function writeUpload(dataDir: string, file: CheckedFile, folderName: string): Promise<StoredFile> {
  const folder = folderName.replace(/[^\w-]/g, '') || 'general';
  const dir = join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${file.kind === 'jpeg' ? 'jpg' : file.kind}`;
  await writeFile(join(dir, name), file.data);
  return {
    url: `/uploads/${folder}/${name}`,
    kind: file.kind,
    contentType: CONTENT_TYPES[file.kind],
    size: file.data.length,
    originalName: file.originalName,
  };
}

/**
 * Check a file's size and real type, then store it under DATA_DIR/uploads/<folder>/ with a generated name.
 * Returns the URL it is served back at (/uploads/...).
 */
export async function storeUpload(
  dataDir: string,
  file: UploadedFile,
  rules: { folder: string; allowed: readonly FileKind[]; maxBytes: number },
): Promise<StoredFile> {
  return writeUpload(dataDir, checkUpload(file, rules), rules.folder);
}

// ─── Serving ─────────────────────────────────────────────────────────────────────────────────────────

/** The file names (by extension) served inline as pictures; everything else under /uploads is a download. */
const PICTURE_FILE = /\.(png|jpe?g|webp|gif)$/i;

/**
 * Headers of a file served from /uploads (fastify-static's setHeaders; issue 20, point 6b). Pictures are shown inline
 * with the type of their extension (the name we gave them from their sniffed content); any other file, a PDF
 * document, is sent as an attachment, so it is saved rather than opened on our origin. All get `nosniff` and a policy
 * that runs nothing, in case a browser shows one as a page anyway.
 */
export function uploadHeaders(reply: { header(name: string, value: string): unknown }, path: string): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  );
  if (!PICTURE_FILE.test(path)) {
    const name = path.split(/[\\/]/).pop() ?? 'download';
    reply.header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`);
  }
}
