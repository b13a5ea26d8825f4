import { loadavg } from 'node:os';
import { type BrowserContext, chromium } from 'playwright-core';
import { type RunningServer, startBuiltServer } from '../scripts/run-server.mjs';

/**
 * Every public page on rural 3G: Chromium (playwright-core, /usr/bin/chromium) with the network throttled
 * through CDP to 400 kbit/s down and up with 400 ms round trips, the CPU slowed 4×, a 390×844 phone screen (touch,
 * device scale 2); each page in English and in Arabic, `RUNS` runs each (default 3), the median reported. A run is a
 * first visit in a new browser context (empty cache), then a repeat visit of the same address in the same context
 * (the HTTP cache warm). Per visit: the largest contentful paint and the bytes that came over the wire (every response's encoded length with
 * its headers) until the network has been quiet for QUIET_MS. The service worker is blocked: its precache of the whole
 * app (about 2 MB) runs after the page is complete and would otherwise be counted in the first visit.
 *
 * Uses dist/ as built (build first, under the e2e lock: `flock /tmp/e2e.lock sh -c 'npm run build && npm run bench
 * slow3g'`). `PAGES=shop,about` measures only those; `RUNS=n` for more runs. The targets of the issue are checked at the
 * end (largest paint ≤ 3.0 s, first visit ≤ 250 KB, repeat ≤ 25 KB), not enforced: the figures depend on the host's
 * load, which is printed with them.
 */

const RUNS = Number(process.env.RUNS ?? 3);
const ONLY = process.env.PAGES ? new Set(process.env.PAGES.split(',').map((name) => name.trim())) : null;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOWN_BYTES_PER_S = (400 * 1000) / 8;
const RTT_MS = 400;
const CPU_SLOWDOWN = 4;
/** The network is taken as done once nothing has been asked or answered for this long. */
const QUIET_MS = 2000;
/** A visit is given up after this long (it is reported as such). */
const VISIT_LIMIT_MS = 60_000;
const TARGETS = { lcpMs: 3000, firstKB: 250, repeatKB: 25 };

interface Visit {
  lcp: number;
  bytes: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Records the largest contentful paint (read at the end of a visit). */
const OBSERVE = () => {
  const w = window as unknown as { __lcp: number };
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** One visit of `url` in `context` on the throttled network and CPU. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: DOWN_BYTES_PER_S,
    connectionType: 'cellular3g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let requests = 0;
  let last = Date.now();
  const pending = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    pending.add(requestId);
    last = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    pending.delete(requestId);
    bytes += encodedDataLength;
    requests += 1;
    last = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    pending.delete(requestId);
    last = Date.now();
  });
  await page.addInitScript(OBSERVE);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: VISIT_LIMIT_MS });
  while (Date.now() - started < VISIT_LIMIT_MS && (pending.size > 0 || Date.now() - last < QUIET_MS))
    await new Promise((resolve) => setTimeout(resolve, 100));
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await page.close();
  return { lcp, bytes, requests };
}

/** The first product and crop the sitemap names (the pages a grower opens from the lists). */
async function itemPaths(server: RunningServer): Promise<{ product: string; crop: string }> {
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  const first = (prefix: string) => {
    const found = new RegExp(`<loc>[^<]*?(${prefix}/[^<?/]+)</loc>`).exec(sitemap)?.[1];
    if (!found) throw new Error(`the sitemap names no ${prefix}/… page`);
    return found;
  };
  return { product: first('/shop'), crop: first('/crops') };
}

async function main() {
  const loadBefore = load();
  const server = await startBuiltServer({ dataDirPrefix: 'fellah-slow3g-', timeoutMs: 120_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const rows: string[] = [];
  const misses: string[] = [];
  try {
    const { product, crop } = await itemPaths(server);
    const pages: [string, string][] = [
      ['home', '/'],
      ['shop', '/shop'],
      ['product', product],
      ['crops', '/crops'],
      ['crop', crop],
      ['calculators', '/calculators'],
      ['quizzes', '/quizzes'],
      ['projects', '/projects'],
      ['about', '/about'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
      ['404', '/no-such-page'],
    ];
    console.log(
      `slow 3G: ${DOWN_BYTES_PER_S * 8} bit/s, ${RTT_MS} ms RTT, CPU ${CPU_SLOWDOWN}×, 390×844, ${RUNS} runs; load ${loadBefore}`,
    );
    for (const [name, path] of pages) {
      if (ONLY && !ONLY.has(name)) continue;
      for (const language of ['en', 'ar'] as const) {
        const address = language === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;
        const first: Visit[] = [];
        const repeat: Visit[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
            serviceWorkers: 'block',
            locale: language === 'ar' ? 'ar-EG' : 'en-GB',
          });
          try {
            first.push(await visit(context, `${server.baseUrl}${address}`));
            repeat.push(await visit(context, `${server.baseUrl}${address}`));
          } finally {
            await context.close();
          }
        }
        const figure = (visits: Visit[], key: keyof Visit) => median(visits.map((v) => v[key]));
        const lcp = figure(first, 'lcp');
        const firstKB = figure(first, 'bytes') / 1000;
        const repeatKB = figure(repeat, 'bytes') / 1000;
        const shown = address.replace(product, '/shop/{slug}').replace(crop, '/crops/{slug}');
        const row = `| \`${shown}\` | **${(lcp / 1000).toFixed(2)} s** | **${firstKB.toFixed(0)} KB** (${figure(first, 'requests')}) | ${(figure(repeat, 'lcp') / 1000).toFixed(2)} s | **${repeatKB.toFixed(1)} KB** (${figure(repeat, 'requests')}) |`;
        console.log(row);
        rows.push(row);
        if (lcp > TARGETS.lcpMs) misses.push(`${shown}: largest paint ${(lcp / 1000).toFixed(2)} s`);
        if (firstKB > TARGETS.firstKB) misses.push(`${shown}: first visit ${firstKB.toFixed(0)} KB`);
        if (repeatKB > TARGETS.repeatKB) misses.push(`${shown}: repeat visit ${repeatKB.toFixed(1)} KB`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nload after: ${load()}`);
  console.log(
    '\n| page | largest paint (first visit) | first visit: wire (requests) | largest paint (repeat) | repeat visit: wire (requests) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(misses.length ? `\ntargets missed:\n  ${misses.join('\n  ')}` : '\nevery target met');
}

await main();
