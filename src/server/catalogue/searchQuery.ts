import { searchWordGroups } from '../../shared/searchWords';
import type { Queryable } from '../db';

/*
 * A grower's search words as one text-search query: every meaningful word must match, in any order;
 * a word matches in any of its forms (src/shared/searchWords.ts: Arabic folded and without its attached prefixes, an
 * "-ise" with its "-ize"), each asked stemmed in English ("tomatoes" is "tomato") and as an exact word. A word the
 * English parser drops ("very", "all") is left out rather than asked for as it is. A word that is a crop's other name
 * (crops.other_names: "قوطة", "كوسا", "zucchini") also asks for the crop's own names, so "قوطة" ranks the products named
 * "طماطم" as "طماطم" does. An empty query (nothing searchable) matches nothing.
 */

/** The names of the crop one of `forms` names otherwise (folded, lower case), as a query; empty when none. */
function cropNamedOtherwise(sql: Queryable, forms: string[]) {
  return sql`coalesce((select plainto_tsquery('english', c.name) || plainto_tsquery('simple', arabic_fold(c.name_ar))
    from crops c where exists (select 1 from unnest(c.other_names) o where lower(arabic_fold(o)) in ${sql(forms)})
    order by c.id limit 1), ''::tsquery)`;
}

/** The query of `q`, against documents whose Arabic is read by arabic_search_words (products, crops, guides). */
export function wordsQuery(sql: Queryable, q: string) {
  const groups = searchWordGroups(q);
  if (groups.length === 0) return sql`''::tsquery`;
  const form = (f: string) =>
    sql`(case when numnode(plainto_tsquery('english', ${f})) = 0 then ''::tsquery else plainto_tsquery('english', ${f}) || plainto_tsquery('simple', ${f}) end)`;
  const group = (forms: string[]) =>
    sql`${forms.map(form).reduce((any, next) => sql`${any} || ${next}`)} || ${cropNamedOtherwise(sql, forms)}`;
  return groups.map((forms) => sql`(${group(forms)})`).reduce((every, next) => sql`${every} && ${next}`);
}

/** The bare forms of the words (the last form of each: prefixes and article taken off), for name look-ups. */
export function bareWords(q: string): string[] {
  return searchWordGroups(q).map((forms) => forms.reduce((shortest, f) => (f.length < shortest.length ? f : shortest)));
}
