import { useMemo } from 'react';
import { useFormatPrice } from '../hooks/useFormatPrice';
import { useLanguage } from '../hooks/useLanguage';
import type { Language } from '../i18n';
import { formatDateTime, formatNumber, formatPercent } from './format';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/** "15 Mar 2027" / "15 مارس 2027" from a calendar day `YYYY-MM-DD`, with Western digits in both languages. */
export function formatDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(date);
}

/** "15 Mar" / "15 مارس": a short label of a day for chart axes. */
export function formatShortDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(date);
}

/** A day `YYYY-MM-DD` in Egypt (Africa/Cairo), `days` after `date` (negative: before). */
export function egyptDay(date: Date, days = 0): string {
  const shifted = new Date(date.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

/** A number of bytes as "12.5 MB" (Western digits, the unit in Latin letters in both languages). */
export function formatBytes(bytes: number, language: Language): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `\u2068${formatNumber(value, language, unit === 0 ? 0 : 1)} ${units[unit]}\u2069`;
}

/** The admin screens' figures in the reader's language: money, counts, percentages, days and times. */
export interface AdminFormat {
  language: Language;
  money: (amount: number) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
  day: (day: string) => string;
  dateTime: (value: Date | string | null | undefined) => string;
}

export function useAdminFormat(): AdminFormat {
  const { language } = useLanguage();
  const price = useFormatPrice();
  return useMemo(
    () => ({
      language,
      money: (amount: number) => price(amount),
      count: (value: number) => `\u2068${formatNumber(value, language, 0)}\u2069`,
      percent: (value: number) => `\u2068${formatPercent(value, language)}\u2069`,
      day: (day: string) => formatDay(day, language),
      dateTime: (value: Date | string | null | undefined) => (value ? formatDateTime(value, language) : '—'),
    }),
    [language, price],
  );
}
