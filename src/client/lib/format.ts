import type { Language } from '../i18n';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/** "January 2027" / "يناير 2027" from a `YYYY-MM` month, with Western digits in both languages. */
export function formatMonth(yearMonth: string, language: Language): string {
  const [year, month] = yearMonth.split('-').map(Number);
  if (!year || !month) return yearMonth;
  return new Intl.DateTimeFormat(LOCALES[language], {
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
