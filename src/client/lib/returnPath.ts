import { addressIn, plainAddress } from '../../shared/addresses';
import type { Language } from '../i18n';

/** Pages it makes no sense to return to after signing in. */
const NOT_A_TARGET = /^\/(login|signup|reset-password|verify-email)(\/|\?|$)/;

/**
 * A same-site address to return to after signing in, or null: refuses other origins (`//evil.example`,
 * `https://…`, `/\evil`) so `from` cannot become an open redirect, and the sign-in pages themselves in either
 * language (`/ar/login` too). The address keeps its language prefix (`/ar/orders`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return NOT_A_TARGET.test(plainAddress(value)) ? null : value;
}

/**
 * Where to go once signed in: the first safe `from` (the query's, then the history state's), else home, in the
 * language of the page that asks (a reader who switched language on the login page stays in it). A full address
 * (`/ar/orders`): navigate to it with wouter's `~` (absolute).
 */
export function returnTarget(candidates: readonly (string | null | undefined)[], language: Language): string {
  for (const candidate of candidates) {
    const safe = safeReturnPath(candidate);
    if (safe) return addressIn(language, safe);
  }
  return addressIn(language, '/');
}

/**
 * The address of an account page (`/login`, `/signup`) that comes back to `from` afterwards: `from` is the full
 * address (`/ar/orders`, with its language); the result is a path in the router (its base adds `/ar`). Home needs no
 * `from` (it is where the login page goes anyway).
 */
export function accountPageAddress(page: '/login' | '/signup', from: string): string {
  const path = plainAddress(from);
  return path === '/' || path === '' ? page : `${page}?from=${encodeURIComponent(from)}`;
}

/** The login page that comes back to `from` (a full address): the one way every guard and link builds it. */
export function loginAddress(from: string): string {
  return accountPageAddress('/login', from);
}
