import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ExpectStatic, afterAll, beforeAll, describe, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, launchBrowser, startServer } from './harness';
import { type MailSink, startMailSink } from './mailSink';
import { PHONE_390 } from './phoneChecks';
import {
  SCREENS,
  SCREENS_SERVER_ENV,
  type Screen,
  type ScreenData,
  openScreen,
  prepareScreens,
  roleContext,
} from './screens';
import { type Api, apiOf } from './steps';

/*
 * Arabic all the way down: an Arabic page shows no English word a grower would have to read. Every
 * storefront screen of tests/e2e/screens.ts, for a visitor and for a signed-in grower (cart, orders, profile), is
 * opened in Arabic on a phone; its visible text is collected and every Latin-script word in it must be one a reader of
 * Arabic expects in Latin letters: a brand of the shop, a unit symbol, a code, an e-mail address or a web address —
 * and people's names and words as they typed them. Text marked as English on purpose (`lang="en"`: a crop's English
 * name, a product text that has no Arabic yet) and codes set left to right (`<code>`, CodeText, `dir="ltr"`) are not
 * read. Every crop's page and guides, of which the screens open one, are read whole through the API. The words that
 * fail are listed per screen, and kept in test-results/arabic-text-<area>.json.
 */

// ─── What may be written in Latin letters on an Arabic page ─────────────────────────────────────────────────────────

/** Unit symbols as Arabic agronomy and shop texts write them (a compound unit, "dS/m", is made of these). */
const UNITS = new Set([
  'kg',
  'g',
  'mg',
  'ml',
  'mL',
  'L',
  'l',
  'cm',
  'mm',
  'm',
  'km',
  'ha',
  'EC',
  'pH',
  '°C',
  '°F',
  '%',
  'ppm',
  'dS',
  'mS',
  'µS',
  'W',
  'kW',
  'V',
  'h',
]);

/** A code: holds a digit (F1, K₂O, 20-20-20), or is 2–6 capitals, possibly joined by hyphens (NPK, N-P-K, TYLCV, WG). */
const isCode = (word: string) => /[\p{N}]/u.test(word) || /^[A-Z]{2,6}$/.test(word.replace(/[-/&]/g, ''));
const isUnit = (word: string) => word.split('/').every((part) => UNITS.has(part));

/** E-mail and web addresses, taken out of the text before its words are read. */
const ADDRESSES =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|eg|org|net|invalid|io)\b/gi;
/** A run of Latin letters, digits and the signs that hold a code or a unit together ("K₂O", "dS/m", "N-P-K", "°C"). */
const LATIN_RUN = /[\p{Script=Latin}0-9°µ][\p{Script=Latin}\p{N}°µ'’.\-/+&_]*/gu;
const HAS_LATIN_LETTER = /\p{Script=Latin}/u;
/** A run with its trailing signs trimmed: "N-P-K." → "N-P-K". */
const trimmed = (run: string) => run.replace(/[.\-/+&_'’]+$/, '');
/** The Latin words of texts (a brand, a grower's own words). */
const latinWords = (texts: string[]) => texts.flatMap((text) => (text.match(LATIN_RUN) ?? []).map(trimmed));
/** The words of people's names, each with its initial, which avatars and shortened names ("Hoda M.") show alone. */
const nameWords = (names: string[]) => latinWords(names).flatMap((word) => [word, word.charAt(0)]);

/** Other makers' products the screens name: the authenticator apps, and the browser and system of a signed-in session. */
const OTHER_MAKERS = [
  'Google',
  'Microsoft',
  'Authenticator',
  'Chrome',
  'Chromium',
  'Firefox',
  'Safari',
  'Edge',
  'Linux',
  'Windows',
  'Android',
  'iOS',
  'macOS',
  'iPhone',
];

/** The Latin-script words of `text` that are not allowed: each run, its trailing signs trimmed, less the allowed ones. */
function disallowedWords(text: string, allowed: ReadonlySet<string>): string[] {
  const runs = text.replace(ADDRESSES, ' ').match(LATIN_RUN) ?? [];
  return runs
    .map(trimmed)
    .filter((word) => HAS_LATIN_LETTER.test(word) && !allowed.has(word) && !isCode(word) && !isUnit(word));
}

// ─── Reading a page ─────────────────────────────────────────────────────────────────────────────────────────────────

/** What is not read: English on purpose, and codes kept left to right. */
const NOT_READ = '[lang|="en"], code, pre, .code-run, [dir="ltr"]';

/**
 * The visible text of the page (or of `scope`), without the parts `NOT_READ` names: each visible text node, and the
 * placeholder of each visible field (a reader sees it until they type).
 */
function visibleText(page: Page, scope: string, skip: string): Promise<string[]> {
  return page.evaluate(
    ([scopeSelector, skipSelector]) => {
      const texts: string[] = [];
      for (const root of document.querySelectorAll(scopeSelector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (
            !parent ||
            parent.closest(skipSelector) ||
            !parent.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
          )
            continue;
          const text = node.textContent?.trim();
          if (text) texts.push(text);
        }
        for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input[placeholder], textarea[placeholder]',
        )) {
          if (!field.closest(skipSelector) && field.checkVisibility()) texts.push(field.placeholder);
        }
      }
      return texts;
    },
    [scope, skip] as const,
  );
}

/** The product page shows one tab at a time and mounts only that one: each tab is opened and read in turn. */
async function productTabsText(page: Page): Promise<string[]> {
  const tabs = page.getByTestId('product-tabs').first().getByRole('tab');
  const texts: string[] = [];
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await page.locator('[data-testid^="tab-"]:visible').first().waitFor();
    texts.push(...(await visibleText(page, '[data-testid^="tab-"]', NOT_READ)));
  }
  return texts;
}

