import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, eventually, launchBrowser, startServer } from './harness';
import { PHONE_390 } from './phoneChecks';

/*
 * Light pictures in Chromium on a 390 px phone at 2 and 3 device pixels per CSS pixel: the shop's cards offer AVIF and
 * WebP variants, the browser takes one of them (never the drawing itself), and the picture it takes weighs at most
 * 30 KB; the server-painted first paint already carries the same <picture>.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shopOn(deviceScaleFactor: number): Promise<Page> {
  const page = await (await browser.newContext({ ...PHONE_390, deviceScaleFactor })).newPage();
  await page.goto(`${server.baseUrl}/shop`);
  return page;
}

describe('a card’s picture on a 390 px phone', () => {
  for (const dpr of [2, 3]) {
    it(`is an AVIF variant of at most 30 KB at ${dpr}× `, async () => {
      const page = await shopOn(dpr);
      const picture = page.locator('[data-testid="product-card"] picture img').first();
      await eventually(
        async () => (await picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)) || '',
        20_000,
      ).toMatch(/-\d+\.avif$/);
      const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
      const bytes = await page.evaluate(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength, src);
      expect(bytes, src).toBeLessThanOrEqual(30 * 1024);
      expect(src).toMatch(dpr === 2 ? /-480\.avif$/ : /-640\.avif$/);
      await page.close();
    });
  }

  it('is painted by the server as the same <picture>', async () => {
    const html = await (await fetch(`${server.baseUrl}/shop`)).text();
    expect(html).toMatch(
      /<picture[^>]*><source type="image\/avif" srcSet="\/images\/products\/[a-z0-9-]+-160\.avif 160w/,
    );
  });
});
