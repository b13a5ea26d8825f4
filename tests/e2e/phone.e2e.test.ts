import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, launchBrowser, startServer } from './harness';
import { LARGE_TARGETS, type Overlap, PHONE_360, PHONE_390, type SmallTarget, TARGET, sidewaysOverflow, targetProblems, transitionsDone } from './phoneChecks';
import { LANGUAGES, type Language, type Role, SCREENS, SCREENS_SERVER_ENV, type Screen, type ScreenData, lanes, openScreen, prepareScreens, roleContext, screenFile } from './screens';

/*
 * Made for a phone (issue 27): every screen of tests/e2e/screens.ts — the storefront for a visitor and for a signed-in
 * grower, the admin sections — in English and in Arabic, on a phone held in one hand (390×844, touch, device scale 2).
 * One test per screen and language. It fails when
 * - a visible control is smaller than 24×24 CSS px (WCAG 2.2, 2.5.8), or than 44×44 in the header, the pagination and
 *   the screen's primary action (`data-primary-action`), or two controls overlap (phoneChecks.ts `targetProblems`);
 * - a screen with a primary action (Add to Cart, Checkout, Place Order, the submit of a sign-in form) does not mark it;
 * - the page scrolls sideways, or cuts something off at the screen's edge (a fixed header wider than the screen), once
 *   the phone is 360 px wide (`sidewaysOverflow`): the same page, narrowed from 390 to 360×780 after its checks, so a
 *   screen is opened once (the media queries and the app's `useMediaQuery` follow the width as they do when a phone
 *   turns; a page opened at 360 gives the same findings).
 * The message lists the offending elements with their sizes. A screenshot of every screen's first 390×844 screen goes
 * to test-results/phone/<lang>/<screen>.png (a CI artefact: the screen as a grower first sees it; a full-page capture
 * under mobile emulation came out tiled, with the fixed header drawn twice), and every finding of the run to
 * test-results/phone/findings.txt.
 *
 * One server, one browser, one context per role and language (the language is remembered before the app starts, as a
 * reader's earlier choice would be); a page per test. The tests run side by side, `SCREEN_LANES` pages at a time
 * (screens.ts `lanes`).
 */

const PHONE_DIR = join(RESULTS_DIR, 'phone');

let server: RunningServer;
let browser: Browser;
let data: ScreenData;
const contexts = new Map<string, BrowserContext>();
/** Each failing screen's lines, by '<role> <lang> <screen>', for findings.txt. */
const findings = new Map<string, string[]>();

const ROLES: Role[] = ['visitor', 'grower', 'admin'];

const inLane = lanes();

beforeAll(async () => {
  server = await startServer(SCREENS_SERVER_ENV);
  browser = await launchBrowser();
  data = await prepareScreens(server, 'phone');
  const opened = await Promise.all(
    ROLES.flatMap((role) => LANGUAGES.map(async (lang) => [`${role}-${lang}`, await roleContext(browser, server.baseUrl, PHONE_390, role, data, lang)] as const)),
  );
  for (const [key, context] of opened) contexts.set(key, context);
  for (const lang of LANGUAGES) mkdirSync(join(PHONE_DIR, lang), { recursive: true });
});

afterAll(async () => {
  const lines = [...findings].sort(([a], [b]) => a.localeCompare(b)).map(([screen, problems]) => `${screen}\n${problems.map((p) => `  ${p}`).join('\n')}`);
  mkdirSync(PHONE_DIR, { recursive: true });
  writeFileSync(join(PHONE_DIR, 'findings.txt'), lines.length ? `${lines.join('\n')}\n` : 'every screen passed\n');
  await browser?.close();
  await server?.stop();
});

const size = (target: SmallTarget) => `${target.width}×${target.height}`;

/** One line per problem: what, where, and how big it is against what it needs. */
function problemsOf(
  overflow: { scrollWidth: number; viewport: number; culprits: string[] },
  targets: { small: SmallTarget[]; overlaps: Overlap[] },
  primary: { expected?: string; marked: number },
): string[] {
  const lines: string[] = [];
  if (overflow.scrollWidth > overflow.viewport + 1) {
    lines.push(
      `wider than the screen at ${overflow.viewport} px (scrolls sideways or is cut off at the edge): ${overflow.scrollWidth} px needed; past the edges: ${overflow.culprits.join(', ') || '(no element found: a pseudo-element or a shadow)'}`,
    );
  }
  for (const target of targets.small) lines.push(`too small: ${target.what} is ${size(target)}, needs ${target.need}×${target.need}`);
  for (const overlap of targets.overlaps) lines.push(`overlapping: ${overlap.a} ⟷ ${overlap.b}`);
  if (primary.expected && primary.marked === 0) {
    lines.push(`no primary action marked: "${primary.expected}" needs data-primary-action (so it is held to ${TARGET.large}×${TARGET.large})`);
  }
  return lines;
}

/**
 * The layout after a change of width: the media queries answer in the first frame, and what `useMediaQuery` and resize
 * observers render anew is there by the second; then two more frames (`transitionsDone`) for what those renders start,
 * and until what they set moving has come to rest.
 */
async function relayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await transitionsDone(page);
}

describe.concurrent.each(ROLES)('made for a phone: %s', (role) => {
  describe.each(LANGUAGES)('%s', (lang: Language) => {
    it.for(SCREENS[role])('$name: fits 360 px, targets big enough and apart', async (screen: Screen, { expect }) => {
      await inLane(async () => {
        const page = await contexts.get(`${role}-${lang}`)!.newPage();
        try {
          await openScreen(page, server.baseUrl, screen, data, lang);
          const targets = await targetProblems(page);
          const marked = await page.locator('[data-primary-action]:visible').count();
          await page.screenshot({ path: join(PHONE_DIR, lang, `${screenFile(screen)}.png`), scale: 'css' });
          await page.setViewportSize(PHONE_360.viewport!);
          await relayout(page);
          const overflow = await sidewaysOverflow(page);
          const problems = problemsOf(overflow, targets, { expected: screen.primary, marked });
          if (problems.length > 0) findings.set(`${role} ${lang} ${screen.name}`, problems);
          const message = `${problems.length} problem(s) on "${screen.name}" (${role}, ${lang}) at phone size (44×44 for ${LARGE_TARGETS.join(', ')}):\n  ${problems.join('\n  ')}`;
          expect(problems.length, message).toBe(0);
        } finally {
          await page.close();
        }
      });
    });
  });
});
