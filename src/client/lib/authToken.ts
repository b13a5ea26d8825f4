import type { AuthResult, PublicUser } from './routerTypes';

/**
 * The stored session: the access token, the refresh token and the signed-in user, under the local storage keys
 * the spec names (backend-api.md section 4). Every write goes through here so listeners (the AuthProvider, other
 * tabs through the `storage` event) learn at once when the session starts or ends.
 */
export const AUTH_TOKEN_KEY = 'authToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, disabled); the session then lasts for this page only.
  }
}

/** The stored bearer token, or null when signed out or when storage is unavailable. */
export function readAuthToken(): string | null {
  return read(AUTH_TOKEN_KEY);
}

/** The stored refresh token, or null. */
export function readRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

/** The stored user, with `created_at` back as a Date; null when absent or unreadable. */
export function readStoredUser(): PublicUser | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PublicUser & { created_at: string | Date };
    if (typeof parsed?.id !== 'string' && typeof parsed?.id !== 'number') return null;
    // A grower known by a mobile number alone has no e-mail address.
    if (typeof parsed.email !== 'string' && parsed.email !== null) return null;
    return { ...parsed, created_at: new Date(parsed.created_at) };
  } catch {
    return null;
  }
}

type SessionListener = () => void;
const listeners = new Set<SessionListener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Called after every change of the stored session, in this tab or another one. Returns the unsubscribe. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Keep a new token pair and the user (sign-in, sign-up, refresh). */
export function storeSession(result: AuthResult): void {
  write(AUTH_TOKEN_KEY, result.access_token);
  write(REFRESH_TOKEN_KEY, result.refresh_token);
  write(USER_KEY, JSON.stringify(result.user));
  notify();
}

/** Replace the stored user (after a profile change), keeping the tokens. */
export function storeUser(user: PublicUser): void {
  write(USER_KEY, JSON.stringify(user));
  notify();
}

/** Forget the tokens and the user. */
export function clearSession(): void {
  write(AUTH_TOKEN_KEY, null);
  write(REFRESH_TOKEN_KEY, null);
  write(USER_KEY, null);
  notify();
}
