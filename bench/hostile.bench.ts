import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSupervisedServer,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  SUPERVISOR_ENTRY,
  serverIsStale,
} from '../scripts/build-server.mjs';
import { freePort } from '../scripts/run-server.mjs';
import { demoCatalogue } from '../src/server/demo/catalogue';
import { loadDataSets } from '../src/server/seed';
import { createTestDatabase } from '../tests/helpers/services';

/**
 * The hostile mix. The shop as `npm start` runs it — the built server under its supervisor (one
 * worker), here on a PostgreSQL database of its own with the demo catalogue, rate limits in memory at their default
 * (600 calls a minute per client) — on loopback. Customers walk the journey browse → product → cart → cart → checkout,
 * each from an address of its own, one journey a second; first alone (quiet), then beside attackers, each attacker from
 * an address of its own sending at its rate limit (one request every 100 ms): 3.4 MB bodies (a million empty arrays)
 * over REST and tRPC, deep and crowded bodies within 64 KB, respelled and absolute-form paths, sign-in spraying over
 * 16 accounts, long User-Agents (8 KB, and 20 KB past the header limit). Bounded in time (PHASE_SECONDS a phase) and
 * count (MAX_PER_ATTACKER). Reported: the journey's p50/p95 quiet and under attack, the attackers' answers by kind,
 * every 5xx, and the worker restarts the supervisor logged; the issue's targets checked at the end.
 */

const PHASE_SECONDS = Number(process.env.HOSTILE_SECONDS ?? 20);
const CUSTOMERS = 4;
const ATTACKERS = Number(process.env.HOSTILE_ATTACKERS ?? 8);
const RATE_LIMIT = 600;
const ATTACK_INTERVAL_MS = 60_000 / RATE_LIMIT;
const MAX_PER_ATTACKER = 2_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Answer {
  status: number;
  ms: number;
  /** The start of the body, for an answer that is not 2xx. */
  said?: string;
}

/** One request on a connection of its own from `from`; a connection the server closed on us is status 0. */
function send(
  base: string,
  from: string,
  method: string,
  path: string,
  opts: { body?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body);
    const url = new URL(base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const ok = (res.statusCode ?? 0) < 300;
        let said = '';
        res.on('data', (d: Buffer) => {
          if (!ok && said.length < 300) said += d.toString();
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            ...(ok ? {} : { said: said.slice(0, 300) }),
          }),
        );
        res.on('error', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

async function json<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    // node's fetch cannot pick a source address: the set-up calls share one, well within its budget.
  });
  return { status: res.status, data: (await res.json()) as T };
}

// ─── The shop ────────────────────────────────────────────────────────────────────────────────────────

/** The built server and supervisor: dist/server when it is fresh, else built into a folder of this bench's own. */
async function builtServer(): Promise<{ supervisor: string; main: string; where: string }> {
  if (existsSync(SUPERVISOR_ENTRY) && !serverIsStale())
    return { supervisor: SUPERVISOR_ENTRY, main: SERVER_ENTRY, where: 'dist/server' };
  const built = await buildSupervisedServer(join(ROOT, 'node_modules/.cache/fellah-bench-hostile'));
  return { ...built, where: 'node_modules/.cache/fellah-bench-hostile (dist/server missing or stale)' };
}

interface Shop {
  child: ChildProcess;
  base: string;
  deaths: () => string[];
  stop(): Promise<void>;
}

async function startShop(databaseUrl: string): Promise<Shop> {
  const built = await builtServer();
  console.log(`server: ${built.where}`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fellah-hostile-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_DATA: '0',
  };
  for (const name of ['REDIS_URL', 'TRUST_PROXY', 'WEB_CONCURRENCY', 'RATE_LIMIT_PER_MINUTE']) delete env[name];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, built.supervisor, built.main], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deaths: string[] = [];
  child.stdout?.on('data', (d: Buffer) => {
    for (const line of d.toString().split('\n')) if (line.includes('worker died')) deaths.push(line);
  });
  child.stderr?.resume();
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > until) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    base,
    deaths: () => deaths,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ─── The customers ───────────────────────────────────────────────────────────────────────────────────

interface Customer {
  from: string;
  token: string;
}

