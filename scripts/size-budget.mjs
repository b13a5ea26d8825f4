// What the first visit of every public page needs before its first screen works, in English and in Arabic, gzipped:
// the JavaScript (the entry script and what index.html preloads, the screen's own chunks and texts from
// route-hints.json, and on an Arabic page the Arabic catalogue loaded before the first render) and the CSS (the
// entry's and the screen's styles). Each page has its line below; `node scripts/size-budget.mjs` prints the figures
// and fails when any page is past its line. CLIENT_DIR reads another build than dist/client.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The lines, in KB gzip: JavaScript and CSS per page (the same in both languages but for the Arabic catalogue). */
const BUDGET = {
  home: { js: 162, css: 16 },
  shop: { js: 205, css: 27 },
  product: { js: 200, css: 27 },
  crops: { js: 178, css: 22 },
  crop: { js: 236, css: 22 },
  calculators: { js: 193, css: 25 },
  quizzes: { js: 189, css: 25 },
  projects: { js: 177, css: 16 },
  about: { js: 230, css: 25 },
  terms: { js: 171, css: 16 },
  privacy: { js: 170, css: 16 },
  notFound: { js: 163, css: 16 },
};
/** What an Arabic page adds (its site catalogue), on top of the page's line. */
const ARABIC_EXTRA_KB = 6;

const dist = process.env.CLIENT_DIR ?? new URL('../dist/client/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The held entry script (src/shared/prerender.ts) and the modules the page preloads.
const entryScripts = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1],
);
const entryStyles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map(
  (m) => m[1],
);
if (entryScripts.length === 0) {
  console.log('first load: dist/client/index.html names no scripts — is the build complete?');
  process.exit(1);
}
const hints = JSON.parse(readFileSync(join(dist, 'route-hints.json'), 'utf8'));
const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const local = (href) => href.replace(/^\//, '');
const kb = (bytes) => (bytes / 1000).toFixed(1);

let failed = false;
for (const [screen, line] of Object.entries(BUDGET)) {
  if (screen !== 'home' && !hints[screen]) {
    console.log(`${screen}: route-hints.json has no entry`);
    failed = true;
    continue;
  }
  for (const language of ['en', 'ar']) {
    const scripts = new Set(entryScripts);
    const styles = new Set(entryStyles);
    for (const href of hints[screen]?.scripts ?? []) scripts.add(local(href));
    for (const href of hints[screen]?.styles ?? []) styles.add(local(href));
    if (language === 'ar') for (const href of hints.arabic?.scripts ?? []) scripts.add(local(href));
    const js = [...scripts].reduce((sum, file) => sum + sizeOf(file), 0);
    const css = [...styles].reduce((sum, file) => sum + sizeOf(file), 0);
    const jsLine = line.js + (language === 'ar' ? ARABIC_EXTRA_KB : 0);
    const over = js / 1000 > jsLine || css / 1000 > line.css;
    const name = `${language === 'ar' ? '/ar ' : ''}${screen}`.padEnd(16);
    console.log(
      `${over ? 'OVER' : 'ok  '} ${name} JS ${kb(js).padStart(6)} KB (line ${jsLine}), CSS ${kb(css).padStart(5)} KB (line ${line.css}), ${scripts.size} scripts`,
    );
    if (over) {
      failed = true;
      for (const file of [...scripts, ...styles].sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, 6))
        console.log(`       ${kb(sizeOf(file))} KB ${file}`);
    }
  }
}
process.exit(failed ? 1 : 0);
