import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, buildServer } from '../scripts/build-server.mjs';

/**
 * The wire: the shop's list answers and its health under 50 connections, beside a bare fastify
 * route returning a small JSON, in the same run. The shop runs as it ships (`node dist/server/main.mjs`, built when stale, as
 * `npm start` runs it) in a process of its own, on the demo catalogue and crop guide in a database of its own on the
 * PostgreSQL the tests find (dropped after), with its other services embedded (no REDIS_URL: rate limits in memory,
 * projections in process); the bare route runs in a second process that loads nothing but fastify. This process is
 * the client: 50 keep-alive connections on loopback (node:http, one socket each), each sending its next request when
 * the last answer has been read, for a fixed time and at most a fixed count per target, with `Accept-Encoding: br,
 * gzip` as a browser sends it. Reported per target: requests a second and the ratio to the bare route (measured first
 * and last; the mean), latency p50 / p97.5 / p99, the bytes of one answer as they came over the wire (body, and with its
 * headers) and its encoding, and the shop process's peak resident memory while under load. The issue's targets are
 * checked at the end. `WIRE_SHOP_FLAGS` passes Node flags to the shop (to try e.g. a smaller old space).
 */

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = 10;
/** A bound on the requests of one measurement, whatever the machine's speed. */
const MAX_REQUESTS = 400_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const RSS_SAMPLE_MS = 200;
const STARTUP_SECONDS = 120;

/** The storefront's calls as its batch link sends them (one call of a batch). */
const trpcUrl = (path: string, input: unknown) =>
  `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;

interface Target {
  name: string;
  url: string;
  /** 'bare': the bare fastify process; 'app': the shop's server. */
  server: 'bare' | 'app';
  kind: 'bare' | 'list' | 'health';
  /** The issue's bound on the compressed body, when it sets one. */
  maxBodyBytes?: number;
}

// ─── The client ──────────────────────────────────────────────────────────────────────────────────────

interface OneAnswer {
  status: number;
  bodyBytes: number;
  headerBytes: number;
  encoding: string;
}

/** One GET on a keep-alive socket: its status, the body's bytes as they came (compressed) and the headers' bytes. */
function request(agent: Agent, base: string, path: string): Promise<OneAnswer> {
  return new Promise((resolve, reject) => {
    httpGet(base + path, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
      });
      res.on('end', () => {
        // The status line, each header line as sent ("name" + ": " + "value" + CRLF) and the blank line after them.
        const headerBytes =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          2 +
          res.rawHeaders.reduce((n, v) => n + v.length + 2, 0);
        resolve({
          status: res.statusCode ?? 0,
          bodyBytes,
          headerBytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Measured {
  rate: number;
  p50: number;
  p975: number;
  p99: number;
  requests: number;
  failures: number;
}

/** `CONNECTIONS` loops, each sending its next request when the last answer is in, for `seconds` or `MAX_REQUESTS` in all. */
async function load(base: string, path: string, seconds: number): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until && sent < MAX_REQUESTS) {
        sent++;
        const t0 = performance.now();
        try {
          const answer = await request(agent, base, path);
          if (answer.status === 200) latencies.push(performance.now() - t0);
          else failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p975: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
    requests: sent,
    failures,
  };
}

// ─── The servers, in processes of their own ──────────────────────────────────────────────────────────

interface Server {
  child: ChildProcess;
  base: string;
  stop(): void;
}

/** A free loopback port (asked of the system, then let go for the server to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Wait until `url` answers 200 (the server is up), for at most STARTUP_SECONDS. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const until = performance.now() + STARTUP_SECONDS * 1000;
  while (performance.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    const status = await new Promise<number>((resolve) =>
      httpGet(url, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', () => resolve(0)),
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${STARTUP_SECONDS} s`);
}

