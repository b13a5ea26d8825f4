// `npm start`: build the storefront and the server when they are missing or older than their sources, then run the
// built server (dist/server/main.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, buildServer, newest, serverIsStale } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/client/index.html');

const sourcesChanged = () => Math.max(newest(join(root, 'src/client')), newest(join(root, 'src/shared'))) > statSync(built).mtimeMs;
if (!existsSync(built) || sourcesChanged()) {
  console.log('Building the storefront (first start, or its sources changed)…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (serverIsStale()) {
  console.log('Building the server (first start, or its sources changed)…');
  await buildServer();
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
