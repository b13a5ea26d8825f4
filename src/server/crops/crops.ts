import {
  CROP_TYPES,
  type CropCreateFields,
  type CropFields,
  type CropListQuery,
  type CropType,
} from '../../shared/crops';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { PUBLIC_VIEWER, type Viewer, storedIdOf } from '../catalogue/products';
import { type ColumnMap, allFieldsOf, selectList } from '../columns';
import type { Queryable, Sql, TransactionSql } from '../db';
import { type Page, allOf, countOf, definedColumns, freeSlug, idOfRef, idsOfRefs, readPage, uniquely } from './common';
import { type TagRef, ensureTags } from './tags';

/*
 * Crops: the rows of the crop guide, their tags and soil types. The storefront sees active crops only; an
 * administrator sees every crop. Deleting a crop deletes its prices, tasks, links and comments; its guides stay,
 * without a crop.
 */

export interface Crop {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  crop_type: CropType;
  growing_season_days: number | null;
  climate_zone: string;
  seasons: string[];
  description: string | null;
  description_ar: string | null;
  image_url: string | null;
  planting_months: Record<string, number[]>;
  water_needs: 'low' | 'medium' | 'high' | null;
  water_needs_m3_per_feddan: number | null;
  spacing: string | null;
  spacing_ar: string | null;
  plant_density_per_feddan: number | null;
  avg_weight_per_plant_kg: number | null;
  seed_rate_kg_per_feddan: number | null;
  expected_yield_per_feddan: number | null;
  expected_yield_unit: 'kg' | 'ton' | 'ardab' | null;
  is_active: boolean;
  tags: TagRef[];
  created_at: Date;
  updated_at: Date;
}

/** A soil type as a crop names it. */
export interface SoilRef {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
}

/** One crop with its soil types (the detail page). */
export interface CropDetail extends Crop {
  soil_types: SoilRef[];
}

/** A crop as a price, task or guide names it. */
export interface CropRef {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  crop_type: CropType;
}

export const CROP_NOT_FOUND = msg('crops.cropNotFound');
const SLUG_TAKEN = msg('crops.cropSlugTaken');

/** How each field of a crop is read from the table aliased `c` (its tags from the links). */
const CROP_COLUMNS: ColumnMap<Crop> = {
  id: (sql) => sql`c.id::text as id`,
  slug: (sql) => sql`c.slug`,
  name: (sql) => sql`c.name`,
  name_ar: (sql) => sql`c.name_ar`,
  crop_type: (sql) => sql`c.crop_type`,
  growing_season_days: (sql) => sql`c.growing_season_days`,
  climate_zone: (sql) => sql`c.climate_zone`,
  seasons: (sql) => sql`c.seasons`,
  description: (sql) => sql`c.description`,
  description_ar: (sql) => sql`c.description_ar`,
  image_url: (sql) => sql`c.image_url`,
  planting_months: (sql) => sql`c.planting_months`,
  water_needs: (sql) => sql`c.water_needs`,
  water_needs_m3_per_feddan: (sql) => sql`c.water_needs_m3_per_feddan`,
  spacing: (sql) => sql`c.spacing`,
  spacing_ar: (sql) => sql`c.spacing_ar`,
  plant_density_per_feddan: (sql) => sql`c.plant_density_per_feddan`,
  avg_weight_per_plant_kg: (sql) => sql`c.avg_weight_per_plant_kg::float8 as avg_weight_per_plant_kg`,
  seed_rate_kg_per_feddan: (sql) => sql`c.seed_rate_kg_per_feddan::float8 as seed_rate_kg_per_feddan`,
  expected_yield_per_feddan: (sql) => sql`c.expected_yield_per_feddan::float8 as expected_yield_per_feddan`,
  expected_yield_unit: (sql) => sql`c.expected_yield_unit`,
  is_active: (sql) => sql`c.is_active`,
  created_at: (sql) => sql`c.created_at`,
  updated_at: (sql) => sql`c.updated_at`,
  tags: (sql) => sql`
    coalesce((select json_agg(json_build_object('id', t.id::text, 'slug', t.slug, 'name', t.name, 'name_ar', t.name_ar) order by lower(t.name))
              from crop_tags ct join tags t on t.id = ct.tag_id where ct.crop_id = c.id), '[]'::json) as tags`,
};
const CROP_FIELDS = allFieldsOf(CROP_COLUMNS);

