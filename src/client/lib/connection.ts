/*
 * What the storefront knows of its connection: the browser's own online flag, and what the last call to the server
 * showed — no answer at all, or an answer the service worker took from its cache because the network gave none in
 * time (it marks those with SAVED_ANSWER_HEADER, lib/publicReads.ts). Either one means the grower is looking at
 * saved pages; the next fresh answer (or the browser's `online` event) ends it.
 */
import { useSyncExternalStore } from 'react';
import { SAVED_ANSWER_HEADER } from './publicReads';

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let serverUnreachable = false;
const listeners = new Set<() => void>();

function update(online: boolean, unreachable: boolean): void {
  if (online === browserOnline && unreachable === serverUnreachable) return;
  browserOnline = online;
  serverUnreachable = unreachable;
  for (const listener of listeners) listener();
}

const onOnline = () => update(true, false);
const onOffline = () => update(false, serverUnreachable);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    browserOnline = navigator.onLine;
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    }
  };
}

/** True while the browser says it is offline or the last call got no fresh answer from the server. */
export function isOffline(): boolean {
  return !browserOnline || serverUnreachable;
}

/** A call was answered: by the server (online again), or by the service worker from its cache (still offline). */
export function reportAnswer(fromSavedPages: boolean): void {
  update(browserOnline, fromSavedPages);
}

/** A call got no answer at all: the network is down or the server cannot be reached. */
export function reportNoAnswer(): void {
  update(browserOnline, true);
}

/**
 * `fetch` for the tRPC links: the same request, and on the way back it tells the connection state whether the
 * answer came from the server, from the service worker's saved copy, or did not come.
 */
export async function fetchWatchingConnection(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    // An abort is the app cancelling a call it no longer needs, not the network failing.
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportNoAnswer();
    throw error;
  }
  reportAnswer(response.headers.has(SAVED_ANSWER_HEADER));
  return response;
}

/** Re-renders when the connection changes; true while offline (see `isOffline`). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