/** The shop as `npm start` runs it, on the bench database, on a free loopback port. */
async function startShop(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fellah-wire-'));
  const { REDIS_URL: _redis, ...env } = process.env;
  const root = fileURLToPath(new URL('..', import.meta.url));
  // WIRE_SHOP_FLAGS: Node flags to try on the shop instead of the ones it ships with (SERVER_NODE_FLAGS).
  const flags =
    process.env.WIRE_SHOP_FLAGS === undefined
      ? SERVER_NODE_FLAGS
      : process.env.WIRE_SHOP_FLAGS.split(/\s+/).filter(Boolean);
  await buildServer({ ifStale: true });
  const child = spawn(process.execPath, [...flags, SERVER_ENTRY], {
    cwd: root,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await answering(`${base}/api/health`, child);
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { child, base, stop: () => void child.kill('SIGTERM') };
}

/** The bare route's process (this file, which then loads fastify only). */
async function startBare(): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, WIRE_BENCH_BARE: '1' },
    execArgv: ['--import', 'tsx'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => child.disconnect() };
}

/** A bare fastify route: a small JSON, no plugins, no database. */
async function serveBare() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, data: { status: 'ok', time: Date.now() } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ port: (app.server.address() as AddressInfo).port });
  process.on('disconnect', async () => {
    await app.close();
    process.exit(0);
  });
}

/** A process's resident memory (bytes): /proc on Linux, else `ps`. */
function rssOf(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1] ?? 0) * 1024;
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

