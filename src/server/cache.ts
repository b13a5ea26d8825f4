import type { Sql } from './db';

/*
 * The server's in-memory caches, by name, so that `POST /admin/cache/clear` can empty them all. A module that keeps
 * a cache registers how to clear it once, when it is loaded: `registerCache('jwt-keys', () => keys.clear())`.
 * A cache kept per database (settings) gets the database to clear its own entry.
 */

/** What a clear is told: the database of the server asking (caches kept per database clear only its entry). */
export interface CacheScope {
  sql: Sql;
}

/** Clear one cache; answer how many entries it dropped when it knows. */
export type CacheClearer = (scope: CacheScope) => number | undefined | Promise<number | undefined>;

/** What was cleared: each cache by name, with the entries dropped when the cache could count them. */
export interface ClearedCache {
  name: string;
  entries: number | null;
}

const caches = new Map<string, CacheClearer>();

/** Register a cache under a name (registering a name again replaces its clearer). */
export function registerCache(name: string, clear: CacheClearer): void {
  caches.set(name, clear);
}

/** The names of the registered caches, sorted. */
export function registeredCaches(): string[] {
  return [...caches.keys()].sort();
}

/** Clear every registered cache, one after the other; a clearer that fails is reported, the others still run. */
export async function clearCaches(scope: CacheScope): Promise<{ cleared: ClearedCache[]; failed: string[] }> {
  const cleared: ClearedCache[] = [];
  const failed: string[] = [];
  for (const name of registeredCaches()) {
    try {
      const entries = await caches.get(name)!(scope);
      cleared.push({ name, entries: typeof entries === 'number' ? entries : null });
    } catch {
      failed.push(name);
    }
  }
  return { cleared, failed };
}
