import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Result as AxeRule, NodeResult } from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { type ExpectStatic, afterAll, beforeAll, describe, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, launchBrowser, startServer } from './harness';
import { chooseLanguage } from './steps';
import { PHONE_390 } from './phoneChecks';
import {
  LANGUAGES,
  type Language,
  SCREENS,
  SCREENS_SERVER_ENV,
  type Screen,
  type ScreenData,
  openScreen,
  prepareScreens,
  roleContext,
} from './screens';

/*
 * Accessibility (issues 11 and 27): axe (WCAG 2.0 and 2.1, levels A and AA) on every screen of tests/e2e/screens.ts —
 * the storefront and the admin sections — on a phone (390×844, touch, device scale 2: `PHONE_390`) in English and in
 * Arabic (right to left), and the admin sections once more on a desktop, in English (the markup a wide screen adds:
 * tables, the side navigation; what depends on the language is audited on the phone in both). A violation of impact
 * serious or critical fails the test, which prints one line per element: screen, language, rule, impact, target and
 * the rule's help. One server and one browser for the file: a visitor, a signed-in grower (a cart, a favourite and an
 * order of their own) and the administrator, each in a context of their own.
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
/** One context per area: a visitor and the grower on a phone, the administrator on a phone and on a desktop. */
const contexts = {} as Record<'visitor' | 'grower' | 'admin' | 'adminDesktop', BrowserContext>;

/** The serious and critical violations on the page as it is now, less the widget exceptions. */
async function audit(page: Page, screen: string, lang: Language, only?: string): Promise<Finding[]> {
  // Passed and incomplete checks are listed with one element each: the run is the same, its answer much smaller.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
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

/** Expects no findings; the message lists them one line each, and test-results/a11y-<name>.json keeps their details. */
function expectNone(expect: ExpectStatic, findings: Finding[], name: string): void {
  writeFileSync(join(RESULTS_DIR, `a11y-${name}.json`), JSON.stringify(findings, null, 2));
  expect(findings.length, report(findings)).toBe(0);
}

function report(findings: Finding[]): string {
  if (findings.length === 0) return 'no serious or critical violations';
  const lines = findings.map((f) => `  [${f.lang}] ${f.screen} — ${f.rule} (${f.impact}): ${f.help}\n      ${f.targets}`);
  return `${findings.length} serious or critical accessibility violation(s):\n${lines.join('\n')}`;
}

/** Opens each screen in the language, checks that it is the screen asked for, in that language, and audits it. */
async function auditScreens(context: BrowserContext, lang: Language, screens: Screen[]): Promise<Finding[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${server.baseUrl}/about`);
    await chooseLanguage(page, lang);
    const findings: Finding[] = [];
    for (const screen of screens) {
      await openScreen(page, server.baseUrl, screen, data, lang);
      findings.push(...(await audit(page, screen.name, lang, screen.only)));
    }
    return findings;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  server = await startServer(SCREENS_SERVER_ENV);
  browser = await launchBrowser();
  data = await prepareScreens(server, 'a11y');
  [contexts.visitor, contexts.grower, contexts.admin, contexts.adminDesktop] = await Promise.all([
    roleContext(browser, server.baseUrl, PHONE_390, 'visitor', data),
    roleContext(browser, server.baseUrl, PHONE_390, 'grower', data),
    roleContext(browser, server.baseUrl, PHONE_390, 'admin', data),
    roleContext(browser, server.baseUrl, DESKTOP, 'admin', data),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Each area in its languages, one after the other in its own context; the four areas run side by side. An axe run
 * costs about 1.5 s of CPU on a 2-core machine (its script is injected and run per screen), and the areas share the two
 * cores: about 140 screens take 6 to 8 minutes in all.
 */
const AREA_TIMEOUT = 600_000;

async function auditArea(expect: ExpectStatic, context: BrowserContext, screens: Screen[], name: string, languages: readonly Language[] = LANGUAGES): Promise<void> {
  const findings: Finding[] = [];
  for (const lang of languages) findings.push(...(await auditScreens(context, lang, screens)));
  expectNone(expect, findings, name);
}

describe('accessibility (WCAG 2.0 and 2.1, A and AA) in English and Arabic', () => {
  it.concurrent('the storefront for a visitor, on a phone: no serious or critical violation', ({ expect }) => auditArea(expect, contexts.visitor, SCREENS.visitor, 'visitor'), AREA_TIMEOUT);
  it.concurrent("the grower's screens, on a phone: no serious or critical violation", ({ expect }) => auditArea(expect, contexts.grower, SCREENS.grower, 'grower'), AREA_TIMEOUT);
  it.concurrent('the admin sections, on a phone: no serious or critical violation', ({ expect }) => auditArea(expect, contexts.admin, SCREENS.admin, 'admin'), AREA_TIMEOUT);
  it.concurrent('the admin sections, on a desktop (English): no serious or critical violation', ({ expect }) => auditArea(expect, contexts.adminDesktop, SCREENS.admin, 'admin-desktop', ['en']), AREA_TIMEOUT);
});
