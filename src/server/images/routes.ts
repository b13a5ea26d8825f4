import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGES_DIR } from '../catalogue/images';
import { drawnVariant } from './pipeline';

/** An uploaded picture's variant: named by its content, so kept a year and never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A drawn demo picture's variant: its address names the drawing, not the drawing's content (the catalogue keeps the
 * drawing's address), so a redrawn picture must reach browsers: kept a day, then asked again with its ETag.
 */
const DRAWN_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * GET /images/products/<name>-<width>.<avif|webp>: the light variants of the demo catalogue's drawings, made by the
 * picture pipeline on first request and kept under DATA_DIR/picture-cache. The drawings are read from the built
 * storefront when there is one, else from the client's source folder.
 */
export async function registerPictureRoutes(
  app: FastifyInstance,
  options: { dataDir: string; clientDir: string },
): Promise<void> {
  const built = join(options.clientDir, 'images', 'products');
  const drawingsDir = existsSync(built) ? built : PRODUCT_IMAGES_DIR;
  const cacheDir = join(options.dataDir, 'picture-cache');
  app.get<{ Params: { file: string } }>('/images/products/:file', async (req, reply) => {
    const data = await drawnVariant(drawingsDir, cacheDir, req.params.file);
    if (!data) return reply.code(404).send({ success: false, message: 'Not found', error: 'NOT_FOUND' });
    const etag = `"${data.length.toString(36)}-${data.subarray(-16).toString('hex')}"`;
    reply
      .header('cache-control', DRAWN_CACHE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .type(req.params.file.endsWith('.avif') ? 'image/avif' : 'image/webp');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(data);
  });
}
