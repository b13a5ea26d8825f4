import type { QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { PRELOADED_QUERIES_ID } from '../../shared/prerender';
import { readStoredUser } from './authToken';

interface PreloadedQuery {
  path: string;
  input?: unknown;
  result: Parameters<typeof superjson.deserialize>[0];
  age: number;
}

function isPreloadedQuery(value: unknown): value is PreloadedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PreloadedQuery>;
  return (
    typeof entry.path === 'string' &&
    /^[\w]+(\.[\w]+)+$/.test(entry.path) &&
    typeof entry.age === 'number' &&
    typeof entry.result === 'object' &&
    entry.result !== null
  );
}

/** The react-query key tRPC gives a query of `path` with `input` (`[['products', 'list'], { input, type: 'query' }]`). */
export function trpcQueryKey(path: string, input: unknown): unknown[] {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/** Puts answers written by the server into react-query, as old as they are; returns how many were usable. */
export function seedQueries(queryClient: QueryClient, entries: readonly unknown[], now = Date.now()): number {
  let seeded = 0;
  for (const entry of entries) {
    if (!isPreloadedQuery(entry)) continue;
    try {
      const data = superjson.deserialize(entry.result);
      queryClient.setQueryData(trpcQueryKey(entry.path, entry.input), data, {
        updatedAt: now - Math.max(0, entry.age),
      });
      seeded += 1;
    } catch {
      // An answer that cannot be read is asked for again by its screen.
    }
  }
  return seeded;
}

/**
 * The answers the server wrote into the page for its first screen (`/shop`, `/shop/{slug}`), put into react-query
 * before the first render: the screen shows them at once instead of asking /trpc again, and they go stale and are
 * asked again like any other answer. Not for an administrator (the server answered as an anonymous visitor; an
 * administrator may be answered more). The element is removed once read.
 */
export function seedPreloadedQueries(queryClient: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(PRELOADED_QUERIES_ID);
  if (!element) return 0;
  element.remove();
  if (readStoredUser()?.role === 'admin') return 0;
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent ?? '');
  } catch {
    return 0;
  }
  return Array.isArray(entries) ? seedQueries(queryClient, entries) : 0;
}
