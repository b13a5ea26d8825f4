// The npm registry this project's machines reach serves only the linux-x64 builds of some packages, so npm
// writes optional platform dependencies into package-lock.json that it cannot resolve, and `npm ci` then refuses
// the lock. This drops those unresolvable optional edges. Run after `npm install`: `node scripts/prune-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: dropped ${dropped} unresolvable optional dependencies`);
