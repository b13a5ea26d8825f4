import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, chooseEncoding } from '../../src/server/http/answerCache';

const answer = (text: string) => ({
  body: Buffer.from(text),
  etag: `W/"${text.length}"`,
  contentType: 'application/json; charset=utf-8',
});

function cacheAt(clock: { now: number }, opts: { maxBytes?: number; maxAnswerBytes?: number } = {}) {
  return new AnswerCache({ brotliQuality: 4, gzipLevel: 4, ttlMs: 1_000, now: () => clock.now, ...opts });
}

describe('AnswerCache', () => {
  it('keeps an answer until its time is up', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.put('GET /a', cache.stamp, answer('{"a":1}'));
    clock.now = 999;
    expect(cache.get('GET /a')?.body.toString()).toBe('{"a":1}');
    clock.now = 1_000;
    expect(cache.get('GET /a')).toBeUndefined();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it('refuses an answer read before a drop: what it read may be the old content', () => {
    const cache = cacheAt({ now: 0 });
    const stamp = cache.stamp;
    expect(cache.changed()).toBe(0);
    cache.put('GET /a', stamp, answer('old'));
    expect(cache.get('GET /a')).toBeUndefined();
    cache.put('GET /a', cache.stamp, answer('new'));
    expect(cache.get('GET /a')?.body.toString()).toBe('new');
    expect(cache.changed()).toBe(1);
    expect(cache.get('GET /a')).toBeUndefined();
  });

  it('lets the least recently used answers go when full, and keeps no answer larger than allowed', () => {
    const cache = cacheAt({ now: 0 }, { maxBytes: 3 * (100 + 256), maxAnswerBytes: 200 });
    for (const k of ['a', 'b', 'c']) cache.put(k, cache.stamp, answer(k.repeat(100)));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.put('d', cache.stamp, answer('d'.repeat(100)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    cache.put('e', cache.stamp, answer('e'.repeat(201)));
    expect(cache.get('e')).toBeUndefined();
  });

  it('compresses once per encoding and charges the cache for it', () => {
    const cache = cacheAt({ now: 0 });
    const text = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `tomato seed ${i}` })) });
    cache.put('k', cache.stamp, answer(text));
    const kept = cache.get('k')!;
    const before = cache.size.bytes;
    const br = cache.encoded('k', kept, 'br');
    expect(cache.encoded('k', kept, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(cache.encoded('k', kept, 'gzip')).toString()).toBe(text);
    expect(cache.encoded('k', kept, 'identity')).toBe(kept.body);
    expect(cache.size.bytes).toBe(before + br.length + kept.gzip!.length);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['GZIP;Q=0.5', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
