import { z } from 'zod';
import { PAGE_SIZE } from './business';
import { ZPage, ZRef, limitField, slugify } from './catalogue';
import { CROP_TYPES } from './cropsQuery';
import { type Language, type MessageKey, keyedIssue, says } from './messages';

/**
 * The crop guide's constants and input schemas: crops, tags, soil types, guides and comments (storefront.md
 * sections 3, 7 and 9; backend-api.md groups Crops, Tags, Soil types, Comments). Shared by the routers, the REST
 * adapter and the screens. Pure: nothing here does I/O.
 *
 * Numbers in query strings arrive as text: page and limit read text themselves; the REST rows turn the other
 * numeric query values into numbers before these schemas see them.
 */

// ─── Vocabulary ─────────────────────────────────────────────────────────────────────────────────────

export { CROP_TYPES, type CropType } from './cropsQuery';

/** The languages a list can be ordered in (the names it sorts by). */
const LIST_LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

/** Climate zones of crops and tasks; a crop without one is 'temperate' (storefront.md, Crop entity). */
export const CLIMATE_ZONES = ['arid', 'semi_arid', 'mediterranean', 'temperate', 'subtropical', 'tropical'] as const;

/** Egypt's three cropping seasons (a crop is grown in some of them). */
export const CROP_SEASONS = ['winter', 'summer', 'nili'] as const;
export type CropSeason = (typeof CROP_SEASONS)[number];

/** Egypt's agricultural regions, the keys of a crop's planting months. */
export const REGIONS = ['delta', 'middle_egypt', 'upper_egypt', 'new_lands'] as const;
export type Region = (typeof REGIONS)[number];

export const WATER_NEEDS = ['low', 'medium', 'high'] as const;
export const YIELD_UNITS = ['kg', 'ton', 'ardab'] as const;
export const DRAINAGE_CLASSES = ['poor', 'moderate', 'good', 'excessive'] as const;
export const ORGANIC_MATTER_LEVELS = ['low', 'medium', 'high'] as const;

/** What a comment can be about. */
export const COMMENT_TARGETS = ['crop', 'guide', 'product'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];
export const COMMENT_BODY_MAX = 2000;

/** The largest page a knowledge list serves. */
export const KNOWLEDGE_MAX_LIMIT = 100;
export const KNOWLEDGE_DEFAULTS = { list: 20, popularTags: 10, comments: 20 } as const;

/** 'strategic-crop' → 'Strategic crop': a readable name for a tag given as a slug. */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ─── Field builders ─────────────────────────────────────────────────────────────────────────────────

/** One of a fixed list of words, its message naming the field and the words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, says('call.oneOf', { field, values: values.join(', ') }));

/** A whole number from `min` to `max`, its message naming the field. */
export function wholeNumber(field: string, min: number, max: number) {
  const message = says('field.wholeFromTo', { field, min, max });
  return z.number(message).int(message).min(min, message).max(max, message);
}

/** A non-negative number up to `max`. */
const amount = (field: string, max: number) =>
  z
    .number(says('field.mustBeNumber', { field }))
    .min(0, says('field.zeroOrMore', { field }))
    .max(max, says('field.tooLarge', { field }));

/** Optional text: trimmed, at most `max` characters; null clears it. */
export const optionalText = (field: string, max: number) =>
  z.string(says('field.mustBeText', { field })).trim().max(max, says('field.atMostChars', { field, max })).nullish();

/** Required text of 1..max characters ('Please fill in name'). */
export const requiredText = (field: string, max: number) =>
  z
    .string(says('field.fillIn', { field }))
    .trim()
    .min(1, says('field.fillIn', { field }))
    .max(max, says('field.atMostChars', { field, max }));

export const ZSlug = z
  .string(says('field.mustBeText', { field: 'slug' }))
  .trim()
  .min(1, says('field.fillIn', { field: 'slug' }))
  .max(120, says('field.atMostChars', { field: 'slug', max: 120 }))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('catalogue.slugForm'));

/** A record named by its id or its slug ('wheat' or 12); the message `missing` when it is missing or not one. */
export const idOrSlug = (missing: MessageKey) =>
  z.union([z.string().trim().min(1, says(missing)).max(200), z.number()], says(missing)).transform(String);
export const ZIdOrSlug = idOrSlug('crops.idOrSlug');

const imageUrl = z
  .string(says('field.mustBeText', { field: 'image_url' }))
  .trim()
  .max(500, says('field.atMostChars', { field: 'image_url', max: 500 }))
  .regex(/^(\/[\w./-]+|https:\/\/[\w.-]+\/\S*)$/, says('field.sitePathOrHttps', { field: 'image_url' }));

