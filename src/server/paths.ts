import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root: the nearest folder above this module that holds package.json. The server runs from its sources
 * (under tsx: tests, `npm run dev`) and from its build (`dist/server/main.mjs`, one file: `npm start`, the Dockerfile),
 * so files it reads (migrations, the built storefront, the product pictures) are named from the root, never from where
 * a module happens to sit.
 */
export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
