import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Result as AxeRule, NodeResult } from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, launchBrowser, startServer } from './harness';
import { type MailSink, startMailSink } from './mailSink';
import {
  LARGE_TARGETS,
  type Overlap,
  PHONE_360,
  PHONE_390,
  type SmallTarget,
  TARGET,
  sidewaysOverflow,
  targetProblems,
  transitionsDone,
} from './phoneChecks';
import {
  LANGUAGES,
  type Language,
  type Role,
  SCREENS,
  SCREENS_SERVER_ENV,
  type Screen,
  type ScreenData,
  lanes,
  openScreen,
  prepareScreens,
  roleContext,
  screenFile,
} from './screens';

/*
 * Every screen of tests/e2e/screens.ts — the storefront for a visitor and for a signed-in grower, the admin sections —
 * in English and in Arabic (right to left), on a phone held in one hand (390×844, touch, device scale 2: `PHONE_390`),
 * opened once and checked twice over:
 *
 * - **Accessible** (issues 11 and 27): axe (WCAG 2.0 and 2.1, levels A and AA). A violation of impact serious or
 *   critical fails the screen's test, which prints one line per element: screen, language, rule, impact, target and
 *   the rule's help; test-results/a11y-<area>.json keeps the details of each area's findings. The admin sections are
 *   audited once more on a desktop, in English (the markup a wide screen adds: tables, the side navigation; what depends
 *   on the language is audited on the phone in both).
 * - **Made for a phone**. It fails when a visible control is smaller than 24×24 CSS px (WCAG 2.2, 2.5.8),
 *   or than 44×44 in the header, the pagination and the screen's primary action (`data-primary-action`), or two
 *   controls overlap (phoneChecks.ts `targetProblems`); when a screen with a primary action (Add to Cart, Checkout,
 *   Place Order, the submit of a sign-in form) does not mark it; when the page scrolls sideways, or cuts something off
 *   at the screen's edge (a fixed header wider than the screen), once the phone is 360 px wide (`sidewaysOverflow`: the
 *   same page, narrowed from 390 to 360×780 after its other checks — the media queries and the app's `useMediaQuery`
 *   follow the width as they do when a phone turns; a page opened at 360 gives the same findings). A screenshot of
 *   every screen's first 390×844 screen goes to test-results/phone/<lang>/<screen>.png (a CI artefact: the screen as a
 *   grower first sees it; a full-page capture under mobile emulation came out tiled, with the fixed header drawn twice),
 *   and every finding of the run to test-results/phone/findings.txt.
 *
 * Both checks were suites of their own, each opening all of the ~260 screens; one visit per screen does both (the
 * same page, at rest, in the same context) in about half the time.
 *
 * One server and one browser for the file: a visitor, a signed-in grower (a cart, a favourite and an order of their
 * own) and the administrator, in a context of their own per role, device and language (the language remembered before
 * the app starts, as a reader's earlier choice would be), opening each screen at its address in the language. One test
 * per screen and language, on a page of its own; the tests run side by side, `SCREEN_LANES` pages at a time
 * (screens.ts `lanes`), the whole list shared out over the lanes whatever area each belongs to.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' };
const PHONE_DIR = join(RESULTS_DIR, 'phone');

/**
 * Rules switched off for one exact element, each with the reason: only where the markup comes from a third-party widget
 * the app cannot change. Matched against the element's full axe target.
 */
const WIDGET_EXCEPTIONS: { rule: string; target: RegExp; why: string }[] = [];

interface Finding {
  screen: string;
  lang: Language;
  rule: string;
  impact: string;
  targets: string;
  help: string;
  /** Each element's markup and axe's summary (colours and ratio for contrast), for the file in test-results. */
  nodes: { target: string; html: string; summary: string }[];
}

interface Area {
  /** The name of its findings file, test-results/a11y-<name>.json. */
  name: string;
  title: string;
  role: Role;
  device: BrowserContextOptions;
  languages: readonly Language[];
  /** The phone checks and the screenshot too (the areas on a phone), or axe alone. */
  phone: boolean;
}

