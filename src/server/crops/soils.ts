import type { SoilFields } from '../../shared/crops';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { storedIdOf } from '../catalogue/products';
import type { Queryable, Sql, TransactionSql } from '../db';
import { type Page, countOf, definedColumns, deleteById, freeSlug, idsOfRefs, readPage, uniquely } from './common';
import { type CropRef, requireCropId } from './crops';

/* Soil types of Egypt and the crops suited to each (crop_soil_types, shared with the crops' soil_types). */

export interface SoilType {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  texture: string | null;
  texture_ar: string | null;
  ph_min: number | null;
  ph_max: number | null;
  drainage: 'poor' | 'moderate' | 'good' | 'excessive' | null;
  organic_matter: 'low' | 'medium' | 'high' | null;
  regions: string[];
  management_tips: string | null;
  management_tips_ar: string | null;
  crop_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A soil type with the active crops suited to it. */
export interface SoilTypeDetail extends SoilType {
  suitable_crops: CropRef[];
}

export const SOIL_NOT_FOUND = msg('crops.soilNotFound');
const SLUG_TAKEN = msg('crops.soilSlugTaken');

function soilColumns(sql: Queryable) {
  return sql`
    s.id::text as id, s.slug, s.name, s.name_ar, s.description, s.description_ar, s.texture, s.texture_ar, s.ph_min::float8 as ph_min,
    s.ph_max::float8 as ph_max, s.drainage, s.organic_matter, s.regions, s.management_tips, s.management_tips_ar,
    (select count(*)::int from crop_soil_types cs join crops c on c.id = cs.crop_id where cs.soil_type_id = s.id and c.is_active) as crop_count,
    s.created_at, s.updated_at`;
}

/** Every soil type by name, a page at a time. */
export function listSoilTypes(sql: Sql, page: number, limit: number): Promise<Page<SoilType>> {
  return readPage(
    page,
    limit,
    (offset) =>
      sql<
        SoilType[]
      >`select ${soilColumns(sql)} from soil_types s order by lower(s.name), s.id limit ${limit} offset ${offset}`,
    async () => countOf(await sql<{ n: number }[]>`select count(*)::int as n from soil_types`),
  );
}

/** A soil type by id, with the active crops suited to it (404 'Soil type not found'). */
export async function getSoilType(sql: Queryable, ref: string): Promise<SoilTypeDetail> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<SoilTypeDetail[]>`
        select ${soilColumns(sql)},
          coalesce((select json_agg(json_build_object('id', c.id::text, 'slug', c.slug, 'name', c.name, 'name_ar', c.name_ar, 'crop_type', c.crop_type)
                                    order by lower(c.name))
                    from crop_soil_types cs join crops c on c.id = cs.crop_id where cs.soil_type_id = s.id and c.is_active), '[]'::json) as suitable_crops
        from soil_types s where s.id = ${id}`
    : [];
  if (!row) throw new NotFoundError(SOIL_NOT_FOUND);
  return row;
}

/** The soil types suited to a crop (404 when the crop is not one the storefront shows). */
export async function soilTypesForCrop(sql: Sql, cropRef: string): Promise<SoilType[]> {
  const cropId = await requireCropId(sql, cropRef);
  const rows = await sql<SoilType[]>`
    select ${soilColumns(sql)} from soil_types s join crop_soil_types cs on cs.soil_type_id = s.id
    where cs.crop_id = ${cropId} order by lower(s.name), s.id`;
  return [...rows];
}

// ─── Writes (administrators) ────────────────────────────────────────────────────────────────────────

async function setSoilCrops(tx: TransactionSql, soilId: string, crops: readonly string[] | undefined): Promise<void> {
  if (!crops) return;
  const { ids, missing } = await idsOfRefs(tx, 'crops', crops);
  if (missing.length) throw new ValidationError(msg('crops.noSuchCrops', { refs: missing.join(', ') }), 'crops');
  await tx`delete from crop_soil_types where soil_type_id = ${soilId}`;
  if (ids.length)
    await tx`insert into crop_soil_types ${tx(ids.map((crop_id) => ({ crop_id, soil_type_id: soilId })))}`;
}

const soilRow = (sql: Queryable, { crops: _crops, ...fields }: SoilFields) => definedColumns(fields, [], sql);

/** ph_min ≤ ph_max once a change is applied to what is stored. */
function checkPh(ph_min: number | null, ph_max: number | null): void {
  if (ph_min !== null && ph_max !== null && ph_min > ph_max) throw new ValidationError(msg('crops.phRange'), 'ph_max');
}

/** Add a soil type (and the crops suited to it). */
export async function createSoilType(sql: Sql, input: SoilFields & { name: string }): Promise<SoilTypeDetail> {
  return sql.begin(async (tx) => {
    const slug = input.slug ?? (await freeSlug(tx, 'soil_types', input.name, 'soil'));
    const [row] = await uniquely(
      () =>
        tx<{ id: string }[]>`insert into soil_types ${tx({ ...soilRow(tx, input), slug })} returning id::text as id`,
      'soil_types_slug_key',
      SLUG_TAKEN,
      'slug',
    );
    await setSoilCrops(tx, row!.id, input.crops);
    return getSoilType(tx, row!.id);
  });
}

/** Change the fields given of a soil type (and replace its crops when given). */
export async function updateSoilType(sql: Sql, ref: string, fields: SoilFields): Promise<SoilTypeDetail> {
  return sql.begin(async (tx) => {
    const current = await getSoilType(tx, ref);
    checkPh(
      fields.ph_min === undefined ? current.ph_min : fields.ph_min,
      fields.ph_max === undefined ? current.ph_max : fields.ph_max,
    );
    const row = soilRow(tx, fields);
    if (Object.keys(row).length > 0) {
      await uniquely(
        () => tx`update soil_types set ${tx(row)}, updated_at = now() where id = ${current.id}`,
        'soil_types_slug_key',
        SLUG_TAKEN,
        'slug',
      );
    }
    await setSoilCrops(tx, current.id, fields.crops);
    return getSoilType(tx, current.id);
  });
}

/** Delete a soil type; crops lose it. */
export function deleteSoilType(sql: Sql, ref: string): Promise<{ id: string }> {
  return deleteById(sql, 'soil_types', ref, SOIL_NOT_FOUND);
}
