import { foldArabic } from '../../shared/arabicFold';
import type { SearchHit } from '../catalogue/searchHit';
import { bareWords, wordsQuery } from '../catalogue/searchQuery';
import type { Queryable } from '../db';
import type { CropType } from '../../shared/crops';

/*
 * Search over crops and guides (/search/crops, /search/guides and the crops and guides of /search). A row matches
 * when its search document (English stems and exact words of both languages, Arabic folded: migration 0048)
 * matches the words, when the words are close to part of its English or Arabic name (pg_trgm's word similarity,
 * which forgives typos), or when the name holds them as typed. Best match first: text rank plus name similarity.
 * Only what the storefront shows: active crops; published guides of active crops or of none.
 */

/** A crop found: the fields of a search hit, and its name and type. */
export interface CropHit extends SearchHit {
  name: string;
  name_ar: string | null;
  crop_type: CropType;
}

/** A guide found: the fields of a search hit (description = the start of its body), and its crop. */
export interface GuideHit extends SearchHit {
  crop: { id: string; slug: string; name: string; name_ar: string | null } | null;
}

/** The words as the product search reads them (src/server/catalogue/searchQuery.ts); the documents are read alike (migration 0048). */
const words = (sql: Queryable, q: string) => sql`(select ${wordsQuery(sql, q)})`;
/** The words without their attached prefixes ("للطماطم" → "طماطم"), as a LIKE pattern in order: a name (Arabic folded) that holds them. */
const containing = (q: string) => `%${(bareWords(q).join(' ') || q).replace(/[\\%_]/g, '\\$&')}%`;

/** Active crops matching the words, best first. */
export async function searchCrops(sql: Queryable, q: string, limit: number): Promise<CropHit[]> {
  const rows = await sql<CropHit[]>`
    select c.id::text as id, c.slug, c.name as title, c.name_ar as title_ar, left(c.description, 300) as description, c.image_url,
           c.name, c.name_ar, c.crop_type
    from crops c
    where c.is_active and (c.search_document @@ ${words(sql, q)} or ${q} <% c.name or ${foldArabic(q)} <% arabic_fold(c.name_ar)
                           or c.name ilike ${containing(q)} or arabic_fold(c.name_ar) ilike ${containing(q)})
    order by ts_rank(c.search_document, ${words(sql, q)})
             + greatest(word_similarity(${q}, c.name), word_similarity(${foldArabic(q)}, arabic_fold(c.name_ar))) desc, lower(c.name), c.id
    limit ${limit}`;
  return [...rows];
}

/** Published guides (of active crops, or of none) matching the words, best first. */
export async function searchGuides(sql: Queryable, q: string, limit: number): Promise<GuideHit[]> {
  const rows = await sql<GuideHit[]>`
    select g.id::text as id, g.slug, g.title, g.title_ar, left(regexp_replace(g.body, '[#*_>\`]+', '', 'g'), 300) as description,
           c.image_url,
           case when c.id is null then null else json_build_object('id', c.id::text, 'slug', c.slug, 'name', c.name, 'name_ar', c.name_ar) end as crop
    from guides g left join crops c on c.id = g.crop_id
    where g.published and (c.id is null or c.is_active)
      and (g.search_document @@ ${words(sql, q)} or ${q} <% g.title or ${foldArabic(q)} <% arabic_fold(g.title_ar)
           or g.title ilike ${containing(q)} or arabic_fold(g.title_ar) ilike ${containing(q)})
    order by ts_rank(g.search_document, ${words(sql, q)})
             + greatest(word_similarity(${q}, g.title), word_similarity(${foldArabic(q)}, arabic_fold(g.title_ar))) desc, g.id desc
    limit ${limit}`;
  return [...rows];
}