/** The Arabic texts of a crop's page and of a guide, as the API answers them. */
interface CropTexts {
  slug: string;
  name_ar: string | null;
  description_ar: string | null;
  spacing_ar: string | null;
  tags: { name_ar: string | null }[];
  soil_types: { name_ar: string | null }[];
}
interface GuideTexts {
  slug: string;
  title_ar: string | null;
  body_ar: string | null;
}

interface Leak {
  screen: string;
  words: string[];
  /** The texts the words were found in, for the file in test-results. */
  texts: string[];
}

/** The disallowed words of a screen's texts, with the texts that hold them; null when there are none. */
function leakIn(screen: string, texts: string[], allowed: ReadonlySet<string>): Leak | null {
  const leaking = [...new Set(texts.filter((text) => disallowedWords(text, allowed).length > 0))];
  const words = [...new Set(leaking.flatMap((text) => disallowedWords(text, allowed)))];
  return words.length > 0 ? { screen, words, texts: leaking } : null;
}

/** Opens each screen in Arabic and lists the words on it that should have been Arabic. */
async function leaksOn(context: BrowserContext, screens: Screen[], allowed: ReadonlySet<string>): Promise<Leak[]> {
  const page = await context.newPage();
  try {
    const leaks: Leak[] = [];
    for (const screen of screens) {
      await openScreen(page, server.baseUrl, screen, data, 'ar');
      const texts = await visibleText(page, screen.only ?? 'body', NOT_READ);
      if (await page.getByTestId('product-tabs').count()) texts.push(...(await productTabsText(page)));
      const leak = leakIn(screen.name, texts, allowed);
      if (leak) leaks.push(leak);
    }
    return leaks;
  } finally {
    await page.close();
  }
}

function expectNoLeaks(expect: ExpectStatic, leaks: Leak[], name: string): void {
  writeFileSync(join(RESULTS_DIR, `arabic-text-${name}.json`), JSON.stringify(leaks, null, 2));
  const report = leaks.map((l) => `  ${l.screen}: ${l.words.join(', ')}`).join('\n');
  expect(
    leaks.length,
    `English words on Arabic screens (details in test-results/arabic-text-${name}.json):\n${report}`,
  ).toBe(0);
}

// ─── The run ────────────────────────────────────────────────────────────────────────────────────────────────────────

let server: RunningServer;
/** The app's mail server: the grower verifies their address through the link it receives (prepareScreens). */
let sink: MailSink;
let browser: Browser;
let data: ScreenData;
let allowed: Set<string>;
const contexts = {} as Record<'visitor' | 'grower', BrowserContext>;

/** The grower of `prepareScreens`, and what they typed (address, a comment, a review), shown back to them as written. */
const GROWERS_NAME = 'Hoda Mansour';
const GROWERS_OWN_TEXTS = [
  '12 Canal Street',
  'Ismailia',
  'Sowing in rows made the weeding much easier this season.',
  'Good seed, nearly all of it came up.',
];

