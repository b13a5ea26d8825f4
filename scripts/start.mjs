// `npm start`: build the storefront and the server when they are missing or older than their sources, then run the
// built server (dist/server/main.mjs) under its supervisor (dist/server/supervisor.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  SUPERVISOR_ENTRY,
  buildServer,
  newest,
  serverIsStale,
} from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/client/index.html');

const sourcesChanged = () =>
  Math.max(newest(join(root, 'src/client')), newest(join(root, 'src/shared'))) > statSync(built).mtimeMs;
if (!existsSync(built) || sourcesChanged()) {
  console.log('Building the storefront (first start, or its sources changed)…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (serverIsStale() || !existsSync(SUPERVISOR_ENTRY)) {
  console.log('Building the server (first start, or its sources changed)…');
  await buildServer();
}
// The server under its supervisor (src/host/supervisor.ts): this process becomes the cluster's primary, the server its
// worker(s) — WEB_CONCURRENCY of them, one on the embedded database, which the primary then hosts — each replaced at
// once if it dies. The workers run with the server's heap flags.
const { supervise } = await import(pathToFileURL(SUPERVISOR_ENTRY).href);
process.chdir(root);
await supervise({ workerEntry: SERVER_ENTRY, workerExecArgv: SERVER_NODE_FLAGS });