const month = wholeNumber('month', 1, 12);

/** `is_active` as a boolean or as the text 'true' / 'false' of a query string. */
const ZQueryBoolean = (field: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], says('call.trueOrFalse', { field }));

/** Page and page size of a knowledge list (default 20, at most 100). */
export const ZListPage = { page: ZPage, limit: limitField(KNOWLEDGE_DEFAULTS.list, KNOWLEDGE_MAX_LIMIT) };

// ─── Crops ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * The crops list (storefront.md section 7): page, limit (20), is_active, crop_type, and a few more filters; `lang`
 * the reader's language, whose names the list is ordered by (absent: English).
 */
export const ZCropListInput = z
  .object({
    page: ZPage,
    limit: limitField(PAGE_SIZE.crops, KNOWLEDGE_MAX_LIMIT),
    is_active: ZQueryBoolean('is_active').optional(),
    crop_type: oneOf(CROP_TYPES, 'crop_type').optional(),
    climate_zone: oneOf(CLIMATE_ZONES, 'climate_zone').optional(),
    season: oneOf(CROP_SEASONS, 'season').optional(),
    /** A tag's id or slug. */
    tag: ZIdOrSlug.optional(),
    lang: oneOf(LIST_LANGUAGES, 'lang').optional(),
  })
  .prefault({});
export type CropListQuery = z.output<typeof ZCropListInput>;

export const ZCropRefInput = z.object({ id: ZRef });
export const ZCropSlugInput = z.object({
  slug: z
    .string(says('field.required', { field: 'slug' }))
    .trim()
    .min(1, says('field.required', { field: 'slug' }))
    .max(200),
});

/** The fields of a crop an administrator may set; an update changes only what it sends (null clears). */
export const ZCropFields = z.object({
  slug: ZSlug.optional(),
  name: requiredText('name', 200).optional(),
  name_ar: optionalText('name_ar', 200),
  crop_type: oneOf(CROP_TYPES, 'crop_type').optional(),
  growing_season_days: wholeNumber('growing_season_days', 1, 3650).nullish(),
  climate_zone: oneOf(CLIMATE_ZONES, 'climate_zone').optional(),
  seasons: z
    .array(oneOf(CROP_SEASONS, 'seasons'), says('field.mustBeList', { field: 'seasons' }))
    .max(3)
    .optional(),
  description: optionalText('description', 10_000),
  description_ar: optionalText('description_ar', 10_000),
  image_url: imageUrl.nullish(),
  planting_months: z
    .partialRecord(oneOf(REGIONS, 'planting_months'), z.array(month).max(12), says('crops.plantingMonthsMap'))
    .optional(),
  water_needs: oneOf(WATER_NEEDS, 'water_needs').nullish(),
  water_needs_m3_per_feddan: wholeNumber('water_needs_m3_per_feddan', 0, 100_000).nullish(),
  spacing: optionalText('spacing', 500),
  spacing_ar: optionalText('spacing_ar', 500),
  plant_density_per_feddan: wholeNumber('plant_density_per_feddan', 0, 10_000_000).nullish(),
  avg_weight_per_plant_kg: amount('avg_weight_per_plant_kg', 10_000).nullish(),
  seed_rate_kg_per_feddan: amount('seed_rate_kg_per_feddan', 100_000).nullish(),
  expected_yield_per_feddan: amount('expected_yield_per_feddan', 1_000_000).nullish(),
  expected_yield_unit: oneOf(YIELD_UNITS, 'expected_yield_unit').nullish(),
  is_active: z.boolean(says('call.trueOrFalse', { field: 'is_active' })).optional(),
  /** Tag names or slugs; a tag that does not exist yet is created. Replaces the crop's tags. */
  tags: z
    .array(z.string().trim().min(1).max(60), says('field.listOfWords', { field: 'tags' }))
    .max(30, says('field.atMostOf', { field: 'tags', max: 30 }))
    .optional(),
  /** Soil types by id or slug. Replaces the crop's soil types. */
  soil_types: z.array(ZIdOrSlug, says('crops.soilTypesList')).max(30).optional(),
});
export type CropFields = z.output<typeof ZCropFields>;

/** A new crop: name and crop_type are required; the slug is made from the name when not given. */
export const ZCropCreateInput = ZCropFields.extend({
  name: requiredText('name', 200),
  crop_type: oneOf(CROP_TYPES, 'crop_type'),
});
export type CropCreateFields = z.output<typeof ZCropCreateInput>;
export const ZCropUpdateInput = ZCropFields.extend({ id: ZRef });

