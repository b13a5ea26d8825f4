import { readAuthToken } from './authToken';

/** Where the server serves Bull Board (the job queues' screen), for administrators only. */
export const BULL_BOARD_PATH = '/admin/queues';
/** The cookie the server reads the access token from on that path (a new tab cannot send a bearer header). */
export const BULL_BOARD_COOKIE = 'fellah_admin_token';

/** Seconds left before an access token expires (from its `exp` claim), or 0 when it cannot be read. */
export function secondsLeft(token: string, now: number = Date.now()): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - now / 1000)) : 0;
  } catch {
    return 0;
  }
}

/** Hand the access token to Bull Board's path only (SameSite=Strict; Secure over HTTPS). */
export function setBullBoardCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads the token from this cookie on /admin/queues only
  document.cookie = `${BULL_BOARD_COOKIE}=${token}; path=${BULL_BOARD_PATH}; SameSite=Strict${secure}`;
}

/**
 * Open Bull Board in a new tab with the current access token in its cookie. A token about to expire is renewed first
 * (`renew` makes a call, which the client's refresh link renews on a 401); the tab is opened at once, within the click,
 * so no pop-up blocker stops it, and pointed at Bull Board when the token is ready.
 */
export async function openBullBoard(renew: () => Promise<unknown>): Promise<void> {
  const token = readAuthToken();
  if (token && secondsLeft(token) > 30) {
    setBullBoardCookie(token);
    window.open(BULL_BOARD_PATH, '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  try {
    await renew();
  } finally {
    const fresh = readAuthToken();
    if (fresh) setBullBoardCookie(fresh);
    if (tab) {
      tab.opener = null;
      tab.location.href = BULL_BOARD_PATH;
    }
  }
}