/** A visitor, the grower and the administrator on a phone; the administrator on a desktop. */
const AREAS: Area[] = [
  {
    name: 'visitor',
    title: 'the storefront for a visitor, on a phone',
    role: 'visitor',
    device: PHONE_390,
    languages: LANGUAGES,
    phone: true,
  },
  {
    name: 'grower',
    title: "the grower's screens, on a phone",
    role: 'grower',
    device: PHONE_390,
    languages: LANGUAGES,
    phone: true,
  },
  {
    name: 'admin',
    title: 'the admin sections, on a phone',
    role: 'admin',
    device: PHONE_390,
    languages: LANGUAGES,
    phone: true,
  },
  {
    name: 'admin-desktop',
    title: 'the admin sections, on a desktop (English; axe only)',
    role: 'admin',
    device: DESKTOP,
    languages: ['en'],
    phone: false,
  },
];

let server: RunningServer;
/** The app's mail server: the grower verifies their address through the link it receives (prepareScreens). */
let sink: MailSink;
let browser: Browser;
let data: ScreenData;
/** A context per area and language, by '<area> <lang>'. */
const contexts = new Map<string, BrowserContext>();
/** Every axe finding of the run, by area, for its file in test-results. */
const findingsOf = new Map<string, Finding[]>(AREAS.map((area) => [area.name, []]));
/** Each screen's phone problems, by '<role> <lang> <screen>', for findings.txt. */
const phoneProblems = new Map<string, string[]>();
const inLane = lanes();

// ---------------------------------------------------------------------------------------------------------------
// Accessible

/** The serious and critical violations on the page as it is now, less the widget exceptions. */
async function audit(page: Page, screen: string, lang: Language, only?: string): Promise<Finding[]> {
  // Passed and incomplete checks are listed with one element each: the run is the same, its answer much smaller.
  // Legacy mode runs axe in the page itself; the default opens a blank page (a renderer process of its own) and injects
  // axe a second time there to merge the frames' results, for frames the app does not have. The same rules on the same
  // page, at about 70% of the time on 2 cores (measured).
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (only) builder.include(only);
  const results = await builder.analyze();
  // axe ran its rules on this page: a run that checked nothing would pass anything.
  if (results.passes.length <= (only ? 2 : 10)) throw new Error(`axe checked next to nothing on ${screen} (${lang})`);
  const findings: Finding[] = [];
  for (const violation of results.violations as AxeRule[]) {
    const nodes = violation.nodes.filter(
      (node: NodeResult) =>
        FAILING_IMPACTS.has(node.impact ?? violation.impact ?? '') &&
        !WIDGET_EXCEPTIONS.some((e) => e.rule === violation.id && e.target.test(node.target.join(' '))),
    );
    if (nodes.length === 0) continue;
    findings.push({
      screen,
      lang,
      rule: violation.id,
      impact: nodes.some((n) => n.impact === 'critical') ? 'critical' : 'serious',
      targets: nodes
        .slice(0, 6)
        .map((n) => n.target.join(' '))
        .join(' | ')
        .concat(nodes.length > 6 ? ` (+${nodes.length - 6} more)` : ''),
      help: violation.help,
      nodes: nodes.map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 300),
        summary: n.failureSummary ?? '',
      })),
    });
  }
  return findings;
}

