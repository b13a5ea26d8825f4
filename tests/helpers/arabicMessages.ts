/*
 * Whether an answer's message is Arabic (issue 22: the server speaks the caller's language), for the whole-surface
 * tests: Arabic letters, and no Latin word but the request's own words (field names, values), the values the message
 * quotes (its `details`: the choices of a list), codes (`EGP`, `PDF`, `FL-2026-000032`), identifiers (`sort_by`,
 * `price_asc`), paths, e-mail addresses and JSON's own words.
 */

/** The header of a caller who reads Arabic (a grower's phone). */
export const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9' };

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** JSON's own words, quoted as they are typed ("true أو false"). */
const JSON_WORDS = new Set(['true', 'false', 'null']);

/** The words of a value as JSON carries it (keys and strings, at any depth). */
function wordsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const word of value.match(/[A-Za-z]+/g) ?? []) into.add(word.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) wordsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      wordsOf(key, into);
      wordsOf(item, into);
    }
  }
  return into;
}

/** The Latin words of a message that are neither allowed nor a code or identifier: an English leak. */
function englishIn(message: string, allowed: Set<string>): string[] {
  // Identifiers and codes as a whole first (sort_by, price_asc, FL-2026-000032, e-mail addresses, a path, {a, b}).
  const rest = message.replace(/[\w.+-]+@[\w.-]+|\/[\w/{}.-]+|\{[\w, ]+\}|[A-Za-z0-9]*[_\d][A-Za-z0-9_-]*/g, ' ');
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => word !== word.toUpperCase() && !allowed.has(word.toLowerCase()) && !JSON_WORDS.has(word),
  );
}

/**
 * Why the answer's `message` is not Arabic, or null: `request` holds the request's parts whose words the message may
 * quote (its body, path values, query, the route's path).
 */
export function arabicProblem(body: { message: string; details?: unknown }, request: unknown[]): string | null {
  const message = String(body.message);
  if (!ARABIC_LETTER.test(message)) return `not Arabic: ${message}`;
  const english = englishIn(message, wordsOf([...request, body.details ?? null]));
  return english.length > 0 ? `English words ${english.join(', ')} in: ${message}` : null;
}
