import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { registerCache } from '../cache';

/*
 * The answers of the cacheable public reads (src/server/http/cacheableReads.ts), kept in memory as they were sent:
 * the JSON bytes, their ETag, and the brotli and gzip forms once a client has asked for them. A hit skips the
 * procedure, its queries, the serialization and the compression: what is left is the hooks every request passes.
 *
 * Kept only for answers asked without an Authorization header (the same for every such visitor), by the request's
 * method and address exactly as sent. Dropped, all at once:
 * - when the database says a watched table changed (the `fellah_public_content` notification, sent at commit by any
 *   process: src/server/publicContent.ts) or the listening connection was re-established;
 * - when this process's projections move. Never by a request as such (point 5: a 404 or a refused call
 *   changes nothing): a signed-in write waits, before it answers, until every notification committed before it has
 *   been heard (`caughtUp` in src/server/publicContent.ts), so its caller reads the change at once;
 * - after TTL_MS at the latest (the reads that follow the date in Egypt: seasonal tasks, price windows), and on
 *   `POST /admin/cache/clear`.
 * A read that began before a drop never stores what it read (the generation it started under is gone).
 */

/** At most this long per answer: the public Cache-Control's max-age. */
export const ANSWER_TTL_MS = 60_000;
/** The cache's whole size (answers and their compressed forms): the least recently used go first. */
export const ANSWER_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** Larger answers are not kept (a 100-item page of products is about 70 kB). */
export const ANSWER_MAX_BYTES = 512 * 1024;

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One kept answer. */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  readonly contentType: string;
  readonly storedAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export interface AnswerCacheOptions {
  maxBytes?: number;
  maxAnswerBytes?: number;
  ttlMs?: number;
  brotliQuality: number;
  gzipLevel: number;
  now?: () => number;
}

export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  private generation = 0;
  private readonly maxBytes: number;
  private readonly maxAnswerBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.maxBytes = options.maxBytes ?? ANSWER_CACHE_MAX_BYTES;
    this.maxAnswerBytes = options.maxAnswerBytes ?? ANSWER_MAX_BYTES;
    this.ttlMs = options.ttlMs ?? ANSWER_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The generation a read starts under: what it reads may be kept only while no drop has happened since. */
  get stamp(): number {
    return this.generation;
  }

  /** How many answers are kept, and their bytes (with their compressed forms). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.bytes };
  }

  /** Drop every answer (the public content changed, or may have). Returns how many were dropped. */
  changed(): number {
    const dropped = this.answers.size;
    this.generation += 1;
    this.answers.clear();
    this.bytes = 0;
    return dropped;
  }

  /** The answer kept for `key`, if it is younger than the TTL (it becomes the most recently used). */
  get(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer === undefined) return undefined;
    this.answers.delete(key);
    if (this.now() - answer.storedAt >= this.ttlMs) {
      this.bytes -= weight(answer);
      return undefined;
    }
    this.answers.set(key, answer);
    return answer;
  }

  /** Keep an answer read under `stamp`, unless a drop happened since or it is too large. */
  put(key: string, stamp: number, answer: Omit<CachedAnswer, 'storedAt'>): void {
    if (stamp !== this.generation || answer.body.length > this.maxAnswerBytes) return;
    const previous = this.answers.get(key);
    if (previous) {
      this.answers.delete(key);
      this.bytes -= weight(previous);
    }
    const kept: CachedAnswer = { ...answer, storedAt: this.now() };
    this.answers.set(key, kept);
    this.bytes += weight(kept);
    this.evict();
  }

  /** The bytes of the answer kept under `key` in `encoding`, compressed once (as the live compression would) and kept. */
  encoded(key: string, answer: CachedAnswer, encoding: ContentEncoding): Buffer {
    if (encoding === 'identity') return answer.body;
    const kept = answer[encoding];
    if (kept) return kept;
    const made =
      encoding === 'br'
        ? brotliCompressSync(answer.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: this.options.brotliQuality,
              [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : gzipSync(answer.body, { level: this.options.gzipLevel });
    // Only an answer still kept is charged for its new form (one dropped meanwhile is on its way out).
    if (this.answers.get(key) === answer) {
      answer[encoding] = made;
      this.bytes += made.length;
      this.evict();
    }
    return made;
  }

  private evict(): void {
    for (const [key, oldest] of this.answers) {
      if (this.bytes <= this.maxBytes) return;
      this.answers.delete(key);
      this.bytes -= weight(oldest);
    }
  }
}

const weight = (a: CachedAnswer) => a.body.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0) + 256;

/**
 * The encoding to send, from an Accept-Encoding header: brotli if accepted, else gzip, else the bytes as they are
 * (RFC 9110, 12.5.3: `q=0` refuses; `*` stands for any encoding not named).
 */
export function chooseEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The live caches (tests start several apps in one process): `POST /admin/cache/clear` empties them all. */
const live = new Set<AnswerCache>();
registerCache('public-answers', () => [...live].reduce((dropped, cache) => dropped + cache.changed(), 0));

/** A new answer cache, cleared with the others by `POST /admin/cache/clear` until `release` is called. */
export function openAnswerCache(options: AnswerCacheOptions): { cache: AnswerCache; release: () => void } {
  const cache = new AnswerCache(options);
  live.add(cache);
  return { cache, release: () => live.delete(cache) };
}
