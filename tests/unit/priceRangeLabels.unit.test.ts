import { describe, expect, it } from 'vitest';
import { shopAr } from '../../src/client/i18n/shop/ar';
import { shopEn } from '../../src/client/i18n/shop/en';
import { priceRangeBounds } from '../../src/client/lib/priceRanges';

/** The shop's price-range filter: its bounds through the reading-order formatter (src/shared/readingOrder.ts). */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

function wordsIn(catalogue: { shop: { priceRanges: Record<string, string> } }) {
  return (key: 'under' | 'between' | 'over', values: Record<string, string>) =>
    catalogue.shop.priceRanges[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
const egp = (value: number) => value.toLocaleString('en-US');

describe('price-range labels', () => {
  it('write the middle range low–high as one left-to-right piece in Arabic', () => {
    expect(priceRangeBounds('mid_range', egp, wordsIn(shopAr))).toBe(`${LRI}300\u20131,500${PDI} ج.م`);
  });

  it('isolate a single bound, in both languages', () => {
    expect(priceRangeBounds('budget', egp, wordsIn(shopAr))).toBe(`أقل من ${FSI}300${PDI} ج.م`);
    expect(priceRangeBounds('premium', egp, wordsIn(shopAr))).toBe(`${FSI}1,500${PDI} ج.م فأكثر`);
    expect(priceRangeBounds('premium', egp, wordsIn(shopEn))).toBe(`${FSI}1,500${PDI} EGP and over`);
  });

  it('say every bound the catalogues name: no slot left unfilled', () => {
    for (const catalogue of [shopEn, shopAr])
      for (const name of ['budget', 'mid_range', 'premium'] as const)
        expect(priceRangeBounds(name, egp, wordsIn(catalogue))).not.toMatch(/\{\{/);
  });
});
