// The built server started as a user would, for the tools that drive it from outside: the end-to-end harness
// (tests/e2e/harness.ts) and the Lighthouse benchmark (bench/lighthouse.mjs). Each gets a free port, a fresh
// DATA_DIR and the embedded defaults (no DATABASE_URL, no REDIS_URL: embedded PostgreSQL, demo data).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A loopback TCP port free at the moment of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resolves once `baseUrl` answers /api/health with 200; fails when the child exits first or after `timeoutMs`. */
async function healthy(child, baseUrl, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > until) throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * `npm run projections:verify` on a stopped server's DATA_DIR: every projection, async and inline, replayed from the
 * log and compared row by row with what the server left (src/server/cli/verify.ts). Throws, with the differing rows,
 * on any drift — so an end-to-end file whose run left a projection different from its replay fails.
 */
function verifyProjections(env) {
  return new Promise((resolve, reject) => {
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
    const child = spawn(process.execPath, [tsx, 'src/server/cli/verify.ts'], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    child.stdout.on('data', (d) => (said += d));
    child.stderr.on('data', (d) => (said += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(said) : reject(new Error(`projections:verify found drift (exit ${code}):\n${said}`)),
    );
  });
}

/**
 * Start `dist/server/main.mjs` (built first when its sources changed) on embedded defaults, in a fresh DATA_DIR named
 * after `dataDirPrefix`, with `env` on top; resolves once /api/health answers. `stop()` ends it and removes the DATA_DIR;
 * with `verify`, it first checks every projection against its replay (`projections:verify`) and throws on drift.
 */
export async function startBuiltServer({
  env: extraEnv = {},
  dataDirPrefix = 'fellah-',
  timeoutMs = 90_000,
  verify = false,
} = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  await buildServer({ ifStale: true });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await healthy(child, baseUrl, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      try {
        if (verify) await verifyProjections(env); // env names the DATA_DIR
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
