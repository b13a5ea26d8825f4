import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { addressIn } from '../../src/shared/addresses';
import { eventually } from '../helpers/eventually';
import { RESULTS_DIR, type RunningServer } from './harness';
import { transitionsDone } from './phoneChecks';
import type { MailSink } from './mailSink';
import { type Api, apiOf, verifyByMail } from './steps';

/*
 * Every screen of the storefront and the admin, as screens.e2e.test.ts opens each one (for its axe audit and its phone
 * checks, in one visit). A screen is a path, what shows it is there, and something to do on it (open a drawer, send a form empty). The data the screens
 * need — a grower with a cart, a favourite, an order, a review and a comment waiting for a moderator — is made once by
 * `prepareScreens` through the REST API.
 */

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The administrator the screen suites start the server with (`startServer(SCREENS_SERVER_ENV)`). */
export const SCREENS_ADMIN = { email: 'screens-admin@fellah.eg', password: 'nile-screens-admin-42' } as const;
/**
 * The screen suites open four roles side by side, every one from 127.0.0.1, and the storefront sends public reads
 * without a token: to the per-client limit (600 a minute) they are one client reading fast, and after about two minutes
 * of screens the server answers 429 and a screen shows "could not load". Real growers are one client each; the limit
 * has its own integration tests, so here it is raised.
 */
export const SCREENS_SERVER_ENV = {
  ADMIN_EMAIL: SCREENS_ADMIN.email,
  ADMIN_PASSWORD: SCREENS_ADMIN.password,
  RATE_LIMIT_PER_MINUTE: '6000',
};

/** What `prepareScreens` made: the ids and slugs the screens' paths need, and the grower's credentials. */
export interface ScreenData {
  grower: { email: string; password: string };
  growerId: string;
  cropSlug: string;
  productSlug: string;
  /** A product that is not among the grower's favourites at the start (the toast screen toggles it). */
  otherProductSlug: string;
  orderId: string;
}

export type Role = 'visitor' | 'grower' | 'admin';

export interface Screen {
  /** The name reports and screenshots use. */
  name: string;
  path: string | ((data: ScreenData) => string);
  /** What shows that the screen (not a loader, not a redirect) is there. */
  ready: (page: Page) => Locator;
  /** Something to do once the screen is ready (open a drawer, start a quiz). */
  act?: (page: Page) => Promise<void>;
  /** Audit only this part, at once after `act` (a notification that closes by itself). */
  only?: string;
  /** The screen has a primary action (Add to Cart, Checkout, Login, …): it must be marked `data-primary-action`. */
  primary?: string;
}

export const screenPath = (screen: Screen, data: ScreenData) =>
  typeof screen.path === 'string' ? screen.path : screen.path(data);

/** A file name for the screen: 'crop page, guide open' → 'crop-page-guide-open'. */
export const screenFile = (screen: Screen) =>
  screen.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------------------------
// Waiting

/**
 * Waits until `check` holds, a check that throws (an element not there yet) counting as not yet: `expect.poll` belongs
 * to one test, and suites that run areas side by side wait outside one. Throws, naming what did not happen.
 */
export const until = (what: string, check: () => Promise<boolean>) =>
  eventually(() => check().catch(() => false), { interval: 100, message: what });

/**
 * Waits until the page has stopped loading — no request for a while, no loader, no section still loading — and its
 * transitions (drawers, modals, fades) have ended: axe measures contrast on what is painted, and sizes are measured at
 * rest. The animations themselves are waited for, not a fixed pause: a screen where nothing moves is ready two frames
 * later.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await until(
    'the loaders to go',
    async () => (await page.locator('.mantine-Loader-root:visible, [data-state="loading"]:visible').count()) === 0,
  );
  await transitionsDone(page);
}

/** How many screens the screen suites have open at once (`SCREEN_LANES`, 3 by default; the machine has 2 cores). */
export const SCREEN_LANES = Number(process.env.SCREEN_LANES ?? 3);

/**
 * A pool of `size` lanes: `inLane(work)` runs `work` once a lane is free. The screen suites' tests run side by side
 * (`describe.concurrent`) and each takes a lane for its screen, so the whole list is worked through `size` screens at a
 * time whatever area and language each belongs to: no lane idles while one area still has a long list.
 */
