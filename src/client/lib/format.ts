import type { Language } from '../i18n';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/**
 * Formatters are made once per language and options and kept: making one costs far more than using it, and a shop
 * page formats dozens of prices in one render (on a cheap phone that showed in the page's first long task).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
/** Left-to-right and Arabic letter marks that Intl puts around a percent sign in Arabic. */
const DIRECTION_MARKS = /[\u200E\u200F\u061C]/g;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(store: Map<string, F>, key: string, make: () => F): F {
  let format = store.get(key);
  if (!format) {
    format = make();
    store.set(key, format);
  }
  return format;
}

const monthFormat = (language: Language) =>
  kept(
    dateFormats,
    `month ${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        month: 'long',
        year: 'numeric',
        numberingSystem: 'latn',
        timeZone: 'UTC',
      }),
  );

/** "January 2027" / "يناير 2027" from a `YYYY-MM` month, with Western digits in both languages. */
export function formatMonth(yearMonth: string, language: Language): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month) return yearMonth;
  return monthFormat(language).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "15 Mar 2027, 14:05" / "15 مارس 2027، 14:05", with Western digits in both languages. */
export function formatDateTime(date: Date | string, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  const format = kept(
    dateFormats,
    `datetime ${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        numberingSystem: 'latn',
      }),
  );
  return format.format(value);
}

/** "1,250" / "1,250.5" in the language's grouping, with Western digits in both languages (prices, counts). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  const format = kept(
    numberFormats,
    `${language} ${maximumFractionDigits}`,
    () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits, numberingSystem: 'latn' }),
  );
  return format.format(value);
}

/**
 * "82.5%" in both languages, from a figure already in percent (82.5): Intl's percent of `ar-EG` with Western digits,
 * so every screen puts the sign on the number's right and none writes "%82.5" or "82.5 ٪" by hand. Intl's direction
 * marks are left out: a Western number with its sign reads left to right in Arabic text by itself, and the screens
 * that put a figure inside a sentence isolate it as they do every figure.
 */
export function formatPercent(
  percent: number,
  language: Language,
  maximumFractionDigits = 1,
  minimumFractionDigits = 0,
): string {
  const format = kept(
    numberFormats,
    `${language} percent ${minimumFractionDigits}-${maximumFractionDigits}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'percent',
        minimumFractionDigits,
        maximumFractionDigits,
        numberingSystem: 'latn',
      }),
  );
  return format.format(percent / 100).replace(DIRECTION_MARKS, '');
}

/** The comma between the parts of an address or the items of a list: the Arabic comma '،' on Arabic screens. */
export function joinList(items: readonly string[], language: Language): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}

const collators = new Map<string, Intl.Collator>();

/** The items in the alphabet order of the reader's language, by the name `nameOf` gives them in it. A copy. */
export function sortByName<T>(items: readonly T[], nameOf: (item: T) => string, language: Language): T[] {
  const collator = kept(collators, language, () => new Intl.Collator(LOCALES[language]));
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
