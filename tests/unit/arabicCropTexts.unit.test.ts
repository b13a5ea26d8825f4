import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { packSizeText, parsePackSize } from '../../src/client/components/calculators/SeedProductSuggestions/packSize';
import { guidePreview } from '../../src/client/components/crops/CropGuides/guidePreview';
import { cropsAr } from '../../src/client/i18n/crops/ar';
import { cropsEn } from '../../src/client/i18n/crops/en';
import { learningAr } from '../../src/client/i18n/learning/ar';
import { learningEn } from '../../src/client/i18n/learning/en';
import { referenceFiles } from '../../src/server/reference/content';
import { compassOf } from '../../src/server/weather/model';

/* Texts of the crop page and the seed calculator that an Arabic reader saw in English. */

const ARABIC_WORDS = /^[\u0600-\u06FF\s،]+$/;

const translator = async (language: 'en' | 'ar') => {
  const i18n = i18next.createInstance();
  const resources = {
    en: { translation: { ...cropsEn, ...learningEn } },
    ar: { translation: { ...cropsAr, ...learningAr } },
  };
  await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
  return (key: string, values: Record<string, unknown> = {}) => i18n.t(key, values);
};

describe('the wind direction', () => {
  it('names every compass point of the weather model in Arabic, and keeps the English letters', async () => {
    const [tAr, tEn] = await Promise.all([translator('ar'), translator('en')]);
    const points = new Set(Array.from({ length: 16 }, (_, i) => compassOf(i * 22.5)));
    expect(points.size).toBe(8);
    for (const point of points) {
      expect(tAr(`crop.weather.compass.${point}`), point).toMatch(ARABIC_WORDS);
      expect(tEn(`crop.weather.compass.${point}`)).toBe(point);
    }
    expect(tAr('crop.weather.compass.NE')).toBe('شمال شرق');
  });
});

describe('the soil texture', () => {
  it('is written in Arabic for every soil of the reference content', () => {
    for (const soil of referenceFiles.soils.load())
      expect(soil.texture_ar, soil.slug).toMatch(/^[\u0600-\u06FF\s،().%0-9–]+$/);
  });
});

describe('the pack size of a seed product', () => {
  it('reads amount, unit and package word from the shop text, leaving out materials and notes', () => {
    expect(parsePackSize('25 kg bag')).toEqual({ amount: 25, unit: 'kg', package: 'bag' });
    expect(parsePackSize('50 kg PE-lined woven bag')).toEqual({ amount: 50, unit: 'kg', package: 'bag' });
    expect(parsePackSize('25 kg jute sack')).toEqual({ amount: 25, unit: 'kg', package: 'sack' });
    expect(parsePackSize('100 g (about 30,000 seeds)')).toEqual({ amount: 100, unit: 'g', package: null });
    expect(parsePackSize('1,000 seeds')).toEqual({ amount: 1000, unit: 'seeds', package: null });
    expect(parsePackSize('1 L')).toEqual({ amount: 1, unit: 'L', package: null });
    expect(parsePackSize('10 trays')).toBeNull();
    expect(parsePackSize(null)).toBeNull();
  });

  it('is said in the reader language: the container first in Arabic', async () => {
    const [tAr, tEn] = await Promise.all([translator('ar'), translator('en')]);
    const bag = parsePackSize('25 kg bag')!;
    expect(packSizeText(bag, tAr, 'ar')).toBe('كيس 25 كجم');
    expect(packSizeText(bag, tEn, 'en')).toBe('25 kg bag');
    expect(packSizeText(parsePackSize('1,000 seeds')!, tAr, 'ar')).toMatch(/^1[,٬]000 بذرة$/);
    expect(packSizeText(parsePackSize('500 g')!, tAr, 'ar')).toBe('500 جم');
    expect(packSizeText(parsePackSize('1 seed')!, tEn, 'en')).toBe('1 seed');
  });
});

describe('the guide preview', () => {
  const english = { excerpt: 'Sow wheat in November.', body_ar: null };
  const both = { excerpt: 'Sow wheat in November.', body_ar: '# القمح\n\nازرع القمح في نوفمبر.' };

  it('shows an Arabic reader the Arabic excerpt, or says the guide is in English only', () => {
    expect(guidePreview(both, 'ar')).toEqual({ excerpt: 'ازرع القمح في نوفمبر.', lang: 'ar' });
    expect(guidePreview(english, 'ar')).toEqual({ englishOnly: true });
  });

  it('shows an English reader the English excerpt', () => {
    expect(guidePreview(both, 'en')).toEqual({ excerpt: 'Sow wheat in November.', lang: 'en' });
    expect(guidePreview({ excerpt: '', body_ar: null }, 'en')).toBeNull();
  });
});
