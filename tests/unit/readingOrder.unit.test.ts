import { describe, expect, it } from 'vitest';
import { formatDay, formatRange, isolated, keptTogether, MINUS, signedAmount } from '../../src/shared/readingOrder';

/** Issue 45, item 6: figures in the reader's order. */
describe('reading order', () => {
  it('writes a range low–high, isolated left to right, whichever bound comes first', () => {
    expect(formatRange(7.8, 8.4, (v) => v.toFixed(1))).toBe('\u20667.8\u20138.4\u2069');
    expect(formatRange(8.4, 7.8, (v) => v.toFixed(1))).toBe('\u20667.8\u20138.4\u2069');
  });

  it('puts the sign of an amount on the reading side', () => {
    expect(signedAmount('-', '247 EGP', 'en')).toBe(`${MINUS}247\u00A0EGP`);
    // Arabic: inside a right-to-left isolate the minus comes first, so it shows to the right of the figure.
    expect(signedAmount('-', '\u2068247\u2069 ج.م', 'ar')).toBe(`\u2067${MINUS}\u2068247\u2069\u00A0ج.م\u2069`);
  });

  it('writes a day in one form that does not break, in both languages', () => {
    const day = new Date('2026-11-18T10:00:00Z');
    expect(formatDay(day, 'en')).toBe('\u206818\u00A0Nov\u00A02026\u2069');
    expect(formatDay(day, 'ar')).toBe('\u206818\u00A0نوفمبر\u00A02026\u2069');
    expect(formatDay('not a date', 'ar')).toBe('');
    expect(formatDay(day, 'ar')).not.toMatch(/[ -]/);
  });

  it('isolates a Latin name so its full stop stays at its end, and keeps text together', () => {
    expect(isolated('Wael K.')).toBe('\u2068Wael K.\u2069');
    expect(keptTogether('1 250 ج.م')).toBe('1\u00A0250\u00A0ج.م');
  });
});
