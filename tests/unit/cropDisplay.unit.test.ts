import { describe, expect, it } from 'vitest';
import {
  cropEmoji,
  cropPath,
  cutDescription,
  localisedCrop,
  monthName,
  normaliseCrop,
  normaliseCropPage,
  plantingGrid,
  shortDate,
  shownRange,
} from '../../src/client/lib/cropDisplay';
import { cropListInput, cropsQueryString, parseCropsQuery } from '../../src/shared/cropsQuery';

describe('reading a crop loosely (storefront.md, Crop entity)', () => {
  it('reads the names the server uses', () => {
    const crop = normaliseCrop({
      id: '1',
      slug: 'wheat',
      name: 'Wheat',
      name_ar: 'القمح',
      crop_type: 'grain',
      growing_season_days: 150,
      climate_zone: 'mediterranean',
      description: 'Winter cereal.',
      description_ar: 'محصول شتوي.',
      image_url: '/uploads/wheat.jpg',
    });
    expect(crop).toEqual({
      ref: 'wheat',
      id: '1',
      slug: 'wheat',
      name: 'Wheat',
      nameAr: 'القمح',
      type: 'grain',
      seasonDays: 150,
      climate: 'mediterranean',
      description: 'Winter cereal.',
      descriptionAr: 'محصول شتوي.',
      image: '/uploads/wheat.jpg',
    });
  });

  it('reads the alternative names: crop_name, type, season, image', () => {
    const crop = normaliseCrop({ id: 7, crop_name: 'Okra', type: 'vegetable', season: '60 days', image: '/okra.png' });
    expect(crop).toMatchObject({ ref: '7', name: 'Okra', type: 'vegetable', seasonDays: 60, image: '/okra.png' });
  });

  it('reads title, category, growing_days and growth_period, in that order of preference', () => {
    expect(normaliseCrop({ title: 'Mint', category: 'Herb', growing_days: 90 })).toMatchObject({
      name: 'Mint',
      type: 'herb',
      seasonDays: 90,
    });
    expect(normaliseCrop({ title: 'Fig', category: 'fruit', growth_period: 120 })).toMatchObject({ seasonDays: 120 });
    expect(normaliseCrop({ name: 'A', crop_name: 'B', title: 'C' }).name).toBe('A');
    expect(normaliseCrop({ name: '  ', crop_name: 'B' }).name).toBe('B');
  });

  it('defaults the climate to temperate and drops unknown types and bad seasons', () => {
    const crop = normaliseCrop({ name: 'Thing', crop_type: 'mineral', growing_season_days: -3 });
    expect(crop).toMatchObject({ climate: 'temperate', type: null, seasonDays: null, ref: null, image: null });
  });

  it('turns anything that is not a record into an empty crop', () => {
    for (const raw of [null, undefined, 'wheat', 42, ['wheat']]) expect(normaliseCrop(raw).name).toBeNull();
  });

  it('reads a page under items, data or crops, with its pagination object', () => {
    const pagination = { page: 2, limit: 20, total: 45, totalPages: 3, hasNext: true, hasPrev: true };
    for (const key of ['items', 'data', 'crops']) {
      const page = normaliseCropPage({ [key]: [{ name: 'Wheat' }], pagination }, { page: 1, limit: 20 });
      expect(page.crops.map((c) => c.name)).toEqual(['Wheat']);
      expect(page.pagination).toEqual(pagination);
    }
  });

  it('works out a missing pagination object from what it has', () => {
    const page = normaliseCropPage({ data: [{}, {}] }, { page: 1, limit: 20 });
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1, hasNext: false, hasPrev: false });
    expect(normaliseCropPage(null, { page: 3, limit: 20 }).pagination).toMatchObject({
      page: 3,
      totalPages: 1,
      hasPrev: true,
    });
  });
});

describe('the card description cut at 100 characters (storefront.md section 9)', () => {
  it('keeps a description of 100 characters or fewer as it is', () => {
    const exactly = 'x'.repeat(100);
    expect(cutDescription(exactly)).toBe(exactly);
    expect(cutDescription('  Short.  ')).toBe('Short.');
  });

  it('cuts a longer one at 100 characters and adds an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(cutDescription(long)).toBe(`${'a'.repeat(100)}...`);
  });

  it('drops the spaces before the ellipsis', () => {
    const text = `${'a'.repeat(99)} and more words`;
    expect(cutDescription(text)).toBe(`${'a'.repeat(99)}...`);
  });

  it('counts a character as a reader does (Arabic letters, emoji)', () => {
    const arabic = 'ق'.repeat(120);
    expect(cutDescription(arabic)).toBe(`${'ق'.repeat(100)}...`);
    const emoji = '🌾'.repeat(101);
    expect(Array.from(cutDescription(emoji).replace('...', ''))).toHaveLength(100);
  });

  it('gives an empty text for none', () => {
    expect(cutDescription(null)).toBe('');
    expect(cutDescription(undefined)).toBe('');
  });
});

