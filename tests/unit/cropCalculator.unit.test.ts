import { describe, expect, it } from 'vitest';
import { isNotANumber, parseDecimal } from '../../src/client/lib/calculatorInput';
import { westernDigits } from '../../src/shared/digits';
import {
  type GuideCrop,
  cropFigures,
  packWeightKg,
  packsToBuy,
  productPack,
  yieldKgPerFeddan,
} from '../../src/client/lib/cropCalculator';

describe('numbers as growers type them', () => {
  it.each([
    ['2', 2],
    [' 2.5 ', 2.5],
    ['٢', 2],
    ['١٠٫٥', 10.5],
    ['۳۵۰۰', 3500],
    ['12,000', 12000],
    ['1,234,567', 1234567],
    ['١٢٬٠٠٠', 12000],
    ['2,5', 2.5],
    ['0,085', 0.085],
    ['.5', 0.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each(['', '   ', 'abc', '1.2.3', '5 kg', '--1'])('reads %j as no number', (text) =>
    expect(parseDecimal(text)).toBeNull(),
  );

  it('flags text that is not a number, but not an empty field', () => {
    expect(isNotANumber('abc')).toBe(true);
    expect(isNotANumber('')).toBe(false);
    expect(isNotANumber('٣')).toBe(false);
  });

  it('turns Arabic-Indic digits and the Arabic decimal mark into Western ones', () =>
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩٫')).toBe('0123456789.'));
});

const crop = (fields: Partial<GuideCrop>): GuideCrop =>
  ({
    slug: 'tomato',
    name: 'Tomato',
    name_ar: 'الطماطم',
    plant_density_per_feddan: null,
    avg_weight_per_plant_kg: null,
    seed_rate_kg_per_feddan: null,
    expected_yield_per_feddan: null,
    expected_yield_unit: null,
    ...fields,
  }) as GuideCrop;

describe('a crop of the guide in the calculators', () => {
  it('gives tonnes as kg', () =>
    expect(yieldKgPerFeddan(crop({ expected_yield_per_feddan: 30, expected_yield_unit: 'ton' }))).toBe(30_000));

  it('gives ardab as kg by the crop’s ardab weight (wheat 150 kg)', () => {
    expect(yieldKgPerFeddan(crop({ slug: 'wheat', expected_yield_per_feddan: 19, expected_yield_unit: 'ardab' }))).toBe(
      2_850,
    );
    expect(
      yieldKgPerFeddan(crop({ slug: 'faba-bean', expected_yield_per_feddan: 10, expected_yield_unit: 'ardab' })),
    ).toBe(1_550);
  });

  it('falls back to plants × weight for an ardab crop of unknown weight, else gives nothing', () => {
    const unknownArdab = { slug: 'millet', expected_yield_per_feddan: 12, expected_yield_unit: 'ardab' as const };
    expect(
      yieldKgPerFeddan(crop({ ...unknownArdab, plant_density_per_feddan: 20_000, avg_weight_per_plant_kg: 0.1 })),
    ).toBe(2_000);
    expect(yieldKgPerFeddan(crop(unknownArdab))).toBeNull();
  });

  it('fills the calculators from the guide’s fields, leaving out what the guide lacks', () => {
    expect(
      cropFigures(
        crop({
          plant_density_per_feddan: 9000,
          avg_weight_per_plant_kg: 3.3,
          seed_rate_kg_per_feddan: 0.05,
          expected_yield_per_feddan: 30,
          expected_yield_unit: 'ton',
        }),
      ),
    ).toEqual({ plantDensity: 9000, weightPerPlant: 3.3, seedRate: 0.05, yieldPerFeddan: 30_000 });
    expect(cropFigures(crop({ seed_rate_kg_per_feddan: 60 }))).toEqual({
      plantDensity: null,
      weightPerPlant: null,
      seedRate: 60,
      yieldPerFeddan: null,
    });
  });
});

describe('seed packs from the shop', () => {
  it.each([
    ['30 kg bag', 30],
    ['25 kg jute sack', 25],
    ['1 kg', 1],
    ['50 g', 0.05],
    ['100 g (about 30,000 seeds)', 0.1],
    ['1,000 seeds', null],
    ['500 seeds', null],
    [null, null],
  ])('reads %j as %s kg', (text, kg) => expect(packWeightKg(text)).toBe(kg));

  it('takes the pack from the specification, else from the end of the name', () => {
    expect(
      productPack({ name: 'White Maize Single Cross 10 – 10 kg', specifications: { pack_size: '10 kg bag' } }),
    ).toEqual({ size: '10 kg bag', weightKg: 10 });
    expect(productPack({ name: 'Onion Seeds Giza 6 Mohassan – 1 kg', specifications: {} })).toEqual({
      size: '1 kg',
      weightKg: 1,
    });
    expect(
      productPack({ name: 'Beit Alpha Cucumber (1,000 seeds)', specifications: { pack_size: '1,000 seeds' } }),
    ).toEqual({ size: '1,000 seeds', weightKg: null });
  });

  it('buys enough whole packs, at least one', () => {
    expect(packsToBuy(10 / 0.85, 10)).toBe(2); // 11.76 kg in 10 kg bags
    expect(packsToBuy(20, 10)).toBe(2);
    expect(packsToBuy(20.000000000001, 10)).toBe(2);
    expect(packsToBuy(0.0588, 0.05)).toBe(2);
    expect(packsToBuy(0.02, 1)).toBe(1);
    expect(packsToBuy(3, null)).toBe(1);
  });
});
