import { useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { returnTarget } from '../lib/returnPath';
import { useAddressLanguage } from './useAddress';

interface PassedState {
  from?: unknown;
  message?: unknown;
}

/**
 * Where to go after signing in or up: the `from` the guard passed (query or history state), else home, as a full
 * address in the page's language (lib/returnPath.ts); navigate to it with `~` (wouter's absolute path).
 */
export function useRedirectTarget(): string {
  const search = useSearch();
  const state = useHistoryState<PassedState | null>();
  const fromQuery = new URLSearchParams(search).get('from');
  const fromState = typeof state?.from === 'string' ? state.from : null;
  return returnTarget([fromQuery, fromState], useAddressLanguage());
}

/** The message the previous page passed along (history state first, then a `message` query parameter). */
export function usePassedMessage(): string | null {
  const search = useSearch();
  const state = useHistoryState<PassedState | null>();
  if (typeof state?.message === 'string' && state.message) return state.message;
  return new URLSearchParams(search).get('message') || null;
}
