import { westernDigits } from '../../shared/digits';

/*
 * Numbers as growers type them into the calculators: Western digits or Arabic-Indic ones (٠١٢٣٤٥٦٧٨٩, also the
 * Persian forms), the Arabic decimal mark (٫) or a point, thousands separated by commas (, ، ٬) or not. Pure.
 */

/**
 * The number in a calculator field, or null when it holds none (empty, or not a number). A comma followed by
 * exactly three digits groups thousands ("12,000"); any other comma, or one right after a leading 0, is taken as a
 * decimal mark ("2,5" = 2.5, "0,085" = 0.085).
 */
export function parseDecimal(text: string | null | undefined): number | null {
  if (text == null) return null;
  let value = westernDigits(text)
    .trim()
    .replace(/[\s\u066C\u00A0\u202F]/g, '');
  if (value === '') return null;
  value = value
    .replace(/^([-+]?0)[،,]/, '$1.')
    .replace(/[،,](?=\d{3}(?:\D|$))/g, '')
    .replace(/[،,]/g, '.');
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A field holds something that is not a number (empty is fine: the calculator just waits). */
export function isNotANumber(text: string | null | undefined): boolean {
  return Boolean(text?.trim()) && parseDecimal(text) === null;
}

/** A figure from the crop guide as the text of a field ('' when the guide has none). */
export function fieldText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
