import { createHash } from 'node:crypto';

/**
 * How long a cacheable public read may be kept by a browser, the service worker's fetches or a CDN: fresh for a minute,
 * then served stale for five more while it is asked again in the background. An administrator's change reaches every
 * visitor within that minute (six at most from a cache that revalidates in the background).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** A listed read asked with an Authorization header: kept only by that browser, and asked again (ETag) before each use. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Everything else of /api and /trpc, and every error answer: never kept. */
export const NO_STORE = 'no-store';

/** A cacheable answer differs by these request headers (the encoding it was compressed for; a token may change it). */
export const CACHEABLE_VARY = ['accept-encoding', 'authorization'] as const;

/**
 * A weak ETag of an answer's bytes as the procedure made them (before compression, so the brotli, gzip and plain
 * answers share it: weak, because they are equivalent rather than byte-identical). SHA-1 is used as a fast
 * fingerprint of our own output, not for security: about 0.05 ms for the 27 kB product list.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The entity tags of an If-None-Match header (`*` included), as sent. */
const ENTITY_TAGS = /\*|(?:W\/)?"[^"]*"/g;

/** Whether an If-None-Match header names `etag`, by the weak comparison GET uses (RFC 9110, 13.1.2), or is `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return (header.match(ENTITY_TAGS) ?? []).some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * The Cache-Control of an /api or /trpc answer. Only a successful (200) cacheable read may be kept: publicly when it
 * was asked without an Authorization header, else privately and revalidated each time. Nothing else is kept.
 */
export function cacheControlFor(answer: { cacheableRead: boolean; authorization: boolean; status: number }): string {
  if (!answer.cacheableRead || answer.status !== 200) return NO_STORE;
  return answer.authorization ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
}

/** A Vary header value with `names` added to what it already says (kept as it is when it says `*`). */
export function withVary(current: string | undefined, names: readonly string[]): string {
  const present = (current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (present.includes('*')) return '*';
  const lower = new Set(present.map((name) => name.toLowerCase()));
  return [...present, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(', ');
}