describe('what a crop shows', () => {
  it('has an emoji per type', () => {
    expect([
      cropEmoji('vegetable'),
      cropEmoji('grain'),
      cropEmoji('fruit'),
      cropEmoji('herb'),
      cropEmoji(null),
    ]).toEqual(['🥬', '🌾', '🍎', '🌿', '🌱']);
  });

  it('links to /crops/{slug or id}', () => {
    expect(cropPath({ ref: 'sweet-potato' })).toBe('/crops/sweet-potato');
    expect(cropPath({ ref: '12' })).toBe('/crops/12');
    expect(cropPath({ ref: null })).toBe('/crops');
  });

  it('uses the Arabic name and description in Arabic when present, English otherwise', () => {
    const crop = { name: 'Wheat', nameAr: 'القمح', description: 'Winter cereal.', descriptionAr: null };
    expect(localisedCrop(crop, 'ar')).toEqual({ name: 'القمح', otherName: 'Wheat', description: 'Winter cereal.' });
    expect(localisedCrop(crop, 'en')).toEqual({ name: 'Wheat', otherName: 'القمح', description: 'Winter cereal.' });
    expect(localisedCrop({ ...crop, nameAr: null }, 'ar')).toMatchObject({ name: 'Wheat', otherName: null });
  });

  it("gives 'Showing X to Y of Z' positions", () => {
    expect(shownRange({ page: 1, limit: 20, total: 45 }, 20)).toEqual({ from: 1, to: 20 });
    expect(shownRange({ page: 3, limit: 20, total: 45 }, 5)).toEqual({ from: 41, to: 45 });
    expect(shownRange({ page: 1, limit: 20, total: 0 }, 0)).toEqual({ from: 0, to: 0 });
  });

  it('marks the planting months of each region that has some, north to south', () => {
    const grid = plantingGrid({ upper_egypt: [11], delta: [11, 12], new_lands: [] });
    expect(grid.map((row) => row.region)).toEqual(['delta', 'upper_egypt']);
    expect(grid[0]!.months.flatMap((on, i) => (on ? [i + 1] : []))).toEqual([11, 12]);
    expect(plantingGrid(null)).toEqual([]);
  });

  it('names months and dates in both languages with Western digits', () => {
    expect(monthName(3, 'en')).toBe('March');
    expect(monthName(3, 'en', 'short')).toBe('Mar');
    expect(monthName(1, 'ar')).toBe('يناير');
    // No-break spaces: a date never breaks across two lines.
    expect(shortDate('2026-11-05', 'en')).toBe('5\u00A0Nov');
    expect(shortDate('2026-11-05', 'ar', true)).toMatch(/^5\u00A0نوفمبر\u00A02026$/);
  });
});

describe('the crops list in the URL', () => {
  it('reads the type and the page, dropping what the list cannot use', () => {
    expect(parseCropsQuery('?type=grain&page=2')).toEqual({ type: 'grain', page: 2 });
    expect(parseCropsQuery('type=mineral&page=0')).toEqual({ type: undefined, page: 1 });
    expect(parseCropsQuery('page=2.5')).toEqual({ type: undefined, page: 1 });
    expect(parseCropsQuery('')).toEqual({ type: undefined, page: 1 });
  });

  it('writes short links: nothing for page 1 of all crops', () => {
    expect(cropsQueryString({ page: 1 })).toBe('');
    expect(cropsQueryString({ type: 'herb', page: 1 })).toBe('type=herb');
    expect(cropsQueryString({ type: 'fruit', page: 3 })).toBe('type=fruit&page=3');
  });

  it('asks the list call for page, 20 crops, active ones and the type when chosen (storefront.md section 7)', () => {
    expect(cropListInput({ page: 2 }, 'en')).toEqual({ page: 2, limit: 20, is_active: true });
    expect(cropListInput({ type: 'grain', page: 1 }, 'en')).toEqual({
      page: 1,
      limit: 20,
      is_active: true,
      crop_type: 'grain',
    });
  });

  it('asks in the Arabic order for an Arabic reader, and sends no language for English (its answers stay keyed as before)', () => {
    expect(cropListInput({ type: 'herb', page: 3 }, 'ar')).toEqual({
      page: 3,
      limit: 20,
      is_active: true,
      crop_type: 'herb',
      lang: 'ar',
    });
    expect(cropListInput({ page: 1 }, 'en')).not.toHaveProperty('lang');
  });
});
