import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningServer, eventually, storefrontForFile } from './harness';

let server: RunningServer;
let browser: Browser;

storefrontForFile((store) => ({ server, browser } = store));

/**
 * The public screens the server paints from their address alone (src/shared/prerenderScreens.ts), each with an
 * element of its own to find in the paint: it must be there before any script has run, and be the same element (not
 * a copy drawn again) once the app has taken the page over.
 */
const SCREENS: readonly { path: string; mark: string }[] = [
  { path: '/calculators', mark: '[data-testid="calculator-tab-yield"]' },
  { path: '/quizzes', mark: 'h1' },
  { path: '/projects', mark: 'h1' },
  { path: '/about', mark: 'h1' },
  { path: '/terms', mark: 'article h1' },
  { path: '/privacy', mark: 'article h1' },
  { path: '/no-such-page', mark: '[data-testid="not-found"] h1' },
];

/** A phone (390×844) whose app script is held until `release()`, so the page as the server sent it can be read. */
async function heldPhone(storage: Record<string, string> = {}, session: Record<string, string> = {}) {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await phone.addInitScript(
    ([local, kept]) => {
      for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(kept)) window.sessionStorage.setItem(key, value);
    },
    [storage, session] as const,
  );
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await phone.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  // React reports a paint it could not hydrate (and drew again) on the console.
  phone.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|recoverable/i.test(message.text()))
      errors.push(message.text());
  });
  const open = async (path: string) => {
    await phone.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit' });
    await phone.waitForFunction(() => document.readyState !== 'loading');
  };
  return { phone, release, open, errors };
}

describe('every public page painted by the server in its language (issue 44)', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const { path, mark } of SCREENS) {
      const address = language === 'ar' ? `/ar${path}` : path;
      it(`paints ${address} before any script, and the app takes it over in place`, async () => {
        const { phone, release, open, errors } = await heldPhone();
        try {
          await open(address);
          expect(await phone.locator('html').getAttribute('lang')).toBe(language);
          expect(await phone.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
          expect(await phone.locator('#root[data-prerendered][aria-busy="true"]').count()).toBe(1);
          expect(await phone.locator('#fellah-first-paint-shield').count()).toBe(1);
          const painted = phone.locator(`#root ${mark}`).first();
          expect(await painted.count()).toBe(1);
          const text = (await painted.textContent())?.trim() ?? '';
          expect(text.length).toBeGreaterThan(0);
          // Arabic pages are painted in Arabic, English ones in English.
          expect(/[\u0600-\u06ff]/.test(text)).toBe(language === 'ar');
          const box = await painted.boundingBox();
          await painted.evaluate((element) => Object.assign(element, { painted: true }));
          release();
          await eventually(() =>
            phone.locator('#root[aria-busy], #root[data-prerendered], #fellah-first-paint-shield').count(),
          ).toBe(0);
          // The same element, where it was: hydrated, not drawn again.
          const kept = phone.locator(`#root ${mark}`).first();
          expect(await kept.evaluate((element) => (element as { painted?: boolean }).painted)).toBe(true);
          expect(await kept.boundingBox()).toEqual(box);
          expect(errors).toEqual([]);
        } finally {
          release();
          await phone.close();
        }
      });
    }
  }

  it('paints the quiz list with its quizzes, not a loader', async () => {
    const { phone, release, open } = await heldPhone();
    try {
      await open('/quizzes');
      expect(await phone.locator('#root[data-prerendered] [data-testid="quiz-list"]').count()).toBe(1);
      expect(await phone.locator('#root').textContent()).not.toContain('Loading quizzes');
    } finally {
      release();
      await phone.close();
    }
  });

  it('leaves the calculators to the app for a reader whose tab kept figures, and paints the tab an address names', async () => {
    const kept = await heldPhone({}, { 'fellah.calculator.tab': '"seed"' });
    try {
      await kept.open('/calculators');
      expect(await kept.phone.locator('#root > *').count()).toBe(0);
      kept.release();
      await eventually(() =>
        kept.phone.locator('[data-testid="calculator-tab-seed"][aria-selected="true"]').count(),
      ).toBe(1);
    } finally {
      kept.release();
      await kept.phone.close();
    }
    const named = await heldPhone();
    try {
      await named.open('/ar/calculators?tab=irrigation');
      expect(
        await named.phone
          .locator('#root[data-prerendered] [data-testid="calculator-tab-irrigation"][aria-selected="true"]')
          .count(),
      ).toBe(1);
      named.release();
      await eventually(() => named.phone.locator('#fellah-first-paint-shield').count()).toBe(0);
      expect(await named.phone.locator('[data-testid="calculator-tab-irrigation"][aria-selected="true"]').count()).toBe(
        1,
      );
      expect(named.errors).toEqual([]);
    } finally {
      named.release();
      await named.phone.close();
    }
  });
});