/** The columns of a whole crop with its tags (the detail calls), read from the table aliased `c`. */
export function cropColumns(sql: Queryable) {
  return selectList(sql, CROP_COLUMNS, CROP_FIELDS);
}

/**
 * What a crop card shows (storefront.md, Crops list: picture or an emoji by type, name, description cut at 100
 * characters, type, growing season in days, climate, View Details), in both languages, and so all the crops list
 * answers of a crop; the whole crop (tags, soils, planting months, the calculators' figures) comes from
 * `crops.byId` / `bySlug`. Named once: the SQL, the answer type and the REST schema read this list.
 */
export const CROP_CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'name_ar',
  'crop_type',
  'growing_season_days',
  'climate_zone',
  'description',
  'description_ar',
  'image_url',
] as const satisfies readonly (keyof Crop)[];

/** A crop as the crops list answers it. */
export type CropCard = Pick<Crop, (typeof CROP_CARD_FIELDS)[number]>;

/**
 * What the calculators take from a crop of the guide (the crop select and its figures: plants and weight per plant,
 * seed rate, expected yield, the guide's water per season; `tags` and `seasons` tell a perennial), for every active
 * crop at once (`crops.figures`). Named once, like the card.
 */
export const CROP_FIGURES_FIELDS = [
  'id',
  'slug',
  'name',
  'name_ar',
  'growing_season_days',
  'seasons',
  'water_needs_m3_per_feddan',
  'plant_density_per_feddan',
  'avg_weight_per_plant_kg',
  'seed_rate_kg_per_feddan',
  'expected_yield_per_feddan',
  'expected_yield_unit',
  'tags',
] as const satisfies readonly (keyof Crop)[];

/** A crop's figures for the calculators. */
export type CropFigures = Pick<Crop, (typeof CROP_FIGURES_FIELDS)[number]>;

/** The crops a viewer may see (aliased `c`). */
export const cropVisibleTo = (sql: Queryable, viewer: Viewer) => (viewer.isAdmin ? sql`true` : sql`c.is_active`);

// ─── Lists ──────────────────────────────────────────────────────────────────────────────────────────

/*
 * The Arabic order of the crops list: by the Arabic name; a crop without one comes after, by its English
 * name, as Latin letters follow Arabic ones in an Arabic collation. Made by the query alone, so that it is the same on
 * PostgreSQL and on the embedded PGlite, which has no ICU collation: the names are compared by code point ("C"),
 * Arabic's letters being in alphabetical order in Unicode, once each form that an Arabic collation (ICU's `ar`, the
 * browser's Intl.Collator('ar')) counts as another letter is written as that letter: hamza, and alef, waw or yeh
 * carrying it, as alef; alef madda as two alefs; alef maqsura as yeh; taa marbuta as teh; vowel marks and tatweel
 * dropped. Names that differ only there (a mark, a hamza), which the collation still tells apart, go by English name.
 */
const ARABIC_LETTER_FORMS = {
  from: '\u0621\u0623\u0624\u0625\u0626\u0649\u0629',
  to: '\u0627\u0627\u0627\u0627\u0627\u064a\u062a',
};
/** The vowel marks (fathatan to sukun, the dagger alef) and the tatweel. */
const ARABIC_IGNORED = '\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670\u0640';
const ALEF_MADDA = { letter: '\u0622', as: '\u0627\u0627' };