// ─── Tags ───────────────────────────────────────────────────────────────────────────────────────────

export const ZTagListInput = z.object(ZListPage).prefault({});
export const ZPopularTagsInput = z.object({ limit: limitField(KNOWLEDGE_DEFAULTS.popularTags, 50) }).prefault({});
export const ZTagRefInput = z.object({ id: ZRef });
export const ZTagCropsInput = z.object({ id: ZRef, ...ZListPage });

export const ZTagFields = z.object({
  slug: ZSlug.optional(),
  name: requiredText('name', 60).optional(),
  name_ar: optionalText('name_ar', 60),
  description: optionalText('description', 500),
});
export type TagFields = z.output<typeof ZTagFields>;
export const ZTagCreateInput = ZTagFields.extend({ name: requiredText('name', 60) });
export const ZTagUpdateInput = ZTagFields.extend({ id: ZRef });

/** The slug a tag name gets ('Drip irrigation' → 'drip-irrigation'). */
export const tagSlugOf = (name: string) => slugify(name);

// ─── Soil types ─────────────────────────────────────────────────────────────────────────────────────

export const ZSoilListInput = z.object(ZListPage).prefault({});
export const ZSoilRefInput = z.object({ id: ZRef });
export const ZSoilsForCropInput = z.object({ cropId: ZRef });

const ph = (field: string) => {
  const message = says('field.numberFromTo', { field, min: 0, max: 14 });
  return z.number(message).min(0, message).max(14, message);
};

export const ZSoilFields = z.object({
  slug: ZSlug.optional(),
  name: requiredText('name', 200).optional(),
  name_ar: optionalText('name_ar', 200),
  description: optionalText('description', 10_000),
  description_ar: optionalText('description_ar', 10_000),
  texture: optionalText('texture', 300),
  texture_ar: optionalText('texture_ar', 300),
  ph_min: ph('ph_min').nullish(),
  ph_max: ph('ph_max').nullish(),
  drainage: oneOf(DRAINAGE_CLASSES, 'drainage').nullish(),
  organic_matter: oneOf(ORGANIC_MATTER_LEVELS, 'organic_matter').nullish(),
  regions: z
    .array(oneOf(REGIONS, 'regions'), says('field.mustBeList', { field: 'regions' }))
    .max(4)
    .optional(),
  management_tips: optionalText('management_tips', 10_000),
  management_tips_ar: optionalText('management_tips_ar', 10_000),
  /** Crops suited to the soil, by id or slug. Replaces the soil's crops. */
  crops: z.array(ZIdOrSlug, says('crops.cropsList')).max(200).optional(),
});
export type SoilFields = z.output<typeof ZSoilFields>;

/** ph_min not above ph_max (the error names ph_max). */
const phOrder = (
  v: { ph_min?: number | null | undefined; ph_max?: number | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.ph_min != null && v.ph_max != null && v.ph_min > v.ph_max) {
    ctx.addIssue({ code: 'custom', path: ['ph_max'], ...keyedIssue('crops.phRange') });
  }
};
export const ZSoilCreateInput = ZSoilFields.extend({ name: requiredText('name', 200) }).superRefine(phOrder);
export const ZSoilUpdateInput = ZSoilFields.extend({ id: ZRef }).superRefine(phOrder);

// ─── Guides ─────────────────────────────────────────────────────────────────────────────────────────

export const ZGuideRefInput = z.object({ ref: ZIdOrSlug });

// ─── Comments ───────────────────────────────────────────────────────────────────────────────────────

const commentTarget = oneOf(COMMENT_TARGETS, 'type');
export const ZCommentBody = z
  .string(says('form.writeComment'))
  .trim()
  .min(1, says('form.writeComment'))
  .max(COMMENT_BODY_MAX, says('form.commentTooLong'));

export const ZCommentListInput = z.object({
  type: commentTarget,
  id: ZRef,
  page: ZPage,
  limit: limitField(KNOWLEDGE_DEFAULTS.comments, KNOWLEDGE_MAX_LIMIT),
});
export const ZCommentCreateInput = z.object({ type: commentTarget, id: ZRef, body: ZCommentBody });
export const ZCommentUpdateInput = z.object({ id: ZRef, body: ZCommentBody });
export const ZCommentRefInput = z.object({ id: ZRef });
/** A comment target: a crop, guide or product by id (or slug). */
export const ZCommentTargetInput = z.object({ type: commentTarget, id: ZRef });
