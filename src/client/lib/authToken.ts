/** localStorage key that holds the bearer token of the signed-in user (the accounts issue writes it). */
export const AUTH_TOKEN_KEY = 'authToken';

/** The stored bearer token, or null when signed out or when storage is unavailable. */
export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}
