import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
await page.goto('http://127.0.0.1:5310/shop'); await page.waitForTimeout(1500);
console.log(await page.evaluate(() => [...document.querySelectorAll('[data-testid="product-card"]')].slice(0, 4).map((c) => { const r = c.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; })));
console.log(await page.evaluate(() => { const f = document.querySelector('footer').getBoundingClientRect(); return [f.y, f.height, document.body.scrollHeight, document.querySelectorAll('*').length]; }));
await browser.close();
