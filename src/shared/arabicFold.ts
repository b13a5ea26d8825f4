/*
 * The one Arabic fold of the shop: what every search, name look-up and city check compares, on both sides. Pure.
 * The SQL function arabic_fold (migrations/0048_arabic_fold.sql) does the same steps in the same order;
 * tests/integration/arabicFold.int.test.ts runs both over the same texts and requires equal answers.
 *
 * 1. Marks dropped: harakat and tanween, shadda, sukun, the dagger alef, Quranic annotation marks, and the tatweel.
 * 2. Letters unified: alef with hamza above or below, alef madda and alef wasla as bare alef; hamza on waw as waw, on
 *    yaa as yaa; taa marbuta as haa; alef maqsura as yaa.
 * 3. Arabic-Indic and Persian digits as Western ones, the Arabic decimal mark as a point.
 * 4. The article ال dropped from the start of each word that keeps at least two Arabic letters after it ("الطماطم" →
 *    "طماطم"; "ال" alone and "الم" stay). A word starts at the start of the text or after any character that is not a
 *    letter (Arabic or ASCII) or a digit: a space, a bracket, the Arabic comma. "بالطماطم" keeps its "ال" (attached
 *    prefixes are the search's business: src/shared/searchWords.ts).
 * Latin text, case and spacing are left as they are.
 */

/** Steps 1–4 as patterns and letter maps, written once so the SQL function's test can print them beside it. */
export const ARABIC_FOLD = {
  marks: /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g,
  from: 'أإآٱؤئةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫',
  to: 'ااااويهي01234567890123456789.',
  article: /(^|[^\u0621-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FFA-Za-z0-9])ال([\u0621-\u064A]{2})/g,
} as const;

const LETTER_MAP = new Map([...ARABIC_FOLD.from].map((c, i) => [c, ARABIC_FOLD.to[i]!]));
const MAPPED = new RegExp(`[${ARABIC_FOLD.from}]`, 'g');

/** A text as the shop compares Arabic: marks and tatweel dropped, letter forms and digits unified, a leading ال per word dropped. */
export function foldArabic(text: string): string {
  return text
    .replace(ARABIC_FOLD.marks, '')
    .replace(MAPPED, (c) => LETTER_MAP.get(c) ?? c)
    .replace(ARABIC_FOLD.article, '$1$2');
}

/** The fold and lower case: the key two names are equal by ("Cairo" and "cairo", "القاهرة" and "قاهره"). */
export function foldedKey(text: string): string {
  return foldArabic(text.trim()).toLowerCase();
}

/**
 * `%text%` for `arabic_fold(column) ilike pattern`: the text folded and trimmed, its `%`, `_` and `\` taken literally;
 * null for a text with nothing to look for.
 */
export function foldedContaining(text: string | null | undefined): string | null {
  const folded = text ? foldArabic(text.trim()) : '';
  return folded ? `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
