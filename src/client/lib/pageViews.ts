import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isOffline } from './connection';

/*
 * Page views (analytics.track, event 'page_view'): one per route change, fire and forget. Sent with the plain tRPC
 * client (no query cache, no retries), never for the admin area, and not at all while offline: a page view is not
 * worth a request on a network that has none to spare. The path is the pathname only (a query string may carry a
 * search or a token); the session is a random id kept in sessionStorage for the tab's life.
 */

/** The sessionStorage key of the tab's analytics session id. */
export const SESSION_ID_KEY = 'fellah.analyticsSession';
/** The longest path the server accepts in a page view. */
const MAX_PATH = 500;

export interface PageViewInput {
  event: 'page_view';
  data: { path: string; referrer?: string };
  session_id?: string;
}

/** Sends one page view; its answer (or failure) is ignored. */
export type SendPageView = (input: PageViewInput) => Promise<unknown>;

/** Whether a page is counted: any storefront path, not the admin area's. */
export function isTrackedPath(path: string): boolean {
  return path.startsWith('/') && path !== '/admin' && !path.startsWith('/admin/');
}

/** 16 random bytes as 32 hex digits (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function randomSessionId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The tab's session id: the stored one, else a new one stored; without storage, none (the server counts by user or address). */
export function sessionIdFrom(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  make: () => string = randomSessionId,
): string | undefined {
  if (!storage) return undefined;
  try {
    const stored = storage.getItem(SESSION_ID_KEY);
    if (stored && /^[\w.:-]{1,100}$/.test(stored)) return stored;
    const fresh = make();
    storage.setItem(SESSION_ID_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}

/**
 * Where the visitor came from, without a query string: another page of the site as its path, another site as its
 * origin and path; nothing when unknown or not a web address.
 */
export function referrerOf(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin === origin) return url.pathname.slice(0, MAX_PATH);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${url.pathname}`.slice(0, MAX_PATH)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The page view of a path, or null when it is not sent (an admin page, or offline). */
export function pageViewFor(
  path: string,
  referrer: string | undefined,
  sessionId: string | undefined,
  offline: boolean,
): PageViewInput | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (offline || !isTrackedPath(pathname)) return null;
  return {
    event: 'page_view',
    data: { path: pathname.slice(0, MAX_PATH), ...(referrer ? { referrer } : {}) },
    ...(sessionId ? { session_id: sessionId } : {}),
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The path last counted: the referrer of the next in-app page, and a guard against counting one page twice. */
let lastPath: string | null = null;

/**
 * Counts a page view on every route change (the first page's referrer is the document's, later ones the previous
 * page). Never waits, never retries, never shows an error.
 */
export function usePageViews(send: SendPageView): void {
  const [location] = useLocation();
  useEffect(() => {
    if (location === lastPath) return;
    const referrer =
      lastPath === null
        ? referrerOf(document.referrer, window.location.origin)
        : isTrackedPath(lastPath)
          ? lastPath
          : undefined;
    lastPath = location;
    const input = pageViewFor(location, referrer, sessionIdFrom(sessionStorageOrNull()), isOffline());
    if (input) send(input).catch(() => undefined);
  }, [location, send]);
}