const ADDRESS = {
  first_name: 'Ahmed',
  last_name: 'Hassan',
  phone: '+20 100 123 4567',
  address: '12 Nile Street',
  city: 'Cairo',
};

/** One journey: browse, a product, put it in the cart, the cart, check out. Its time, and the answers that were not 2xx. */
async function journey(base: string, c: Customer, productIds: string[]): Promise<{ ms: number; failures: Answer[] }> {
  const auth = { authorization: `Bearer ${c.token}` };
  const id = productIds[Math.floor(Math.random() * productIds.length)] as string;
  const started = performance.now();
  const steps: Answer[] = [];
  steps.push(await send(base, c.from, 'GET', `/api/products?limit=20&page=${1 + Math.floor(Math.random() * 3)}`));
  steps.push(await send(base, c.from, 'GET', `/api/products/${id}`));
  steps.push(
    await send(base, c.from, 'POST', '/api/cart/add', {
      body: JSON.stringify({ product_id: Number(id), quantity: 1 }),
      headers: auth,
    }),
  );
  steps.push(await send(base, c.from, 'GET', '/api/cart', { headers: auth }));
  steps.push(
    await send(base, c.from, 'POST', '/api/orders', {
      body: JSON.stringify({ shipping_address: ADDRESS, payment_method: 'cod' }),
      headers: { ...auth, 'idempotency-key': randomUUID() },
    }),
  );
  return { ms: performance.now() - started, failures: steps.filter((s) => s.status < 200 || s.status >= 300) };
}

