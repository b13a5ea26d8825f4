import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningServer, startBuiltServer } from '../../scripts/run-server.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const RESULTS_DIR = join(ROOT, 'test-results');

/** Flags from the machine notes: headless, and no background traffic to hosts this machine cannot reach. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type { RunningServer } from '../../scripts/run-server.mjs';

/**
 * Start the built app as a user would (`dist/server/main.mjs`, built first when its sources changed, on embedded defaults: no DATABASE_URL, no
 * REDIS_URL), in a fresh DATA_DIR, on a free port; resolves once /api/health answers.
 */
/**
 * The built server for one e2e file. When it stops, `projections:verify` replays every projection, async and inline,
 * from the database it leaves and compares it row by row with the live tables: a drift fails the file.
 */
export const startServer = (extraEnv: Record<string, string> = {}) =>
  startBuiltServer({ env: extraEnv, dataDirPrefix: 'fellah-e2e-', verify: true });

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** The app, a browser and a desktop-sized page on it, as each browser test file starts with. */
export interface Storefront {
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** Closes the browser, then stops the server. */
  close(): Promise<void>;
}

/**
 * Start the app and open a 1280×900 page in a fresh browser; call `close()` in afterAll. The page runs without the
 * service worker, as Playwright advises when tests replace answers with `page.route` (a worker's own requests pass
 * by the page's routes); tests/e2e/offline.e2e.test.ts opens a context with it.
 */
async function openStorefront(env: Record<string, string> = {}): Promise<Storefront> {
  const server = await startServer(env);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    return {
      server,
      browser,
      page,
      async close() {
        await browser?.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}

/**
 * The storefront of one test file: opened before the file's tests and handed to `take` (which keeps what it needs in
 * the file's own variables, and may prepare more), closed after them. `env` (read when the app starts) adds to its
 * environment, e.g. `SMTP_URL` of a mail sink the file started in an earlier beforeAll.
 */
export function storefrontForFile(
  take: (store: Storefront) => unknown,
  env: () => Record<string, string> = () => ({}),
): void {
  let store: Storefront | undefined;
  beforeAll(async () => {
    store = await openStorefront(env());
    await take(store);
  });
  afterAll(() => store?.close());
}

/** Poll with room for a slow machine (vitest's default is one second). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

/** The path of the page's address. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