function axeReport(findings: Finding[]): string {
  if (findings.length === 0) return 'no serious or critical violations';
  const lines = findings.map(
    (f) => `  [${f.lang}] ${f.screen} — ${f.rule} (${f.impact}): ${f.help}\n      ${f.targets}`,
  );
  return `${findings.length} serious or critical accessibility violation(s):\n${lines.join('\n')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Made for a phone

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
  for (const target of targets.small)
    lines.push(`too small: ${target.what} is ${size(target)}, needs ${target.need}×${target.need}`);
  for (const overlap of targets.overlaps) lines.push(`overlapping: ${overlap.a} ⟷ ${overlap.b}`);
  if (primary.expected && primary.marked === 0) {
    lines.push(
      `no primary action marked: "${primary.expected}" needs data-primary-action (so it is held to ${TARGET.large}×${TARGET.large})`,
    );
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

/** The phone checks on the page at 390 px (targets, primary action, the screenshot), then narrowed to 360 (overflow). */
async function phoneChecksAt390Then360(
  page: Page,
  screen: Screen,
  lang: Language,
  targets: Awaited<ReturnType<typeof targetProblems>>,
  marked: number,
): Promise<string[]> {
  await page.screenshot({ path: join(PHONE_DIR, lang, `${screenFile(screen)}.png`), scale: 'css' });
  await page.setViewportSize(PHONE_360.viewport!);
  await relayout(page);
  const overflow = await sidewaysOverflow(page);
  return problemsOf(overflow, targets, { expected: screen.primary, marked });
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  sink = await startMailSink();
  server = await startServer({ ...SCREENS_SERVER_ENV, SMTP_URL: sink.url });
  browser = await launchBrowser();
  data = await prepareScreens(server, sink, 'screens');
  const opened = await Promise.all(
    AREAS.flatMap((area) =>
      area.languages.map(
        async (lang) =>
          [
            `${area.name} ${lang}`,
            await roleContext(browser, server.baseUrl, area.device, area.role, data, lang),
          ] as const,
      ),
    ),
  );
  for (const [key, context] of opened) contexts.set(key, context);
  for (const lang of LANGUAGES) mkdirSync(join(PHONE_DIR, lang), { recursive: true });
});

afterAll(async () => {
  // Each area's axe findings in one file, in the order of its screens whatever order the lanes finished them in.
  for (const area of AREAS) {
    const rank = (f: Finding) =>
      area.languages.indexOf(f.lang) * 1000 + SCREENS[area.role].findIndex((s) => s.name === f.screen);
    const findings = findingsOf.get(area.name)!.sort((a, b) => rank(a) - rank(b));
    writeFileSync(join(RESULTS_DIR, `a11y-${area.name}.json`), JSON.stringify(findings, null, 2));
  }
  const lines = [...phoneProblems]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([screen, problems]) => `${screen}\n${problems.map((p) => `  ${p}`).join('\n')}`);
  mkdirSync(PHONE_DIR, { recursive: true });
  writeFileSync(join(PHONE_DIR, 'findings.txt'), lines.length ? `${lines.join('\n')}\n` : 'every screen passed\n');
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

describe('every screen, in English and Arabic: accessible (WCAG 2.0 and 2.1, A and AA) and made for a phone', () => {
  describe.concurrent.each(AREAS)('$title', (area) => {
    describe.each(area.languages)('%s', (lang) => {
      const checks = area.phone
        ? 'no serious or critical violation; fits 360 px, targets big enough and apart'
        : 'no serious or critical violation';
      it.for(SCREENS[area.role])(`$name: ${checks}`, async (screen, { expect }) => {
        await inLane(async () => {
          const page = await contexts.get(`${area.name} ${lang}`)!.newPage();
          try {
            await openScreen(page, server.baseUrl, screen, data, lang);
            // The targets first: a screen audited in part (`only`: a notification that closes by itself) is measured
            // while it is there; axe then looks at the same page at 390 px, before it is narrowed.
            const targets = area.phone ? await targetProblems(page) : null;
            const marked = area.phone ? await page.locator('[data-primary-action]:visible').count() : 0;
            const findings = await audit(page, screen.name, lang, screen.only);
            findingsOf.get(area.name)!.push(...findings);
            expect.soft(findings.length, axeReport(findings)).toBe(0);
            if (!targets) return;
            const problems = await phoneChecksAt390Then360(page, screen, lang, targets, marked);
            if (problems.length > 0) phoneProblems.set(`${area.role} ${lang} ${screen.name}`, problems);
            const message = `${problems.length} problem(s) on "${screen.name}" (${area.role}, ${lang}) at phone size (44×44 for ${LARGE_TARGETS.join(', ')}):\n  ${problems.join('\n  ')}`;
            expect.soft(problems.length, message).toBe(0);
          } finally {
            await page.close();
          }
        });
      });
    });
  });
});
