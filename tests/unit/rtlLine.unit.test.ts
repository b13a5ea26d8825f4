import { describe, expect, it } from 'vitest';
import { rtlPieces } from '../../src/server/orders/rtlLine';

/*
 * A right-to-left line in drawing order (left to right), as the Arabic invoice hands it to pdfkit: Arabic pieces stay
 * in logical order (the font reverses them as it shapes), everything else comes already in the order it is drawn.
 */

const drawn = (line: string) => rtlPieces(line).map((p) => `${p.font === 'arabic' ? 'A' : 'L'}:${p.text}`);

describe('rtlPieces', () => {
  it('keeps an Arabic line whole for the font to shape and reverse', () => {
    expect(drawn('المجموع الفرعي')).toEqual(['A:المجموع الفرعي']);
  });

  it('draws an order number after its label, in one piece', () => {
    expect(drawn('رقم الطلب FL-2026-000032')).toEqual(['L:FL-2026-000032', 'A:رقم الطلب ']);
  });

  it('keeps an amount whole and puts the currency on its left', () => {
    expect(drawn('\u20681,250.00\u2069 ج.م')).toEqual(['A:م', 'L:.', 'A:ج', 'L: ', 'L:1,250.00']);
    expect(drawn('1,250.00 ج.م')).toEqual(['A:م', 'L:.', 'A:ج', 'L: ', 'L:1,250.00']);
  });

  it('orders a date’s numbers around the month name', () => {
    expect(drawn('20 نوفمبر 2026')).toEqual(['L:2026', 'A:نوفمبر ', 'L: ', 'L:20']);
  });

  it('keeps a Latin name, a number with its percent sign and an isolated phone number left to right', () => {
    expect(drawn('Ahmed Hassan')).toEqual(['L:Ahmed Hassan']);
    expect(drawn('Urea 46%')).toEqual(['L:Urea 46%']);
    expect(drawn('\u2068+20 100 123 4567\u2069')).toEqual(['L:+20 100 123 4567']);
    // Without the isolate the plus sign and the groups read right to left, as a browser shows them in Arabic text.
    expect(drawn('+20 100')).toEqual(['L:100', 'L: ', 'L:20', 'L:+']);
  });

  it('reverses the neutrals between Arabic words and mirrors brackets', () => {
    expect(drawn('الدفع عند الحصاد — مستحق')).toEqual(['A:مستحق', 'L: —', 'A:الدفع عند الحصاد ']);
    expect(drawn('الخصم (SAVE10)')).toEqual(['L:(', 'L:SAVE10', 'L:)', 'A:الخصم ']);
  });

  it('drops direction marks, which carry no glyph', () => {
    expect(drawn('\u200fالتاريخ\u200f')).toEqual(['A:التاريخ']);
  });
});
