// Lighthouse on the storefront: mobile form factor, Lighthouse's default simulated throttling (Moto G Power
// class phone on slow 4G), on `/`, `/shop` and a product page and on their Arabic addresses (`/ar`, `/ar/shop`,
// `/ar/shop/{slug}`), 3 runs each; the median of each figure.
//
//   node bench/lighthouse.mjs                 build, start the app on embedded defaults, measure, print the table
//   node bench/lighthouse.mjs --write         …and put the table into bench/README.md (between its lighthouse markers)
//   node bench/lighthouse.mjs --no-build      use dist/client as it is
//   RUNS=5 node bench/lighthouse.mjs          more runs per page
//   CPU_SLOWDOWN=8 node bench/lighthouse.mjs  a harsher CPU throttle than Lighthouse's 4× (8× on this machine is about
//                                             what 4× is on a host half as fast); never with --write
//
// Lighthouse is not a dependency of the project: it runs through `npx --yes lighthouse@13` (fetched into the npm
// cache on first use) against Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Raw reports are kept in
// test-results/lighthouse/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../scripts/run-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const RUNS = Number(process.env.RUNS ?? 3);
/** `PAGES=shop,product-ar` measures only those (for trying a change; `--write` wants all six: home, shop, product and their `-ar`). */
const ONLY = process.env.PAGES ? new Set(process.env.PAGES.split(',').map((name) => name.trim().toLowerCase())) : null;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.LIGHTHOUSE ?? 'lighthouse@13';
const reportsDir = join(root, 'test-results', 'lighthouse');
const TARGETS = { performance: 90, lcpMs: 2500 };
/** Lighthouse's simulated CPU slowdown, when not its default (4×). */
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : null;
if (CPU_SLOWDOWN !== null && !(CPU_SLOWDOWN >= 1)) throw new Error('CPU_SLOWDOWN must be a number of at least 1');
if (CPU_SLOWDOWN !== null && args.has('--write'))
  throw new Error('--write records the default throttling only; leave CPU_SLOWDOWN out');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/**
 * One Lighthouse run; its JSON report (lhr). A run whose trace Lighthouse itself failed to record (its
 * "Runtime error … NO_NAVSTART", now and then on a headless Chromium) is tried once more.
 */
