import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { expect } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, buildServer } from '../../scripts/build-server.mjs';
import { freePort } from '../helpers/freePort';

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

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Start the built app as a user would (`dist/server/main.mjs`, built first when its sources changed, on embedded defaults: no DATABASE_URL, no
 * REDIS_URL), in a fresh DATA_DIR, on a free port; resolves once /api/health answers.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fellah-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  await buildServer({ ifStale: true });
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not become healthy within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
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
export async function openStorefront(): Promise<Storefront> {
  const server = await startServer();
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

/** Poll with room for a slow machine (vitest's default is one second). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

/** The path of the page's address. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
