// The installed app's icons: the Fellah mark (the sprout of favicon.svg), drawn as PNGs by Debian's Chromium.
// `node scripts/pwa-icons.mjs` writes src/client/public/icons/ (committed; the web app manifest in vite.config.ts
// names them). "any" icons keep the rounded tile; the maskable one fills its square and keeps the sprout inside the
// central 80 % circle that launchers may cut out; the Apple touch icon is square (iOS rounds it itself).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const out = new URL('../src/client/public/icons/', import.meta.url).pathname;
const green = '#237f38';
const sprout = (scale) => {
  const offset = 32 * (1 - scale);
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M32 52V30" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
    <path d="M32 32c0-10 7-17 18-17 0 11-7 17-18 17z" fill="#a9dcb3"/>
    <path d="M32 38c0-9-6-15-16-15 0 9 6 15 16 15z" fill="#fff"/>
  </g>`;
};
const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">${body}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, body: `<rect width="64" height="64" rx="14" fill="${green}"/>${sprout(1)}` },
  { file: 'icon-512.png', size: 512, body: `<rect width="64" height="64" rx="14" fill="${green}"/>${sprout(1)}` },
  { file: 'maskable-512.png', size: 512, body: `<rect width="64" height="64" fill="${green}"/>${sprout(0.72)}` },
  { file: 'apple-touch-icon.png', size: 180, body: `<rect width="64" height="64" fill="${green}"/>${sprout(0.86)}` },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, body } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(body)}</body></html>`);
    writeFileSync(
      out + file,
      await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
    );
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
