import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webConcurrency } from '../../src/host/supervisor';
import { eventually } from '../helpers/eventually';
import { freePort } from '../../scripts/run-server.mjs';
import { buildSupervisedServer } from '../../scripts/build-server.mjs';

/*
 * Issue 36, point 2: a supervised server. The server as `npm start` runs it — built (here into a folder of this test's
 * own under node_modules/.cache, so the shared dist/ is left alone), under src/host/supervisor.ts as the primary of a
 * node:cluster, on the embedded database that the primary hosts. Its first worker fails on purpose (an uncaught error,
 * thrown by a preload this test gives it), then the serving worker is killed with SIGKILL: each time another takes its
 * place, the death and its cause are logged, and the shop answers again (within 5 s of a kill) with its data.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'node_modules/.cache', `fellah-supervisor-test-${process.pid}`);

interface LogLine {
  msg: string;
  workerPid?: number;
  code?: number | null;
  signal?: string | null;
  lastError?: string;
  [key: string]: unknown;
}

let child: ChildProcess;
let base: string;
let dataDir: string;
const lines: LogLine[] = [];
const logged = (pattern: RegExp) => lines.filter((l) => pattern.test(l.msg));

const health = () =>
  fetch(`${base}/api/health/live`, { signal: AbortSignal.timeout(1_000) }).then(
    (r) => r.status === 200,
    () => false,
  );

beforeAll(async () => {
  const built = await buildSupervisedServer(OUT);
  // Loaded into every process of the cluster; only the first worker throws, a second after it started.
  const preload = join(OUT, 'first-worker-fails.mjs');
  writeFileSync(
    preload,
    "import cluster from 'node:cluster';\nif (cluster.isWorker && cluster.worker.id === 1) setTimeout(() => { throw new Error('the first worker fails on purpose'); }, 1_000);\n",
  );
  dataDir = mkdtempSync(join(tmpdir(), 'fellah-supervised-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    WEB_CONCURRENCY: '3',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'TRUST_PROXY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
    delete env[name];
  child = spawn(process.execPath, ['--max-old-space-size=192', '--import', preload, built.supervisor, built.main], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  child.stdout?.on('data', (d: Buffer) => {
    pending += d.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part));
      } catch {
        // not a log line (the banner is for terminals only)
      }
    }
  });
  child.stderr?.resume();
  // The first worker dies on purpose; the second serves.
  await eventually(async () => logged(/worker died/).length >= 1 && (await health()), {
    timeout: 120_000,
    interval: 250,
    message: 'the supervised shop answering',
  });
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(OUT, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const serving = () => lines.filter((l) => l.msg === 'worker serving').at(-1)?.workerPid as number;

describe('the supervised server', () => {
  it('runs one worker on the embedded database, and says why when more were asked', () => {
    expect(logged(/WEB_CONCURRENCY=3 ignored: the embedded database serves one worker/)).toHaveLength(1);
    expect(lines.find((l) => l.msg === 'supervisor starting the server')).toMatchObject({
      workers: 1,
      database: 'embedded (hosted here)',
    });
  });

  it('replaced the worker that threw, and logged the cause: its exit code and its last words', () => {
    const [death] = logged(/worker died/);
    expect(death).toMatchObject({ code: 1, signal: null });
    expect(death?.msg).toBe('worker died (exit code 1); starting another');
    expect(death?.lastError).toMatch(/Error: the first worker fails on purpose/);
  });

  it('replaces a worker killed with SIGKILL at once: the shop answers again within 5 s, with its data', async () => {
    const email = `survivor-${process.pid}@example.com`;
    const password = 'Seven green fields of clover 42!';
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Sami', last_name: 'Survivor', email, password }),
    });
    expect([200, 201]).toContain(registered.status);

    const victim = serving();
    expect(victim).toBeGreaterThan(0);
    process.kill(victim, 'SIGKILL');
    await eventually(async () => serving() !== victim && (await health()), {
      timeout: 5_000,
      interval: 100,
      message: 'the shop answering again',
    });
    expect(logged(/worker died/).at(-1)).toMatchObject({
      workerPid: victim,
      signal: 'SIGKILL',
      msg: 'worker died (signal SIGKILL); starting another',
    });

    // The embedded database lives in the primary: what was written before the kill is there after it.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('chooses the number of workers on PostgreSQL, 1 by default', () => {
    expect(webConcurrency({}, { databaseUrl: 'postgres://x/y' })).toEqual({ workers: 1 });
    expect(webConcurrency({ WEB_CONCURRENCY: '4' }, { databaseUrl: 'postgres://x/y' })).toEqual({ workers: 4 });
    expect(webConcurrency({ WEB_CONCURRENCY: '4' }, { databaseUrl: undefined })).toMatchObject({
      workers: 1,
      note: expect.stringMatching(/ignored/),
    });
  });

  it('refuses what is not a count', () => {
    for (const value of ['0', 'two', '-1', '65', '1.5'])
      expect(() => webConcurrency({ WEB_CONCURRENCY: value }, { databaseUrl: 'postgres://x/y' })).toThrow(
        /WEB_CONCURRENCY/,
      );
  });
});
