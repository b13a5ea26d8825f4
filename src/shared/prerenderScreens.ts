/*
 * Which screen the server paints for an address (src/server/storefrontPage.ts) and the app hydrates with that screen
 * already loaded (src/client/App.tsx, `preloadScreen`): both read this table, so they never disagree on a page.
 *
 * The route table of the app (src/client/App.tsx) is repeated here as its paths, so the server knows an address no
 * route takes (the 404 screen) without loading the app; tests/unit/prerenderScreens.unit.test.ts checks the two agree.
 */

/** The screens painted from their address alone (their data, when any, is not per address). */
export type StaticScreenName = 'calculators' | 'quizzes' | 'projects' | 'about' | 'terms' | 'privacy';

/** Every screen the server may paint. */
export type PaintedScreenName = 'home' | 'shop' | 'product' | 'crops' | 'crop' | StaticScreenName | 'notFound';

/** The static screens by their path (without the language prefix or a trailing slash). */
export const STATIC_SCREENS: Readonly<Record<string, StaticScreenName>> = {
  '/calculators': 'calculators',
  '/quizzes': 'quizzes',
  '/projects': 'projects',
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

/** The paths of the app's routes, written as wouter takes them (`:name` a part, `:name?` an optional one, `*?` the rest). */
export const APP_ROUTE_PATHS: readonly string[] = [
  '/',
  '/crops',
  '/crops/:slug',
  '/shop',
  '/shop/:slug',
  '/calculators',
  '/quizzes',
  '/projects',
  '/projects/confirm',
  '/about',
  '/login',
  '/signup',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/terms',
  '/privacy',
  '/cart',
  '/favorites',
  '/profile',
  '/orders/:orderId/payment',
  '/orders/:orderId?',
  '/notifications',
  '/checkout',
  '/admin/*?',
];

/** A route's path as a pattern over a path without its trailing slash (wouter's own matching, for these forms). */
function routePattern(path: string): RegExp {
  if (path === '/') return /^\/?$/;
  const parts = path
    .split('/')
    .slice(1)
    .map((part) => {
      if (part === '*?') return '(?:/.*)?';
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('')}$`, 'i');
}

const ROUTE_PATTERNS = APP_ROUTE_PATHS.map(routePattern);

/** Whether a route of the app takes `plain` (a path without the language prefix). */
export function isAppRoute(plain: string): boolean {
  const path = plain.replace(/\/+$/, '') || '/';
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * The screen painted at `plain` (a path without the language prefix; any query is the caller's to judge), or null for
 * an address of the app the server does not paint (the account, cart and admin screens).
 */
export function paintedScreenOf(plain: string): PaintedScreenName | null {
  const path = plain.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/shop') return 'shop';
  if (path === '/crops') return 'crops';
  if (/^\/shop\/[^/]+$/.test(path)) return 'product';
  if (/^\/crops\/[^/]+$/.test(path)) return 'crop';
  const fixed = STATIC_SCREENS[path];
  if (fixed) return fixed;
  return isAppRoute(path) ? null : 'notFound';
}
