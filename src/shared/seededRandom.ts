/**
 * Deterministic "random" numbers fixed by a text key: the same key always gives the same number. Used where an
 * answer must be reproducible (the climatological weather model, the demo price series). Pure.
 */

/** A 32-bit hash of a text (FNV-1a with a final avalanche). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in (0, 1) fixed by the key. */
export const uniform = (key: string) => (hash32(key) + 0.5) / 4_294_967_296;

/** A standard normal number fixed by the key (Box–Muller). */
export const gaussian = (key: string) =>
  Math.sqrt(-2 * Math.log(uniform(`${key}#a`))) * Math.cos(2 * Math.PI * uniform(`${key}#b`));
