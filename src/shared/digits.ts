/*
 * Digits as Egyptian growers type them: on an Arabic keyboard a phone gives Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩), some
 * keyboards the Persian forms (۰۱۲۳۴۵۶۷۸۹), and the Arabic decimal mark (٫). Every number a grower types — a phone, a
 * quantity, a calculator's figure, a bulletin's price — is read through `westernDigits` first, on both sides. Pure.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const ARABIC_DECIMAL_MARK = '\u066B';

/** Arabic-Indic (and Persian) digits as Western ones, the Arabic decimal mark as a point; everything else as it is. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B]/g, (char) => {
    if (char === ARABIC_DECIMAL_MARK) return '.';
    const code = char.charCodeAt(0);
    return String(code >= EXTENDED_ARABIC_INDIC_ZERO ? code - EXTENDED_ARABIC_INDIC_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** Only the digits of what was typed, as Western ones: a whole quantity typed '١٢' or '12 pcs' reads '12'. */
export function digitsOnly(text: string): string {
  return westernDigits(text).replace(/\D/g, '');
}
