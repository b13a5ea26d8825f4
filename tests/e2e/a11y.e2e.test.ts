import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Result as AxeRule, NodeResult } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type ExpectStatic, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, type RunningServer, launchBrowser, startServer } from './harness';

/*
 * Accessibility (issue 11): axe (WCAG 2.0 and 2.1, levels A and AA) on every storefront screen on a phone (390×844) and
 * every admin section on a desktop, in English and in Arabic (right to left). A violation of impact serious or critical
 * fails the test, which prints one line per element: screen, language, rule, impact, target and the rule's help.
 * One server and one browser for the file: a visitor, a signed-in grower (a cart, a favourite and an order of their own)
 * and the administrator, each in a context of their own.
 */

const ADMIN_EMAIL = 'a11y-admin@fellah.eg';
const ADMIN_PASSWORD = 'nile-a11y-admin-42';
const GROWER_PASSWORD = 'nile-a11y-grower-7';
const growerEmail = `a11y-grower-${Date.now()}@example.com`;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Rules switched off for one exact element, each with the reason: only where the markup comes from a third-party widget
 * the app cannot change. Matched against the element's full axe target.
 */
const WIDGET_EXCEPTIONS: { rule: string; target: RegExp; why: string }[] = [];

interface Screen {
  /** The name the report uses. */
  name: string;
  path: string;
  /** What shows that the screen (not a loader, not a redirect) is there. */
  ready: (page: Page) => Locator;
  /** Something to do once the screen is ready (open a drawer, start a quiz). */
  act?: (page: Page) => Promise<void>;
  /** Audit only this part, at once after `act` (a notification that closes by itself). */
  only?: string;
}

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
let visitor: BrowserContext;
let grower: BrowserContext;
let admin: BrowserContext;
let cropSlug = '';
let productSlug = '';
/** A product that is not among the grower's favourites at the start (the toast screen toggles it). */
let otherProductSlug = '';
let orderId = '';
let growerId = '';

interface ListedProduct {
  id: string;
  slug: string | null;
  is_available: boolean;
  stock_quantity: number | null;
}