/** Every customer walks a journey a second for `seconds`; the journeys' times and failures. */
async function customersFor(base: string, customers: Customer[], productIds: string[], seconds: number) {
  const times: number[] = [];
  const failures: Answer[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    customers.map(async (c) => {
      while (Date.now() < end) {
        const next = Date.now() + 1000;
        const j = await journey(base, c, productIds);
        times.push(j.ms);
        failures.push(...j.failures);
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failures };
}

// ─── The attackers ───────────────────────────────────────────────────────────────────────────────────

const MILLION = Buffer.from(`[${'[],'.repeat(999_999)}[]]`);
const MILLION_TRPC = Buffer.concat([Buffer.from('{"json":'), MILLION, Buffer.from('}')]);
const DEEP = `{"json":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
const CROWDED = `[${'[],'.repeat(20_000)}[]]`;
const UA_8K = `Mozilla/5.0 ${'x'.repeat(8_192)}`;
const UA_20K = `Mozilla/5.0 ${'x'.repeat(20_480)}`;
const SPRAYED = [...Array.from({ length: 15 }, (_, i) => `victim${i}@example.com`), 'customer@fellah.eg'];

type Kind = (typeof KINDS)[number]['kind'];
const KINDS = [
  {
    kind: 'oversized body, REST (3.4 MB)',
    go: (b: string, f: string) => send(b, f, 'POST', '/api/auth/login', { body: MILLION }),
  },
  {
    kind: 'oversized body, tRPC (3.4 MB)',
    go: (b: string, f: string) => send(b, f, 'POST', '/trpc/auth.login', { body: MILLION_TRPC }),
  },
  {
    kind: 'deep body (30,000 levels)',
    go: (b: string, f: string) => send(b, f, 'POST', '/trpc/auth.login', { body: DEEP }),
  },
  {
    kind: 'crowded body (20,000 elements)',
    go: (b: string, f: string) => send(b, f, 'POST', '/api/auth/login', { body: CROWDED }),
  },
  { kind: 'respelled path /%61pi', go: (b: string, f: string) => send(b, f, 'GET', '/%61pi/products?limit=20') },
  { kind: 'respelled path /%74rpc', go: (b: string, f: string) => send(b, f, 'GET', '/%74rpc/system.health') },
  {
    kind: 'absolute-form target',
    go: (b: string, f: string) => send(b, f, 'GET', 'http://shop.example/api/health/live'),
  },
  {
    kind: 'sign-in spraying',
    go: (b: string, f: string) =>
      send(b, f, 'POST', '/%61pi/auth/login', {
        body: JSON.stringify({
          email: SPRAYED[Math.floor(Math.random() * SPRAYED.length)],
          password: `guess-${randomUUID()}`,
        }),
      }),
  },
  {
    kind: 'User-Agent 8 KB',
    go: (b: string, f: string) => send(b, f, 'GET', '/api/products?limit=20', { headers: { 'user-agent': UA_8K } }),
  },
  {
    kind: 'User-Agent 20 KB',
    go: (b: string, f: string) => send(b, f, 'GET', '/api/products?limit=20', { headers: { 'user-agent': UA_20K } }),
  },
] as const;

/** HOSTILE_WITHOUT=spraying (any part of a kind's name, comma-separated) leaves kinds out, to see what each costs. */
const ATTACK_KINDS = KINDS.filter(
  ({ kind }) => !(process.env.HOSTILE_WITHOUT ?? '').split(',').some((w) => w.trim() !== '' && kind.includes(w.trim())),
);

async function attack(base: string, seconds: number) {
  const answers = new Map<Kind, Map<number, number>>();
  const end = Date.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: ATTACKERS }, async (_, a) => {
      const from = `127.0.2.${a + 1}`;
      for (let i = 0; i < MAX_PER_ATTACKER && Date.now() < end; i++) {
        const next = Date.now() + ATTACK_INTERVAL_MS;
        const { kind, go } = ATTACK_KINDS[(i + a) % ATTACK_KINDS.length] as (typeof KINDS)[number];
        const { status } = await go(base, from);
        sent++;
        const byStatus = answers.get(kind) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        answers.set(kind, byStatus);
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    }),
  );
  return { answers, sent };
}

// ─── The run ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * CPU seconds the shop's processes (the supervisor and its workers) have used: what the attack costs the server, apart
 * from how busy the machine is (Linux /proc; clock ticks of 1/100 s).
 */
function shopCpuSeconds(supervisorPid: number): number {
  const ticks = (pid: number) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [supervisorPid, ...children].reduce((sum, pid) => sum + ticks(pid), 0) / 100;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const load3 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const failuresOf = (failures: Answer[]) => {
  const counted = new Map<string, number>();
  for (const f of failures)
    counted.set(`${f.status} ${f.said ?? ''}`.trim(), (counted.get(`${f.status} ${f.said ?? ''}`.trim()) ?? 0) + 1);
  return [...counted].map(([what, n]) => `${n} × ${what}`).join('; ') || 'none';
};

/** The attackers run in a process of their own, so that making and sending their bodies does not slow the customers' clock. */
function attackFromChild(
  base: string,
  seconds: number,
): Promise<{ sent: number; answers: [Kind, [number, number][]][] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      cwd: ROOT,
      env: { ...process.env, HOSTILE_ROLE: 'attacker', HOSTILE_BASE: base, HOSTILE_SECONDS: String(seconds) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the attackers' process exited with ${code}`)),
    );
  });
}

if (process.env.HOSTILE_ROLE === 'attacker') {
  const { answers, sent } = await attack(process.env.HOSTILE_BASE as string, PHASE_SECONDS);
  process.stdout.write(
    JSON.stringify({ sent, answers: [...answers].map(([kind, byStatus]) => [kind, [...byStatus]]) }),
  );
  process.exit(0);
}

if (ATTACK_KINDS.length < KINDS.length)
  console.log(
    `left out: ${KINDS.filter((k) => !ATTACK_KINDS.includes(k))
      .map((k) => k.kind)
      .join(', ')}`,
  );
