import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  calculateSeed,
  DEFAULT_GERMINATION_RATE,
  isSeedOf,
  parseSeedPack,
  seedPackOf,
  seedPacksToBuy,
} from '../../src/shared/calculators';

/** Issue 45, item 5: the seed calculator suggests seed of the chosen crop only, in the packs that cover the need. */

interface DemoProduct {
  slug: string;
  category: string;
  crops: string[];
  specifications: Record<string, string>;
}
interface GuideCrop {
  slug: string;
  seed_rate_kg_per_feddan: number | null;
}
const products = JSON.parse(readFileSync('content/demo/products.json', 'utf8')) as DemoProduct[];
const crops = JSON.parse(readFileSync('content/reference/crops.json', 'utf8')) as GuideCrop[];
const seedsOf = (slug: string) => products.filter((p) => isSeedOf(slug, p));

describe('seed packs', () => {
  it('reads a pack by weight or by count, with its germination rate', () => {
    expect(parseSeedPack('1,000 seeds', '95%')).toEqual({ grams: null, seeds: 1000, germination: 95 });
    expect(parseSeedPack('100 g (about 30,000 seeds)', '90%')).toEqual({ grams: 100, seeds: null, germination: 90 });
    expect(parseSeedPack('25 kg jute sack', null)).toEqual({ grams: 25_000, seeds: null, germination: null });
    expect(parseSeedPack('5 packets', '80–90% depending on herb')).toBeNull();
  });

  it('2 feddan of tomato (118 g at 85 %) take 32 packs of 1,000 seeds at 95 %, not one', () => {
    const need = calculateSeed({ area: 2, seedRate: 0.05 })!.seedsNeeded;
    expect(need * 1000).toBeCloseTo(117.6, 1);
    // 117.6 g × 85/95 = 105.3 g of seed that sprouts as well; at 300 seeds a gram, 31,579 seeds: 32 packs.
    expect(seedPacksToBuy(need, DEFAULT_GERMINATION_RATE, 'tomato', parseSeedPack('1,000 seeds', '95%')!)).toBe(32);
    // In 50 g packets at 85 %: three.
    expect(seedPacksToBuy(need, DEFAULT_GERMINATION_RATE, 'tomato', parseSeedPack('50 g', '85%')!)).toBe(3);
  });

  it('offers for tomato only tomato seed (no sweet pepper), and no mixed collection for basil', () => {
    expect(
      seedsOf('tomato')
        .map((p) => p.slug)
        .sort(),
    ).toEqual([
      'edkawi-tomato-local-variety-50g',
      'seminis-super-strain-b-tomato-100g',
      'syngenta-determinate-tomato-hybrid-f1-1000-seeds',
    ]);
    expect(seedsOf('basil')).toEqual([]);
  });

  const withSeed = crops.filter((crop) => seedsOf(crop.slug).length > 0);
  it('covers the crops of the guide that the shop sells seed of', () => {
    expect(withSeed.map((c) => c.slug).sort()).toEqual(
      [
        'cantaloupe',
        'cucumber',
        'faba-bean',
        'maize',
        'molokhia',
        'onion',
        'potato',
        'squash',
        'sweet-pepper',
        'tomato',
        'watermelon',
        'wheat',
      ].sort(),
    );
  });

  for (const crop of withSeed) {
    it(`${crop.slug}: every suggestion is its seed, and its packs cover the need of 1 and of 5 feddan`, () => {
      expect(crop.seed_rate_kg_per_feddan, crop.slug).toBeGreaterThan(0);
      for (const area of [1, 5]) {
        const need = calculateSeed({ area, seedRate: crop.seed_rate_kg_per_feddan! })!.seedsNeeded;
        for (const product of seedsOf(crop.slug)) {
          expect(product.crops).toEqual([crop.slug]);
          const pack = seedPackOf(product);
          expect(pack, product.slug).not.toBeNull();
          const packs = seedPacksToBuy(need, DEFAULT_GERMINATION_RATE, crop.slug, pack!);
          expect(packs, product.slug).not.toBeNull();
          // Enough, and not a pack more than enough: n packs cover the need and n − 1 do not.
          const grams = need * 1000 * (pack!.germination ? DEFAULT_GERMINATION_RATE / pack!.germination : 1);
          const perPack =
            pack!.grams ??
            pack!.seeds! /
              { tomato: 300, 'sweet-pepper': 150, cucumber: 35, cantaloupe: 33, squash: 7 }[crop.slug as 'tomato']!;
          expect(packs! * perPack).toBeGreaterThanOrEqual(grams - 1e-6);
          if (packs! > 1) expect((packs! - 1) * perPack).toBeLessThan(grams);
        }
      }
    });
  }
});