/**
 * The names of the people the screens show, as their accounts spell them: the reviewers of the two products, the
 * commenters on the crop and the authors of its guides, unless the shop wrote them (an administrator's guide is signed
 * "فريق فلّاح": the account's Latin name, "Fellah Administrator", must not show).
 */
async function peoplesNames(api: Api, screens: ScreenData): Promise<string[]> {
  const products = await api<{ id: string; slug: string | null }[]>(
    'GET',
    '/products?limit=50&is_available=true',
    null,
  );
  const shown = products.filter((p) => p.slug === screens.productSlug || p.slug === screens.otherProductSlug);
  const reviews = await Promise.all(
    shown.map((p) => api<{ author_name: string }[]>('GET', `/products/${p.id}/reviews?limit=50`, null)),
  );
  const crop = (await api<{ id: string; slug: string }[]>('GET', '/crops?limit=100', null)).find(
    (c) => c.slug === screens.cropSlug,
  );
  if (!crop) throw new Error(`the crop ${screens.cropSlug} is not listed`);
  const guides = await api<{ author: { name: string; is_staff: boolean } | null }[]>(
    'GET',
    `/crops/${crop.id}/guides`,
    null,
  );
  const comments = await api<{ author_name: string }[]>('GET', `/comments/crop/${crop.id}?limit=50`, null);
  return [
    ...reviews.flat().map((r) => r.author_name),
    ...comments.map((c) => c.author_name),
    ...guides.flatMap((g) => (g.author && !g.author.is_staff ? [g.author.name] : [])),
  ];
}

beforeAll(async () => {
  sink = await startMailSink();
  server = await startServer({ ...SCREENS_SERVER_ENV, SMTP_URL: sink.url });
  browser = await launchBrowser();
  data = await prepareScreens(server, sink, 'arabic-text');
  const api = apiOf(() => server);
  // The shop's brands, as the products carry them, its own mark, and the words of people and their own texts.
  const brands = await api<string[]>('GET', '/products/brands', null);
  const people = [GROWERS_NAME, ...(await peoplesNames(api, data))];
  allowed = new Set([
    'Fellah',
    ...OTHER_MAKERS,
    ...latinWords([...brands, ...GROWERS_OWN_TEXTS]),
    ...nameWords(people),
  ]);
  [contexts.visitor, contexts.grower] = await Promise.all([
    roleContext(browser, server.baseUrl, PHONE_390, 'visitor', data, 'ar'),
    roleContext(browser, server.baseUrl, PHONE_390, 'grower', data, 'ar'),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

const AREA_TIMEOUT = 300_000;

describe('Arabic screens show no English a grower would have to read', () => {
  it.concurrent(
    'the storefront for a visitor',
    async ({ expect }) => expectNoLeaks(expect, await leaksOn(contexts.visitor, SCREENS.visitor, allowed), 'visitor'),
    AREA_TIMEOUT,
  );
  it.concurrent(
    "the signed-in grower's screens (cart, checkout, orders, profile)",
    async ({ expect }) => expectNoLeaks(expect, await leaksOn(contexts.grower, SCREENS.grower, allowed), 'grower'),
    AREA_TIMEOUT,
  );

  it("every crop's page and guides, read whole through the API: all in Arabic, with no English words", async ({
    expect,
  }) => {
    const api = apiOf(() => server);
    const leaks: Leak[] = [];
    /** A record's Arabic texts: missing ones are a leak of the whole record, present ones are read. */
    const read = (name: string, arabic: (string | null)[]) => {
      const leak = arabic.includes(null)
        ? { screen: name, words: ['(a text with no Arabic)'], texts: [] }
        : leakIn(name, arabic as string[], allowed);
      if (leak) leaks.push(leak);
    };
    for (const { id } of await api<{ id: string }[]>('GET', '/crops?limit=100', null)) {
      const crop = await api<CropTexts>('GET', `/crops/${id}`, null);
      read(`crop ${crop.slug}`, [
        crop.name_ar,
        crop.description_ar,
        crop.spacing_ar,
        ...crop.tags.map((t) => t.name_ar),
        ...crop.soil_types.map((s) => s.name_ar),
      ]);
      for (const guide of await api<GuideTexts[]>('GET', `/crops/${id}/guides`, null))
        read(`guide ${guide.slug}`, [guide.title_ar, guide.body_ar]);
    }
    expectNoLeaks(expect, leaks, 'reference');
  });
});