/** The peak of a process's resident memory while `work` runs, sampled every RSS_SAMPLE_MS. */
async function peakRss<T>(pid: number, work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, RSS_SAMPLE_MS);
  try {
    const result = await work;
    return { result, peak: Math.max(peak, rssOf(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

// ─── The run ─────────────────────────────────────────────────────────────────────────────────────────

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load3 = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

async function main() {
  // Loaded here, not at the top: the bare route's process (this file too) loads fastify only.
  const { createTestDatabase } = await import('../tests/helpers/services');
  const { loadDataSets } = await import('../src/server/seed');
  const { demoCatalogue } = await import('../src/server/demo/catalogue');
  const { demoReviewSet } = await import('../src/server/demo/reviews');
  const { referenceKnowledge } = await import('../src/server/reference/knowledge');
  const { demoPriceSet } = await import('../src/server/demo/prices');
  const { parseShopQuery, productListInput } = await import('../src/shared/shopQuery');
  const { cropListInput } = await import('../src/shared/cropsQuery');

  const targets: Target[] = [
    { name: 'bare fastify route (small JSON)', url: '/bare', server: 'bare', kind: 'bare' },
    {
      name: 'tRPC products.list (storefront, 20)',
      url: trpcUrl('products.list', productListInput(parseShopQuery(''))),
      server: 'app',
      kind: 'list',
      maxBodyBytes: 5_000,
    },
    {
      name: 'REST /api/products (default page, 20)',
      url: '/api/products',
      server: 'app',
      kind: 'list',
      maxBodyBytes: 6_000,
    },
    {
      name: 'tRPC crops.list (storefront, 20)',
      url: trpcUrl('crops.list', cropListInput({ page: 1 }, 'en')),
      server: 'app',
      kind: 'list',
    },
    { name: 'REST /api/crops (default page, 20)', url: '/api/crops', server: 'app', kind: 'list' },
    { name: 'REST /api/health', url: '/api/health', server: 'app', kind: 'health' },
    // The bare route again at the end: its rate moves with the machine, so the ratios take the mean of both runs.
    { name: 'bare fastify route, again', url: '/bare', server: 'bare', kind: 'bare' },
  ];

  console.log(`load average before: ${load3()}`);
  const db = await createTestDatabase();
  const servers: Server[] = [];
  try {
    const t0 = performance.now();
    await loadDataSets(db.sql, [demoCatalogue, demoReviewSet, referenceKnowledge, demoPriceSet]);
    console.log(
      `demo catalogue and crop guide loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${db.mode})`,
    );
    if (db.mode !== 'postgres')
      throw new Error(
        'the wire bench needs a PostgreSQL server (DATABASE_URL, or one on 127.0.0.1:5432): the shop is started on it in a process of its own',
      );
    const app = await startShop(db.url);
    servers.push(app);
    const bare = await startBare();
    servers.push(bare);
    console.log(
      `shop process RSS after start: ${mb(rssOf(app.child.pid!))}; bare route process: ${mb(rssOf(bare.child.pid!))}`,
    );

    const rows: { target: Target; measured: Measured; answer: OneAnswer; peak: number }[] = [];
    for (const target of targets) {
      const server = target.server === 'app' ? app : bare;
      const probe = new Agent({ keepAlive: false });
      const answer = await request(probe, server.base, target.url);
      probe.destroy();
      if (answer.status !== 200) throw new Error(`${target.name}: HTTP ${answer.status}`);
      await load(server.base, target.url, WARM_UP_SECONDS); // sockets, prepared statements, V8's compiled code
      const { result: measured, peak } = await peakRss(server.child.pid!, load(server.base, target.url, SECONDS));
      rows.push({ target, measured, answer, peak });
      console.log(
        `${target.name}: ${measured.rate.toFixed(0)} req/s, p50 ${measured.p50.toFixed(1)} ms, p97.5 ${measured.p975.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms; ` +
          `${measured.requests} requests, ${measured.failures} failed; answer ${answer.bodyBytes} B body (${answer.encoding}) + ${answer.headerBytes} B headers; RSS peak ${mb(peak)}`,
      );
    }

    const bareRuns = rows.filter((r) => r.target.kind === 'bare').map((r) => r.measured.rate);
    const bareRate = bareRuns.reduce((a, b) => a + b, 0) / bareRuns.length;
    console.log(
      `\nbare route: ${bareRuns.map((rate) => rate.toFixed(0)).join(' and ')} req/s, ratios to their mean ${bareRate.toFixed(0)}`,
    );
    console.log(
      `shop flags: ${process.env.WIRE_SHOP_FLAGS === undefined ? `${SERVER_NODE_FLAGS.join(' ')} (as it ships)` : process.env.WIRE_SHOP_FLAGS || 'none'}`,
    );
    console.log('\n| target | req/s | × bare | p50 | p97.5 | body on the wire | with headers | RSS peak under load |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { target, measured, answer, peak } of rows) {
      console.log(
        `| ${target.name} | ${measured.rate.toFixed(0)} | ${(measured.rate / bareRate).toFixed(3)} | ${measured.p50.toFixed(1)} ms | ${measured.p975.toFixed(1)} ms | ` +
          `${answer.bodyBytes} B (${answer.encoding}) | ${answer.bodyBytes + answer.headerBytes} B | ${mb(peak)} |`,
      );
    }

    console.log('\ntargets (issue 21):');
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    for (const { target, measured, answer, peak } of rows) {
      if (target.kind === 'bare') continue;
      const ratio = measured.rate / bareRate;
      const checks =
        target.kind === 'list'
          ? [
              `≥ 0.06× bare (${ratio.toFixed(3)}): ${verdict(ratio >= 0.06)}`,
              `p97.5 ≤ 40 ms (${measured.p975.toFixed(1)} ms): ${verdict(measured.p975 <= 40)}`,
            ]
          : [`≥ 0.5× bare (${ratio.toFixed(3)}): ${verdict(ratio >= 0.5)}`];
      if (target.maxBodyBytes)
        checks.push(
          `≤ ${target.maxBodyBytes / 1000} KB on the wire (${answer.bodyBytes} B, ${answer.encoding}): ${verdict(answer.bodyBytes <= target.maxBodyBytes)}`,
        );
      checks.push(`shop RSS ≤ 250 MB (${mb(peak)}): ${verdict(peak <= 250 * 1024 * 1024)}`);
      if (measured.failures > 0) checks.push(`${measured.failures} failed requests`);
      console.log(`- ${target.name}: ${checks.join('; ')}`);
    }
    console.log(`load average after: ${load3()}`);
  } finally {
    for (const server of servers) server.stop();
    // The shop's pool lets go of the database before it is dropped.
    await Promise.all(
      servers.map((server) =>
        server.child.exitCode === null ? new Promise((r) => server.child.once('exit', r)) : null,
      ),
    );
    await db.close();
  }
}

// This file is the client and, in the process it forks, the bare route.
if (process.env.WIRE_BENCH_BARE) await serveBare();
else await main();
