import { z } from 'zod';
import { SEARCH_TYPES } from '../../shared/catalogue';
import { CROP_TYPES } from '../../shared/crops';
import * as S from './outputs';
import { ZProductCards } from './products.schema';

/* The answers of the search router (its inputs are the search box's: src/shared/catalogue.ts). */

/** What every hit carries (a guide's description is the start of its body). */
const hit = {
  id: S.id,
  slug: z.string().nullable(),
  title: z.string(),
  title_ar: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
};
const ZCropHit = z.strictObject({
  ...hit,
  name: z.string(),
  name_ar: z.string().nullable(),
  crop_type: z.enum(CROP_TYPES),
});
const ZGuideHit = z.strictObject({
  ...hit,
  crop: z.strictObject({ id: S.id, slug: z.string(), name: z.string(), name_ar: z.string().nullable() }).nullable(),
});

export const ZCropHits = z.array(ZCropHit);
export const ZGuideHits = z.array(ZGuideHit);
/** Products, crops and guides matching the words (a kind `type` does not pick answers empty). */
export const ZSearchResults = z.strictObject({
  query: z.string(),
  type: z.enum(SEARCH_TYPES),
  products: ZProductCards,
  crops: ZCropHits,
  guides: ZGuideHits,
  total: z.number().int(),
});