function lighthouse(url, outputPath, retry = true) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(CPU_SLOWDOWN === null ? [] : [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`]),
      // `SAVE_ASSETS=1` keeps each run's trace beside its report (…-0.trace.json), for finding the long tasks.
      ...(process.env.SAVE_ASSETS ? ['--save-assets'] : []),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0 && retry && /NO_NAVSTART|NO_FCP|recording the trace/.test(result.stderr))
    return lighthouse(url, outputPath, false);
  if (result.status !== 0)
    throw new Error(
      `lighthouse failed on ${url} (exit ${result.status}):\n${result.stderr
        .split('\n')
        .filter((l) => !/^npm warn/.test(l))
        .join('\n')}`,
    );
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transfer: audit('total-byte-weight'),
    // Lighthouse 13 names the element in its LCP breakdown insight (older versions: largest-contentful-paint-element).
    lcpElement:
      lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ??
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null,
  };
}

/** What Lighthouse says would help most: the performance audits (opportunities and insights) that fall short, with their savings. */
function opportunities(lhr) {
  const refs = lhr.categories.performance.auditRefs;
  const found = [];
  for (const ref of refs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 0.9 || ref.weight > 0) continue;
    const ms = a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? 0;
    const bytes = a.details?.overallSavingsBytes ?? 0;
    found.push({
      id: a.id,
      title: a.title,
      ms: Math.round(ms),
      kb: Math.round(bytes / 1024),
      display: a.displayValue ?? '',
    });
  }
  return found.sort((x, y) => y.ms - x.ms || y.kb - x.kb);
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!args.has('--no-build')) {
    console.log('Building the storefront…');
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  mkdirSync(reportsDir, { recursive: true });
  const loadBefore = load();
  const app = await startBuiltServer({ dataDirPrefix: 'fellah-lighthouse-', timeoutMs: 120_000 });
  const results = [];
  try {
    // The product a shopper opens first from /shop (the newest, as the list shows it by default).
    const list = await (await fetch(`${app.baseUrl}/api/products?limit=1&is_active=true&is_available=true`)).json();
    const product = list.data[0];
    // Each page at its English address and at its Arabic one (issue 22: painted by the server in Arabic too).
    const english = [
      { name: 'Home', key: 'home', path: '/' },
      { name: 'Shop', key: 'shop', path: '/shop' },
      { name: 'Product', key: 'product', path: `/shop/${product.slug}` },
    ];
    const arabic = english.map((page) => ({
      name: `${page.name} (ar)`,
      key: `${page.key}-ar`,
      path: page.path === '/' ? '/ar' : `/ar${page.path}`,
    }));
    const pages = [...english, ...arabic].filter((page) => !ONLY || ONLY.has(page.key));
    // One unmeasured visit each, so the server's first-request costs (template, caches) are not in run 1.
    for (const page of pages) await fetch(`${app.baseUrl}${page.path}`);
    for (const page of pages) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        const file = join(reportsDir, `${page.key}-${i}.json`);
        const lhr = lighthouse(`${app.baseUrl}${page.path}`, file);
        const f = figures(lhr);
        runs.push({ ...f, lhr });
        console.log(
          `${page.name} run ${i}: performance ${f.performance}, LCP ${s(f.lcp)}, FCP ${s(f.fcp)}, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}, ${Math.round(f.transfer / 1024)} KiB`,
        );
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      const medianRun = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      results.push({
        ...page,
        performance: pick('performance'),
        lcp: pick('lcp'),
        fcp: pick('fcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        transfer: pick('transfer'),
        lcpElement: medianRun.lcpElement,
        opportunities: opportunities(medianRun.lhr),
        lighthouseVersion: medianRun.lhr.lighthouseVersion,
        chrome: medianRun.lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? '?',
        benchmarkIndex: median(runs.map((r) => r.lhr.environment?.benchmarkIndex ?? Number.NaN)),
      });
    }
  } finally {
    await app.stop();
  }
  const loadAfter = load();

  const met = (r) => r.performance >= TARGETS.performance && r.lcp <= TARGETS.lcpMs;
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Measured ${date} with Lighthouse ${results[0].lighthouseVersion} (Chromium ${results[0].chrome}, headless), mobile form factor,`,
    `${CPU_SLOWDOWN === null ? 'default simulated throttling' : `simulated throttling with a ${CPU_SLOWDOWN}× CPU slowdown`}; ${RUNS} runs per page, the median of each figure. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}),`,
    `${Math.round(totalmem() / 2 ** 30)} GiB; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAfter} after; Lighthouse's CPU`,
    `benchmark index ${results.map((r) => Math.round(r.benchmarkIndex)).join(' / ')} (per page, in the table's order; higher is a faster machine).`,
    '',
    '| page | performance | LCP | FCP | TBT | CLS | transfer | targets (≥ 90, LCP ≤ 2.5 s) |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} (\`${r.path.replace(/\/shop\/.+$/, '/shop/{slug}')}\`) | **${r.performance}** | **${s(r.lcp)}** | ${s(r.fcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.transfer / 1024)} KiB | ${met(r) ? 'met' : '**not met**'} |`,
    ),
    '',
    'Largest contentful paint element (median run):',
    '',
    ...results.map((r) => `- ${r.name}: \`${(r.lcpElement ?? '—').replace(/`/g, "'").slice(0, 140)}\``),
    '',
    "Lighthouse's top opportunities and insights (median run; estimated savings):",
    '',
    ...results.map((r) => {
      const top = r.opportunities
        .slice(0, 4)
        .map(
          (o) => `${o.title}${o.ms ? ` (~${o.ms} ms)` : o.kb ? ` (~${o.kb} KiB)` : o.display ? ` (${o.display})` : ''}`,
        );
      return `- ${r.name}: ${top.length ? top.join('; ') : 'none flagged'}`;
    }),
  ];
  const block = lines.join('\n');
  console.log(`\n${block}\n`);

  if (args.has('--write') && ONLY) console.log('Not written: only some pages were measured (PAGES).');
  else if (args.has('--write')) {
    const readmePath = join(root, 'bench', 'README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const start = '<!-- lighthouse:start -->';
    const end = '<!-- lighthouse:end -->';
    const marked = `${start}\n${block}\n${end}`;
    const at = readme.indexOf(start);
    const next =
      at >= 0
        ? `${readme.slice(0, at)}${marked}${readme.slice(readme.indexOf(end) + end.length)}`
        : `${readme.trimEnd()}\n\n## Lighthouse (\`lighthouse.mjs\`)\n\n${marked}\n`;
    writeFileSync(readmePath, next);
    console.log('bench/README.md updated.');
  }
  process.exit(results.every(met) ? 0 : 2);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