export function lanes(size: number = SCREEN_LANES): <T>(work: () => Promise<T>) => Promise<T> {
  let free = size;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The lane passes straight to the next test waiting, if any.
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

const heading = (page: Page) => page.locator('h1').first();
const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first();

/** Opens the phone menu and waits until it is in. */
async function openMenu(page: Page): Promise<void> {
  await page.locator('[aria-controls="mobile-menu"]').click();
  await until('the menu', () => page.locator('#mobile-menu').isVisible());
}

/**
 * Opens the screen on `page` at its address in `lang`, waits until it shows and has settled, does its
 * `act`, and checks that it is in `lang` (`<html lang dir>`).
 */
export async function openScreen(
  page: Page,
  baseUrl: string,
  screen: Screen,
  data: ScreenData,
  lang: Language,
): Promise<void> {
  // At the screen's address in its language: `/ar/...` for Arabic.
  await page.goto(`${baseUrl}${addressIn(lang, screenPath(screen, data))}`);
  try {
    await until(`${screen.name} (${lang}) to show`, () => screen.ready(page).isVisible());
  } catch (error) {
    // What was there instead, for the report: test-results/screen-not-shown-<screen>-<lang>.png.
    await page
      .screenshot({
        path: join(RESULTS_DIR, `screen-not-shown-${screen.name.replace(/[^a-z0-9]+/gi, '-')}-${lang}.png`),
        fullPage: true,
      })
      .catch(() => undefined);
    throw error;
  }
  await settle(page);
  if (screen.act) {
    await screen.act(page);
    // What closes by itself is audited as soon as it has come in; the rest settles again.
    if (screen.only) await transitionsDone(page);
    else await settle(page);
  }
  const [docLang, docDir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  if (docLang !== lang || docDir !== (lang === 'ar' ? 'rtl' : 'ltr'))
    throw new Error(`${screen.name} (${lang}): <html lang="${docLang}" dir="${docDir}">`);
}

// ---------------------------------------------------------------------------------------------------------------
// The screens

export const visitorScreens: Screen[] = [
  { name: 'home', path: '/', ready: heading },
  { name: 'home, menu open', path: '/', ready: heading, act: openMenu },
  { name: 'crops', path: '/crops', ready: byTestId('active-crops') },
  { name: 'crop page', path: (d) => `/crops/${d.cropSlug}`, ready: byTestId('guide-read') },
  {
    name: 'crop page, guide open',
    path: (d) => `/crops/${d.cropSlug}`,
    ready: byTestId('guide-read'),
    act: async (page) => {
      await page.getByTestId('guide-read').first().click();
      await until('the guide', () => page.locator('.mantine-Modal-content').isVisible());
    },
  },
  { name: 'shop', path: '/shop', ready: heading },
  {
    name: 'product page',
    path: (d) => `/shop/${d.productSlug}`,
    ready: byTestId('back-to-shop'),
    primary: 'Add to Cart',
  },
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
      await until(
        'the field error',
        async () => (await page.getByTestId('project-follow-email').first().getAttribute('aria-invalid')) === 'true',
      );
    },
  },
  {
    name: 'project follow confirmation, a spent link',
    path: '/projects/confirm?token=not-a-real-token-at-all',
    ready: byTestId('project-follow-confirm'),
  },
  { name: 'about', path: '/about', ready: heading },
  { name: 'login', path: '/login', ready: heading, primary: 'Login' },
  { name: 'signup', path: '/signup', ready: heading, primary: 'Create Account' },
  {
    name: 'signup, sent empty (field errors)',
    path: '/signup',
    ready: heading,
    act: async (page) => {
      await page.locator('form button[type="submit"]').click();
      await until('the field errors', async () => (await page.locator('.mantine-InputWrapper-error').count()) > 1);
    },
    primary: 'Create Account',
  },
  {
    name: 'reset password (link without a token)',
    path: '/reset-password',
    ready: heading,
    primary: 'Ask for a new link',
  },
  { name: 'reset password (new password)', path: '/reset-password?token=a11y-not-a-real-token', ready: heading },
  { name: 'verify e-mail (bad link)', path: '/verify-email?token=a11y-not-a-real-token', ready: heading },
  {
    name: 'newsletter confirmation (bad link)',
    path: '/newsletter/confirm?token=a11y-not-a-real-token',
    ready: byTestId('newsletter-confirm'),
  },
  { name: 'terms', path: '/terms', ready: heading },
  { name: 'privacy', path: '/privacy', ready: heading },
  { name: '404', path: '/no-such-page-a11y', ready: byTestId('not-found') },
];

