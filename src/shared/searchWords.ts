import { ARABIC_FOLD, foldArabic } from './arabicFold';
import { westernDigits } from './digits';

export { foldArabic };

/*
 * A grower's search words as the product search reads them. Pure; the server turns the groups into
 * one text-search query (src/server/catalogue/products.ts): every group must match (any order), a group matching when
 * any of its forms does. Arabic is folded the way the search document is (src/shared/arabicFold.ts, the SQL
 * arabic_fold of migration 0048), and the prefixes Arabic attaches to a word (و، ف، ب، ك، ل، لل، ال and their pairs:
 * "للطماطم", "والسماد", "بالتنقيط") give the bare word as another form. An English word keeps its form (the English
 * stemmer of the query handles plurals: "tomatoes" is "tomato"); a British "-ise" spelling gets its "-ize" twin
 * ("fertiliser" finds "fertilizer"), and "sulphur" and "sulfur" find each other. Small words that carry no meaning
 * ("for", "في") are left out, so "fertiliser for tomatoes" and "سماد للطماطم" ask for two things each.
 */

/** The most words a search reads (the rest is ignored): each word is one more group in the query. */
export const MAX_SEARCH_WORDS = 8;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'of',
  'to',
  'with',
  'and',
  'in',
  'on',
  'at',
  'by',
  'from',
  'or',
  'my',
  'some',
  'في',
  'من',
  'على',
  'الى',
  'عن',
  'مع',
  'او',
  'ل',
  'ب',
  'و',
  'لل',
  'ال',
  'الي',
]);

/** The forms of an Arabic word with its attached prefixes taken off, longest prefix first ("والسماد" → "سماد"). */
function barePrefixForms(word: string): string[] {
  const forms: string[] = [];
  for (const prefix of ['وبال', 'وال', 'فال', 'بال', 'كال', 'لل']) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 2) forms.push(word.slice(prefix.length));
  }
  // One letter (و، ف، ب، ك، ل) only before at least three more: "بذور" keeps its ب, and "ذور" is only an extra form.
  if (/^[وفبكل]/.test(word) && word.length >= 4) forms.push(word.slice(1));
  return forms;
}

/**
 * The other spelling of a word: "fertiliser" → "fertilizer", "organisation" → "organization" (the American twin of a
 * British "-is-" ending); "sulphur" ↔ "sulfur", "sulphate" ↔ "sulfate".
 */
function otherSpelling(word: string): string | null {
  const twin = word.includes('sulph')
    ? word.replace('sulph', 'sulf')
    : word.includes('sulf')
      ? word.replace('sulf', 'sulph')
      : word.replace(/is(e|er|ers|es|ed|ing|ation|ations)$/, 'iz$1');
  return twin !== word ? twin : null;
}

/** The forms of one word the search accepts (never empty for a word that is kept). */
export function formsOfWord(raw: string): string[] {
  const word = westernDigits(raw).toLowerCase();
  const forms = new Set<string>();
  if (ARABIC_LETTER.test(word)) {
    forms.add(foldArabic(word));
    for (const bare of barePrefixForms(word.replace(ARABIC_FOLD.marks, ''))) forms.add(foldArabic(bare));
  } else {
    forms.add(word);
    const twin = otherSpelling(word);
    if (twin) forms.add(twin);
  }
  return [...forms].filter(Boolean);
}

/**
 * The groups of a search: one per meaningful word (at most MAX_SEARCH_WORDS), each the forms that word may take in a
 * product's text. Empty when nothing searchable is left (only small words or punctuation).
 */
export function searchWordGroups(q: string): string[][] {
  const words = westernDigits(q)
    .toLowerCase()
    .split(/[\s,،;؛/!?؟()"'«»]+/)
    .map((w) => w.replace(/^[-.:]+|[-.:]+$/g, ''))
    .filter((w) => w && !STOP_WORDS.has(w) && !STOP_WORDS.has(foldArabic(w)));
  return words
    .slice(0, MAX_SEARCH_WORDS)
    .map(formsOfWord)
    .filter((forms) => forms.length > 0);
}
