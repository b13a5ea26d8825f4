import { humanizeSlug, tagSlugOf, type TagFields } from '../../shared/crops';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { type Page, countOf, definedColumns, deleteById, freeSlug, readPage, uniquely } from './common';

/*
 * Tags: one vocabulary for crops (crop_tags) and guides (guide_tags). A tag's use is the number of active crops and
 * published guides that carry it; `popular` orders by that.
 */

/** A tag as a crop or guide carries it. */
export interface TagRef {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
}

export interface Tag extends TagRef {
  description: string | null;
  crop_count: number;
  guide_count: number;
  usage_count: number;
  created_at: Date;
  updated_at: Date;
}

export const TAG_NOT_FOUND = msg('crops.tagNotFound');
const SLUG_TAKEN = msg('crops.tagSlugTaken');

function tagColumns(sql: Queryable) {
  return sql`
    t.id::text as id, t.slug, t.name, t.name_ar, t.description, u.crop_count, u.guide_count,
    u.crop_count + u.guide_count as usage_count, t.created_at, t.updated_at`;
}

/** The use counts of each tag (t), joined laterally as u. */
function usage(sql: Queryable) {
  return sql`cross join lateral (
    select (select count(*)::int from crop_tags ct join crops c on c.id = ct.crop_id where ct.tag_id = t.id and c.is_active) as crop_count,
           (select count(*)::int from guide_tags gt join guides g on g.id = gt.guide_id where gt.tag_id = t.id and g.published) as guide_count
  ) u`;
}

/** Every tag, alphabetically, a page at a time. */
export function listTags(sql: Sql, page: number, limit: number): Promise<Page<Tag>> {
  return readPage(
    page,
    limit,
    (offset) =>
      sql<
        Tag[]
      >`select ${tagColumns(sql)} from tags t ${usage(sql)} order by lower(t.name), t.id limit ${limit} offset ${offset}`,
    async () => countOf(await sql<{ n: number }[]>`select count(*)::int as n from tags`),
  );
}

/** The most used tags (at least once), most used first. */
export async function popularTags(sql: Sql, limit: number): Promise<Tag[]> {
  const rows = await sql<Tag[]>`
    select ${tagColumns(sql)} from tags t ${usage(sql)}
    where u.crop_count + u.guide_count > 0
    order by u.crop_count + u.guide_count desc, lower(t.name), t.id limit ${limit}`;
  return [...rows];
}

/** A tag by id (404 'Tag not found'; text that is no id names none). */
export async function getTag(sql: Queryable, ref: string): Promise<Tag> {
  const id = storedIdOf(ref);
  const [row] = id ? await sql<Tag[]>`select ${tagColumns(sql)} from tags t ${usage(sql)} where t.id = ${id}` : [];
  if (!row) throw new NotFoundError(TAG_NOT_FOUND);
  return row;
}

/**
 * The ids of tags named by names or slugs, creating those that do not exist yet (a slug given as a name gets a
 * readable name: 'drip-irrigation' → 'Drip irrigation').
 */
export async function ensureTags(sql: Queryable, names: readonly string[], field = 'tags'): Promise<string[]> {
  const wanted = new Map<string, string>();
  for (const raw of names) {
    const slug = tagSlugOf(raw);
    if (!slug) throw new ValidationError(msg('crops.tagNeedsLetters', { tag: raw }), field);
    if (!wanted.has(slug)) wanted.set(slug, raw.trim() === slug ? humanizeSlug(slug) : raw.trim());
  }
  if (wanted.size === 0) return [];
  const rows = [...wanted].map(([slug, name]) => ({ slug, name: name.slice(0, 60) }));
  await sql`insert into tags ${sql(rows, 'slug', 'name')} on conflict (slug) do nothing`;
  const found = await sql<
    { id: string; slug: string }[]
  >`select id::text as id, slug from tags where slug = any(${[...wanted.keys()]}::text[])`;
  return [...wanted.keys()].map((slug) => found.find((r) => r.slug === slug)!.id);
}

/** Add a tag (the slug is made from the name when not given). */
export async function createTag(sql: Sql, input: TagFields & { name: string }): Promise<Tag> {
  const slug = input.slug ?? (await freeSlug(sql, 'tags', input.name, 'tag'));
  const [row] = await uniquely(
    () =>
      sql<
        { id: string }[]
      >`insert into tags ${sql(definedColumns({ ...input, slug }, [], sql))} returning id::text as id`,
    'tags_slug_key',
    SLUG_TAKEN,
    'slug',
  );
  return getTag(sql, row!.id);
}

/** Change the fields given of a tag. */
export async function updateTag(sql: Sql, ref: string, fields: TagFields): Promise<Tag> {
  const current = await getTag(sql, ref);
  const row = definedColumns(fields, [], sql);
  if (Object.keys(row).length === 0) return current;
  await uniquely(
    () => sql`update tags set ${sql(row)}, updated_at = now() where id = ${current.id}`,
    'tags_slug_key',
    SLUG_TAKEN,
    'slug',
  );
  return getTag(sql, current.id);
}

/** Delete a tag; crops and guides lose it. */
export function deleteTag(sql: Sql, ref: string): Promise<{ id: string }> {
  return deleteById(sql, 'tags', ref, TAG_NOT_FOUND);
}