/** The list's order in the reader's language (aliased `c`): English by the lower-case name, Arabic as above; then id. */
function cropListOrder(sql: Queryable, lang: CropListQuery['lang']) {
  if (lang !== 'ar') return sql`lower(c.name), c.id`;
  const arabic = sql`nullif(btrim(c.name_ar), '')`;
  const key = sql`translate(replace(${arabic}, ${ALEF_MADDA.letter}::text, ${ALEF_MADDA.as}::text), ${ARABIC_LETTER_FORMS.from + ARABIC_IGNORED}::text, ${ARABIC_LETTER_FORMS.to}::text)`;
  return sql`${arabic} is null, ${key} collate "C", lower(c.name), c.id`;
}

/** The crops list (storefront.md section 7): cards by name in the reader's language, filtered, a page at a time. */
export function listCrops(sql: Sql, q: CropListQuery, viewer: Viewer): Promise<Page<CropCard>> {
  const where = () => {
    const parts = [cropVisibleTo(sql, viewer)];
    if (q.is_active !== undefined) parts.push(sql`c.is_active = ${q.is_active}`);
    if (q.crop_type) parts.push(sql`c.crop_type = ${q.crop_type}`);
    if (q.climate_zone) parts.push(sql`c.climate_zone = ${q.climate_zone}`);
    if (q.season) parts.push(sql`c.seasons @> array[${q.season}]::text[]`);
    if (q.tag)
      parts.push(
        sql`exists (select 1 from crop_tags ct where ct.crop_id = c.id and ct.tag_id = ${idOfRef(sql, 'tags', q.tag)})`,
      );
    return allOf(sql, parts);
  };
  return readPage(
    q.page,
    q.limit,
    (offset) =>
      sql<
        CropCard[]
      >`select ${selectList(sql, CROP_COLUMNS, CROP_CARD_FIELDS)} from crops c where ${where()} order by ${cropListOrder(sql, q.lang)} limit ${q.limit} offset ${offset}`,
    async () => countOf(await sql<{ n: number }[]>`select count(*)::int as n from crops c where ${where()}`),
  );
}

/** The calculators' figures of every active crop, by name. */
export async function cropFigures(sql: Sql): Promise<CropFigures[]> {
  return [
    ...(await sql<
      CropFigures[]
    >`select ${selectList(sql, CROP_COLUMNS, CROP_FIGURES_FIELDS)} from crops c where c.is_active order by lower(c.name), c.id`),
  ];
}

/** How many active crops there are, in all and per type (every type named, 0 when none). */
export async function cropStatistics(sql: Sql): Promise<{ active_crops: number; by_type: Record<CropType, number> }> {
  const rows = await sql<
    { crop_type: CropType; n: number }[]
  >`select crop_type, count(*)::int as n from crops where is_active group by crop_type`;
  const by_type = Object.fromEntries(CROP_TYPES.map((t) => [t, 0])) as Record<CropType, number>;
  for (const row of rows) by_type[row.crop_type] = row.n;
  return { active_crops: Object.values(by_type).reduce((a, b) => a + b, 0), by_type };
}

// ─── One crop ───────────────────────────────────────────────────────────────────────────────────────

async function readCrop(sql: Queryable, match: { id: string } | { slug: string }, viewer: Viewer): Promise<CropDetail> {
  const condition = 'id' in match ? sql`c.id = ${match.id}` : sql`c.slug = ${match.slug}`;
  const [row] = await sql<CropDetail[]>`
    select ${cropColumns(sql)},
      coalesce((select json_agg(json_build_object('id', s.id::text, 'slug', s.slug, 'name', s.name, 'name_ar', s.name_ar) order by lower(s.name))
                from crop_soil_types cs join soil_types s on s.id = cs.soil_type_id where cs.crop_id = c.id), '[]'::json) as soil_types
    from crops c where ${condition} and ${cropVisibleTo(sql, viewer)}`;
  if (!row) throw new NotFoundError(CROP_NOT_FOUND);
  return row;
}

/** A crop by id, with its tags and soil types (404 'Crop not found'; text that is no id names none). */
export function getCropById(sql: Queryable, ref: string, viewer: Viewer): Promise<CropDetail> {
  const id = storedIdOf(ref);
  if (!id) return Promise.reject(new NotFoundError(CROP_NOT_FOUND));
  return readCrop(sql, { id }, viewer);
}

