import { CROP_DESCRIPTION_CUT } from '../../shared/business';
import { CROP_TYPES, type CropType } from '../../shared/cropsQuery';
import type { Pagination } from '../../shared/pagination';
import { keptTogether } from '../../shared/readingOrder';
import type { Language } from '../i18n';

/*
 * What the crop screens show of a crop, decided once (storefront.md: Crops list, Crop entity, sections 3 and 9).
 * Crops are read loosely: the spec names alternative fields (name, crop_name or title; crop_type, type or category;
 * growing_season_days, season, growing_days or growth_period; image_url or image). Pure: no React, no i18next.
 */

/** A crop without a climate zone is temperate (storefront.md, Crop entity). */
export const DEFAULT_CLIMATE = 'temperate';

/** The picture of a crop without one: an emoji by type (🌱 when the type is unknown). */
export const CROP_EMOJI: Record<CropType, string> = { vegetable: '🥬', grain: '🌾', fruit: '🍎', herb: '🌿' };
export const UNKNOWN_CROP_EMOJI = '🌱';

/** A crop as the list card and the page header need it, whatever names the record used. */
export interface CropSummary {
  /** The reference of its page (slug, else id); null when the record has neither. */
  ref: string | null;
  id: string | null;
  slug: string | null;
  name: string | null;
  nameAr: string | null;
  type: CropType | null;
  /** Days of the growing season, when a whole positive number was given. */
  seasonDays: number | null;
  climate: string;
  description: string | null;
  descriptionAr: string | null;
  image: string | null;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of `keys` holding non-blank text (a number is taken as its digits). */
function firstText(record: Loose, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** The first of `keys` holding a positive number of days ('120' and '120 days' count too). */
function firstDays(record: Loose, keys: readonly string[]): number | null {
  for (const key of keys) {
    const value = record[key];
    const days =
      typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
    if (Number.isFinite(days) && days > 0) return Math.round(days);
  }
  return null;
}

function cropTypeOf(value: string | null): CropType | null {
  const type = value?.toLowerCase() ?? '';
  return (CROP_TYPES as readonly string[]).includes(type) ? (type as CropType) : null;
}

/** One crop record read loosely; anything not a record gives an empty summary. */
export function normaliseCrop(raw: unknown): CropSummary {
  const record = isRecord(raw) ? raw : {};
  const id = firstText(record, ['id']);
  const slug = firstText(record, ['slug']);
  return {
    ref: slug ?? id,
    id,
    slug,
    name: firstText(record, ['name', 'crop_name', 'title']),
    nameAr: firstText(record, ['name_ar']),
    type: cropTypeOf(firstText(record, ['crop_type', 'type', 'category'])),
    seasonDays: firstDays(record, ['growing_season_days', 'season', 'growing_days', 'growth_period']),
    climate: firstText(record, ['climate_zone']) ?? DEFAULT_CLIMATE,
    description: firstText(record, ['description']),
    descriptionAr: firstText(record, ['description_ar']),
    image: firstText(record, ['image_url', 'image']),
  };
}

/** A page of the crops list: the crops under `items`, `data` or `crops`, and the pagination object. */
export function normaliseCropPage(
  raw: unknown,
  fallback: { page: number; limit: number },
): { crops: CropSummary[]; pagination: Pagination } {
  const record = isRecord(raw) ? raw : {};
  const list = [record.items, record.data, record.crops].find(Array.isArray) as unknown[] | undefined;
  const crops = (list ?? []).map(normaliseCrop);
  const given = isRecord(record.pagination) ? record.pagination : {};
  const number = (key: string, otherwise: number) => {
    const value = given[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : otherwise;
  };
  const page = number('page', fallback.page);
  const limit = number('limit', fallback.limit);
  const total = number('total', crops.length);
  const totalPages = Math.max(1, number('totalPages', Math.ceil(total / Math.max(1, limit))));
  return { crops, pagination: { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 } };
}

/**
 * The card's description: at most 100 characters, then an ellipsis (storefront.md section 9). Cut by characters as
 * a reader counts them (an emoji or an accented letter is one), with the spaces before the ellipsis dropped.
 */
export function cutDescription(text: string | null | undefined, max = CROP_DESCRIPTION_CUT): string {
  const clean = (text ?? '').trim();
  const characters = Array.from(clean);
  if (characters.length <= max) return clean;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}

/** The emoji of a crop type. */
export function cropEmoji(type: CropType | null): string {
  return type ? CROP_EMOJI[type] : UNKNOWN_CROP_EMOJI;
}

/** The crop's page: /crops/{slug or id}. */
export function cropPath(crop: Pick<CropSummary, 'ref'>): string {
  return crop.ref ? `/crops/${encodeURIComponent(crop.ref)}` : '/crops';
}

/** Name and description in the reader's language: Arabic when asked for and present, else English. */
export function localisedCrop(
  crop: Pick<CropSummary, 'name' | 'nameAr' | 'description' | 'descriptionAr'>,
  language: Language,
) {
  const arabic = language === 'ar';
  return {
    name: (arabic && crop.nameAr) || crop.name,
    /** The name in the other language, shown beside it (Wheat · القمح). */
    otherName: arabic ? (crop.nameAr ? crop.name : null) : crop.nameAr,
    description: (arabic && crop.descriptionAr) || crop.description,
  };
}

/** 'Showing X to Y of Z': the first and last position on the page (0 to 0 for an empty list). */
export function shownRange(
  pagination: Pick<Pagination, 'page' | 'limit' | 'total'>,
  count: number,
): { from: number; to: number } {
  if (count === 0 || pagination.total === 0) return { from: 0, to: 0 };
  const from = (pagination.page - 1) * pagination.limit + 1;
  return { from, to: Math.min(from + count - 1, pagination.total) };
}

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

/** A month's name (1 = January) in the reader's language: 'Jan' / 'January', 'يناير'. */
export function monthName(month: number, language: Language, width: 'short' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2001, month - 1, 1)),
  );
}

/** A calendar date 'YYYY-MM-DD' as '12 Mar' / '12 مارس' (Western digits in both languages). */
export function shortDate(date: string, language: Language, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  // Kept on one line: a card's date never breaks inside.
  return keptTogether(
    new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      numberingSystem: 'latn',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, day))),
  );
}

/** The regions of a planting calendar, in Egypt's north-to-south order, and whether each plants in a month. */
export const PLANTING_REGIONS = ['delta', 'middle_egypt', 'upper_egypt', 'new_lands'] as const;
export type PlantingRegion = (typeof PLANTING_REGIONS)[number];

/** The rows of the planting calendar: the regions that have months, each with its twelve months marked. */
export function plantingGrid(
  plantingMonths: Partial<Record<string, readonly number[]>> | null | undefined,
): { region: PlantingRegion; months: boolean[] }[] {
  const given = plantingMonths ?? {};
  return PLANTING_REGIONS.filter((region) => (given[region]?.length ?? 0) > 0).map((region) => {
    const months = new Set(given[region]);
    return { region, months: Array.from({ length: 12 }, (_, i) => months.has(i + 1)) };
  });
}
