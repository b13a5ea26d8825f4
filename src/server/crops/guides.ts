import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Viewer, storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { type Page, countOf, readPage } from './common';
import type { CropRef } from './crops';
import type { TagRef } from './tags';

/*
 * Crop guides: Markdown articles (English, and Arabic where written) about a crop, by an author, with tags. The
 * storefront sees published guides of active crops (or of no crop); an administrator sees every guide.
 */

export interface Guide {
  id: string;
  slug: string;
  title: string;
  title_ar: string | null;
  /** The first paragraph as plain text, at most 240 characters. */
  excerpt: string;
  /** Markdown. */
  body: string;
  body_ar: string | null;
  reading_minutes: number;
  crop: CropRef | null;
  /** `is_staff`: written by the shop (an administrator's account), shown as the shop's team rather than the account's name. */
  author: { id: string; name: string; is_staff: boolean } | null;
  tags: TagRef[];
  published: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const GUIDE_NOT_FOUND = msg('crops.guideNotFound');
const EXCERPT_LENGTH = 240;
const WORDS_PER_MINUTE = 200;

/** The first paragraph of Markdown that is not a heading, as plain text, cut at a word. */
export function excerptOf(markdown: string): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !p.startsWith('#') && !/^[-*>|]|^\d+\./.test(p)) ?? '';
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH - 40)).trimEnd()}…`;
}

type GuideRow = Omit<Guide, 'excerpt' | 'reading_minutes'>;
const finish = (row: GuideRow): Guide => ({
  ...row,
  excerpt: excerptOf(row.body),
  reading_minutes: Math.max(1, Math.round(row.body.split(/\s+/).length / WORDS_PER_MINUTE)),
});

function guideQuery(sql: Queryable) {
  return sql`
    select g.id::text as id, g.slug, g.title, g.title_ar, g.body, g.body_ar, g.published, g.published_at, g.created_at, g.updated_at,
      case when c.id is null then null
           else json_build_object('id', c.id::text, 'slug', c.slug, 'name', c.name, 'name_ar', c.name_ar, 'crop_type', c.crop_type) end as crop,
      case when u.id is null then null else json_build_object('id', u.id::text, 'name', trim(u.first_name || ' ' || u.last_name), 'is_staff', u.role = 'admin') end as author,
      coalesce((select json_agg(json_build_object('id', t.id::text, 'slug', t.slug, 'name', t.name, 'name_ar', t.name_ar) order by lower(t.name))
                from guide_tags gt join tags t on t.id = gt.tag_id where gt.guide_id = g.id), '[]'::json) as tags
    from guides g left join crops c on c.id = g.crop_id left join users u on u.id = g.author_id`;
}

/** The guides a viewer may see (aliased g, with its crop c). */
export const guideVisibleTo = (sql: Queryable, viewer: Viewer) =>
  viewer.isAdmin ? sql`true` : sql`g.published and (c.id is null or c.is_active)`;

/** The published guides of a crop, newest first. */
export async function guidesForCrop(sql: Sql, cropId: string): Promise<Guide[]> {
  const rows = await sql<GuideRow[]>`${guideQuery(sql)} where g.crop_id = ${cropId} and g.published
    order by g.published_at desc nulls last, g.id desc`;
  return rows.map(finish);
}

/** A guide by id or slug (404 'Guide not found'). */
export async function getGuide(sql: Queryable, ref: string, viewer: Viewer): Promise<Guide> {
  const id = storedIdOf(ref);
  const match = id ? sql`g.id = ${id}` : sql`g.slug = ${ref.trim()}`;
  const [row] = await sql<GuideRow[]>`${guideQuery(sql)} where ${match} and ${guideVisibleTo(sql, viewer)}`;
  if (!row) throw new NotFoundError(GUIDE_NOT_FOUND);
  return finish(row);
}

/** The published guides a user wrote, newest first, a page at a time (for GET /users/{id}/crop-guides). */
export function guidesByAuthor(sql: Sql, userId: string, page: number, limit: number): Promise<Page<Guide>> {
  const where = () => sql`g.author_id = ${userId} and ${guideVisibleTo(sql, { isAdmin: false })}`;
  return readPage(
    page,
    limit,
    async (offset) =>
      (
        await sql<
          GuideRow[]
        >`${guideQuery(sql)} where ${where()} order by g.published_at desc nulls last, g.id desc limit ${limit} offset ${offset}`
      ).map(finish),
    async () =>
      countOf(
        await sql<
          { n: number }[]
        >`select count(*)::int as n from guides g left join crops c on c.id = g.crop_id where ${where()}`,
      ),
  );
}
