import type { Language } from '../i18n';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/**
 * Formatters are made once per language and options and kept: making one costs far more than using it, and a shop
 * page formats dozens of prices in one render (on a cheap phone that showed in the page's first long task).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
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
  kept(dateFormats, `month ${language}`, () => new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' }));

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
    () => new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', numberingSystem: 'latn' }),
  );
  return format.format(value);
}

/** "1,250" / "1,250.5" in the language's grouping, with Western digits in both languages (prices, counts). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  const format = kept(numberFormats, `${language} ${maximumFractionDigits}`, () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits, numberingSystem: 'latn' }));
  return format.format(value);
}

/** "70.0" / "82.5": always exactly `digits` decimals (the profit margin's one), with Western digits in both languages. */
export function formatFixed(value: number, language: Language, digits: number): string {
  const format = kept(
    numberFormats,
    `${language} fixed ${digits}`,
    () => new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' }),
  );
  return format.format(value);
}
