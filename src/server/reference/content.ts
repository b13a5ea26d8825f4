import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CLIMATE_ZONES,
  CROP_SEASONS,
  CROP_TYPES,
  DRAINAGE_CLASSES,
  ORGANIC_MATTER_LEVELS,
  REGIONS,
  WATER_NEEDS,
  YIELD_UNITS,
  ZSlug,
  wholeNumber,
} from '../../shared/crops';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES } from '../../shared/quiz';
import { TASK_PRIORITIES, TASK_SEASONS } from '../../shared/seasonalTasks';
import { CONTENT_DIR, contentText, jsonContentFile, lazily } from '../content';

/*
 * The reference content of content/reference, seeded into every database (src/server/reference/index.ts), with the
 * schemas its files must match. The vocabularies are the shared ones the routers and screens use; the files'
 * conventions (units, seasons, how soils and crops name each other) are told in content/README.md.
 */

const text = z.string().min(1);
const month = wholeNumber('month', 1, 12);
const week = wholeNumber('week', 1, 4);
/** A record's slug and its name in both languages. */
const named = { slug: ZSlug, name: text, name_ar: text };
const described = { description: text, description_ar: text };

// ─── Crops and soils ────────────────────────────────────────────────────────────────────────────────

const ZReferenceCrop = z.strictObject({
  ...named,
  /** Other names the crop is known by, in either language ("قوطة" for tomatoes, "zucchini"): searches find it by them. */
  other_names: z.array(text).default([]),
  crop_type: z.enum(CROP_TYPES),
  growing_season_days: wholeNumber('growing_season_days', 1, 3650),
  climate_zone: z.enum(CLIMATE_ZONES),
  seasons: z.array(z.enum(CROP_SEASONS)),
  ...described,
  planting_months: z.partialRecord(z.enum(REGIONS), z.array(month)),
  water_needs_m3_per_feddan: z.number().nonnegative(),
  water_needs: z.enum(WATER_NEEDS),
  spacing: text,
  spacing_ar: text,
  plant_density_per_feddan: z.number().int().positive().nullable(),
  avg_weight_per_plant_kg: z.number().positive().nullable(),
  seed_rate_kg_per_feddan: z.number().positive().nullable(),
  expected_yield_per_feddan: z.strictObject({ value: z.number().positive(), unit: z.enum(YIELD_UNITS) }),
  /** Soil slugs of soils.json. */
  soil_preferences: z.array(ZSlug),
  tags: z.array(ZSlug),
});

const ZReferenceSoil = z.strictObject({
  ...named,
  ...described,
  texture: text,
  texture_ar: text,
  ph_range: z.tuple([z.number().min(0).max(14), z.number().min(0).max(14)]),
  drainage: z.enum(DRAINAGE_CLASSES),
  organic_matter: z.enum(ORGANIC_MATTER_LEVELS),
  regions: z.array(z.enum(REGIONS)),
  management_tips: text,
  management_tips_ar: text,
  /** Crop slugs of crops.json; mirrors each crop's soil_preferences. */
  suitable_crops: z.array(ZSlug),
});

// ─── Guides, seasonal tasks, markets, quizzes ───────────────────────────────────────────────────────

/** An entry of guides/index.json: the guide's fields but its text, which is guides/<slug>.en.md (and .ar.md). */
const ZGuideEntry = z.strictObject({
  slug: ZSlug,
  crop_slug: ZSlug,
  title: text,
  title_ar: text,
  tags: z.array(ZSlug),
});
type ReferenceGuide = z.output<typeof ZGuideEntry> & { body_markdown: string; body_markdown_ar: string | null };

const ZReferenceTask = z.strictObject({
  title: text,
  title_ar: text,
  ...described,
  /** A crop of crops.json, or null for a task of every farm (or of a crop outside the list). */
  crop_slug: ZSlug.nullable(),
  climate_zone: z.enum(CLIMATE_ZONES),
  season: z.enum(TASK_SEASONS),
  month,
  week_start: week,
  week_end: week,
  priority: z.enum(TASK_PRIORITIES),
});

const ZMarket = z.strictObject({ ...named, governorate: text, governorate_ar: text });
export type Market = z.output<typeof ZMarket>;

const ZQuizAnswer = z.strictObject({ text, text_ar: text, correct: z.boolean() });
const ZReferenceQuiz = z.strictObject({
  slug: ZSlug,
  title: text,
  title_ar: text,
  ...described,
  category: z.enum(QUIZ_CATEGORIES),
  topic: text,
  topic_ar: text,
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  questions: z.array(
    z.strictObject({
      text,
      text_ar: text,
      explanation: text,
      explanation_ar: text,
      answers: z.array(ZQuizAnswer).min(2),
    }),
  ),
});
export type ReferenceQuiz = z.output<typeof ZReferenceQuiz>;

// ─── The files ──────────────────────────────────────────────────────────────────────────────────────

export const GUIDES_DIR = 'reference/guides';

/** The JSON files of content/reference, each with its schema. */
export const referenceFiles = {
  crops: jsonContentFile('reference/crops.json', z.array(ZReferenceCrop)),
  soils: jsonContentFile('reference/soils.json', z.array(ZReferenceSoil)),
  /** Arabic names of the tags by slug (their English names come from the slugs). */
  tagNamesAr: jsonContentFile('reference/tags.json', z.record(ZSlug, text)),
  guides: jsonContentFile(`${GUIDES_DIR}/index.json`, z.array(ZGuideEntry)),
  seasonalTasks: jsonContentFile('reference/seasonal-tasks.json', z.array(ZReferenceTask)),
  markets: jsonContentFile('reference/markets.json', z.array(ZMarket)),
  /** In the order of the quiz list: the storefront spec's three first, as on the home teaser. */
  quizzes: jsonContentFile('reference/quizzes.json', z.array(ZReferenceQuiz)),
};

/** The guides of guides/index.json with their Markdown: <slug>.en.md, required, and <slug>.ar.md when translated. */
export const referenceGuides = lazily((): ReferenceGuide[] =>
  referenceFiles.guides.load().map((guide) => {
    const arabic = `${GUIDES_DIR}/${guide.slug}.ar.md`;
    return {
      ...guide,
      body_markdown: contentText(`${GUIDES_DIR}/${guide.slug}.en.md`),
      body_markdown_ar: existsSync(join(CONTENT_DIR, arabic)) ? contentText(arabic) : null,
    };
  }),
);
