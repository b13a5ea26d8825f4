import { PAGE_SIZE } from '../../shared/business';
import { CROP_TYPE_VALUES, type CropTypeValue } from './cropDisplay';

/*
 * The crops list's state as it lives in the URL (storefront.md sections 4 and 7): /crops?type=grain&page=2. A shared
 * link opens the same list and Back returns to the previous one. Pure: parsing, writing and the list call's input.
 */

export interface CropsQuery {
  /** The type filter; absent for all crops. */
  type?: CropTypeValue | undefined;
  page: number;
}

/** The list's state from a URL query string (with or without '?'); an unknown type or a bad page is dropped. */
export function parseCropsQuery(search: string): CropsQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: (CROP_TYPE_VALUES as readonly string[]).includes(type ?? '') ? (type as CropTypeValue) : undefined,
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

/** The list call of storefront.md section 7: page, limit 20, is_active true and the type when one is chosen. */
export function cropListInput(query: CropsQuery) {
  return {
    page: query.page,
    limit: PAGE_SIZE.crops,
    is_active: true,
    ...(query.type ? { crop_type: query.type } : {}),
  };
}
