import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Result as AxeRule, NodeResult } from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, launchBrowser, startServer } from './harness';
import { PHONE_390 } from './phoneChecks';
import { LANGUAGES, type Language, type Role, SCREENS, SCREENS_SERVER_ENV, type Screen, type ScreenData, lanes, openScreen, prepareScreens, roleContext } from './screens';

/*
 * Accessibility (issues 11 and 27): axe (WCAG 2.0 and 2.1, levels A and AA) on every screen of tests/e2e/screens.ts —
 * the storefront and the admin sections — on a phone (390×844, touch, device scale 2: `PHONE_390`) in English and in
 * Arabic (right to left), and the admin sections once more on a desktop, in English (the markup a wide screen adds:
 * tables, the side navigation; what depends on the language is audited on the phone in both). A violation of impact
 * serious or critical fails the screen's test, which prints one line per element: screen, language, rule, impact,
 * target and the rule's help; test-results/a11y-<area>.json keeps the details of each area's findings.
 *
 * One server and one browser for the file: a visitor, a signed-in grower (a cart, a favourite and an order of their
 * own) and the administrator, in a context of their own per area and language (the language remembered before the
 * app starts, as a reader's earlier choice would be). One test per screen and language, on a page of its own; the
 * tests run side by side, `SCREEN_LANES` pages at a time (screens.ts `lanes`), the list of about 130 screens shared
 * out over the lanes whatever area each belongs to.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' };

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

let server: RunningServer;
let browser: Browser;
let data: ScreenData;

interface Area {
  /** The name of its findings file, test-results/a11y-<name>.json. */
  name: string;
  title: string;
  role: Role;
  device: BrowserContextOptions;
  languages: readonly Language[];
}

/** A visitor and the grower on a phone, the administrator on a phone and on a desktop. */
const AREAS: Area[] = [
  { name: 'visitor', title: 'the storefront for a visitor, on a phone', role: 'visitor', device: PHONE_390, languages: LANGUAGES },
  { name: 'grower', title: "the grower's screens, on a phone", role: 'grower', device: PHONE_390, languages: LANGUAGES },
  { name: 'admin', title: 'the admin sections, on a phone', role: 'admin', device: PHONE_390, languages: LANGUAGES },
  { name: 'admin-desktop', title: 'the admin sections, on a desktop (English)', role: 'admin', device: DESKTOP, languages: ['en'] },
];

/** A context per area and language, by '<area> <lang>'. */
const contexts = new Map<string, BrowserContext>();
/** Every finding of the run, by area, for its file in test-results. */
const findingsOf = new Map<string, Finding[]>(AREAS.map((area) => [area.name, []]));
const inLane = lanes();

/** The serious and critical violations on the page as it is now, less the widget exceptions. */
async function audit(page: Page, screen: string, lang: Language, only?: string): Promise<Finding[]> {
  // Passed and incomplete checks are listed with one element each: the run is the same, its answer much smaller.
  // Legacy mode runs axe in the page itself; the default opens a blank page (a renderer process of its own) and injects
  // axe a second time there to merge the frames' results, for frames the app does not have. The same rules on the same
  // page, at about 70% of the suite's time on 2 cores (464 s against 655 s, measured).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
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
      nodes: nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 300), summary: n.failureSummary ?? '' })),
    });
  }
  return findings;
}

function report(findings: Finding[]): string {
  if (findings.length === 0) return 'no serious or critical violations';
  const lines = findings.map((f) => `  [${f.lang}] ${f.screen} — ${f.rule} (${f.impact}): ${f.help}\n      ${f.targets}`);
  return `${findings.length} serious or critical accessibility violation(s):\n${lines.join('\n')}`;
}

/** Opens the screen in the language on a page of its own, checks that it is the screen asked for, and audits it. */
async function auditScreen(context: BrowserContext, screen: Screen, lang: Language): Promise<Finding[]> {
  const page = await context.newPage();
  try {
    await openScreen(page, server.baseUrl, screen, data, lang);
    return await audit(page, screen.name, lang, screen.only);
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  server = await startServer(SCREENS_SERVER_ENV);
  browser = await launchBrowser();
  data = await prepareScreens(server, 'a11y');
  const opened = await Promise.all(
    AREAS.flatMap((area) => area.languages.map(async (lang) => [`${area.name} ${lang}`, await roleContext(browser, server.baseUrl, area.device, area.role, data, lang)] as const)),
  );
  for (const [key, context] of opened) contexts.set(key, context);
});

afterAll(async () => {
  // Each area's findings in one file, in the order of its screens whatever order the lanes finished them in.
  for (const area of AREAS) {
    const rank = (f: Finding) => area.languages.indexOf(f.lang) * 1000 + SCREENS[area.role].findIndex((s) => s.name === f.screen);
    const findings = findingsOf.get(area.name)!.sort((a, b) => rank(a) - rank(b));
    writeFileSync(join(RESULTS_DIR, `a11y-${area.name}.json`), JSON.stringify(findings, null, 2));
  }
  await browser?.close();
  await server?.stop();
});

describe('accessibility (WCAG 2.0 and 2.1, A and AA) in English and Arabic', () => {
  describe.concurrent.each(AREAS)('$title', (area) => {
    describe.each(area.languages)('%s', (lang) => {
      it.for(SCREENS[area.role])('$name: no serious or critical violation', async (screen, { expect }) => {
        const findings = await inLane(() => auditScreen(contexts.get(`${area.name} ${lang}`)!, screen, lang));
        findingsOf.get(area.name)!.push(...findings);
        expect(findings.length, report(findings)).toBe(0);
      });
    });
  });
});