/** A crop by slug. */
export const getCropBySlug = (sql: Queryable, slug: string, viewer: Viewer) =>
  readCrop(sql, { slug: slug.trim() }, viewer);

/** The id of a crop the viewer may see, by id (404 otherwise). */
export async function requireCropId(sql: Queryable, ref: string, viewer: Viewer = PUBLIC_VIEWER): Promise<string> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<
        { id: string }[]
      >`select c.id::text as id from crops c where c.id = ${id} and ${cropVisibleTo(sql, viewer)}`
    : [];
  if (!row) throw new NotFoundError(CROP_NOT_FOUND);
  return row.id;
}

// ─── Writes (administrators) ────────────────────────────────────────────────────────────────────────

/** Replace a crop's tags and soil types with those given (each list only when given). */
async function setCropLinks(
  tx: TransactionSql,
  cropId: string,
  fields: Pick<CropFields, 'tags' | 'soil_types'>,
): Promise<void> {
  if (fields.tags) {
    const tagIds = await ensureTags(tx, fields.tags);
    await tx`delete from crop_tags where crop_id = ${cropId}`;
    if (tagIds.length) await tx`insert into crop_tags ${tx(tagIds.map((tag_id) => ({ crop_id: cropId, tag_id })))}`;
  }
  if (fields.soil_types) {
    const { ids, missing } = await idsOfRefs(tx, 'soil_types', fields.soil_types);
    if (missing.length) throw new ValidationError(msg('crops.noSuchSoils', { refs: missing.join(', ') }), 'soil_types');
    await tx`delete from crop_soil_types where crop_id = ${cropId}`;
    if (ids.length)
      await tx`insert into crop_soil_types ${tx(ids.map((soil_type_id) => ({ crop_id: cropId, soil_type_id })))}`;
  }
}

const cropRow = (sql: Queryable, { tags: _tags, soil_types: _soils, ...fields }: CropFields) =>
  definedColumns(fields, ['planting_months'], sql);

/** Add a crop with its tags and soil types. */
export async function createCrop(sql: Sql, input: CropCreateFields, createdBy: string): Promise<CropDetail> {
  return sql.begin(async (tx) => {
    const slug = input.slug ?? (await freeSlug(tx, 'crops', input.name, 'crop'));
    const [row] = await uniquely(
      () =>
        tx<
          { id: string }[]
        >`insert into crops ${tx({ ...cropRow(tx, input), slug, created_by: createdBy })} returning id::text as id`,
      'crops_slug_key',
      SLUG_TAKEN,
      'slug',
    );
    await setCropLinks(tx, row!.id, input);
    return readCrop(tx, { id: row!.id }, { isAdmin: true });
  });
}

/** Change the fields given of a crop (and replace its tags or soil types when given). */
export async function updateCrop(sql: Sql, ref: string, fields: CropFields): Promise<CropDetail> {
  return sql.begin(async (tx) => {
    const id = await requireCropId(tx, ref, { isAdmin: true });
    const row = cropRow(tx, fields);
    if (Object.keys(row).length > 0) {
      await uniquely(
        () => tx`update crops set ${tx(row)}, updated_at = now() where id = ${id}`,
        'crops_slug_key',
        SLUG_TAKEN,
        'slug',
      );
    } else if (fields.tags || fields.soil_types) {
      await tx`update crops set updated_at = now() where id = ${id}`;
    }
    await setCropLinks(tx, id, fields);
    return readCrop(tx, { id }, { isAdmin: true });
  });
}

/** Delete a crop, its prices, tasks, links and comments; its guides stay, without a crop. */
export async function deleteCrop(sql: Sql, ref: string): Promise<{ id: string }> {
  return sql.begin(async (tx) => {
    const id = await requireCropId(tx, ref, { isAdmin: true });
    await tx`delete from comments where target_type = 'crop' and target_id = ${id}`;
    await tx`delete from crops where id = ${id}`;
    return { id };
  });
}
