import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImages } from '../../src/server/catalogue/images';
import { demoFiles } from '../../src/server/demo/content';
import { removeOrphanUploads } from '../../src/server/uploads/orphans';
import { CARD_PICTURE_SIZES, pictureSources } from '../../src/shared/pictures';
import { type TestApp, startTestApp } from '../helpers/app';
import { type FormPart, multipartBody } from '../helpers/multipart';
import { type TestUser, createUser } from '../helpers/users';

/*
 * Light pictures through the real server: an administrator's product picture is made into WebP and AVIF variants
 * without its EXIF (GPS included), served immutable by its content's name, its original kept for administrators only;
 * the demo catalogue's drawings go through the same pipeline, and a card's picture on a 390 px phone stays under 30 KB.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { role: 'admin' });
  customer = await createUser(t);
});
afterAll(() => t?.close());

/** A phone's photo: 1600×1200, with the camera and the place it was taken in its EXIF. */
async function photoWithLocation(background: string) {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 44/1', GPSLongitudeRef: 'E', GPSLongitude: '31/1 14/1 8/1' },
    })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825, little endian as libvips writes it) in an EXIF block. */
const hasGps = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

async function upload(parts: FormPart[], token: string) {
  const { payload, contentType } = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The srcset candidates of a source: [url, width]. */
const candidates = (srcSet: string) =>
  srcSet.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return [url!, Number(w!.replace('w', ''))] as const;
  });

/**
 * The candidate a browser takes for a picture drawn `cssWidth` px wide at `dpr` device pixels per CSS pixel: the
 * narrowest at least as wide as the device pixels, else the widest.
 */
function chosen(srcSet: string, cssWidth: number, dpr: number): string {
  const list = candidates(srcSet).sort((a, b) => a[1] - b[1]);
  return (list.find(([, w]) => w >= cssWidth * dpr) ?? list[list.length - 1]!)[0];
}

/** CARD_PICTURE_SIZES evaluated for a viewport `viewport` px wide (its first condition is the phone's). */
function cardWidthAt(viewport: number): number {
  const phone = /^\(max-width: 48em\) calc\(50vw - (\d+)px\)/.exec(CARD_PICTURE_SIZES);
  expect(phone).not.toBeNull();
  expect(viewport).toBeLessThanOrEqual(48 * 16);
  return viewport / 2 - Number(phone![1]);
}

describe('an administrator uploads a product photo with its location in the EXIF', () => {
  let original: Buffer;
  let url: string;

  beforeAll(async () => {
    original = await photoWithLocation('#5a8f3c');
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);
    const res = await upload(
      [
        { name: 'type', value: 'product' },
        { name: 'image', filename: 'field.jpg', contentType: 'image/jpeg', data: original },
      ],
      admin.token,
    );
    expect(res.status).toBe(201);
    url = res.body.data.url;
  });

  it('keeps the largest WebP as the picture, named by its content', () => {
    expect(url).toMatch(/^\/uploads\/pictures\/[0-9a-f]{16}-1200\.webp$/);
  });

  it('serves every variant in its format and width, immutable, with no EXIF left', async () => {
    const variants = pictureSources(url)!;
    expect(variants.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of variants.sources) {
      const list = candidates(source.srcSet);
      expect(list.map(([, w]) => w)).toEqual([160, 320, 480, 640, 800, 1200]);
      for (const [variant, width] of list) {
        const res = await get(variant);
        expect(res.statusCode, variant).toBe(200);
        expect(res.headers['content-type'], variant).toBe(source.type);
        expect(res.headers['cache-control'], variant).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.width, variant).toBe(width);
        expect(meta.exif, variant).toBeUndefined();
        expect(meta.xmp, variant).toBeUndefined();
      }
    }
  });

  it('keeps the original, location and all, for administrators only', async () => {
    const [row] = await t.db.sql<{ original_url: string; variant_urls: string[] }[]>`
      select original_url, variant_urls from uploads where url = ${url}`;
    expect(row!.original_url).toMatch(/^\/uploads\/originals\/[0-9a-f]{16}\.jpg$/);
    expect(row!.variant_urls).toHaveLength(12);
    expect((await get(row!.original_url)).statusCode).toBe(401);
    expect((await get(row!.original_url, customer.token)).statusCode).toBe(404);
    const served = await get(row!.original_url, admin.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(original)).toBe(true);
    expect(hasGps((await sharp(served.rawPayload).metadata()).exif)).toBe(true);
  });

  it('refuses a file that claims to be a JPEG but is not a picture, keeping nothing', async () => {
    const before = await t.db.sql<{ n: number }[]>`select count(*)::int as n from uploads`;
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await upload(
      [
        { name: 'type', value: 'product' },
        { name: 'image', filename: 'broken.jpg', contentType: 'image/jpeg', data: broken },
      ],
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('could not be read') });
    const after = await t.db.sql<{ n: number }[]>`select count(*)::int as n from uploads`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('removes an unused picture with all its variants and its original', async () => {
    const lonely = await photoWithLocation('#8f3c5a');
    const res = await upload(
      [
        { name: 'type', value: 'product' },
        { name: 'image', filename: 'unused.jpg', contentType: 'image/jpeg', data: lonely },
      ],
      admin.token,
    );
    expect(res.status).toBe(201);
    const [row] = await t.db.sql<{ original_url: string; variant_urls: string[] }[]>`
      select original_url, variant_urls from uploads where url = ${res.body.data.url}`;
    const files = [row!.original_url, ...row!.variant_urls].map((u) => join(t.config.dataDir, u.replace(/^\/+/, '')));
    expect(files.every((f) => existsSync(f))).toBe(true);
    await t.db.sql`update uploads set created_at = now() - interval '2 days' where url = ${res.body.data.url}`;
    await removeOrphanUploads(t.db.sql, t.config.dataDir, new Date());
    expect(files.filter((f) => existsSync(f))).toEqual([]);
    // The first picture, used by nothing yet but younger than a day, is still there.
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('the demo catalogue’s drawings', () => {
  const products = demoFiles.products.load();

  it('are made into light variants on first request, and served the same afterwards', async () => {
    const picture = pictureSources(generatedImages(products[0]!).main_image)!;
    const variant = chosen(picture.sources[0]!.srcSet, 200, 2);
    const first = await get(variant);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    const again = await get(variant);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get(variant, undefined)).headers.etag).toBe(first.headers.etag);
    expect((await get('/images/products/no-such-drawing-480.webp')).statusCode).toBe(404);
    expect((await get(variant.replace(/-\d+\.avif$/, '-333.avif'))).statusCode).toBe(404);
  });

  // At 3 device pixels per CSS pixel: at 2 the browser takes a narrower variant of the same drawing, lighter still.
  it('weigh at most 30 KB on a 390 px phone card at 3 device pixels per CSS pixel, in both formats', async () => {
    const cardWidth = cardWidthAt(390);
    const heaviest: { url: string; bytes: number }[] = [];
    for (const product of products) {
      const picture = pictureSources(generatedImages(product).main_image);
      expect(picture, product.slug).not.toBeNull();
      for (const source of picture!.sources) {
        const variant = chosen(source.srcSet, cardWidth, 3);
        expect(variant, product.slug).toMatch(/-640\.(avif|webp)$/);
        const res = await get(variant);
        expect(res.statusCode, variant).toBe(200);
        heaviest.push({ url: variant, bytes: res.rawPayload.length });
      }
    }
    heaviest.sort((a, b) => b.bytes - a.bytes);
    expect(heaviest[0]!.bytes, heaviest[0]!.url).toBeLessThanOrEqual(30 * 1024);
  }, 180_000);
});