const PROFILE_TABS = ['details', 'addresses', 'alerts', 'credit', 'security', 'data', 'newsletter', 'support'] as const;

export const growerScreens: Screen[] = [
  { name: 'home (signed in), menu open', path: '/', ready: heading, act: openMenu },
  { name: 'cart', path: '/cart', ready: byTestId('cart-page'), primary: 'Proceed to Checkout' },
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
  { name: 'checkout with items', path: '/checkout', ready: byTestId('place-order'), primary: 'Place Order' },
  { name: 'orders', path: '/orders', ready: byTestId('orders-list') },
  { name: 'order opened', path: (d) => `/orders/${d.orderId}`, ready: byTestId('order-details') },
  ...PROFILE_TABS.map(
    (tab): Screen => ({
      name: `profile, ${tab} tab`,
      path: tab === 'details' ? '/profile' : `/profile?tab=${tab}`,
      ready: (page: Page) => page.locator(`[data-testid="profile-tab-${tab}"][aria-selected="true"]`),
    }),
  ),
  { name: 'notifications', path: '/notifications', ready: byTestId('notifications-page') },
  // Moderation holds the grower's review and comment (see prepareScreens): their author sees them, marked.
  {
    name: 'product page, own review waiting for a moderator',
    path: (d) => `/shop/${d.productSlug}`,
    ready: byTestId('review-moderation'),
    primary: 'Add to Cart',
  },
  {
    name: 'crop page, own comment waiting for a moderator',
    path: (d) => `/crops/${d.cropSlug}`,
    ready: byTestId('comment-moderation'),
  },
  { name: 'crop page, the price alert form', path: (d) => `/crops/${d.cropSlug}`, ready: byTestId('price-alert-form') },
  {
    name: 'product page, favourite toggled (its notification)',
    path: (d) => `/shop/${d.otherProductSlug}`,
    ready: byTestId('favorite-button'),
    act: async (page) => {
      await page.getByTestId('favorite-button').first().click();
      await until('the notification', () => page.locator('.mantine-Notification-root').first().isVisible());
    },
    only: '.mantine-Notifications-root',
  },
  { name: 'admin, refused to a customer', path: '/admin', ready: byTestId('admin-only') },
];

export const adminScreens: Screen[] = [
  // The charts (recharts SVG) drawn, not only the figures.
  {
    name: 'admin dashboard',
    path: '/admin',
    ready: (page) => page.getByTestId('chart-status').locator('svg.recharts-surface'),
  },
  { name: 'admin orders', path: '/admin/orders', ready: byTestId('admin-order-row') },
  { name: 'admin order drawer', path: (d) => `/admin/orders/${d.orderId}`, ready: byTestId('admin-order-detail') },
  { name: 'admin users', path: '/admin/users', ready: byTestId('admin-user-row') },
  { name: 'admin user drawer', path: (d) => `/admin/users/${d.growerId}`, ready: byTestId('admin-user-detail') },
  { name: 'admin moderation, reviews', path: '/admin/moderation', ready: byTestId('moderation-item') },
  { name: 'admin moderation, comments', path: '/admin/moderation/comments', ready: byTestId('moderation-item') },
  { name: 'admin moderation, products', path: '/admin/moderation/products', ready: byTestId('admin-moderation-list') },
  { name: 'admin products', path: '/admin/products', ready: byTestId('admin-product-row') },
  { name: 'admin market prices', path: '/admin/prices', ready: byTestId('admin-price-row') },
  { name: 'admin settings', path: '/admin/settings', ready: byTestId('setting-shipping_fee-input') },
  { name: 'admin delivery zones', path: '/admin/shipping', ready: byTestId('shipping-zone-form') },
  { name: 'admin reports', path: '/admin/reports', ready: byTestId('report-start') },
  { name: 'admin backups', path: '/admin/backups', ready: byTestId('admin-backups-list') },
  { name: 'admin audit log', path: '/admin/audit', ready: byTestId('audit-row') },
  {
    name: 'admin system',
    path: '/admin/system',
    ready: (page) => page.getByTestId('chart-system-requests').locator('svg.recharts-surface'),
  },
  { name: 'admin, unknown section', path: '/admin/no-such-section', ready: byTestId('admin-unknown-section') },
];

