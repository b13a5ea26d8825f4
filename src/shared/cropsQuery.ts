import { PAGE_SIZE } from './business';
import type { Language } from './messages';

/*
 * The crops list's state as it lives in the URL (storefront.md sections 4 and 7): /crops?type=grain&page=2. A shared
 * link opens the same list and Back returns to the previous one. Pure: parsing, writing and the list call's input,
 * read by the crops screen and by the server that paints its first page (src/server/storefrontPage.ts), so the answer
 * written into the page is the one the screen asks for. Free of zod, like src/shared/shopQuery.ts: the crops screen's
 * first load does not carry it.
 */

/** The crop types (the Crop entity's crop_type, the list's filter); src/shared/crops.ts re-exports them. */
export const CROP_TYPES = ['vegetable', 'grain', 'fruit', 'herb'] as const;
export type CropType = (typeof CROP_TYPES)[number];

export interface CropsQuery {
  /** The type filter; absent for all crops. */
  type?: CropType | undefined;
  page: number;
}

/** The list's state from a URL query string (with or without '?'); an unknown type or a bad page is dropped. */
export function parseCropsQuery(search: string): CropsQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: (CROP_TYPES as readonly string[]).includes(type ?? '') ? (type as CropType) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query string of a state ('' for page 1 of all crops). */
export function cropsQueryString(query: CropsQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/**
 * The list call of storefront.md section 7: page, limit 20, is_active true and the type when one is chosen; for an
 * Arabic reader `lang: 'ar'`, so the server orders the crops by their Arabic names across pages. English sends no
 * `lang` (the server's default), so its input, and the answers kept under it, stay what they were.
 */
export function cropListInput(query: CropsQuery, language: Language) {
  return {
    page: query.page,
    limit: PAGE_SIZE.crops,
    is_active: true,
    ...(query.type ? { crop_type: query.type } : {}),
    ...(language === 'ar' ? { lang: 'ar' as const } : {}),
  };
}
