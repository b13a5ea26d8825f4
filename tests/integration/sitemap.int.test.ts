import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/host/app';
import { PUBLIC_PAGES, sitemapAnswer, sitemapSections } from '../../src/server/seo/sitemap';
import { type TestApp, rateLimitNameSpace, startTestApp } from '../helpers/app';

/*
 * /sitemap.xml and /robots.txt: both languages' public pages, the visible products and active crops with
 * their twins and last change, the index once there are more URLs than a file holds (a small limit here), and what
 * crawlers may not read.
 */

let t: TestApp;
const apps: FastifyInstance[] = [];
const tag = randomBytes(3).toString('hex');
const shown = { products: [] as string[], crops: [] as string[] };
const hidden: string[] = [];

/** The app over the test's database, with these options (a sitemap file's size, a tighter rate limit). */
async function appWith(
  options: { sitemapUrlsPerFile?: number; rateLimitPerMinute?: number } = {},
): Promise<FastifyInstance> {
  const config = { ...t.config, rateLimitPerMinute: options.rateLimitPerMinute ?? t.config.rateLimitPerMinute };
  const app = await buildApp({ config, db: t.db, sql: t.db.sql, runner: t.runner, version: 'test' }, false, {
    rateLimitNameSpace: `${rateLimitNameSpace}${randomBytes(3).toString('hex')}:`,
    ...(options.sitemapUrlsPerFile ? { sitemapUrlsPerFile: options.sitemapUrlsPerFile } : {}),
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const [i, visibility] of (
    ['approved', 'approved', 'approved', 'pending', 'inactive', 'deleted'] as const
  ).entries()) {
    const slug = `sitemap-product-${i}-${tag}`;
    await t.db
      .sql`insert into products (slug, name, brand, category, price, stock_quantity, approval_status, is_active, deleted_at, updated_at)
      values (${slug}, ${`Product ${i}`}, 'Fellah', 'seeds', 10, 5, ${visibility === 'pending' ? 'pending' : 'approved'}, ${visibility !== 'inactive'},
              ${visibility === 'deleted' ? new Date() : null}, ${new Date(Date.UTC(2026, 0, i + 1))})`;
    (visibility === 'approved' ? shown.products : hidden).push(slug);
  }
  for (const [i, active] of [true, true, false].entries()) {
    const slug = `sitemap-crop-${i}-${tag}`;
    await t.db
      .sql`insert into crops (slug, name, crop_type, is_active) values (${slug}, ${`Crop ${i}`}, 'grain', ${active})`;
    (active ? shown.crops : hidden).push(slug);
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

/** The `<loc>`s of a sitemap file. */
const locsOf = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every public page's address in both languages, absolute. */
function expectedLocs(): string[] {
  const plain = [
    ...PUBLIC_PAGES,
    ...shown.crops.map((slug) => `/crops/${slug}`),
    ...shown.products.map((slug) => `/shop/${slug}`),
  ];
  const base = t.config.publicUrl;
  return plain.flatMap((address) => [`${base}${address}`, `${base}${address === '/' ? '/ar' : `/ar${address}`}`]);
}

describe('/sitemap.xml', () => {
  it("lists both languages' public pages, visible products and active crops, each with its twins", async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locsOf(res.body).sort()).toEqual(expectedLocs().sort());
    for (const slug of hidden) expect(res.body).not.toContain(slug);

    const base = t.config.publicUrl;
    const product = shown.products[1]!;
    const twins =
      `<xhtml:link rel="alternate" hreflang="en" href="${base}/shop/${product}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/shop/${product}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/shop/${product}"/>`;
    expect(res.body).toContain(
      `<url><loc>${base}/shop/${product}</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>${twins}</url>`,
    );
    expect(res.body).toContain(
      `<url><loc>${base}/ar/shop/${product}</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>${twins}</url>`,
    );
    expect(res.body).toContain(
      `<url><loc>${base}/ar</loc><xhtml:link rel="alternate" hreflang="en" href="${base}/"/><xhtml:link rel="alternate" hreflang="ar" href="${base}/ar"/><xhtml:link rel="alternate" hreflang="x-default" href="${base}/"/></url>`,
    );
    // One file: it is page 1 as well; there is no page 2.
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml?page=1' })).body).toBe(res.body);
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml?page=2' })).statusCode).toBe(404);
  });

  it('is gzipped for a crawler that takes it', async () => {
    const app = await appWith();
    const plain = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const zipped = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('becomes an index of files of at most the limit once there are more URLs, each file written the same way', async () => {
    const limit = 8;
    const app = await appWith({ sitemapUrlsPerFile: limit });
    const total = expectedLocs().length;
    const files = Math.ceil(total / limit);
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...index.body.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    expect(listed).toEqual(Array.from({ length: files }, (_, i) => `${t.config.publicUrl}/sitemap.xml?page=${i + 1}`));

    const seen: string[] = [];
    for (let page = 1; page <= files; page++) {
      const file = await app.inject({ method: 'GET', url: `/sitemap.xml?page=${page}` });
      expect(file.statusCode).toBe(200);
      const locs = locsOf(file.body);
      expect(locs.length).toBeLessThanOrEqual(limit);
      expect(locs.length).toBeGreaterThan(0);
      seen.push(...locs);
    }
    // Every URL once, across the files, in the order of a single file.
    expect(seen).toEqual(locsOf((await (await appWith()).inject({ method: 'GET', url: '/sitemap.xml' })).body));
    for (const url of [
      `/sitemap.xml?page=${files + 1}`,
      '/sitemap.xml?page=0',
      '/sitemap.xml?page=two',
      '/sitemap.xml?page=1.5',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('reads a table in batches that follow one another by slug, from any position', async () => {
    const base = t.config.publicUrl;
    const read = async (page: number) => {
      const answer = await sitemapAnswer(sitemapSections(t.db.sql, 1), base, page, 6);
      if (answer?.kind !== 'urls') throw new Error(`no file ${page}`);
      let xml = '';
      for await (const chunk of answer.chunks) xml += chunk;
      return locsOf(xml);
    };
    const files = Math.ceil(expectedLocs().length / 6);
    const all: string[] = [];
    for (let page = 1; page <= files; page++) all.push(...(await read(page)));
    expect(all).toEqual(locsOf((await (await appWith()).inject({ method: 'GET', url: '/sitemap.xml' })).body));
  });

  it('counts against the rate limit like the API', async () => {
    const app = await appWith({ rateLimitPerMinute: 2 });
    const headers = { 'accept-language': 'ar' };
    expect((await app.inject({ method: 'GET', url: '/robots.txt', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml', headers })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('/robots.txt', () => {
  it('lets crawlers read the shop, not the private areas or the API in either language, and names the sitemap', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of ['/admin', '/cart', '/checkout', '/orders', '/profile', '/favorites', '/notifications']) {
      expect(lines).toContain(`Disallow: ${area}`);
      expect(lines).toContain(`Disallow: /ar${area}`);
    }
    for (const area of ['/api/', '/trpc/', '/ar/api/', '/ar/trpc/']) expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).not.toContain('Disallow: /shop');
    expect(lines).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});
