import { useEffect } from 'react';
import type { CartProductRef, CartState } from './cartTypes';

/*
 * Sign in keeps the intent: a signed-out visitor's Add to Cart or heart sends them to /login; what they asked for is
 * kept in this tab's sessionStorage, marked due when a sign-in (or sign-up) succeeds here (lib/auth.tsx), and carried
 * out once by the cart provider, with the usual confirmation ('{product} added to cart', 'Product added to favorites').
 */

/** What a signed-out visitor asked for before being sent to sign in. */
export type PendingIntent =
  | { kind: 'cart'; product: CartProductRef; quantity: number }
  | { kind: 'favorite'; product: CartProductRef };

/** The intent as kept: when it was asked for, and whether a sign-in has made it due. */
type StoredIntent = PendingIntent & { savedAt: number; due: boolean };

/** The part of `Storage` this needs (sessionStorage in the browser). */
export type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PENDING_INTENT_KEY = 'fellah.pendingIntent';
/** An intent older than this is dropped rather than carried out by a later, unrelated sign-in. */
export const PENDING_INTENT_LIFETIME_MS = 30 * 60_000;

const isProductRef = (value: unknown): value is CartProductRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartProductRef).id === 'string' &&
  (value as CartProductRef).id !== '' &&
  typeof (value as CartProductRef).name === 'string';

/** The stored intent, or null when there is none or it cannot be read (another shape, damaged). */
function readIntent(storage: IntentStorage): StoredIntent | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(PENDING_INTENT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.savedAt !== 'number' || typeof v.due !== 'boolean' || !isProductRef(v.product)) return null;
  if (v.kind === 'favorite') return { kind: 'favorite', product: v.product, savedAt: v.savedAt, due: v.due };
  if (v.kind === 'cart' && Number.isInteger(v.quantity) && (v.quantity as number) >= 1) {
    return { kind: 'cart', product: v.product, quantity: v.quantity as number, savedAt: v.savedAt, due: v.due };
  }
  return null;
}

function writeIntent(storage: IntentStorage, intent: StoredIntent) {
  try {
    storage.setItem(PENDING_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Storage full or unavailable (private mode): the visitor signs in and taps again, as before.
  }
}

/** Keep what the visitor asked for while they sign in (the last request wins). */
export function savePendingIntent(storage: IntentStorage | null, intent: PendingIntent, now: number): void {
  if (storage) writeIntent(storage, { ...intent, savedAt: now, due: false });
}

/** A sign-in succeeded in this tab: the kept intent, if any, may now be carried out. */
export function markPendingIntentDue(storage: IntentStorage | null): void {
  if (!storage) return;
  const intent = readIntent(storage);
  if (intent) writeIntent(storage, { ...intent, due: true });
}

/**
 * The intent to carry out now, taken out of storage so that it happens once; null while no sign-in has made it due.
 * An unreadable or expired intent is dropped.
 */
export function takeDuePendingIntent(storage: IntentStorage | null, now: number): PendingIntent | null {
  if (!storage) return null;
  const stored = readIntent(storage);
  const expired = stored !== null && now - stored.savedAt > PENDING_INTENT_LIFETIME_MS;
  if (stored?.due === false && !expired) return null;
  try {
    storage.removeItem(PENDING_INTENT_KEY);
  } catch {
    return null;
  }
  if (!stored || expired) return null;
  const { savedAt: _savedAt, due: _due, ...intent } = stored;
  return intent;
}

/** This tab's sessionStorage, or null where there is none (the server's render, storage turned off). */
export function tabStorage(): IntentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Once signed in, carry out the intent a sign-in made due (the actions wait for the cart's engine). */
export function useCarryOutPendingIntent(
  signedIn: boolean,
  actions: Pick<CartState, 'addToCart' | 'addFavorite'>,
): void {
  useEffect(() => {
    if (!signedIn) return;
    const intent = takeDuePendingIntent(tabStorage(), Date.now());
    if (intent?.kind === 'cart') void actions.addToCart(intent.product, intent.quantity);
    else if (intent?.kind === 'favorite') void actions.addFavorite(intent.product);
  }, [signedIn, actions]);
}
