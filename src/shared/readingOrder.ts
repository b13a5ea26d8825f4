/*
 * Figures in the reader's order: one place that writes ranges, dates, signed amounts and codes so that
 * right-to-left text around them neither turns them round nor breaks them. Unicode's bidi isolates do the work (a
 * browser, pdfkit's `rtlPieces` and a mail client all honour them); the screens, the e-mails and the invoice use these
 * rather than writing "–" or "−" beside a number by hand. Pure.
 */

/** First-strong isolate: the text takes its own direction (a Latin name keeps its full stop at its end). */
const FSI = '\u2068';
/** Left-to-right isolate: numbers and their punctuation read left to right in both languages. */
const LRI = '\u2066';
/** Right-to-left isolate. */
const RLI = '\u2067';
/** Pop directional isolate. */
const PDI = '\u2069';
/** No-break space: a date or an amount never breaks at its spaces. */
const NBSP = '\u00A0';
/** The minus sign (not a hyphen): what an amount taken off is written with. */
export const MINUS = '\u2212';

/** A Latin name, a code or a number as one piece in text of either direction ("Wael K.", "FL-2026-000032", "NPK 20-20-20"). */
export const isolated = (text: string): string => `${FSI}${text}${PDI}`;

/** The text's spaces made unbreakable: a date or an amount is never cut across two lines. */
export const keptTogether = (text: string): string => text.replace(/ /g, NBSP);

/**
 * A range low–high, in reading order in both languages: with Western digits an Arabic reader reads a range of
 * figures left to right as on a price board ("6.5–7.8"), so the pair is isolated left to right and an Arabic line
 * cannot turn it into "7.8–6.5". The bounds as given (already formatted); swapped when given high first.
 */
export function formatRange(low: number, high: number, format: (value: number) => string = String): string {
  const [a, b] = low <= high ? [low, high] : [high, low];
  return `${LRI}${format(a)}\u2013${format(b)}${PDI}`;
}

/**
 * An amount with its sign on the reading side: "−247 EGP" in English; in Arabic the minus right before the figure in
 * reading order (to its right), and the currency after it ("−247 ج.م" read from the right), never "247 ج.م−" on the
 * far side. `amount` is the amount already formatted with its currency, without a sign.
 */
export function signedAmount(sign: '+' | '-', amount: string, language: 'en' | 'ar'): string {
  const mark = sign === '-' ? MINUS : '+';
  return language === 'ar' ? `${RLI}${mark}${keptTogether(amount)}${PDI}` : `${mark}${keptTogether(amount)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day in one form per language that never breaks inside: "18 Nov 2026" / "18 نوفمبر 2026" (ar-EG with Western digits,
 * as every figure of the site), isolated so that right-to-left text does not reorder its parts — never the numeric
 * "18-11-2026" that an Arabic line broke as "18-" / "11-2026".
 */
export function formatDay(date: Date | string, language: 'en' | 'ar', timeZone = 'Africa/Cairo'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  const key = `${language} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
      day: 'numeric',
      month: language === 'ar' ? 'long' : 'short',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone,
    });
    dayFormats.set(key, format);
  }
  return isolated(keptTogether(format.format(value).replace(/[\u200E\u200F\u061C]/g, '')));
}
