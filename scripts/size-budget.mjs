// The first load of `/`: the entry script and every module it preloads (from dist/client/index.html), gzipped.
// `node scripts/size-budget.mjs [budgetKB]` prints the figure and fails when it is over the budget (default 170 KB).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/client/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
if (files.length === 0) {
  console.log('first load of /: dist/client/index.html names no scripts — is the build complete?');
  process.exit(1);
}
const sizes = files.map((f) => ({ f, gz: gzipSync(readFileSync(join(dist, f)), { level: 9 }).length }));
const total = sizes.reduce((s, x) => s + x.gz, 0) / 1000;
const budget = Number(process.argv[2] ?? 170);
console.log(`first load of /: ${files.length} scripts, ${total.toFixed(1)} KB gzipped JS (budget ${budget} KB)`);
if (total > budget) {
  for (const { f, gz } of sizes.sort((a, b) => b.gz - a.gz).slice(0, 8))
    console.log(`  ${(gz / 1000).toFixed(1)} KB ${f}`);
  process.exit(1);
}
