// The server and the worker as two ES modules under dist/server, built by esbuild (vite's own): `npm run build` (after
// the storefront), `npm start`, the end-to-end harness and the benchmarks. Packages stay in node_modules (imported as
// they are); our TypeScript is bundled and stripped of types once, instead of being compiled at every start by tsx —
// which keeps its own loader thread and transformed sources in memory (about 50 MB of the process at rest, and a
// second off every start). Source maps are written next to the files: NODE_OPTIONS=--enable-source-maps turns them on.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The built server, as `npm start` and the Dockerfile run it. */
export const SERVER_ENTRY = join(root, 'dist/server/main.mjs');
/** The supervisor that `npm start` runs the server under (src/host/supervisor.ts). */
export const SUPERVISOR_ENTRY = join(root, 'dist/server/supervisor.mjs');
const SOURCES = ['src/host', 'src/server', 'src/events', 'src/shared', 'src/rest-adapter'];
/**
 * The heap the server runs with (`npm start`, the e2e harness, the benchmarks; the Dockerfile sets the same in
 * NODE_OPTIONS). A young generation of 4 MB semi-spaces instead of V8's 16: short-lived garbage (each request's) is
 * collected sooner, which keeps the process about 100 MB smaller under load for a few percent of throughput; the old
 * space is capped at 192 MB (the demo shop uses ~60 MB at rest) so the heap is collected before it grows to the
 * machine's default limit. bench/README.md ("The wire") has the figures.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=192'];

/** The newest modification time (ms) of any file below `dir`: what a build is compared with. */
export function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether dist/server is missing or older than a source file of the server. */
export function serverIsStale() {
  if (!existsSync(SERVER_ENTRY)) return true;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  return SOURCES.some((dir) => newest(join(root, dir)) > built);
}

/**
 * Bundle entry points of the server (paths below the repository) into `outdir` as ES modules named `.mjs`: our
 * TypeScript bundled, packages left external (imported from node_modules as they are).
 */
export function bundleServer({ entryPoints, outdir, target = 'node24', sourcemap = false, logLevel = 'warning' }) {
  return build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target,
    format: 'esm',
    packages: 'external',
    sourcemap,
    logLevel,
  });
}

/** Build dist/server (always, or only when `ifStale` and it is stale). */
export async function buildServer({ ifStale = false } = {}) {
  if (ifStale && !serverIsStale()) return false;
  await bundleServer({
    entryPoints: { main: 'src/host/main.ts', worker: 'src/host/worker.ts', supervisor: 'src/host/supervisor.ts' },
    outdir: 'dist/server',
    sourcemap: true,
  });
  return true;
}

/**
 * Build the server and its supervisor (no worker, no source maps) into `outdir`, a folder of the caller's own, so the
 * shared dist/ is left alone: the supervised-server test and the hostile bench. Returns the two entry files.
 */
export async function buildSupervisedServer(outdir) {
  mkdirSync(outdir, { recursive: true });
  await bundleServer({
    entryPoints: { main: 'src/host/main.ts', supervisor: 'src/host/supervisor.ts' },
    outdir,
    target: 'node20',
  });
  return { supervisor: join(outdir, 'supervisor.mjs'), main: join(outdir, 'main.mjs') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