export const SCREENS: Record<Role, Screen[]> = { visitor: visitorScreens, grower: growerScreens, admin: adminScreens };

// ---------------------------------------------------------------------------------------------------------------
// The data and the people

interface ListedProduct {
  id: string;
  slug: string | null;
  is_available: boolean;
  stock_quantity: number | null;
}

/**
 * Makes what the screens show, through the REST API of a server started with `SCREENS_SERVER_ENV` and `SMTP_URL` at
 * `sink`: a grower (their e-mail verified through the mailed link) with a favourite, a confirmed order and a product left in the cart; a crop with guides; moderation turned on, so the
 * grower's comment and review wait in the moderation queues.
 */
export async function prepareScreens(server: RunningServer, sink: MailSink, prefix: string): Promise<ScreenData> {
  const api: Api = apiOf(() => server);
  const grower = { email: `${prefix}-grower-${Date.now()}@example.com`, password: 'nile-screens-grower-7' };
  const registered = await api<{ access_token: string; user: { id: string } }>('POST', '/auth/register', null, {
    first_name: 'Hoda',
    last_name: 'Mansour',
    ...grower,
  });
  const token = registered.access_token;
  // Reviews need a verified address: the grower opens the link the sign-up mailed.
  await verifyByMail(sink, grower.email, { api });
  const products = await api<ListedProduct[]>('GET', '/products?limit=50&is_available=true', null);
  const [first, second] = products.filter((p) => p.is_available && (p.stock_quantity ?? 0) >= 5 && p.slug);
  if (!first || !second) throw new Error('the demo shop has fewer than two products with 5 in stock');
  await api('POST', '/favorites/add', token, { product_id: first!.id });
  await api('POST', '/cart/add', token, { product_id: first!.id, quantity: 1 });
  const order = await api<{ id: string }>(
    'POST',
    '/orders',
    token,
    {
      shipping_address: {
        first_name: 'Hoda',
        last_name: 'Mansour',
        phone: '+20 1001234567',
        address: '12 Canal Street',
        city: 'Ismailia',
        country: 'Egypt',
      },
      payment_method: 'cod',
    },
    { 'idempotency-key': `${prefix}-${Date.now()}` },
  );
  await api('POST', '/cart/add', token, { product_id: second!.id, quantity: 2 });

  // A crop with guides, so its page has the guide reader.
  const crops = await api<{ id: string; slug: string }[]>('GET', '/crops?limit=100', null);
  let crop: { id: string; slug: string } | undefined;
  for (const candidate of crops) {
    if ((await api<unknown[]>('GET', `/crops/${candidate.id}/guides`, null)).length > 0) {
      crop = candidate;
      break;
    }
  }
  if (!crop) throw new Error('no crop of the demo has a guide');

  // The administrator confirms the order (the audit log and the grower's notifications have a row) and turns
  // moderation on, so the grower's comment and review wait in the moderation queues.
  const adminToken = (await api<{ access_token: string }>('POST', '/auth/login', null, SCREENS_ADMIN)).access_token;
  await api('PUT', `/admin/orders/${order.id}/status`, adminToken, { status: 'confirmed' });
  await api('PUT', '/admin/settings/moderation_enabled', adminToken, { value: true });
  await api('POST', `/comments/crop/${crop!.id}`, token, {
    body: 'Sowing in rows made the weeding much easier this season.',
  });
  await api('POST', `/products/${first!.id}/reviews`, token, {
    rating: 4,
    body: 'Good seed, nearly all of it came up.',
  });

  return {
    grower,
    growerId: String(registered.user.id),
    cropSlug: crop!.slug,
    productSlug: first!.slug!,
    otherProductSlug: second!.slug!,
    orderId: String(order.id),
  };
}

/** Signs the context in through the login form (in English, before any language is chosen). */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/^Email( \*)?$/).fill(credentials.email);
    await page.getByLabel(/^Password( \*)?$/).fill(credentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  } finally {
    await page.close();
  }
}

/**
 * A browser context for the role: signed in as the grower or the administrator (through the login form), or a visitor;
 * with `lang` remembered when given (set before the app's first script, as a reader's earlier choice would be).
 */
export async function roleContext(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions,
  role: Role,
  data: ScreenData,
  lang?: Language,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (role !== 'visitor') await signInContext(context, baseUrl, role === 'admin' ? SCREENS_ADMIN : data.grower);
  if (lang) await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  return context;
}