console.log(
  `hostile mix: ${CUSTOMERS} customers (a journey a second each), ${ATTACKERS} attackers at ${RATE_LIMIT}/min each, ${PHASE_SECONDS} s a phase; ${cpus().length} CPUs`,
);
console.log(`load average before: ${load3()}`);
const db = await createTestDatabase();
let shop: Shop | undefined;
try {
  if (db.mode !== 'postgres')
    throw new Error('the hostile bench needs a PostgreSQL server (DATABASE_URL, or one on 127.0.0.1:5432)');
  await loadDataSets(db.sql, [demoCatalogue]);
  await db.sql`update products set stock_quantity = 1000000, is_active = true`;
  shop = await startShop(db.url);
  const base = shop.base;

  // Products a customer can buy (in stock, on sale, approved): every journey's cart line is accepted.
  const rows = await db.sql<{ id: string }[]>`
    select id::text as id from products
    where is_active and is_available and deleted_at is null and approval_status = 'approved' order by id limit 50`;
  const productIds = rows.map((r) => r.id);
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `hostile-bench-${process.pid}-${i}@example.com`;
    const password = `Bench ${randomUUID()} green fields`;
    const reg = await json<{ access_token?: string }>(base, 'POST', '/api/auth/register', {
      first_name: 'Bench',
      last_name: `Customer ${i}`,
      email,
      password,
    });
    if (!reg.data.access_token) throw new Error(`register: HTTP ${reg.status} ${JSON.stringify(reg.data)}`);
    customers.push({ from: `127.0.1.${i + 1}`, token: reg.data.access_token });
  }
  // Verified, so the limits on unverified accounts' pending orders stay out of the measurement.
  await db.sql`update users set email_verified_at = now() where email like ${`hostile-bench-${process.pid}-%`}`;

  await customersFor(base, customers, productIds, 3); // warm-up: connections, prepared statements, compiled code
  const cpuAtStart = shopCpuSeconds(shop.child.pid as number);
  const quiet = await customersFor(base, customers, productIds, PHASE_SECONDS);
  const cpuQuiet = shopCpuSeconds(shop.child.pid as number) - cpuAtStart;
  console.log(
    `quiet: ${quiet.times.length} journeys, p50 ${pct(quiet.times, 50).toFixed(0)} ms, p95 ${pct(quiet.times, 95).toFixed(0)} ms, max ${quiet.times.at(-1)?.toFixed(0)} ms; not 2xx: ${failuresOf(quiet.failures)}`,
  );
  console.log(`load average after the quiet phase: ${load3()}`);

  const cpuBeforeAttack = shopCpuSeconds(shop.child.pid as number);
  const [underAttack, attacked] = await Promise.all([
    customersFor(base, customers, productIds, PHASE_SECONDS),
    attackFromChild(base, PHASE_SECONDS),
  ]);
  const cpuAttack = shopCpuSeconds(shop.child.pid as number) - cpuBeforeAttack;
  console.log(
    `the shop's CPU time: ${cpuQuiet.toFixed(1)} s in the quiet phase, ${cpuAttack.toFixed(1)} s under attack (${PHASE_SECONDS} s each)`,
  );
  console.log(
    `under attack: ${underAttack.times.length} journeys, p50 ${pct(underAttack.times, 50).toFixed(0)} ms, p95 ${pct(underAttack.times, 95).toFixed(0)} ms, max ${underAttack.times.at(-1)?.toFixed(0)} ms; not 2xx: ${failuresOf(underAttack.failures)}`,
  );
  console.log(`load average after the attack: ${load3()}`);
  console.log(
    `attack: ${attacked.sent} requests from ${ATTACKERS} addresses; answers by kind (status × count; 0 = connection closed by the server):`,
  );
  let attacker5xx = 0;
  for (const [kind, byStatus] of attacked.answers) {
    for (const [status, n] of byStatus) if (status >= 500) attacker5xx += n;
    console.log(
      `  ${kind}: ${byStatus
        .sort((a, b) => a[0] - b[0])
        .map(([st, n]) => `${st} × ${n}`)
        .join(', ')}`,
    );
  }
  const health = await fetch(`${base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );
  const customer5xx = [...quiet.failures, ...underAttack.failures].filter(
    (f) => f.status >= 500 || f.status === 0,
  ).length;
  const restarts = shop.deaths().length;
  const ratio = pct(underAttack.times, 95) / pct(quiet.times, 95);
  console.log(
    `health after: ${health}; worker restarts: ${restarts}; customers' 5xx or lost: ${customer5xx}; attackers' 5xx: ${attacker5xx}`,
  );
  console.log(
    `targets (journey p95 within 2× of quiet: ${ratio.toFixed(2)}×; no restart; nothing 5xx): ${ratio <= 2 && restarts === 0 && customer5xx === 0 && attacker5xx === 0 ? 'met' : 'NOT met'}`,
  );
  for (const line of shop.deaths()) console.log(`  restart: ${line.slice(0, 400)}`);
} finally {
  await shop?.stop();
  await db.close();
}