/** A REST call; the answer's `data` (failing the test on a refusal). */
async function api<T>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok || !json.success) throw new Error(`${method} ${path} → ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** Sign in through the login form (in English, before any language is chosen). */
async function signIn(context: BrowserContext, email: string, password: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.close();
}

const heading = (page: Page) => page.locator('h1').first();
const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first();

/** Opens the phone menu and waits until it is in. */
async function openMenu(page: Page): Promise<void> {
  await page.locator('[aria-controls="mobile-menu"]').click();
  await until('the menu', () => page.locator('#mobile-menu').isVisible());
}

/**
 * Waits until `check` holds (the three areas run side by side, and `expect.poll` belongs to one test: a plain loop
 * serves them all). Throws, naming what did not happen, after `timeout`.
 */
async function until(what: string, check: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the page has stopped loading: no request for a while, no loader, no section still loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await until('the loaders to go', async () => (await page.locator('.mantine-Loader-root:visible, [data-state="loading"]:visible').count()) === 0);
  // Let transitions (drawers, modals, fades) end: axe measures contrast on what is painted.
  await page.waitForTimeout(350);
}

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
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    const findings: Finding[] = [];
    for (const screen of screens) {
      await page.goto(`${server.baseUrl}${screen.path}`);
      await until(`${screen.name} (${lang}) to show`, () => screen.ready(page).isVisible());
      await settle(page);
      if (screen.act) {
        await screen.act(page);
        if (screen.only) await page.waitForTimeout(350);
        else await settle(page);
      }
      const [docLang, docDir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
      if (docLang !== lang || docDir !== (lang === 'ar' ? 'rtl' : 'ltr')) throw new Error(`${screen.name} (${lang}): <html lang="${docLang}" dir="${docDir}">`);
      findings.push(...(await audit(page, screen.name, lang, screen.only)));
    }
    return findings;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The screens

const visitorScreens = (): Screen[] => [
  { name: 'home', path: '/', ready: heading },
  { name: 'home, menu open', path: '/', ready: heading, act: openMenu },
  { name: 'crops', path: '/crops', ready: byTestId('active-crops') },
  { name: 'crop page', path: `/crops/${cropSlug}`, ready: byTestId('guide-read') },
  {
    name: 'crop page, guide open',
    path: `/crops/${cropSlug}`,
    ready: byTestId('guide-read'),
    act: async (page) => {
      await page.getByTestId('guide-read').first().click();
      await until('the guide', () => page.locator('.mantine-Modal-content').isVisible());
    },
  },
  { name: 'shop', path: '/shop', ready: heading },
  { name: 'product page', path: `/shop/${productSlug}`, ready: byTestId('back-to-shop') },
  { name: 'calculators', path: '/calculators', ready: heading },
  { name: 'quizzes', path: '/quizzes', ready: byTestId('quiz-card') },
  {
    name: 'quiz started, answer chosen',
    path: '/quizzes',
    ready: byTestId('quiz-card'),
    act: async (page) => {
      await page.getByTestId('quiz-card').first().getByRole('button').first().click();
      await until('the first question', async () => (await page.getByTestId('quiz-answer').count()) > 1);
      await page.getByTestId('quiz-answer').first().click();
    },
  },
  { name: 'projects', path: '/projects', ready: heading },
  {
    name: "projects, 'E-mail me when it starts' sent empty",
    path: '/projects',
    ready: byTestId('project-follow-open'),
    act: async (page) => {
      await page.getByTestId('project-follow-open').first().click();
      await page.getByTestId('project-follow-submit').first().click();
      await until('the field error', async () => (await page.getByTestId('project-follow-email').first().getAttribute('aria-invalid')) === 'true');
    },
  },
  { name: 'project follow confirmation, a spent link', path: '/projects/confirm?token=not-a-real-token-at-all', ready: byTestId('project-follow-confirm') },
  { name: 'about', path: '/about', ready: heading },
  { name: 'login', path: '/login', ready: heading },
  { name: 'signup', path: '/signup', ready: heading },
  {
    name: 'signup, sent empty (field errors)',
    path: '/signup',
    ready: heading,
    act: async (page) => {
      await page.locator('form button[type="submit"]').click();
      await until('the field errors', async () => (await page.locator('.mantine-InputWrapper-error').count()) > 1);
    },
  },
  { name: 'reset password (request)', path: '/reset-password', ready: heading },
  { name: 'reset password (new password)', path: '/reset-password?token=a11y-not-a-real-token', ready: heading },
  { name: 'verify e-mail (bad link)', path: '/verify-email?token=a11y-not-a-real-token', ready: heading },
  { name: 'newsletter confirmation (bad link)', path: '/newsletter/confirm?token=a11y-not-a-real-token', ready: byTestId('newsletter-confirm') },
  { name: 'terms', path: '/terms', ready: heading },
  { name: 'privacy', path: '/privacy', ready: heading },
  { name: '404', path: '/no-such-page-a11y', ready: byTestId('not-found') },
];

const PROFILE_TABS = ['details', 'addresses', 'alerts', 'security', 'data', 'newsletter', 'support'] as const;

const growerScreens = (): Screen[] => [
  { name: 'home (signed in), menu open', path: '/', ready: heading, act: openMenu },
  { name: 'cart', path: '/cart', ready: byTestId('cart-page') },
  {
    name: 'cart, "clear the cart?" open',
    path: '/cart',
    ready: byTestId('clear-cart'),
    act: async (page) => {
      await page.getByTestId('clear-cart').click();
      await until('the confirmation', () => page.locator('.mantine-Modal-content').isVisible());
    },
  },
  { name: 'favorites', path: '/favorites', ready: byTestId('favorites-list') },
  { name: 'checkout with items', path: '/checkout', ready: byTestId('place-order') },
  { name: 'orders', path: '/orders', ready: byTestId('orders-list') },
  { name: 'order opened', path: `/orders/${orderId}`, ready: byTestId('order-details') },
  ...PROFILE_TABS.map((tab) => ({
    name: `profile, ${tab} tab`,
    path: tab === 'details' ? '/profile' : `/profile?tab=${tab}`,
    ready: (page: Page) => page.locator(`[data-testid="profile-tab-${tab}"][aria-selected="true"]`),
  })),
  { name: 'notifications', path: '/notifications', ready: byTestId('notifications-page') },
  // Moderation holds the grower's review and comment (see beforeAll): their author sees them, marked.
  { name: 'product page, own review waiting for a moderator', path: `/shop/${productSlug}`, ready: byTestId('review-moderation') },
  { name: 'crop page, own comment waiting for a moderator', path: `/crops/${cropSlug}`, ready: byTestId('comment-moderation') },
  { name: 'crop page, the price alert form', path: `/crops/${cropSlug}`, ready: byTestId('price-alert-form') },
  {
    name: 'product page, favourite toggled (its notification)',
    path: `/shop/${otherProductSlug}`,
    ready: byTestId('favorite-button'),
    act: async (page) => {
      await page.getByTestId('favorite-button').first().click();
      await until('the notification', () => page.locator('.mantine-Notification-root').first().isVisible());
    },
    only: '.mantine-Notifications-root',
  },
  { name: 'admin, refused to a customer', path: '/admin', ready: byTestId('admin-only') },
];

const adminScreens = (): Screen[] => [
  // The charts (recharts SVG) drawn, not only the figures.
  { name: 'admin dashboard', path: '/admin', ready: (page) => page.getByTestId('chart-status').locator('svg.recharts-surface') },
  { name: 'admin orders', path: '/admin/orders', ready: byTestId('admin-order-row') },
  { name: 'admin order drawer', path: `/admin/orders/${orderId}`, ready: byTestId('admin-order-detail') },
  { name: 'admin users', path: '/admin/users', ready: byTestId('admin-user-row') },
  { name: 'admin user drawer', path: `/admin/users/${growerId}`, ready: byTestId('admin-user-detail') },
  { name: 'admin moderation, reviews', path: '/admin/moderation', ready: byTestId('moderation-item') },
  { name: 'admin moderation, comments', path: '/admin/moderation/comments', ready: byTestId('moderation-item') },
  { name: 'admin moderation, products', path: '/admin/moderation/products', ready: byTestId('admin-moderation-list') },
  { name: 'admin products', path: '/admin/products', ready: byTestId('admin-product-row') },
  { name: 'admin market prices', path: '/admin/prices', ready: byTestId('admin-price-row') },
  { name: 'admin settings', path: '/admin/settings', ready: byTestId('setting-shipping_fee-input') },
  { name: 'admin reports', path: '/admin/reports', ready: byTestId('report-start') },
  { name: 'admin backups', path: '/admin/backups', ready: byTestId('admin-backups-list') },
  { name: 'admin audit log', path: '/admin/audit', ready: byTestId('audit-row') },
  { name: 'admin, unknown section', path: '/admin/no-such-section', ready: byTestId('admin-unknown-section') },
];

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();

  // The grower: a favourite, an order, and a product left in the cart for the checkout.
  const registered = await api<{ access_token: string; user: { id: string } }>('POST', '/auth/register', null, {
    first_name: 'Hoda',
    last_name: 'Mansour',
    email: growerEmail,
    password: GROWER_PASSWORD,
  });
  const token = registered.access_token;
  growerId = String(registered.user.id);
  const products = await api<ListedProduct[]>('GET', '/products?limit=50&is_available=true', null);
  const [first, second] = products.filter((p) => p.is_available && (p.stock_quantity ?? 0) >= 5 && p.slug);
  expect(first && second).toBeTruthy();
  productSlug = first!.slug!;
  otherProductSlug = second!.slug!;
  await api('POST', '/favorites/add', token, { product_id: first!.id });
  await api('POST', '/cart/add', token, { product_id: first!.id, quantity: 1 });
  const order = await api<{ id: string }>(
    'POST',
    '/orders',
    token,
    {
      shipping_address: { first_name: 'Hoda', last_name: 'Mansour', phone: '+20 1001234567', address: '12 Canal Street', city: 'Ismailia', country: 'Egypt' },
      payment_method: 'cod',
    },
    { 'idempotency-key': `a11y-${Date.now()}` },
  );
  orderId = String(order.id);
  await api('POST', '/cart/add', token, { product_id: second!.id, quantity: 2 });

  // A crop with guides, so its page has the guide reader.
  const crops = await api<{ id: string; slug: string }[]>('GET', '/crops?limit=100', null);
  let cropId = '';
  for (const crop of crops) {
    if ((await api<unknown[]>('GET', `/crops/${crop.id}/guides`, null)).length > 0) {
      [cropId, cropSlug] = [String(crop.id), crop.slug];
      break;
    }
  }
  expect(cropSlug).not.toBe('');

  // The administrator confirms the order (the audit log and the grower's notifications have a row) and turns
  // moderation on, so the grower's comment and review wait in the moderation queues.
  const adminToken = (await api<{ access_token: string }>('POST', '/auth/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).access_token;
  await api('PUT', `/admin/orders/${orderId}/status`, adminToken, { status: 'confirmed' });
  await api('PUT', '/admin/settings/moderation_enabled', adminToken, { value: true });
  await api('POST', `/comments/crop/${cropId}`, token, { body: 'Sowing in rows made the weeding much easier this season.' });
  await api('POST', `/products/${first!.id}/reviews`, token, { rating: 4, body: 'Good seed, nearly all of it came up.' });

  const phone = { viewport: PHONE, serviceWorkers: 'block' as const };
  visitor = await browser.newContext(phone);
  grower = await browser.newContext(phone);
  admin = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  await Promise.all([signIn(grower, growerEmail, GROWER_PASSWORD), signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Each area in both languages, one after the other in its own context; the three areas run side by side. An axe run
 * costs about 1.5 s of CPU on a 2-core machine (its script is injected and run per screen), and the three areas share
 * the two cores: about 110 screens take 5 to 7 minutes in all.
 */
const AREA_TIMEOUT = 540_000;

async function auditArea(expect: ExpectStatic, context: BrowserContext, screens: () => Screen[], name: string): Promise<void> {
  const findings: Finding[] = [];
  for (const lang of LANGUAGES) findings.push(...(await auditScreens(context, lang, screens())));
  expectNone(expect, findings, name);
}

describe('accessibility (WCAG 2.0 and 2.1, A and AA) in English and Arabic', () => {
  it.concurrent('the storefront for a visitor, on a phone: no serious or critical violation', ({ expect }) => auditArea(expect, visitor, visitorScreens, 'visitor'), AREA_TIMEOUT);
  it.concurrent("the grower's screens, on a phone: no serious or critical violation", ({ expect }) => auditArea(expect, grower, growerScreens, 'grower'), AREA_TIMEOUT);
  it.concurrent('the admin sections, on a desktop: no serious or critical violation', ({ expect }) => auditArea(expect, admin, adminScreens, 'admin'), AREA_TIMEOUT);
});
