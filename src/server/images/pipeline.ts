import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  type PictureFormat,
  uploadedPictureUrl,
  widthsUpTo,
} from '../../shared/pictures';

/*
 * The picture pipeline: one original (a photo from a phone, up to 5 MB, or a drawn SVG) made once into WebP and AVIF in
 * the widths of src/shared/pictures.ts. The original is turned upright by its EXIF orientation and then written
 * without any metadata (sharp keeps none unless asked): no camera, no time, no GPS location reaches a grower.
 * Qualities are chosen so that a card's picture on a phone stays under 30 KB (tests/integration/pictures.int.test.ts).
 */

const QUALITY: Record<PictureFormat, number> = { avif: 50, webp: 72 };
/** Larger than any picture we need; a 10,000 × 10,000 "photo" would be a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Sixteen hex digits of the SHA-256 of the original's bytes: the name of its variants. */
export const pictureHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** One variant of one picture, encoded. */
export async function encodeVariant(
  original: Buffer,
  width: number,
  format: PictureFormat,
  options: { svg?: boolean } = {},
): Promise<Buffer> {
  const image = sharp(original, {
    limitInputPixels: MAX_INPUT_PIXELS,
    // A drawing is rasterised at the density that gives the width asked for (its viewBox is 400 wide), not scaled up.
    ...(options.svg ? { density: Math.min(((72 * width) / 400) * 2, 864) } : {}),
  })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? image.avif({ quality: QUALITY.avif, effort: 3 }).toBuffer()
    : image.webp({ quality: QUALITY.webp, effort: 4 }).toBuffer();
}

/** Write a file whole or not at all (a reader never sees half of one). */
async function writeWhole(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.part`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

export interface MadePicture {
  hash: string;
  /** The address a product keeps: its largest WebP. */
  url: string;
  /** Every variant's address (for removal). */
  variantUrls: string[];
  /** The largest WebP's size in bytes. */
  size: number;
}

/**
 * Make the variants of an uploaded picture under `<uploadsDir>/pictures/`. A picture sharp cannot read is refused
 * (400) before anything is written; a picture already made (same bytes) is not made again.
 */
export async function makeUploadedPicture(uploadsDir: string, original: Buffer, field = 'file'): Promise<MadePicture> {
  let width: number;
  try {
    const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // A picture turned by its EXIF orientation 5–8 is as wide as it was high.
    width = (meta.orientation ?? 1) >= 5 ? (meta.height ?? 0) : (meta.width ?? 0);
  } catch {
    throw new ValidationError(msg('uploads.pictureUnreadable'), field);
  }
  if (!width) throw new ValidationError(msg('uploads.pictureUnreadable'), field);
  const hash = pictureHash(original);
  const widths = widthsUpTo(Math.min(width, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!));
  const variantUrls: string[] = [];
  let size = 0;
  for (const w of widths) {
    for (const format of PICTURE_FORMATS) {
      const url = uploadedPictureUrl(hash, w, format);
      variantUrls.push(url);
      const path = join(uploadsDir, url.replace(/^\/uploads\//, ''));
      const existing = await stat(path).catch(() => null);
      const bytes = existing ? existing.size : await writeVariant(path, await encodeVariant(original, w, format));
      if (w === widths[widths.length - 1] && format === 'webp') size = bytes;
    }
  }
  return { hash, url: uploadedPictureUrl(hash, widths[widths.length - 1]!, 'webp'), variantUrls, size };
}

async function writeVariant(path: string, data: Buffer): Promise<number> {
  await writeWhole(path, data);
  return data.length;
}

// ─── Drawn demo pictures, made on first request ───────────────────────────────────────────────────────

const DRAWN_VARIANT = /^([a-z0-9][a-z0-9-]{0,150})-(\d{3,4})\.(avif|webp)$/;
const making = new Map<string, Promise<Buffer | null>>();

/**
 * The variant of a drawn demo picture named by `file` (`<name>-<width>.<format>`, as drawnPictureUrl names it): read
 * from `cacheDir` when made before, else made from `<drawingsDir>/<name>.svg` and kept there. Null when the name is
 * not a variant of one of our drawings. Two requests for the same variant at once make it once.
 */
export async function drawnVariant(drawingsDir: string, cacheDir: string, file: string): Promise<Buffer | null> {
  const match = DRAWN_VARIANT.exec(file);
  if (!match) return null;
  const [, name, widthText, format] = match as unknown as [string, string, string, PictureFormat];
  const width = Number(widthText);
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  const svg = await readFile(join(drawingsDir, `${name}.svg`)).catch(() => null);
  if (!svg) return null;
  // Kept by the drawing's content: a drawing redrawn is made again, never served stale.
  const cached = join(cacheDir, `${name}-${pictureHash(svg)}-${width}.${format}`);
  const known = await readFile(cached).catch(() => null);
  if (known) return known;
  let pending = making.get(cached);
  if (!pending) {
    pending = encodeVariant(svg, width, format, { svg: true })
      .then(async (data) => {
        await writeWhole(cached, data);
        return data;
      })
      .finally(() => making.delete(cached));
    making.set(cached, pending);
  }
  return pending;
}
