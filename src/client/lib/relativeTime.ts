import type { Language } from '../i18n';

/*
 * "5 minutes ago" / "قبل 5 دقائق" for the notifications: the largest whole unit, counted down from now. Pure apart
 * from Intl; Western digits in both languages, as every other figure of the site.
 */

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `date` was, as a whole number of the largest fitting unit (0 seconds for under a minute, or for a
 * time a little ahead of this device's clock): under an hour in minutes, under a day in hours, under a week in days,
 * under 30 days in weeks, under a year in months (of 30 days), then years (of 365 days).
 */
export function timeAgo(date: Date, now: Date): { unit: RelativeUnit; count: number } {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return { unit: 'second', count: 0 };
  if (elapsed < HOUR) return { unit: 'minute', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { unit: 'day', count: Math.floor(elapsed / DAY) };
  if (elapsed < 30 * DAY) return { unit: 'week', count: Math.floor(elapsed / (7 * DAY)) };
  if (elapsed < 365 * DAY) return { unit: 'month', count: Math.max(1, Math.floor(elapsed / (30 * DAY))) };
  return { unit: 'year', count: Math.floor(elapsed / (365 * DAY)) };
}

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };
const formatters = new Map<Language, Intl.RelativeTimeFormat>();

/** "now", "5 minutes ago", "yesterday" / "الآن", "قبل 5 دقائق", "أمس". */
export function formatTimeAgo(date: Date | string, language: Language, now: Date = new Date()): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[language], {
      numeric: 'auto',
      numberingSystem: 'latn',
    } as Intl.RelativeTimeFormatOptions);
    formatters.set(language, format);
  }
  const { unit, count } = timeAgo(value, now);
  return format.format(-count, unit);
}
